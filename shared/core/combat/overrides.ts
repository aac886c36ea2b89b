/**
 * Storyteller overrides, allowed at any point of a running combat (issue 6): edit a wound, knock
 * out or revive, apply a custom modifier. Each is logged as the storyteller's doing.
 */
import { formatDice } from '../dice/ability-roll';
import { combatLuckRefusal } from '../mechanics/combat-luck';
import type { CombatRules } from './procedures';
import type { Wound } from '../mechanics/wounds';
import type { CommandOf } from './commands';
import { findCombatant, findVehicle, type CombatContext } from './context';
import { noted, type StepResult } from './step';

type WoundTarget = { name: string; wounds: Wound[] };

function woundTarget(ctx: CombatContext, id: string): WoundTarget | undefined {
  return findCombatant(ctx, id) ?? findVehicle(ctx, id);
}

/** Replaces the wounds of a combatant or vehicle; combatants keep their campaign ids in step. */
function withWounds(
  ctx: CombatContext,
  id: string,
  wounds: Wound[],
  woundIds: (ids: (string | null)[]) => (string | null)[],
): CombatContext {
  return {
    ...ctx,
    combatants: ctx.combatants.map((c) => (c.id === id ? { ...c, wounds, woundIds: woundIds(c.woundIds) } : c)),
    vehicles: ctx.vehicles.map((v) => (v.id === id ? { ...v, wounds } : v)),
  };
}

const describeWound = (w: Wound) => `${w.severity}${w.type === 'stun' ? ' stun' : ''} wound to the ${w.location} (${w.source})`;

export function woundRefusal(ctx: CombatContext, cmd: CommandOf<'wound.add' | 'wound.edit' | 'wound.remove'>): string | null {
  const t = woundTarget(ctx, cmd.targetId);
  if (!t) return `No combatant or vehicle with id ${cmd.targetId}.`;
  if (cmd.type !== 'wound.add' && cmd.index >= t.wounds.length) return `${t.name} has no wound number ${cmd.index + 1}.`;
  return null;
}

/** An edition's own name of a wound (seed 003: "vitality level"), from its procedures' `woundName`; absent: FS3's words. */
export type WoundNamer = ((w: Wound) => string) | undefined;

export function addWound(ctx: CombatContext, cmd: CommandOf<'wound.add'>, named?: WoundNamer): StepResult {
  const t = woundTarget(ctx, cmd.targetId)!;
  const next = withWounds(ctx, cmd.targetId, [...t.wounds, cmd.wound], (ids) => [...ids, null]);
  return noted(next, named ? `Storyteller: ${t.name} loses a ${named(cmd.wound)}.` : `Storyteller: ${t.name} takes a ${describeWound(cmd.wound)}.`);
}

export function editWound(ctx: CombatContext, cmd: CommandOf<'wound.edit'>, named?: WoundNamer): StepResult {
  const words = named ?? describeWound;
  const t = woundTarget(ctx, cmd.targetId)!;
  const before = t.wounds[cmd.index]!;
  const wounds = t.wounds.map((w, i) => (i === cmd.index ? cmd.wound : w));
  return noted(
    withWounds(ctx, cmd.targetId, wounds, (ids) => ids),
    `Storyteller: ${t.name}'s ${words(before)} is now a ${words(cmd.wound)}.`,
  );
}

export function removeWound(ctx: CombatContext, cmd: CommandOf<'wound.remove'>, named?: WoundNamer): StepResult {
  const words = named ?? describeWound;
  const t = woundTarget(ctx, cmd.targetId)!;
  const before = t.wounds[cmd.index]!;
  const campaignId = findCombatant(ctx, cmd.targetId)?.woundIds[cmd.index] ?? null;
  const next = withWounds(
    ctx,
    cmd.targetId,
    t.wounds.filter((_, i) => i !== cmd.index),
    (ids) => ids.filter((_, i) => i !== cmd.index),
  );
  const removedWoundIds = campaignId === null ? next.removedWoundIds : [...next.removedWoundIds, campaignId];
  return noted({ ...next, removedWoundIds }, `Storyteller: ${t.name}'s ${words(before)} is removed.`);
}

export function knockOutRefusal(ctx: CombatContext, cmd: CommandOf<'combatant.knockOut'>): string | null {
  const t = woundTarget(ctx, cmd.targetId);
  if (!t) return `No combatant or vehicle with id ${cmd.targetId}.`;
  return (findCombatant(ctx, cmd.targetId) ?? findVehicle(ctx, cmd.targetId))!.knockedOut ? `${t.name} is already knocked out.` : null;
}

