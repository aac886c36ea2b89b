/**
 * Wounds and the total wound modifier (seed 004 "Damage"): each wound is tracked on its own and
 * the modifiers are summed, then rounded down; a treated or healing wound counts half.
 */
import { z } from 'zod';
import { DAMAGE_TYPES, type DamageType } from '../../domain/gear';
import type { RollModifier } from '../dice/ability-roll';
import { SEVERITIES, type CombatRuleset, type Severity } from './combat-ruleset';

export const WOUND_STATES = [...SEVERITIES, 'healed'] as const;
/** A wound's current level; `healed` once a Light wound has healed away. */
export type WoundState = (typeof WOUND_STATES)[number];

export const FIRST_AID_STATES = ['none', 'failed', 'succeeded'] as const;

export const WoundSchema = z.object({
  location: z.string().min(1),
  severity: z.enum(WOUND_STATES),
  initialSeverity: z.enum(SEVERITIES),
  type: z.enum(DAMAGE_TYPES),
  /** What caused it: a weapon name, "Shrapnel", "Concussion (Grenade)"... */
  source: z.string(),
  /** A vehicle's damage: repaired, never self-healing, at a fifth of the points (seed 001). */
  vehicle: z.boolean(),
  /** Points gathered toward the next lower level. */
  healingPoints: z.number().min(0),
  /** Set by the first healing point from any source: from then on the modifier counts half. */
  healingStarted: z.boolean(),
  /** First aid may be attempted once per wound, successful or not (seed 000 "Treat"). */
  firstAid: z.enum(FIRST_AID_STATES),
  /** Where the hit really landed when a luck point moved it (cosmetic, seed 004). */
  movedFrom: z.string().nullable(),
  /**
   * Minutes since the injury when a stored wound joined the fight (absent: taken in this fight).
   * Seed 000 "Treat": "First aid can only be used within an hour of the initial injury".
   */
  ageMinutes: z.number().min(0).optional(),
});
/** One wound, JSON-serialisable for the combat snapshot and the campaign database. */
export type Wound = z.infer<typeof WoundSchema>;

/** A fresh wound from a hit. */
export function createWound(input: {
  location: string;
  severity: Severity;
  type: DamageType;
  source: string;
  vehicle?: boolean;
}): Wound {
  return {
    location: input.location,
    severity: input.severity,
    initialSeverity: input.severity,
    type: input.type,
    source: input.source,
    vehicle: input.vehicle ?? false,
    healingPoints: 0,
    healingStarted: false,
    firstAid: 'none',
    movedFrom: null,
  };
}

/** The modifier one wound contributes, before the total is rounded. */
export function woundModifierOf(wound: Wound, rules: CombatRuleset): number {
  if (wound.severity === 'healed') return 0;
  const full = rules.woundModifiers[wound.severity];
  return wound.healingStarted ? full * rules.healingWoundFactor : full;
}

/** The total wound modifier: exact sum and the rounded-down penalty every roll suffers. */
export type WoundModifierTotal = { exact: number; total: number };

/** Sums the wound modifiers and rounds down (seed 004: two Moderate wounds give -1). */
export function totalWoundModifier(
  wounds: readonly Wound[],
  rules: CombatRuleset,
): WoundModifierTotal {
  let exact = 0;
  for (const w of wounds) exact += woundModifierOf(w, rules);
  // Sums such as 0.9 + 0.9 + 0.2 must not become 1.9999999 and lose a die to float error.
  exact = Math.round(exact * 1e6) / 1e6;
  return { exact, total: Math.floor(exact) };
}

/** The roll modifier for a total wound penalty, or null when there is none. */
export function woundRollModifier(total: number): RollModifier | null {
  return total > 0 ? { dice: -total, source: `Wounds -${total}`, tag: 'wounds' } : null;
}

/**
 * Moves a wound to another location with a luck point (seed 004). It changes nothing but the
 * location: the damage was already decided. Check the spend with `combatLuckRefusal` first.
 */
export function moveWoundLocation(wound: Wound, location: string): Wound {
  return { ...wound, location, movedFrom: wound.movedFrom ?? wound.location };
}
