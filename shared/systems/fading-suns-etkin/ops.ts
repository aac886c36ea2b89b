/**
 * Seed 003's sheet, roller, XP and wound operations. First version: the d20 goal rolls and pools
 * are the edition's own; chargen, XP, wounds and healing borrow the FS3 engine's until the
 * characters slice gives them seed 003's readings.
 */
import { checkCharacter, countPoints } from '../../rules/chargen';
import { healingPointsNeeded } from '../../rules/combat/healing';
import { totalWoundModifier, woundModifierOf } from '../../rules/combat/wounds';
import { awardXp, nextRaiseDate, raiseSkill, xpCostToRaise } from '../../rules/xp';
import { FS32_HEALING } from '../fs3.2/healing';
import type { EditionOps } from '../types';
import { etkinOdds, etkinRoll } from './dice';
import { ETKIN_LUCK_REROLLS } from './hero';
import { ETKIN_OPPOSED } from './opposed';
import { ETKIN_ROLL_OPTIONS } from './roll-options';
import { ETKIN_SITUATIONS, etkinDefaultedPool, etkinPoolForAbility } from './pools';

export const ETKIN_OPS: EditionOps = {
  checkCharacter: (s, input) => checkCharacter(s.setting, input),
  countPoints: (setting, character) => countPoints(setting, character),
  xpCostToRaise: (s, rating, kind) => xpCostToRaise(s.core, rating, kind),
  nextRaiseDate: (s, character) => nextRaiseDate(s.core, character),
  raiseSkill: (s, character, request) => raiseSkill(s.setting, character, request),
  awardXp: (s, character, award) => awardXp(s.core, character, award),
  poolForAbility: etkinPoolForAbility,
  rollAbility: (s, pool, rng) => etkinRoll(s.core.id, pool, rng),
  abilityOdds: (_s, pool, options) => etkinOdds(pool, options),
  woundModifierOf: (s, wound) => woundModifierOf(wound, s.combat),
  totalWoundModifier: (s, wounds) => totalWoundModifier(wounds, s.combat),
  healingPointsNeeded: (s, wound) => healingPointsNeeded(s.combat, wound),
  // Rolls slice: opposed rolls, accenting and the SFX range, the hero pool's re-rolls.
  opposed: ETKIN_OPPOSED,
  rollOptions: ETKIN_ROLL_OPTIONS,
  luckRerolls: ETKIN_LUCK_REROLLS,
  rollSituations: ETKIN_SITUATIONS,
  defaultedPool: etkinDefaultedPool,
  healing: FS32_HEALING,
};
