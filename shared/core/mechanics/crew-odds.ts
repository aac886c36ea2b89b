/**
 * Issue 41: exact odds of the crew hits a vehicle's wound gives the people aboard (seed 001 "Crew
 * Hits", `resolveCrewHits` in vehicles.ts): a percentile per occupant by the wound's severity and
 * where it landed, then that many automatic hits (no attack roll: the chart's centre of mass with
 * no net hits, a "miss" entry falling back to it) on the occupant's own chart and armor, each with
 * the crew-hit damage modifier and penetration. The turn forecast samples these instead of
 * playing the full turn.
 */
import { locationMark, MISS, type Armor, type HitChart, type Vehicle } from '../../domain/gear';
import { SEVERITIES, type CombatRuleset, type CountDice, type Severity } from './combat-ruleset';
import { markDamageModifier } from './hit-location';
import { damageOdds, hitLocationOdds } from './odds';
import { armorCovers } from './protection';
import { crewHitChance, crewHitZone } from './vehicles';

/** One way a crew check can end for one occupant: its chance and the wounds taken (none: unhurt). */
export type CrewOutcome = { p: number; wounds: Severity[] };

/** P(each count) of `rollCount(count)`: the dice summed with the fixed part, divided rounding up. */
export function countOdds(count: CountDice): Map<number, number> {
  let sums = new Map<number, number>([[count.fixed, 1]]);
  for (let i = 0; i < count.dice; i++) {
    const next = new Map<number, number>();
    for (const [s, p] of sums) for (let f = 1; f <= count.sides; f++) next.set(s + f, (next.get(s + f) ?? 0) + p / count.sides);
    sums = next;
  }
  const out = new Map<number, number>();
  for (const [s, p] of sums) {
    const n = count.divideBy > 1 ? Math.ceil(s / count.divideBy) : s;
    out.set(n, (out.get(n) ?? 0) + p);
  }
  return out;
}

/** The most wounds one crew check can give (the largest count of any band). */
export function maxCrewWounds(rules: CombatRuleset): number {
  let most = 0;
  for (const sev of SEVERITIES) most = Math.max(most, ...countOdds(rules.crewHits.bands[sev].wounds).keys());
  return most;
}

/** One automatic crew hit on `chart` behind `armor`: P(no wound: stopped) and P(each severity). */
export function crewHitDamageOdds(rules: CombatRuleset, chart: HitChart, armor: Armor | null | undefined): number[] {
  const out = [0, 0, 0, 0, 0];
  for (const [entry, pLoc] of hitLocationOdds(rules, chart, undefined, 0)) {
    // An automatic hit whose roll reads "miss" lands on the row's own target (resolveAutomaticHit).
    const where = entry === MISS ? chart.defaultTarget : entry;
    const o = damageOdds(rules, {
      modifier: rules.crewHits.damageModifier + markDamageModifier(rules, locationMark(chart, where)),
      penetration: rules.crewHits.penetration,
      armorProtection: armor && armorCovers(armor, where) ? armor.protection : null,
      coverProtection: null,
    });
    out[0]! += pLoc * o.pStopped;
    SEVERITIES.forEach((s, i) => (out[i + 1]! += pLoc * o.severities[s]));
  }
  return out;
}

/**
 * The crew check of one occupant after the vehicle took a wound of `severity` at `location`: every
 * multiset of wounds it can end with, and its chance (unhurt included; they sum to 1).
 */
export function crewOdds(rules: CombatRuleset, vehicle: Vehicle, vehicleChart: HitChart, location: string, severity: Severity, occupant: { chart: HitChart; armor?: Armor | null }): CrewOutcome[] {
  const chance = crewHitChance(rules, severity, crewHitZone(vehicle, vehicleChart, location));
  const pHurt = chance <= 0 ? 0 : Math.min(100, Math.max(0, Math.floor(chance))) / 100;
  return hurtOutcomes(pHurt, rules.crewHits.bands[severity].wounds, crewHitDamageOdds(rules, occupant.chart, occupant.armor));
}

/**
 * An occupant hurt with chance `pHurt` takes `count` automatic hits, each ending as `single` says
 * (P(stopped), P(each severity)): every multiset of wounds and its chance (unhurt included; they
 * sum to 1). Each edition decides `pHurt` by its own crew-hit rule (FS3.1: every vehicle wound,
 * below the band's chance).
 */
export function hurtOutcomes(pHurt: number, count: CountDice, single: readonly number[]): CrewOutcome[] {
  // Wound multisets as counts per severity, keyed "l,m,s,c".
  const byKey = new Map<string, number>([['0,0,0,0', 1 - pHurt]]);
  if (pHurt > 0) {
    for (const [n, pn] of countOdds(count)) {
      let dist = new Map<string, number>([['0,0,0,0', 1]]);
      for (let h = 0; h < n; h++) {
        const next = new Map<string, number>();
        for (const [key, p] of dist) {
          const counts = key.split(',').map(Number);
          single.forEach((q, outcome) => {
            if (q === 0) return;
            const c = [...counts];
            if (outcome > 0) c[outcome - 1]!++;
            const k = c.join(',');
            next.set(k, (next.get(k) ?? 0) + p * q);
          });
        }
        dist = next;
      }
      for (const [key, p] of dist) byKey.set(key, (byKey.get(key) ?? 0) + pHurt * pn * p);
    }
  }
  return [...byKey].map(([key, p]) => ({ p, wounds: key.split(',').flatMap((c, i) => Array<Severity>(Number(c)).fill(SEVERITIES[i]!)) }));
}
