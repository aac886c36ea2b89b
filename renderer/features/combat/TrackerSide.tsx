import type { ComponentProps } from 'react';
import type { CombatantView } from '../../../shared/core/combat/view';
import { CombatantSheet } from './CombatantSheet';
import { DeclarePanel } from './DeclarePanel';
import { FightEndedPanel } from './FightEndedPanel';
import { LogPanel } from './LogPanel';
import { SideTabs, type SideTab } from './SideTabs';
import { JUMP_KEYS } from './tracker-keys';

type PanelProps = ComponentProps<typeof DeclarePanel>;

/** The GM screen's side: the selected combatant's declaration or sheet (issue 37 item 9), then the log. */
export function TrackerSide({ combatId, view, selected, tab, onTab, run, busy, onClose }: {
  combatId: string;
  view: PanelProps['view'];
  selected: CombatantView | null | undefined;
  tab: SideTab;
  onTab: (tab: SideTab) => void;
  run: PanelProps['run'];
  busy: boolean;
  onClose: () => void;
}) {
  const tabs = selected ? <SideTabs tab={tab} onTab={onTab} name={selected.name} /> : null;
  // No declaring in an ended fight: the Declare tab says so instead of offering the form.
  const ended = view.phase === 'ended';
  return (
    <aside className="tracker-side" aria-label="Declarations and log">
      {selected && tab === 'sheet' ? (
        <CombatantSheet key={selected.id} view={view} combatant={selected} run={run} busy={busy} onClose={onClose} tabs={tabs} />
      ) : selected && ended ? (
        <FightEndedPanel key={selected.id} name={selected.name} tabs={tabs} onClose={onClose} />
      ) : selected ? (
        <DeclarePanel key={selected.id} combatId={combatId} view={view} combatant={selected} run={run} busy={busy} onClose={onClose} tabs={tabs} />
      ) : (
        <section className="panel compact declare-hint">
          <h2>Declare</h2>
          <p className="muted">{ended ? 'The fight has ended. Choose a combatant (their name) to see their sheet.' : 'Choose a combatant (their name) to declare their action, change gear or stance.'}</p>
        </section>
      )}
      <div id="combat-log-box" className="log-box" tabIndex={-1} aria-keyshortcuts={JUMP_KEYS.log}>
        <LogPanel combatId={combatId} />
      </div>
    </aside>
  );
}
