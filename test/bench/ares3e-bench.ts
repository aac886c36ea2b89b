// AresMUSH Third Edition (reference §A): an ability roll through the edition's ops and its exact odds.
import { makeCharacter } from '../../shared/domain/character';
import { createSeededRng } from '../../shared/core/dice/rng';
import { abilityOdds, poolForAbility, resolveSettingSystem, rollAbility } from '../../shared/systems';
import { minimalAres3eSetting } from '../../shared/systems/aresmush-3e/templates';
import { aresOpposedOdds } from '../../shared/systems/aresmush-3e/roll-string';
import { aresPoolSpec } from '../../shared/systems/aresmush-3e/pools';
import { timed } from './measure';
import type { Bench } from './types';

const system = resolveSettingSystem({ edition: 'aresmush-3e', houseRules: {} }, minimalAres3eSetting());
const kara = makeCharacter({
  id: 'kara',
  name: 'Kara',
  attributes: ['Brawn', 'Reflexes', 'Wits', 'Grit', 'Perception', 'Presence'].map((name) => ({ name, rating: 3 })),
  actionSkills: [{ name: 'Firearms', rating: 5 }],
});
const perSecond = (t: { iterations: number; elapsed: number }) => (t.iterations / t.elapsed) * 1000;

export const benches: Bench[] = [
  {
    name: 'Third Edition ability roll (Firearms 5 + Reflexes 3)',
    target: 'report',
    run: () => {
      const pool = poolForAbility(system, kara, 'Firearms', [{ dice: -0.25, source: 'Wounds' }]);
      const rng = createSeededRng('bench-3e');
      let hits = 0;
      timed(200, 10_000, () => (hits += rollAbility(system, pool, rng).hits));
      const roll = timed(2_000, 10_000, () => (hits += rollAbility(system, pool, rng).hits));
      const both = timed(1_000, 10_000, () => (hits += rollAbility(system, poolForAbility(system, kara, 'Firearms'), rng).hits));
      if (hits < 0) throw new Error('unreachable');
      return `${(perSecond(roll) / 1e6).toFixed(2)} M rolls/s of ${pool.diceRolled} dice; pool + roll ${(perSecond(both) / 1e6).toFixed(2)} M/s`;
    },
  },
  {
    name: 'Third Edition exact odds, pools 1..31 and opposed 8 vs 6',
    target: 'report',
    run: () => {
      const pools = Array.from({ length: 31 }, (_, i) => aresPoolSpec([{ kind: 'raw', name: 'n', rating: i + 1 }], []));
      let sink = 0;
      const coldStart = performance.now();
      for (const p of pools) sink += abilityOdds(system, p).pSuccess;
      const cold = performance.now() - coldStart;
      const all = timed(1_000, 10, () => {
        for (const p of pools) sink += abilityOdds(system, p).pSuccess;
      });
      const one = timed(1_000, 1_000, () => (sink += abilityOdds(system, pools[7]!).pSuccess));
      const opposed = timed(1_000, 1_000, () => (sink += aresOpposedOdds(8, 6).draw));
      if (Number.isNaN(sink)) throw new Error('NaN odds');
      const us = (t: { iterations: number; elapsed: number }) => ((t.elapsed / t.iterations) * 1000).toFixed(2);
      return `${us(one)} µs per pool (8 dice), ${(all.elapsed / all.iterations).toFixed(3)} ms for 31 pools (cold ${cold.toFixed(2)} ms), opposed ${us(opposed)} µs`;
    },
  },
];
