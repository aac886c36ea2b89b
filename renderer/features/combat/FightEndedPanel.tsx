import type { ReactNode } from 'react';
import { SidePanelFrame } from './SidePanelFrame';

/**
 * The side column's Declare tab once the fight has ended: nobody declares in an ended fight, so
 * instead of the declaration form it says so (the combatant's sheet stays a tab away).
 */
export function FightEndedPanel({ name, tabs, onClose }: { name: string; tabs?: ReactNode; onClose: () => void }) {
  return (
    <SidePanelFrame className="declare" testId="declare-ended" title={name} tabs={tabs} closeLabel="Close the declaration panel" onClose={onClose}>
      <p className="muted" role="status">The fight has ended: there is nothing more to declare.</p>
    </SidePanelFrame>
  );
}
