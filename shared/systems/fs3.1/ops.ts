/**
 * FS3.1's sheet, roller, XP and wound operations (seed 002, with seed 000's numbers). Each entry
 * comes from the file of its slice: pools and opposed rolls, luck, wounds and healing, chargen
 * and XP.
 */
import { healingPointsNeeded } from '../../rules/combat/healing';
import { totalWoundModifier, woundModifierOf } from '../../rules/combat/wounds';
import { awardXp } from '../../rules/xp';
import { FS32_HEALING } from '../fs3.2/healing';
import type { EditionOps } from '../types';
import { fs31PoolForAbility } from './character-pools';
import { fs31CheckCharacter, fs31CountPoints } from './chargen';
import { fs31StartingCharacter } from './new-character';
import { backgroundKind, fs31RatingLabel, fs31RatingRange } from './ratings';
import { fs31NextRaiseDate, fs31RaiseOffer, fs31RaiseSkill, fs31XpCostToRaise } from './xp';
import { fs31Odds, fs31Roll, opposedChart, type RollResult } from './dice';

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
  woundModifierOf: (s, wound) => woundModifierOf(wound, s.combat),
  totalWoundModifier: (s, wounds) => totalWoundModifier(wounds, s.combat),
  healingPointsNeeded: (s, wound) => healingPointsNeeded(s.combat, wound),
  opposed: {
    score: (_s, r) => ({ score: r.percentile?.result ?? 0, failed: (r.percentile?.result ?? 0) < 1 }),
    distribution: (_s, pool, options) => (fs31Odds(pool, options).results ?? []).map((x) => ({ score: x.value, p: x.p, failed: x.value < 1 })),
    outcome: (_s, first, second) => {
      const c = opposedChart(first.score as RollResult, second.score as RollResult);
      return {
        winner: c.winner,
        net: c.winner === 'first' || c.winner === 'second' ? Math.abs(first.score - second.score) : 0,
        margin: c.by === 'little' ? 'marginal' : c.by === 'lot' ? 'crushing' : c.winner === 'draw' ? 'draw' : null,
        label: c.label,
        bothFailed: first.failed && second.failed,
      };
    },
  },
  defaultedPool: (s, character, request, modifiers = []) =>
    fs31PoolForAbility(s, character, request.related, [{ dice: request.modifier ?? s.core.defaultingModifier, source: `Loosely related to ${request.task.trim()}`, tag: 'defaulting' }, ...modifiers], request.attributeOverride),
  healing: FS32_HEALING,
};
