/**
 * The open campaign's backups (newest first) with when, why and how big, and their total size:
 * any one restores into a NEW campaign file (nothing is overwritten) or, after a confirmation,
 * over the open campaign (a pre-restore copy of it is kept, so that too can be undone), and any
 * one can be deleted after a confirmation. Each kind is rotated by main; the counts are shown.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BackupFolderView } from '../../../shared/ipc/backup-contract';
import type { BackupInfoView } from '../../../shared/ipc/backup-schema';
import { useClient } from '../../api/client';
import { QueryState } from '../../components/QueryState';
import { useStatusAction } from '../../components/useStatusAction';
import { BackupRow, formatSize, type Confirming } from './BackupRow';

export { formatSize } from './BackupRow';

/** Shown until "Show all"; rotation keeps the whole list to a few dozen. */
const SHOWN = 12;

/**
 * Under the `campaign.listBackups` prefix on purpose: every place that invalidates the backups list
 * (a backup taken, an import merged, another campaign opened) refreshes this panel too.
 */
const FOLDER_KEY = ['campaign.listBackups', 'folder'];

function summaryLine(folder: BackupFolderView): string {
  const n = folder.backups.length;
  return `${n} backup${n === 1 ? '' : 's'}, ${formatSize(folder.totalBytes)} in total, in ${folder.folder}.`;
}

export function BackupsPanel({ campaignName }: { campaignName: string }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const folder = useQuery({ queryKey: FOLDER_KEY, queryFn: () => client.call('campaign.backupFolder', {}) });
  const [confirming, setConfirming] = useState<{ path: string; what: Confirming } | null>(null);
  const [showAll, setShowAll] = useState(false);
  const { status, busy, run } = useStatusAction();
  const settle = (summary: { name: string }) => {
    queryClient.setQueryData(['campaign.current'], summary);
    void queryClient.invalidateQueries({ queryKey: ['campaign.listBackups'] });
  };
  const list = folder.data?.backups ?? [];
  const shown = showAll ? list : list.slice(0, SHOWN);

  const restoreAsNew = (b: BackupInfoView) =>
    void run(async () => {
      const summary = await client.call('campaign.restoreAsNew', { backupPath: b.path });
      settle(summary);
      return `Restored into a new campaign, ${summary.name}, now open (${summary.path}).`;
    });
  const restoreOver = (b: BackupInfoView) =>
    void run(async () => {
      const summary = await client.call('campaign.restore', { backupPath: b.path });
      setConfirming(null);
      settle(summary);
      return `Restored ${summary.name} as it was at ${new Date(b.takenAt).toLocaleString()}; the state before is kept as a backup.`;
    });
  const remove = (b: BackupInfoView) =>
    void run(async () => {
      try {
        const after = await client.call('campaign.deleteBackup', { backupPath: b.path });
        queryClient.setQueryData(FOLDER_KEY, after);
        return `Deleted the backup of ${new Date(b.takenAt).toLocaleString()}; ${formatSize(b.sizeBytes)} freed.`;
      } finally {
        setConfirming(null);
        void queryClient.invalidateQueries({ queryKey: ['campaign.listBackups'] });
      }
    });

  return (
    <section className="panel backups" aria-labelledby="backups-title">
      <h2 id="backups-title">Backups</h2>
      <p className="muted">Taken on opening, every few minutes while you play, and before every import. Restoring never loses the current state: it is kept as a backup first.</p>
      <QueryState isPending={folder.isPending} error={folder.error}>
        {folder.data && (
          <p className="backups-summary" data-testid="backups-summary">
            {summaryLine(folder.data)}{' '}
            <span className="muted">
              The newest {folder.data.limits.automatic} automatic, {folder.data.limits.manual} manual and {folder.data.limits.eachOther} of each other
              kind are kept; older ones are deleted as new ones are taken.
            </span>
          </p>
        )}
        {list.length === 0 ? (
          <p className="muted">No backups yet.</p>
        ) : (
          <table className="backups-table" aria-label="Backups of this campaign">
            <thead>
              <tr>
                <th>Taken</th>
                <th>Why</th>
                <th>Size</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((b) => (
                <BackupRow
                  key={b.path}
                  backup={b}
                  campaignName={campaignName}
                  confirming={confirming?.path === b.path ? confirming.what : null}
                  busy={busy}
                  onConfirm={(what) => setConfirming(what ? { path: b.path, what } : null)}
                  onRestoreAsNew={() => restoreAsNew(b)}
                  onRestoreOver={() => restoreOver(b)}
                  onDelete={() => remove(b)}
                />
              ))}
            </tbody>
          </table>
        )}
        {list.length > SHOWN && (
          <button type="button" className="quiet" onClick={() => setShowAll(!showAll)}>
            {showAll ? `Show the newest ${SHOWN} only` : `Show all ${list.length} backups`}
          </button>
        )}
      </QueryState>
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text' : 'muted'} data-testid="backups-status">
          {status.text}
        </p>
      )}
    </section>
  );
}
