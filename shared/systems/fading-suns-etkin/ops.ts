/**
 * Seed 003's sheet, roller, XP and wound operations. The d20 goal rolls and pools are the edition's
 * own (dice.ts, pools.ts); chargen, XP, ratings, wounds, healing and the hero pool on the sheet are
 * the characters slice's (CHARACTERS-NOTES.md).
 */
import { awardXp } from '../../core/character/xp';
import type { EditionOps } from '../types';
import { etkinCheckCharacter, etkinCountPoints } from './chargen';
import { etkinOdds, etkinRoll } from './dice';
import { ETKIN_HEALING } from './healing';
import { ETKIN_LUCK_REROLLS } from './hero';
import { heroRefresh } from './hero-pool';
import { etkinStartingCharacter } from './new-character';
import { ETKIN_OPPOSED } from './opposed';
import { ETKIN_ROLL_OPTIONS } from './roll-options';
import { ETKIN_SITUATIONS, etkinDefaultedPool, etkinPoolForAbility } from './pools';
import { etkinRatingLabel, etkinRatingRange } from './ratings';
import { etkinSheetTracks } from './sheet';
import { etkinPresetRolls } from './occult-sensitivity';
import { etkinHealingPointsNeeded, etkinTotalWoundModifier, etkinWoundModifierOf } from './wounds';
import { etkinNextRaiseDate, etkinRaiseOffer, etkinRaiseSkill, etkinXpCostToRaise } from './xp';

export const ETKIN_OPS: EditionOps = {
  // Characters: chargen.ts, xp.ts, ratings.ts, new-character.ts (CHARACTERS-NOTES.md).
  checkCharacter: etkinCheckCharacter,
  countPoints: (setting, character) => etkinCountPoints(setting, character),
  xpCostToRaise: (s, rating, kind) => etkinXpCostToRaise(s, rating, kind),
  nextRaiseDate: etkinNextRaiseDate,
  raiseSkill: etkinRaiseSkill,
  awardXp: (s, character, award) => awardXp(s.core, character, award),
  raiseOffer: etkinRaiseOffer,
  ratingRange: (s, list, name) => etkinRatingRange(s.core, list, name),
  ratingLabel: (_s, kind, rating) => etkinRatingLabel(kind, rating),
  startingCharacter: etkinStartingCharacter,
  poolForAbility: etkinPoolForAbility,
  presetRolls: etkinPresetRolls,
  rollAbility: (s, pool, rng) => etkinRoll(s.core.id, pool, rng),
  abilityOdds: (_s, pool, options) => etkinOdds(pool, options),
  // Wounds and healing: wounds.ts, healing.ts; the hero pool on the sheet: hero-pool.ts, sheet.ts.
  woundModifierOf: (_s, wound) => etkinWoundModifierOf(wound),
  totalWoundModifier: (_s, wounds) => etkinTotalWoundModifier(wounds),
  healingPointsNeeded: (_s, wound) => etkinHealingPointsNeeded(wound),
  // Rolls: opposed rolls, accenting and the SFX range, the hero pool's re-rolls (ROLLS-NOTES.md).
  opposed: ETKIN_OPPOSED,
  rollOptions: ETKIN_ROLL_OPTIONS,
  luckRerolls: ETKIN_LUCK_REROLLS,
  rollSituations: ETKIN_SITUATIONS,
  defaultedPool: etkinDefaultedPool,
  healing: ETKIN_HEALING,
  sheetTracks: etkinSheetTracks,
  luckRefresh: (_s, character, span) => heroRefresh(character, span),
  luckWord: 'Hero points',
  // Fading Suns' words: characteristics, skills (natural and learned), lores and the rest.
  sheetWords: { attributes: 'Characteristics', actionSkills: 'Skills', backgroundSkills: 'Lores and other skills', rulingAttribute: 'Characteristic' },
};
