import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BackupInfoView } from '../../../shared/ipc/backup-schema';
import { useClient } from '../../api/client';

export type Status = { text: string; error?: boolean };

/** After a merge: the backup taken first, restored (after a confirmation) to undo the import. */
export function UndoImport({ backup, onDone }: { backup: BackupInfoView; onDone: (status: Status) => void }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    setBusy(true);
    try {
      const summary = await client.call('campaign.restore', { backupPath: backup.path });
      queryClient.setQueryData(['campaign.current'], summary);
      onDone({ text: `Import undone: ${summary.name} is back as it was at ${new Date(backup.takenAt).toLocaleString()}.` });
    } catch (error) {
      onDone({ text: error instanceof Error ? error.message : String(error), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="undo-import" data-testid="undo-import">
      {confirming ? (
        <>
          <span>Put the campaign back as it was before the import? Changes made since are lost (a copy of them is kept as a backup).</span>
          <button type="button" className="danger" disabled={busy} onClick={() => void undo()}>
            Yes, undo the import
          </button>
          <button type="button" disabled={busy} onClick={() => setConfirming(false)}>
            Keep the import
          </button>
        </>
      ) : (
        <button type="button" onClick={() => setConfirming(true)}>
          Undo import
        </button>
      )}
    </div>
  );
}
