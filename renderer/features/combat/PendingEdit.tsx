/**
 * Issue 42: the storyteller's edit of a player's pending declaration is the GM screen's own declare
 * form (action, targets, stance, aim, burst/full-auto, called shot, range, luck, tasks, with the
 * exact odds), filled in with what the player sent. Its submit accepts the edited declaration
 * instead of declaring: one logged step with undo, as any accepted one.
 */
import { useState } from 'react';
import type { PendingDeclaration } from '../../../shared/ipc/players-play-contract';
import type { CombatView } from '../../../shared/core/combat/view';
import { ActionDeclare } from './ActionDeclare';
import { useGear } from './combat-queries';
import type { DeclareRun } from './declare-types';
import { TaskDeclare } from './TaskDeclare';

type Input = PendingDeclaration['declaration'];

export function PendingEdit({ p, view, busy, accept }: { p: PendingDeclaration; view: CombatView; busy: boolean; accept: (edit: Input) => void }) {
  const gear = useGear();
  const base = view.combatants.find((c) => c.id === p.combatantId);
  const [stance, setStance] = useState<string>(p.declaration.stance ?? base?.stance ?? '');
  if (!base) return <p className="muted">{p.combatantName} is no longer in this fight.</p>;
  const sent = p.declaration;
  // The form reads the combatant's declaration to start from: here, what the player sent.
  const c = { ...base, declaration: { action: sent.action, luck: sent.luck ?? null, ...(sent.more ? { more: sent.more } : {}) } };
  const weapon = gear.data?.weapons.find((w) => w.name === c.weapon);
  const part = {
    combatants: view.combatants, vehicles: view.vehicles, allowed: view.allowed, modifiers: view.modifiers, position: view.history.position,
    lists: view.system.lists, unit: view.system.modifierUnit, turnShape: view.system.turnShape, phase: view.phase,
  };
  // The form's submit is a declaration of this one combatant: taken as the edit of the player's. Its
  // stance is there only when it differs from the combatant's own (the GM form's rule), as the player's is.
  const run: DeclareRun = (a) => {
    if (a.kind === 'command' && a.command.type === 'action.declare') {
      const [d] = a.command.declarations;
      if (d) accept({ ...d, luck: d.luck ?? null });
    }
    return Promise.resolve(null);
  };
  return (
    <div className="pending-edit" data-testid="pending-edit">
      {c.tasks ? (
        <TaskDeclare combatId={p.combatId} view={part} combatant={{ ...c, tasks: c.tasks }} weapon={weapon} run={run} busy={busy} submitLabel="Accept edited" />
      ) : (
        <ActionDeclare combatId={p.combatId} view={part} combatant={c} weapon={weapon} run={run} busy={busy} stance={stance} onStance={setStance} submitLabel="Accept edited" />
      )}
    </div>
  );
}
