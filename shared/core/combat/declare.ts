/**
 * Declaring (seed 004 "Combat Turns": everyone says what they will do before anyone rolls). Each
 * declaration is checked against the rules before it is accepted, so resolution rarely refuses.
 */
import type { Weapon } from '../../domain/gear';
import { hasAmmo } from '../mechanics/actions';
import { luckAfterApplies } from './luck-after';
import { combatLuckRefusal } from '../mechanics/combat-luck';
import type { CombatRules } from './procedures';
import { treatRefusal } from '../mechanics/first-aid';
import type { CommandOf } from './commands';
import {
  canAct,
  findCombatant,
  findVehicle,
  resolutionRevisionOf,
  type CombatantState,
  type CombatContext,
  type Declaration,
} from './context';
import { actionTargets, type DeclaredAction, type LuckChoice } from './declarations';
import type { LuckWords } from './luck-spends';
import { chartNamed, vehicleNamed, weaponNamed } from './gear';
import { type StepResult } from './step';

export type DeclarePhase = 'declaring' | 'resolving';

const FIRING = new Set(['attack', 'full-auto', 'explode', 'suppress']);

/** Why `c` cannot take `action` with `weapon`, or null. */
export function actionRefusal(rules: CombatRules, ctx: CombatContext, c: CombatantState, action: DeclaredAction, weapon: Weapon): string | null {
  for (const id of actionTargets(action)) {
    const person = findCombatant(ctx, id);
    if (!person && !findVehicle(ctx, id)) return `${c.name}: no target with id ${id}.`;
    if (id === c.id && action.kind !== 'treat') return `${c.name} cannot target themselves.`;
    if (!person && !['attack', 'full-auto', 'explode', 'aim', 'treat'].includes(action.kind)) {
      return `${c.name}: a vehicle can only be attacked, aimed at or jury-rigged (Treat).`;
    }
    // Jury-rigging is FS3.2's own Treat; an edition playing its own turn says whether it has it.
    if (!person && action.kind === 'treat' && rules.procedures && !rules.procedures.treatsVehicles) {
      return `${c.name}: vehicles cannot be treated in this game's rules.`;
    }
    // Shooting the vehicle you are flying is shooting yourself (RULES-NOTES 28b).
    const v = person ? undefined : findVehicle(ctx, id);
    if (v && v.pilotId === c.id && action.kind !== 'treat' && resolutionRevisionOf(ctx) >= 2) {
      return `${c.name} is piloting ${v.name} and cannot target it.`;
    }
  }
  if (action.kind === 'task' && !rules.procedures?.taskActions) return `${c.name}: this game's combat has no task actions; declare one of its own actions.`;
  if (FIRING.has(action.kind) && !hasAmmo(c.ammo)) return `${c.name}'s ${weapon.name} is empty: reload first.`;
  switch (action.kind) {
    case 'attack': {
      if (weapon.type === 'explosive') return `${weapon.name} is an explosive: declare it as an explosion.`;
      if (weapon.type === 'defensive') return `${weapon.name} can only suppress.`;
      if (action.burst && !weapon.automatic) return `${weapon.name} cannot fire bursts.`;
      if (action.location !== undefined) {
        const t = findCombatant(ctx, action.target);
        const v = findVehicle(ctx, action.target);
        const chart = t ? chartNamed(ctx.gear, t.chart) : chartNamed(ctx.gear, vehicleNamed(ctx.gear, v!.vehicle).hitChart);
        if (!chart.targets[action.location]) return `${chart.name} has no target row ${action.location}.`;
      }
      return null;
    }
    case 'full-auto':
      if (!weapon.automatic) return `${weapon.name} cannot fire full-auto.`;
      if (new Set(action.targets).size !== action.targets.length) return 'Name each full-auto target once.';
      return action.targets.length > rules.autoFire.maxTargets ? `At most ${rules.autoFire.maxTargets} targets.` : null;
    case 'explode':
      return weapon.type === 'explosive' ? null : `${weapon.name} is not an explosive.`;
    case 'suppress': {
      const max = weapon.automatic ? rules.autoFire.maxTargets : 1;
      return action.targets.length > max ? `${weapon.name} can suppress ${max === 1 ? 'one target' : `up to ${max} targets`}.` : null;
    }
    case 'subdue':
      return weapon.type === 'melee' ? null : `Subduing needs a melee weapon, not ${weapon.name}.`;
    case 'rally':
      return findCombatant(ctx, action.target)!.knockedOut ? null : `${findCombatant(ctx, action.target)!.name} is not knocked out.`;
    case 'treat': {
      // A vehicle is treated by jury-rigging (seed 000), a person by first aid.
      const patient = findCombatant(ctx, action.target) ?? findVehicle(ctx, action.target)!;
      const w = patient.wounds[action.woundIndex];
      if (!w) return `${patient.name} has no wound number ${action.woundIndex + 1}.`;
      const why = treatRefusal(rules, w, action.minutesSinceInjury ?? 0);
      return why === null ? null : `${patient.name}: ${why}`;
    }
    default:
      return null;
  }
}

