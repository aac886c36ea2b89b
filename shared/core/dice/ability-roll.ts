import { countHits, rollPool } from './pool';
import type { Rng } from './rng';
import {
  minHitsForSuccess,
  successBandFor,
  successLevelLabel,
  type PoolDiceRules,
  type Ruleset,
  type SuccessLevel,
} from './ruleset';

/** Where a pool's base dice come from. */
export const POOL_TERM_KINDS = ['attribute', 'action-skill', 'background-skill', 'npc-rating', 'raw'] as const;
export type PoolTermKind = (typeof POOL_TERM_KINDS)[number];

/** One rated ability (or a bare number) contributing its rating in dice. */
export type PoolTerm = { kind: PoolTermKind; name: string; rating: number };

/**
 * A modifier in dice with the reason the GM log shows ("Luck +5 (Bob)", "Banzai stance +3").
 * `tag` groups modifiers for rules that care where they came from (e.g. `'luck'`).
 */
export type RollModifier = { dice: number; source: string; tag?: string };

/** Tag carried by every luck modifier: one luck point per roll is checked through it. */
export const LUCK_TAG = 'luck';

/**
 * Everything needed to roll: the base terms, the modifiers, the attribute rating that the
 * embarrassing-failure rule compares the 1s against, the net pool and the dice actually rolled.
 */
export type PoolSpec = {
  terms: PoolTerm[];
  modifiers: RollModifier[];
  attributeRating: number;
  /** Sum of terms, bonuses and modifiers; may be zero or negative. */
  size: number;
  /** Dice rolled after the ruleset's zero-pool rule (never negative). */
  diceRolled: number;
  /**
   * Goal-number engines (d20s against a goal, seed 003): the accent taken ('negative' one die
   * more, 'positive' one fewer; absent: none) and the SFX range (absent: Good on 1, Bad on 20).
   * For them `size` is the goal number and a modifier's `dice` counts goal points.
   */
  accent?: 'negative' | 'positive';
  sfx?: { good: number; bad: number };
};

/**
 * A goal-number roll read (seed 003): the skill dice, the kept die (the best at or under the
 * goal; null when none made it), the successes and VPs before the SFX, the SFX die and, when it
 * triggered, the effect die, its band and text, and the result after it.
 */
export type GoalRollInfo = {
  goal: number;
  dice: number[];
  kept: number | null;
  successes: number;
  baseSuccess: boolean;
  baseVp: number;
  accent: 'negative' | 'positive' | null;
  sfxDie: number;
  sfx: 'good' | 'bad' | null;
  effectDie: number | null;
  band: '1-10' | '11-15' | '16-19' | '20' | null;
  effectText: string | null;
  success: boolean;
  vp: number;
};

/** A rolled ability check, carrying its raw dice for the GM log and replays. */
export type AbilityRollResult = {
  rulesetId: string;
  pool: PoolSpec;
  dice: number[];
  hits: number;
  ones: number;
  successLevel: SuccessLevel;
  label: string;
  isSuccess: boolean;
  isEmbarrassingFailure: boolean;
  /** Present when the roller spent luck after the roll to re-roll and keep the better. */
  reroll?: { by: string; firstDice: number[]; secondDice: number[]; kept: 'first' | 'second' };
  /**
   * A percentile roll (FS3.1, seed 002 "How to Roll"): the d100 (also `dice[0]`), the summed
   * modifiers in percent, the modified total, the result-table row read and the Roll Result
   * (−2 … +3). Absent for dice pools.
   */
  percentile?: PercentileRoll;
  /** A goal-number roll (seed 003): how the d20s, the SFX die and its effect were read. Absent for other engines. */
  goalRoll?: GoalRollInfo;
};

/** The steps of a percentile roll as the log tells them ("d100 63 +10 → 73 on row 5 → +1 Success"). */
export type PercentileRoll = { roll: number; modifier: number; total: number; row: number; result: number };

const signedPct = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

