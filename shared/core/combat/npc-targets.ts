/**
 * Issue 41: whom an NPC targets. The candidates are AresMUSH's `find_ai_target`: combatants on
 * the teams it may target (its `targetTeams`, AresMUSH's `team_targets`; else every other team),
 * never one it cannot see (hidden), and, as the issue asks, never one already knocked out
 * (AresMUSH itself does not skip those: NOTES). The profile narrows them to its favourites; the
 * one taken among equals is drawn from the step's dice (one die of as many sides as there are
 * equals; none when there is one), so undo, redo and replay draw the same target.
 */
import { canAct, type CombatantState, type CombatContext } from './context';
import type { LabelledRng } from './dice-tape';
import { actionTargets, type DeclaredAction } from './declarations';
import { declaredActions } from './context';
import type { NpcSettings } from './npc-profiles';

/** What a combatant has declared (the step's own decisions included). */
export type ActionsOf = (c: CombatantState) => readonly DeclaredAction[];

/** How targets are judged: who is hidden, how badly a combatant is hurt (the edition's wound penalty); made for one context. */
export type TargetJudge = { hidden(c: CombatantState): boolean; hurt(c: CombatantState): number };

// Candidates depend on the attacker's team and target teams only: one list per such pair and
// judge (one judge is made per context and rules, judgeOf), so 200 NPCs of two teams filter the roster twice.
const cache = new WeakMap<TargetJudge, Map<string, CombatantState[]>>();

/** Who `attacker` may target: other (or the named) teams, not hidden, not knocked out, not itself. */
export function targetCandidates(ctx: CombatContext, attacker: CombatantState, settings: NpcSettings, judge: TargetJudge): CombatantState[] {
  const teams = settings.targetTeams;
  const key = `${attacker.team}|${teams?.join(',') ?? '*'}`;
  let byKey = cache.get(judge);
  if (!byKey) cache.set(judge, (byKey = new Map()));
  let list = byKey.get(key);
  if (!list) {
    list = ctx.combatants.filter((t) => (teams ? teams.includes(t.team) : t.team !== attacker.team) && canAct(t) && !judge.hidden(t));
    byKey.set(key, list);
  }
  return list.some((t) => t.id === attacker.id) ? list.filter((t) => t.id !== attacker.id) : list;
}

/** How many declared actions (and decisions earlier in this step) point at each combatant. */
export function targetTally(ctx: CombatContext): Map<string, number> {
  const tally = new Map<string, number>();
  for (const c of ctx.combatants) {
    if (!c.declaration) continue;
    for (const a of declaredActions(c.declaration)) for (const id of actionTargets(a)) tally.set(id, (tally.get(id) ?? 0) + 1);
  }
  return tally;
}

/** Those among `list` with the highest `score`. */
function best(list: CombatantState[], score: (c: CombatantState) => number): CombatantState[] {
  let top = Number.NEGATIVE_INFINITY;
  let out: CombatantState[] = [];
  for (const c of list) {
    const s = score(c);
    if (s > top) [top, out] = [s, [c]];
    else if (s === top) out.push(c);
  }
  return out;
}

/** The profile's favourites among the candidates (all of them for aggressive and cautious). */
export function favourites(candidates: CombatantState[], settings: NpcSettings, judge: TargetJudge, tally: Map<string, number>, actionsOf: ActionsOf = (c) => (c.declaration ? declaredActions(c.declaration) : [])): CombatantState[] {
  switch (settings.profile) {
    case 'aggressive':
    case 'cautious':
      return candidates;
    case 'wounded':
      return best(candidates, judge.hurt);
    case 'spread':
      return best(candidates, (c) => -(tally.get(c.id) ?? 0));
    case 'protect': {
      const ally = settings.ally;
      const threats = ally === null ? [] : candidates.filter((c) => actionsOf(c).some((a) => actionTargets(a).includes(ally)));
      return threats.length > 0 ? threats : candidates;
    }
  }
}

/** One of `equals`, drawn with one die (AresMUSH's `shuffle.first`); null when there is none. */
export function drawOne(rng: LabelledRng, label: string, equals: CombatantState[]): CombatantState | null {
  if (equals.length === 0) return null;
  if (equals.length === 1) return equals[0]!;
  rng.mark(label);
  return equals[rng.die(equals.length) - 1]!;
}
