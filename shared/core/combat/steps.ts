/**
 * One table from command type to its step function, used by the machine's actions (dice from the
 * event's tape) and by the host's dry run and log replay (dice recorded or replayed): a command
 * has exactly one implementation. Refusals are the machine's guards, in words.
 */
import { STANCES } from '../mechanics/combat-ruleset';
import type { CombatRules } from './procedures';
import { woundModifierOf } from '../mechanics/wounds';
import { updateMany, updateManyRefusal } from './bulk';
import type { CombatCommand, CombatCommandType, CommandOf } from './commands';
import { findCombatant, findVehicle, type CombatContext } from './context';
import type { TurnFact } from './log-entries';
import { declare, declareRefusal, quickDeclare, quickDeclareRefusal, type DeclarePhase } from './declare';
import type { LabelledRng } from './dice-tape';
import {
  addModifier, addModifierRefusal, addWound, editWound, knockOut, knockOutRefusal, removeModifier, removeModifierRefusal,
  removeWound, revive, reviveRefusal, woundRefusal,
} from './overrides';
import { moveWound, moveWoundRefusal } from './move-injury';
import { luckRerollRefusal, rememberRoll, rerollAfter } from './luck-after';
import { autoDeclare, autoDeclareRefusal } from './npc-auto';
import { setAuto, setAutoRefusal } from './npc-settings';
import { setPrivacy, setPrivacyRefusal } from './privacy';
import { markShown, setNames, setNamesRefusal } from './shown';
import { beginActions, beginRefusal, firstInitiativeRefusal, isInitiativeFirst } from './initiative-first';
import {
  addCombatants, addCombatantRefusal, removeCombatant, removeCombatantRefusal, renameTeam, updateCombatant, updateCombatantRefusal,
} from './roster';
import { addVehicle, addVehicleRefusal, board, boardRefusal, leave, leaveRefusal, removeVehicle } from './vehicle-roster';
import { addVehicleWithCrew, boardJoining, boardsRefusal, crewRefusal } from './vehicle-crew';
import { turnOf, type StepEnv, type StepResult } from './step';
import { hold, holdRefusal, release, releaseRefusal, resolveWithHolds } from './holds';
import {
  addCondition, addConditionRefusal, editCondition, editConditionRefusal, expireConditions, removeCondition, removeConditionRefusal, setNote,
  setNoteRefusal,
} from './conditions';
import {
  allResolved, endCombat, initiativeRefusal, reorder, reorderRefusal, startCombat, startRefusal,
} from './turn';

type StepFn<T extends CombatCommandType> = (env: StepEnv, ctx: CombatContext, cmd: CommandOf<T>) => StepResult;

