/**
 * One task roll of seed 003 (Ed Etkin's Fading Suns house rules, "Task Resolution" and
 * "Accenting"): the d20s a skill band rolls, accenting, victory points, reading rolled dice
 * (with the SFX and its effect applied to the best die), rolling a pool, and building one.
 * The exact odds and the dice engine are in dice.ts.
 */
import type { AbilityRollResult, GoalRollInfo, PoolSpec, RollModifier } from '../../core/dice/ability-roll';
import type { Rng } from '../../core/dice/rng';
import type { SuccessLevel } from '../../core/dice/ruleset';
import { applySfx, DEFAULT_SFX, sfxKindOf, type SfxBand, type SfxRange } from './sfx';

export type Accent = 'negative' | 'positive';

/** 003 "Skill level 1-2 1d20 … 3-5 2d20 … 6-8 3d20 … 9-10 4d20 … 11+ 5d20"; an unskilled roll (0) rolls one die. */
export function diceForSkill(skill: number): number {
  const s = Math.trunc(skill);
  return s <= 2 ? 1 : s <= 5 ? 2 : s <= 8 ? 3 : s <= 10 ? 4 : 5;
}

/** 003 "You can gain an extra die for negative accenting … OR you can accent positively and lose a die". Never under one die. */
export function dicePerAccent(dice: number, accent: Accent | null | undefined): number {
  if (accent === 'negative') return dice + 1;
  if (accent === 'positive') return Math.max(1, dice - 1);
  return dice;
}

/** Why an accent cannot be taken at this skill, or null. 003 "if your skill is only 1-2 you cant accent positively". */
export function accentRefusal(skill: number, accent: Accent | null | undefined): string | null {
  if (accent === 'positive' && diceForSkill(skill) < 2) {
    return `Positive accenting gives up a die, and skill ${Math.trunc(skill)} rolls only one (seed 003: "if your skill is only 1-2 you cant accent positively").`;
  }
  return null;
}

/**
 * Successes per victory point. The chart is not printed; 003's examples fix it at one VP per 3
 * full successes ("17 to the VP chart to get 5 VP", 10 → 3, 6 → 2), and accenting changes it to
 * "1 VP per 4 successes" (negative) or "1 VP per 2 successes" (positive).
 */
export const VP_DIVISOR: Readonly<Record<Accent | 'none', number>> = { none: 3, negative: 4, positive: 2 };

export function victoryPoints(successes: number, accent?: Accent | null): number {
  if (successes <= 0) return 0;
  return Math.floor(successes / VP_DIVISOR[accent ?? 'none']);
}

// ---------------------------------------------------------------- one roll

export type GoalRoll = GoalRollInfo;

/**
 * Successes of a die that made the goal: its face, plus each point of goal above 20 (the Fading
 * Suns rulebook's convention for goals over 20; NOTES.md). A goal under 1 cannot succeed.
 */
function successesOf(face: number, goal: number): number {
  return face + (goal > 20 ? goal - 20 : 0);
}

/** Reads dice already rolled (pure): the kept die, the VPs, the SFX and its effect. */
export function resolveGoalRoll(goal: number, dice: readonly number[], accent: Accent | null, sfxDie: number, effectDie: number | null, range: SfxRange = DEFAULT_SFX): GoalRoll {
  return readGoalRoll(goal, [...dice], accent, sfxDie, effectDie, range);
}

/** {@link resolveGoalRoll} keeping `dice` as given (the roller's own fresh array: no copy on the hot path). */
function readGoalRoll(goal: number, dice: number[], accent: Accent | null, sfxDie: number, effectDie: number | null, range: SfxRange): GoalRoll {
  let kept: number | null = null;
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i]!;
    if (goal >= 1 && d <= goal && (kept === null || d > dice[kept]!)) kept = i;
  }
  const successes = kept === null ? 0 : successesOf(dice[kept]!, goal);
  const baseSuccess = kept !== null;
  const baseVp = victoryPoints(successes, accent);
  const sfx = sfxKindOf(sfxDie, range);
  let success = baseSuccess;
  let vp = baseVp;
  let effectText: string | null = null;
  let band: SfxBand | null = null;
  if (sfx !== null && effectDie !== null) {
    const applied = applySfx({ success, vp }, sfx, effectDie);
    success = applied.success;
    vp = applied.vp;
    effectText = applied.text;
    band = applied.band;
  }
  return {
    goal,
    dice,
    kept,
    successes,
    baseSuccess,
    baseVp,
    accent,
    sfxDie,
    sfx,
    effectDie: sfx === null ? null : effectDie,
    band,
    effectText,
    success,
    vp,
  };
}

