/**
 * FS3.1's core numbers in the shared Ruleset shape (seed 002 with seed 000's storyteller numbers).
 * The `dice` block keeps the d8 shape the schema stores and FS3.1 never reads it: FS3.1 rolls the
 * d100 result table (dice.ts), which is seed 002's and not a storyteller setting. Luck's bonus and
 * penalty are PERCENT here (002 "+50 modifier"), since FS3.1's modifiers are added to a d100.
 */
import { deriveRuleset, STANDARD_RULESET, type Ruleset } from '../../core/dice/ruleset';

export const FS31_RULESET: Ruleset = deriveRuleset(STANDARD_RULESET, {
  id: 'fs3.1',
  name: 'FS3.1',
  edition: 'FS3.1',
  // 002 "Attributes are rated on a 1-12 scale"; "Skills are rated on a 0-12 scale".
  ratings: { attribute: { min: 1, max: 12 }, actionSkill: { min: 0, max: 12 }, backgroundSkill: { min: 0, max: 12 } },
  // 002 "Attributes cost 1 point per rating", "Skills cost 1 point per rating"; languages are
  // skills (002 "Language Skills"), so 1 point per rating too.
  pointCosts: { attributePerRating: 1, actionSkillPerRating: 1, backgroundSkillPerRating: 1, languageEach: 1 },
  // 000 "Sample Configuration": 80 points; no more than 4 abilities at 7+, 32 in attributes, 32 in
  // action skills; 1–4 quirks; at least 2 background skills.
  chargen: {
    abilityPoints: 80,
    highRatingThreshold: 7,
    maxHighRatedAbilities: 4,
    minBackgroundSkills: 2,
    maxActionSkillPoints: 32,
    maxAttributePoints: 32,
    minQuirks: 1,
    maxQuirks: 4,
  },
  // 002 "Experience" cost table; 000 "Awarding XP" 1 XP a week, "Limiting XP" one raise every 3
  // days and at most 16 XP saved. A language is a rated skill, learned at the table's 0 → 1 cost
  // (002: XP "can be used to learn new Skills"), so its learning cost is that 1 (xp.ts).
  xp: { raiseCost: [1, 2, 2, 4, 4, 4, 8, 8, 8, 12, 12, 12], weeklyAward: 1, daysBetweenRaises: 3, maxSavedXp: 16, languageCost: 1 },
  // 002 "Luck": start with 1; +50 / −50; re-roll keeping the better; cancel; one point per roll;
  // in combat one roll a turn, recover from a knockout, move an injury.
  luck: {
    startingPoints: 1,
    bonusDice: 50,
    penaltyDice: 50,
    allowReroll: true,
    allowCancel: true,
    maxPointsPerRoll: 1,
    combat: { rollsPerTurn: 1, recoverFromKnockout: true, moveInjury: true },
  },
  // 002 "What to Roll": "A skill loosely related to the task at hand. −30".
  defaultingModifier: -30,
});
