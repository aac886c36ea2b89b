import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../../shared/core/dice/rng';
import { rollInitiative } from '../../../../shared/core/mechanics/initiative';
import { raw, RULES } from './fixtures';

const entry = (id: string, dice: number, woundModifier = 0) => ({
  id,
  name: id,
  pool: raw(dice),
  woundModifier,
});

describe('initiative (seed 004)', () => {
  it('orders by hits, highest first, keeping every roll', () => {
    const rng = createScriptedRng([8, 2, 7, 7, 1, 1]);
    const order = rollInitiative(RULES, [entry('kid', 2), entry('jesse', 2), entry('bob', 2)], rng);
    expect(order.map((s) => [s.id, s.roll.hits, s.tieBreak])).toEqual([
      ['jesse', 2, null],
      ['kid', 1, null],
      ['bob', 0, null],
    ]);
    expect(order[0]!.roll.dice).toEqual([7, 7]);
  });

  it('breaks ties at random with the injected dice and records it', () => {
    // Both get 1 hit; the Fisher–Yates draw d2 = 1 swaps them.
    const swapped = rollInitiative(
      RULES,
      [entry('a', 1), entry('b', 1)],
      createScriptedRng([7, 8, 1]),
    );
    expect(swapped.map((s) => [s.id, s.tieBreak])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
    const kept = rollInitiative(
      RULES,
      [entry('a', 1), entry('b', 1)],
      createScriptedRng([7, 8, 2]),
    );
    expect(kept.map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('applies wound modifiers and combat luck to the initiative roll', () => {
    const [slot] = rollInitiative(
      RULES,
      [{ ...entry('kid', 3, 1), luck: 'bonus' as const }],
      createSeededRng(1),
    );
    expect(slot!.roll.pool.modifiers.map((m) => m.source)).toEqual([
      'Wounds -1',
      'Luck +5 (kid) on initiative',
    ]);
    expect(slot!.roll.pool.diceRolled).toBe(7);
  });

  it('every tie order is equally likely', () => {
    const rng = createSeededRng('ties');
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const order = rollInitiative(RULES, [entry('a', 0), entry('b', 0), entry('c', 0)], rng)
        .map((s) => s.id)
        .join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(150);
  });
});
