/**
 * FS3.1's sheet, roller, XP and wound operations (seed 002, with seed 000's numbers). Each entry
 * comes from the file of its slice: pools and opposed rolls, luck, wounds and healing, chargen
 * and XP.
 */
import { awardXp } from '../../core/character/xp';
import type { EditionOps } from '../types';
import { FS31_SITUATIONS, fs31DefaultedPool, fs31PoolForAbility } from './character-pools';
import { fs31CheckCharacter, fs31CountPoints } from './chargen';
import { fs31Odds, fs31Roll } from './dice';
import { FS31_HEALING } from './healing';
import { fs31KnockoutRisk } from './knockout-risk';
import { fs31StartingCharacter } from './new-character';
import { FS31_OPPOSED } from './opposed';
import { backgroundKind, fs31RatingLabel, fs31RatingRange } from './ratings';
import { fs31HealingPointsNeeded, fs31TotalWoundModifier, fs31WoundModifierOf } from './wounds';
import { fs31NextRaiseDate, fs31RaiseOffer, fs31RaiseSkill, fs31XpCostToRaise } from './xp';

export const FS31_OPS: EditionOps = {
  // Chargen, XP and ratings (growth): chargen.ts, xp.ts, ratings.ts, new-character.ts.
  checkCharacter: fs31CheckCharacter,
  countPoints: (setting, character) => fs31CountPoints(setting, character),
  xpCostToRaise: fs31XpCostToRaise,
  nextRaiseDate: fs31NextRaiseDate,
  raiseSkill: fs31RaiseSkill,
  awardXp: (s, character, award) => awardXp(s.core, character, award),
  raiseOffer: fs31RaiseOffer,
  ratingRange: (s, list) => fs31RatingRange(s.core, list),
  ratingLabel: (s, kind, rating, name) => fs31RatingLabel(kind === 'background-skill' && name !== undefined ? backgroundKind(s, name) : kind, rating),
  startingCharacter: fs31StartingCharacter,
  poolForAbility: fs31PoolForAbility,
  rollAbility: (s, pool, rng) => fs31Roll(s.core.id, pool, rng),
  abilityOdds: (_s, pool, options) => fs31Odds(pool, options),
  woundModifierOf: (s, wound) => fs31WoundModifierOf(wound, s.combat),
  totalWoundModifier: (s, wounds) => fs31TotalWoundModifier(wounds, s.combat),
  healingPointsNeeded: (s, wound) => fs31HealingPointsNeeded(wound, s.combat),
  opposed: FS31_OPPOSED,
  rollSituations: FS31_SITUATIONS,
  knockoutRisk: fs31KnockoutRisk,
  defaultedPool: fs31DefaultedPool,
  healing: FS31_HEALING,
};
