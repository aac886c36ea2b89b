/**
 * Seed 003's dice (Ed Etkin's Fading Suns house rules, "Task Resolution", "Accenting" and
 * "CRITICALS and FUMBLES"): d20s by the skill band against a goal number (characteristic + skill
 * + modifiers), keep the best die at or under the goal, its value read as successes on the victory
 * chart; an SFX d20 with every roll, and on a Good or Bad SFX an effect d20 on the seed's tables,
 * applied to the best die. The sheet's roller, the odds and the combat turn all roll here.
 */
import type { AbilityRollResult, GoalRollInfo, PoolSpec, RollModifier } from '../../rules/ability-roll';
import type { PoolOdds } from '../../rules/odds';
import type { Rng } from '../../rules/rng';
import type { SuccessLevel } from '../../rules/ruleset';
import type { DiceEngine, DiceOutcome } from '../dice';

export type Accent = 'negative' | 'positive';
/** Good SFX on an SFX die at or under `good`, Bad SFX at or over `bad` (003: a blessing 1–2, a curse 19–20). */
export type SfxRange = { good: number; bad: number };
export const DEFAULT_SFX: SfxRange = { good: 1, bad: 20 };

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

// ---------------------------------------------------------------- SFX

export type SfxKind = 'good' | 'bad';
/** The effect die's bands, as the seed's two tables print them. */
export type SfxBand = '1-10' | '11-15' | '16-19' | '20';
export const SFX_BANDS: readonly { band: SfxBand; from: number; to: number }[] = [
  { band: '1-10', from: 1, to: 10 },
  { band: '11-15', from: 11, to: 15 },
  { band: '16-19', from: 16, to: 19 },
  { band: '20', from: 20, to: 20 },
];

export function sfxBandOf(effectDie: number): SfxBand {
  return effectDie <= 10 ? '1-10' : effectDie <= 15 ? '11-15' : effectDie <= 19 ? '16-19' : '20';
}

/** One row of an SFX table: its text when the skill roll had succeeded and when it had failed. */
export type SfxRow = { band: SfxBand; onSuccess: string; onFailure: string };

/** 003 "The Good SFX Die" as printed. */
export const GOOD_SFX: readonly SfxRow[] = [
  { band: '1-10', onSuccess: 'A minor good effect: +2 goal on the next roll with that skill or some other small nice extra.', onFailure: 'A minor good effect: +2 goal on the next roll with that skill or some other small nice extra.' },
  { band: '11-15', onSuccess: 'A very nice effect: +2 goal with that skill for a short duration, an initiative bonus for a round or two, etc.', onFailure: 'The failure becomes a success with 1 VP.' },
  { band: '16-19', onSuccess: 'A very cool effect: +2 goal with that skill for the rest of the scene, or a bigger bonus for a short duration, etc.', onFailure: 'The failure becomes a success with 1 VP and a very nice effect.' },
  { band: '20', onSuccess: 'Auto-success with 2 VP and a super-great effect!', onFailure: 'Auto-success with 2 VP and a super-great effect!' },
];

/** 003 "The Bad SFX Die" as printed. */
export const BAD_SFX: readonly SfxRow[] = [
  { band: '1-10', onSuccess: 'A minor bad effect: \u22122 goal on the next roll with that skill or some other small annoying thing; the roll still succeeds.', onFailure: 'A minor bad effect: \u22122 goal on the next roll with that skill or some other small annoying thing.' },
  { band: '11-15', onSuccess: 'The other dice become failures.', onFailure: 'A bad effect: \u22122 goal to that skill for a short duration, an initiative penalty for a round or two, the character falls, drops something, etc.' },
  { band: '16-19', onSuccess: 'The other dice become failures, with a bad effect.', onFailure: 'A very bad effect: \u22122 goal to that skill for a scene, equipment failure, etc.' },
  { band: '20', onSuccess: 'The other dice become failures AND a super-awful effect!', onFailure: 'A super-awful effect!' },
];

/**
 * An SFX applied to the best die (003 "These effects are applied to the best result"). Good 11–19
 * turns a failure into a success with 1 VP; Good 20 is an auto-success with 2 VP (a roll that
 * already had more keeps its VPs: NOTES.md); Bad 11–20 turns a success into a failure; band 1–10
 * leaves the roll as it was.
 */
