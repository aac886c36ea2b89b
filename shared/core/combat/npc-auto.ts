/**
 * Issue 41: NPCs that declare on their own (`npc.autoDeclare`, AresMUSH's `combat/ai`). Each NPC
 * set to 'automatic' (or named in the command) declares what its edition's `npcDecision` says;
 * one set to 'suggest' gets the decision kept for the storyteller to accept. Every target drawn
 * comes from the step's dice, so the step's record reproduces every choice on undo, redo and replay.
 * A decision the declaration checks refuse is not declared (AresMUSH's `set_action` drops an
 * action its `prepare` refuses), and the log says why.
 */
import { hasAmmo } from '../mechanics/actions';
import type { CommandOf } from './commands';
import { canAct, declaredActions, findCombatant, type CombatantState, type CombatContext } from './context';
import { actionTargets } from './declarations';
import { declareRefusal, describeAction } from './declare';
import type { LabelledRng } from './dice-tape';
import { weaponNamed } from './gear';
import { npcSettingsOf, type NpcDecision, type NpcSettings } from './npc-profiles';
import { drawOne, favourites, targetCandidates, targetTally, type ActionsOf, type TargetJudge } from './npc-targets';
import type { CombatRules, NpcChoice, StepEnv } from './procedures';
import type { StepResult } from './step';

type AutoDeclare = CommandOf<'npc.autoDeclare'>;

/** The settings in effect for `c` (its own over its team's). */
export function settingsOf(ctx: CombatContext, c: CombatantState): NpcSettings {
  return npcSettingsOf(c.npcAuto, ctx.teams.find((t) => t.id === c.team)?.npcAuto);
}

/** The NPCs this command decides for: those named, or every undeclared NPC set to automatic or suggest. */
function subjects(ctx: CombatContext, cmd: AutoDeclare): CombatantState[] {
  if (cmd.combatantIds) {
    const named = new Set(cmd.combatantIds);
    return ctx.combatants.filter((c) => named.has(c.id));
  }
  return ctx.combatants.filter((c) => decidesOnItsOwn(ctx, c));
}

/**
 * Whether `c` is an undeclared NPC set to act on its own now. A suggestion stands for its turn:
 * asking again does not draw it anew. Issue 38: the mode alone is read (no settings object per
 * NPC): the machine's guard asks this of every combatant on every step of a big fight.
 */
function decidesOnItsOwn(ctx: CombatContext, c: CombatantState): boolean {
  if (c.kind !== 'npc' || !canAct(c) || c.declaration !== null) return false;
  const mode = c.npcAuto?.mode ?? ctx.teams.find((t) => t.id === c.team)?.npcAuto?.mode ?? 'manual';
  return mode === 'automatic' || (mode === 'suggest' && c.npcSuggestion?.turn !== ctx.turn);
}

export function autoDeclareRefusal(ctx: CombatContext, cmd: AutoDeclare): string | null {
  const seen = new Set<string>();
  for (const id of cmd.combatantIds ?? []) {
    const c = findCombatant(ctx, id);
    if (!c) return `combatantIds: no combatant with id ${id}.`;
    if (seen.has(id)) return `combatantIds: ${c.name} is named twice.`;
    seen.add(id);
    if (c.kind !== 'npc') return `${c.name} is a player character: declare their action yourself.`;
    if (!canAct(c)) return `${c.name} is knocked out and cannot act.`;
  }
  const any = cmd.combatantIds ? cmd.combatantIds.length > 0 : ctx.combatants.some((c) => decidesOnItsOwn(ctx, c));
  if (!any) return 'No NPC who can act is set to act on its own (automatic, or suggest without a suggestion this turn) and still undeclared.';
  return null;
}

/** How the rules judge targets: the edition's hidden and wound penalty, or a 'hidden' stance and the wounds' count. */
export function judgeOf(rules: CombatRules, ctx: CombatContext): TargetJudge {
  const own = rules.procedures;
  const penalty = own?.woundPenalty;
  return {
    hidden: own?.npcHidden ? (c) => own.npcHidden!(ctx, c) : (c) => c.stance.toLowerCase() === 'hidden',
    hurt: penalty ? (c) => penalty(c.wounds) : (c) => c.wounds.filter((w) => w.severity !== 'healed').length,
  };
}

/**
 * The FS3 family's decision (FS3.2, FS3.1), AresMUSH's `ai_action` in FS3's actions: held →
 * escape; empty → reload; no target → pass; else by weapon: an explosive explodes, a suppressive
 * (defensive) weapon suppresses, anything else attacks. 'cautious' takes the cautious stance.
 */
