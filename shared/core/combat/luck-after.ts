/**
 * Issue 39 item 2: combat luck re-rolls AFTER the roll. Seed 004 (FS3.2 "Luck"): "Reroll - After
 * your own roll, spend a point to get a re-roll and choose the better of the two rolls"; seed 002
 * (FS3.1) the same: "After your own roll, spend a point to get a re-roll and choose the better of
 * the two rolls". So the storyteller resolves an action, everyone sees the rolls, and only then may
 * the attacker (attack roll) or a defender (defense roll) spend a point: nothing is spent unless
 * chosen.
 *
 * How: the resolving step keeps the context before it and its dice (`CombatContext.lastRoll`)
 * while it is the latest step. `luck.reroll` resolves that action again from there with the
 * combatant's luck set to a re-roll of that roll, playing back the same dice for everything but
 * the re-roll's second roll (fresh dice, carried in its own event); the better roll is kept by
 * the edition's own re-roll (`rerollWithLuck`, FS3.1's `combatRoll`). Dice after the re-roll come
 * from the stored ones while they fit, so keeping the first roll gives back exactly the action
 * seen. One luck re-roll per resolved action (the step clears `lastRoll`); undo brings it back.
 */
import type { DiceRecord } from '../../domain/combat-log';
import { combatLuckRefusal } from '../mechanics/combat-luck';
import type { CommandOf } from './commands';
import { actionTargets } from './declarations';
import { findCombatant, resolutionRevisionOf, type CombatContext } from './context';
import type { LabelledRng } from './dice-tape';
import type { CombatRules, StepEnv, StepResult } from './procedures';
import { CombatCommandError } from './step';

/** Resolution revision from which FS3.2 and FS3.1 fights take luck re-rolls after the roll (version.ts). */
export const LUCK_AFTER_REVISION = 6;

/** Whether this fight takes luck re-rolls after the roll (and refuses them declared beforehand). */
export function luckAfterApplies(rules: CombatRules, ctx: CombatContext): boolean {
  return rules.procedures?.luckAfterRoll === true && rules.core.luck.allowReroll && resolutionRevisionOf(ctx) >= LUCK_AFTER_REVISION;
}

/**
 * The context without a `lastRoll` (what every step but a resolve leaves behind). Null rather than
 * left out: the machine's `assign` merges a step's context into the old one, so a missing key would
 * keep the old value. A context that never had one stays as it is (old fights' snapshots unchanged).
 */
export function withoutLastRoll(ctx: CombatContext): CombatContext {
  return ctx.lastRoll === undefined || ctx.lastRoll === null ? ctx : { ...ctx, lastRoll: null };
}

/** Wraps `rng`, recording every die (labels and re-roll marks still reach `rng`). */
function recording(rng: LabelledRng): LabelledRng & { records: DiceRecord[] } {
  const records: DiceRecord[] = [];
  let label = 'dice';
  let current: DiceRecord | null = null;
  return {
    records,
    mark(next) {
      label = next;
      current = null;
      rng.mark(next);
    },
    die(sides) {
      const face = rng.die(sides);
      if (current === null || current.sides !== sides) {
        current = { label, sides, faces: [] };
        records.push(current);
      }
      current.faces.push(face);
      return face;
    },
    secondRoll: (on: boolean) => (rng as { secondRoll?(on: boolean): void }).secondRoll?.(on),
  } as LabelledRng & { records: DiceRecord[] };
}

/** Runs a one-action resolve and keeps what a luck re-roll after it needs. */
export function rememberRoll(env: StepEnv, ctx: CombatContext, resolve: (env: StepEnv, ctx: CombatContext) => StepResult): StepResult {
  const plain = withoutLastRoll(ctx);
  if (!luckAfterApplies(env.rules, plain)) return resolve(env, plain);
  const rng = recording(env.rng);
  const result = resolve({ ...env, rng }, plain);
  const from = plain.order?.next ?? 0;
  const to = result.context.order?.next ?? from;
  const actorIds = (plain.order?.slots.slice(from, Math.max(from, to)) ?? []).map((s) => s.id);
  return { ...result, context: { ...result.context, lastRoll: { before: plain, dice: rng.records, actorIds } } };
}

/**
 * The stored dice again, but a luck re-roll's second roll from `fresh`; once a stored die no
 * longer fits (or they run out) every later die is fresh too.
 */
