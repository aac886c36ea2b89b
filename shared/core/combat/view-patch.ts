/**
 * Issue 20: a step sends what changed, not the whole fight. The host diffs the view it last sent
 * with the new one; every window applies the patch to the view it holds. Unchanged combatants
 * keep their objects, so a row re-renders only when its own data changed.
 *
 * Lists are patched by one splice (the changed stretch between the unchanged head and tail: a
 * combatant added, removed or moved) plus single replaced elements, so one resolved action sends
 * its attacker, its target and a slot of the order, whatever the size of the fight.
 */
import { z } from 'zod';
import { CombatViewSchema, type CombatView } from './view';

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Two JSON values equal in content; shared references (most of a step's view) cost nothing.
 * Issue 38: keys are walked with for…in, not listed (Object.keys made two arrays per object
 * compared, and a step compares hundreds of rebuilt rows), and a field holding the same value on
 * both sides (most fields of a rebuilt row) is settled without a call or an own-key check.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  // Views are plain objects: for…in lists their own keys (no own-key check per key).
  for (const k in x) {
    const v = x[k];
    const w = y[k];
    // A key on one side only reads `undefined` on the other (unless that side holds it set to undefined).
    if (v !== w) {
      if (w === undefined || !sameJson(v, w) || !hasOwn.call(y, k)) return false;
    } else if (v === undefined && !hasOwn.call(y, k)) return false;
    count++;
  }
  for (const _k in y) if (--count < 0) return false;
  return count === 0;
}

/** A list's change: `splice` [start, deleted, inserted] first, then `set` [index, element] in the result. */
export type ListPatch<T> = { splice?: [number, number, T[]]; set?: [number, T][] };

function listPatchSchema<T extends z.ZodType>(item: T) {
  const index = z.number().int().min(0);
  return z.object({ splice: z.tuple([index, index, z.array(item)]).optional(), set: z.array(z.tuple([index, item])).optional() });
}

/** The change between two lists (null: none); `same` is sameJson or an equivalent faster for the elements. */
export function diffList<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean = sameJson): ListPatch<T> | null {
  if (a === b) return null;
  let head = 0;
  const shorter = Math.min(a.length, b.length);
  while (head < shorter && same(a[head]!, b[head]!)) head++;
  if (head === a.length && head === b.length) return null;
  let tail = 0;
  while (tail < shorter - head && same(a[a.length - 1 - tail]!, b[b.length - 1 - tail]!)) tail++;
  if (a.length === b.length) {
    const set: [number, T][] = [];
    for (let i = head; i < a.length - tail; i++) if (!same(a[i]!, b[i]!)) set.push([i, b[i]!]);
    return { set };
  }
  return { splice: [head, a.length - head - tail, b.slice(head, b.length - tail)] };
}

/** `list` with the patch applied; elements not named keep their objects. */
export function applyList<T>(list: readonly T[], patch: ListPatch<T> | undefined): T[] {
  if (!patch) return list as T[];
  const out = list.slice();
  if (patch.splice) {
    const [start, deleted, inserted] = patch.splice;
    if (start > out.length || start + deleted > out.length) throw new Error(`List patch splices ${start}+${deleted} of a list of ${out.length}`);
    out.splice(start, deleted, ...inserted);
  }
  for (const [i, value] of patch.set ?? []) {
    if (i >= out.length) throw new Error(`List patch sets element ${i} of a list of ${out.length}`);
    out[i] = value;
  }
  return out;
}

type OrderSlot = NonNullable<CombatView['order']>[number];
type CombatantRow = CombatView['combatants'][number];

/**
 * Issue 38: sameJson for two combatant rows, asking first the fields a step most often changes
 * (a row rebuilt because its combatant changed differs in one of them, and sameJson would walk
 * some twenty fields in order to reach a declaration); rows equal in those are compared whole.
 */
