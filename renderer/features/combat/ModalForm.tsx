import type { FormEvent, ReactNode, RefObject } from 'react';
import './quick-npcs.css';

type Props = {
  dialogRef: RefObject<HTMLDialogElement | null>;
  className: string;
  titleId: string;
  title: string;
  /** The form is rendered only while the dialog is open, so its fields start afresh each time. */
  open: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  noValidate?: boolean;
  submitLabel: string;
  submitDisabled: boolean;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * The GM screen's modal dialogs ("Add NPCs", "Names for players"): a titled form whose footer
 * submits or cancels. Escape closes the dialog (the browser's own); the caller opens it with
 * showModal() and decides where focus goes after.
 */
export function ModalForm({ dialogRef, className, titleId, title, open, onClose, onSubmit, noValidate, submitLabel, submitDisabled, onCancel, children }: Props) {
  return (
    <dialog ref={dialogRef} className={className} aria-labelledby={titleId} onClose={onClose}>
      {open && (
        <form onSubmit={onSubmit} noValidate={noValidate}>
          <h2 id={titleId}>{title}</h2>
          {children}
          <div className="row">
            <button type="submit" className="primary" disabled={submitDisabled}>
              {submitLabel}
            </button>
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
