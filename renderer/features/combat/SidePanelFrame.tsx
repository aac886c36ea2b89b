import { useId, type ReactNode } from 'react';

type Props = {
  /** The panel's own class beside `panel compact` ("declare", "combatant-sheet"). */
  className: string;
  testId: string;
  /** The combatant's name: the panel's heading. */
  title: string;
  /** Issue 37 item 9: the Declaration / Sheet switch, in the head row. */
  tabs?: ReactNode;
  /** The ✕ button's name ("Close the declaration panel"). */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The frame the side column's panels share (the declaration and the combatant's sheet): a
 * section named by its heading, a head row with the name, the switch and ✕, and Escape from
 * anywhere inside closing it (issue 18) unless a field inside already handled the key; the
 * caller puts focus back on the combatant's name on the board.
 */
export function SidePanelFrame({ className, testId, title, tabs, closeLabel, onClose, children }: Props) {
  const uid = useId();
  return (
    <section
      className={`panel compact ${className}`}
      aria-labelledby={`${uid}-title`}
      data-testid={testId}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || e.defaultPrevented) return;
        e.stopPropagation();
        onClose();
      }}
    >
      <div className="section-head">
        <h2 id={`${uid}-title`}>{title}</h2>
        {tabs}
        <button type="button" className="quiet small" onClick={onClose} aria-label={closeLabel} aria-keyshortcuts="Escape">
          ✕
        </button>
      </div>
      {children}
    </section>
  );
}
