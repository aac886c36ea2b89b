/** FS3.2's sheet, roller and wound operations: the FS3 engine in shared/core with the system's numbers. */
import { checkCharacter, countPoints } from '../../core/character/chargen';
import { poolForAbility } from '../../core/character/character-roll';
import { healingPointsNeeded } from '../../core/mechanics/healing';
import { totalWoundModifier, woundModifierOf } from '../../core/mechanics/wounds';
import { awardXp, nextRaiseDate, raiseSkill, xpCostToRaise } from '../../core/character/xp';
import type { EditionOps } from '../types';
import { FS32_HEALING } from './healing';
import { FS32_OPPOSED, fs32DefaultedPool } from './opposed';
import { fs32RatingLabel } from './ratings';

export const FS32_OPS: EditionOps = {
  checkCharacter: (s, input) => checkCharacter(s.setting, input),
  countPoints: (setting, character) => countPoints(setting, character),
  xpCostToRaise: (s, rating, kind) => xpCostToRaise(s.core, rating, kind),
  nextRaiseDate: (s, character) => nextRaiseDate(s.core, character),
  raiseSkill: (s, character, request) => raiseSkill(s.setting, character, request),
  awardXp: (s, character, award) => awardXp(s.core, character, award),
  poolForAbility: (s, character, ability, modifiers, attributeOverride) => poolForAbility(s.setting, character, ability, modifiers, attributeOverride),
  rollAbility: (s, pool, rng) => s.edition.dice.roll(s.core, pool, rng),
  abilityOdds: (s, pool, options) => s.edition.dice.odds(s.core, pool, options),
  woundModifierOf: (s, wound) => woundModifierOf(wound, s.combat),
  totalWoundModifier: (s, wounds) => totalWoundModifier(wounds, s.combat),
  healingPointsNeeded: (s, wound) => healingPointsNeeded(s.combat, wound),
  opposed: FS32_OPPOSED,
  defaultedPool: fs32DefaultedPool,
  healing: FS32_HEALING,
  ratingLabel: (_s, kind, rating) => fs32RatingLabel(kind, rating),
};
