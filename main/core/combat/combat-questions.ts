/**
 * What the host answers about a fight without rolling a die or storing anything: the odds of
 * shots and tasks as drafted, and whether a declaration would be refused now.
 */
import type { CommandOf } from '../../../shared/core/combat/commands';
import { declarationOddsMany, type OddsAnswer, type OddsQuery } from '../../../shared/core/combat/declaration-odds';
import { planCommand } from '../../../shared/core/combat/plan';
import type { TaskOdds, TaskOddsQuery } from '../../../shared/core/combat/procedures';
import { createSeededRng } from '../../../shared/systems';
import type { CombatMemory } from './combat-memory';

/** Exact odds of shots as they would be declared now. */
export function shotOdds(memory: CombatMemory, combatId: string, queries: readonly OddsQuery[]): (OddsAnswer | null)[] {
  return declarationOddsMany(memory.rulesOf(combatId), memory.ensureOpen(combatId).snapshot.context, queries);
}

/** Issue 42: why `action.declare` of these would be refused now (the step's own plan, its own dice), or null. */
export function declareRefusal(memory: CombatMemory, combatId: string, declarations: CommandOf<'action.declare'>['declarations']): string | null {
  const plan = planCommand(memory.rulesOf(combatId), memory.ensureOpen(combatId).snapshot, { type: 'action.declare', declarations }, createSeededRng('dry-run'));
  return plan.ok ? null : plan.reason;
}

/**
 * Issue 22: exact odds of tasks as drafted in the declare panel, by the edition's own `taskOdds`;
 * null for every question when the edition has no tasks, and for someone not in the fight.
 */
export function taskOdds(memory: CombatMemory, combatId: string, queries: readonly TaskOddsQuery[]): (TaskOdds | null)[] {
  const ctx = memory.ensureOpen(combatId).snapshot.context;
  const procedures = memory.rulesOf(combatId).procedures;
  const people = new Set(ctx.combatants.map((c) => c.id));
  return queries.map((q) => (procedures?.taskOdds && people.has(q.combatantId) ? procedures.taskOdds(ctx, q) : null));
}
