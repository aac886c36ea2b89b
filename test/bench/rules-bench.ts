import { skillPool, rollAbility } from '../../shared/core/dice/ability-roll';
import { oddsTable, poolOdds } from '../../shared/core/dice/odds';
import { createSeededRng } from '../../shared/core/dice/rng';
import { FS3_2_RULESET as R } from '../../shared/systems/fs3.2/ruleset';
import { timed } from './measure';
import type { Bench } from './types';

const POOL_SIZES = 41;
const ATTRIBUTES = 4;

/** Every pool 0..40 × attribute 1..4 in one table (what the odds grid asks for). */
function tableOdds(): number {
  let check = 0;
  for (const row of oddsTable(R, POOL_SIZES - 1, ATTRIBUTES)) for (const o of row) check += o.pSuccess;
  return check;
}

/** The same 164 pools asked one by one, as single readouts do. */
function allOdds(): number {
  let check = 0;
  for (let n = 0; n < POOL_SIZES; n++) {
    for (let a = 1; a <= ATTRIBUTES; a++) check += poolOdds(R, n, a).pSuccess;
  }
  return check;
}

export const benches: Bench[] = [
  {
    name: 'Seeded ability rolls (8-dice pool, full results)',
    target: '≥ 5 M d8/s on one core',
    run: () => {
      const pool = skillPool(R, { name: 'Reactive', rating: 3 }, { name: 'Firearms', rating: 5 });
      const rng = createSeededRng('bench');
      let hits = 0;
      timed(200, 10_000, () => {
        hits += rollAbility(R, pool, rng).hits;
      });
      const { iterations, elapsed } = timed(2_000, 10_000, () => {
        hits += rollAbility(R, pool, rng).hits;
      });
      const dice = iterations * pool.diceRolled;
      const perSecond = (dice / elapsed) * 1000;
      if (hits < 0) throw new Error('unreachable');
      return `${(perSecond / 1e6).toFixed(1)} M d8/s (${((iterations / elapsed) * 1000 / 1e6).toFixed(2)} M rolls/s of ${pool.diceRolled} dice)`;
    },
  },
  {
    name: 'Exact odds, pools 0..40 × attributes 1..4',
    target: '< 2 ms total',
    run: () => {
      let sink = 0;
      const coldStart = performance.now();
      sink += tableOdds();
      const cold = performance.now() - coldStart;
      timed(200, 10, () => {
        sink += tableOdds() + allOdds();
      });
      const table = timed(1_000, 10, () => {
        sink += tableOdds();
      });
      const single = timed(1_000, 10, () => {
        sink += allOdds();
      });
      if (Number.isNaN(sink)) throw new Error('NaN odds');
      const ms = (t: { iterations: number; elapsed: number }): string => (t.elapsed / t.iterations).toFixed(3);
      return `${ms(table)} ms as a table, ${ms(single)} ms one by one (first call, cold: ${cold.toFixed(2)} ms)`;
    },
  },
];
