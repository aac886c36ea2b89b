import { forwardRef, memo, useEffect, useRef } from 'react';
import { JUMP_KEYS } from './tracker-keys';

/** The GM screen's keys, shown by the "? Shortcuts" button (or the ? key); none fire while typing. */
export const COMBAT_KEYS: [string, string][] = [
  [JUMP_KEYS.board, 'Jump to the board (first combatant)'],
  [JUMP_KEYS.log, 'Jump to the combat log'],
  [JUMP_KEYS.next, 'Declare for the next combatant still to declare'],
  ['↑ / ↓', 'Previous / next combatant on the board'],
  ['Shift+↑ / Shift+↓', 'Extend the selection'],
  ['Space (on a checkbox)', 'Select or unselect a combatant'],
  ['Shift+click / Ctrl+click', 'Select a range / one more combatant'],
  ['Ctrl+A (on the board)', 'Select everyone'],
  ['Escape', 'Clear the selection; close the open panel, form or status card'],
  ['Ctrl+Z / Ctrl+Shift+Z', 'Undo / redo'],
  [JUMP_KEYS.help, 'Show or hide this list'],
];

type Props = { open: boolean; onToggle: () => void; onClose: () => void };

/** A disclosure: the button toggles the list; Escape inside it closes it and focus goes back to the button. */
/** Memoised (issue 38): a step does not render it. */
export const ShortcutsHelp = memo(forwardRef<HTMLButtonElement, Props>(function ShortcutsHelp({ open, onToggle, onClose }, buttonRef) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  return (
    <div className="shortcuts">
      <button ref={buttonRef} type="button" className="small" aria-expanded={open} aria-controls="shortcuts-help" aria-keyshortcuts="Shift+?" onClick={onToggle}>
        ? Shortcuts
      </button>
      {open && (
        <div
          ref={panel}
          id="shortcuts-help"
          className="shortcuts-help"
          role="region"
          aria-label="Keyboard shortcuts"
          tabIndex={-1}
          data-testid="shortcuts-help"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            onClose();
          }}
        >
          <h2>Keyboard shortcuts</h2>
          <dl>
            {COMBAT_KEYS.map(([key, what]) => (
              <div key={key}>
                <dt>
                  <kbd>{key}</kbd>
                </dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className="small" onClick={onClose}>
            Close
          </button>
        </div>
      )}
    </div>
  );
}));
