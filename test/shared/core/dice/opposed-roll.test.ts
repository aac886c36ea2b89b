import { describe, expect, it } from 'vitest';
import { rawPool, resolveDice, skillPool } from '../../../../shared/core/dice/ability-roll';
import { compareOpposed, rollOpposed } from '../../../../shared/core/dice/opposed-roll';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { FS3_2_RULESET as R } from '../../../../shared/systems/fs3.2/ruleset';

const withHits = (hits: number, misses = 2) => {
  const dice = [...Array<number>(hits).fill(8), ...Array<number>(misses).fill(3)];
  return resolveDice(R, rawPool(R, dice.length), dice);
};

describe('opposed rolls (seed 004)', () => {
  it('Bob 2 hits vs Harry 3 hits: Harry wins, but only by a little', () => {
    const bobPool = skillPool(R, { name: 'Reactive', rating: 2 }, { name: 'Firearms', rating: 3 });
    const harryPool = skillPool(R, { name: 'Reactive', rating: 3 }, { name: 'Firearms', rating: 2 });
    const rng = createScriptedRng([7, 8, 2, 3, 4, 7, 7, 8, 1, 5]);
    const result = rollOpposed(R, bobPool, harryPool, rng);
    expect(rng.used).toBe(10);
    expect(result.first.hits).toBe(2);
    expect(result.second.hits).toBe(3);
    expect(result).toMatchObject({ winner: 'second', netHits: 1, margin: 'marginal', marginLabel: 'Marginal Victory', bothFailed: false });
  });

  it.each([
    [3, 3, 'draw', 0, 'draw'],
    [1, 0, 'first', 1, 'marginal'],
    [4, 2, 'first', 2, 'solid'],
    [1, 4, 'second', 3, 'solid'],
    [6, 2, 'first', 4, 'crushing'],
    [0, 7, 'second', 7, 'crushing'],
  ] as const)('%i vs %i hits → %s, net %i, %s', (a, b, winner, net, margin) => {
    expect(compareOpposed(R, withHits(a), withHits(b))).toMatchObject({ winner, netHits: net, margin });
  });

  it('reports that both failed when neither side got a hit', () => {
    const result = compareOpposed(R, withHits(0), withHits(0));
    expect(result).toMatchObject({ winner: 'draw', bothFailed: true, margin: 'draw' });
    expect(compareOpposed(R, withHits(1), withHits(0)).bothFailed).toBe(false);
  });
});
