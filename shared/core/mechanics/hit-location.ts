/**
 * Step 2 (seed 001 "Hit Location"): roll 2d8, add attacker hits − defender hits, and read that
 * entry (1-based) of the targeted location's row. Vital and critical locations add to damage.
 */
import { locationMark, MISS, type HitChart, type LocationMark } from '../../domain/gear';
import type { Rng } from '../dice/rng';
import type { CombatRuleset } from './combat-ruleset';

/** Thrown for a rules request that cannot be resolved (an unknown target, a wrong weapon...). */
export class CombatRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CombatRuleError';
  }
}

/** The hit-location lookup with everything the GM log shows. `location` is null for a miss. */
export type HitLocationResult = {
  chart: string;
  target: string;
  called: boolean;
  dice: number[];
  netHits: number;
  /** Dice + net hits. */
  roll: number;
  /** 1-based entry actually read (rolls below 1 read the first, above the row read the last). */
  entry: number;
  location: string | null;
  mark: LocationMark | null;
  /** +15 vital, +30 critical, 0 otherwise (seed 001). */
  damageModifier: number;
};

/** The row for a target location; throws {@link CombatRuleError} when the chart has none. */
export function chartRow(chart: HitChart, target: string): readonly string[] {
  const row = chart.targets[target];
  if (!row) {
    throw new CombatRuleError(
      `Chart '${chart.name}' has no row for '${target}' (rows: ${Object.keys(chart.targets).join(', ')})`,
    );
  }
  return row;
}

/** The entry index (1-based) a modified roll reads on a row of `length` entries. */
export function entryForRoll(roll: number, length: number): number {
  return Math.min(length, Math.max(1, roll));
}

/** Damage modifier of a location mark. */
export function markDamageModifier(rules: CombatRuleset, mark: LocationMark): number {
  return mark === 'critical'
    ? rules.hitLocation.critical
    : mark === 'vital'
      ? rules.hitLocation.vital
      : 0;
}

/** Looks up a modified roll without rolling (for scripted tables and odds). */
export function lookupHitLocation(
  rules: CombatRuleset,
  chart: HitChart,
  target: string | undefined,
  dice: readonly number[],
  netHits: number,
): HitLocationResult {
  const aim = target ?? chart.defaultTarget;
  const row = chartRow(chart, aim);
  let roll = netHits;
  for (const d of dice) roll += d;
  const entry = entryForRoll(roll, row.length);
  const result = row[entry - 1]!;
  const location = result === MISS ? null : result;
  const mark = location === null ? null : locationMark(chart, location);
  return {
    chart: chart.name,
    target: aim,
    called: target !== undefined && target !== chart.defaultTarget,
    dice: [...dice],
    netHits,
    roll,
    entry,
    location,
    mark,
    damageModifier: mark === null ? 0 : markDamageModifier(rules, mark),
  };
}

/**
 * A location decided without the chart (a concussion always strikes the head, seed 001), or an
 * automatic hit whose chart entry was a miss: `entry` 0 when nothing was read from the chart.
 */
export function fixedHitLocation(
  rules: CombatRuleset,
  chart: HitChart,
  location: string,
  from?: HitLocationResult,
): HitLocationResult {
  const mark = locationMark(chart, location);
  return {
    chart: chart.name,
    target: from?.target ?? location,
    called: false,
    dice: from ? [...from.dice] : [],
    netHits: from?.netHits ?? 0,
    roll: from?.roll ?? 0,
    entry: from?.entry ?? 0,
    location,
    mark,
    damageModifier: markDamageModifier(rules, mark),
  };
}

/** Rolls the hit-location dice and looks the result up. `target` defaults to the centre of mass. */
export function rollHitLocation(
  rules: CombatRuleset,
  chart: HitChart,
  target: string | undefined,
  netHits: number,
  rng: Rng,
): HitLocationResult {
  // Validate before rolling so a bad called shot never consumes dice.
  chartRow(chart, target ?? chart.defaultTarget);
  const dice: number[] = [];
  for (let i = 0; i < rules.hitLocation.dice; i++) dice.push(rng.die(rules.hitLocation.sides));
  return lookupHitLocation(rules, chart, target, dice, netHits);
}
