/**
 * FS3.2's dice steps around the actions (seed 004 "Combat Turns"): everyone rolls initiative, and
 * knockout rolls follow all actions. The machine runs them through FS3.2's procedures.
 */
import { rollInitiative, type InitiativeEntry } from '../../../core/mechanics/initiative';
import { checkKnockout, vehicleToughnessPool, type KnockoutCheck } from '../../../core/mechanics/knockout';
import { totalWoundModifier } from '../../../core/mechanics/wounds';
import { canAct, poolsOf, type CombatantState, type CombatContext, type OrderSlot } from '../../../core/combat/context';
import { vehicleNamed } from '../../../core/combat/gear';
import type { StepEnv, StepResult } from '../../../core/combat/step';
import { bakedPools, modifierIndex, modifiersFor, poolOf } from '../../../core/combat/world';
import { luckAgainst, luckBook, takeLuck } from '../../../core/combat/world-luck';

/** Everyone who can act rolls initiative (seed 004); ties are shuffled with the host's dice. */
export function rollTurnInitiative(env: StepEnv, ctx: CombatContext): StepResult {
  const { rules, rng } = env;
  const modifiers = modifierIndex(ctx);
  const book = luckBook(rules, ctx);
  rng.mark(`Turn ${ctx.turn}: initiative`);
  const entries: InitiativeEntry[] = ctx.combatants.filter(canAct).map((c) => {
    const entry: InitiativeEntry = {
      id: c.id,
      name: c.name,
      pool: poolOf(rules, poolsOf(ctx, c), ctx.abilities.initiative),
      woundModifier: totalWoundModifier(c.wounds, rules).total,
      modifiers: modifiersFor(modifiers.get(c.id), 'initiative'),
    };
    const luck = takeLuck(book, c.id, 'initiative');
    if (luck) entry.luck = luck;
    const against = luckAgainst(book, c.id, 'initiative', luck);
    if (against.length > 0) entry.modifiers = [...(entry.modifiers ?? []), ...against];
    return entry;
  });
  const slots = rollInitiative(rules, entries, rng);
  const order = { slots: slots.map((s): OrderSlot => ({ id: s.id, hits: s.roll.hits, tieBreak: s.tieBreak })), next: 0 };
  const context = { ...ctx, order, combatants: ctx.combatants.map((c) => withLuck(c, book.luck.get(c.id)!)) };
  return { context, entries: [{ kind: 'initiative', turn: ctx.turn, slots, luck: book.luckNotes }] };
}

function withLuck(c: CombatantState, l: { points: number | null; used: number }): CombatantState {
  return l.points === c.luckPoints && l.used === c.luckUsed ? c : { ...c, luckPoints: l.points, luckUsed: l.used };
}

/** Only equal hits may change places (seed 004 breaks ties at random; the storyteller may overrule). */
/**
 * Knockout rolls after all actions (seed 004): everyone damaged this turn whose wound modifier
 * reached the threshold, and damaged vehicles with their own toughness (seed 000).
 */
export function rollKnockouts(env: StepEnv, ctx: CombatContext): StepResult {
  const { rules, rng } = env;
  const modifiers = modifierIndex(ctx);
  const checks: KnockoutCheck[] = [];
  const out = new Set<string>();
  for (const c of ctx.combatants) {
    if (!c.damagedThisTurn || c.knockedOut) continue;
    rng.mark(`${c.name}: knockout`);
    const pools = bakedPools(rules, ctx, poolsOf(ctx, c), modifiers.get(c.id));
    const check = checkKnockout(
      rules,
      { name: c.name, toughness: poolOf(rules, pools, ctx.abilities.toughness), woundModifier: totalWoundModifier(c.wounds, rules).total, damagedThisTurn: true },
      rng,
    );
    checks.push(check);
    if (check.knockedOut) out.add(c.id);
  }
  for (const v of ctx.vehicles) {
    if (!v.damagedThisTurn || v.knockedOut) continue;
    rng.mark(`${v.name}: knockout`);
    const check = checkKnockout(
      rules,
      { name: v.name, toughness: vehicleToughnessPool(rules, vehicleNamed(ctx.gear, v.vehicle)), woundModifier: totalWoundModifier(v.wounds, rules).total, damagedThisTurn: true },
      rng,
    );
    checks.push(check);
    if (check.knockedOut) out.add(v.id);
  }
  const combatants = ctx.combatants.map((c) => {
    if (out.has(c.id)) return { ...c, knockedOut: true };
    // A subduer who is knocked out cannot hold anyone.
    return c.subduedBy !== null && out.has(c.subduedBy) ? { ...c, subduedBy: null } : c;
  });
  const vehicles = ctx.vehicles.map((v) => (out.has(v.id) ? { ...v, knockedOut: true } : v));
  return { context: { ...ctx, combatants, vehicles }, entries: [{ kind: 'knockout', turn: ctx.turn, checks }] };
}

