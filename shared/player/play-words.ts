/**
 * Issue 38 (found by the changes' privacy property test): a personal link's own declaration, in
 * the words players may read. The storyteller's text names combatants by their real names ("attack
 * Centurion One"); a player knows an NPC as "NPC 1" or its public name, and a hidden one not at
 * all. Names are put through the same lens as the players' view; a declaration that names someone
 * hidden from players is told without its words, since even its action would tell of them.
 */
import type { CombatView } from '../core/combat/view';
import { leaks, makeLens, mark, peopleOf, unmark, type Lens } from './lens';
import type { PlayerPrivacy } from './privacy';
import { publicFightOf } from './public-input';

/** Said of a declaration that names someone the players do not see. */
export const DECLARED_UNSAID = 'Declared';

/** One lens per view object (one per step) and privacy: every link's picture of a step shares it. */
const lensMemo = new WeakMap<CombatView, { privacy: string; lens: Lens }>();

function lensOf(view: CombatView, privacy: PlayerPrivacy): Lens {
  const key = JSON.stringify(privacy);
  const known = lensMemo.get(view);
  if (known?.privacy === key) return known.lens;
  const lens = makeLens(peopleOf(publicFightOf(view), privacy));
  lensMemo.set(view, { privacy: key, lens });
  return lens;
}

export function playerDeclaredText(view: CombatView, privacy: PlayerPrivacy, text: string): string {
  const lens = lensOf(view, privacy);
  const marked = mark(lens, text);
  if (marked.mentioned.some((p) => p.hidden)) return DECLARED_UNSAID;
  const out = unmark(lens, marked.text);
  return leaks(lens, out) ? DECLARED_UNSAID : out;
}
