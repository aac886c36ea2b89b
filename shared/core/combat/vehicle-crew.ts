/**
 * Issue 39: a campaign vehicle's stored crew take their seats in the step that brings them
 * together in a fight: the vehicle joining seats those already there (`vehicle.add` `crew`), a crew
 * member joining later takes their seat (`combatant.add` `boards`), so one undo takes the whole
 * join back. Seats are taken by the edition's own boarding when it has one (AresMUSH Third
 * Edition), else the machine's. Events without these fields replay as before.
 */
import type { CommandOf } from './commands';
import { findCombatant, findVehicle, vehicleOf, type CombatContext } from './context';
import type { BoardCommand, CombatRules } from './procedures';
import type { StepEnv, StepResult } from './step';
import { addVehicle, board, boardRefusal } from './vehicle-roster';

const boardBy = (env: StepEnv, ctx: CombatContext, seat: BoardCommand): StepResult =>
  env.rules.procedures?.board ? env.rules.procedures.board(env, ctx, seat) : board(ctx, { type: 'vehicle.board', ...seat });

const refusalBy = (rules: CombatRules, ctx: CombatContext, seat: BoardCommand): string | null =>
  rules.procedures?.boardRefusal ? rules.procedures.boardRefusal(ctx, seat) : boardRefusal(ctx, { type: 'vehicle.board', ...seat });

/** `vehicle.add`, then its crew board in the order given. */
export function addVehicleWithCrew(env: StepEnv, ctx: CombatContext, cmd: CommandOf<'vehicle.add'>): StepResult {
  const added = addVehicle(ctx, cmd);
  let context = added.context;
  const entries = [...added.entries];
  for (const seat of cmd.vehicle.crew ?? []) {
    const boarded = boardBy(env, context, { vehicleId: cmd.vehicle.id, ...seat });
    context = boarded.context;
    entries.push(...boarded.entries);
  }
  return { context, entries };
}

/** Why the crew cannot take these seats (after the vehicle's own refusal): someone absent or already aboard, two pilots. */
export function crewRefusal(rules: CombatRules, ctx: CombatContext, cmd: CommandOf<'vehicle.add'>): string | null {
  const crew = cmd.vehicle.crew ?? [];
  if (crew.length === 0) return null;
  if (crew.filter((s) => s.role === 'pilot').length > 1) return `${cmd.vehicle.name} has one pilot's seat.`;
  let context = addVehicle(ctx, cmd).context;
  for (const s of crew) {
    const seat = { vehicleId: cmd.vehicle.id, ...s };
    if (findCombatant(context, s.combatantId) && vehicleOf(context, s.combatantId)) return `${findCombatant(context, s.combatantId)!.name} is already aboard a vehicle.`;
    const refusal = refusalBy(rules, context, seat);
    if (refusal) return refusal;
    // The machine's seating is enough to check the next seat against this one.
    context = board(context, { type: 'vehicle.board', ...seat }).context;
  }
  return null;
}

/** After `combatant.add`: each joining crew member boards the campaign vehicle already in the fight. */
export function boardJoining(env: StepEnv, added: StepResult, cmd: CommandOf<'combatant.add'>): StepResult {
  let context = added.context;
  const entries = [...added.entries];
  for (const s of cmd.combatants) {
    if (!s.boards) continue;
    const boarded = boardBy(env, context, { combatantId: s.id, ...s.boards });
    context = boarded.context;
    entries.push(...boarded.entries);
  }
  return { context, entries };
}

/** Why a joining combatant cannot take the seat asked: no such vehicle, a pilot's seat taken, a vehicle of their own. */
export function boardsRefusal(ctx: CombatContext, cmd: CommandOf<'combatant.add'>): string | null {
  const pilots = new Set<string>();
  for (const s of cmd.combatants) {
    if (!s.boards) continue;
    if (s.pilots) return `${s.name} pilots a vehicle of their own.`;
    if (s.mount !== undefined) return `${s.name} can't board a vehicle while mounted.`;
    const v = findVehicle(ctx, s.boards.vehicleId);
    if (!v) return `No vehicle with id ${s.boards.vehicleId}.`;
    if (s.boards.role === 'pilot') {
      if (v.pilotId !== null || pilots.has(v.id)) return `${v.name} already has a pilot.`;
      pilots.add(v.id);
    }
  }
  return null;
}
