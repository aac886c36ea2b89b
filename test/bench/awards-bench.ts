import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCampaignContent } from '../../main/core/campaign/import';
import { closeDatabase, createDatabase } from '../../main/core/db/open';
import { createRepos } from '../../main/core/db/repos';
import { weeklyXpForAll } from '../../main/core/sheets/weekly-xp';
import { generateCampaign } from '../helpers/db-generate';
import type { Bench } from './types';

const ms = (x: number) => `${x < 10 ? x.toFixed(2) : x.toFixed(0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const benches: Bench[] = [
  {
    name: 'weekly XP for all PCs (~500 PCs, one transaction)',
    target: '< 200 ms',
    run() {
      const dir = mkdtempSync(join(tmpdir(), 'fs3-awards-bench-'));
      try {
        const db = createDatabase(join(dir, 'awards.fs3'));
        const repos = createRepos(db);
        writeCampaignContent(repos, generateCampaign({ characters: 667, combats: 0, eventsPerCombat: 0, seed: 'awards-bench' }), (fn) => db.transaction(fn)());
        const pcs = repos.characters.list('pc').length;
        const times: number[] = [];
        for (let i = 0; i < 7; i++) {
          const now = new Date(Date.UTC(2026, 4, 1 + 7 * i, 18));
          const started = performance.now();
          // The storyteller's override keeps every run crediting every PC (no cap short-cut).
          db.transaction(() => weeklyXpForAll(repos, { weeks: 1, now, override: true }))();
          times.push(performance.now() - started);
        }
        closeDatabase(db);
        return `${ms(median(times))} median for ${pcs} PCs`;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
