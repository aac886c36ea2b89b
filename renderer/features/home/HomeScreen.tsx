import { useState } from 'react';
import { useClient } from '../../api/client';
import { useCampaign, useCampaignCommand, usePrefs } from '../../api/queries';
import { QueryState } from '../../components/QueryState';
import { downloadText } from './download';
import { NewCampaignForm } from './NewCampaignForm';

export function HomeScreen() {
  const client = useClient();
  const campaign = useCampaign();
  const prefs = usePrefs();
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const open = useCampaignCommand((path: string) => client.call('campaign.open', { path }));
  const c = campaign.data;

  const run = async (work: () => Promise<string>) => {
    try {
      setStatus({ text: await work() });
    } catch (error) {
      setStatus({ text: error instanceof Error ? error.message : String(error), error: true });
    }
  };

  return (
    <div className="stack">
      <section className="panel" aria-labelledby="home-title">
        <h1 id="home-title">Campaign</h1>
        <QueryState isPending={campaign.isPending} error={campaign.error}>
          {c ? (
            <>
              <p className="campaign-name" data-testid="campaign-name">
                {c.name}
              </p>
              {c.description && <p>{c.description}</p>}
              <dl className="facts">
                <dt>Setting</dt>
                <dd>{c.settingName}</dd>
                <dt>Characters</dt>
                <dd data-testid="campaign-counts">
                  {c.pcCount} PCs · {c.npcCount} NPCs
                </dd>
                <dt>File</dt>
                <dd>
                  <code>{c.path}</code>
                </dd>
              </dl>
              <div className="row">
                <button type="button" onClick={() => void run(async () => `Backup saved: ${(await client.call('campaign.backup', {})).fileName}`)}>
                  Back up now
                </button>
                <button
                  type="button"
                  onClick={() =>
                    void run(async () => {
                      const { fileName, json } = await client.call('campaign.exportJson', {});
                      downloadText(fileName, json);
                      return `Exported ${fileName}`;
                    })
                  }
                >
                  Export as JSON
                </button>
              </div>
              {status && (
                <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text' : 'muted'}>
                  {status.text}
                </p>
              )}
            </>
          ) : (
            <p>No campaign is open. Create one below or open a recent one.</p>
          )}
        </QueryState>
      </section>
      <section className="panel" aria-labelledby="recent-title">
        <h2 id="recent-title">Recent campaigns</h2>
        {prefs.data && prefs.data.recentCampaigns.length > 0 ? (
          <ul className="recent">
            {prefs.data.recentCampaigns.map((r) => (
              <li key={r.path}>
                <button type="button" disabled={r.path === c?.path || open.isPending} onClick={() => open.mutate(r.path)}>
                  {r.path === c?.path ? 'Current' : 'Open'}
                </button>
                <span>
                  <strong>{r.name}</strong> <span className="muted">{r.path}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">None yet.</p>
        )}
        {open.error && (
          <p role="alert" className="error-text">
            {open.error.message}
          </p>
        )}
      </section>
      <section className="panel">
        <NewCampaignForm />
      </section>
    </div>
  );
}
