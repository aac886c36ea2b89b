/**
 * Seed 003's core numbers in the shared Ruleset shape. The `dice` block keeps the d8 shape the
 * schema stores and this edition never reads it: the d20 goal rolls are seed 003's (dice.ts), not
 * a storyteller setting. Luck is the Hero Pool: its bonus is GOAL points (003 "a +4 GN modifier").
 */
import { deriveRuleset, FS3_2_RULESET, type Ruleset } from '../../rules/ruleset';

export const ETKIN_RULESET: Ruleset = deriveRuleset(FS3_2_RULESET, {
  id: 'fading-suns-etkin',
  name: 'Fading Suns (Etkin house rules)',
  edition: 'Fading Suns (Etkin)',
  // Fading Suns rates characteristics 1–10 and skills from 0; 003's dice chart runs to "Skill
  // level 11+", so skills go to 12 (the sheet's ranges; CHARACTERS-NOTES.md).
  ratings: { attribute: { min: 1, max: 10 }, actionSkill: { min: 0, max: 12 }, backgroundSkill: { min: 0, max: 12 } },
  // 003 prints no costs: one point per rating, editable (CHARACTERS-NOTES.md).
  pointCosts: { attributePerRating: 1, actionSkillPerRating: 1, backgroundSkillPerRating: 1, languageEach: 1 },
  // 003 "The Hero Pool": "a hero point may be spent to reroll … A second reroll may be made, but
  // at the cost of 2 additional hero points. One hero point may be spent to add … a +4 GN
  // modifier". Points equal Human (or Destiny): set per character by the characters slice.
  luck: {
    startingPoints: 1,
    bonusDice: 4,
    penaltyDice: 0,
    allowReroll: true,
    allowCancel: false,
    maxPointsPerRoll: 3,
    combat: { rollsPerTurn: 1, recoverFromKnockout: false, moveInjury: false },
  },
  defaultingModifier: 0,
});