function spliced(stored: readonly DiceRecord[], fresh: LabelledRng): LabelledRng & { rerolled: boolean } {
  const faces = stored.flatMap((r) => r.faces.map((face) => ({ sides: r.sides, face })));
  let at = 0;
  let broken = false;
  let second = false;
  const out = {
    rerolled: false,
    mark: (label: string) => fresh.mark(label),
    die(sides: number) {
      if (second || broken) return fresh.die(sides);
      const next = faces[at];
      if (next === undefined || next.sides !== sides) {
        broken = true;
        return fresh.die(sides);
      }
      at++;
      return next.face;
    },
    secondRoll(on: boolean) {
      second = on;
      if (on) out.rerolled = true;
    },
  };
  return out;
}

/** Who may re-roll what in the latest action: the actors' attack rolls, their targets' defense rolls. */
export function luckAfterChoices(rules: CombatRules, ctx: CombatContext): { combatantId: string; name: string; roll: 'attack' | 'defense' }[] {
  const last = ctx.lastRoll;
  if (!last) return [];
  const out: { combatantId: string; name: string; roll: 'attack' | 'defense' }[] = [];
  const seen = new Set<string>();
  const add = (id: string, roll: 'attack' | 'defense') => {
    const key = `${id}:${roll}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (luckRerollRefusal(rules, ctx, { type: 'luck.reroll', combatantId: id, roll }) === null) out.push({ combatantId: id, name: findCombatant(ctx, id)?.name ?? id, roll });
  };
  for (const id of last.actorIds) {
    const action = findCombatant(last.before, id)?.declaration?.action;
    if (!action || !ROLLING.has(action.kind)) continue;
    add(id, 'attack');
    for (const t of actionTargets(action)) add(t, 'defense');
  }
  return out;
}

/** Actions with an attack roll against a defense roll (FS3.2 and FS3.1). */
const ROLLING = new Set(['attack', 'full-auto', 'explode', 'suppress', 'subdue']);

/** Why `cmd` cannot spend luck on a re-roll now, or null. */
export function luckRerollRefusal(rules: CombatRules, ctx: CombatContext, cmd: CommandOf<'luck.reroll'>): string | null {
  if (!luckAfterApplies(rules, ctx)) return 'This fight takes luck re-rolls only as declared (its rules or its age).';
  const last = ctx.lastRoll;
  if (!last) return 'Luck re-rolls a roll of the action just resolved, while that is the latest step.';
  const c = findCombatant(last.before, cmd.combatantId);
  const now = findCombatant(ctx, cmd.combatantId);
  if (!c || !now) return `No combatant with id ${cmd.combatantId}.`;
  if (!c.declaration) return `${c.name} declared nothing this turn, so has no luck earmarked to change.`;
  if (c.declaration.luck) return `${c.name} already earmarked luck this turn (${c.declaration.luck.effect} on ${c.declaration.luck.roll}).`;
  const state = { luckPoints: c.luckPoints ?? Number.POSITIVE_INFINITY, rollsModifiedThisTurn: c.luckUsed };
  return combatLuckRefusal(rules.core, state, { use: 'modify-roll', roll: cmd.roll, effect: 'reroll' });
}

/** `luck.reroll`: the latest action again, with `cmd.combatantId`'s re-roll of their `cmd.roll`. */
export function rerollAfter(env: StepEnv, ctx: CombatContext, cmd: CommandOf<'luck.reroll'>, resolve: (env: StepEnv, ctx: CombatContext) => StepResult): StepResult {
  const last = ctx.lastRoll;
  if (!last) throw new CombatCommandError('There is no resolved action to re-roll.');
  const luck = { roll: cmd.roll, effect: 'reroll' as const };
  const before: CombatContext = {
    ...last.before,
    combatants: last.before.combatants.map((c) => (c.id === cmd.combatantId && c.declaration ? { ...c, declaration: { ...c.declaration, luck } } : c)),
  };
  const rng = spliced(last.dice, env.rng);
  const result = resolve({ ...env, rng }, before);
  const name = findCombatant(before, cmd.combatantId)?.name ?? cmd.combatantId;
  if (!rng.rerolled) throw new CombatCommandError(`${name} made no ${cmd.roll} roll in that action.`);
  const note = { kind: 'note' as const, turn: ctx.turn, text: `${name} spends luck after seeing the ${cmd.roll} roll: a re-roll, the better roll kept; the action again:` };
  return { context: { ...result.context, lastRoll: null }, entries: [note, ...result.entries] };
}
