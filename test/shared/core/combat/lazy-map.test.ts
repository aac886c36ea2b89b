/** Issue 38: the step's working copy makes each combatant when first read, and reads as a whole map when iterated. */
import { describe, expect, it } from 'vitest';
import { LazyMap } from '../../../../shared/core/combat/lazy-map';

describe('LazyMap', () => {
  it('makes an entry when first asked for, once, and never one for an unknown key', () => {
    const made: string[] = [];
    const map = new LazyMap<string, { id: string }>(() => ['a', 'b', 'c'], (id) => (['a', 'b', 'c'].includes(id) ? (made.push(id), { id }) : undefined));
    expect(map.made('b')).toBeUndefined();
    const b = map.get('b');
    expect(map.get('b')).toBe(b);
    expect(map.has('a')).toBe(true);
    expect(map.has('z')).toBe(false);
    expect(map.get('z')).toBeUndefined();
    expect(made).toEqual(['b', 'a']);
    expect(map.made('c')).toBeUndefined();
  });

  it('iterates every entry in the order of the keys, keeping those made before', () => {
    const map = new LazyMap<string, { id: string }>(() => ['a', 'b', 'c'], (id) => ({ id }));
    const c = map.get('c');
    expect([...map.keys()]).toEqual(['a', 'b', 'c']);
    expect(map.size).toBe(3);
    expect([...map.values()].at(-1)).toBe(c);
    expect([...map].map(([k]) => k)).toEqual(['a', 'b', 'c']);
    const seen: string[] = [];
    map.forEach((_, k) => seen.push(k));
    expect(seen).toEqual(['a', 'b', 'c']);
  });
});
