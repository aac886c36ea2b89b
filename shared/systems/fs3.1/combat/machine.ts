/**
 * FS3.1's turn on the GM screen's combat machine (shared/core/combat/procedures.ts): initiative by Roll
 * Result (seed 002 "Order of Actions"), each action in that order (actions.ts), knockout rolls
 * after all actions (002 "Knockout"), and the end of the turn (000 "Suppression": −2 a turn; aim
 * kept one turn). Every die goes through the step's recording/tape Rng, so undo, redo and replay
 * stay exact. Log lines are notes with a headline and the turn summary's facts.
 */
import { fs31KnockoutChance } from './knockout-chance';
import { canAct, type CombatContext } from '../../../core/combat/context';
import type { CombatLogEntry, TurnFact } from '../../../core/combat/log-entries';
import type { TurnProcedures } from '../../../core/combat/procedures';
import type { StepEnv, StepResult } from '../../../core/combat/step';
import { endTurn } from '../../../core/combat/turn';
import { CombatRuleError } from '../../../core/mechanics/hit-location';
import type { CombatRuleset } from '../../../core/mechanics/combat-ruleset';
import type { GameSystem } from '../../types';
import { resultText, type RollResult } from '../dice';
import { resolveAction } from './actions';
import { knockoutText, personKnockout, vehicleKnockout } from './knockout';
import { fs31DeclareOdds } from './explosion-odds';
import { fs31FiredUpon, fs31InitiativeOdds, fs31KnockoutOdds } from './forecast';
import { fs31VehicleKnockoutOdds, fs31VehicleShotOdds } from './vehicle-forecast';
import { combatRoll, linesFor, totalWoundModifier, woundMods, type CombatRoll } from './rolls';
import { battleOf, contextOf, luckOn, poolOf, storytellerMods, type Battle } from './state';

const note = (turn: number, text: string, extras: { headline?: string; facts?: TurnFact[]; playerDice?: string[] } = {}): CombatLogEntry => ({
  kind: 'note',
  turn,
  text,
  ...(extras.headline ? { headline: extras.headline } : {}),
  ...(extras.facts?.length ? { facts: extras.facts } : {}),
  ...(extras.playerDice ? { playerDice: extras.playerDice } : {}),
});

const luckFacts = (b: Battle): TurnFact[] => b.luckNotes.map((text) => ({ kind: 'luck', text }));

export type InitiativeRoll = { id: string; name: string; roll: CombatRoll; tieBreak: number | null };

/**
 * 002 "Order of Actions": "The Roll Result (-2 to +3) determines the order of actions, with higher
 * results going first. In case of ties, choose who goes first at random." Each tied group is
 * shuffled with the step's dice (a d(k) per place, Fisher–Yates), in roster order.
 */
export function initiativeOrder(b: Battle, rolled: { id: string; name: string; roll: CombatRoll }[]): InitiativeRoll[] {
  const byResult = new Map<number, typeof rolled>();
  for (const r of rolled) byResult.set(r.roll.result, [...(byResult.get(r.roll.result) ?? []), r]);
  const out: InitiativeRoll[] = [];
  for (const result of [...byResult.keys()].sort((x, y) => y - x)) {
    const group = [...byResult.get(result)!];
    if (group.length === 1) {
      out.push({ ...group[0]!, tieBreak: null });
      continue;
    }
    for (let i = group.length - 1; i > 0; i--) {
      const j = b.rng.die(i + 1) - 1;
      [group[i], group[j]] = [group[j]!, group[i]!];
    }
    group.forEach((g, i) => out.push({ ...g, tieBreak: i + 1 }));
  }
  return out;
}

