import { useEffect } from 'react';

/** The text field Ctrl+Z belongs to (the browser's own undo), rather than the screen's history. */
const typingIn = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.tagName === 'TEXTAREA' || (t.tagName === 'INPUT' && !['checkbox', 'radio', 'range', 'button'].includes((t as HTMLInputElement).type)));

/** Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z or +Y redoes a screen's stored history, except while typing in a text field. */
export function useUndoShortcuts(undo: () => void, redo: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || typingIn(e.target)) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) undo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}
