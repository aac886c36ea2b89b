/**
 * §C.18 boarding and leaving on the GM screen (issue 40 item 7): the machine's `vehicle.board` and
 * `vehicle.leave` run this folder's `board()` and `leaveVehicle()` (gear.ts) on a battle built from
 * the context, so a new pilot moves the old one to a passenger seat, the pilot takes the vehicle's
 * first weapon, a fighter already aboard another vehicle changes seats, and leaving resets gear to
 * the default type's, as AresMUSH does. No dice are rolled. A fight stored before resolution
 * revision 4 (shared/core/combat/version.ts) keeps the machine's generic steps, so its log replays as
 * it was played.
 */
import { findCombatant, findVehicle, resolutionRevisionOf, vehicleOf, type CombatantState, type CombatContext } from '../../../core/combat/context';
import { putGear } from '../../../core/combat/gear';
import type { BoardCommand, TurnProcedures } from '../../../core/combat/procedures';
import { board as genericBoard, boardRefusal as genericBoardRefusal, leave as genericLeave, leaveRefusal as genericLeaveRefusal } from '../../../core/combat/vehicle-roster';
import type { StepEnv, StepResult } from '../../../core/combat/step';
import type { Armor, Weapon } from '../../../domain/gear';
import { projectGear } from '../../../config/map-gear';
import type { GameConfig } from '../../../config/model';
import type { A3CombatConfig } from './config';
import { ares3eFallbackWeapons } from './fallback-gear';
import type { A3Fighter } from './fighter';
import { board, leaveVehicle } from './gear';
import { battleFromContext } from './bridge';

/** The console's definitions of the game's weapons and armor (as an import projects them), Unarmed included. */
export function boardingGear(config: GameConfig | null): GearLookup {
  const projected = config ? projectGear(config).gear : { weapons: [], armor: [] };
  return { weapons: [...projected.weapons, ...ares3eFallbackWeapons()], armor: projected.armor };
}

/** The resolution revision from which boarding follows AresMUSH (see the file comment). */
export const BOARDING_REVISION = 4;

/** The console's gear definitions the fight's context needs for a weapon or armor set by name. */
export type GearLookup = { weapons: readonly Weapon[]; armor: readonly Armor[] };

const ownWay = (ctx: CombatContext) => resolutionRevisionOf(ctx) >= BOARDING_REVISION;

export function ares3eBoardRefusal(ctx: CombatContext, cmd: BoardCommand): string | null {
  if (!ownWay(ctx)) return genericBoardRefusal(ctx, { type: 'vehicle.board', ...cmd });
  const v = findVehicle(ctx, cmd.vehicleId);
  if (!v) return `No vehicle with id ${cmd.vehicleId}.`;
  const c = findCombatant(ctx, cmd.combatantId);
  if (!c) return `No combatant with id ${cmd.combatantId}.`;
  if (c.mount) return `${c.name} can't board a vehicle while mounted.`;
  const seated = cmd.role === 'pilot' ? v.pilotId === c.id : v.passengerIds.includes(c.id);
  return seated ? `${c.name} is already the ${cmd.role} of ${v.name}.` : null;
}

export function ares3eLeaveRefusal(ctx: CombatContext, combatantId: string): string | null {
  return genericLeaveRefusal(ctx, { type: 'vehicle.leave', combatantId });
}

/** `vehicle.board` by §C.18 `board()`. */
export function ares3eBoard(cfg: A3CombatConfig, gear: GearLookup, env: StepEnv, ctx: CombatContext, cmd: BoardCommand): StepResult {
  if (!ownWay(ctx)) return genericBoard(ctx, { type: 'vehicle.board', ...cmd });
  return seatChange(cfg, gear, env, ctx, cmd.combatantId, (b, f) => {
    const v = findVehicle(ctx, cmd.vehicleId)!;
    const oldPilot = cmd.role === 'pilot' && v.pilotId !== null && v.pilotId !== cmd.combatantId ? findCombatant(ctx, v.pilotId) : undefined;
    const refusal = board(b, f, cmd.vehicleId, cmd.role);
    if (refusal) throw new Error(refusal);
    return [`${f.name} boards ${v.name} as ${cmd.role}.`, ...(oldPilot ? [`${oldPilot.name} is now a passenger of ${v.name}.`] : [])];
  });
}

/** `vehicle.leave` by §C.18 `combat/disembark`: gear back to the default type's. */
export function ares3eLeave(cfg: A3CombatConfig, gear: GearLookup, env: StepEnv, ctx: CombatContext, combatantId: string): StepResult {
  if (!ownWay(ctx)) return genericLeave(ctx, { type: 'vehicle.leave', combatantId });
  const from = vehicleOf(ctx, combatantId)!;
  return seatChange(cfg, gear, env, ctx, combatantId, (b, f) => {
    leaveVehicle(b, f, true);
    return [`${f.name} leaves ${from.name}.`];
  });
}

