/**
 * Issue 18: the total dice pool shown beside each action skill on the sheet and its PDF (the
 * skill with its ruling attribute, as the edition builds a roll's pool, no situational modifiers).
 * Through the edition's ops, so each edition's own pool rules apply.
 */
import { AbilityLookupError } from '../core/character/character-roll';
import type { Character } from '../domain/character';
import type { GameSystem } from './types';

/** The dice a plain roll of `skill` takes, or null when the edition cannot build that roll. */
export function skillDice(system: GameSystem, character: Character, skill: string): number | null {
  try {
    return system.edition.ops.poolForAbility(system, character, skill).diceRolled;
  } catch (error) {
    if (error instanceof AbilityLookupError) return null;
    throw error;
  }
}
