/**
 * Per-combatant notes and conditions (issue 18): storyteller reminders ("Blinded, 2 turns",
 * "on fire") shown on the combatant. A duration counts the turn the condition is set in as its
 * first (setup counts as turn 1), so "Blinded, 2 turns" set in turn 3 ends at the end of turn 4;
 * no duration: until removed. They change no roll: storyteller modifiers do that.
 */
import type { CommandOf } from './commands';
import { findCombatant, replaceCombatant, type CombatantState, type CombatContext, type Condition } from './context';
import type { CombatLogEntry, TurnFact } from './log-entries';
import { noted, type StepResult } from './step';

/** At most this many conditions on one combatant (a size budget for snapshots and the view). */
export const MAX_CONDITIONS = 20;

const firstTurn = (ctx: CombatContext) => Math.max(ctx.turn, 1);
const endsAfter = (since: number, turns: number | null) => (turns === null ? null : since + turns - 1);
const lasting = (turns: number | null) => (turns === null ? 'until removed' : `${turns} turn${turns === 1 ? '' : 's'}`);

function conditionOf(ctx: CombatContext, combatantId: string, conditionId: string): { c: CombatantState; k: Condition } | string {
  const c = findCombatant(ctx, combatantId);
  if (!c) return `No combatant with id ${combatantId}.`;
  const k = c.conditions?.find((x) => x.id === conditionId);
  return k ? { c, k } : `${c.name} has no condition with id ${conditionId}.`;
}

function withConditions(c: CombatantState, conditions: Condition[]): CombatantState {
  const { conditions: _old, ...rest } = c;
  return conditions.length === 0 ? rest : { ...rest, conditions };
}

const started = (c: CombatantState, k: Condition): TurnFact => ({ kind: 'condition', who: c.name, name: k.name, change: 'start' });

export function addConditionRefusal(ctx: CombatContext, cmd: CommandOf<'condition.add'>): string | null {
  const c = findCombatant(ctx, cmd.combatantId);
  if (!c) return `No combatant with id ${cmd.combatantId}.`;
  const list = c.conditions ?? [];
  if (list.some((k) => k.id === cmd.condition.id)) return `${c.name} already has a condition with id ${cmd.condition.id}.`;
  if (list.length >= MAX_CONDITIONS) return `${c.name} already has ${MAX_CONDITIONS} conditions: remove one first.`;
  return null;
}

export function addCondition(ctx: CombatContext, cmd: CommandOf<'condition.add'>): StepResult {
  const c = findCombatant(ctx, cmd.combatantId)!;
  const since = firstTurn(ctx);
  const turns = cmd.condition.turns ?? null;
  const k: Condition = { id: cmd.condition.id, name: cmd.condition.name, turns, since, endsAfter: endsAfter(since, turns) };
  const r = noted(replaceCombatant(ctx, withConditions(c, [...(c.conditions ?? []), k])), `${c.name}: ${k.name} (${lasting(turns)}${turns !== null ? `, to the end of turn ${k.endsAfter}` : ''}).`);
  return { ...r, entries: r.entries.map((e) => ({ ...e, facts: [started(c, k)] })) };
}

export function editConditionRefusal(ctx: CombatContext, cmd: CommandOf<'condition.edit'>): string | null {
  const found = conditionOf(ctx, cmd.combatantId, cmd.conditionId);
  if (typeof found === 'string') return found;
  if (cmd.name === undefined && cmd.turns === undefined) return 'Nothing to change.';
  const turns = cmd.turns === undefined ? found.k.turns : cmd.turns;
  const end = endsAfter(found.k.since, turns);
  if (end !== null && end < ctx.turn) return `${found.k.name} was set in turn ${found.k.since}: ${lasting(turns)} would have ended after turn ${end}. Remove it instead.`;
  return null;
}

/** A new duration counts from the turn the condition was set, as the first one did. */
export function editCondition(ctx: CombatContext, cmd: CommandOf<'condition.edit'>): StepResult {
  const { c, k } = conditionOf(ctx, cmd.combatantId, cmd.conditionId) as { c: CombatantState; k: Condition };
  const turns = cmd.turns === undefined ? k.turns : cmd.turns;
  const next: Condition = { ...k, name: cmd.name ?? k.name, turns, endsAfter: endsAfter(k.since, turns) };
  const conditions = (c.conditions ?? []).map((x) => (x.id === k.id ? next : x));
  return noted(replaceCombatant(ctx, withConditions(c, conditions)), `${c.name}: ${k.name} is now ${next.name} (${lasting(turns)}${turns !== null ? `, to the end of turn ${next.endsAfter}` : ''}).`);
}

export function removeConditionRefusal(ctx: CombatContext, cmd: CommandOf<'condition.remove'>): string | null {
  const found = conditionOf(ctx, cmd.combatantId, cmd.conditionId);
  return typeof found === 'string' ? found : null;
}

export function removeCondition(ctx: CombatContext, cmd: CommandOf<'condition.remove'>): StepResult {
  const { c, k } = conditionOf(ctx, cmd.combatantId, cmd.conditionId) as { c: CombatantState; k: Condition };
  const r = noted(replaceCombatant(ctx, withConditions(c, (c.conditions ?? []).filter((x) => x.id !== k.id))), `${c.name}: ${k.name} removed.`);
  return { ...r, entries: r.entries.map((e) => ({ ...e, facts: [{ kind: 'condition', who: c.name, name: k.name, change: 'end' } satisfies TurnFact] })) };
}

export function setNoteRefusal(ctx: CombatContext, cmd: CommandOf<'note.set'>): string | null {
  const c = findCombatant(ctx, cmd.combatantId);
  if (!c) return `No combatant with id ${cmd.combatantId}.`;
  return (c.note ?? '') === cmd.note ? 'The note is unchanged.' : null;
}

export function setNote(ctx: CombatContext, cmd: CommandOf<'note.set'>): StepResult {
  const c = findCombatant(ctx, cmd.combatantId)!;
  const { note: _old, ...rest } = c;
  return noted(replaceCombatant(ctx, cmd.note === '' ? rest : { ...rest, note: cmd.note }), cmd.note === '' ? `${c.name}: note cleared.` : `${c.name}: note "${cmd.note}".`);
}

/**
 * The end of turn `turn` (run after the edition's own end of turn, whose context is `ctx`): the
 * conditions whose last turn it was end, each with a log line of the ending turn.
 */
export function expireConditions(ctx: CombatContext, turn: number): { context: CombatContext; entries: CombatLogEntry[] } {
  const entries: CombatLogEntry[] = [];
  let changed = false;
  const combatants = ctx.combatants.map((c) => {
    if (!c.conditions?.some((k) => k.endsAfter !== null && k.endsAfter <= turn)) return c;
    changed = true;
    const keep: Condition[] = [];
    for (const k of c.conditions) {
      if (k.endsAfter === null || k.endsAfter > turn) keep.push(k);
      else entries.push({ kind: 'note', turn, text: `${k.name} ends for ${c.name} (${lasting(k.turns)} from turn ${k.since}).`, facts: [{ kind: 'condition', who: c.name, name: k.name, change: 'end' }] });
    }
    return withConditions(c, keep);
  });
  return { context: changed ? { ...ctx, combatants } : ctx, entries };
}
