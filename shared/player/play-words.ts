/**
 * Issue 42 (follow-up): a refusal the step gives, or a declaration's words, in the storyteller's
 * words ("Kurgan is not knocked out.", "attack Velkaris's Nightjar") said as the players know everyone: each name through the
 * players' lens (an NPC as "NPC 2", a vehicle as its type). A reason that would still name someone
 * hidden, or an id, is not sent at all: the player gets a plain one instead.
 */
import type { CombatView } from '../core/combat/view';
import { leaks, makeLens, mark, peopleOf, unmark, type Lens } from './lens';
import type { PlayerPrivacy } from './privacy';
import { publicFightOf } from './public-input';

export const PLAIN_REFUSAL = 'The storyteller\'s app cannot take this declaration as it stands. Check the fight and declare again.';

const lenses = new WeakMap<CombatView, { privacy: string; lens: Lens }>();

function lensOf(view: CombatView, privacy: PlayerPrivacy): Lens {
  const key = JSON.stringify(privacy);
  const known = lenses.get(view);
  if (known?.privacy === key) return known.lens;
  const lens = makeLens(peopleOf(publicFightOf(view), privacy));
  lenses.set(view, { privacy: key, lens });
  return lens;
}

/** `text` with every name as the players know it; `fallback` (the plain refusal) when anything hidden would remain. */
export function playerWords(view: CombatView, privacy: PlayerPrivacy, text: string, fallback = PLAIN_REFUSAL): string {
  const lens = lensOf(view, privacy);
  const marked = mark(lens, text);
  if (marked.mentioned.some((p) => p.hidden)) return fallback;
  const out = unmark(lens, marked.text);
  const ids = [...view.combatants.map((c) => c.id), ...view.vehicles.map((v) => v.id)];
  return leaks(lens, out) || ids.some((id) => out.includes(id)) ? fallback : out;
}

/** Said of a declaration that names someone the players do not see (issue 38's privacy property test). */
export const DECLARED_UNSAID = 'Declared';

/** A personal link's own declaration in the players' words; "Declared" when it would name anyone hidden. */
export function playerDeclaredText(view: CombatView, privacy: PlayerPrivacy, text: string): string {
  return playerWords(view, privacy, text, DECLARED_UNSAID);
}
