import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './header-more.css';

/**
 * The GM screen header's "More ▾": the buttons a storyteller presses once a fight or less (NPC
 * automation, reveal all, names for players, the player screen), so the fight's title, state and
 * turn clock keep their room at 1366×768. A disclosure (a button with aria-expanded and the
 * group it shows), not a browser dialog. Escape or a press outside closes it, focus back on
 * "More". The group stays mounted while closed: a dialog opened from it (a modal <dialog>) lives
 * inside it, and the group stays open while that dialog is, so focus can come back to its button.
 */
export function HeaderMore({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = (focusToggle: boolean) => {
    setOpen(false);
    if (focusToggle) toggle.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  return (
    <div
      ref={box}
      className="header-more"
      onKeyDown={(e) => {
        // A dialog opened from the menu handles its own Escape (the browser closes it).
        if (e.key !== 'Escape' || !open || (e.target as Element).closest('dialog')) return;
        e.stopPropagation();
        close(true);
      }}
      onBlur={(e) => {
        // Tabbing out of the menu closes it (a dialog opened from it is inside, so it stays open).
        const next = e.relatedTarget as Node | null;
        if (next && !box.current?.contains(next)) setOpen(false);
      }}
      onClick={(e) => {
        // A plain action closes the menu once pressed; one that opened its dialog (showModal ran
        // in its own click handler, before this one) keeps it open, or the dialog would be hidden.
        const button = (e.target as Element).closest('button');
        if (!button || button === toggle.current || button.closest('dialog') || box.current?.querySelector('dialog[open]')) return;
        close(button.isConnected);
      }}
    >
      <button ref={toggle} type="button" className="more-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)} data-testid="header-more">
        More <span aria-hidden="true">▾</span>
      </button>
      <div id={id} className="header-more-items" role="group" aria-label="More for this fight" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
