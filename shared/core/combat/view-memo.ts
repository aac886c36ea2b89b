/**
 * Issue 20/38: parts of the view kept from one projection to the next (a host keeps one memo per
 * open combat). A combatant's view depends on its own state and on a few parts of the context
 * (gear, vehicles, stat blocks, everyone's names for "attack Bob"); an order slot's on the slot,
 * whether it is resolved and its combatant's declaration. While those stay the same objects an
 * unchanged combatant or slot keeps its view object, so building the view and finding what
 * changed cost what the step changed, not the whole fight.
 */
import type { CombatantState, CombatContext, OrderSlot } from './context';
import type { CombatRules } from './procedures';
import type { CombatView, CombatantView } from './view-schema';

type SlotView = NonNullable<CombatView['order']>[number];

/** A combatant's kept view and the state it was built from (updated in place when the combatant changes). */
export type KeptRow = { state: CombatantState; view: CombatantView };

/**
 * A slot's view, with what it was built from: its slot, whether it was resolved and its
 * combatant's state, and that combatant's kept row (whose `state` is the current one: issue 38,
 * read without a lookup by id).
 */
export type KeptSlot = { slot: OrderSlot; view: SlotView; resolved: boolean; state: CombatantState; row: KeptRow };

export type CombatViewMemo = {
  deps: readonly unknown[];
  /** The combatants the names were read from (a step keeps the list when nobody changed). */
  combatants: readonly CombatantState[];
  names: ReadonlyMap<string, string>;
  /**
   * Each combatant's view by id, with the state it was built from. Issue 38: a map by id, not a
   * WeakMap by state object: a step replaces the entries of the combatants it changed instead of
   * adding weak entries the collector must trace, and a lookup hashes a string that keeps its hash.
   * The view of the current state of every combatant is here once the view is built.
   */
  views: Map<string, KeptRow>;
  /**
   * Issue 38: the last build's combatants (the context's list) and their rows, place by place. A
   * combatant still the same object at the same place keeps its row without a lookup by id: one
   * resolved action in a 1,000-combatant fight changes two of them, and hashing a thousand ids a
   * step was most of what the view cost.
   */
  built: readonly CombatantState[];
  rows: readonly CombatantView[];
  /** A declaration's words (they read names and gear: dropped with the views). */
  texts: WeakMap<object, string>;
  /** The order's slot views by place (a new turn's order has new slots: each place is checked by identity). */
  slots: (KeptSlot | undefined)[];
};

export function createViewMemo(): CombatViewMemo {
  return { deps: [], combatants: [], names: new Map(), views: new Map(), built: [], rows: [], texts: new WeakMap(), slots: [] };
}

/** Whether everyone's names are as in the memo, looking only at combatants whose object changed. */
function sameNames(memo: CombatViewMemo, list: readonly CombatantState[]): boolean {
  const old = memo.combatants;
  if (old === list) return true;
  if (old.length !== list.length) return false;
  for (let i = 0; i < list.length; i++) {
    const a = old[i]!;
    const b = list[i]!;
    if (a !== b && (a.id !== b.id || a.name !== b.name)) return false;
  }
  return true;
}

/** Brings the memo up to `ctx` (dropping kept views when what they depend on changed); returns everyone's names. */
export function refreshMemo(memo: CombatViewMemo, rules: CombatRules, ctx: CombatContext): ReadonlyMap<string, string> {
  // The turn too: a suggested NPC action shows for its own turn only (issue 41); storyteller
  // modifiers: a toughness modifier changes a knockout chance (issue 39 item 6).
  const deps = [rules, ctx.gear, ctx.vehicles, ctx.statBlocks, ctx.turn, ctx.modifiers];
  // Lists by their elements: a step that maps its vehicles (or modifiers) into a new list of the
  // same objects (the knockout roll does, every turn) changes nothing a row shows.
  const depsSame = deps.every((d, i) => d === memo.deps[i] || sameElements(d, memo.deps[i]));
  // The same names in another order (someone moved, or the initiative roll sorted everyone) keep
  // the views, the slots and the map itself; a new, lost or renamed name drops them.
  if (!sameNames(memo, ctx.combatants) && !namesAsKept(memo.names, ctx.combatants)) {
    dropViews(memo);
    memo.names = new Map(ctx.combatants.map((c) => [c.id, c.name]));
    memo.slots = [];
  }
  if (!depsSame) {
    dropViews(memo);
    memo.slots = [];
  }
  memo.deps = deps;
  memo.combatants = ctx.combatants;
  return memo.names;
}

function dropViews(memo: CombatViewMemo): void {
  memo.views = new Map();
  memo.built = [];
  memo.rows = [];
  memo.texts = new WeakMap();
}

/** Two lists holding the same objects in the same order. */
function sameElements(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether `list` names exactly the ids and names of `names` (ids are unique within a combat). Issue 38: no map built to compare. */
function namesAsKept(names: ReadonlyMap<string, string>, list: readonly CombatantState[]): boolean {
  if (names.size !== list.length) return false;
  for (const c of list) if (names.get(c.id) !== c.name) return false;
  return true;
}