/** Every command's step. */
export const STEPS: { [T in CombatCommandType]: StepFn<T> } = {
  'combatant.add': (env, ctx, cmd) => addWithVehicles(env, ctx, cmd),
  'combatant.remove': (_env, ctx, cmd) => removeCombatant(ctx, cmd),
  'combatant.update': (env, ctx, cmd) => updateCombatant(env.rules, ctx, cmd),
  'team.rename': (_env, ctx, cmd) => renameTeam(ctx, cmd),
  'vehicle.add': (env, ctx, cmd) => addVehicleWithCrew(env, ctx, cmd),
  'vehicle.remove': (_env, ctx, cmd) => removeVehicle(ctx, cmd),
  'vehicle.board': (env, ctx, cmd) => (env.rules.procedures?.board ? env.rules.procedures.board(env, ctx, cmd) : board(ctx, cmd)),
  'vehicle.leave': (env, ctx, cmd) => (env.rules.procedures?.leave ? env.rules.procedures.leave(env, ctx, cmd.combatantId) : leave(ctx, cmd)),
  'combat.start': (_env, ctx) => startCombat(ctx),
  'action.declare': (env, ctx, cmd) => declare(ctx, cmd, { luckWords: env.rules.procedures?.luckWords, luckPoint: env.rules.luckPoint }),
  'action.quickDeclare': (env, ctx, cmd) => quickDeclare(ctx, cmd, env.rules),
  'npc.autoDeclare': (env, ctx, cmd) => autoDeclare(env, ctx, cmd),
  'npc.setAuto': (_env, ctx, cmd) => setAuto(ctx, cmd),
  'initiative.roll': (env, ctx) => turnOf(env.rules).rollInitiative(env, ctx),
  'actions.begin': (env, ctx) => beginActions(env, ctx),
  'initiative.reorder': (_env, ctx, cmd) => reorder(ctx, cmd),
  'action.resolveNext': (env, ctx) => rememberRoll(env, ctx, resolveOne),
  'luck.reroll': (env, ctx, cmd) => rerollAfter(env, ctx, cmd, resolveOne),
  'action.resolveAll': (env, ctx) => resolveWithHolds(env, ctx, Number.POSITIVE_INFINITY, resolverOf(env)),
  'knockout.roll': (env, ctx) => turnOf(env.rules).rollKnockouts(env, ctx),
  'turn.end': (env, ctx) => withExpiry(ctx.turn, turnOf(env.rules).endTurn(env, ctx)),
  'combat.end': (_env, ctx) => endCombat(ctx),
  'wound.add': (env, ctx, cmd) => withFacts(addWound(ctx, cmd, env.rules.procedures?.woundName), [storytellerWoundFact(env.rules, ctx, cmd)]),
  'wound.edit': (env, ctx, cmd) => editWound(ctx, cmd, env.rules.procedures?.woundName),
  'wound.remove': (env, ctx, cmd) => removeWound(ctx, cmd, env.rules.procedures?.woundName),
  'wound.moveWithLuck': (_env, ctx, cmd) => moveWound(ctx, cmd),
  'combatant.knockOut': (_env, ctx, cmd) => withFacts(knockOut(ctx, cmd), [{ kind: 'out', who: nameOf(ctx, cmd.targetId) }]),
  'combatant.revive': (env, ctx, cmd) =>
    withFacts(cmd.useLuck && env.rules.procedures?.hero ? env.rules.procedures.hero(env, ctx, cmd.targetId) : revive(ctx, cmd), [
      { kind: 'back', who: nameOf(ctx, cmd.targetId) },
      ...(cmd.useLuck ? [{ kind: 'luck' as const, text: `${nameOf(ctx, cmd.targetId)}: luck to recover from a knockout` }] : []),
    ]),
  'modifier.add': (_env, ctx, cmd) => addModifier(ctx, cmd),
  'modifier.remove': (_env, ctx, cmd) => removeModifier(ctx, cmd),
  'action.hold': (_env, ctx, cmd) => hold(ctx, cmd),
  'action.release': (_env, ctx, cmd) => release(ctx, cmd),
  'condition.add': (_env, ctx, cmd) => addCondition(ctx, cmd),
  'condition.edit': (_env, ctx, cmd) => editCondition(ctx, cmd),
  'condition.remove': (_env, ctx, cmd) => removeCondition(ctx, cmd),
  'note.set': (_env, ctx, cmd) => setNote(ctx, cmd),
  'combatant.updateMany': (env, ctx, cmd) => updateMany(env.rules, ctx, cmd),
  'privacy.set': (_env, ctx, cmd) => setPrivacy(ctx, cmd),
  'privacy.names': (_env, ctx, cmd) => setNames(ctx, cmd),
};

/**
 * The turn summary's fact of a wound the storyteller enters (in seed 003 every wound: the seed
 * prints no damage rolls), worded by the edition's procedures when they name their levels.
 */
function storytellerWoundFact(rules: CombatRules, ctx: CombatContext, cmd: CommandOf<'wound.add'>): TurnFact {
  const w = cmd.wound;
  const own = rules.procedures;
  const level = own?.woundLevel?.(w) ?? `${w.severity.charAt(0).toUpperCase()}${w.severity.slice(1)}`;
  const modifier = own?.woundPenalty ? own.woundPenalty([w]) : woundModifierOf(w, rules);
  return { kind: 'wound', who: nameOf(ctx, cmd.targetId), by: w.source.trim() || 'the storyteller', level, location: w.location, modifier, stun: w.type === 'stun' };
}

const nameOf = (ctx: CombatContext, id: string) => (findCombatant(ctx, id) ?? findVehicle(ctx, id))?.name ?? id;