/** Why `c` cannot earmark `luck` this turn, or null. */
export function luckRefusal(rules: CombatRules, ctx: CombatContext, c: CombatantState, luck: LuckChoice | null, phase: DeclarePhase): string | null {
  if (luck === null) return null;
  if (phase === 'resolving' && luck.roll === 'initiative') return 'Initiative has already been rolled.';
  if (luck.effect === 'reroll' && luck.roll !== 'initiative' && luckAfterApplies(rules, ctx)) {
    return `${c.name}: luck re-rolls the ${luck.roll} roll after it is seen (Spend luck to re-roll, once the action is resolved), not declared beforehand.`;
  }
  if (rules.procedures?.luckRefusal) {
    const own = rules.procedures.luckRefusal(c, luck);
    return own === null ? null : `${c.name}: ${own}`;
  }
  // Untracked luck (null) is allowed: the storyteller keeps count for mooks, if at all.
  const state = { luckPoints: c.luckPoints ?? 1, rollsModifiedThisTurn: c.luckUsed };
  const why = combatLuckRefusal(rules.core, state, { use: 'modify-roll', roll: luck.roll, effect: luck.effect }) ?? luckTargetRefusal(ctx, c, luck);
  return why === null ? null : `${c.name}: ${why}`;
}

/** A penalty goes on someone else's roll (seed 004); every other use is on one's own roll. */
function luckTargetRefusal(ctx: CombatContext, c: CombatantState, luck: LuckChoice): string | null {
  if (luck.effect !== 'penalty') return luck.target === undefined || luck.target === c.id ? null : 'Only a luck penalty goes on someone else\'s roll.';
  if (luck.target === undefined) return 'Say whose roll the luck penalty goes on.';
  if (luck.target === c.id) return 'Luck cannot be spent as a penalty on your own roll.';
  return findCombatant(ctx, luck.target) ? null : `No combatant with id ${luck.target}.`;
}

export function declareRefusal(rules: CombatRules, ctx: CombatContext, cmd: CommandOf<'action.declare'>, phase: DeclarePhase): string | null {
  const seen = new Set<string>();
  const pending = new Set(phase === 'resolving' && ctx.order ? [...ctx.order.slots.slice(ctx.order.next), ...(ctx.order.held ?? [])].map((s) => s.id) : []);
  for (const d of cmd.declarations) {
    const c = findCombatant(ctx, d.combatantId);
    if (!c) return `No combatant with id ${d.combatantId}.`;
    if (seen.has(c.id)) return `${c.name} is declared twice.`;
    seen.add(c.id);
    if (!canAct(c)) return `${c.name} is knocked out and cannot act.`;
    if (phase === 'resolving' && !pending.has(c.id)) return `${c.name} has no action left to change this turn.`;
    // Seed 003: the order of action slots is built from the declarations when the actions begin.
    if (phase === 'resolving' && rules.procedures?.initiativeFirst) return `${c.name}: declarations are over once the actions have begun.`;
    const weapon = weaponNamed(ctx.gear, c.weapon);
    const more = d.more ?? [];
    const why =
      actionRefusal(rules, ctx, c, d.action, weapon) ??
      moreRefusal(rules, ctx, c, more, weapon) ??
      luckRefusal(rules, ctx, c, d.luck, phase) ??
      rules.procedures?.declarationRefusal?.(ctx, c, [d.action, ...more], d.luck) ??
      null;
    if (why !== null) return why;
  }
  return null;
}

/** The second and third actions: only up to the procedures' `maxActions`, each checked like the first. */
function moreRefusal(rules: CombatRules, ctx: CombatContext, c: CombatantState, more: readonly DeclaredAction[], weapon: Weapon): string | null {
  if (more.length === 0) return null;
  const max = rules.procedures?.maxActions ?? 1;
  if (1 + more.length > max) return max === 1 ? `${c.name}: one action a turn in this game.` : `${c.name}: at most ${max} actions a turn.`;
  for (const a of more) {
    const why = actionRefusal(rules, ctx, c, a, weapon);
    if (why !== null) return why;
  }
  return null;
}

