/**
 * Issue 41: the declared shots the forecast's fast simulation (forecast-table.ts) plays, and the
 * wounds a state's code stands for.
 */
import { canAct, declaredActions, type CombatantState, type CombatContext } from './context';
import { aboardVehicles, forecastWound } from './forecast-exact';
import type { OddsQuery } from './odds-types';
import type { CombatRules } from './procedures';
import { SEVERITIES } from '../mechanics/combat-ruleset';
import type { VehicleShot } from './forecast-vehicles';
import type { Wound } from '../mechanics/wounds';

const QUIET = new Set(['aim', 'reload', 'pass']);

/** `vehicle`: a shot at a vehicle (forecast-vehicles.ts), `target` then its pilot's place or −1. */
export type Shot = { attacker: number; target: number; query: OddsQuery; source: string; vehicle?: VehicleShot };

/** The declared shots still to come, or null when the turn holds anything the tables cannot play. */
export function shotsOf(ctx: CombatContext, index: Map<string, number>, vehicles: boolean): Shot[] | null {
  // An edition with vehicle odds plays crew hits and pilots' dodges here; else they are the full turn's.
  const aboard = vehicles ? new Set<string>() : aboardVehicles(ctx);
  const vehicleAt = new Map(ctx.vehicles.map((v, i) => [v.id, i]));
  const order = ctx.order;
  if (order && (order.held?.length ?? 0) > 0) return null;
  const ids = order ? order.slots.slice(order.next).map((s) => s.id) : ctx.combatants.filter(canAct).map((c) => c.id);
  if (new Set(ids).size !== ids.length) return null;
  // Luck anywhere but on one's own attack (defense, initiative, a penalty) is spent on a roll the tables do not play.
  for (const c of ctx.combatants) {
    const luck = c.declaration?.luck;
    if (luck && (luck.roll !== 'attack' || (luck.effect !== 'bonus' && luck.effect !== 'reroll'))) return null;
  }
  const shots: Shot[] = [];
  for (const id of ids) {
    const c = ctx.combatants[index.get(id)!];
    if (!c || !canAct(c) || !c.declaration) continue;
    const luck = c.declaration.luck;
    const actions = declaredActions(c.declaration);
    if (actions.length > 1) return null;
    const a = actions[0]!;
    if (QUIET.has(a.kind)) continue;
    if (a.kind !== 'attack' || a.burst) return null;
    const target = index.get(a.target);
    const query: OddsQuery = { attackerId: c.id, targetId: a.target, luck: luck ? (luck.effect as 'bonus' | 'reroll') : null, ...(a.location ? { location: a.location } : {}) };
    const v = vehicleAt.get(a.target);
    if (vehicles && target === undefined && v !== undefined) {
      const pilot = ctx.vehicles[v]!.pilotId;
      const at = pilot === null ? -1 : (index.get(pilot) ?? -1);
      shots.push({ attacker: index.get(c.id)!, target: at, query, source: c.weapon, vehicle: { attacker: index.get(c.id)!, vehicle: v, pilot: at, query } });
      continue;
    }
    // A vehicle (not in the roster) or anyone aboard one: crew hits and pilots' dodges, the full turn's.
    if (target === undefined || aboard.has(c.id) || aboard.has(a.target)) return null;
    shots.push({ attacker: index.get(c.id)!, target, query, source: c.weapon });
  }
  return shots;
}

/**
 * A combatant's new wounds this turn as one number: the count of each severity in base `base`
 * (a multiset, since the order of wounds changes no modifier). 0: none.
 */
export function woundsOfCode(code: number, base: number, source: string): Wound[] {
  // Digits past the severities (landed shots without a wound, `grazing`) are not wounds.
  const out: Wound[] = [];
  for (let s = 0; s < SEVERITIES.length; s++) {
    const count = Math.floor(code / base ** s) % base;
    for (let k = 0; k < count; k++) out.push(forecastWound(SEVERITIES[s]!, source));
  }
  return out;
}

export function withNewWounds(c: CombatantState, code: number, base: number): CombatantState {
  if (code === 0) return c;
  return { ...c, wounds: [...c.wounds, ...woundsOfCode(code, base, 'forecast')], damagedThisTurn: true };
}

/** The shots in the order the edition plays equal initiative (`initiativeTieOrder`); undefined: at random. */
export function tieOrderOf(rules: CombatRules, ctx: CombatContext, shots: readonly Shot[]): number[] | undefined {
  const own = rules.procedures!;
  if (!own.initiativeTieOrder) return undefined;
  const shotOf = new Map(shots.map((s, k) => [ctx.combatants[s.attacker]!.id, k]));
  return own.initiativeTieOrder(rules, ctx, [...shotOf.keys()]).map((id) => shotOf.get(id)!);
}
