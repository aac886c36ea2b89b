/**
 * Issue 18: one storyteller change to many combatants at once (the GM screen's selection bar:
 * a stance, a patch, a roll modifier for everyone selected) as ONE step, so one undo takes it all
 * back. It is the single-combatant steps (`combatant.update`, `modifier.add`) folded in order;
 * the first refusal refuses the whole step, so nothing is half-applied.
 */
import type { CombatRules } from './procedures';
import type { CommandOf } from './commands';
import type { CombatContext } from './context';
import { addModifier, addModifierRefusal } from './overrides';
import { updateCombatant, updateCombatantRefusal } from './roster';
import type { StepResult } from './step';

type UpdateMany = CommandOf<'combatant.updateMany'>;

export function updateManyRefusal(ctx: CombatContext, cmd: UpdateMany, patchRefusal: (patch: UpdateMany['updates'][number]['patch']) => string | null): string | null {
  if (cmd.updates.length === 0 && cmd.modifiers.length === 0) return 'Nothing to change.';
  for (const u of cmd.updates) {
    const why = patchRefusal(u.patch) ?? updateCombatantRefusal(ctx, { type: 'combatant.update', combatantId: u.combatantId, patch: u.patch });
    if (why) return why;
  }
  const ids = new Set<string>();
  for (const m of cmd.modifiers) {
    if (ids.has(m.id)) return `A modifier with id ${m.id} is named twice.`;
    ids.add(m.id);
    const why = addModifierRefusal(ctx, { type: 'modifier.add', modifier: m });
    if (why) return why;
  }
  return null;
}

export function updateMany(rules: CombatRules, ctx: CombatContext, cmd: UpdateMany): StepResult {
  let context = ctx;
  const entries: StepResult['entries'] = [];
  for (const u of cmd.updates) {
    const r = updateCombatant(rules, context, { type: 'combatant.update', combatantId: u.combatantId, patch: u.patch });
    context = r.context;
    entries.push(...r.entries);
  }
  for (const modifier of cmd.modifiers) {
    const r = addModifier(context, { type: 'modifier.add', modifier });
    context = r.context;
    entries.push(...r.entries);
  }
  return { context, entries };
}
