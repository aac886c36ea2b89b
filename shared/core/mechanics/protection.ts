/**
 * Step 3 (seed 001 "Armor" and "Cover"): armor and cover may stop an attack outright or take
 * some points off the damage roll. Cover is checked first (it is between the gun and the armor);
 * their effects add up.
 */
import type { Armor } from '../../domain/gear';
import type { Rng } from '../dice/rng';
import type { CombatRuleset } from './combat-ruleset';

/**
 * Stop chance in whole percent, clamped to 0..100: ((Protection / Penetration) × 2 − 1) × 25 + 10
 * (seed 001, the corrected form; pen 4 vs prot 4 → 35), or with the ratio turned over as seed 000
 * prints it when the storyteller picks that. Rounded down: the percentile roll is a whole number,
 * so "≤ 51.67" and "≤ 51" stop the same rolls.
 */
export function stopChance(rules: CombatRuleset, protection: number, penetration: number): number {
  const a = rules.armor;
  const ratio =
    a.ratio === 'penetration-over-protection' ? penetration / protection : protection / penetration;
  const raw = (ratio * a.ratioFactor + a.offset) * a.scale + a.base;
  return Math.min(100, Math.max(0, Math.floor(raw + 1e-9)));
}

export const PROTECTION_OUTCOMES = ['bypassed', 'stopped', 'reduced'] as const;
export type ProtectionOutcome = (typeof PROTECTION_OUTCOMES)[number];

/** One armor (or cover) check, with both percentile rolls. */
export type ProtectionResult = {
  /** "Kevlar Vest", "Cover"... */
  source: string;
  protection: number;
  penetration: number;
  stopChance: number;
  roll: number;
  outcome: ProtectionOutcome;
  /** The second percentile roll, made only when the attack is neither stopped nor bypassing. */
  reductionRoll: number | null;
  /** Points taken off the damage roll (the second roll, capped at the stop chance). */
  reduction: number;
};

/**
 * Rolls percentile dice against the stop chance: 100 bypasses, ≤ stop chance stops, otherwise a
 * second roll capped at the stop chance is taken off the damage.
 */
export function rollProtection(
  rules: CombatRuleset,
  source: string,
  protection: number,
  penetration: number,
  rng: Rng,
): ProtectionResult {
  const chance = stopChance(rules, protection, penetration);
  const roll = rng.die(100);
  // Object literals, not `{ ...base, outcome }`: V8 turns that spread into a slow dictionary
  // object, which made this the hottest line of the attack pipeline.
  let outcome: ProtectionOutcome = 'reduced';
  if (roll >= rules.armor.bypassRoll) outcome = 'bypassed';
  else if (roll <= chance) outcome = 'stopped';
  const reductionRoll = outcome === 'reduced' ? rng.die(100) : null;
  const reduction = reductionRoll === null ? 0 : Math.min(reductionRoll, chance);
  return {
    source,
    protection,
    penetration,
    stopChance: chance,
    roll,
    outcome,
    reductionRoll,
    reduction,
  };
}

/** Whether a piece of armor covers a hit location. */
export function armorCovers(armor: Armor, location: string): boolean {
  return armor.locations.includes(location);
}

/** The armor check for a hit: null when there is no armor or it does not cover the location. */
export function rollArmor(
  rules: CombatRuleset,
  armor: Armor | null | undefined,
  location: string,
  penetration: number,
  rng: Rng,
): ProtectionResult | null {
  if (!armor || !armorCovers(armor, location)) return null;
  return rollProtection(rules, armor.name, armor.protection, penetration, rng);
}

/** The cover check. `exposed`: 3+ attack hits found an exposed part and no dice were rolled. */
export type CoverResult = {
  attackHits: number;
  exposed: boolean;
  /** Percentile roll for "does the cover apply" (null when exposed or decided by the hit location). */
  roll: number | null;
  /** Issue 39 item 9: the hit location decided it (the cover names the body parts it hides). */
  byLocation?: string;
  chance: number;
  applies: boolean;
  /** The cover treated as armor, when it applies. */
  protection: ProtectionResult | null;
};

/**
 * Cover a defender sits behind: its protection (seed 001 uses 4 when it has none of its own) and,
 * when the storyteller knows them, the hit locations it hides (`covers`, issue 39 item 9).
 */
export type Cover = { name?: string; protection?: number; covers?: string[] };

/**
 * Whether cover applies to a hit at `location` without a roll: seed 000 "Cover", step 2: "If it is
 * clear what body parts are covered, you can use the hit location to determine whether cover
 * applies. For example: Someone is crouched behind a crate and the hit location is the leg."
 * Null when the cover names no body parts: step 3's "75% chance that cover will apply" decides.
 */
export function coverByLocation(cover: Cover, location: string | null | undefined): boolean | null {
  if (!cover.covers || cover.covers.length === 0 || !location) return null;
  return cover.covers.includes(location);
}

/** Resolves cover for an attack with `attackHits` raw hits (seed 001 "Cover"; seed 000 step 2 by `location`). */
export function rollCover(
  rules: CombatRuleset,
  cover: Cover,
  attackHits: number,
  penetration: number,
  rng: Rng,
  location?: string | null,
): CoverResult {
  const chance = rules.cover.chance;
  if (attackHits >= rules.cover.exposedAttackHits) {
    return { attackHits, exposed: true, roll: null, chance, applies: false, protection: null };
  }
  const byPart = coverByLocation(cover, location);
  if (byPart === false) return { attackHits, exposed: false, roll: null, chance, applies: false, protection: null, byLocation: location! };
  const roll = byPart === true ? null : rng.die(100);
  if (roll !== null && roll > chance)
    return { attackHits, exposed: false, roll, chance, applies: false, protection: null };
  const protection = rollProtection(
    rules,
    cover.name ?? 'Cover',
    cover.protection ?? rules.cover.protection,
    penetration,
    rng,
  );
  return { attackHits, exposed: false, roll, chance, applies: true, protection, ...(byPart === true ? { byLocation: location! } : {}) };
}
