/**
 * Issue 22: the declare panel's task form as pure functions (unit-tested without a DOM). An
 * edition whose combatants carry `tasks` declares any roll as a task ("Dex + Shoot at the
 * Kurgan"), up to `turnShape.maxActions` of them a turn; the panel keeps one draft per action,
 * turns the drafts into the declaration, and asks main for the exact odds of each action and the
 * d20 count of each skill in one `combat.taskOdds` call. Nothing here knows an edition's numbers:
 * penalties, dice and chances all come back from main.
 */
import { LuckChoiceSchema, type DeclaredAction, type LuckChoice } from '../../../shared/core/combat/declarations';
import type { CombatantView } from '../../../shared/core/combat/view';
import type { TaskOddsAnswer } from '../../../shared/ipc/combat-contract';

export type Accent = 'negative' | 'positive';
type TaskAction = Extract<DeclaredAction, { kind: 'task' }>;
type Tasks = NonNullable<CombatantView['tasks']>;

/** One action as the panel edits it ('' for "none"). */
export type TaskDraft = {
  /** 'task', or a payload-free action the edition lists (e.g. 'pass'). */
  kind: string;
  characteristic: string;
  skill: string;
  target: string;
  label: string;
  accent: '' | Accent;
  shots: number;
  /** Complemented by another skill (seed 003: −2 on that action's initiative). */
  complement: boolean;
};

/** The question `combat.taskOdds` answers for one action. */
export type TaskQuestion = { combatantId: string; actions: DeclaredAction[]; index: number; luck: 'bonus' | 'reroll' | null; rerolls?: 2 };

/**
 * A luck option's id as the edition lists it ("roll:effect", or "roll:effect:2" for a re-roll
 * with a second one) and the action a re-roll goes on, as the declaration's luck; null: none, or
 * an id the panel cannot read.
 */
export function luckChoiceOf(id: string, action = 0): LuckChoice | null {
  if (!id) return null;
  const [roll, effect, rerolls] = id.split(':');
  const parsed = LuckChoiceSchema.safeParse({
    roll,
    effect,
    ...(rerolls === '2' ? { rerolls: 2 } : {}),
    ...(effect === 'reroll' && action > 0 ? { action } : {}),
  });
  return parsed.success ? parsed.data : null;
}

/** The luck option id of a declaration's luck (the inverse of {@link luckChoiceOf}). */
export function luckIdOf(luck: LuckChoice | null | undefined): string {
  return luck ? `${luck.roll}:${luck.effect}${luck.rerolls === 2 ? ':2' : ''}` : '';
}

/** What the earmarked luck does to action `index`'s odds: a bonus helps every action, a re-roll only its own. */
function luckOn(luck: LuckChoice | null, index: number): Pick<TaskQuestion, 'luck' | 'rerolls'> {
  if (luck?.effect === 'bonus') return { luck: 'bonus' };
  if (luck?.effect === 'reroll' && (luck.action ?? 0) === index) return { luck: 'reroll', ...(luck.rerolls === 2 ? { rerolls: 2 } : {}) };
  return { luck: null };
}

/** Actions with no payload a task-declaring edition may list beside its tasks. */
const PLAIN = new Set(['pass', 'reload', 'escape']);

/** The kinds the panel offers: 'task' first, then the plain actions the edition lists. */
export function taskKinds(listed: readonly { id: string }[]): string[] {
  return ['task', ...listed.map((a) => a.id).filter((id) => PLAIN.has(id))];
}

/** A fresh draft: the first characteristic and skill, at the first enemy (or nobody). */
export function newDraft(tasks: Tasks, target = ''): TaskDraft {
  return { kind: 'task', characteristic: tasks.characteristics[0]?.name ?? '', skill: tasks.skills[0]?.name ?? '', target, label: '', accent: '', shots: 1, complement: false };
}

/** The drafts of a declaration already made (its first action and the `more`). */
export function draftsOf(declared: readonly DeclaredAction[], tasks: Tasks): TaskDraft[] {
  return declared.map((a) => {
    if (a.kind !== 'task') return { ...newDraft(tasks), kind: a.kind };
    return {
      kind: 'task',
      characteristic: a.characteristic,
      skill: a.skill ?? '',
      target: a.target ?? '',
      label: a.label ?? '',
      accent: a.accent ?? '',
      shots: a.shots ?? 1,
      complement: a.complement === true,
    };
  });
}

/** The declared action of a draft (null: not complete). */
export function actionOf(d: TaskDraft): DeclaredAction | null {
  if (d.kind !== 'task') return PLAIN.has(d.kind) ? ({ kind: d.kind } as DeclaredAction) : null;
  if (!d.characteristic) return null;
  const label = d.label.trim();
  const task: TaskAction = {
    kind: 'task',
    characteristic: d.characteristic,
    skill: d.skill || null,
    ...(label ? { label } : {}),
    ...(d.target ? { target: d.target } : {}),
    ...(d.accent ? { accent: d.accent } : {}),
    ...(d.shots > 1 ? { shots: d.shots } : {}),
    ...(d.complement ? { complement: true } : {}),
  };
  return task;
}

