/**
 * Issue 41: one attack's outcome table for the Third Edition's vehicle tables (vehicle-tables.ts):
 * its exact odds (odds.ts `attackOdds`) with the turn's new wounds put on the attacker, the
 * defender and their vehicles, as a CDF over [nothing, stopped by armor, each (place, level) it
 * can land], each landed outcome's level (−1 a graze) and its crew hits' sides (§C.18).
 */
import { cdf } from '../../../core/combat/forecast-sampling';
import { chartFor } from './attack';
import type { A3Battle, A3Fighter } from './fighter';
import { attackOdds } from './odds';
import { crewSides, withWounds } from './vehicle-forecast';
import type { Table } from './vehicle-tables-memo';

/** The attack's people (the defender: the pilot for a vehicle) and whether it is at a vehicle. */
export type OddsShot = { a: A3Fighter; target: A3Fighter; d: A3Fighter; called: string | null; atVehicle: boolean };
/** The turn's new wounds (levels) on the attacker and its vehicle, the defender and its vehicle (when not the attacker's). */
export type OddsWounds = { aVehicle: readonly string[]; aOwn: readonly string[]; dVehicle: readonly string[]; dOwn: readonly string[] };

export function oddsTable(b: A3Battle, levels: { stored: readonly string[]; graze: string }, s: OddsShot, w: OddsWounds, stress: number): Table {
  const { stored, graze } = levels;
  const before = s.a.stress;
  s.a.stress = stress;
  let o: ReturnType<typeof attackOdds>;
  try {
    o = withWounds(b, s.a, w.aVehicle, w.aOwn, () => withWounds(b, s.d, w.dVehicle, w.dOwn, () => attackOdds(b, s.a, s.target, { called: s.called })));
  } finally {
    s.a.stress = before;
  }
  // §C.18: the vehicle's chart, whose crew areas send Shrapnel to everyone aboard.
  const crewAreas = s.atVehicle ? (chartFor(b, s.d, false)?.crew ?? null) : null;
  const p: number[] = [0, o.armorStopped];
  const level: number[] = [0, 0];
  const sides: number[] = [0, 0];
  let landed = o.armorStopped;
  for (const [loc, byLevel] of o.levelsAt) {
    for (const [lv, q] of byLevel) {
      if (q <= 0) continue;
      const j = lv === graze ? -1 : stored.indexOf(lv);
      p.push(q);
      level.push(j);
      sides.push(crewAreas?.has(loc) ? crewSides(j, stored.length) : 0);
      landed += q;
    }
  }
  p[0] = Math.max(0, 1 - landed);
  return { cdf: cdf(p), level: Int8Array.from(level), sides: Int8Array.from(sides) };
}
