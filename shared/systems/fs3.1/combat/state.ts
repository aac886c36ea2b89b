/**
 * The working copy of a combat while an FS3.1 step runs: plain copies of the machine's combatants
 * and vehicles, changed by the actions, then written back as a new context (the old context and
 * every snapshot holding it are never touched). Luck uses the machine's own ledgers (002 "You may
 * only modify one roll per combat turn").
 */
import type { Armor, HitChart, Vehicle, Weapon } from '../../../domain/gear';
import type { PoolSpec, RollModifier } from '../../../core/dice/ability-roll';
import type { CombatRuleset } from '../../../core/mechanics/combat-ruleset';
import { findCombatant, poolsOf, type CombatantState, type CombatContext, type CustomModifier, type ModifierRoll, type VehicleState } from '../../../core/combat/context';
import type { LabelledRng } from '../../../core/combat/dice-tape';
import { armorNamed, chartNamed, vehicleNamed, weaponNamed } from '../../../core/combat/gear';
import { modifierIndex } from '../../../core/combat/world';
import { luckAgainst, luckBook, takeLuck, type LuckBook } from '../../../core/combat/world-luck';
import type { LuckChoice } from '../../../core/combat/declarations';
import type { TurnFact } from '../../../core/combat/log-entries';
import { mod, poolFrom, type Told } from './rolls';
import { STORYTELLER_TAG } from '../../../core/combat/log-entries';

export type Fighter = CombatantState;
export type Machine = VehicleState;

export type Battle = LuckBook & {
  rules: CombatRuleset;
  rng: LabelledRng;
  ctx: CombatContext;
  turn: number;
  people: Map<string, Fighter>;
  vehicles: Map<string, Machine>;
  modifiers: Map<string, CustomModifier[]>;
  /** Lines of the action being resolved (a line naming a storyteller's modifier told twice: `told`), and its facts for the turn summary. */
  lines: Told[];
  facts: TurnFact[];
};

export function battleOf(rules: CombatRuleset, ctx: CombatContext, rng: LabelledRng): Battle {
  const people = new Map(ctx.combatants.map((c) => [c.id, { ...c, wounds: [...c.wounds] }]));
  const vehicles = new Map(ctx.vehicles.map((v) => [v.id, { ...v, wounds: [...v.wounds] }]));
  // The luck book's fields written out, in the order `{ ...luckBook(…), rules, rng, … }` gives them:
  // a spread followed by new keys is built key by key, and the Battle it made was read slowly by every
  // step after (battleOf was a sixth of a forecast's 100,000 played turns).
  const book = luckBook(rules, ctx);
  return { rules, luck: book.luck, luckNotes: book.luckNotes, against: book.against, earmarked: book.earmarked, rng, ctx, turn: ctx.turn, people, vehicles, modifiers: modifierIndex(ctx), lines: [], facts: [] };
}

/** The new context (wounds taken in this combat get a null campaign id). */
export function contextOf(b: Battle, order: CombatContext['order'] = b.ctx.order): CombatContext {
  const combatants = b.ctx.combatants.map((c) => {
    const f = b.people.get(c.id)!;
    const luck = b.luck.get(c.id)!;
    const woundIds = f.wounds.length === c.woundIds.length ? c.woundIds : [...c.woundIds, ...Array<null>(Math.max(0, f.wounds.length - c.woundIds.length)).fill(null)];
    return { ...f, woundIds, luckPoints: luck.points, luckUsed: luck.used };
  });
  const vehicles = b.ctx.vehicles.map((v) => b.vehicles.get(v.id)!);
  return { ...b.ctx, combatants, vehicles, order };
}

export const weaponOf = (b: Battle, f: Fighter): Weapon => weaponNamed(b.ctx.gear, f.weapon);
export const armorOf = (b: Battle, f: Fighter): Armor | null => armorNamed(b.ctx.gear, f.armor);
export const chartOf = (b: Battle, f: Fighter): HitChart => chartNamed(b.ctx.gear, f.chart);
export const vehicleDef = (b: Battle, v: Machine): Vehicle => vehicleNamed(b.ctx.gear, v.vehicle);
export const poolOf = (b: Battle, f: Fighter, ability: string): PoolSpec => poolFrom(poolsOf(b.ctx, f), ability);
export const nameOf = (b: Battle, id: string): string => b.people.get(id)?.name ?? b.vehicles.get(id)?.name ?? findCombatant(b.ctx, id)?.name ?? id;

/** The vehicle someone is in (pilot or passenger). */
export function vehicleWith(b: Battle, id: string): Machine | undefined {
  for (const v of b.vehicles.values()) if (v.pilotId === id || v.passengerIds.includes(id)) return v;
  return undefined;
}

/** The storyteller's modifiers (percent in FS3.1) that reach a roll of kind `roll`. */
export function storytellerMods(b: Battle, id: string, roll: Exclude<ModifierRoll, 'all'>): RollModifier[] {
  return (b.modifiers.get(id) ?? []).filter((m) => m.roll === 'all' || m.roll === roll).map((m) => mod(m.dice, m.reason, STORYTELLER_TAG));
}

/** The storyteller's modifiers on all of a combatant's rolls (first aid has no kind of its own). */
export function allRollMods(b: Battle, id: string): RollModifier[] {
  return (b.modifiers.get(id) ?? []).filter((m) => m.roll === 'all').map((m) => mod(m.dice, m.reason, STORYTELLER_TAG));
}

/**
 * The luck on `id`'s roll of kind `roll` (002 "Luck > Combat": +50 before one's own roll, a
 * re-roll after it, −50 on someone else's, or cancelling luck used against you; one roll a turn):
 * the modifiers to add and whether to re-roll. The machine's ledgers spend the point.
 */
export function luckOn(b: Battle, id: string, roll: LuckChoice['roll']): { mods: RollModifier[]; reroll: boolean } {
  const own = takeLuck(b, id, roll);
  const against = luckAgainst(b, id, roll, own);
  const mods: RollModifier[] = [...against];
  if (own === 'bonus') mods.push({ dice: b.rules.core.luck.bonusDice, source: `Luck +${b.rules.core.luck.bonusDice}`, tag: 'luck' });
  return { mods, reroll: own === 'reroll' };
}
