/**
 * Seed 003's turn around the actions: the initiative roll at the start of the turn, the order of
 * action slots once everyone has declared (`actions.begin`), the end-of-actions check and the end
 * of the turn. Every die goes through the step's recording/tape Rng, so undo, redo and replay are
 * exact.
 */
import { canAct, declaredActions, findCombatant, type CombatantState, type CombatContext, type OrderSlot } from '../../../core/combat/context';
import { playersSource, type CombatLogEntry, type TurnFact } from '../../../core/combat/log-entries';
import type { StepEnv, StepResult } from '../../../core/combat/step';
import { endTurn as sharedEndTurn } from '../../../core/combat/turn';
import { modifierIndex, modifiersFor } from '../../../core/combat/world';
import type { Wound } from '../../../core/mechanics/wounds';
import { accentedTurn, actionWords, turnActions } from './actions';
import { actionInitiative, initiativeFactor, INITIATIVE_TRAITS, multiActionPenalty, TIE_TRAIT } from './initiative';
import { isVitalityLevel, VITALITY_LEVELS } from '../wounds';
import { characteristicOf } from './ratings';

/** What the turn needs from the edition: the wound penalty (a magnitude) of a combatant's wounds. */
export type TurnRules = { woundPenalty(wounds: readonly Wound[]): number };

const signed = (n: number) => (n < 0 ? `\u2212 ${-n}` : `+ ${n}`);

/**
 * 003 "Initiative is determined by rolling the characters Initiative Factor (IF) … and then adding
 * and/or subtracting applicable initiative modifiers": the factor's d6s and pips, the wound
 * penalty ("-2 to -10 Wound Penalty") and the storyteller's modifiers on initiative (surprise
 * "+1 and up", a weapon's or a combat action's). Rolled for everyone who can act and has none yet.
 */
export function rollInitiative(t: TurnRules, env: StepEnv, ctx: CombatContext): StepResult {
  env.rng.mark(`Turn ${ctx.turn}: initiative`);
  const mods = modifierIndex(ctx);
  const lines: string[] = [];
  // Issue 35: the same lines with each storyteller's modifier as "(Storyteller)", for the players.
  const players: string[] = [];
  const combatants = ctx.combatants.map((c): CombatantState => {
    if (!canAct(c) || c.initiative !== undefined) return c;
    const [dex, wits, per] = INITIATIVE_TRAITS.map((name) => characteristicOf(ctx, c, name).rating) as [number, number, number];
    const f = initiativeFactor(dex, wits, per);
    env.rng.mark(`${c.name}: initiative ${f.text}`);
    const dice: number[] = [];
    for (let i = 0; i < f.dice; i++) dice.push(env.rng.die(6));
    const wounds = t.woundPenalty(c.wounds);
    const others = modifiersFor(mods.get(c.id), 'initiative');
    const roll = dice.reduce((a, b) => a + b, 0) + f.pips - wounds + others.reduce((a, m) => a + m.dice, 0);
    const line = (source: (m: (typeof others)[number]) => string) => {
      const parts = [`[${dice.join(', ')}]`, ...(f.pips ? [`+ ${f.pips}`] : []), ...(wounds ? [`\u2212 ${wounds} (wounds)`] : []), ...others.map((m) => `${signed(m.dice)} (${source(m)})`)];
      return `${c.name}: initiative ${f.text} (Dex ${dex} + Wits ${wits} + Per ${per} = ${f.total} \u2192 ${f.vp} VP): ${parts.join(' ')} = ${roll}.`;
    };
    lines.push(line((m) => m.source));
    players.push(line((m) => playersSource(m)));
    return { ...c, initiative: { roll, factor: f.text, dice, rank: characteristicOf(ctx, c, TIE_TRAIT).rating } };
  });
  const next = { ...ctx, combatants };
  const rolled = combatants.filter((c) => c.initiative !== undefined);
  const low = [...rolled].sort((a, b) => a.initiative!.roll - b.initiative!.roll || a.initiative!.rank! - b.initiative!.rank!);
  const headline = `Initiative: ${low.map((c) => `${c.name} ${c.initiative!.roll}`).join(', ')} (declare from the lowest)`;
  return { context: next, entries: [{ kind: 'note', turn: ctx.turn, text: lines.join(' '), headline, playerDice: [players.join(' ')] }] };
}

type Placed = OrderSlot & { rank: number; place: number; step: number };

/**
 * `actions.begin` (003 "The character with the highest initiative then acts first"): each action
 * its own slot at its initiative (the first at the roll, the second −4, the third −8, −3 on all of
 * them for an accented turn, −2 for a complemented action), highest first; ties to the higher Wits,
 * equal Wits simultaneous (marked, resolved one after the other in roster order: COMBAT-NOTES.md).
 */
