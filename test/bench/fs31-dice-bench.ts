// FS3.1 (seed 002): the percentile ability roll through the edition's ops, and the exact odds of
// every rating 1–12 × modifier −100..+100 in steps of 5 (issue 19's benchmark targets).
import { createSeededRng } from '../../shared/core/dice/rng';
import { abilityOdds, opposedOdds, poolForAbility, resolveSettingSystem, rollAbility } from '../../shared/systems';
import { percentilePool } from '../../shared/systems/fs3.1/pools';
import { FS31_RULESET } from '../../shared/systems/fs3.1/ruleset';
import { makeCharacter } from '../../shared/domain/character';
import { BSG_SETTING } from '../../shared/core/content/battlestar-galactica';
import { timed } from './measure';
import type { Bench } from './types';

const system = resolveSettingSystem({ edition: 'fs3.1', houseRules: {} }, { ...structuredClone(BSG_SETTING), ruleset: structuredClone(FS31_RULESET) });
const kara = makeCharacter({
  id: 'kara',
  name: 'Kara',
  attributes: ['Academic', 'Creative', 'Technical', 'Athletic', 'Reactive', 'Social'].map((name) => ({ name, rating: name === 'Reactive' ? 7 : 5 })),
  actionSkills: [{ name: 'Firearms', rating: 6 }],
});
const perSecond = (t: { iterations: number; elapsed: number }) => (t.iterations / t.elapsed) * 1000;

const MODIFIERS = Array.from({ length: 41 }, (_, i) => -100 + i * 5);
const GRID = Array.from({ length: 12 }, (_, r) => MODIFIERS.map((m) => percentilePool([{ kind: 'action-skill', name: 'Skill', rating: r + 1 }], [{ dice: m, source: 'grid' }], 5))).flat();

export const benches: Bench[] = [
  {
    name: 'FS3.1 percentile ability roll (Firearms 6 + Reactive 7, Hard)',
    target: '>= 5 M rolls/s',
    run: () => {
      const pool = poolForAbility(system, kara, 'Firearms', [{ dice: -30, source: 'Hard' }, { dice: -20, source: 'Wounds -20', tag: 'wounds' }]);
      const rng = createSeededRng('bench-fs31');
      let sum = 0;
      timed(300, 100_000, () => (sum += rollAbility(system, pool, rng).hits));
      const roll = timed(2_000, 100_000, () => (sum += rollAbility(system, pool, rng).hits));
      const both = timed(1_000, 10_000, () => (sum += rollAbility(system, poolForAbility(system, kara, 'Firearms'), rng).hits));
      if (sum < 0) throw new Error('unreachable');
      return `${(perSecond(roll) / 1e6).toFixed(2)} M rolls/s; pool + roll ${(perSecond(both) / 1e6).toFixed(2)} M/s`;
    },
  },
  {
    name: 'FS3.1 exact odds, ratings 1-12 x modifiers -100..+100 step 5',
    target: '< 5 ms for all 492',
    run: () => {
      let sink = 0;
      const coldStart = performance.now();
      for (const p of GRID) sink += abilityOdds(system, p).pSuccess;
      const cold = performance.now() - coldStart;
      const warm = timed(1_000, 10, () => {
        for (const p of GRID) sink += abilityOdds(system, p).pSuccess;
      });
      const rerolls = timed(500, 10, () => {
        for (const p of GRID) sink += abilityOdds(system, p, { reroll: true }).pSuccess;
      });
      const opposed = timed(500, 1_000, () => (sink += opposedOdds(system, GRID[200]!, GRID[300]!).pFirst));
      if (Number.isNaN(sink)) throw new Error('NaN odds');
      const all = warm.elapsed / warm.iterations;
      return `${all.toFixed(2)} ms all ${GRID.length} (first ${cold.toFixed(2)} ms, with re-roll ${(rerolls.elapsed / rerolls.iterations).toFixed(2)} ms); opposed ${((opposed.elapsed / opposed.iterations) * 1000).toFixed(1)} µs`;
    },
  },
];
