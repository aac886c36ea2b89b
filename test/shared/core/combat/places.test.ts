/** Issue 38: finding someone by id reuses the last index while everyone stands where they stood, and is never fooled when not. */
import { describe, expect, it } from 'vitest';
import { placeOf } from '../../../../shared/core/combat/places';
import { withFields } from '../../../../shared/core/combat/copy-with';

const list = (...ids: string[]) => ids.map((id) => ({ id }));

describe('placeOf', () => {
  it('finds each id, and -1 for one not in the list', () => {
    const a = list('a', 'b', 'c');
    expect([placeOf(a, 'a'), placeOf(a, 'b'), placeOf(a, 'c'), placeOf(a, 'zz')]).toEqual([0, 1, 2, -1]);
  });

  it('a new list with everyone in place is read through the last index', () => {
    const a = list('a', 'b', 'c');
    placeOf(a, 'a');
    const b = a.map((x) => ({ ...x }));
    expect(placeOf(b, 'c')).toBe(2);
    expect(placeOf(b, 'nobody')).toBe(-1);
  });

  it('a list in another order, shorter or longer is indexed anew, never read through a stale index', () => {
    const a = list('a', 'b', 'c');
    placeOf(a, 'a');
    const reordered = list('c', 'a', 'b');
    expect([placeOf(reordered, 'a'), placeOf(reordered, 'b'), placeOf(reordered, 'c')]).toEqual([1, 2, 0]);
    const shorter = list('a', 'b');
    expect(placeOf(shorter, 'c')).toBe(-1);
    expect(placeOf(shorter, 'b')).toBe(1);
    const longer = list('x', 'a', 'b', 'c');
    expect(placeOf(longer, 'c')).toBe(3);
    // Lists of two fights in turn: each answer is its own list's.
    expect([placeOf(a, 'c'), placeOf(longer, 'x'), placeOf(a, 'x')]).toEqual([2, 0, -1]);
  });
});

describe('withFields', () => {
  it('gives the keys and values of a spread, in the same order', () => {
    const c = { id: 'a', name: 'Ann', note: undefined as string | undefined, team: 1 } as { id: string; name: string; note?: string | undefined; team: number; shown?: { order: number } };
    const copy = withFields(c, { team: 2, shown: { order: 1 } });
    expect(copy).not.toBe(c);
    expect(Object.keys(copy)).toEqual(Object.keys({ ...c, team: 2, shown: { order: 1 } }));
    expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...c, team: 2, shown: { order: 1 } }));
    expect(c).toEqual({ id: 'a', name: 'Ann', note: undefined, team: 1 });
  });
});
