/**
 * The Third Edition's turn on the GM screen's combat machine (shared/core/combat/procedures.ts):
 * each dice step builds an A3Battle from the machine's context (bridge.ts), runs this folder's
 * procedures with the step's dice, and writes the result back as a new context, with the AresMUSH
 * messages as the log's lines. The dice go through the machine's recording/tape Rng, so undo, redo
 * and replay stay exact. See NOTES.md "GM screen" for the mapping.
 */
import type { CombatantState, CombatContext } from '../../../core/combat/context';
import type { CombatLogEntry, EntryExtras } from '../../../core/combat/log-entries';
import type { TurnProcedures } from '../../../core/combat/procedures';
import type { StepEnv, StepResult } from '../../../core/combat/step';
import { resolveAction, prepareError } from './actions';
import type { A3CombatConfig } from './config';
import { initiativeOrder, resetForNewTurn } from './turn';
import { hero } from './knockout';
import { actionOutcome3e, knockoutHeadline } from './headline';
import { ares3eLuckRefusal, payEarmarkedLuck } from './luck';
import { totalDamageMod } from './wounds';
import { stanceIds } from './lists';
import { battleFromContext, contextFromBattle, toA3Wound } from './bridge';
import { ares3eOdds, ares3eOddsMany } from './declare-odds';
import { ares3eHidden, ares3eNpcDecision } from './ai';
import { ares3eInitiativeOdds, ares3eInitiativeTieOrder, ares3eKnockoutOdds, ares3eStruck } from './forecast';
import { ares3eForecastExact } from './vehicle-exact';
import { ares3eVehicleTables } from './vehicle-tables';

export { battleFromContext, contextFromBattle } from './bridge';
export { ares3eOdds, ares3eOddsMany } from './declare-odds';

const notes = (turn: number, lines: readonly string[]): CombatLogEntry[] => lines.map((text) => ({ kind: 'note', turn, text }));
/** §C.21 luck paid, with the fact for the turn summary (issue 18). */
const luckNotes = (turn: number, lines: readonly string[]): CombatLogEntry[] => lines.map((text) => ({ kind: 'note', turn, text, facts: [{ kind: 'luck', text }] }));

