import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitAdvance, previewAdvance } from '../../main/core/calendar/advance';
import { undoLastStep } from '../../main/core/calendar/log';
import { redoStep } from '../../main/core/calendar/redo';
import { writeCampaignContent } from '../../main/core/campaign/import';
import { closeDatabase, createDatabase } from '../../main/core/db/open';
import { createRepos } from '../../main/core/db/repos';
import { campaignSystem } from '../../main/core/system/campaign-system';
import { vehicleList } from '../../main/core/vehicles/vehicle-ops';
import { createSeededRng, createWound } from '../../shared/systems';
import { generateCampaign } from '../helpers/db-generate';
import type { Bench } from './types';

const ms = (x: number) => `${x < 10 ? x.toFixed(2) : x.toFixed(0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Issue 39 item 5: 500 characters (100 mechanics) and the campaign's cap of 500 vehicles, each with 3 wounds. */
function campaign() {
  const dir = mkdtempSync(join(tmpdir(), 'fs3-repair-bench-'));
  const db = createDatabase(join(dir, 'repair.fs3'));
  const content = generateCampaign({ characters: 500, combats: 0, eventsPerCombat: 0, seed: 'repair-bench' });
  const repair = content.setting.specialAbilities.repair;
  const characters = content.characters.map((c, i) => (i < 100 ? { ...c, actionSkills: [...c.actionSkills.filter((s) => s.name !== repair), { name: repair, rating: 8 }] } : c));
  const repos = createRepos(db);
  writeCampaignContent(repos, { ...content, characters, system: { edition: 'fs3.2', houseRules: {} }, campaign: { ...content.campaign, inGameDate: '2026-01-01' } }, (fn) => db.transaction(fn)());
  const type = content.gear.vehicles[0]?.name ?? 'Viper';
  db.transaction(() => {
    for (let i = 0; i < 500; i++) {
      const wounds = (['critical', 'serious', 'moderate'] as const).map((severity, k) => createWound({ location: ['Body', 'Engine', 'Wing'][k]!, severity, type: 'wound', source: 'Bench', vehicle: true }));
      repos.vehicles.add({ id: `v-${i}`, name: `Vehicle ${i}`, vehicleType: type, mechanicId: characters[i % 100]!.id, wounds, createdAt: '2026-01-01T00:00:00.000Z' });
    }
  })();
  return { db, repos, done: () => (closeDatabase(db), rmSync(dir, { recursive: true, force: true })) };
}

export const benches: Bench[] = [
  {
    name: 'calendar: a week of repairs, 500 vehicles × 3 wounds (preview + commit, undo, redo)',
    target: '< 200 ms',
    run() {
      const { db, repos, done } = campaign();
      const rng = createSeededRng('bench');
      const times: number[] = [];
      const undos: number[] = [];
      const redos: number[] = [];
      let rolls = 0;
      for (let i = 0; i < 7; i++) {
        const t = performance.now();
        const system = campaignSystem(repos);
        const preview = previewAdvance(repos, system, { days: 7 }, rng, new Map());
        db.transaction(() => commitAdvance(repos, system, preview.planId, new Date('2026-05-01T18:00:00.000Z')))();
        times.push(performance.now() - t);
        rolls = preview.report.days.reduce((s, d) => s + d.entries.reduce((n, e) => n + e.rolls.length, 0), 0);
        const u = performance.now();
        db.transaction(() => undoLastStep(repos))();
        undos.push(performance.now() - u);
        const r = performance.now();
        db.transaction(() => redoStep(repos))();
        redos.push(performance.now() - r);
        db.transaction(() => undoLastStep(repos))();
      }
      done();
      return `median ${ms(median(times))} (${rolls} repair rolls; undo ${ms(median(undos))}, redo ${ms(median(redos))})`;
    },
  },
  {
    name: 'vehicles.list: 500 vehicles, 500 characters (roster and sheet)',
    target: '< 100 ms',
    run() {
      const { repos, done } = campaign();
      const times: number[] = [];
      for (let i = 0; i < 15; i++) {
        const t = performance.now();
        vehicleList(repos, campaignSystem(repos), new Map());
        times.push(performance.now() - t);
      }
      const parts = { vehicles: 0, characters: 0 };
      for (let i = 0; i < 15; i++) {
        let t = performance.now();
        repos.vehicles.list();
        parts.vehicles += (performance.now() - t) / 15;
        t = performance.now();
        repos.characters.listAll();
        parts.characters += (performance.now() - t) / 15;
      }
      done();
      return `median ${ms(median(times))} (reading the vehicles ${ms(parts.vehicles)}, the characters ${ms(parts.characters)})`;
    },
  },
];
