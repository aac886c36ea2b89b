import { createSeededRng } from '../../shared/core/dice/rng';
import { attackTarget, newFighter, readCombatConfig, setDefaultGear, type A3Battle } from '../../shared/systems/aresmush-3e/combat';
import { importedDefault } from '../shared/config/fixtures';
import { timed } from './measure';
import type { Bench } from './types';

export const benches: Bench[] = [
  {
    name: 'Third Edition attack resolution (default config)',
    target: '≥ 200,000 attacks/s on one core',
    run: () => {
      const cfg = readCombatConfig(importedDefault());
      const b: A3Battle = { config: cfg, fighters: {}, vehicles: {}, rng: createSeededRng('bench'), log: [] };
      const ann = newFighter({ name: 'Ann', abilityDice: { Firearms: 5, Reflexes: 3 } });
      const goon = newFighter({ name: 'Goon', npcLevel: 'Goon' });
      b.fighters = { Ann: ann, Goon: goon };
      setDefaultGear(b, ann, 'Soldier');
      setDefaultGear(b, goon, 'Soldier');
      let hits = 0;
      // attack + defense rolls, hit location, armor, damage (and the wound stored), as attack_target does.
      const one = () => {
        ann.recoil = 0;
        goon.wounds.length = 0;
        goon.stress = 0;
        b.log.length = 0;
        if (attackTarget(b, ann, goon).hit) hits++;
      };
      timed(200, 10_000, one);
      // CPU time as well as wall time: the machine is shared, and the target is per core.
      const cpu0 = process.cpuUsage();
      const { iterations, elapsed } = timed(2_000, 10_000, one);
      const cpu = process.cpuUsage(cpu0);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      if (hits < 0) throw new Error('unreachable');
      const rate = (ms: number) => Math.round((iterations / ms) * 1000).toLocaleString('en-US');
      return `${rate(cpuMs)} attacks/CPU-s (${rate(elapsed)}/s wall)`;
    },
  },
];
