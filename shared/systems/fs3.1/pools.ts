/**
 * The pool shape FS3.1 rolls (seed 002 "How to Roll"): one ability whose rating picks the result
 * table's row, and modifiers in PERCENT added to the d100 (the ruling attribute's, the task's,
 * luck's, the wounds'). It reuses the shared {@link PoolSpec} so logs, luck and the combat machine
 * carry it unchanged: `terms[0]` is the ability, `size` the row, `diceRolled` 1 (one d100).
 */
import type { PoolSpec, PoolTerm, RollModifier } from '../../core/dice/ability-roll';

/**
 * A percentile pool. Modifiers are whole percent: a fractional one (half a Light wound, −2.5) is
 * cut toward zero, as FS3.2 rounds wound penalties down (NOTES.md "Halves").
 */
export function percentilePool(terms: readonly PoolTerm[], modifiers: readonly RollModifier[], attributeRating: number): PoolSpec {
  const mods = modifiers.map((m) => ({ ...m, dice: Math.trunc(m.dice) || 0 }));
  const rating = terms.length > 0 ? terms[0]!.rating : 0;
  return { terms: terms.slice(0, 1), modifiers: mods, attributeRating, size: Math.max(0, Math.trunc(rating)), diceRolled: 1 };
}

/** The same pool with more modifiers (luck, wounds …). */
export function withPercentModifiers(pool: PoolSpec, extra: readonly RollModifier[]): PoolSpec {
  return percentilePool(pool.terms, [...pool.modifiers, ...extra], pool.attributeRating);
}

/** The result-table row a pool reads (its ability's rating; 0 for an empty pool). */
export function poolRow(pool: PoolSpec): number {
  return pool.terms.length > 0 ? Math.max(0, Math.trunc(pool.terms[0]!.rating)) : Math.max(0, Math.trunc(pool.size));
}

/** The pool's modifiers summed, in percent. */
export function poolModifier(pool: PoolSpec): number {
  let m = 0;
  for (const x of pool.modifiers) m += x.dice;
  return m;
}