/** Verb phrases: infinitive (after "will") and third person (the log of what happened). */
const ACTION_WORDS: Record<DeclaredAction['kind'], [string, string]> = {
  attack: ['attack', 'attacks'],
  'full-auto': ['fire full-auto at', 'fires full-auto at'],
  explode: ['set off an explosive at', 'sets off an explosive at'],
  suppress: ['suppress', 'suppresses'],
  aim: ['aim at', 'aims at'],
  reload: ['reload', 'reloads'],
  subdue: ['subdue', 'subdues'],
  escape: ['try to escape', 'tries to escape'],
  rally: ['rally', 'rallies'],
  treat: ['treat', 'treats'],
  pass: ['pass', 'passes'],
  task: ['roll', 'rolls'],
};

/** "attack Alice (burst)" (or "attacks ..." with `thirdPerson`), ids replaced by names. */
export function describeAction(ctx: CombatContext, action: DeclaredAction, thirdPerson = false): string {
  // A loop, no closure per call: every row of a 500-combatant view and every resolved action says its action.
  const ids = actionTargets(action);
  let targets = '';
  for (let i = 0; i < ids.length; i++) targets += i === 0 ? targetName(ctx, ids[i]!) : `, ${targetName(ctx, ids[i]!)}`;
  let extra = '';
  if (action.kind === 'attack') extra = `${action.burst ? ' (burst)' : ''}${action.location ? ` at the ${action.location}` : ''}`;
  if (action.kind === 'treat') extra = ` (wound ${action.woundIndex + 1})`;
  if (action.kind === 'explode') extra = ` (zone ${action.targets.map((t) => t.zone).join('/')})`;
  if (action.kind === 'task') {
    const what = action.label ?? `${action.characteristic}${action.skill ? ` + ${action.skill}` : ''}`;
    const accent = action.accent ? `, accented ${action.accent}ly` : '';
    const shots = action.shots && action.shots > 1 ? `, ${action.shots} shots` : '';
    return `${ACTION_WORDS.task[thirdPerson ? 1 : 0]} ${what}${targets ? ` at ${targets}` : ''}${accent}${shots}`;
  }
  return `${ACTION_WORDS[action.kind][thirdPerson ? 1 : 0]}${targets ? ` ${targets}` : ''}${extra}`;
}

const targetName = (ctx: CombatContext, id: string): string => findCombatant(ctx, id)?.name ?? findVehicle(ctx, id)?.name ?? id;

function applyDeclarations(ctx: CombatContext, list: { combatantId: string; declaration: Declaration; stance?: CombatantState['stance'] }[]): CombatContext {
  const byId = new Map(list.map((d) => [d.combatantId, d]));
  return {
    ...ctx,
    combatants: ctx.combatants.map((c) => {
      const d = byId.get(c.id);
      return d ? { ...c, declaration: d.declaration, stance: d.stance ?? c.stance } : c;
    }),
  };
}

/**
 * "(bonus) on attack", "for a penalty on Bob's defense". Issue 37 item 12: an edition that names
 * what its luck buys (its procedures' `luckWords`: Fading Suns' "+4 goal on every action this
 * turn") is logged in those words, not as "(bonus)".
 */
function luckPhrase(ctx: CombatContext, luck: LuckChoice, own?: LuckWords): string {
  if (own && (luck.effect === 'bonus' || luck.effect === 'reroll')) return `(${own(luck, 1)}) on ${luck.roll}`;
  if (luck.effect === 'penalty') return `for a penalty on ${findCombatant(ctx, luck.target ?? '')?.name ?? luck.target}'s ${luck.roll}`;
  if (luck.effect === 'cancel') return `to cancel luck spent against their ${luck.roll}`;
  return `(${luck.effect}) on ${luck.roll}`;
}