/** The declaration's `action` and `more`, or null while any draft is incomplete. */
export function declarationOf(drafts: readonly TaskDraft[]): { action: DeclaredAction; more: DeclaredAction[] } | null {
  const actions = drafts.map(actionOf);
  if (actions.length === 0 || actions.some((a) => a === null)) return null;
  const [action, ...more] = actions as DeclaredAction[];
  return { action: action!, more };
}

/**
 * The turn's slots the drafts take: each action one, a gun fired n times n (the edition counts
 * shots against the actions a turn).
 */
export function slotsUsed(drafts: readonly TaskDraft[]): number {
  return drafts.reduce((n, d) => n + (d.kind === 'task' ? Math.max(1, d.shots) : 1), 0);
}

/** Whether another action than `index` is accented (one accented action a turn). */
export function accentTakenElsewhere(drafts: readonly TaskDraft[], index: number): boolean {
  return drafts.some((d, i) => i !== index && d.kind === 'task' && d.accent !== '');
}

/**
 * Everything the panel asks: each task action's odds as declared together, the first action
 * alone (the difference in goal is what acting more than once costs), and each skill's own roll
 * (its d20 count for the skill list) plus the characteristic alone.
 */
export function taskQuestions(
  combatantId: string,
  drafts: readonly TaskDraft[],
  tasks: Tasks,
  luck: LuckChoice | null,
): { questions: TaskQuestion[]; actionAt: (number | null)[]; aloneAt: number | null; skillAt: Map<string, number> } {
  const questions: TaskQuestion[] = [];
  const actions = drafts.map(actionOf);
  const complete = actions.every((a) => a !== null) ? (actions as DeclaredAction[]) : null;
  const actionAt = drafts.map((_, i) => {
    const own = actions[i];
    if (!own || own.kind !== 'task') return null;
    // While another action is incomplete, this one is asked alone (its penalty shows once all are set).
    return questions.push({ combatantId, actions: complete ?? [own], index: complete ? i : 0, ...luckOn(luck, i) }) - 1;
  });
  const first = actions[0];
  const aloneAt = complete && complete.length > 1 && first?.kind === 'task' ? questions.push({ combatantId, actions: [first], index: 0, ...luckOn(luck, 0) }) - 1 : null;
  const skillAt = new Map<string, number>();
  const characteristic = tasks.characteristics[0]?.name;
  if (characteristic) {
    for (const s of [{ name: '' }, ...tasks.skills]) {
      skillAt.set(s.name, questions.push({ combatantId, actions: [{ kind: 'task', characteristic, skill: s.name || null } as DeclaredAction], index: 0, luck: null }) - 1);
    }
  }
  return { questions, actionAt, aloneAt, skillAt };
}

/** What acting more than once costs each action's goal (0: nothing, null: not known yet). */
export function multiActionCost(answers: readonly (TaskOddsAnswer | null)[] | undefined, actionAt: readonly (number | null)[], aloneAt: number | null): number | null {
  if (!answers || aloneAt === null || actionAt[0] === null || actionAt[0] === undefined) return null;
  const together = answers[actionAt[0]];
  const alone = answers[aloneAt];
  return together && alone ? together.goal - alone.goal : null;
}

export function pct(p: number): string {
  const v = Math.round(p * 100);
  return p > 0 && v === 0 ? '<1%' : p < 1 && v === 100 ? '>99%' : `${v}%`;
}

/** "−5", "+2", "0" with a true minus sign. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0';
}

/** The headline of a task's odds: "Goal 9 · 3d20 · 78% success". */
export function taskHeadline(o: TaskOddsAnswer): string {
  return `Goal ${o.goal} · ${o.dice}d20 · ${pct(o.pSuccess)} success`;
}

/**
 * The VP distribution compactly, most likely counts as they come: "1 VP 30% · 2 VP 25% · 3+ VP 12%"
 * (counts past the sixth folded into one "N+").
 */
export function vpText(vp: readonly { vp: number; p: number }[], keep = 6): string {
  return vpParts(vp, keep).join(' · ');
}

/** The entries of {@link vpText}, one string each (the screen keeps each on one line). */
export function vpParts(vp: readonly { vp: number; p: number }[], keep = 6): string[] {
  const list = [...vp].filter((v) => v.p > 0).sort((a, b) => a.vp - b.vp);
  if (list.length === 0) return ['no VP possible'];
  const shown = list.length > keep + 1 ? [...list.slice(0, keep), { vp: list[keep]!.vp, p: list.slice(keep).reduce((s, v) => s + v.p, 0), plus: true }] : list;
  return shown.map((v) => `${v.vp}${'plus' in v ? '+' : ''} VP ${pct(v.p)}`);
}

/** The SFX chances: "Good SFX 5% · Bad SFX 5%". */
export function sfxText(o: TaskOddsAnswer): string {
  return `Good SFX ${pct(o.pGoodSfx)} · Bad SFX ${pct(o.pBadSfx)}`;
}

/** The ordinal of an action ("1st", "2nd", "3rd"). */
export function ordinal(i: number): string {
  return ['1st', '2nd', '3rd'][i] ?? `${i + 1}th`;
}