/** The turn summary's facts of a storyteller's step (issue 18), on its first entry. */
function withFacts(r: StepResult, facts: TurnFact[]): StepResult {
  const [first, ...rest] = r.entries;
  if (!first) return r;
  return { ...r, entries: [{ ...first, facts: [...(first.facts ?? []), ...facts] }, ...rest] };
}

/**
 * `combatant.add`, then each combatant that joins with a vehicle (`pilots`, AresMUSH §C.2) takes
 * its controls in the same step, by the edition's boarding when it has its own (so undo takes the
 * whole join back). A vehicle name already in the fight gets "-2", "-3"… (names key the edition's
 * battle).
 */
function addWithVehicles(env: StepEnv, ctx: CombatContext, cmd: CommandOf<'combatant.add'>): StepResult {
  const added = addCombatants(env.rules, ctx, cmd);
  let context = added.context;
  const entries = [...added.entries];
  for (const s of cmd.combatants) {
    if (!s.pilots) continue;
    let name = s.pilots.name;
    for (let n = 2; context.vehicles.some((v) => v.name === name); n++) name = `${s.pilots.name}-${n}`;
    const withVehicle = addVehicle(context, { type: 'vehicle.add', vehicle: { ...s.pilots, name } });
    const seat = { type: 'vehicle.board' as const, vehicleId: s.pilots.id, combatantId: s.id, role: 'pilot' as const };
    const own = env.rules.procedures;
    const boarded = own?.board ? own.board(env, withVehicle.context, seat) : board(withVehicle.context, seat);
    context = boarded.context;
    entries.push(...withVehicle.entries, ...boarded.entries);
  }
  return boardJoining(env, { context, entries }, cmd);
}

/** A joining vehicle's refusal (its id, chart and armor), or a mounted pilot (§C.18). */
function pilotsRefusal(ctx: CombatContext, cmd: CommandOf<'combatant.add'>): string | null {
  const ids = new Set(cmd.combatants.map((c) => c.id));
  for (const s of cmd.combatants) {
    if (!s.pilots) continue;
    if (ids.has(s.pilots.id)) return `Something in this combat already has the id ${s.pilots.id}.`;
    ids.add(s.pilots.id);
    if (s.mount !== undefined) return `${s.name} can't board a vehicle while mounted.`;
    const refusal = addVehicleRefusal(ctx, { type: 'vehicle.add', vehicle: s.pilots });
    if (refusal) return refusal;
  }
  return null;
}

/** The next action in the order (`action.resolveNext`, and again for a luck re-roll after it). */
const resolveOne = (env: StepEnv, ctx: CombatContext): StepResult => resolveWithHolds(env, ctx, 1, resolverOf(env));

/** The edition's way of resolving the pending order. */
function resolverOf(env: StepEnv) {
  const own = turnOf(env.rules);
  return (e: StepEnv, c: CombatContext, n: number) => own.resolveSlots(e, c, n);
}

/** The edition's own turn: every edition supplies one; the machine has none of its own. */
/** Any edition's end of turn, then the conditions whose last turn it was end (before "Turn N begins"). */
function withExpiry(turn: number, r: StepResult): StepResult {
  const expired = expireConditions(r.context, turn);
  return expired.entries.length === 0 ? r : { context: expired.context, entries: [...expired.entries, ...r.entries] };
}

/** Runs the step of `cmd` (no guard check: ask {@link commandRefusal} first). */
export function applyCommand(rules: CombatRules, ctx: CombatContext, cmd: CombatCommand, rng: LabelledRng): StepResult {
  return runStep({ rules, rng }, ctx, cmd);
}

/**
 * A command's step, then what every step does after it: whoever the players now see for the first
 * time gets its public marks (issue 35, shown.ts). The machine's actions and the host's planning
 * both come through here, so no step can forget it.
 */
export function runStep(env: StepEnv, ctx: CombatContext, cmd: CombatCommand): StepResult {
  const stepped = (STEPS[cmd.type] as StepFn<CombatCommandType>)(env, ctx, cmd);
  // A luck re-roll after the roll is open only while the resolving step is the latest (luck-after.ts).
  const open = cmd.type === 'action.resolveNext' || (!ctx.lastRoll && !stepped.context.lastRoll);
  const result = open ? stepped : { ...stepped, context: { ...stepped.context, lastRoll: null } };
  const context = markShown(result.context, ctx);
  return context === result.context ? result : { ...result, context };
}

