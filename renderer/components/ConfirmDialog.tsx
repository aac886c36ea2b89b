/**
 * Issue 37 item 10: confirmations in the app instead of the browser's own `confirm()`. A modal
 * <dialog> (opened with showModal: the rest of the page is inert, so focus stays inside); Escape
 * closes it as Cancel does; focus goes back to what opened it. Cancel has focus first: a
 * confirmation guards something that cannot be taken back.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import './confirm-dialog.css';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
  /** A second way on, between the confirm button and Cancel (deleting someone in a fight: "Delete for good"). */
  extra?: { label: string; onClick: () => void; danger?: boolean };
  /** The confirm button is not the step's only way (e.g. disabled when the fight refuses it). */
  confirmDisabled?: boolean;
};

export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onClose, returnFocus, extra, confirmDisabled }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      cancel.current?.focus();
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);
  const close = () => {
    onClose();
    // After the dialog has gone: the opener may be re-rendered by the confirmed step.
    requestAnimationFrame(() => returnFocus.current?.focus());
  };
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} onClose={() => open && close()}>
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          <div className="confirm-body">{children}</div>
          <div className="row">
            <button
              type="button"
              className="primary"
              disabled={confirmDisabled}
              onClick={() => {
                onConfirm();
                close();
              }}
            >
              {confirmLabel}
            </button>
            {extra && (
              <button
                type="button"
                className={extra.danger ? 'danger' : undefined}
                onClick={() => {
                  extra.onClick();
                  close();
                }}
              >
                {extra.label}
              </button>
            )}
            <button ref={cancel} type="button" onClick={close}>
              Cancel
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
