/**
 * The open campaign's backups (newest first) with when, why and how big: any one restores into a
 * NEW campaign file (nothing is overwritten) or, after a confirmation, over the open campaign (a
 * pre-restore copy of it is kept, so that too can be undone).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BackupInfoView } from '../../../shared/ipc/backup-schema';
import { useClient } from '../../api/client';
import { QueryState } from '../../components/QueryState';
import { useStatusAction } from '../../components/useStatusAction';

const KIND_LABEL: Record<BackupInfoView['kind'], string> = {
  open: 'on opening',
  periodic: 'periodic',
  manual: 'manual',
  'pre-migration': 'before an upgrade',
  'pre-restore': 'before a restore',
  'pre-import': 'before an import',
};

/** "1.2 MB", "356 kB". */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** Shown at most; older ones stay in the backups folder. */
const SHOWN = 12;

export function BackupsPanel({ campaignName }: { campaignName: string }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const backups = useQuery({ queryKey: ['campaign.listBackups'], queryFn: () => client.call('campaign.listBackups', {}) });
  const [confirming, setConfirming] = useState<string | null>(null);
  const { status, busy, run } = useStatusAction();
  const settle = (summary: { name: string }) => {
    queryClient.setQueryData(['campaign.current'], summary);
    void queryClient.invalidateQueries({ queryKey: ['campaign.listBackups'] });
  };
  const list = backups.data ?? [];

  return (
    <section className="panel backups" aria-labelledby="backups-title">
      <h2 id="backups-title">Backups</h2>
      <p className="muted">Taken on opening, every few minutes while you play, and before every import. Restoring never loses the current state: it is kept as a backup first.</p>
      <QueryState isPending={backups.isPending} error={backups.error}>
        {list.length === 0 ? (
          <p className="muted">No backups yet.</p>
        ) : (
          <table className="backups-table" aria-label="Backups of this campaign">
            <thead>
              <tr>
                <th>Taken</th>
                <th>Why</th>
                <th>Size</th>
                <th>Restore</th>
              </tr>
            </thead>
            <tbody>
              {list.slice(0, SHOWN).map((b) => (
                <tr key={b.path} data-testid="backup-row" data-kind={b.kind}>
                  <td>
                    <time dateTime={b.takenAt}>{new Date(b.takenAt).toLocaleString()}</time>
                  </td>
                  <td>{KIND_LABEL[b.kind]}</td>
                  <td className="num">{formatSize(b.sizeBytes)}</td>
                  <td>
                    <div className="backup-actions">
                    {confirming === b.path ? (
                      <>
                        <span>Replace {campaignName} with this backup?</span>
                        <button
                          type="button"
                          className="danger"
                          disabled={busy}
                          onClick={() =>
                            void run(async () => {
                              const summary = await client.call('campaign.restore', { backupPath: b.path });
                              setConfirming(null);
                              settle(summary);
                              return `Restored ${summary.name} as it was at ${new Date(b.takenAt).toLocaleString()}; the state before is kept as a backup.`;
                            })
                          }
                        >
                          Yes, restore over it
                        </button>
                        <button type="button" disabled={busy} onClick={() => setConfirming(null)}>
                          Cancel
                        </button>
                      </>
                    ) : (
                      <>
                        <button
                          type="button"
                          disabled={busy}
                          onClick={() =>
                            void run(async () => {
                              const summary = await client.call('campaign.restoreAsNew', { backupPath: b.path });
                              settle(summary);
                              return `Restored into a new campaign, ${summary.name}, now open (${summary.path}).`;
                            })
                          }
                        >
                          Restore as new campaign
                        </button>
                        <button type="button" disabled={busy} onClick={() => setConfirming(b.path)}>
                          Restore over this campaign…
                        </button>
                      </>
                    )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {list.length > SHOWN && <p className="hint">{list.length - SHOWN} older backups are in the backups folder beside the campaign file.</p>}
      </QueryState>
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error-text' : 'muted'} data-testid="backups-status">
          {status.text}
        </p>
      )}
    </section>
  );
}