function rollInitiative(env: StepEnv, ctx: CombatContext): StepResult {
  const ability = ctx.abilities.initiative;
  env.rng.mark(`Turn ${ctx.turn}: initiative`);
  const b = battleOf(env.rules, ctx, env.rng);
  const rolled = ctx.combatants.filter(canAct).map((c) => {
    const f = b.people.get(c.id)!;
    const luck = luckOn(b, c.id, 'initiative');
    // 002: an ability roll; wound modifiers "are applied to all ability rolls".
    const roll = combatRoll(env.rules.core.id, poolOf(b, f, ability), [...woundMods(env.rules, f.wounds), ...storytellerMods(b, c.id, 'initiative'), ...luck.mods], env.rng, luck.reroll);
    return { id: c.id, name: c.name, roll };
  });
  const order = initiativeOrder(b, rolled);
  const headline = `Initiative (${ability}): ${order.map((o) => `${o.name} ${resultText(o.roll.result as RollResult).split(' ')[0]}`).join(', ')}`;
  const context = contextOf(b, { slots: order.map((o) => ({ id: o.id, hits: o.roll.result, tieBreak: o.tieBreak })), next: 0 });
  // The machine's own initiative entry: the shared log tells each percentile roll ("d100 63 +4 → 67 on row 5 → +2 Good Success").
  const slots = order.map((o) => ({ id: o.id, name: o.name, roll: o.roll.roll, tieBreak: o.tieBreak }));
  const facts: TurnFact[] = b.luckNotes.map((text) => ({ kind: 'luck', text }));
  const entries: CombatLogEntry[] = [{ kind: 'initiative', turn: ctx.turn, slots, luck: b.luckNotes, headline, ...(facts.length ? { facts } : {}) }];
  return { context, entries };
}

function resolveSlots(env: StepEnv, ctx: CombatContext, count: number): StepResult {
  const order = ctx.order;
  if (!order) throw new Error('resolveSlots needs an initiative order');
  const b = battleOf(env.rules, ctx, env.rng);
  const entries: CombatLogEntry[] = [];
  let next = order.next;
  for (let n = 0; n < count && next < order.slots.length; n++) {
    const slot = order.slots[next++]!;
    const f = b.people.get(slot.id);
    if (!f) continue;
    const action = f.declaration?.action;
    env.rng.mark(`${f.name}: ${action?.kind ?? 'none'}`);
    // 002: knockout rolls come after all actions, so someone hurt earlier still acts; the knocked out do not.
    if (f.knockedOut) {
      entries.push(note(ctx.turn, `${f.name} is knocked out and does not act.`));
      continue;
    }
    if (!action) {
      entries.push(note(ctx.turn, `${f.name} has no action.`));
      continue;
    }
    // 002 "Subdue": "prevents them from taking any action until they execute a successful 'Escape' action".
    if (f.subduedBy !== null && action.kind !== 'escape') {
      entries.push(note(ctx.turn, `${f.name} is subdued and can only try to escape.`));
      continue;
    }
    b.lines = [];
    b.facts = [];
    b.luckNotes = [];
    try {
      const headline = resolveAction(b, f, action);
      const facts = [...b.facts, ...luckFacts(b)];
      const luck = b.luckNotes.length ? ` ${b.luckNotes.join('; ')}.` : '';
      // Issue 35: the players' dice are the same lines with each storyteller's modifier as "Storyteller −10".
      const text = `${linesFor(b.lines, 'storyteller').join(' ')}${luck}`;
      const players = `${linesFor(b.lines, 'players').join(' ')}${luck}`;
      entries.push(note(ctx.turn, text, { headline, facts, playerDice: [players] }));
    } catch (error) {
      if (!(error instanceof CombatRuleError)) throw error;
      entries.push(note(ctx.turn, `${f.name}'s action is skipped: ${error.message}.`));
    }
  }
  return { context: contextOf(b, { ...order, next }), entries };
}

