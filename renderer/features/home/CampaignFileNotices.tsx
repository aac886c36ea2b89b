import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BackupInfoView } from '../../../shared/ipc/backup-schema';
import type { CampaignGone, MissingCampaign } from '../../../shared/ipc/campaign-file-contract';
import { acceptPush } from '../../api/accept-push';
import { useClient } from '../../api/client';

/** The newest backup of a list, as a button label says it. */
const newest = (backups: readonly BackupInfoView[]) => backups[0];
const when = (b: BackupInfoView) => new Date(b.takenAt).toLocaleString();

/**
 * Issue 35 item 8: the open campaign's file was deleted or replaced under the app. Shown above every
 * screen (the storyteller may be mid-fight) the moment main pushes `campaign.gone`: writes are now
 * refused, and the campaign the app still holds can be saved again, or its newest backup restored.
 */
export function CampaignGoneNotice() {
  const client = useClient();
  const qc = useQueryClient();
  const gone = useQuery({ queryKey: ['campaign.gone'], queryFn: () => client.call('campaign.gone', {}) });
  useEffect(() => {
    const offGone = client.on('campaign.gone', (g) => acceptPush(qc, ['campaign.gone'], g));
    const offChanged = client.on('campaign.changed', () => void qc.invalidateQueries({ queryKey: ['campaign.gone'] }));
    return () => {
      offGone();
      offChanged();
    };
  }, [client, qc]);
  const saveAgain = useMutation({ mutationFn: () => client.call('campaign.saveAgain', {}) });
  const restore = useMutation({ mutationFn: (backupPath: string) => client.call('campaign.restoreAsNew', { backupPath }) });
  const g: CampaignGone | null | undefined = gone.data;
  if (!g) return null;
  const backup = newest(g.backups);
  const error = saveAgain.error ?? restore.error;
  return (
    <div role="alert" className="notice campaign-file-notice" data-testid="campaign-gone">
      <p>
        <strong>
          The file of “{g.name}” was {g.reason === 'deleted' ? 'deleted (or its folder was)' : 'replaced by another file'} while it was open.
        </strong>{' '}
        Nothing more can be saved into it, so changes are refused. The app still holds the campaign as it was a moment ago.
      </p>
      <p className="muted">{g.path}</p>
      <div className="row">
        <button type="button" className="primary" disabled={saveAgain.isPending} onClick={() => saveAgain.mutate()}>
          Save it again{g.saveAgainPath === g.path ? ' where it was' : ' as a new file'}
        </button>
        {backup && (
          <button type="button" disabled={restore.isPending} onClick={() => restore.mutate(backup.path)}>
            Restore the newest backup ({when(backup)}) as a new campaign
          </button>
        )}
      </div>
      {!g.backupsFolderExists && <p>Its backups folder ({g.backupsFolder}) is gone too: saving it again is the way to keep it.</p>}
      {error && <p className="error-text">{error.message}</p>}
    </div>
  );
}

/**
 * Recent campaigns whose files were not found (at start-up or since): never silently replaced by a
 * new sample; each offers its newest surviving backup, or says that none survived.
 */
export function MissingCampaignsNotice() {
  const client = useClient();
  const qc = useQueryClient();
  const missing = useQuery({ queryKey: ['campaign.missing'], queryFn: () => client.call('campaign.missing', {}) });
  useEffect(() => {
    const refresh = () => void qc.invalidateQueries({ queryKey: ['campaign.missing'] });
    const offChanged = client.on('campaign.changed', refresh);
    const offPrefs = client.on('prefs.changed', refresh);
    return () => {
      offChanged();
      offPrefs();
    };
  }, [client, qc]);
  const restore = useMutation({ mutationFn: (m: { path: string; backupPath: string }) => client.call('campaign.restoreMissing', m) });
  const forget = useMutation({
    mutationFn: (path: string) => client.call('campaign.forgetMissing', { path }),
    onSuccess: (list) => qc.setQueryData(['campaign.missing'], list),
  });
  const list: MissingCampaign[] = missing.data ?? [];
  if (list.length === 0) return null;
  const error = restore.error ?? forget.error;
  return (
    <section className="notice campaign-file-notice" role="alert" aria-label="Missing campaigns" data-testid="missing-campaigns">
      {list.map((m) => {
        const backup = newest(m.backups);
        return (
          <div key={m.path} className="stack">
            <p>
              <strong>“{m.name}” was not found</strong> at {m.path}. It was not replaced; nothing was created in its place.
            </p>
            {backup ? (
              <p>
                {m.backups.length} backup{m.backups.length === 1 ? '' : 's'} survive in {m.backupsFolder}; the newest is from {when(backup)}.
              </p>
            ) : (
              <p>{m.backupsFolderExists ? `Its backups folder (${m.backupsFolder}) holds no backups.` : `Its backups folder (${m.backupsFolder}) is gone too: there is no backup to restore.`}</p>
            )}
            <div className="row">
              {backup && (
                <button type="button" className="primary" disabled={restore.isPending} onClick={() => restore.mutate({ path: m.path, backupPath: backup.path })}>
                  Restore the newest backup where it was
                </button>
              )}
              <button type="button" disabled={forget.isPending} onClick={() => forget.mutate(m.path)}>
                Remove from recent campaigns
              </button>
            </div>
          </div>
        );
      })}
      {error && <p className="error-text">{error.message}</p>}
    </section>
  );
}
