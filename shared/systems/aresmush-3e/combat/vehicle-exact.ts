/**
 * Issue 41: the Third Edition's exact turn forecast with shots at people aboard vehicles (the
 * edition's `forecastExact`). AresMUSH hits the vehicle through the person aboard, and the
 * vehicle's wounds then weigh on everyone aboard (vehicle-forecast.ts), so the core's vehicle
 * hooks (a wound on the vehicle alone) do not fit; the turn is exact here when those shots are
 * independent: each vehicle is attacked once (through any of its people), nobody aboard a vehicle
 * attacked still acts other than aiming, reloading or passing, and nobody who attacks a vehicle is
 * attacked. The rest of the turn is the core's exact forecast (forecast-exact.ts) with those
 * attackers passing (nobody attacks them, so only their own knockout roll is left); anything
 * else returns null and the forecast simulates.
 */
import { canAct, declaredActions, type CombatContext } from '../../../core/combat/context';
import { exactOutcomes } from '../../../core/combat/forecast-exact';
import type { ExactOutcome } from '../../../core/combat/forecast-types';
import type { CombatRules } from '../../../core/combat/procedures';
import type { Rng } from '../../../core/dice/rng';
import { battleFromContext } from './bridge';
import type { A3CombatConfig } from './config';
import { payEarmarkedLuck } from './luck';
import { ares3eVehicleShot } from './vehicle-forecast';

const QUIET = new Set(['aim', 'reload', 'pass']);

/** The forecast never rolls: any die asked for is a bug. */
const NO_DICE: Rng = {
  die: (): number => {
    throw new Error('The forecast must not roll dice');
  },
};

/** Who still acts this turn: the pending (and held) slots once initiative is rolled, else everyone active (as the core's exact forecast reads it). */
function stillToAct(ctx: CombatContext): Set<string> {
  if (!ctx.order) return new Set(ctx.combatants.filter(canAct).map((c) => c.id));
  return new Set([...ctx.order.slots.slice(ctx.order.next), ...(ctx.order.held ?? [])].map((s) => s.id));
}

type Shot = { attacker: string; target: string; vehicle: string; called: string | null };

export function ares3eForecastExact(cfg: A3CombatConfig, rules: CombatRules, ctx: CombatContext): ExactOutcome[] | null {
  // The core's own exact forecast, as for any edition without one of its own.
  const core: CombatRules = { ...rules, procedures: { ...rules.procedures!, forecastExact: undefined } };
  const vehicleOf = new Map<string, string>();
  for (const v of ctx.vehicles) for (const id of [v.pilotId, ...v.passengerIds]) if (id !== null) vehicleOf.set(id, v.id);
  if (vehicleOf.size === 0) return exactOutcomes(core, ctx);
  const acting = stillToAct(ctx);
  const shots: Shot[] = [];
  const targets = new Set<string>();
  const busy = new Set<string>();
  for (const c of ctx.combatants) {
    if (!acting.has(c.id) || !canAct(c) || !c.declaration) continue;
    const actions = declaredActions(c.declaration);
    for (const a of actions) if ('target' in a && typeof a.target === 'string') targets.add(a.target);
    if (actions.every((a) => QUIET.has(a.kind))) continue;
    busy.add(c.id);
    const a = actions[0]!;
    const vehicle = actions.length === 1 && a.kind === 'attack' && !a.burst ? vehicleOf.get(a.target) : undefined;
    if (a.kind === 'attack' && vehicle) shots.push({ attacker: c.id, target: a.target, vehicle, called: a.location ?? null });
  }
  if (shots.length === 0) return exactOutcomes(core, ctx);
  const attacked = new Set(shots.map((s) => s.vehicle));
  if (attacked.size !== shots.length) return null;
  for (const s of shots) {
    if (targets.has(s.attacker) || attacked.has(vehicleOf.get(s.attacker) ?? '')) return null;
  }
  for (const [person, v] of vehicleOf) if (attacked.has(v) && busy.has(person)) return null;
  // Those attacking vehicles pass for the core (nobody attacks them: their knockout roll alone is left).
  const shooters = new Set(shots.map((s) => s.attacker));
  const rest = exactOutcomes(core, { ...ctx, combatants: ctx.combatants.map((c) => (shooters.has(c.id) ? { ...c, declaration: { action: { kind: 'pass' }, luck: c.declaration?.luck ?? null } } : c)) });
  if (!rest) return null;
  // §C.21: luck earmarked now is paid before any roll (initiative pays it), as the declare odds read it.
  const br = battleFromContext(cfg, payEarmarkedLuck(ctx).ctx, NO_DICE);
  const byId = new Map(rest.map((o) => [o.id, o]));
  const vehicles: ExactOutcome[] = [];
  for (const s of shots) {
    const c = br.b.fighters[br.nameOf.get(s.attacker)!]!;
    const t = br.b.fighters[br.nameOf.get(s.target)!]!;
    const out = ares3eVehicleShot(br.b, c, t, s.called, br.idOf, s.vehicle);
    if (!out) return null;
    vehicles.push(out.vehicle);
    for (const p of out.people) byId.set(p.id, p);
  }
  return [...ctx.combatants.map((c) => byId.get(c.id)!), ...ctx.vehicles.flatMap((v) => vehicles.find((x) => x.id === v.id) ?? [])];
}