type RefusalFn<T extends CombatCommandType> = (rules: CombatRules, ctx: CombatContext, cmd: CommandOf<T>, phase: DeclarePhase) => string | null;
const none = () => null;

/** Why each command cannot be carried out on this context, or null. The machine's guards call these. */
export const REFUSALS: { [T in CombatCommandType]: RefusalFn<T> } = {
  'combatant.add': (r, ctx, cmd) =>
    stanceRefusal(r, cmd.combatants.map((c) => c.stance)) ?? levelRefusal(r, cmd.combatants.map((c) => c.level)) ?? mountRefusal(r, cmd.combatants.map((c) => c.mount)) ?? typeRefusal(r, cmd.combatants.map((c) => c.combatantType)) ??
    addCombatantRefusal(ctx, cmd) ?? pilotsRefusal(ctx, cmd) ?? boardsRefusal(ctx, cmd),
  'combatant.remove': (_r, ctx, cmd) => removeCombatantRefusal(ctx, cmd),
  'combatant.update': (r, ctx, cmd) => stanceRefusal(r, [cmd.patch.stance]) ?? levelRefusal(r, [cmd.patch.level ?? undefined]) ?? mountRefusal(r, [cmd.patch.mount ?? undefined]) ?? typeRefusal(r, [cmd.patch.combatantType ?? undefined]) ?? updateCombatantRefusal(ctx, cmd),
  'team.rename': none,
  'vehicle.add': (r, ctx, cmd) => addVehicleRefusal(ctx, cmd) ?? crewRefusal(r, ctx, cmd),
  'vehicle.remove': (_r, ctx, cmd) => (findVehicle(ctx, cmd.vehicleId) ? null : `No vehicle with id ${cmd.vehicleId}.`),
  'vehicle.board': (r, ctx, cmd) => (r.procedures?.boardRefusal ? r.procedures.boardRefusal(ctx, cmd) : boardRefusal(ctx, cmd)),
  'vehicle.leave': (r, ctx, cmd) => (r.procedures?.leaveRefusal ? r.procedures.leaveRefusal(ctx, cmd.combatantId) : leaveRefusal(ctx, cmd)),
  'combat.start': (_r, ctx) => startRefusal(ctx),
  'action.declare': (r, ctx, cmd, phase) => stanceRefusal(r, cmd.declarations.map((d) => d.stance)) ?? declareRefusal(r, ctx, cmd, phase),
  'action.quickDeclare': (_r, ctx, cmd) => quickDeclareRefusal(ctx, cmd),
  'npc.autoDeclare': (_r, ctx, cmd) => autoDeclareRefusal(ctx, cmd),
  'npc.setAuto': (_r, ctx, cmd) => setAutoRefusal(ctx, cmd),
  'initiative.roll': (r, ctx) => (isInitiativeFirst(r) ? firstInitiativeRefusal(ctx) : initiativeRefusal(ctx)),
  'actions.begin': (r, ctx) => beginRefusal(r, ctx),
  'initiative.reorder': (_r, ctx, cmd) => reorderRefusal(ctx, cmd),
  'action.resolveNext': (_r, ctx) => (allResolved(ctx) ? 'Every action of this turn has been resolved.' : null),
  'action.resolveAll': (_r, ctx) => (allResolved(ctx) ? 'Every action of this turn has been resolved.' : null),
  'knockout.roll': none,
  'turn.end': none,
  'combat.end': none,
  'wound.add': (_r, ctx, cmd) => woundRefusal(ctx, cmd),
  'wound.edit': (_r, ctx, cmd) => woundRefusal(ctx, cmd),
  'wound.remove': (_r, ctx, cmd) => woundRefusal(ctx, cmd),
  'wound.moveWithLuck': (r, ctx, cmd) => moveWoundRefusal(r, ctx, cmd),
  'luck.reroll': (r, ctx, cmd) => luckRerollRefusal(r, ctx, cmd),
  'combatant.knockOut': (_r, ctx, cmd) => knockOutRefusal(ctx, cmd),
  'combatant.revive': (r, ctx, cmd) =>
    cmd.useLuck && r.procedures?.heroRefusal ? (reviveRefusal(r, ctx, { ...cmd, useLuck: false }) ?? r.procedures.heroRefusal(ctx, cmd.targetId)) : reviveRefusal(r, ctx, cmd),
  'modifier.add': (_r, ctx, cmd) => addModifierRefusal(ctx, cmd),
  'modifier.remove': (_r, ctx, cmd) => removeModifierRefusal(ctx, cmd),
  'action.hold': (_r, ctx, cmd) => holdRefusal(ctx, cmd),
  'action.release': (_r, ctx, cmd) => releaseRefusal(ctx, cmd),
  'condition.add': (_r, ctx, cmd) => addConditionRefusal(ctx, cmd),
  'condition.edit': (_r, ctx, cmd) => editConditionRefusal(ctx, cmd),
  'condition.remove': (_r, ctx, cmd) => removeConditionRefusal(ctx, cmd),
  'note.set': (_r, ctx, cmd) => setNoteRefusal(ctx, cmd),
  'combatant.updateMany': (r, ctx, cmd) =>
    updateManyRefusal(ctx, cmd, (p) => stanceRefusal(r, [p.stance]) ?? levelRefusal(r, [p.level ?? undefined]) ?? mountRefusal(r, [p.mount ?? undefined]) ?? typeRefusal(r, [p.combatantType ?? undefined])),
  'privacy.set': (_r, ctx, cmd) => setPrivacyRefusal(ctx, cmd),
  'privacy.names': (_r, ctx, cmd) => setNamesRefusal(ctx, cmd),
};

