import { useEffect, useState, type FormEvent } from 'react';
import type { EventPayload } from '../../../shared/ipc/types';
import { useClient } from '../../api/client';
import { useCampaignCommand, usePrefs } from '../../api/queries';
import { focusWhenShown, usePanelAction } from '../../app/menu/menu-actions';
import { withoutSnapshots } from '../../../shared/domain/campaign-export';

type ImportProgress = EventPayload<'campaign.importProgress'>;

const STAGE_LABEL: Record<ImportProgress['stage'], string> = {
  read: 'Reading the export',
  check: 'Checking the combat log',
  write: 'Writing the combat log',
  rebuild: 'Rebuilding the fights',
};

/**
 * Recent campaigns, and opening another file: by path on the desktop, by uploading a JSON
 * export in the browser (the page cannot read paths on the storyteller's disk).
 */
export function OpenCampaignPanel({ currentPath }: { currentPath: string | undefined }) {
  const client = useClient();
  const prefs = usePrefs();
  const [path, setPath] = useState('');
  const [imported, setImported] = useState('');
  const open = useCampaignCommand((p: string) => client.call('campaign.open', { path: p }));
  // A cancelled dialog answers null: keep the open campaign in the cache then.
  const openDialog = useCampaignCommand(async () => (await client.call('campaign.openDialog', {})) ?? client.call('campaign.current', {}));
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  // Snapshots an older export carries are dropped here: main rebuilds them, and they could make the file too big to send.
  // The desktop window sends the text as bytes: main's thread then copies no 50 MB string (issue 35).
  const importJson = useCampaignCommand(async (file: File) => {
    setProgress(null);
    const text = withoutSnapshots(await file.text());
    return client.call('campaign.importJson', { json: client.hostKind === 'desktop' ? new TextEncoder().encode(text) : text });
  });
  // Progress is listened to only while this window imports (like the config import's).
  useEffect(() => (importJson.isPending ? client.on('campaign.importProgress', setProgress) : undefined), [client, importJson.isPending]);
  const recent = prefs.data?.recentCampaigns ?? [];
  // The desktop menu's File ▸ Open campaign… and Open Recent run the same commands as the buttons here.
  usePanelAction('file.open', () => (client.hostKind === 'desktop' ? openDialog.mutate(undefined) : focusWhenShown('.file-pick input')));
  usePanelAction('file.openRecent', (p) => {
    if (p && p !== currentPath) open.mutate(p);
  });

  const openPath = (e: FormEvent) => {
    e.preventDefault();
    if (path.trim()) open.mutate(path.trim(), { onSuccess: () => setPath('') });
  };
  // A stopped import is what the storyteller asked for: said as a status, not as an error.
  const stopped = (importJson.error as { code?: unknown } | null)?.code === 'campaign/import-cancelled';
  const error = open.error ?? openDialog.error ?? (stopped ? null : importJson.error);

  return (
    <section className="panel" aria-labelledby="recent-title" data-single-submit>
      <h2 id="recent-title">Recent campaigns</h2>
      {recent.length > 0 ? (
        <ul className="recent">
          {recent.map((r) => (
            <li key={r.path}>
              <button
                type="button"
                // The name starts with the visible word (axe label-content-name-mismatch, issue 18).
                aria-label={r.path === currentPath ? `Current: ${r.name} is open` : `Open ${r.name}`}
                disabled={r.path === currentPath || open.isPending}
                onClick={() => open.mutate(r.path)}
              >
                {r.path === currentPath ? 'Current' : 'Open'}
              </button>
              <span className="recent-text">
                <strong>{r.name}</strong> <span className="muted">{r.path}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None yet.</p>
      )}
      <h2>Open a file</h2>
      {client.hostKind === 'desktop' && (
        <p>
          <button type="button" className="primary" disabled={openDialog.isPending} onClick={() => openDialog.mutate(undefined)}>
            Open campaign file…
          </button>
        </p>
      )}
      {client.hostKind === 'desktop' && (
        <form className="open-path" onSubmit={openPath}>
          <label>
            Campaign file path
            <input value={path} onChange={(e) => setPath(e.target.value)} placeholder="/home/me/Campaigns/Dust and Iron.fs3campaign" spellCheck={false} />
          </label>
          <button type="submit" disabled={open.isPending || !path.trim()}>
            Open
          </button>
        </form>
      )}
      <label className="file-pick">
        Import a campaign export (.json)
        <input
          type="file"
          accept=".json,application/json"
          disabled={importJson.isPending}
          // The picker opens on this click: the import's worker starts while the file is picked (issue 38).
          onClick={() => void client.call('campaign.prepareImport', {}).catch(() => undefined)}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) importJson.mutate(file, { onSuccess: (s) => setImported(`Imported ${file.name} as “${s?.name ?? file.name}”.`) });
          }}
        />
      </label>
      {importJson.isPending && (
        <div className="config-progress" role="status">
          <progress aria-label="Import progress" max={progress?.total || undefined} value={progress?.total ? progress.done : undefined} />
          <span className="muted">{progress ? `${STAGE_LABEL[progress.stage]}${progress.total > 1 ? ` (${progress.done} of ${progress.total})` : ''}` : 'Reading the file…'}</span>
          <button type="button" disabled={!progress} onClick={() => progress && void client.call('campaign.cancelImport', { importId: progress.importId }).catch(() => undefined)}>
            Stop import
          </button>
        </div>
      )}
      <p className="hint">A JSON export (Export as JSON) becomes a new campaign file; the open one is kept.</p>
      <p role="status" className="muted">
        {stopped ? importJson.error?.message : imported}
      </p>
      {error && (
        <p role="alert" className="error-text">
          {error.message}
        </p>
      )}
    </section>
  );
}
