/**
 * Step 4 (seed 001 "Damage Severity"): percentile + lethality + location − armor and cover
 * reductions (+ anything else) gives Light ≤ 40, Moderate 41–80, Serious 81–99, Critical ≥ 100.
 */
import type { DamageType } from '../../domain/gear';
import type { Rng } from '../dice/rng';
import type { CombatRuleset, Severity } from './combat-ruleset';

/** A modifier to the percentile damage roll, with its source for the GM log. */
export type DamageModifier = { value: number; source: string };

/** One damage roll and the severity it gives. */
export type DamageResult = {
  roll: number;
  modifiers: DamageModifier[];
  total: number;
  severity: Severity;
  type: DamageType;
};

/** Severity of a modified damage roll. */
export function severityFor(rules: CombatRuleset, total: number): Severity {
  const b = rules.severityBands;
  if (total <= b.light) return 'light';
  if (total <= b.moderate) return 'moderate';
  if (total <= b.serious) return 'serious';
  return 'critical';
}

/** Rolls percentile dice and applies the modifiers (zero modifiers are dropped from the list). */
export function rollDamage(
  rules: CombatRuleset,
  modifiers: readonly DamageModifier[],
  type: DamageType,
  rng: Rng,
): DamageResult {
  const roll = rng.die(100);
  return resolveDamage(rules, roll, modifiers, type);
}

/** Classifies a damage roll already made. */
export function resolveDamage(
  rules: CombatRuleset,
  roll: number,
  modifiers: readonly DamageModifier[],
  type: DamageType,
): DamageResult {
  const kept = modifiers.filter((m) => m.value !== 0);
  let total = roll;
  for (const m of kept) total += m.value;
  return { roll, modifiers: kept, total, severity: severityFor(rules, total), type };
}

/** "+15", "-35" for damage modifier sources. */
export function formatPoints(value: number): string {
  return value > 0 ? `+${value}` : `${value}`;
}

/** A labelled damage modifier, e.g. `damageModifier(15, 'Vital location (Chest)')`. */
export function damageModifier(value: number, label: string): DamageModifier {
  return { value, source: `${label} ${formatPoints(value)}` };
}