/**
 * Runs `change` on a battle whose vehicles are keyed by id (the GM screen's vehicle names may
 * repeat), then writes back every seat and the mover's gear.
 */
function seatChange(
  cfg: A3CombatConfig,
  gear: GearLookup,
  env: StepEnv,
  ctx: CombatContext,
  combatantId: string,
  change: (b: ReturnType<typeof battleFromContext>['b'], f: A3Fighter) => string[],
): StepResult {
  const br = battleFromContext(cfg, ctx, env.rng);
  const { b, nameOf, idOf } = br;
  b.vehicles = {};
  for (const v of ctx.vehicles) {
    b.vehicles[v.id] = { name: v.id, type: v.vehicle, pilot: v.pilotId ? (nameOf.get(v.pilotId) ?? null) : null, passengers: v.passengerIds.map((p) => nameOf.get(p)!), wounds: [] };
    for (const id of [v.pilotId, ...v.passengerIds]) if (id) b.fighters[nameOf.get(id)!]!.vehicle = v.id;
  }
  const f = b.fighters[nameOf.get(combatantId)!]!;
  const before = { weapon: f.weapon, specials: f.weaponSpecials.join('+'), armor: f.armor, armorSpecials: f.armorSpecials.join('+') };
  const lines = change(b, f);
  const vehicles = ctx.vehicles.map((v) => {
    const a = b.vehicles[v.id]!;
    return { ...v, pilotId: a.pilot ? idOf.get(a.pilot)! : null, passengerIds: a.passengers.map((p) => idOf.get(p)!) };
  });
  let next: CombatContext = { ...ctx, vehicles };
  const changed = before.weapon !== f.weapon || before.specials !== f.weaponSpecials.join('+') || before.armor !== f.armor || before.armorSpecials !== f.armorSpecials.join('+');
  if (changed) {
    const geared = withGear(next, gear, findCombatant(ctx, combatantId)!, f);
    next = geared.ctx;
    lines.push(geared.line);
  }
  return { context: next, entries: lines.map((text) => ({ kind: 'note', turn: ctx.turn, text })) };
}

const full = (name: string, specials: readonly string[]) => [name, ...specials].join('+');
const byName = <T extends { name: string }>(list: readonly T[], name: string) => list.find((x) => x.name.toLowerCase() === name.toLowerCase());

/**
 * The mover's new weapon and armor in the context, with their console definitions (the machine's
 * declarations look gear up there). Gear the console cannot name is not put on (said in the log),
 * so the context never points at a definition it lacks.
 */
function withGear(ctx: CombatContext, gear: GearLookup, c: CombatantState, f: A3Fighter): { ctx: CombatContext; line: string } {
  let g = ctx.gear;
  const patch: Partial<CombatantState> = {};
  const missing: string[] = [];
  const w = byName(gear.weapons, f.weapon);
  if (w) {
    const name = full(w.name, f.weaponSpecials);
    g = putGear(g, 'weapons', { ...w, name });
    // §C.17 set_weapon clears the declared action: the combatant declares again.
    Object.assign(patch, { weapon: name, ammo: w.ammo === null ? null : f.ammo, declaration: null });
  } else missing.push(f.weapon);
  if (f.armor === null) patch.armor = null;
  else {
    const a = byName(gear.armor, f.armor);
    if (a) {
      const name = full(a.name, f.armorSpecials);
      g = putGear(g, 'armor', { ...a, name });
      patch.armor = name;
    } else missing.push(f.armor);
  }
  const combatants = ctx.combatants.map((x) => (x.id === c.id ? { ...x, ...patch } : x));
  const now = { weapon: patch.weapon ?? c.weapon, armor: patch.armor === undefined ? c.armor : patch.armor };
  const kept = missing.length ? ` (${missing.join(' and ')} not in the campaign's gear: kept what they had)` : '';
  return { ctx: { ...ctx, gear: g, combatants }, line: `${c.name} now has ${now.weapon}${now.armor ? ` and ${now.armor}` : ', no armor'}${kept}.` };
}

/** The turn procedures with this edition's boarding and leaving (issue 40 item 7). */
export function withBoarding(p: TurnProcedures, cfg: A3CombatConfig, gearOf: () => GearLookup): TurnProcedures {
  let cached: GearLookup | null = null;
  const gear = () => (cached ??= gearOf());
  return {
    ...p,
    boardRefusal: (ctx, cmd) => ares3eBoardRefusal(ctx, cmd),
    board: (env, ctx, cmd) => ares3eBoard(cfg, gear(), env, ctx, cmd),
    leaveRefusal: (ctx, id) => ares3eLeaveRefusal(ctx, id),
    leave: (env, ctx, id) => ares3eLeave(cfg, gear(), env, ctx, id),
  };
}
