/**
 * The declare panel's exact odds of one task action (issue 22 item 6): the goal and dice the slot
 * would roll now (the same pool as resolve.ts), P(success), the VP distribution and the SFX
 * chances, with the hero pool's +4 or re-roll when earmarked. No die is rolled.
 */
import { findCombatant, type CombatContext } from '../../../core/combat/context';
import type { TaskOdds, TaskOddsQuery } from '../../../core/combat/procedures';
import { modifierIndex } from '../../../core/combat/world';
import { maxOfTwo } from '../../../core/dice/odds';
import { DEFAULT_SFX, goalOdds, goalOf, poolAccent } from '../dice';
import { turnActions } from './actions';
import { goalWords, taskPoolOf, type ResolveRules } from './resolve';

/**
 * The outcome distribution (failure first, then 0, 1, 2 … VP) after the hero pool's re-rolls: one
 * re-roll keeps the better of two; a second is taken only while the kept roll fails (resolve.ts),
 * so the failures of the first two are replaced by a third roll.
 */
export function withRerolls(pmf: readonly number[], rerolls: 0 | 1 | 2): number[] {
  if (rerolls === 0) return [...pmf];
  const two = maxOfTwo(pmf);
  if (rerolls === 1) return two;
  const stillFailed = two[0]!;
  return two.map((p, i) => (i === 0 ? stillFailed * pmf[0]! : p + stillFailed * pmf[i]!));
}

export function taskOdds(r: ResolveRules, ctx: CombatContext, q: TaskOddsQuery): TaskOdds | null {
  const c = findCombatant(ctx, q.combatantId);
  const a = q.actions[q.index];
  if (!c || !a || a.kind !== 'task' || turnActions(q.actions).length === 0) return null;
  const pool = taskPoolOf(r, ctx, c, q.actions, q.index, q.luck === 'bonus', modifierIndex(ctx).get(c.id));
  const o = goalOdds(goalOf(pool), pool.diceRolled, poolAccent(pool), pool.sfx ?? DEFAULT_SFX);
  const pmf = withRerolls([o.pFailure, ...o.vp], q.luck === 'reroll' ? (q.rerolls ?? 1) : 0);
  const vp = pmf.slice(1).map((p, k) => ({ vp: k, p })).filter((v) => v.p > 0);
  return {
    goal: goalOf(pool),
    dice: pool.diceRolled,
    text: `${goalWords(pool)}, ${pool.diceRolled}d20`,
    pSuccess: 1 - pmf[0]!,
    vp,
    pGoodSfx: o.pGoodSfx,
    pBadSfx: o.pBadSfx,
  };
}
