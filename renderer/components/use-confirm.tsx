/**
 * Issue 37: one in-app confirmation for a list of rows (each row's Delete asks the same way):
 * `ask` opens the ConfirmDialog with that row's words and remembers the button that opened it,
 * where focus goes back after Cancel, Escape or the confirmed step.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export type ConfirmRequest = { title: string; body: ReactNode; confirmLabel: string; onConfirm: () => void };

export function useConfirm(): { ask: (request: ConfirmRequest, opener: HTMLElement | null) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const ask = useCallback((r: ConfirmRequest, from: HTMLElement | null) => {
    opener.current = from;
    setRequest(r);
  }, []);
  const dialog = (
    <ConfirmDialog
      open={request !== null}
      title={request?.title ?? ''}
      confirmLabel={request?.confirmLabel ?? 'OK'}
      onConfirm={() => request?.onConfirm()}
      onClose={() => setRequest(null)}
      returnFocus={opener}
    >
      {request?.body}
    </ConfirmDialog>
  );
  return { ask, dialog };
}
