/**
 * Luck while a step resolves (issue 16, seed 004 "Luck"): everyone's ledger, made when first
 * asked for, who earmarked what, and spending it on a roll (one's own bonus or re-roll, a penalty
 * on someone else's roll, cancelled by the target's own luck). Split from world.ts, whose working
 * copy carries this book.
 */
import type { RollModifier } from '../dice/ability-roll';
import { luckModifier } from '../dice/luck';
import type { OwnLuck } from '../mechanics/modifiers';
import type { CombatRules } from './procedures';
import { findCombatant, type CombatantState, type CombatContext } from './context';
import type { LuckChoice } from './declarations';
import { LazyMap } from './lazy-map';

/** No modifiers: most rolls have no luck against them. */
const NONE: readonly RollModifier[] = [];

export type LuckLedger = { name: string; points: number | null; used: number; choice: LuckChoice | null };

/**
 * Everyone's luck while a step runs, and what was spent (for the log). `against` lists, per
 * combatant, who earmarked a penalty on their rolls (in combat order), so a roll finds them
 * without scanning everyone (a 500-combatant turn).
 */
export type LuckBook = {
  rules: CombatRules;
  luck: LazyMap<string, LuckLedger>;
  luckNotes: string[];
  against: Map<string, string[]>;
  /** Issue 38: who earmarked luck in their declaration (a ledger nobody made has no choice otherwise). */
  earmarked: Set<string>;
};

/** Who earmarked luck, and against whom (read-only once built: shared by the steps of a fight). */
type LuckIndex = { against: Map<string, string[]>; earmarked: Set<string> };

/**
 * Issue 38: the last list of combatants an index was built for. A step's list differs from the
 * last one in the few combatants it changed, whose earmarked luck is mostly the same object (a
 * wound does not touch a declaration): then the index stands, found by comparing objects, not by
 * reading a thousand declarations again.
 */
let lastLuck: { list: readonly CombatantState[]; index: LuckIndex } | null = null;

const luckOf = (c: CombatantState) => c.declaration?.luck ?? null;

function sameLuck(a: readonly CombatantState[], b: readonly CombatantState[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y && (x.id !== y.id || luckOf(x) !== luckOf(y))) return false;
  }
  return true;
}

function luckIndex(list: readonly CombatantState[]): LuckIndex {
  if (lastLuck !== null && (lastLuck.list === list || sameLuck(lastLuck.list, list))) {
    lastLuck.list = list;
    return lastLuck.index;
  }
  const against = new Map<string, string[]>();
  const earmarked = new Set<string>();
  for (const c of list) {
    const choice = luckOf(c);
    if (choice) earmarked.add(c.id);
    if (choice?.effect === 'penalty' && choice.target !== undefined) {
      const ids = against.get(choice.target);
      if (ids) ids.push(c.id);
      else against.set(choice.target, [c.id]);
    }
  }
  lastLuck = { list, index: { against, earmarked } };
  return lastLuck.index;
}

/** The luck ledgers of a context (each made when first asked for: issue 38). */
export function luckBook(rules: CombatRules, ctx: CombatContext): LuckBook {
  const { against, earmarked } = luckIndex(ctx.combatants);
  const luck = new LazyMap<string, LuckLedger>(
    () => ctx.combatants.map((c) => c.id),
    (id) => {
      const c = findCombatant(ctx, id);
      return c ? { name: c.name, points: c.luckPoints, used: c.luckUsed, choice: c.declaration?.luck ?? null } : undefined;
    },
  );
  return { rules, luck, luckNotes: [], against, earmarked };
}

/**
 * Spends `id`'s earmarked luck on a roll of kind `roll`, if that is what they earmarked and they
 * still may. Returns the effect to apply (a bonus or a re-roll of their own), or undefined.
 */
export function takeLuck(world: LuckBook, id: string, roll: LuckChoice['roll']): OwnLuck | undefined {
  // Issue 38: a ledger not made yet holds the declaration's choice; without one there is nothing
  // to take, and most of a big fight's 500 shooters and targets need no ledger made.
  const l = world.luck.made(id) ?? (world.earmarked.has(id) ? world.luck.get(id) : undefined);
  if (!l || !l.choice || l.choice.roll !== roll) return undefined;
  const effect = l.choice.effect;
  if (effect !== 'bonus' && effect !== 'reroll') return undefined;
  if (!canSpend(world, l)) return undefined;
  spend(l);
  world.luckNotes.push(`${l.name}: luck ${effect === 'bonus' ? 'bonus' : 're-roll'} on ${roll}`);
  return effect;
}

function canSpend(world: LuckBook, l: LuckLedger): boolean {
  return (l.points === null || l.points >= 1) && l.used < world.rules.core.luck.combat.rollsPerTurn;
}

function spend(l: LuckLedger): void {
  l.points = l.points === null ? null : l.points - 1;
  l.used += 1;
  l.choice = null;
}

/**
 * Luck others spend on `id`'s roll of kind `roll` (seed 004 "Luck": before someone else's roll,
 * a point for a −dice penalty on it; the one rolling may spend a point to cancel luck used against
 * them). Only one luck point applies to a roll: when `ownLuck` already applies, nobody's penalty
 * does, and it stays earmarked for that person's next roll of the kind this turn. The first
 * combatant (in combat order) with a penalty earmarked on this roll spends it; if the roller
 * earmarked a cancel on this kind of roll, they spend a point and the penalty has no effect.
 * Returns the modifiers to add to the roll (the penalty, or none).
 */
export function luckAgainst(world: LuckBook, id: string, roll: LuckChoice['roll'], ownLuck: OwnLuck | undefined): readonly RollModifier[] {
  if (ownLuck !== undefined) return NONE;
  const by = world.against.get(id);
  if (!by) return NONE;
  const target = world.luck.get(id);
  if (!target) return NONE;
  for (const byId of by) {
    const l = world.luck.get(byId)!;
    if (byId === id || !l.choice || l.choice.effect !== 'penalty' || l.choice.roll !== roll || l.choice.target !== id) continue;
    if (!canSpend(world, l)) continue;
    spend(l);
    const cancel = target.choice?.effect === 'cancel' && target.choice.roll === roll && canSpend(world, target);
    if (cancel) {
      spend(target);
      world.luckNotes.push(`${l.name}: luck penalty on ${target.name}'s ${roll}, cancelled by ${target.name}'s luck`);
      return NONE;
    }
    world.luckNotes.push(`${l.name}: luck penalty on ${target.name}'s ${roll}`);
    return [luckModifier(world.rules.core, 'penalty', l.name)];
  }
  return NONE;
}
