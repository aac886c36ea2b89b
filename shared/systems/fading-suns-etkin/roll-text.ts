/**
 * A task roll told in one line for the roll log and the roller (`DiceEngine.rollText`): the goal
 * and its parts, every d20, the kept die with its successes, the SFX die and its effect, the result.
 * "Goal 14 (Dexterity 7 + Shoot 7): 3d20 [3, 18, 12] keep 12 (12 successes, 4 VP) · SFX 1 Good
 * (13: A very nice effect …) → Success, 4 VP".
 */
import type { AbilityRollResult, GoalRollInfo, PoolSpec } from '../../core/dice/ability-roll';

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

/** "Dexterity 7 + Shoot 7, Non-stressful +2, Wounds −4" (a source that names its number keeps it). */
export function goalParts(pool: Pick<PoolSpec, 'terms' | 'modifiers'>): string {
  const terms = pool.terms.map((t) => `${t.name} ${t.rating}`).join(' + ');
  const mods = pool.modifiers
    .filter((m) => m.dice !== 0)
    .map((m) => (/\d/.test(m.source) ? m.source.replace(/(^|\s)-(\d)/g, '$1\u2212$2') : `${m.source} ${signed(m.dice)}`));
  return [terms, ...mods].filter((x) => x !== '').join(', ');
}

/** "keep 12 (12 successes, 4 VP)", or "none at or under 14". */
export function keptText(g: Pick<GoalRollInfo, 'dice' | 'kept' | 'goal' | 'successes' | 'baseVp'>): string {
  if (g.kept === null) return g.goal < 1 ? `goal ${g.goal} cannot be made` : `none at or under ${g.goal}`;
  return `keep ${g.dice[g.kept]} (${g.successes} ${g.successes === 1 ? 'success' : 'successes'}, ${g.baseVp} VP)`;
}

/** "SFX 1 Good (13: A very nice effect …)", "SFX 7". */
export function sfxText(g: Pick<GoalRollInfo, 'sfxDie' | 'sfx' | 'effectDie' | 'effectText'>): string {
  if (g.sfx === null || g.effectDie === null) return `SFX ${g.sfxDie}`;
  return `SFX ${g.sfxDie} ${g.sfx === 'good' ? 'Good' : 'Bad'} (${g.effectDie}: ${g.effectText ?? ''})`;
}

export function etkinRollText(r: AbilityRollResult): string {
  const g = r.goalRoll;
  if (!g) return `${r.dice.join(' ')} \u2192 ${r.label}`;
  const accent = g.accent ? ` accented ${g.accent}ly` : '';
  // A blessing or curse is named beside the SFX die, so "SFX 2 Good" reads right.
  const range = r.pool.sfx ? ` [Good \u2264 ${r.pool.sfx.good}, Bad \u2265 ${r.pool.sfx.bad}]` : '';
  return `Goal ${g.goal} (${goalParts(r.pool)}): ${g.dice.length}d20${accent} [${g.dice.join(', ')}] ${keptText(g)} \u00b7 ${sfxText(g)}${range} \u2192 ${r.label}`;
}
