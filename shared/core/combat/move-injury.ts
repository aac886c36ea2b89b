/**
 * Luck to move an injury (seed 004 "Luck > Combat": "Move an injury from one hit location to
 * another. This must be done immediately after the injury, and does not affect the damage done;
 * it is purely for cosmetic/roleplay reasons."). The console reads "immediately after" as: the
 * combatant's latest wound, taken in this fight during the current turn, not moved before. The
 * edition decides whether the rule exists (`luck.combat.moveInjury`; Third Edition has none, §C.21).
 */
import { combatLuckRefusal } from '../mechanics/combat-luck';
import type { CombatRules } from './procedures';
import { moveWoundLocation } from '../mechanics/wounds';
import type { CommandOf } from './commands';
import { findCombatant, type CombatContext } from './context';
import { chartNamed } from './gear';
import { noted, type StepResult } from './step';

export function moveWoundRefusal(rules: CombatRules, ctx: CombatContext, cmd: CommandOf<'wound.moveWithLuck'>): string | null {
  const c = findCombatant(ctx, cmd.targetId);
  if (!c) return 'Only a person can spend luck to move an injury.';
  const w = c.wounds[cmd.index];
  if (!w) return `${c.name} has no wound number ${cmd.index + 1}.`;
  const justInjured = cmd.index === c.wounds.length - 1 && c.woundIds[cmd.index] === null && c.damagedThisTurn && w.movedFrom === null;
  const why = combatLuckRefusal(rules.core, { luckPoints: c.luckPoints ?? 1, rollsModifiedThisTurn: c.luckUsed }, { use: 'move-injury', justInjured });
  if (why !== null) return `${c.name}: ${why}`;
  const chart = chartNamed(ctx.gear, c.chart);
  if (!chart.locations.some((l) => l.name === cmd.location)) return `${chart.name} has no hit location called "${cmd.location}".`;
  if (cmd.location === w.location) return `The wound is already to the ${w.location}.`;
  return null;
}

export function moveWound(ctx: CombatContext, cmd: CommandOf<'wound.moveWithLuck'>): StepResult {
  const c = findCombatant(ctx, cmd.targetId)!;
  const before = c.wounds[cmd.index]!;
  const wounds = c.wounds.map((w, i) => (i === cmd.index ? moveWoundLocation(w, cmd.location) : w));
  const luckPoints = c.luckPoints === null ? null : c.luckPoints - 1;
  const next = { ...ctx, combatants: ctx.combatants.map((x) => (x.id === c.id ? { ...x, wounds, luckPoints } : x)) };
  return noted(next, `${c.name} spends a luck point: the wound to the ${before.location} is really to the ${cmd.location}.`);
}
