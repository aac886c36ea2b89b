/**
 * Issue 41: the "what if" of the declare panel: the fight as it would be with the storyteller's
 * drafted declarations in place of those made, checked by the same rules as a real declaration
 * (a draft the rules would refuse is not forecast), and nothing stored.
 */
import { findCombatant, type CombatContext } from './context';
import { declareRefusal, type DeclarePhase } from './declare';
import type { WhatIf } from './forecast-schema';
import type { CombatRules } from './procedures';

/** The context with the drafts declared, or the rules' refusal. */
export function withWhatIf(rules: CombatRules, ctx: CombatContext, phase: DeclarePhase, drafts: readonly WhatIf[]): { ctx: CombatContext } | { refused: string } {
  if (drafts.length === 0) return { ctx };
  const declarations = drafts.map((d) => ({ combatantId: d.combatantId, action: d.action, luck: d.luck, ...(d.more?.length ? { more: d.more } : {}), ...(d.stance ? { stance: d.stance } : {}) }));
  const why = declareRefusal(rules, ctx, { type: 'action.declare', declarations }, phase);
  if (why !== null) return { refused: why };
  const byId = new Map(drafts.map((d) => [d.combatantId, d]));
  for (const d of drafts) if (!findCombatant(ctx, d.combatantId)) return { refused: `No combatant with id ${d.combatantId}.` };
  const combatants = ctx.combatants.map((c) => {
    const d = byId.get(c.id);
    if (!d) return c;
    return { ...c, declaration: { action: d.action, luck: d.luck, ...(d.more?.length ? { more: d.more } : {}) }, stance: d.stance ?? c.stance };
  });
  return { ctx: { ...ctx, combatants } };
}
