/**
 * Issue 41: the exact turn forecast of an FS3-family turn whose events are independent: every
 * pending action is a single shot (`attack`, no burst), an aim, a reload or a pass; no one is shot
 * at twice; and no one shot at shoots (so no wound taken this turn changes a roll still to come).
 * Then each target's fate is its one attacker's exact odds (the edition's `oddsMany`, with the
 * wound severities) and its knockout check (`knockoutOdds`), and nothing else: P(out) =
 * Σ P(wound of severity s)·P(KO | that wound) + P(no wound)·P(KO | no new wound). Anything else
 * returns null and the forecast simulates. Vehicles no shot involves (none at them, nobody aboard
 * shooting or shot at) change nothing here; with the edition's vehicle odds, a shot at a vehicle
 * is exact too when nobody aboard shoots or is shot at (forecast-exact-vehicles.ts).
 */
import { canAct, declaredActions, type CombatContext } from './context';
import type { ExactOutcome } from './forecast-types';
import type { OddsQuery } from './odds-types';
import type { CombatRules } from './procedures';
import { SEVERITIES } from '../mechanics/combat-ruleset';
import { exactVehicleShots } from './forecast-exact-vehicles';
import { forecastWound } from './forecast-states';

const QUIET = new Set(['aim', 'reload', 'pass']);

// The forecast's wound for a severity, kept with the sampling's bookkeeping (forecast-states.ts).
export { forecastWound } from './forecast-states';

/** Everyone aboard a vehicle (pilots and passengers): a shot by or at them is the full turn's (crew hits, the pilot's dodge). */
export function aboardVehicles(ctx: CombatContext): Set<string> {
  const out = new Set<string>();
  for (const v of ctx.vehicles) {
    if (v.pilotId) out.add(v.pilotId);
    for (const p of v.passengerIds) out.add(p);
  }
  return out;
}

/** Who still acts this turn: the pending (and held) slots once initiative is rolled, else everyone active. */
function stillToAct(ctx: CombatContext): Set<string> {
  if (!ctx.order) return new Set(ctx.combatants.filter(canAct).map((c) => c.id));
  return new Set([...ctx.order.slots.slice(ctx.order.next), ...(ctx.order.held ?? [])].map((s) => s.id));
}

export function exactOutcomes(rules: CombatRules, ctx: CombatContext): ExactOutcome[] | null {
  const own = rules.procedures;
  if (own?.forecastExact) return own.forecastExact(rules, ctx);
  if (!own?.knockoutOdds || !own.oddsMany) return null;
  const acting = stillToAct(ctx);
  // An edition with vehicle odds forecasts crew hits and pilots' dodges (forecast-exact-vehicles.ts).
  const withVehicles = own.vehicleShotOdds !== undefined && own.vehicleKnockoutOdds !== undefined;
  const aboard = withVehicles ? new Set<string>() : aboardVehicles(ctx);
  const vehicleIds = new Set(ctx.vehicles.map((v) => v.id));
  const vehicleShots: OddsQuery[] = [];
  const people = new Set(ctx.combatants.map((c) => c.id));
  const attackerOf = new Map<string, string>();
  const queries: OddsQuery[] = [];
  for (const c of ctx.combatants) {
    if (!acting.has(c.id) || !canAct(c) || !c.declaration) continue;
    const actions = declaredActions(c.declaration);
    if (actions.length > 1) return null;
    const a = actions[0]!;
    if (QUIET.has(a.kind)) continue;
    if (a.kind !== 'attack' || a.burst) return null;
    if (attackerOf.has(a.target)) return null;
    const luck = c.declaration.luck?.roll === 'attack' && (c.declaration.luck.effect === 'bonus' || c.declaration.luck.effect === 'reroll') ? c.declaration.luck.effect : null;
    const query: OddsQuery = { attackerId: c.id, targetId: a.target, luck, ...(a.location ? { location: a.location } : {}) };
    attackerOf.set(a.target, c.id);
    if (withVehicles && vehicleIds.has(a.target)) {
      vehicleShots.push(query);
      continue;
    }
    // Without the edition's vehicle odds, a shot at a vehicle, or by or at anyone aboard one, is left to the simulation.
    if (!people.has(a.target) || aboard.has(c.id) || aboard.has(a.target)) return null;
    queries.push(query);
  }
  // A target who shoots later may shoot wounded: the events are no longer independent.
  for (const q of [...queries, ...vehicleShots]) if (attackerOf.has(q.attackerId)) return null;
  const shooters = new Set([...queries, ...vehicleShots].map((q) => q.attackerId));
  const aboardShot = vehicleShots.length ? exactVehicleShots(rules, ctx, vehicleShots, attackerOf, shooters) : null;
  if (vehicleShots.length && !aboardShot) return null;
  const answers = own.oddsMany(ctx, queries, rules);
  const byTarget = new Map<string, { source: string; severities: Record<string, number>; pWounded: number; pSerious: number }>();
  for (let i = 0; i < queries.length; i++) {
    const o = answers[i];
    if (!o || !o.severities) return null;
    const source = ctx.combatants.find((c) => c.id === queries[i]!.attackerId)!.weapon;
    byTarget.set(queries[i]!.targetId, { source, severities: o.severities, pWounded: o.pWounded, pSerious: o.pSeriousOrWorse });
  }
  const outcomes = ctx.combatants.map((c): ExactOutcome => {
    // Crew hits reach those aboard who are out too (forecast-exact-vehicles.ts).
    const crew = aboardShot?.people.get(c.id);
    if (crew) return crew;
    if (c.knockedOut) return { id: c.id, pHit: 0, pSerious: 0, pOut: 1 };
    const shot = byTarget.get(c.id);
    if (!shot) return { id: c.id, pHit: 0, pSerious: 0, pOut: own.knockoutOdds!(rules, ctx, c, null) };
    let pOut = (1 - shot.pWounded) * own.knockoutOdds!(rules, ctx, c, null);
    for (const s of SEVERITIES) {
      const p = shot.severities[s] ?? 0;
      if (p > 0) pOut += p * own.knockoutOdds!(rules, ctx, c, forecastWound(s, shot.source));
    }
    return { id: c.id, pHit: shot.pWounded, pSerious: shot.pSerious, pOut };
  });
  return aboardShot ? [...outcomes, ...aboardShot.vehicles] : outcomes;
}