export function declare(ctx: CombatContext, cmd: CommandOf<'action.declare'>, words: { luckWords?: LuckWords; luckPoint?: string | undefined } = {}): StepResult {
  const list = cmd.declarations.map((d) => ({
    combatantId: d.combatantId,
    declaration: { action: d.action, luck: d.luck, ...(d.more && d.more.length > 0 ? { more: d.more } : {}) },
    ...(d.stance ? { stance: d.stance } : {}),
  }));
  const next = applyDeclarations(ctx, list);
  const entries = cmd.declarations.map((d) => {
    const c = findCombatant(ctx, d.combatantId)!;
    // An edition that names its points ("a hero point") and what they buy says both.
    const spent = words.luckPoint && words.luckWords && (d.luck?.effect === 'bonus' || d.luck?.effect === 'reroll') ? `a ${words.luckPoint}` : 'luck';
    const luck = d.luck ? `, spending ${spent} ${luckPhrase(ctx, d.luck, words.luckWords)}` : '';
    const stance = d.stance && d.stance !== c.stance ? ` in ${d.stance} stance` : '';
    const more = (d.more ?? []).map((a) => `, then ${describeAction(ctx, a)}`).join('');
    return { kind: 'note' as const, turn: ctx.turn, text: `${c.name} will ${describeAction(ctx, d.action)}${more}${stance}${luck}.` };
  });
  return { context: next, entries };
}

function quickDeclareTargets(ctx: CombatContext, cmd: CommandOf<'action.quickDeclare'>): CombatantState[] {
  const wanted = cmd.combatantIds ? new Set(cmd.combatantIds) : null;
  return ctx.combatants.filter((c) => quickDeclares(c, wanted));
}

function quickDeclares(c: CombatantState, wanted: ReadonlySet<string> | null): boolean {
  return c.kind === 'npc' && canAct(c) && c.declaration === null && (wanted === null || wanted.has(c.id));
}

export function quickDeclareRefusal(ctx: CombatContext, cmd: CommandOf<'action.quickDeclare'>): string | null {
  for (const id of cmd.combatantIds ?? []) {
    const c = findCombatant(ctx, id);
    if (!c) return `No combatant with id ${id}.`;
    if (c.kind !== 'npc') return `${c.name} is a player character: declare their action yourself.`;
  }
  // Issue 38: the machine's guard asks this on every step's view: the first NPC who may declare answers it.
  const wanted = cmd.combatantIds ? new Set(cmd.combatantIds) : null;
  return ctx.combatants.some((c) => quickDeclares(c, wanted)) ? null : 'Every NPC who can act has already declared.';
}

/**
 * The next enemy of `team` in turn. Only those who attack take one, so the spread has no gaps.
 * (Issue 38: a function, not a closure made for each of 500 NPCs.)
 */
function nextFoe(perTeam: Map<number, number>, team: number, enemies: readonly CombatantState[]): CombatantState {
  const k = perTeam.get(team) ?? 0;
  perTeam.set(team, k + 1);
  return enemies[k % enemies.length]!;
}

/**
 * NPC quick-declare: escape when held, reload when empty, otherwise attack an active enemy,
 * spreading each team's NPCs over the enemies in roster order (deterministic: no dice).
 */
export function quickDeclare(ctx: CombatContext, cmd: CommandOf<'action.quickDeclare'>, rules?: CombatRules): StepResult {
  const own = rules?.procedures?.quickAction;
  const npcs = quickDeclareTargets(ctx, cmd);
  const perTeam = new Map<number, number>();
  const enemiesOf = new Map<number, CombatantState[]>();
  const list = npcs.map((c) => {
    const weapon = weaponNamed(ctx.gear, c.weapon);
    let enemies = enemiesOf.get(c.team);
    if (!enemies) {
      enemies = ctx.combatants.filter((e) => e.team !== c.team && !e.knockedOut);
      enemiesOf.set(c.team, enemies);
    }
    let action: DeclaredAction;
    // An edition with its own actions (seed 003's tasks) says what an NPC does at the foe it gets.
    if (own) action = own(ctx, c, enemies.length === 0 ? null : nextFoe(perTeam, c.team, enemies));
    else if (c.subduedBy !== null) action = { kind: 'escape' };
    else if (!hasAmmo(c.ammo)) action = { kind: 'reload' };
    else if (enemies.length === 0) action = { kind: 'pass' };
    else if (weapon.type === 'explosive') action = { kind: 'explode', targets: [{ id: nextFoe(perTeam, c.team, enemies).id, zone: 0 }] };
    else if (weapon.type === 'defensive') action = { kind: 'suppress', targets: [nextFoe(perTeam, c.team, enemies).id] };
    else action = { kind: 'attack', target: nextFoe(perTeam, c.team, enemies).id };
    return { combatantId: c.id, declaration: { action, luck: null } };
  });
  const text = list.map((d) => `${findCombatant(ctx, d.combatantId)!.name} will ${describeAction(ctx, d.declaration.action)}`);
  return {
    context: applyDeclarations(ctx, list),
    entries: [{ kind: 'note', turn: ctx.turn, text: `NPC quick-declare: ${text.join('; ')}.` }],
  };
}