/** "d100 63 +10 → 73 on row 5 → +1 Success" (the label is the Roll Result's name). */
export function percentileText(p: PercentileRoll, label: string): string {
  const mod = p.modifier === 0 ? '' : ` ${signedPct(p.modifier)}`;
  const total = p.total < 0 ? `\u2212${-p.total}` : String(p.total);
  return `d100 ${p.roll}${mod} \u2192 ${total} on row ${p.row} \u2192 ${signedPct(p.result)} ${label}`;
}

/** Dice actually rolled for a net pool under the ruleset's zero-pool rule. */
export function diceForPool(dice: PoolDiceRules, size: number): number {
  const n = Math.max(0, Math.trunc(size));
  return dice.zeroPool.kind === 'minimum-dice' ? Math.max(n, dice.zeroPool.dice) : n;
}

/**
 * Builds a pool from terms and modifiers. Modifier dice are truncated toward zero: FS3.2 rounds
 * wound penalties down (seed 004), so pass a total wound modifier as one modifier.
 */
export function buildPool(
  ruleset: Ruleset,
  terms: readonly PoolTerm[],
  modifiers: readonly RollModifier[],
  attributeRating: number,
  bonusDice = 0,
): PoolSpec {
  // Issue 38: a modifier already in whole dice (nearly all) is kept, not copied.
  const mods = modifiers.map((m) => (Number.isInteger(m.dice) ? m : { ...m, dice: Math.trunc(m.dice) }));
  let size = bonusDice;
  for (const t of terms) size += t.rating;
  for (const m of mods) size += m.dice;
  return {
    terms: [...terms],
    modifiers: mods,
    attributeRating,
    size,
    diceRolled: diceForPool(ruleset.dice, size),
  };
}

/** Attribute + skill, the ordinary FS3 ability roll (seed 004 "How to Roll"). */
export function skillPool(
  ruleset: Ruleset,
  attribute: { name: string; rating: number },
  skill: { name: string; rating: number; kind?: 'action-skill' | 'background-skill' },
  modifiers: readonly RollModifier[] = [],
): PoolSpec {
  const terms: PoolTerm[] = [
    { kind: 'attribute', name: attribute.name, rating: attribute.rating },
    { kind: skill.kind ?? 'action-skill', name: skill.name, rating: skill.rating },
  ];
  return buildPool(ruleset, terms, modifiers, attribute.rating);
}

/** An attribute alone: the common-knowledge default (seed 004 "Defaulting"). */
export function attributePool(
  ruleset: Ruleset,
  attribute: { name: string; rating: number },
  modifiers: readonly RollModifier[] = [],
): PoolSpec {
  const terms: PoolTerm[] = [{ kind: 'attribute', name: attribute.name, rating: attribute.rating }];
  return buildPool(ruleset, terms, modifiers, attribute.rating, ruleset.dice.attributeAloneBonus);
}

/**
 * Defaulting to a loosely related skill: its ruling attribute + its rating + the storyteller's
 * modifier (seed 004: "usually -3 or more"; `ruleset.defaultingModifier` when not given).
 */
export function defaultedPool(
  ruleset: Ruleset,
  attribute: { name: string; rating: number },
  relatedSkill: { name: string; rating: number; kind?: 'action-skill' | 'background-skill' },
  forTask: string,
  storytellerModifier: number = ruleset.defaultingModifier,
  modifiers: readonly RollModifier[] = [],
): PoolSpec {
  const defaulting: RollModifier = {
    dice: storytellerModifier,
    source: `Defaulting from ${relatedSkill.name} for ${forTask} ${formatDice(storytellerModifier)}`,
    tag: 'defaulting',
  };
  return skillPool(ruleset, attribute, relatedSkill, [defaulting, ...modifiers]);
}

/** An NPC's single rating used in place of attribute + skill (seed 001). */
export function npcPool(
  ruleset: Ruleset,
  ability: string,
  rating: number,
  modifiers: readonly RollModifier[] = [],
): PoolSpec {
  const terms: PoolTerm[] = [{ kind: 'npc-rating', name: ability, rating }];
  return buildPool(ruleset, terms, modifiers, ruleset.dice.unratedAttribute);
}