export function applySfx(base: { success: boolean; vp: number }, kind: SfxKind, effectDie: number): { success: boolean; vp: number; text: string; band: SfxBand } {
  const band = sfxBandOf(effectDie);
  const row = (kind === 'good' ? GOOD_SFX : BAD_SFX).find((r) => r.band === band)!;
  const text = base.success ? row.onSuccess : row.onFailure;
  if (kind === 'good') {
    if (band === '20') return { success: true, vp: Math.max(base.vp, 2), text, band };
    if (band !== '1-10' && !base.success) return { success: true, vp: 1, text, band };
    return { ...base, text, band };
  }
  if (band !== '1-10') return { success: false, vp: 0, text, band };
  return { ...base, text, band };
}

export function sfxKindOf(sfxDie: number, range: SfxRange = DEFAULT_SFX): SfxKind | null {
  return sfxDie <= range.good ? 'good' : sfxDie >= range.bad ? 'bad' : null;
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
    dice: [...dice],
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

export function goalRollLabel(success: boolean, vp: number): string {
  return success ? `Success, ${vp} VP` : 'Failure';
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
  return goalRollResult(rulesetId, pool, resolveGoalRoll(goalOf(pool), dice, poolAccent(pool), sfxDie, effect, range));
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

// ---------------------------------------------------------------- exact odds

/** The exact distribution of one task. `vp[k]` = P(success with k VP); every figure after the SFX. */
export type GoalOdds = {
  goal: number;
  dice: number;
  accent: Accent | null;
  pFailure: number;
  pSuccess: number;
  vp: number[];
  pGoodSfx: number;
  pBadSfx: number;
  /** P(each effect band) given a Good / Bad SFX (the effect d20: 10, 5, 4 and 1 chances in 20). */
  bands: { band: SfxBand; p: number }[];
};

const BAND_P: readonly { band: SfxBand; p: number }[] = SFX_BANDS.map((b) => ({ band: b.band, p: (b.to - b.from + 1) / 20 }));

/**
 * Exact odds. The best successful die is v with P = ((20−g+v)/20)^n − ((19−g+v)/20)^n for
 * g = min(goal, 20) (every die either over the goal or at most v, less every die over the goal or
 * under v); the SFX die is independent of the skill dice, and the effect die uniform.
 */
export function goalOdds(goal: number, dice: number, accent: Accent | null = null, range: SfxRange = DEFAULT_SFX): GoalOdds {
  const n = Math.max(1, Math.trunc(dice));
  const g = Math.min(20, Math.trunc(goal));
  const bonus = goal > 20 ? Math.trunc(goal) - 20 : 0;
  const base: number[] = [];
  let pFail = 1;
  if (g >= 1) {
    pFail = ((20 - g) / 20) ** n;
    let below = pFail;
    for (let v = 1; v <= g; v++) {
      const upTo = ((20 - g + v) / 20) ** n;
      const p = upTo - below;
      below = upTo;
      const k = victoryPoints(v + bonus, accent);
      base[k] = (base[k] ?? 0) + p;
    }
  }
  for (let k = 0; k < base.length; k++) base[k] ??= 0;
  const pGood = Math.min(20, Math.max(0, Math.trunc(range.good))) / 20;
  const pBad = Math.min(20, Math.max(0, 21 - Math.trunc(range.bad))) / 20;
  const pNone = Math.max(0, 1 - pGood - pBad);
  // Good: band 1–10 (½) leaves the roll; 11–19 (9/20) lifts a failure to 1 VP; 20 (1/20) gives at least 2 VP.
  // Bad: band 1–10 (½) leaves the roll; 11–20 (½) fails it.
  const vp = new Array<number>(Math.max(base.length, 3)).fill(0);
  let failure = 0;
  const keep = pNone + pGood * 0.5 + pBad * 0.5;
  failure += pFail * keep + pBad * 0.5;
  base.forEach((p, k) => { vp[k]! += p * keep; });
  vp[1]! += pFail * pGood * (9 / 20);
  base.forEach((p, k) => { vp[k]! += p * pGood * (9 / 20); vp[Math.max(k, 2)]! += p * pGood * (1 / 20); });
  vp[2]! += pFail * pGood * (1 / 20);
  while (vp.length > 1 && vp[vp.length - 1] === 0) vp.pop();
  const pSuccess = vp.reduce((a, b) => a + b, 0);
  return { goal: Math.trunc(goal), dice: n, accent, pFailure: failure, pSuccess, vp, pGoodSfx: pGood, pBadSfx: pBad, bands: BAND_P.map((b) => ({ ...b })) };
}

/** The distribution of the better of two independent draws over outcomes ordered worst first. */
export function betterOfTwo(pmf: readonly number[]): number[] {
  const out = new Array<number>(pmf.length).fill(0);
  let cdf = 0;
  let prev = 0;
  for (let i = 0; i < pmf.length; i++) {
    cdf += pmf[i]!;
    out[i] = cdf * cdf - prev;
    prev = cdf * cdf;
  }
  return out;
}

/**
 * Exact odds of a pool in the shared {@link PoolOdds} shape: `results` lists Failure (value −1)
 * and each VP count, worst first; `reroll` is a hero point's re-roll keeping the more favourable
 * (003 "The Hero Pool"), more favourable meaning more VP, any success over a failure.
 */
export function etkinOdds(pool: PoolSpec, options: { reroll?: boolean } = {}): PoolOdds {
  const reroll = options.reroll === true;
  const o = goalOdds(goalOf(pool), pool.diceRolled, poolAccent(pool), pool.sfx ?? DEFAULT_SFX);
  let pmf = [o.pFailure, ...o.vp];
  if (reroll) pmf = betterOfTwo(pmf);
  const levels: Record<SuccessLevel, number> = {
    'embarrassing-failure': 0, failure: 0, success: 0, 'good-success': 0, 'great-success': 0, 'amazing-success': 0,
  };
  const hits = new Array<number>(o.vp.length).fill(0);
  let expected = 0;
  pmf.forEach((p, i) => {
    const success = i > 0;
    const k = success ? i - 1 : 0;
    levels[levelOfGoalRoll(success, k)] += p;
    hits[k]! += p;
    expected += k * p;
  });
  return {
    diceRolled: o.dice,
    attributeRating: pool.attributeRating,
    hits,
    expectedHits: expected,
    pSuccess: 1 - pmf[0]!,
    pEmbarrassingFailure: 0,
    levels,
    reroll,
    results: pmf.map((p, i) => ({ value: i - 1, label: i === 0 ? 'Failure' : `Success, ${i - 1} VP`, p })),
  };
}

// ---------------------------------------------------------------- words

/** "Goal 14 (Dexterity 7 + Shoot 7): 3d20 [3, 18, 12] keep 12 → Success, 4 VP · SFX 1 Good (13: …)". */
export function etkinRollText(r: AbilityRollResult): string {
  const g = r.goalRoll;
  if (!g) return `${r.dice.join(' ')} \u2192 ${r.label}`;
  const terms = r.pool.terms.map((t) => `${t.name} ${t.rating}`).join(' + ');
  const mods = r.pool.modifiers.filter((m) => m.dice !== 0).map((m) => ` ${m.dice < 0 ? '\u2212' : '+'} ${Math.abs(m.dice)} ${m.source}`).join('');
  const accent = g.accent ? `, accented ${g.accent}ly` : '';
  const kept = g.kept === null ? 'none at or under the goal' : `keep ${g.dice[g.kept]}`;
  const base = g.baseSuccess ? `${g.successes} successes` : 'failure';
  let text = `Goal ${g.goal} (${terms}${mods}): ${g.dice.length}d20${accent} [${g.dice.join(', ')}] ${kept} (${base})`;
  if (g.sfx && g.effectDie !== null) text += ` \u00b7 SFX ${g.sfxDie} ${g.sfx === 'good' ? 'Good' : 'Bad'} (${g.effectDie}: ${g.effectText})`;
  else text += ` \u00b7 SFX ${g.sfxDie}`;
  return `${text} \u2192 ${r.label}`;
}

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
