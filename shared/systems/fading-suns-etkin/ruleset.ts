/**
 * Seed 003's core numbers in the shared Ruleset shape. The `dice` block keeps the d8 shape the
 * schema stores and this edition never reads it: the d20 goal rolls are seed 003's (dice.ts), not
 * a storyteller setting. Luck is the Hero Pool: its bonus is GOAL points (003 "a +4 GN modifier").
 */
import { deriveRuleset, STANDARD_RULESET, type Ruleset } from '../../core/dice/ruleset';

export const ETKIN_RULESET: Ruleset = deriveRuleset(STANDARD_RULESET, {
  id: 'fading-suns-etkin',
  name: 'Fading Suns (Etkin house rules)',
  edition: 'Fading Suns (Etkin)',
  // Fading Suns rates characteristics 1–10 and skills from 0; 003's dice chart runs to "Skill
  // level 11+", so skills go to 12 (the sheet's ranges; CHARACTERS-NOTES.md).
  ratings: { attribute: { min: 1, max: 10 }, actionSkill: { min: 0, max: 12 }, backgroundSkill: { min: 0, max: 12 } },
  // 003 prints no costs: one point per rating, editable (CHARACTERS-NOTES.md).
  pointCosts: { attributePerRating: 1, actionSkillPerRating: 1, backgroundSkillPerRating: 1, languageEach: 1 },
  // 003 prints no creation limits: a pool that binds nothing (going over it is a note), no caps,
  // no minimums (CHARACTERS-NOTES.md "Creation check"); the storyteller sets the rulebook's.
  chargen: {
    abilityPoints: 200,
    highRatingThreshold: 8,
    maxHighRatedAbilities: null,
    minBackgroundSkills: 0,
    maxActionSkillPoints: null,
    maxAttributePoints: null,
    minQuirks: 0,
    maxQuirks: null,
  },
  // 003 prints no XP costs: the console's cost table with a placeholder (the new rating in XP),
  // no weekly award, no wait, no hoard cap; the storyteller enters the rulebook's (CHARACTERS-NOTES.md "XP").
  xp: { raiseCost: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], weeklyAward: 0, daysBetweenRaises: null, maxSavedXp: null, languageCost: null },
  // 003 "The Hero Pool": "a hero point may be spent to reroll … A second reroll may be made, but
  // at the cost of 2 additional hero points. One hero point may be spent to add … a +4 GN
  // modifier". Points equal Human (or Destiny): set per character by the characters slice.
  luck: {
    // A new character's pool is full (new-character.ts: Human's rating); the cap is per character.
    startingPoints: 3,
    maxPoints: null,
    bonusDice: 4,
    penaltyDice: 0,
    allowReroll: true,
    allowCancel: false,
    maxPointsPerRoll: 3,
    combat: { rollsPerTurn: 1, recoverFromKnockout: false, moveInjury: false },
  },
  defaultingModifier: 0,
});
