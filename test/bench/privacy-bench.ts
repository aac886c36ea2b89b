import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CombatHost } from '../../main/core/combat/combat-host';
import { closeDatabase, createDatabase } from '../../main/core/db/open';
import { createRepos } from '../../main/core/db/repos';
import { CombatCommandSchema, type CombatCommandInput, type CombatantSpec } from '../../shared/core/combat/commands';
import { npcPool } from '../../shared/core/dice/ability-roll';
import { FS32_COMBAT_RULESET } from '../../shared/systems/fs3.2/combat/ruleset';
import { createSeededRng } from '../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../shared/core/content/hit-charts';
import { TEST_SETTING } from '../helpers/db-fixtures';
import { RIFLE } from '../shared/core/mechanics/fixtures';
import type { Bench } from './types';

const T0 = '2026-05-01T18:00:00.000Z';
const POOLS = Object.fromEntries(Object.entries({ Reflexes: 3, Firearms: 5, Brawn: 3, Medicine: 2 }).map(([k, v]) => [k, npcPool(FS32_COMBAT_RULESET.core, k, v)]));
const spec = (i: number): CombatantSpec => ({
  id: `c${i}`, name: `Centurion ${i}`, characterId: null, kind: 'npc', team: 1 + (i % 2), pools: POOLS,
  weapon: RIFLE, armor: null, chart: HUMANOID_HIT_CHART, stance: 'normal', cover: null, wounds: [], luckPoints: null,
});
const ms = (x: number) => x.toFixed(x < 10 ? 2 : 1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

export const benches: Bench[] = [
  {
    // Issue 21: "Reveal all hidden (N)" is one step for all of them; one eye press is one step for one.
    name: 'privacy.set: reveal/hide 500 at once, one of 500',
    target: '< 50 ms for 500, < 10 ms for one (median)',
    run: () => {
      const dir = mkdtempSync(join(tmpdir(), 'fs3-privacy-bench-'));
      const db = createDatabase(join(dir, 'bench.fs3'));
      const repos = createRepos(db);
      repos.campaign.put({ name: 'Bench', description: '', inGameDate: 'Day 1', createdAt: T0, updatedAt: T0 }, TEST_SETTING);
      let n = 0;
      const host = new CombatHost({ store: { repos, transact: (fn) => db.transaction(() => fn(repos))() }, rng: createSeededRng('privacy'), now: () => new Date(T0), newId: () => `id-${++n}`, appVersion: 'bench' });
      const send = (id: string, c: CombatCommandInput) => host.command(id, CombatCommandSchema.parse(c));
      try {
        const id = host.create({ name: 'Horde' }).combatId;
        // NPCs join hidden by the campaign's default setting.
        send(id, { type: 'combatant.add', combatants: Array.from({ length: 500 }, (_, i) => spec(i)) });
        const all = Array.from({ length: 500 }, (_, i) => `c${i}`);
        const many: number[] = [];
        const one: number[] = [];
        for (let i = 0; i < 40; i++) {
          let t = performance.now();
          send(id, { type: 'privacy.set', combatantIds: all, change: { hidden: i % 2 === 0 ? false : true } });
          many.push(performance.now() - t);
          t = performance.now();
          send(id, { type: 'privacy.set', combatantIds: [`c${i}`], change: { publicName: 'Centurion' } });
          one.push(performance.now() - t);
        }
        return `500 at once: median ${ms(median(many))} ms, max ${ms(Math.max(...many))} ms; one: median ${ms(median(one))} ms, max ${ms(Math.max(...one))} ms`;
      } finally {
        host.closeAll();
        closeDatabase(db);
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
