/**
 * One backup in the backups table: when, why, how big, and what can be done with it. Restoring
 * over the open campaign and deleting each ask first, in place, with the safe answer focused.
 */
import { useEffect, useRef } from 'react';
import type { BackupInfoView } from '../../../shared/ipc/backup-schema';

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
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

export type Confirming = 'restore' | 'delete' | null;

type Props = {
  backup: BackupInfoView;
  campaignName: string;
  confirming: Confirming;
  busy: boolean;
  onConfirm: (what: Confirming) => void;
  onRestoreAsNew: () => void;
  onRestoreOver: () => void;
  onDelete: () => void;
};

export function BackupRow({ backup: b, campaignName, confirming, busy, onConfirm, onRestoreAsNew, onRestoreOver, onDelete }: Props) {
  const taken = new Date(b.takenAt).toLocaleString();
  const safeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) safeRef.current?.focus();
  }, [confirming]);

  let actions;
  if (confirming === 'restore' || confirming === 'delete') {
    const deleting = confirming === 'delete';
    actions = (
      <div
        className="backup-actions"
        role="group"
        aria-label={deleting ? `Confirm deleting the backup of ${taken}` : `Confirm restoring the backup of ${taken}`}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onConfirm(null);
        }}
      >
        <span>{deleting ? `Delete this backup (${formatSize(b.sizeBytes)}) for good?` : `Replace ${campaignName} with this backup?`}</span>
        <button type="button" className="danger" disabled={busy} onClick={deleting ? onDelete : onRestoreOver}>
          {deleting ? 'Yes, delete it' : 'Yes, restore over it'}
        </button>
        <button type="button" ref={safeRef} disabled={busy} onClick={() => onConfirm(null)}>
          {deleting ? 'Keep' : 'Cancel'}
        </button>
      </div>
    );
  } else {
    actions = (
      <div className="backup-actions">
        <button type="button" disabled={busy} onClick={onRestoreAsNew}>
          Restore as new campaign
        </button>
        <button type="button" disabled={busy} onClick={() => onConfirm('restore')}>
          Restore over this campaign…
        </button>
        <button type="button" className="quiet" disabled={busy} aria-label={`Delete the backup of ${taken}`} onClick={() => onConfirm('delete')}>
          Delete…
        </button>
      </div>
    );
  }

  return (
    <tr data-testid="backup-row" data-kind={b.kind}>
      <td>
        <time dateTime={b.takenAt}>{taken}</time>
      </td>
      <td>{KIND_LABEL[b.kind]}</td>
      <td className="num">{formatSize(b.sizeBytes)}</td>
      <td>{actions}</td>
    </tr>
  );
}
