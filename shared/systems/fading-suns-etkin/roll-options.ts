/**
 * The roller's options for a task (issue 22): accenting and the storyteller's SFX range, applied
 * to a pool built from the sheet, and the odds of the same task under the other choices.
 * 003 "Accenting": "You can gain an extra die for negative accenting, but then you get 1 VP per 4
 * successes. OR you can accent positively and lose a die, but you get 1 VP per 2 successes.
 * (obviously if your skill is only 1-2 you cant accent positively)". 003 "CRITICALS and FUMBLES":
 * "a character may have his SFX die adjusted temporarily by a blessing (he gets good SFX on 1 or 2,
 * or by a curse, he fumbles on 19 or 20 on SFX)".
 */
import type { PoolSpec } from '../../core/dice/ability-roll';
import type { RollOptionRequest, RollOptionsOps, RollVariantOdds } from '../types';
import { accentRefusal, DEFAULT_SFX, dicePerAccent, diceForSkill, goalOdds, goalOf, skillRatingOf, type Accent } from './dice';
import { HERO_REROLL_POINTS } from './hero';
import { sfxRangeRefusal } from './sfx';

/** The pool with an accent and an SFX range in force, or a refusal naming the field. */
export function withRollOptions(pool: PoolSpec, options: RollOptionRequest): PoolSpec | { field: 'accent' | 'sfx'; message: string } {
  const accent = options.accent ?? pool.accent ?? null;
  const sfx = options.sfx ?? pool.sfx ?? DEFAULT_SFX;
  const sfxWhy = sfxRangeRefusal(sfx);
  if (sfxWhy !== null) return { field: 'sfx', message: sfxWhy };
  const skill = skillRatingOf(pool);
  const accentWhy = accentRefusal(skill, accent);
  if (accentWhy !== null) return { field: 'accent', message: accentWhy };
  const { accent: _a, sfx: _s, ...rest } = pool;
  return {
    ...rest,
    diceRolled: dicePerAccent(diceForSkill(skill), accent),
    ...(accent ? { accent } : {}),
    ...(sfx.good !== DEFAULT_SFX.good || sfx.bad !== DEFAULT_SFX.bad ? { sfx: { good: sfx.good, bad: sfx.bad } } : {}),
  };
}

const ACCENTS: readonly { accent: Accent | null; label: string }[] = [
  { accent: null, label: 'No accent' },
  { accent: 'negative', label: 'Negative accent (one die more, 1 VP per 4 successes)' },
  { accent: 'positive', label: 'Positive accent (one die fewer, 1 VP per 2 successes)' },
];

/**
 * The same task with each accent (the "with and without accenting") and with one or two
 * hero re-rolls of the pool as chosen (the first for 1 point, the second for 2 more).
 */
export function etkinVariants(pool: PoolSpec): RollVariantOdds[] {
  const skill = skillRatingOf(pool);
  const range = pool.sfx ?? DEFAULT_SFX;
  const out: RollVariantOdds[] = ACCENTS.map(({ accent, label }) => {
    const why = accentRefusal(skill, accent);
    if (why !== null) return { label, pSuccess: 0, expected: 0, refused: why };
    const o = goalOdds(goalOf(pool), dicePerAccent(diceForSkill(skill), accent), accent, range);
    return { label, pSuccess: o.pSuccess, expected: o.expectedVp };
  });
  const accent = pool.accent ?? null;
  [1, 2].forEach((rerolls) => {
    const o = goalOdds(goalOf(pool), pool.diceRolled, accent, range, rerolls);
    const points = HERO_REROLL_POINTS.slice(0, rerolls).reduce((a, b) => a + b, 0);
    out.push({ label: `${rerolls === 1 ? 'One hero re-roll' : 'Both hero re-rolls'} (${points} ${points === 1 ? 'point' : 'points'}), as chosen`, pSuccess: o.pSuccess, expected: o.expectedVp });
  });
  return out;
}

export const ETKIN_ROLL_OPTIONS: RollOptionsOps = {
  apply: (_s, pool, options) => withRollOptions(pool, options),
  variants: (_s, pool) => etkinVariants(pool),
};