/** Knocks out or revives a combatant or vehicle. A knocked-out subduer lets their captives go. */
function setKnockedOut(ctx: CombatContext, id: string, knockedOut: boolean, luckSpent: boolean): CombatContext {
  return {
    ...ctx,
    combatants: ctx.combatants.map((c) => {
      if (c.id === id) {
        const luck = luckSpent && c.luckPoints !== null ? { luckPoints: c.luckPoints - 1 } : {};
        return { ...c, knockedOut, ...luck };
      }
      return knockedOut && c.subduedBy === id ? { ...c, subduedBy: null } : c;
    }),
    vehicles: ctx.vehicles.map((v) => (v.id === id ? { ...v, knockedOut } : v)),
  };
}

export function knockOut(ctx: CombatContext, cmd: CommandOf<'combatant.knockOut'>): StepResult {
  const t = woundTarget(ctx, cmd.targetId)!;
  return noted(setKnockedOut(ctx, cmd.targetId, true, false), `Storyteller: ${t.name} is knocked out.`);
}

export function reviveRefusal(rules: CombatRules, ctx: CombatContext, cmd: CommandOf<'combatant.revive'>): string | null {
  const c = findCombatant(ctx, cmd.targetId);
  const v = findVehicle(ctx, cmd.targetId);
  if (!c && !v) return `No combatant or vehicle with id ${cmd.targetId}.`;
  if (!(c ?? v)!.knockedOut) return `${(c ?? v)!.name} is not knocked out.`;
  if (cmd.useLuck) {
    if (!c) return 'Only a person can spend luck to recover.';
    // Luck points are only counted when tracked; an untracked combatant may still spend "luck".
    const state = { luckPoints: c.luckPoints ?? 1, rollsModifiedThisTurn: c.luckUsed };
    return combatLuckRefusal(rules.core, state, { use: 'recover-from-knockout', isKnockedOut: true });
  }
  return null;
}

export function revive(ctx: CombatContext, cmd: CommandOf<'combatant.revive'>): StepResult {
  const t = woundTarget(ctx, cmd.targetId)!;
  const how = cmd.useLuck ? 'spends a luck point and is back in the fight' : 'is revived by the storyteller';
  return noted(setKnockedOut(ctx, cmd.targetId, false, cmd.useLuck), `${t.name} ${how}.`);
}

export function addModifierRefusal(ctx: CombatContext, cmd: CommandOf<'modifier.add'>): string | null {
  if (!findCombatant(ctx, cmd.modifier.combatantId)) return `No combatant with id ${cmd.modifier.combatantId}.`;
  if (ctx.modifiers.some((m) => m.id === cmd.modifier.id)) return `A modifier with id ${cmd.modifier.id} already exists.`;
  if (cmd.modifier.dice === 0) return 'A modifier of 0 dice changes nothing.';
  return null;
}

export function addModifier(ctx: CombatContext, cmd: CommandOf<'modifier.add'>): StepResult {
  const m = cmd.modifier;
  const who = findCombatant(ctx, m.combatantId)!;
  const rolls = m.roll === 'all' ? 'every roll' : `${m.roll} rolls`;
  const until = m.duration === 'turn' ? 'this turn' : 'until removed';
  return noted(
    { ...ctx, modifiers: [...ctx.modifiers, { ...m }] },
    `Storyteller: ${m.reason} ${formatDice(m.dice)} on ${who.name}'s ${rolls}, ${until}.`,
  );
}

export function removeModifierRefusal(ctx: CombatContext, cmd: CommandOf<'modifier.remove'>): string | null {
  return ctx.modifiers.some((m) => m.id === cmd.modifierId) ? null : `No modifier with id ${cmd.modifierId}.`;
}

export function removeModifier(ctx: CombatContext, cmd: CommandOf<'modifier.remove'>): StepResult {
  const m = ctx.modifiers.find((x) => x.id === cmd.modifierId)!;
  const who = findCombatant(ctx, m.combatantId);
  return noted(
    { ...ctx, modifiers: ctx.modifiers.filter((x) => x.id !== m.id) },
    `Storyteller: ${m.reason} no longer applies${who ? ` to ${who.name}` : ''}.`,
  );
}
