import { memo, useRef, useState, type ReactNode } from 'react';
import type { CombatantView } from '../../../shared/core/combat/view';
import { ActionDeclare } from './ActionDeclare';
import { useGear } from './combat-queries';
import { ConditionsEditor } from './ConditionsEditor';
import type { DeclareRun, DeclareViewPart } from './declare-types';
import { GearDetails } from './GearDetails';
import { TaskDeclare } from './TaskDeclare';
import { SuggestionLine } from './NpcAutomation';
import { stanceOrSuggested } from './declared-draft';
import { SidePanelFrame } from './SidePanelFrame';

type Props = {
  combatId: string;
  view: DeclareViewPart;
  combatant: CombatantView;
  run: DeclareRun;
  busy: boolean;
  onClose: () => void;
  /** Issue 37 item 9: the Declare / Sheet switch, in the panel's head row. */
  tabs?: ReactNode;
};

/** Declaration form for one combatant, with the exact odds beside the choice. */
export const DeclarePanel = memo(function DeclarePanel({ combatId, view, combatant: c, run, busy, onClose, tabs }: Props) {
  const gear = useGear();
  const gearEdit = useRef<HTMLDetailsElement>(null);
  const weapon = gear.data?.weapons.find((w) => w.name === c.weapon);
  const declared = c.declaration;
  const [stance, setStance] = useState<string>(() => stanceOrSuggested(c));

  return (
    <SidePanelFrame className="declare" testId="declare-panel" title={c.name} tabs={tabs} closeLabel="Close the declaration panel" onClose={onClose}>
      {declared && <p className="small">Declared: {c.declarationText}</p>}
      <SuggestionLine c={c} run={run} busy={busy} allowed={view.allowed['action.declare']} />
      {c.knockedOut && <p className="small error-text">Knocked out: cannot act until revived.</p>}
      {/* Issue 22: an edition whose combatants declare tasks has its own form. */}
      {c.tasks ? (
        <TaskDeclare combatId={combatId} view={view} combatant={{ ...c, tasks: c.tasks }} weapon={weapon} run={run} busy={busy} />
      ) : (
        <ActionDeclare combatId={combatId} view={view} combatant={c} weapon={weapon} run={run} busy={busy} stance={stance} onStance={setStance} />
      )}

      {/* Issue 22: where the storyteller enters damage the rules leave to them, one press away. */}
      {c.tasks && (
        <p className="small enter-damage">
          <button
            type="button"
            className="small"
            onClick={() => {
              if (gearEdit.current) gearEdit.current.open = true;
              requestAnimationFrame(() => gearEdit.current?.querySelector<HTMLElement>('select[aria-label="Wound severity"]')?.focus());
            }}
          >
            Enter damage
          </button>{' '}
          <span className="muted">{c.wounds.length === 0 ? 'No wounds yet.' : `${c.wounds.length} wound${c.wounds.length === 1 ? '' : 's'}.`}</span>
        </p>
      )}
      <ConditionsEditor key={c.id} c={c} allowed={view.allowed['condition.add']} run={run} busy={busy} />
      <GearDetails view={view} combatant={c} run={run} busy={busy} stance={stance} detailsRef={gearEdit} />
    </SidePanelFrame>
  );
});