const LEVEL_GOOD = 3;
const LEVEL_GREAT = 5;

/** The shared screens' grouping: ≥5 VP great, ≥3 VP good (the label keeps the VPs). */
export function levelOfGoalRoll(success: boolean, vp: number): SuccessLevel {
  if (!success) return 'failure';
  return vp >= LEVEL_GREAT ? 'great-success' : vp >= LEVEL_GOOD ? 'good-success' : 'success';
}

/** Labels made once (a roll reads one per result; the hot path allocates no string). */
const SUCCESS_LABELS = Array.from({ length: 64 }, (_, vp) => `Success, ${vp} VP`);

export function goalRollLabel(success: boolean, vp: number): string {
  if (!success) return 'Failure';
  return SUCCESS_LABELS[vp] ?? `Success, ${vp} VP`;
}

/** The accent and SFX range a pool carries (absent: none, the default 1/20). */
export function poolAccent(pool: PoolSpec): Accent | null {
  return pool.accent ?? null;
}

export function goalRollResult(rulesetId: string, pool: PoolSpec, roll: GoalRoll): AbilityRollResult {
  return {
    rulesetId,
    pool,
    dice: roll.dice,
    hits: roll.success ? roll.vp : 0,
    ones: 0,
    successLevel: levelOfGoalRoll(roll.success, roll.vp),
    label: goalRollLabel(roll.success, roll.vp),
    isSuccess: roll.success,
    isEmbarrassingFailure: false,
    goalRoll: roll,
  };
}

/** Rolls a pool: every skill die, then the SFX die, then the effect d20 only when the SFX triggered. */
export function etkinRoll(rulesetId: string, pool: PoolSpec, rng: Rng): AbilityRollResult {
  const n = Math.max(1, pool.diceRolled);
  const dice = new Array<number>(n);
  for (let i = 0; i < n; i++) dice[i] = rng.die(20);
  const range = pool.sfx ?? DEFAULT_SFX;
  const sfxDie = rng.die(20);
  const effect = sfxKindOf(sfxDie, range) === null ? null : rng.die(20);
  return goalRollResult(rulesetId, pool, readGoalRoll(goalOf(pool), dice, poolAccent(pool), sfxDie, effect, range));
}

// ---------------------------------------------------------------- pools

/**
 * A task's pool (003 "Task Resolution"): `size` is the goal number (characteristic + skill +
 * modifiers, whose `dice` field holds goal points), `diceRolled` the d20s after accenting.
 */
export function etkinPool(
  characteristic: { name: string; rating: number },
  skill: { name: string; rating: number; kind?: 'action-skill' | 'background-skill' } | null,
  modifiers: readonly RollModifier[] = [],
  options: { accent?: Accent | null; sfx?: SfxRange | null } = {},
): PoolSpec {
  const mods = modifiers.map((m) => ({ ...m, dice: Math.trunc(m.dice) }));
  const terms: PoolSpec['terms'] = [{ kind: 'attribute', name: characteristic.name, rating: characteristic.rating }];
  if (skill) terms.push({ kind: skill.kind ?? 'action-skill', name: skill.name, rating: skill.rating });
  let goal = 0;
  for (const t of terms) goal += t.rating;
  for (const m of mods) goal += m.dice;
  const accent = options.accent ?? null;
  return {
    terms,
    modifiers: mods,
    attributeRating: characteristic.rating,
    size: goal,
    diceRolled: dicePerAccent(diceForSkill(skill?.rating ?? 0), accent),
    ...(accent ? { accent } : {}),
    ...(options.sfx && (options.sfx.good !== DEFAULT_SFX.good || options.sfx.bad !== DEFAULT_SFX.bad) ? { sfx: { ...options.sfx } } : {}),
  };
}

/** The goal number of a pool. */
export function goalOf(pool: PoolSpec): number {
  return pool.size;
}

/** The skill rating a pool's dice come from (0 for a characteristic alone). */
export function skillRatingOf(pool: PoolSpec): number {
  const skill = pool.terms.find((t) => t.kind === 'action-skill' || t.kind === 'background-skill');
  return skill ? skill.rating : 0;
}
