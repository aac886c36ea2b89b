import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCampaign } from '../../main/core/campaign/campaign-service';
import { writeCampaignContent } from '../../main/core/campaign/import';
import { closeDatabase, createDatabase, openDatabase } from '../../main/core/db/open';
import { createRepos } from '../../main/core/db/repos';
import { generateCampaign } from '../helpers/db-generate';
import { testEvent } from '../helpers/db-fixtures';
import type { Bench } from './types';

const CHARACTERS = 5000;
const COMBATS = 100;
const EVENTS_PER_COMBAT = 1000;

let fixture: { dir: string; path: string; buildMs: number } | null = null;

/** The benchmark campaign, built once per run: 5,000 characters and 100,000 combat events. */
function bigCampaign(): { dir: string; path: string; buildMs: number } {
  if (fixture) return fixture;
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'fs3-db-bench-'));
  const path = join(dir, 'big.fs3');
  const content = generateCampaign({ characters: CHARACTERS, combats: COMBATS, eventsPerCombat: EVENTS_PER_COMBAT, seed: 'bench' });
  const db = createDatabase(path);
  writeCampaignContent(createRepos(db), content, (fn) => db.transaction(fn)());
  closeDatabase(db);
  fixture = { dir, path, buildMs: performance.now() - started };
  return fixture;
}

const ms = (x: number) => `${x < 10 ? x.toFixed(2) : x.toFixed(0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fixedClock = () => new Date('2026-05-01T18:00:00.000Z');

export const benches: Bench[] = [
  {
    name: 'campaign file size (5k characters, 100k events)',
    target: 'report',
    run() {
      const { path, buildMs } = bigCampaign();
      return `${(statSync(path).size / 1024 / 1024).toFixed(1)} MB (built in ${(buildMs / 1000).toFixed(1)} s)`;
    },
  },
  {
    name: 'open campaign (checks + first screen read)',
    target: '< 300 ms',
    async run() {
      const { path } = bigCampaign();
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        const db = await openDatabase(path); // header + quick_check + pragmas + migrations check
        const repos = createRepos(db);
        repos.campaign.get();
        repos.characters.list();
        times.push(performance.now() - t);
        closeDatabase(db);
      }
      return `median ${ms(median(times))}`;
    },
  },
  {
    name: 'open campaign incl. on-open backup',
    target: 'report',
    async run() {
      const { path, dir } = bigCampaign();
      const t = performance.now();
      const session = await openCampaign(path, { now: fixedClock, backups: { dir: () => join(dir, 'backups'), intervalMs: null } });
      const elapsed = performance.now() - t;
      await session.close();
      return ms(elapsed);
    },
  },
  {
    name: 'append one combat event (own transaction)',
    target: 'p99 < 1 ms',
    async run() {
      const { path, dir } = bigCampaign();
      // The storyteller-action path: session.transact (validation, commit, updatedAt stamp).
      const session = await openCampaign(path, { now: fixedClock, backups: { dir: () => join(dir, 'backups'), intervalMs: null } });
      const times: number[] = [];
      for (let i = 0; i < 200; i++) session.transact((r) => r.combatLog.append(testEvent('fight-0', i))); // warm-up
      for (let i = 0; i < 5000; i++) {
        const t = performance.now();
        session.transact((r) => r.combatLog.append(testEvent('fight-1', i)));
        times.push(performance.now() - t);
      }
      await session.close();
      times.sort((a, b) => a - b);
      const p = (q: number) => times[Math.floor(q * (times.length - 1))]!;
      return `p50 ${ms(p(0.5))}, p99 ${ms(p(0.99))}`;
    },
  },
  {
    name: 'export whole campaign to JSON file',
    target: '< 2 s',
    async run() {
      const { path, dir } = bigCampaign();
      const session = await openCampaign(path, { now: fixedClock, backups: { dir: () => join(dir, 'backups'), intervalMs: null } });
      const t = performance.now();
      const bytes = session.writeExport(join(dir, 'export.json'));
      const elapsed = performance.now() - t;
      await session.close();
      rmSync(dir, { recursive: true, force: true });
      fixture = null;
      return `${ms(elapsed)} (${(bytes / 1024 / 1024).toFixed(1)} MB JSON)`;
    },
  },
];
