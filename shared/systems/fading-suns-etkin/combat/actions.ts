/**
 * A combatant's actions in a turn (003 "Multiple Actions"): up to three, each its own place in the
 * order; a gun fired more than once is one declared task with `shots`, each shot an action of its
 * own. The declaration's checks: the same action never twice except a gun's shots, one accented
 * action a turn, positive accenting not at skill 1–2, the hero pool's uses.
 */
import { findCombatant, findVehicle, type CombatantState, type CombatContext, type Declaration } from '../../../core/combat/context';
import { declaredActions } from '../../../core/combat/context';
import type { DeclaredAction, LuckChoice } from '../../../core/combat/declarations';
import { accentRefusal } from '../dice';
import { characteristicOf, shortName, skillOf } from './ratings';
import { HERO_COSTS } from '../hero-pool';

export type TaskAction = Extract<DeclaredAction, { kind: 'task' }>;

/** One action as the turn plays it: the declared action it comes from (`index`), and which shot of it. */
export type TurnAction = { index: number; action: DeclaredAction; shot: number; shots: number };

/** 003: "A character may attempt up to three actions per turn". */
export const MAX_ACTIONS = 3;

/** The turn's actions in order: each declared action, a task with `shots` once per shot. */
export function turnActions(actions: readonly DeclaredAction[]): TurnAction[] {
  const out: TurnAction[] = [];
  actions.forEach((action, index) => {
    const shots = action.kind === 'task' ? (action.shots ?? 1) : 1;
    for (let shot = 1; shot <= shots; shot++) out.push({ index, action, shot, shots });
  });
  return out;
}

/** The turn's actions of a declaration. */
export function turnActionsOf(d: Declaration): TurnAction[] {
  return turnActions(declaredActions(d));
}

/** Whether any action of the turn is accented (003: "you take -3 to the global initiative roll"). */
export function accentedTurn(actions: readonly DeclaredAction[]): boolean {
  return actions.some((a) => a.kind === 'task' && a.accent !== undefined);
}

const sameTask = (a: TaskAction, b: TaskAction) =>
  a.characteristic.trim().toLowerCase() === b.characteristic.trim().toLowerCase() && (a.skill ?? '').trim().toLowerCase() === (b.skill ?? '').trim().toLowerCase();

/** "Dex + Shoot". */
export function taskName(ctx: CombatContext, c: CombatantState | undefined, a: TaskAction): string {
  const ch = c ? characteristicOf(ctx, c, a.characteristic).name : a.characteristic;
  const sk = a.skill === null ? null : c ? skillOf(ctx, c, a.skill).name : a.skill;
  return `${shortName(ch)}${sk ? ` + ${sk}` : ''}`;
}

/**
 * "Dex + Shoot at Kurgan" (the task's own label when it has one), with the shot and accent. The
 * label is the storyteller's words: for the players (`forPlayers`) the task is its characteristic
 * and skill (issue 35).
 */
export function actionWords(ctx: CombatContext, c: CombatantState | undefined, t: TurnAction, forPlayers = false): string {
  const a = t.action;
  if (a.kind !== 'task') return a.kind === 'pass' ? 'Pass' : a.kind;
  const target = a.target === undefined ? '' : ` at ${findCombatant(ctx, a.target)?.name ?? findVehicle(ctx, a.target)?.name ?? a.target}`;
  const shot = t.shots > 1 ? ` (shot ${t.shot} of ${t.shots})` : '';
  const accent = a.accent ? `, accented ${a.accent}ly` : '';
  return `${(forPlayers ? undefined : a.label) ?? taskName(ctx, c, a)}${target}${shot}${accent}`;
}