/** The Third Edition's turn procedures for one game's configuration. */
export function ares3eTurnProcedures(cfg: A3CombatConfig): TurnProcedures {
  return {
    edition: 'aresmush-3e',
    abilities: [...new Set([cfg.skills.initiative, cfg.skills.composure, cfg.skills.defaultDefense, cfg.skills.strength, cfg.skills.treat])],
    stances: stanceIds(cfg),
    npcLevels: Object.keys(cfg.npcTypes),
    // §C.19: a game with allow_mounts false offers none.
    mounts: cfg.allowMounts ? Object.keys(cfg.mounts) : [],
    combatantTypes: Object.keys(cfg.combatantTypes),

    // §C.3 step 1 and §C.21: everyone active rolls; luck is paid here (1 point, once a turn).
    rollInitiative(env: StepEnv, ctx: CombatContext): StepResult {
      env.rng.mark(`Turn ${ctx.turn}: initiative`);
      const { ctx: withLuck, spent } = payEarmarkedLuck(ctx);
      const br = battleFromContext(cfg, withLuck, env.rng);
      const order = initiativeOrder(br.b);
      const slots = order.map((o) => ({ id: br.idOf.get(o.name)!, hits: o.roll, tieBreak: o.tiebreak }));
      const line = `Initiative (${cfg.skills.initiative}), turn ${ctx.turn}: ${order.map((o) => `${o.name} ${o.roll}`).join(', ')}.`;
      return { context: { ...withLuck, order: { slots, next: 0 } }, entries: [...luckNotes(ctx.turn, spent), ...notes(ctx.turn, [line])] };
    },

    // §C.3 step 2: each action in order; an action `prepare` now refuses is skipped with its reason.
    resolveSlots(env: StepEnv, before: CombatContext, count: number): StepResult {
      const order = before.order;
      if (!order) throw new Error('resolveSlots needs an initiative order');
      // §C.21: luck earmarked after initiative is paid before the next action (1 point, once a turn).
      const { ctx, spent } = payEarmarkedLuck(before);
      const br = battleFromContext(cfg, ctx, env.rng);
      const entries: CombatLogEntry[] = spent.length > 0 ? luckNotes(ctx.turn, spent) : [];
      br.b.record = { shots: [], ko: [] };
      let next = order.next;
      for (let n = 0; n < count && next < order.slots.length; n++) {
        const slot = order.slots[next++]!;
        const f = br.b.fighters[br.nameOf.get(slot.id) ?? ''];
        if (!f || !f.action || f.removed) continue;
        env.rng.mark(`${f.name}: ${f.action.kind}`);
        const refusal = prepareError(br.b, f, f.action);
        if (refusal) {
          entries.push({ kind: 'note', turn: ctx.turn, text: `${f.name}'s action is skipped: ${refusal}` });
          continue;
        }
        br.b.log = [];
        br.b.record.shots = [];
        const ammo = f.ammo;
        const action = f.action;
        const downBefore = new Set(Object.values(br.b.fighters).filter((x) => x.isKo).map((x) => x.name));
        resolveAction(br.b, f);
        const outcome = actionOutcome3e(cfg, f.name, action, br.b.record.shots, { before: ammo, after: f.ammo, tracked: f.maxAmmo > 0 });
        // Rally and Treat may bring someone round (§C.14 check_for_unko).
        for (const name of downBefore) if (!br.b.fighters[name]!.isKo) outcome.facts.push({ kind: 'back', who: name });
        // Issue 35: the game's messages hold no storyteller's words (modifiers touch no roll here), so the players may read them as they are.
        const text = br.b.log.join(' ');
        entries.push({ kind: 'note', turn: ctx.turn, text, ...(outcome.headline ? { headline: outcome.headline, playerDice: [text] } : {}), ...(outcome.facts.length ? { facts: outcome.facts } : {}) });
      }
      return { context: { ...contextFromBattle(cfg, ctx, br), order: { slots: order.slots, next } }, entries };
    },

    // §C.3 step 4: stress decay and knockouts for everyone active, in name order.
    rollKnockouts(env: StepEnv, ctx: CombatContext): StepResult {
      const br = battleFromContext(cfg, ctx, env.rng);
      br.b.record = { shots: [], ko: [] };
      const entries: CombatLogEntry[] = [];
      const line = (text: string, extras: EntryExtras = {}) => entries.push({ kind: 'note', turn: ctx.turn, text, ...extras });
      const names = Object.keys(br.b.fighters).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
      for (const name of names) {
        const f = br.b.fighters[name]!;
        env.rng.mark(`${name}: end of turn`);
        const before = f.stress;
        br.b.log = [];
        br.b.record.ko = [];
        resetForNewTurn(br.b, f);
        if (f.stress !== before) line(`${name}'s stress falls from ${before} to ${f.stress}.`);
        else if (before > 0) line(`${name}'s stress stays at ${before}.`);
        // Issue 18: the knockout roll's dice as the headline of its message ("has been KO'd!" or a line of its own).
        const ko = br.b.record.ko[0];
        const koLine = br.b.log.find((l) => l.startsWith(`${name} has been KO'd!`));
        for (const l of br.b.log) line(l, l === koLine && ko ? { headline: knockoutHeadline(ko), facts: [{ kind: 'out', who: name }], playerDice: [l] } : {});
        if (ko && !koLine) line(knockoutHeadline(ko), ko.ko ? { facts: [{ kind: 'out', who: name }] } : {});
        // A KO'd NPC leaves the fight in AresMUSH; here it stays on the roster, knocked out.
        if (f.removed) line(`${name} is out of the fight.`);
      }
      const next = contextFromBattle(cfg, ctx, br);
      if (entries.length === 0) line('No stress and no knockouts this turn.');
      // The console tracks vehicle damage per turn for its own display; the pilot rolled for it.
      return { context: { ...next, vehicles: next.vehicles.map((v) => (v.damagedThisTurn ? { ...v, damagedThisTurn: false } : v)) }, entries };
    },

    // §C.3 step 5–6: declarations and luck cleared, turn-long modifiers ended, next turn.
    odds: (ctx, q) => ares3eOdds(cfg, ctx, q),
    oddsMany: (ctx, queries) => ares3eOddsMany(cfg, ctx, queries),

    // §D.2: −total_damage_mod in whole dice (pools are ceil'ed, so n − 2.25 rolls n − 2).
    woundPenalty: (wounds) => Math.floor(-totalDamageMod(cfg, wounds.map((w) => toA3Wound(cfg, w))) + 1e-9),

    // §C.20 issue 41: AresMUSH's `ai_action` and `find_ai_target`'s Hidden stance (ai.ts).
    npcDecision: (ctx, c, choice) => ares3eNpcDecision(cfg, ctx, c, choice),
    npcHidden: (_ctx, c) => ares3eHidden(cfg, c),

    // Issue 41: the forecast's exact knockout and initiative odds and a landed shot's stress (forecast.ts), for its fast path.
    knockoutOdds: (_rules, ctx, c, wound) => ares3eKnockoutOdds(cfg, ctx, c, wound),
    initiativeOdds: (_rules, ctx, c) => ares3eInitiativeOdds(cfg, ctx, c),
    initiativeTieOrder: (_rules, ctx, ids) => ares3eInitiativeTieOrder(ctx, ids),
    struck: (_rules, _ctx, c, hits) => ares3eStruck(c, hits),
    // Issue 41: attacks on people aboard vehicles hit the vehicle (§C.18): exact when independent (vehicle-exact.ts), else the core's.
    forecastExact: (rules, ctx) => ares3eForecastExact(cfg, rules, ctx),
    // Otherwise sampled from their exact odds per state, the vehicle's wounds in the state of everyone aboard (vehicle-tables.ts).
    forecastTables: (_rules, ctx, turns, seed) => ares3eVehicleTables(cfg, ctx, turns, seed),

    // §C.21: +3 dice on one roll type; switching the reason within a turn is free.
    luckRefusal: (c, luck) => ares3eLuckRefusal(c, luck),

    // §C.14 `combat/hero`: a KO'd PC spends 1 luck, is back, and the worst treatable wound heals 1 point (no dice).
    heroRefusal(ctx: CombatContext, targetId: string): string | null {
      const c = ctx.combatants.find((x) => x.id === targetId);
      if (!c) return 'Only a person can spend luck to recover.';
      if (c.kind === 'npc') return 'NPCs have no luck.';
      if (c.luckPoints !== null && c.luckPoints < 1) return `${c.name} has no luck to spend.`;
      return null;
    },

    hero(env: StepEnv, ctx: CombatContext, targetId: string): StepResult {
      const br = battleFromContext(cfg, ctx, env.rng);
      const f = br.b.fighters[br.nameOf.get(targetId) ?? '']!;
      const c = ctx.combatants.find((x) => x.id === targetId)!;
      hero(br.b, f, c.luckPoints ?? 1);
      const next = contextFromBattle(cfg, ctx, br);
      const combatants = next.combatants.map((x) => (x.id === targetId && x.luckPoints !== null ? { ...x, luckPoints: x.luckPoints - 1 } : x));
      return { context: { ...next, combatants }, entries: notes(ctx.turn, br.b.log) };
    },

    endTurn(_env: StepEnv, ctx: CombatContext): StepResult {
      const lines: string[] = [];
      const combatants = ctx.combatants.map((c): CombatantState => {
        if (c.ammo === 0) lines.push(`${c.name}'s weapon is empty.`);
        return { ...c, declaration: null, damagedThisTurn: false, luckUsed: 0 };
      });
      for (const m of ctx.modifiers) if (m.duration === 'turn') lines.push(`${m.reason} ends for ${ctx.combatants.find((c) => c.id === m.combatantId)?.name ?? m.combatantId}.`);
      lines.push(`Turn ${ctx.turn + 1} begins.`);
      const next: CombatContext = { ...ctx, turn: ctx.turn + 1, order: null, combatants, modifiers: ctx.modifiers.filter((m) => m.duration === 'combat') };
      return { context: next, entries: [{ kind: 'turn-end', turn: ctx.turn, lines }] };
    },
  };
}
