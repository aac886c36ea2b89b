/**
 * Issue 38: a view fetched whole keeps the objects of what did not change, so a board showing it
 * renders only the rows whose combatant changed (rows are memoised on their combatant object).
 */
import { describe, expect, it } from 'vitest';
import { keepUnchanged } from '../../../renderer/features/combat/keep-unchanged';

const combatant = (id: string, wounds: string[] = []) => ({ id, name: `C ${id}`, wounds: wounds.map((w) => ({ severity: w })), aim: null });
const view = (cs: ReturnType<typeof combatant>[], turn = 1) => ({
  combatId: 'f1',
  turn,
  combatants: cs,
  order: [{ id: 'a', hits: 3 }],
  system: { edition: 'fs3.2', lists: { words: { stress: 'Suppression' }, severities: [{ id: 'light', label: 'Light' }] } },
});

describe('keepUnchanged', () => {
  it('keeps the unchanged combatants, lists and words; takes the changed ones', () => {
    const before = view([combatant('a'), combatant('b'), combatant('c')]);
    const fetched = view([combatant('a'), combatant('b', ['light']), combatant('c')], 2);
    const kept = keepUnchanged(before, fetched);
    expect(kept).toEqual(fetched);
    expect(kept.combatants[0]).toBe(before.combatants[0]);
    expect(kept.combatants[1]).toBe(fetched.combatants[1]);
    expect(kept.combatants[2]).toBe(before.combatants[2]);
    expect(kept.system).toBe(before.system);
    expect(kept.order).toBe(before.order);
    expect(kept.turn).toBe(2);
  });

  it('matches combatants by id when the list moved, and gives the same view when nothing changed', () => {
    const before = view([combatant('a'), combatant('b')]);
    const moved = keepUnchanged(before, view([combatant('b'), combatant('x'), combatant('a')]));
    expect(moved.combatants.map((c) => c.id)).toEqual(['b', 'x', 'a']);
    expect(moved.combatants[0]).toBe(before.combatants[1]);
    expect(moved.combatants[2]).toBe(before.combatants[0]);
    expect(keepUnchanged(before, view([combatant('a'), combatant('b')]))).toBe(before);
    const first = view([combatant('a')]);
    expect(keepUnchanged(undefined, first)).toBe(first);
  });
});
