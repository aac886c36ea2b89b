/**
 * AresMUSH Third Edition's core numbers as the shared Ruleset value: the reference's §A (dice) and
 * §B (ratings, chargen, XP, luck) with AresMUSH's default config. What the Ruleset cannot express
 * (per-type XP tables, chargen point buckets, scene luck) is read from the campaign's AresMUSH
 * configuration by this edition's ops.
 */
import { deriveRuleset, STANDARD_RULESET, type Ruleset } from '../../core/dice/ruleset';

export const ARES3E_RULESET: Ruleset = deriveRuleset(STANDARD_RULESET, {
  id: 'aresmush-3e',
  name: 'AresMUSH Third Edition',
  edition: 'AresMUSH Third Edition',
  dice: {
    // §A.1: success_target_number = 6; titles 1–2 / 3–4 / 5–6 / 7+.
    hitThreshold: 6,
    successBands: [
      { minHits: 0, level: 'failure', label: 'Failure' },
      { minHits: 1, level: 'success', label: 'Success' },
      { minHits: 3, level: 'good-success', label: 'Good Success' },
      { minHits: 5, level: 'great-success', label: 'Great Success' },
      { minHits: 7, level: 'amazing-success', label: 'Amazing Success' },
    ],
    embarrassingFailure: { kind: 'ones-more-than-half-pool' },
    zeroPool: { kind: 'minimum-dice', dice: 1 },
    attributeAloneBonus: 1,
    rawPoolBonus: 2,
    // §A.4: 1 Marginal, 2 Victory, ≥ 3 Crushing.
    marginBands: [
      { minNet: 0, margin: 'draw', label: 'Draw' },
      { minNet: 1, margin: 'marginal', label: 'Marginal Victory' },
      { minNet: 2, margin: 'solid', label: 'Victory' },
      { minNet: 3, margin: 'crushing', label: 'Crushing Victory' },
    ],
  },
  // §B.2: attributes 1–4, action skills 1–8 (0 with incapable skills), backgrounds and languages 0–3.
  ratings: { attribute: { min: 1, max: 4 }, actionSkill: { min: 0, max: 8 }, backgroundSkill: { min: 0, max: 3 } },
  pointCosts: { attributePerRating: 2, actionSkillPerRating: 1, backgroundSkillPerRating: 1, languageEach: 1 },
  chargen: {
    abilityPoints: 40,
    highRatingThreshold: 7,
    maxHighRatedAbilities: 1,
    minBackgroundSkills: 2,
    maxActionSkillPoints: 28,
    maxAttributePoints: 12,
    minQuirks: 0,
    maxQuirks: null,
  },
  // §B.7: action skill spends per level (0 → 1: a new ability, 1 XP); 30 days between spends;
  // hoard 4; 1 XP a week; a new language, like any new ability, costs 1 XP.
  xp: { raiseCost: [1, 1, 2, 3, 6, 8, 8, 12], weeklyAward: 1, daysBetweenRaises: 30, maxSavedXp: 4, languageCost: 1 },
  // §B.8, §C.21: start 1, max 3, +3 dice in combat, no re-roll or cancel.
  luck: {
    startingPoints: 1,
    maxPoints: 3,
    bonusDice: 3,
    penaltyDice: 0,
    allowReroll: false,
    allowCancel: false,
    maxPointsPerRoll: 1,
    combat: { rollsPerTurn: 1, recoverFromKnockout: true, moveInjury: false },
  },
  defaultingModifier: 0,
});