export function beginActions(_env: StepEnv, ctx: CombatContext): StepResult {
  const placed: Placed[] = [];
  const lines: string[] = [];
  ctx.combatants.forEach((c, place) => {
    if (!canAct(c) || !c.declaration || !c.initiative) return;
    const declared = declaredActions(c.declaration);
    const actions = turnActions(declared);
    const accented = accentedTurn(declared);
    actions.forEach((a, step) => {
      const complemented = a.action.kind === 'task' && a.action.complement === true;
      placed.push({ id: c.id, hits: actionInitiative(c.initiative!.roll, step, { accented, complemented }), tieBreak: null, action: a.index, rank: c.initiative!.rank ?? 0, place, step });
    });
    const penalty = multiActionPenalty(actions.length, c.initiative.roll);
    if (actions.length > 1) lines.push(`${c.name}: ${actions.length} actions at ${penalty === 0 ? 'no penalty' : `\u2212${-penalty} goal each`} (initiative ${c.initiative.roll}).`);
    if (accented) lines.push(`${c.name} accents an action: \u22123 initiative on the turn.`);
  });
  placed.sort((a, b) => b.hits - a.hits || b.rank - a.rank || a.place - b.place || a.step - b.step);
  const slots: OrderSlot[] = placed.map((p, i) => {
    const prev = placed[i - 1];
    const simultaneous = prev !== undefined && prev.id !== p.id && prev.hits === p.hits && prev.rank === p.rank;
    return { id: p.id, hits: p.hits, tieBreak: null, action: p.action!, ...(simultaneous ? { simultaneous: true } : {}) };
  });
  const order = { slots, next: 0 };
  const next = { ...ctx, order };
  const names = new Map(ctx.combatants.map((c) => [c.id, c]));
  const shown = (forPlayers: boolean) => slots.map((s, i) => `${s.simultaneous ? '= ' : ''}${names.get(s.id)!.name} ${s.hits} (${slotWords(next, order.slots, i, forPlayers)})`).join(', ');
  const headline = `Turn ${ctx.turn} actions, highest initiative first: ${shown(false)}`;
  // Issue 35: a task's label is the storyteller's; the players read each slot's characteristic and skill.
  const playerHeadline = `Turn ${ctx.turn} actions, highest initiative first: ${shown(true)}`;
  const players = playerHeadline === headline ? {} : { playerHeadline };
  return { context: next, entries: [{ kind: 'note', turn: ctx.turn, text: [headline + '.', ...lines].join(' '), headline, ...players, playerDice: [[playerHeadline + '.', ...lines].join(' ')] }] };
}

/** The words of slot `i` of `slots` ("Dex + Shoot at Kurgan (shot 2 of 2)"; without the task's label `forPlayers`). */
export function slotWords(ctx: CombatContext, slots: readonly OrderSlot[], i: number, forPlayers = false): string {
  const t = turnActionOfSlot(ctx, slots, i);
  if (!t) return 'no action';
  const c = findCombatant(ctx, slots[i]!.id);
  return actionWords(ctx, c, t, forPlayers);
}

/** The turn action slot `i` plays: its declared action, and which shot when a gun fires more than once. */
export function turnActionOfSlot(ctx: CombatContext, slots: readonly OrderSlot[], i: number) {
  const slot = slots[i]!;
  const c = findCombatant(ctx, slot.id);
  if (!c?.declaration) return undefined;
  const actions = turnActions(declaredActions(c.declaration)).filter((a) => a.index === (slot.action ?? 0));
  let before = 0;
  for (let k = 0; k < i; k++) if (slots[k]!.id === slot.id && (slots[k]!.action ?? 0) === (slot.action ?? 0)) before++;
  return actions[Math.min(before, actions.length - 1)];
}

/** Vitality levels lost (CHARACTERS-NOTES.md "Wounds": the rulebook's five, any stored level but an endurance one). */
const vitalityLost = (wounds: readonly Wound[]) => wounds.filter(isVitalityLevel).length;

/**
 * After the actions: nobody rolls to stay up in seed 003; whoever has lost all five vitality levels
 * (the damage the storyteller entered) is out (COMBAT-NOTES.md "Knockouts"). No dice.
 */
export function rollKnockouts(_env: StepEnv, ctx: CombatContext): StepResult {
  const out: string[] = [];
  const facts: TurnFact[] = [];
  const combatants = ctx.combatants.map((c) => {
    if (c.knockedOut || vitalityLost(c.wounds) < VITALITY_LEVELS) return c;
    out.push(c.name);
    facts.push({ kind: 'out', who: c.name });
    return { ...c, knockedOut: true };
  });
  const text = out.length === 0 ? 'Nobody has lost all five vitality levels: everyone who was up stays up.' : `${out.join(', ')} ${out.length === 1 ? 'has' : 'have'} lost all five vitality levels and ${out.length === 1 ? 'is' : 'are'} out.`;
  // Names and counts only: the players may read it as it is.
  const entry: CombatLogEntry = { kind: 'note', turn: ctx.turn, text, ...(facts.length ? { headline: `Out: ${out.join(', ')}`, facts, playerDice: [text] } : {}) };
  return { context: { ...ctx, combatants }, entries: [entry] };
}

/** The shared end of the turn (turn-long modifiers end, declarations cleared), and this turn's initiative forgotten. */
export function endTurn(env: StepEnv, ctx: CombatContext): StepResult {
  const r = sharedEndTurn(env, ctx);
  const combatants = r.context.combatants.map((c) => {
    if (c.initiative === undefined) return c;
    const { initiative: _gone, ...rest } = c;
    return rest;
  });
  return { context: { ...r.context, combatants }, entries: r.entries };
}

