import { memo, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { JUMP_KEYS } from './tracker-keys';

/** Focus the board's first combatant (or the board itself when nobody has joined yet). */
export function focusBoard(): void {
  const first = document.querySelector<HTMLElement>('#combat-board .combatant-name');
  (first ?? document.getElementById('combat-board'))?.focus();
}

/**
 * Issue 18: "Skip to the board", the first stop of the page's Tab order (put at the start of
 * <body>, before the app's sidebar), visible when focused.
 */
export const SkipToBoard = memo(function SkipToBoard() {
  const [host] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    document.body.prepend(host);
    return () => host.remove();
  }, [host]);
  return createPortal(
    <a
      href="#combat-board"
      className="combat-skip"
      aria-keyshortcuts={JUMP_KEYS.board}
      onClick={(e) => {
        e.preventDefault();
        focusBoard();
      }}
    >
      Skip to the board
    </a>,
    host,
  );
});