export function fs3NpcDecision(rules: CombatRules, ctx: CombatContext, c: CombatantState, choice: NpcChoice): NpcDecision {
  if (c.subduedBy !== null) return { action: { kind: 'escape' } };
  if (!hasAmmo(c.ammo)) return { action: { kind: 'reload' } };
  const target = choice.target();
  const stances: readonly string[] = rules.procedures?.stances ?? [];
  const stance = choice.settings.profile === 'cautious' && stances.includes('cautious') ? { stance: 'cautious' } : {};
  if (!target) return { action: { kind: 'pass' }, ...stance };
  const type = weaponNamed(ctx.gear, c.weapon).type;
  if (type === 'explosive') return { action: { kind: 'explode', targets: [{ id: target.id, zone: 0 }] }, ...stance };
  if (type === 'defensive') return { action: { kind: 'suppress', targets: [target.id] }, ...stance };
  return { action: { kind: 'attack', target: target.id }, ...stance };
}

/** One NPC's decision, with its target drawn by its profile (`actionsOf`: what each has declared, this step's decisions included). */
export function decideFor(rules: CombatRules, ctx: CombatContext, c: CombatantState, rng: LabelledRng, tally: Map<string, number>, judge: TargetJudge, actionsOf?: ActionsOf): NpcDecision {
  const settings = settingsOf(ctx, c);
  const choice: NpcChoice = {
    settings,
    target: () => drawOne(rng, `${c.name}: NPC target`, favourites(targetCandidates(ctx, c, settings, judge), settings, judge, tally, actionsOf)),
  };
  const own = rules.procedures?.npcDecision;
  return own ? own(ctx, c, choice, rng) : fs3NpcDecision(rules, ctx, c, choice);
}

/**
 * Every NPC decides on the context as the step found it (a decision changes no one else's
 * options), in roster order; the step's decisions so far count for 'spread' and 'protect'. The
 * context is rebuilt once at the end, so 200 NPCs cost one pass, not 200 copies.
 */
export function autoDeclare(env: StepEnv, ctx: CombatContext, cmd: AutoDeclare): StepResult {
  const tally = targetTally(ctx);
  const judge = judgeOf(env.rules, ctx);
  const decided = new Map<string, Partial<CombatantState>>();
  const actionsOf: ActionsOf = (c) => {
    const d = decided.get(c.id)?.declaration ?? c.declaration;
    return d ? declaredActions(d) : [];
  };
  const declared: string[] = [];
  const suggested: string[] = [];
  const refused: string[] = [];
  for (const c of subjects(ctx, cmd)) {
    const d = decideFor(env.rules, ctx, c, env.rng, tally, judge, actionsOf);
    const more = d.more ?? [];
    const input = { combatantId: c.id, action: d.action, luck: null, ...(more.length ? { more } : {}), ...(d.stance ? { stance: d.stance } : {}) };
    const why = declareRefusal(env.rules, ctx, { type: 'action.declare', declarations: [input] }, 'declaring');
    const words = [d.action, ...more].map((a) => describeAction(ctx, a)).join(', then ') + (d.stance && d.stance !== c.stance ? ` in ${d.stance} stance` : '');
    if (why !== null) {
      refused.push(`${c.name} would ${words}, but ${why}`);
      continue;
    }
    for (const a of [d.action, ...more]) for (const id of actionTargets(a)) tally.set(id, (tally.get(id) ?? 0) + 1);
    if (cmd.combatantIds || settingsOf(ctx, c).mode === 'automatic') {
      decided.set(c.id, { declaration: { action: d.action, luck: null, ...(more.length ? { more } : {}) }, stance: d.stance ?? c.stance });
      declared.push(`${c.name} will ${words}`);
    } else {
      decided.set(c.id, { npcSuggestion: { ...d, turn: ctx.turn } });
      suggested.push(`${c.name}: ${words}`);
    }
  }
  const context = decided.size === 0 ? ctx : { ...ctx, combatants: ctx.combatants.map((c) => (decided.has(c.id) ? { ...c, ...decided.get(c.id) } : c)) };
  const text = [
    declared.length ? `NPCs act on their own: ${declared.join('; ')}.` : '',
    suggested.length ? `Suggested: ${suggested.join('; ')}.` : '',
    refused.length ? `Not declared: ${refused.join('; ')}` : '',
  ].filter(Boolean).join(' ');
  return { context, entries: [{ kind: 'note', turn: ctx.turn, text }] };
}
