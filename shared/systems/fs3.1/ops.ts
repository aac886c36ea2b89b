/**
 * FS3.1's sheet, roller, XP and wound operations (seed 002, with seed 000's numbers). Each entry
 * comes from the file of its slice: pools and opposed rolls, luck, wounds and healing, chargen
 * and XP.
 */
import { checkCharacter, countPoints } from '../../rules/chargen';
import { healingPointsNeeded } from '../../rules/combat/healing';
import { totalWoundModifier, woundModifierOf } from '../../rules/combat/wounds';
import { awardXp, nextRaiseDate, raiseSkill, xpCostToRaise } from '../../rules/xp';
import { FS32_HEALING } from '../fs3.2/healing';
import type { EditionOps } from '../types';
import { fs31PoolForAbility } from './character-pools';
import { fs31Odds, fs31Roll, opposedChart, type RollResult } from './dice';

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