/** 002 "Knockout": everyone who took damage this turn, after all actions; vehicles roll their own toughness (000). */
function rollKnockouts(env: StepEnv, ctx: CombatContext): StepResult {
  const b = battleOf(env.rules, ctx, env.rng);
  const entries: CombatLogEntry[] = [];
  for (const f of b.people.values()) {
    if (!f.damagedThisTurn || f.knockedOut) continue;
    env.rng.mark(`${f.name}: knockout`);
    const k = personKnockout(b, f);
    if (k.out) {
      f.knockedOut = true;
      // A subduer who is knocked out holds nobody.
      for (const g of b.people.values()) if (g.subduedBy === f.id) g.subduedBy = null;
    }
    // The knockout text gives each modifier as a number, never its reason: the players may read it.
    const dice = knockoutText(k);
    entries.push(note(ctx.turn, dice, { headline: `${f.name} ${k.out ? 'is knocked out' : 'stays in the fight'} (knockout ${k.total} vs ${-k.wounds})`, facts: k.out ? [{ kind: 'out', who: f.name }] : [], playerDice: [dice] }));
  }
  for (const v of b.vehicles.values()) {
    if (!v.damagedThisTurn || v.knockedOut) continue;
    env.rng.mark(`${v.name}: knockout`);
    const k = vehicleKnockout(b, v);
    if (k.out) v.knockedOut = true;
    const dice = knockoutText(k);
    entries.push(note(ctx.turn, dice, { headline: `${v.name} ${k.out ? 'is knocked out' : 'keeps going'} (knockout ${k.total} vs ${-k.wounds})`, facts: k.out ? [{ kind: 'out', who: v.name }] : [], playerDice: [dice] }));
  }
  if (entries.length === 0) entries.push(note(ctx.turn, 'Nobody took damage this turn: no knockout rolls.'));
  return { context: contextOf(b), entries };
}

/**
 * FS3.1's turn procedures for a resolved system (its `combat` carries the edition's numbers,
 * `fs31CombatBase`); the odds and the GM screen's wound penalty read those numbers.
 */
export function fs31TurnProcedures(system: Pick<GameSystem, 'combat'>): TurnProcedures {
  const rules: CombatRuleset = system.combat;
  return {
    edition: 'fs3.1',
    abilities: [],
    stances: ['normal', 'banzai', 'evade', 'cautious', 'cover'],
    // 000: "First aid on vehicles represents quick-fix jury-rigging, and can be done in the midst of combat using the Treat action."
    treatsVehicles: true,
    // 002 "Luck": "After your own roll, spend a point to get a re-roll" (issue 39 item 2).
    luckAfterRoll: true,
    knockoutChance: (r, ctx, c) => fs31KnockoutChance(r, ctx, c),
    rollInitiative,
    resolveSlots,
    rollKnockouts,
    // 000 "Suppression": "At the end of every turn, all characters subtract 2"; "Aim": the bonus is for next turn only.
    endTurn: (env, ctx) => endTurn(env, ctx),
    // The GM screen's wound penalty: the total in percent, as a positive number (two Moderate: 40).
    woundPenalty: (wounds) => -totalWoundModifier(rules, wounds),
    // Issue 39 item 11: explosions zone by zone (explosion-odds.ts), every other question by odds.ts.
    odds: (ctx, q) => fs31DeclareOdds(rules, ctx, [q])[0]!,
    oddsMany: (ctx, queries) => fs31DeclareOdds(rules, ctx, queries),
    // Issue 41: the forecast's exact knockout check, initiative odds and suppression by fire (forecast.ts), for its fast path.
    knockoutOdds: fs31KnockoutOdds,
    initiativeOdds: fs31InitiativeOdds,
    firedUpon: fs31FiredUpon,
    // Issue 38: a shot's odds read wounds only as the wound modifier (rolls.ts woundMods).
    oddsWounds: (_rules, c) => totalWoundModifier(rules, c.wounds),
    // Issue 41: shots at vehicles and by or at anyone aboard on the fast path (vehicle-forecast.ts).
    vehicleShotOdds: fs31VehicleShotOdds,
    vehicleKnockoutOdds: fs31VehicleKnockoutOdds,
  };
}
