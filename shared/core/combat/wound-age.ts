/**
 * Issue 39: a stored wound joins a fight with its age (`Wound.ageMinutes`), so Treat honours seed
 * 000's "First aid can only be used within an hour of the initial injury" in a fight as it does
 * outside one. A fight started before resolution revision 5 ignores the ages: its stored
 * `combatant.add` commands replay (and later joins play) as they did.
 */
import type { Wound } from '../mechanics/wounds';
import { resolutionRevisionOf, type CombatContext } from './context';

/** The first resolution revision in which joining wounds keep their age. */
export const WOUND_AGE_REVISION = 5;

/** The wounds a combatant brings in, with their ages when the fight's revision honours them. */
export function joiningWounds(ctx: CombatContext, wounds: readonly Wound[]): Wound[] {
  if (resolutionRevisionOf(ctx) >= WOUND_AGE_REVISION) return [...wounds];
  return wounds.map((w) => {
    if (w.ageMinutes === undefined) return w;
    const { ageMinutes: _age, ...rest } = w;
    return rest;
  });
}
