/**
 * The machine's side of an initiative-first turn (an edition whose procedures set
 * `initiativeFirst`, seed 003 "Initiative"): initiative is rolled before anyone declares, people
 * declare from the lowest initiative up, and `actions.begin` builds the order of action slots once
 * everyone has declared. The edition rolls and orders; the machine checks who is still missing.
 */
import type { CombatRules } from './procedures';
import { canAct, type CombatantState, type CombatContext } from './context';
import type { StepEnv, StepResult } from './step';

/** Whether the combat's rules play an initiative-first turn. */
export function isInitiativeFirst(rules: CombatRules): boolean {
  return rules.procedures?.initiativeFirst === true;
}

/** Active combatants without an initiative this turn (everyone at the start of a turn, latecomers later). */
export function withoutInitiative(ctx: CombatContext): CombatantState[] {
  return ctx.combatants.filter((c) => canAct(c) && c.initiative === undefined);
}

const names = (list: readonly CombatantState[]) => `${list.slice(0, 5).map((c) => c.name).join(', ')}${list.length > 5 ? ` and ${list.length - 5} more` : ''}`;

/** `initiative.roll` in an initiative-first turn: rolls for whoever has none yet. */
export function firstInitiativeRefusal(ctx: CombatContext): string | null {
  return withoutInitiative(ctx).length > 0 ? null : 'Everyone who can act has rolled initiative this turn.';
}

/** `actions.begin`: everyone who can act has an initiative and a declaration. */
export function beginRefusal(rules: CombatRules, ctx: CombatContext): string | null {
  if (!isInitiativeFirst(rules)) return 'This game rolls initiative after the declarations: there is no separate start of the actions.';
  if (ctx.order !== null) return 'The actions of this turn have already begun.';
  const missing = withoutInitiative(ctx);
  if (missing.length > 0) return `Roll initiative first for ${names(missing)}.`;
  const waiting = ctx.combatants.filter((c) => canAct(c) && c.declaration === null);
  return waiting.length === 0 ? null : `Not everyone has declared: ${names(waiting)}.`;
}

/** `actions.begin`'s step: the edition builds the order. */
export function beginActions(env: StepEnv, ctx: CombatContext): StepResult {
  const own = env.rules.procedures;
  if (!own?.beginActions) throw new Error('actions.begin needs the edition\'s beginActions');
  return own.beginActions(env, ctx);
}

/**
 * Who declares when (seed 003: "starting with the character with the lowest initiative roll and
 * going in the order of increasing initiative"): ids by initiative, then tie rank, lowest first;
 * equal ones in roster order. Those without an initiative yet come last.
 */
export function declareOrder(ctx: CombatContext): string[] {
  const rolled = ctx.combatants.filter((c) => canAct(c) && c.initiative !== undefined);
  const place = new Map(ctx.combatants.map((c, i) => [c.id, i]));
  rolled.sort((a, b) => a.initiative!.roll - b.initiative!.roll || (a.initiative!.rank ?? 0) - (b.initiative!.rank ?? 0) || place.get(a.id)! - place.get(b.id)!);
  return [...rolled.map((c) => c.id), ...withoutInitiative(ctx).map((c) => c.id)];
}