/** Why a seed 003 combatant cannot declare these actions with this hero-pool use; null: accepted. */
export function etkinDeclarationRefusal(ctx: CombatContext, c: CombatantState, actions: readonly DeclaredAction[], luck: LuckChoice | null, known: { characteristics: readonly string[]; skills: readonly string[] }): string | null {
  const tasks: TaskAction[] = [];
  for (const a of actions) {
    if (a.kind === 'pass') {
      if (actions.length > 1) return `${c.name}: a pass is the whole turn; declare it alone.`;
      continue;
    }
    if (a.kind !== 'task') return `${c.name}: every action in this game is a task (a characteristic and a skill), not "${a.kind}".`;
    tasks.push(a);
  }
  const lower = (list: readonly string[]) => new Set(list.map((n) => n.trim().toLowerCase()));
  const chars = lower(known.characteristics);
  const skills = lower(known.skills);
  for (const t of tasks) {
    if (!chars.has(t.characteristic.trim().toLowerCase()) && !characteristicOf(ctx, c, t.characteristic).known) return `${c.name}: "${t.characteristic}" is not a characteristic of this game.`;
    if (t.skill !== null && !skills.has(t.skill.trim().toLowerCase()) && !skillOf(ctx, c, t.skill).known) return `${c.name}: "${t.skill}" is not a skill of this game.`;
    const why = accentRefusal(t.skill === null ? 0 : skillOf(ctx, c, t.skill).rating, t.accent);
    if (why !== null) return `${c.name}: ${why}`;
    // One accented action is one roll: accenting a volley would accent several actions.
    if (t.accent && (t.shots ?? 1) > 1) return `${c.name}: accent one shot only; declare the accented shot as an action of its own.`;
  }
  const count = turnActions(actions).length;
  if (count > MAX_ACTIONS) return `${c.name}: at most ${MAX_ACTIONS} actions a turn, and each shot is one (${count} declared).`;
  // 003 "You can accent only one action per turn".
  if (tasks.filter((t) => t.accent !== undefined).length > 1) return `${c.name}: only one action a turn may be accented.`;
  // 003 "the same action may not be performed multiple times in a turn … Firearms are the exception".
  for (let i = 0; i < tasks.length; i++) {
    for (let j = i + 1; j < tasks.length; j++) {
      const [a, b] = [tasks[i]!, tasks[j]!];
      if (sameTask(a, b) && (a.shots === undefined || b.shots === undefined)) {
        return `${c.name}: the same action twice in a turn (${taskName(ctx, c, a)}); only a gun fires again: declare the shots on it.`;
      }
    }
  }
  const shots = tasks.reduce((n, t) => n + (t.shots ?? 0), 0);
  if (shots > 0 && c.ammo !== null && shots > c.ammo) return `${c.name}: ${shots} shots declared and ${c.ammo} left in the clip.`;
  return heroRefusal(c, actions, luck);
}

/** The hero pool's uses (003 "The Hero Pool"): actions only, the re-roll on a task, enough points. */
export function heroRefusal(c: CombatantState, actions: readonly DeclaredAction[], luck: LuckChoice | null): string | null {
  if (luck === null) return null;
  const why = heroChoiceRefusal(c, luck);
  if (why !== null) return `${c.name}: ${why}`;
  if (luck.effect === 'reroll') {
    const i = luck.action ?? 0;
    const a = actions[i];
    if (!a) return `${c.name}: there is no action ${i + 1} to re-roll.`;
    if (a.kind !== 'task') return `${c.name}: only a task's roll can be re-rolled.`;
  }
  return null;
}

/** The machine's `luckRefusal` seam: whether this hero-pool use is one seed 003 has, and affordable. */
export function heroChoiceRefusal(c: CombatantState, luck: LuckChoice): string | null {
  if (luck.roll !== 'attack' || (luck.effect !== 'bonus' && luck.effect !== 'reroll')) {
    return 'The hero pool buys +4 goal on all actions this turn, or a re-roll of an action (seed 003); nothing else in combat.';
  }
  if (luck.effect === 'bonus' && luck.rerolls !== undefined) return 'Only a re-roll takes a second re-roll.';
  const cost = luck.effect === 'reroll' ? HERO_COSTS.reroll + (luck.rerolls === 2 ? HERO_COSTS.secondReroll : 0) : HERO_COSTS.roundBonus;
  if (c.luckPoints !== null && c.luckPoints < cost) return `${cost} hero point${cost === 1 ? '' : 's'} needed, ${c.luckPoints} left.`;
  return null;
}

/**
 * NPC quick-declare (the GM screen's button; not a seed rule): one task at the next enemy with the
 * natural combat skill that fits the weapon (Dexterity + Shoot with a gun, + Melee with a blade,
 * + Fight otherwise), or a pass when no enemy is left.
 */
export function quickTask(_ctx: CombatContext, _c: CombatantState, foe: CombatantState | null, weaponType: string): DeclaredAction {
  if (foe === null) return { kind: 'pass' };
  const skill = weaponType === 'ranged' || weaponType === 'explosive' ? 'Shoot' : weaponType === 'melee' ? 'Melee' : 'Fight';
  return { kind: 'task', characteristic: 'Dexterity', skill, target: foe.id };
}
