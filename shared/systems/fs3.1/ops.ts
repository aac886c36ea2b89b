/**
 * FS3.1's sheet, roller, XP and wound operations (seed 002, with seed 000's numbers). Each entry
 * comes from the file of its slice: pools and opposed rolls, luck, wounds and healing, chargen
 * and XP.
 */
import { checkCharacter, countPoints } from '../../rules/chargen';
import { awardXp, nextRaiseDate, raiseSkill, xpCostToRaise } from '../../rules/xp';
import type { EditionOps } from '../types';
import { FS31_SITUATIONS, fs31DefaultedPool, fs31PoolForAbility } from './character-pools';
import { fs31Odds, fs31Roll } from './dice';
import { FS31_HEALING } from './healing';
import { FS31_OPPOSED } from './opposed';
import { fs31HealingPointsNeeded, fs31TotalWoundModifier, fs31WoundModifierOf } from './wounds';

export const FS31_OPS: EditionOps = {
  checkCharacter: (s, input) => checkCharacter(s.setting, input),
  countPoints: (setting, character) => countPoints(setting, character),
  xpCostToRaise: (s, rating, kind) => xpCostToRaise(s.core, rating, kind),
  nextRaiseDate: (s, character) => nextRaiseDate(s.core, character),
  raiseSkill: (s, character, request) => raiseSkill(s.setting, character, request),
  awardXp: (s, character, award) => awardXp(s.core, character, award),
  poolForAbility: fs31PoolForAbility,
  rollAbility: (s, pool, rng) => fs31Roll(s.core.id, pool, rng),
  abilityOdds: (_s, pool, options) => fs31Odds(pool, options),
  woundModifierOf: (_s, wound) => fs31WoundModifierOf(wound),
  totalWoundModifier: (_s, wounds) => fs31TotalWoundModifier(wounds),
  healingPointsNeeded: (_s, wound) => fs31HealingPointsNeeded(wound),
  opposed: FS31_OPPOSED,
  rollSituations: FS31_SITUATIONS,
  defaultedPool: fs31DefaultedPool,
  healing: FS31_HEALING,
};
