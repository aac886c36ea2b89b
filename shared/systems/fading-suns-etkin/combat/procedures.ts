/**
 * Seed 003's turn on the GM screen's combat machine (shared/core/combat/procedures.ts): initiative
 * first (the initiative factor), declarations from the lowest initiative up, each of up to three
 * actions in its own slot from the highest initiative down, tasks rolled with the edition's d20s,
 * the hero pool's +4 and re-rolls, and the storyteller's damage. Built for a resolved system: the
 * setting names the characteristics and skills, the edition's ops give the wound penalty.
 */
import type { CombatantState, CombatContext, OrderSlot } from '../../../core/combat/context';
import type { TaskChoices, TurnProcedures } from '../../../core/combat/procedures';
import type { Wound } from '../../../core/mechanics/wounds';
import type { GameSystem } from '../../types';
import { weaponNamed } from '../../../core/combat/gear';
import { etkinDeclarationRefusal, heroChoiceRefusal, quickTask } from './actions';
import { isVitalityLevel } from '../wounds';
import { characteristicOf, skillOf } from './ratings';
import { resolveSlots, type ResolveRules } from './resolve';
import { taskOdds } from './odds';
import { beginActions, endTurn, rollInitiative, rollKnockouts, slotWords } from './turn';
import { HERO_COSTS } from '../hero-pool';
import { MAX_ACTIONS } from './actions';
import { etkinNpcDecision } from './npc';
import { etkinForecast } from './forecast';

export const ETKIN_EDITION_ID = 'fading-suns-etkin';

export function etkinTurnProcedures(system: GameSystem): TurnProcedures {
  // The edition's wound penalty as a magnitude (CHARACTERS-NOTES.md "Wounds": −2 a vitality level).
  const woundPenalty = (wounds: readonly Wound[]) => Math.abs(system.edition.ops.totalWoundModifier(system, wounds).total);
  const r: ResolveRules = { woundPenalty, rulesetId: system.core.id, heroBonus: system.core.luck.bonusDice };
  const characteristics = system.setting.attributes.map((a) => a.name);
  const skills = system.setting.actionSkills.map((s) => s.name);
  const choices = (ctx: CombatContext, c: CombatantState): TaskChoices => ({
    characteristics: characteristics.map((name) => ({ name, rating: characteristicOf(ctx, c, name).rating })),
    skills: skills.map((name) => ({ name, rating: skillOf(ctx, c, name).rating })),
  });
  return {
    edition: ETKIN_EDITION_ID,
    // Every characteristic and skill of the setting: a task may pair any of them (pools.ts).
    abilities: [...characteristics, ...skills],
    stances: ['normal'],
    taskActions: true,
    // 003 "A character may attempt up to three actions per turn".
    maxActions: MAX_ACTIONS,
    // 003 "Initiative … The characters then declare their intended actions for the turn starting with the character with the lowest initiative roll".
    initiativeFirst: true,
    rollInitiative: (env, ctx) => rollInitiative(r, env, ctx),
    beginActions,
    resolveSlots: (env, ctx, count) => resolveSlots(r, env, ctx, count),
    rollKnockouts,
    endTurn,
    woundPenalty,
    // CHARACTERS-NOTES.md "Wounds": 'light' is an endurance level, any graver one a vitality level.
    woundLevel: (w) => (isVitalityLevel(w) ? 'Vitality-level wound' : 'Endurance-level wound'),
    // Damage is entered as levels lost (COMBAT-NOTES.md): the log names the level, not a body location.
    // 003 "The Hero Pool": what the points bought, for the ledger (a second re-roll is taken only while the roll still fails).
    luckWords: (luck, points) => (luck.effect === 'bonus' ? '+4 goal on every action this turn' : points >= HERO_COSTS.reroll + HERO_COSTS.secondReroll ? 'a re-roll and a second re-roll' : 'a re-roll'),
    woundName: (w) => (isVitalityLevel(w) ? 'vitality level' : 'endurance level'),
    luckRefusal: heroChoiceRefusal,
    declarationRefusal: (ctx, c, actions, luck) => etkinDeclarationRefusal(ctx, c, actions, luck, { characteristics, skills }),
    // FS3's attack odds do not apply: the declare panel asks `taskOdds`.
    odds: () => null,
    taskOdds: (ctx, q) => taskOdds(r, ctx, q),
    taskChoices: choices,
    // Issue 41: AresMUSH's NPC behaviour in tasks (npc.ts); several actions only when enabled.
    npcDecision: (ctx, c, choice) => etkinNpcDecision(ctx, c, choice),
    // Issue 41: the turn forecast, exact (tasks are independent; damage is the storyteller's).
    forecastExact: (_rules, ctx) => etkinForecast(r, ctx),
    quickAction: (ctx, c, foe) => quickTask(ctx, c, foe, weaponNamed(ctx.gear, c.weapon).type),
    slotLabel: (ctx: CombatContext, slot: OrderSlot) => {
      const slots = ctx.order?.slots ?? [];
      const i = slots.indexOf(slot);
      return i < 0 ? null : slotWords(ctx, slots, i);
    },
  };
}
