import { useQueryClient } from '@tanstack/react-query';
import type { CampaignSummary } from '../../../shared/ipc/campaign-schemas';
import { useClient } from '../../api/client';
import { downloadFile } from '../../components/download';
import { useStatusAction } from '../../components/useStatusAction';
import { usePanelAction } from '../../app/menu/menu-actions';

/** The open campaign at a glance, with backup and JSON export (the browser download). */
export function CampaignPanel({ campaign: c }: { campaign: CampaignSummary }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { status, busy, run } = useStatusAction();
  const backUp = async () => {
    const taken = await client.call('campaign.backup', {});
    void queryClient.invalidateQueries({ queryKey: ['campaign.listBackups'] });
    return `Backup saved: ${taken.fileName}`;
  };
  const saveAs = async () => {
    const saved = await client.call('campaign.saveAsDialog', {});
    return saved ? `Saved as ${saved.path}; that copy is now open.` : 'Save as cancelled.';
  };
  const exportJson = async () => {
    const { fileName, json } = await client.call('campaign.exportJson', {});
    downloadFile(fileName, json, 'application/json');
    return `Exported ${fileName}`;
  };
  // The desktop menu's File items run the same actions as the buttons, with the same status line.
  usePanelAction('file.backup', () => void run(backUp));
  usePanelAction('file.saveCopy', () => {
    if (client.hostKind === 'desktop') void run(saveAs);
  });
  usePanelAction('file.exportJson', () => void run(exportJson));

  return (
    <section className="panel campaign-panel" aria-labelledby="home-title">
      <div className="campaign-head">
        <div>
          <h1 id="home-title" className="eyebrow">
            Campaign
          </h1>
          <p className="campaign-name" data-testid="campaign-name">
            {c.name}
          </p>
          {c.description && <p className="campaign-description">{c.description}</p>}
        </div>
        <div className="row campaign-actions">
          <button type="button" disabled={busy} onClick={() => void run(backUp)}>
            Back up now
          </button>
          {client.hostKind === 'desktop' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void run(saveAs)}
            >
              Save as…
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(exportJson)}
          >
            Export as JSON
          </button>
        </div>
      </div>
      <dl className="facts">
        <dt>Setting</dt>
        <dd>{c.settingName}</dd>
        <dt>Characters</dt>
        <dd data-testid="campaign-counts">
          {c.pcCount} PCs · {c.npcCount} NPCs
        </dd>
        {c.inGameDate && (
          <>
            <dt>In-game date</dt>
            <dd>{c.inGameDate}</dd>
          </>
        )}
        <dt>File</dt>
        <dd>
          <code className="path">{c.path}</code>
        </dd>
      </dl>
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text' : 'muted'}>
          {status.text}
        </p>
      )}
    </section>
  );
}
