import { describe, expect, it } from 'vitest';
import { applyList, diffList, sameJson } from '../../../../shared/core/combat/view-patch';
import { createSeededRng } from '../../../../shared/core/dice/rng';

describe('list patches (issue 20)', () => {
  it('send one splice for an element added, removed or moved, and single elements for changes', () => {
    const a = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
    expect(diffList(a, a)).toBeNull();
    expect(diffList(a, [...a])).toBeNull();
    expect(diffList(a, [a[0], a[1], { id: 'x' }, a[2], a[3]])).toEqual({ splice: [2, 0, [{ id: 'x' }]] });
    expect(diffList(a, [a[0], a[2], a[3]])).toEqual({ splice: [1, 1, []] });
    expect(diffList(a, [a[0], { id: 'B' }, a[2], { id: 'D' }])).toEqual({ set: [[1, { id: 'B' }], [3, { id: 'D' }]] });
  });

  it('applying the patch of two random lists gives the second, keeping untouched elements as they were', () => {
    const rng = createSeededRng('list-patch');
    for (let n = 0; n < 2000; n++) {
      const a = Array.from({ length: rng.die(8) - 1 }, () => ({ v: rng.die(4) }));
      const b = a.filter(() => rng.die(5) > 1).map((x) => (rng.die(4) === 1 ? { v: rng.die(4) } : x));
      if (rng.die(3) === 1) b.splice(rng.die(b.length + 1) - 1, 0, { v: 9 });
      const patch = diffList(a, b);
      const out = applyList(a, patch ?? undefined);
      expect(out).toEqual(b);
      // Through JSON, as on the wire.
      expect(applyList(a, JSON.parse(JSON.stringify(patch ?? {})) as never)).toEqual(b);
    }
  });

  it('refuses a patch that does not fit the list it is applied to', () => {
    expect(() => applyList([1, 2], { splice: [1, 3, []] })).toThrow(/splices/);
    expect(() => applyList([1, 2], { set: [[2, 5]] })).toThrow(/sets element 2/);
  });

  it('compares JSON by content', () => {
    expect(sameJson({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson({ a: undefined }, { b: undefined })).toBe(false);
    // A field on one side only, whatever the other side's fields hold.
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson({ a: undefined }, { a: undefined })).toBe(true);
    expect(sameJson({ a: { x: [1, 2] }, b: 'z' }, { b: 'z', a: { x: [1, 2] } })).toBe(true);
    expect(sameJson({ a: { x: [1, 2] } }, { a: { x: [1, 3] } })).toBe(false);
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2, c: 3 }] })).toBe(false);
  });
});
