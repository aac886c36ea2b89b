/**
 * Seed 003's dice (Ed Etkin's Fading Suns house rules, "Task Resolution", "Accenting" and
 * "CRITICALS and FUMBLES"): d20s by the skill band against a goal number (characteristic + skill
 * + modifiers), keep the best die at or under the goal, its value read as successes on the victory
 * chart; an SFX d20 with every roll, and on a Good or Bad SFX an effect d20 on the seed's tables,
 * applied to the best die. The sheet's roller, the odds and the combat turn all roll here: one
 * roll is read and rolled in goal-roll.ts, its exact odds and the dice engine are here.
 */
import type { PoolSpec } from '../../core/dice/ability-roll';
import type { PoolOdds } from '../../core/dice/odds';
import type { SuccessLevel } from '../../core/dice/ruleset';
import type { DiceEngine, DiceOutcome } from '../dice';
import { keepBest, stateTable, summarize } from './odds';
import { etkinRollText } from './roll-text';
import { DEFAULT_SFX, SFX_BANDS, type SfxBand, type SfxRange } from './sfx';
import { etkinRoll, goalOf, goalRollLabel, levelOfGoalRoll, poolAccent, VP_DIVISOR, type Accent } from './goal-roll';

// ---------------------------------------------------------------- one roll and pools (goal-roll.ts)

export { VP_DIVISOR, accentRefusal, diceForSkill, dicePerAccent, etkinPool, etkinRoll, goalOf, goalRollLabel, goalRollResult, levelOfGoalRoll, poolAccent, resolveGoalRoll, skillRatingOf, victoryPoints } from './goal-roll';
export type { Accent, GoalRoll } from './goal-roll';

// ---------------------------------------------------------------- SFX (sfx.ts)

export { applySfx, BAD_SFX, DEFAULT_SFX, GOOD_SFX, SFX_BANDS, sfxBandOf, sfxKindOf, sfxRangeRefusal } from './sfx';
export type { SfxBand, SfxKind, SfxRange, SfxRow } from './sfx';

// ---------------------------------------------------------------- exact odds (odds.ts)

/**
 * The exact distribution of one task, every figure after the SFX (and after `rerolls` hero
 * re-rolls keeping the more favourable). `vp[k]` = P(success with k VP).
 */
export type GoalOdds = {
  goal: number;
  dice: number;
  accent: Accent | null;
  rerolls: number;
  pFailure: number;
  pSuccess: number;
  vp: number[];
  expectedVp: number;
  pGoodSfx: number;
  pBadSfx: number;
  /** P(each effect band) given a Good / Bad SFX (the effect d20: 10, 5, 4 and 1 chances in 20). */
  bands: { band: SfxBand; p: number }[];
  /** P(Good SFX with the effect die in each band) and the same for Bad SFX, of the kept roll. */
  goodBands: { band: SfxBand; p: number }[];
  badBands: { band: SfxBand; p: number }[];
};

const BAND_P: readonly { band: SfxBand; p: number }[] = SFX_BANDS.map((b) => ({ band: b.band, p: (b.to - b.from + 1) / 20 }));

/** Exact odds of a goal, dice, accent and SFX range (odds.ts `stateTable`); `rerolls` 0, 1 or 2 hero re-rolls. */
export function goalOdds(goal: number, dice: number, accent: Accent | null = null, range: SfxRange = DEFAULT_SFX, rerolls = 0): GoalOdds {
  const n = Math.max(1, Math.trunc(dice));
  const s = summarize(keepBest(stateTable(goal, n, VP_DIVISOR[accent ?? 'none'], range.good, range.bad), rerolls));
  return {
    goal: Math.trunc(goal),
    dice: n,
    accent,
    rerolls,
    pFailure: 1 - s.pSuccess,
    pSuccess: s.pSuccess,
    vp: trimZeros(s.vp),
    expectedVp: s.expectedVp,
    pGoodSfx: s.pGood,
    pBadSfx: s.pBad,
    bands: BAND_P.map((b) => ({ ...b })),
    goodBands: SFX_BANDS.map((b, i) => ({ band: b.band, p: s.goodBands[i]! })),
    badBands: SFX_BANDS.map((b, i) => ({ band: b.band, p: s.badBands[i]! })),
  };
}

function trimZeros(a: number[]): number[] {
  while (a.length > 1 && a[a.length - 1] === 0) a.pop();
  return a;
}


/**
 * Exact odds of a pool in the shared {@link PoolOdds} shape: `results` lists Failure (value −1)
 * and each VP count, worst first; `sfx` the chance of each SFX and effect band. `reroll`: a hero
 * point's re-roll keeping the more favourable (003 "The Hero Pool"; hero.ts's order: more VP, any
 * success over a failure, then the better SFX); `rerolls: 2` both re-rolls.
 */
export function etkinOdds(pool: PoolSpec, options: { reroll?: boolean; rerolls?: number } = {}): PoolOdds {
  const rerolls = options.rerolls ?? (options.reroll === true ? 1 : 0);
  const o = goalOdds(goalOf(pool), pool.diceRolled, poolAccent(pool), pool.sfx ?? DEFAULT_SFX, rerolls);
  const pmf = [o.pFailure, ...o.vp];
  const levels: Record<SuccessLevel, number> = {
    'embarrassing-failure': 0, failure: 0, success: 0, 'good-success': 0, 'great-success': 0, 'amazing-success': 0,
  };
  const hits = new Array<number>(o.vp.length).fill(0);
  pmf.forEach((p, i) => {
    const success = i > 0;
    const k = success ? i - 1 : 0;
    levels[levelOfGoalRoll(success, k)] += p;
    hits[k]! += p;
  });
  return {
    diceRolled: o.dice,
    attributeRating: pool.attributeRating,
    hits,
    expectedHits: o.expectedVp,
    pSuccess: o.pSuccess,
    pEmbarrassingFailure: 0,
    levels,
    reroll: rerolls > 0,
    results: pmf.map((p, i) => ({ value: i - 1, label: goalRollLabel(i > 0, i - 1), p })),
    sfx: { pGood: o.pGoodSfx, pBad: o.pBadSfx, good: o.goodBands.map((b) => b.p), bad: o.badBands.map((b) => b.p) },
  };
}

// ---------------------------------------------------------------- words (roll-text.ts)

export { etkinRollText } from './roll-text';

// ---------------------------------------------------------------- the engine

const OUTCOMES: DiceOutcome[] = [
  { id: 'failure', label: 'Failure', success: false },
  { id: 'success', label: 'Success (0\u20132 VP)', success: true },
  { id: 'good-success', label: 'Good success (3\u20134 VP)', success: true },
  { id: 'great-success', label: 'Great success (5+ VP)', success: true },
];

export const ETKIN_DICE_ENGINE: DiceEngine = {
  kind: 'd20-goal',
  settingKind: 'd8-pool',
  label: 'd20s against a goal number, victory points, SFX die (Fading Suns, seed 003)',
  modifierUnit: 'goal',
  outcomes: () => OUTCOMES.map((o) => ({ ...o })),
  roll: (core, pool, rng) => etkinRoll(core.id, pool, rng),
  odds: (_core, pool, options) => etkinOdds(pool, options),
  rollText: etkinRollText,
};
