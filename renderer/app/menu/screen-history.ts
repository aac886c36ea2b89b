import { useEffect, useRef, useSyncExternalStore } from 'react';

/** The shown screen's own undo history, as the menu's Edit ▸ Undo/Redo act on it. */
export type ScreenHistory = { fight: boolean; canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };

let current: ScreenHistory | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** The registered history now (for the menu's Undo), or null on a screen without one. */
export function screenHistory(): ScreenHistory | null {
  return current;
}

export function useScreenHistoryState(): ScreenHistory | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

/**
 * A screen with a history (the fight, the gear editors, the setting editor) registers it while
 * shown, so Edit ▸ Undo in the desktop menu undoes there, enabled as its own Undo button is.
 */
export function useScreenHistory(fight: boolean, history: { canUndo: boolean; canRedo: boolean } | null | undefined, undo: () => void, redo: () => void): void {
  const actions = useRef({ undo, redo });
  useEffect(() => {
    actions.current = { undo, redo };
  });
  const canUndo = history?.canUndo ?? false;
  const canRedo = history?.canRedo ?? false;
  useEffect(() => {
    const entry: ScreenHistory = { fight, canUndo, canRedo, undo: () => actions.current.undo(), redo: () => actions.current.redo() };
    current = entry;
    notify();
    return () => {
      if (current === entry) {
        current = null;
        notify();
      }
    };
  }, [fight, canUndo, canRedo]);
}
