/**
 * FS3.1 wound modifiers and healing points (seed 002 "Damage Levels", seed 000 "Healing Damage").
 * Modifiers are PENALTY MAGNITUDES in percent (Light 5 means −5 on the d100), the shape every
 * edition's `totalWoundModifier` answers in: callers subtract `total` from the roll. The numbers
 * are the seeds' own, not the setting's: FS3.1 has no house rule that changes them.
 */
import type { Severity } from '../../core/mechanics/combat-ruleset';
import type { Wound, WoundModifierTotal } from '../../core/mechanics/wounds';

/** 002 "Damage Levels": Light −5, Moderate −20, Serious −50, Critical −80. */
export const FS31_WOUND_MODIFIERS: Readonly<Record<Severity, number>> = { light: 5, moderate: 20, serious: 50, critical: 80 };

/** 000 "Healing Damage": Light 4, Moderate 6, Serious 8, Critical 12 points to drop one level. */
export const FS31_HEALING_POINTS: Readonly<Record<Severity, number>> = { light: 4, moderate: 6, serious: 8, critical: 12 };

/** 000: stun wounds "require 1/5th the listed number of Healing Points"; vehicle wounds "1/5th" too. */
export const FS31_FIFTH = 0.2;

/**
 * Whether the wound counts half: 002 "Wounds that have begun healing or been treated with first
 * aid give only ½ the listed wound modifier". A successful first aid also puts a healing point on
 * it (000 "Treat"), so either mark is enough; a failed first aid halves nothing.
 */
/**
 * The numbers the functions below read: a campaign's combat ruleset (its `combatBase` carries these
 * same seed numbers), so the sheet, the healing screen and the combat machine read one source.
 */
export type Fs31WoundNumbers = {
  woundModifiers: Readonly<Record<Severity, number>>;
  healingWoundFactor: number;
  healing: { points: Readonly<Record<Severity, number>>; stunFactor: number; vehicleFactor: number };
};

export const FS31_WOUND_NUMBERS: Fs31WoundNumbers = {
  woundModifiers: FS31_WOUND_MODIFIERS,
  healingWoundFactor: 0.5,
  healing: { points: FS31_HEALING_POINTS, stunFactor: FS31_FIFTH, vehicleFactor: FS31_FIFTH },
};

export function isHalved(wound: Wound): boolean {
  return wound.healingStarted || wound.firstAid === 'succeeded';
}

/** One wound's penalty in percent (a treated Light wound: 2.5), before the total is rounded. */
export function fs31WoundModifierOf(wound: Wound, n: Fs31WoundNumbers = FS31_WOUND_NUMBERS): number {
  if (wound.severity === 'healed') return 0;
  const full = n.woundModifiers[wound.severity];
  return isHalved(wound) ? full * n.healingWoundFactor : full;
}

/**
 * 002: "Wound Modifiers are applied to all ability rolls, and are cumulative. Thus if you have two
 * Moderate wounds you would suffer a -40 modifier". `exact` is the sum (halves kept: 2.5);
 * `total` is the whole percent a roll loses: the sum rounded DOWN (in the character's favour),
 * as FS3.2 rounds its summed modifiers down (seed 004) and the percentile pool cuts fractions
 * toward zero. Only a halved Light wound makes a half (20, 50, 80 halve to whole numbers), so two
 * treated Light wounds still cost 5, and one costs 2.
 */
export function fs31TotalWoundModifier(wounds: readonly Wound[], n: Fs31WoundNumbers = FS31_WOUND_NUMBERS): WoundModifierTotal {
  let exact = 0;
  for (const w of wounds) exact += fs31WoundModifierOf(w, n);
  // Halves only: round to a tenth so float sums never lose a percent (2.5 × 3 = 7.5, never 7.4999).
  exact = Math.round(exact * 10) / 10;
  return { exact, total: Math.floor(exact) };
}

/** 000 "Healing Damage": points to drop one level; a fifth for stun and for vehicle wounds. */
export function fs31HealingPointsNeeded(wound: Wound, n: Fs31WoundNumbers = FS31_WOUND_NUMBERS): number {
  if (wound.severity === 'healed') return 0;
  const points = n.healing.points[wound.severity];
  // 000 gives a fifth for each; a stunned vehicle is not a thing the seeds know, so one fifth only.
  const factor = wound.vehicle ? n.healing.vehicleFactor : wound.type === 'stun' ? n.healing.stunFactor : 1;
  return factor === 1 ? points : Math.round(points * factor * 10) / 10;
}
