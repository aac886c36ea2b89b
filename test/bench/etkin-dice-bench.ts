// Seed 003 (Fading Suns, Etkin house rules): the task roll with its SFX die through the edition's
// ops, and the exact odds of every goal 1–30 × dice 1–5 × accent (issue 22's benchmark targets).
import { createSeededRng } from '../../shared/core/dice/rng';
import { abilityOdds, findEdition, resolveSettingSystem, rollAbility } from '../../shared/systems';
import { etkinPool, goalOdds, type Accent } from '../../shared/systems/fading-suns-etkin/dice';
import { timed } from './measure';
import type { Bench } from './types';

const edition = findEdition('fading-suns-etkin')!;
const system = resolveSettingSystem({ edition: edition.id, houseRules: {} }, edition.templates[0]!.setting());
const perSecond = (t: { iterations: number; elapsed: number }) => (t.iterations / t.elapsed) * 1000;
const ACCENTS: readonly (Accent | null)[] = [null, 'negative', 'positive'];

export const benches: Bench[] = [
  {
    name: 'Etkin task roll with SFX (Dex 7 + Shoot 7, 3d20 + SFX)',
    target: '>= 2 M rolls/s',
    run: () => {
      const pool = etkinPool({ name: 'Dexterity', rating: 7 }, { name: 'Shoot', rating: 7 }, [{ dice: -2, source: 'Wounds -2', tag: 'wounds' }]);
      const blessed = etkinPool({ name: 'Dexterity', rating: 7 }, { name: 'Shoot', rating: 7 }, [], { accent: 'negative', sfx: { good: 2, bad: 19 } });
      const rng = createSeededRng('bench-etkin');
      let sum = 0;
      timed(300, 100_000, () => (sum += rollAbility(system, pool, rng).hits));
      const plain = timed(2_000, 100_000, () => (sum += rollAbility(system, pool, rng).hits));
      const accented = timed(1_000, 100_000, () => (sum += rollAbility(system, blessed, rng).hits));
      if (sum < 0) throw new Error('unreachable');
      return `${(perSecond(plain) / 1e6).toFixed(2)} M rolls/s; accented, blessed and cursed ${(perSecond(accented) / 1e6).toFixed(2)} M/s`;
    },
  },
  {
    name: 'Etkin exact odds, goals 1-30 x dice 1-5 x accent',
    target: '< 5 ms for all 450',
    run: () => {
      let sink = 0;
      const all = () => {
        for (let goal = 1; goal <= 30; goal++) for (let n = 1; n <= 5; n++) for (const a of ACCENTS) sink += goalOdds(goal, n, a).pSuccess;
      };
      const coldStart = performance.now();
      all();
      const cold = performance.now() - coldStart;
      const warm = timed(1_000, 5, all);
      const rerolls = timed(500, 5, () => {
        for (let goal = 1; goal <= 30; goal++) for (let n = 1; n <= 5; n++) for (const a of ACCENTS) sink += goalOdds(goal, n, a, undefined, 1).pSuccess;
      });
      const pool = etkinPool({ name: 'Dexterity', rating: 7 }, { name: 'Shoot', rating: 7 });
      const one = timed(300, 1_000, () => (sink += abilityOdds(system, pool).pSuccess));
      if (Number.isNaN(sink)) throw new Error('NaN odds');
      return `${(warm.elapsed / warm.iterations).toFixed(2)} ms all 450 (first ${cold.toFixed(2)} ms, with a hero re-roll ${(rerolls.elapsed / rerolls.iterations).toFixed(2)} ms); one pool's odds ${((one.elapsed / one.iterations) * 1000).toFixed(1)} µs`;
    },
  },
];
