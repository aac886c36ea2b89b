import {
  compareRolls,
  formatDice,
  LUCK_TAG,
  rollAbility,
  type AbilityRollResult,
  type RollModifier,
} from './ability-roll';
import { markSecondRoll, type Rng } from './rng';
import type { Ruleset } from './ruleset';

/**
 * Luck on ability rolls (seed 004 "Luck"): a bonus before your own roll, a bonus or penalty before
 * someone else's, a re-roll after your own keeping the better, or cancelling luck spent against
 * you. Only one luck point applies to a roll, and one person spends at most one point on one
 * (opposed) roll. Combat replaces these rules: see `combat-luck.ts`.
 */

export const LUCK_EFFECTS = ['bonus', 'penalty', 'reroll', 'cancel'] as const;
export type LuckEffect = (typeof LUCK_EFFECTS)[number];

/** One luck point offered by `by` on the roll of `target` (character ids or display names). */
export type LuckSpend = { by: string; target: string; effect: LuckEffect };

/** What happened to one offered spend. */
export type LuckDecision =
  | { spend: LuckSpend; accepted: true; modifier: RollModifier | null }
  | { spend: LuckSpend; accepted: false; reason: string };

/** The luck that applies before the dice are rolled. */
export type LuckPlan = {
  decisions: LuckDecision[];
  /** Modifiers to add to each roller's pool (a cancelled penalty is not listed). */
  modifiers: Record<string, RollModifier[]>;
  /** Luck points each spender pays. */
  cost: Record<string, number>;
};

/** Thrown when a luck spend breaks the rules; the message is shown to the storyteller as is. */
export class LuckRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LuckRuleError';
  }
}

/** A luck modifier with its source, e.g. "Luck +5 (Bob)". */
export function luckModifier(ruleset: Ruleset, effect: 'bonus' | 'penalty', by: string): RollModifier {
  const dice = effect === 'bonus' ? ruleset.luck.bonusDice : -ruleset.luck.penaltyDice;
  return { dice, source: `Luck ${formatDice(dice)} (${by})`, tag: LUCK_TAG };
}

/**
 * Decides which before-the-roll luck spends apply to the rolls of `rollers` (one roller for an
 * ability roll, two for an opposed roll). Spends are taken in order; each refused one says why.
 * `available` (luck points per spender) is checked when given. Re-rolls are refused here: they
 * happen after the roll, through {@link rerollWithLuck}.
 */
export function planLuck(
  ruleset: Ruleset,
  rollers: readonly string[],
  spends: readonly LuckSpend[],
  available?: Readonly<Record<string, number>>,
): LuckPlan {
  const rules = ruleset.luck;
  const decisions: LuckDecision[] = [];
  const modifiers: Record<string, RollModifier[]> = {};
  const cost: Record<string, number> = {};
  const pointsOnRoll: Record<string, number> = {};
  const penaltyBy: Record<string, string | undefined> = {};
  for (const r of rollers) {
    modifiers[r] = [];
    pointsOnRoll[r] = 0;
  }
  const refuse = (spend: LuckSpend, reason: string): void => {
    decisions.push({ spend, accepted: false, reason });
  };
  for (const spend of spends) {
    const { by, target, effect } = spend;
    if (!rollers.includes(target)) {
      refuse(spend, `${target} is not making this roll.`);
      continue;
    }
    if ((cost[by] ?? 0) >= 1) {
      refuse(spend, `${by} has already spent a luck point on this roll.`);
      continue;
    }
    if (available !== undefined && (available[by] ?? 0) < 1) {
      refuse(spend, `${by} has no luck points left.`);
      continue;
    }
    if (effect === 'reroll') {
      refuse(spend, 'A re-roll is bought after seeing the roll, not before.');
      continue;
    }
    if (effect === 'cancel') {
      const against = penaltyBy[target];
      if (!rules.allowCancel) refuse(spend, 'This ruleset does not allow cancelling luck.');
      else if (by !== target) refuse(spend, 'Only the person whose roll was targeted can cancel luck spent against them.');
      else if (against === undefined) refuse(spend, `No luck has been spent against ${target} to cancel.`);
      else {
        modifiers[target] = (modifiers[target] ?? []).filter((m) => !(m.tag === LUCK_TAG && m.dice < 0));
        penaltyBy[target] = undefined;
        cost[by] = 1;
        decisions.push({ spend, accepted: true, modifier: null });
      }
      continue;
    }
    if (effect === 'penalty' && by === target) {
      refuse(spend, 'Luck cannot be spent as a penalty on your own roll.');
      continue;
    }
    if ((pointsOnRoll[target] ?? 0) >= rules.maxPointsPerRoll) {
      refuse(spend, `Only ${rules.maxPointsPerRoll} luck point can apply to ${target}'s roll.`);
      continue;
    }
    const modifier = luckModifier(ruleset, effect, by);
    modifiers[target]!.push(modifier);
    pointsOnRoll[target] = (pointsOnRoll[target] ?? 0) + 1;
    if (effect === 'penalty') penaltyBy[target] = by;
    cost[by] = 1;
    decisions.push({ spend, accepted: true, modifier });
  }
  return { decisions, modifiers, cost };
}

/**
 * Why `by` may not re-roll `result` (null when allowed): only your own roll, only when no luck
 * already applied to it, and not when you already spent luck on this (opposed) roll.
 */
export function rerollRefusal(
  ruleset: Ruleset,
  result: AbilityRollResult,
  by: string,
  roller: string,
  plan?: LuckPlan,
): string | null {
  if (!ruleset.luck.allowReroll) return 'This ruleset does not allow luck re-rolls.';
  if (by !== roller) return 'Only the person who rolled can spend luck to re-roll.';
  if (result.reroll) return 'This roll has already been re-rolled.';
  if (result.pool.modifiers.some((m) => m.tag === LUCK_TAG)) return 'Luck already applies to this roll.';
  if (plan && (plan.cost[by] ?? 0) >= 1) return `${by} has already spent a luck point on this roll.`;
  if (plan && plan.decisions.some((d) => d.accepted && d.spend.target === roller)) {
    return 'Luck already applies to this roll.';
  }
  return null;
}

/**
 * Spends a luck point after one's own roll: rolls the same pool again and keeps the better of
 * the two (more hits; an ordinary failure over an embarrassing one; the first on a tie). Both
 * sets of dice are kept in `reroll`. Throws {@link LuckRuleError} when not allowed.
 */
export function rerollWithLuck(
  ruleset: Ruleset,
  result: AbilityRollResult,
  by: string,
  roller: string,
  rng: Rng,
  plan?: LuckPlan,
): AbilityRollResult {
  const refusal = rerollRefusal(ruleset, result, by, roller, plan);
  if (refusal !== null) throw new LuckRuleError(refusal);
  markSecondRoll(rng, true);
  const second = rollAbility(ruleset, result.pool, rng);
  markSecondRoll(rng, false);
  const keepSecond = compareRolls(second, result) > 0;
  const kept = keepSecond ? second : result;
  return {
    ...kept,
    reroll: { by, firstDice: [...result.dice], secondDice: [...second.dice], kept: keepSecond ? 'second' : 'first' },
  };
}