function sameRow(a: CombatantRow, b: CombatantRow): boolean {
  if (a === b) return true;
  return (
    sameJson(a.wounds, b.wounds) && sameJson(a.declaration, b.declaration) && sameJson(a.initiative, b.initiative) &&
    a.knockedOut === b.knockedOut && a.ammo === b.ammo && a.luckUsed === b.luckUsed && a.damagedThisTurn === b.damagedThisTurn &&
    a.suppression === b.suppression && sameJson(a, b)
  );
}
type Fields = Omit<CombatView, 'combatants' | 'order' | 'undeclared' | 'declareOrder'>;

/** Lists patched element-wise (their length grows with the fight); every other field is sent whole when it changed. */
export type CombatViewPatch = {
  fields: Partial<Fields>;
  /** Optional fields that left the view (JSON has no undefined). */
  gone?: ('held' | 'luckAfter')[];
  combatants?: ListPatch<CombatView['combatants'][number]>;
  /** null: the order is gone (a new turn); a patch from an empty list when it appears. */
  order?: ListPatch<OrderSlot> | null;
  undeclared?: ListPatch<string>;
  /** null: gone from the view. */
  declareOrder?: ListPatch<string> | null;
};

const shape = CombatViewSchema.shape;

export const CombatViewPatchSchema = z.object({
  fields: CombatViewSchema.omit({ combatants: true, order: true, undeclared: true, declareOrder: true }).partial(),
  gone: z.array(z.enum(['held', 'luckAfter'])).optional(),
  combatants: listPatchSchema(shape.combatants.element).optional(),
  order: listPatchSchema(shape.order.unwrap().element).nullable().optional(),
  undeclared: listPatchSchema(shape.undeclared.element).optional(),
  declareOrder: listPatchSchema(z.string()).nullable().optional(),
});

const LISTS = new Set(['combatants', 'order', 'undeclared', 'declareOrder']);

/** What changed from `a` to `b` (an empty patch when nothing did). */
export function diffViews(a: CombatView, b: CombatView): CombatViewPatch {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(b) as (keyof CombatView)[]) {
    if (LISTS.has(key)) continue;
    if (!sameJson(a[key], b[key])) fields[key] = b[key];
  }
  const patch: CombatViewPatch = { fields: fields as Partial<Fields> };
  const gone = (['held', 'luckAfter'] as const).filter((k) => a[k] !== undefined && b[k] === undefined);
  if (gone.length) patch.gone = gone;
  const combatants = diffList(a.combatants, b.combatants, sameRow);
  if (combatants) patch.combatants = combatants;
  if (b.order === null) {
    if (a.order !== null) patch.order = null;
  } else {
    const order = diffList(a.order ?? [], b.order);
    if (order || a.order === null) patch.order = order ?? {};
  }
  const undeclared = diffList(a.undeclared, b.undeclared);
  if (undeclared) patch.undeclared = undeclared;
  if (b.declareOrder === undefined) {
    if (a.declareOrder !== undefined) patch.declareOrder = null;
  } else {
    const d = diffList(a.declareOrder ?? [], b.declareOrder);
    if (d || a.declareOrder === undefined) patch.declareOrder = d ?? {};
  }
  return patch;
}

/** `view` with the patch applied; everything the patch does not name keeps its object. */
export function applyViewPatch(view: CombatView, patch: CombatViewPatch): CombatView {
  const out: CombatView = { ...view, ...patch.fields };
  for (const key of patch.gone ?? []) delete out[key];
  if (patch.combatants) out.combatants = applyList(view.combatants, patch.combatants);
  if (patch.order === null) out.order = null;
  else if (patch.order) out.order = applyList(view.order ?? [], patch.order);
  if (patch.undeclared) out.undeclared = applyList(view.undeclared, patch.undeclared);
  if (patch.declareOrder === null) delete out.declareOrder;
  else if (patch.declareOrder) out.declareOrder = applyList(view.declareOrder ?? [], patch.declareOrder);
  return out;
}
