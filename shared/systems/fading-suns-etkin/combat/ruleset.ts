/**
 * Seed 003's combat numbers in the shared CombatRuleset shape. The seed's turn (initiative factor,
 * up to three actions, tasks against goal numbers) is played by this folder's procedures, which
 * read none of FS3.2's attack, armor or damage tables: seed 003 leaves weapon damage and armor to
 * the Fading Suns rulebook, so the storyteller enters the levels lost (COMBAT-NOTES.md "Damage").
 * What the shared code still reads from here is the wound penalty of a stored level (CHARACTERS-
 * NOTES.md "Wounds": 'light' an endurance level, no penalty; any graver one a vitality level, −2).
 */
import { STANDARD_COMBAT_RULESET, type CombatRuleset } from '../../../core/mechanics/combat-ruleset';
import type { Ruleset } from '../../../core/dice/ruleset';

export const ETKIN_COMBAT_ID = 'fading-suns-etkin';

export const ETKIN_COMBAT_NUMBERS: Omit<CombatRuleset, 'core'> = {
  ...STANDARD_COMBAT_RULESET,
  id: ETKIN_COMBAT_ID,
  // 003 "Common Initiative Modifiers": "-2 to -10 Wound Penalty": −2 a vitality level, none for an endurance level.
  woundModifiers: { light: 0, moderate: 2, serious: 2, critical: 2 },
  // Seed 003 does not halve a healing level's penalty.
  healingWoundFactor: 1,
  // Nobody rolls to stay up: all five vitality levels lost is out (knockouts.ts).
  knockoutThreshold: 10,
};

/** The edition's `combatBase`: these numbers over the setting's core ruleset. */
export function etkinCombatBase(core: Ruleset): CombatRuleset {
  return { ...ETKIN_COMBAT_NUMBERS, core };
}