/** A stance the combat's rules do not know (FS3.2's five, or the edition's own list), in words; null when all are known. */
export function stanceRefusal(rules: CombatRules, stances: readonly (string | undefined)[]): string | null {
  const known: readonly string[] = rules.procedures?.stances ?? STANCES;
  const bad = stances.find((s) => s !== undefined && !known.includes(s));
  return bad === undefined ? null : `Unknown stance "${bad}": choose one of ${known.join(', ')}.`;
}

/** An NPC level the combat's rules do not have (FS3.2 has none), in words; null when all are known. */
export function levelRefusal(rules: CombatRules, levels: readonly (string | undefined)[]): string | null {
  const known = rules.procedures?.npcLevels ?? [];
  const bad = levels.find((l) => l !== undefined && !known.includes(l));
  if (bad === undefined) return null;
  return known.length ? `Unknown NPC level "${bad}": choose one of ${known.join(', ')}.` : `This combat's rules have no NPC levels ("${bad}").`;
}

/** A mount the combat's rules do not have (FS3.2 has none), in words; null when all are known. */
export function mountRefusal(rules: CombatRules, mounts: readonly (string | undefined)[]): string | null {
  const known = rules.procedures?.mounts ?? [];
  const bad = mounts.find((m) => m !== undefined && !known.includes(m));
  if (bad === undefined) return null;
  return known.length ? `Unknown mount "${bad}": choose one of ${known.join(', ')}.` : `This combat's rules have no mounts ("${bad}").`;
}

/** A combatant type the combat's rules do not have (FS3.2 has none), in words; null when all are known. */
export function typeRefusal(rules: CombatRules, types: readonly (string | undefined)[]): string | null {
  const known = rules.procedures?.combatantTypes ?? [];
  const bad = types.find((t) => t !== undefined && !known.includes(t));
  if (bad === undefined) return null;
  return known.length ? `Unknown combatant type "${bad}": choose one of ${known.join(', ')}.` : `This combat's rules have no combatant types ("${bad}").`;
}

/** Why `cmd` cannot be carried out on `ctx` (the phase matters only for changing a declaration). */
export function commandRefusal(rules: CombatRules, ctx: CombatContext, cmd: CombatCommand, phase: DeclarePhase = 'declaring'): string | null {
  const refusal = REFUSALS[cmd.type] as RefusalFn<CombatCommandType>;
  return refusal(rules, ctx, cmd, phase);
}
