/** The GM screen's keyboard: undo and redo, the board's select-all and clear, the jump keys. */

/** Undo/redo from the keyboard, never while typing in a field. */
export function historyShortcut(e: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean; target: EventTarget | null }): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  if (isTypingTarget(e.target)) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}

function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean; type?: string } | null;
  if (!el?.tagName) return false;
  const tag = el.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable) return true;
  if (tag !== 'INPUT') return false;
  return !['checkbox', 'radio', 'button', 'submit', 'range'].includes((el.type ?? 'text').toLowerCase());
}

/** Keys on the board, never while typing: Ctrl/Cmd+A selects everyone, Escape clears. */
export function boardKey(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null }): 'all' | 'clear' | null {
  if (isTypingTarget(e.target) || e.altKey) return null;
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'a') return 'all';
  if (e.key === 'Escape' && !e.ctrlKey && !e.metaKey) return 'clear';
  return null;
}

/** The GM screen's jump keys (Alt+letter, so they never clash with typing or the browser's own). */
export const JUMP_KEYS = { board: 'Alt+B', log: 'Alt+L', next: 'Alt+N', help: '?' } as const;

/** Which jump a key asks for, never while typing in a field. */
export function jumpKey(e: { key: string; code?: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean; target: EventTarget | null }): keyof typeof JUMP_KEYS | null {
  if (e.ctrlKey || e.metaKey) return null;
  // "?" is a character: never from a field. Alt+letter types nothing in a select, so it works there
  // (the declare panel's fields are selects), never from a text field.
  if (!e.altKey) return e.key === '?' && !isTypingTarget(e.target) ? 'help' : null;
  const tag = (e.target as { tagName?: string } | null)?.tagName?.toUpperCase();
  if (isTypingTarget(e.target) && tag !== 'SELECT') return null;
  // Alt+letter may type another character on some layouts (macOS Option): read the physical key too.
  const letter = e.code?.startsWith('Key') ? e.code.slice(3).toLowerCase() : e.key.toLowerCase();
  if (letter === 'b') return 'board';
  if (letter === 'l') return 'log';
  if (letter === 'n') return 'next';
  return null;
}
