/**
 * Setup commands for vehicles (issue 6 "setup"): a vehicle joins or leaves a fight, and combatants
 * board it as pilot or passenger and leave it. An edition with its own boarding (AresMUSH Third
 * Edition) wraps `board` and `leave`.
 */
import type { CommandOf } from './commands';
import { findCombatant, findVehicle, vehicleOf, type CombatContext, type VehicleState } from './context';
import { actionTargets } from './declarations';
import { putGear } from './gear';
import { noted, type StepResult } from './step';

/** Whether a combatant or a vehicle of this fight already has the id. */
export const idTaken = (ctx: CombatContext, id: string) =>
  findCombatant(ctx, id) !== undefined || findVehicle(ctx, id) !== undefined;

export function addVehicleRefusal(ctx: CombatContext, cmd: CommandOf<'vehicle.add'>): string | null {
  const v = cmd.vehicle;
  if (idTaken(ctx, v.id)) return `Something in this combat already has the id ${v.id}.`;
  if (v.definition.hitChart !== v.chart.name) return `${v.definition.name} uses the chart ${v.definition.hitChart}, not ${v.chart.name}.`;
  if ((v.definition.armor ?? null) !== (v.armor?.name ?? null)) return `${v.definition.name} needs its armor ${v.definition.armor ?? '(none)'}.`;
  const same = v.campaignVehicleId !== undefined ? ctx.vehicles.find((x) => x.campaignVehicleId === v.campaignVehicleId) : undefined;
  if (same) return `${same.name} is already in this combat.`;
  return null;
}

export function addVehicle(ctx: CombatContext, cmd: CommandOf<'vehicle.add'>): StepResult {
  const v = cmd.vehicle;
  let gear = putGear(ctx.gear, 'vehicles', v.definition);
  gear = putGear(gear, 'charts', v.chart);
  if (v.armor) gear = putGear(gear, 'armor', v.armor);
  // Issue 39 item 5: a campaign vehicle brings the damage it carries (absent in older events: none).
  const wounds = v.wounds ?? [];
  const state: VehicleState = {
    id: v.id, name: v.name, vehicle: v.definition.name, pilotId: null, passengerIds: [], wounds, knockedOut: false, damagedThisTurn: false,
    ...(v.campaignVehicleId !== undefined ? { campaignVehicleId: v.campaignVehicleId } : {}),
  };
  const carried = wounds.length > 0 ? ` It carries ${wounds.length} ${wounds.length === 1 ? 'wound' : 'wounds'} from before.` : '';
  return noted({ ...ctx, gear, vehicles: [...ctx.vehicles, state] }, `${v.name} (${v.definition.name}) enters the combat.${carried}`);
}

export function removeVehicle(ctx: CombatContext, cmd: CommandOf<'vehicle.remove'>): StepResult {
  const gone = findVehicle(ctx, cmd.vehicleId)!;
  // Declarations aimed at the vehicle lapse with it.
  const combatants = ctx.combatants.map((c) =>
    c.declaration !== null && actionTargets(c.declaration.action).includes(gone.id) ? { ...c, declaration: null } : c,
  );
  return noted({ ...ctx, combatants, vehicles: ctx.vehicles.filter((v) => v.id !== gone.id) }, `${gone.name} leaves the combat.`);
}

export function boardRefusal(ctx: CombatContext, cmd: CommandOf<'vehicle.board'>): string | null {
  const v = findVehicle(ctx, cmd.vehicleId);
  if (!v) return `No vehicle with id ${cmd.vehicleId}.`;
  if (!findCombatant(ctx, cmd.combatantId)) return `No combatant with id ${cmd.combatantId}.`;
  if (vehicleOf(ctx, cmd.combatantId)) return 'Leave the current vehicle first.';
  if (cmd.role === 'pilot' && v.pilotId !== null) return `${v.name} already has a pilot.`;
  return null;
}

export function board(ctx: CombatContext, cmd: CommandOf<'vehicle.board'>): StepResult {
  const who = findCombatant(ctx, cmd.combatantId)!;
  const vehicles = ctx.vehicles.map((v) =>
    v.id !== cmd.vehicleId
      ? v
      : cmd.role === 'pilot'
        ? { ...v, pilotId: who.id }
        : { ...v, passengerIds: [...v.passengerIds, who.id] },
  );
  const v = findVehicle(ctx, cmd.vehicleId)!;
  return noted({ ...ctx, vehicles }, `${who.name} boards ${v.name} as ${cmd.role}.`);
}

export function leave(ctx: CombatContext, cmd: CommandOf<'vehicle.leave'>): StepResult {
  const who = findCombatant(ctx, cmd.combatantId)!;
  const from = vehicleOf(ctx, who.id)!;
  const vehicles = ctx.vehicles.map((v) =>
    v.id !== from.id ? v : { ...v, pilotId: v.pilotId === who.id ? null : v.pilotId, passengerIds: v.passengerIds.filter((p) => p !== who.id) },
  );
  return noted({ ...ctx, vehicles }, `${who.name} leaves ${from.name}.`);
}

export function leaveRefusal(ctx: CombatContext, cmd: CommandOf<'vehicle.leave'>): string | null {
  if (!findCombatant(ctx, cmd.combatantId)) return `No combatant with id ${cmd.combatantId}.`;
  return vehicleOf(ctx, cmd.combatantId) ? null : 'Not in a vehicle.';
}