/** A bare number of dice typed into the dice box. */
export function rawPool(ruleset: Ruleset, dice: number, modifiers: readonly RollModifier[] = []): PoolSpec {
  const terms: PoolTerm[] = [{ kind: 'raw', name: `${dice} dice`, rating: dice }];
  return buildPool(ruleset, terms, modifiers, ruleset.dice.unratedAttribute, ruleset.dice.rawPoolBonus);
}

/** The same pool with more modifiers (luck, wounds...), recomputing its size. */
export function withModifiers(ruleset: Ruleset, pool: PoolSpec, extra: readonly RollModifier[]): PoolSpec {
  const bonus = pool.size - sumTerms(pool) - sumModifiers(pool.modifiers);
  return buildPool(ruleset, pool.terms, [...pool.modifiers, ...extra], pool.attributeRating, bonus);
}

/** Rolls the pool with the injected dice and classifies the result. */
export function rollAbility(ruleset: Ruleset, pool: PoolSpec, rng: Rng): AbilityRollResult {
  // Issue 38: the dice were just rolled into a new array nothing else holds, so the result keeps it (no copy).
  return classifyDice(ruleset, pool, rollPool(pool.diceRolled, rng));
}

/**
 * Classifies dice already rolled (by the host, or by hand at the table). Throws a RangeError when
 * the number of dice or a face does not fit the pool, so a typo cannot become a result.
 */
export function resolveDice(ruleset: Ruleset, pool: PoolSpec, dice: readonly number[]): AbilityRollResult {
  return classifyDice(ruleset, pool, [...dice]);
}

/** {@link resolveDice} on an array the result may keep. */
function classifyDice(ruleset: Ruleset, pool: PoolSpec, dice: number[]): AbilityRollResult {
  const rules = ruleset.dice;
  if (dice.length !== pool.diceRolled) {
    throw new RangeError(`Expected ${pool.diceRolled} dice for this pool, got ${dice.length}`);
  }
  let ones = 0;
  for (const d of dice) {
    if (!Number.isInteger(d) || d < 1 || d > rules.dieSides) throw new RangeError(`Die face ${d} is not on a d${rules.dieSides}`);
    if (d === 1) ones++;
  }
  const hits = countHits(dice, rules.hitThreshold);
  const embarrassing = isEmbarrassingFailure(rules, hits, ones, dice.length, pool.attributeRating);
  const successLevel: SuccessLevel = embarrassing ? 'embarrassing-failure' : successBandFor(rules, hits).level;
  return {
    rulesetId: ruleset.id,
    pool,
    dice,
    hits,
    ones,
    successLevel,
    label: successLevelLabel(rules, successLevel),
    isSuccess: hits >= minHitsForSuccess(rules),
    isEmbarrassingFailure: embarrassing,
  };
}

/** The embarrassing-failure test of the ruleset (FS3.2: no hits and 1s ≥ attribute rating). */
export function isEmbarrassingFailure(
  rules: PoolDiceRules,
  hits: number,
  ones: number,
  diceRolled: number,
  attributeRating: number,
): boolean {
  if (hits > 0 || diceRolled === 0) return false;
  switch (rules.embarrassingFailure.kind) {
    case 'ones-at-least-attribute':
      return ones >= attributeRating;
    case 'ones-more-than-half-pool':
      return ones > Math.floor(diceRolled / 2);
    case 'none':
      return false;
  }
}

/**
 * Orders two results of the same pool: more hits is better; at equal hits an ordinary failure
 * beats an embarrassing one. Returns > 0 when `a` is better, 0 when equally good.
 */
export function compareRolls(a: AbilityRollResult, b: AbilityRollResult): number {
  if (a.hits !== b.hits) return a.hits - b.hits;
  return Number(b.isEmbarrassingFailure) - Number(a.isEmbarrassingFailure);
}

/** "+3" / "-1" / "0" for logs and modifier sources. */
export function formatDice(dice: number): string {
  return dice > 0 ? `+${dice}` : `${dice}`;
}

function sumTerms(pool: PoolSpec): number {
  let s = 0;
  for (const t of pool.terms) s += t.rating;
  return s;
}

function sumModifiers(mods: readonly RollModifier[]): number {
  let s = 0;
  for (const m of mods) s += m.dice;
  return s;
}
