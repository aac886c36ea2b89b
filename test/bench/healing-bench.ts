import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commitAdvance, previewAdvance } from '../../main/core/calendar/advance';
import { undoLastStep } from '../../main/core/calendar/log';
import { writeCampaignContent } from '../../main/core/campaign/import';
import { closeDatabase, createDatabase } from '../../main/core/db/open';
import { createRepos } from '../../main/core/db/repos';
import { buildHealingSheet } from '../../main/core/healing/healing-sheet';
import { campaignSystem } from '../../main/core/system/campaign-system';
import type { Wound } from '../../shared/domain/wound';
import { SEVERITIES } from '../../shared/core/mechanics/combat-ruleset';
import { createSeededRng, forecastHealing, healingAbilities, poolForAbility } from '../../shared/systems';
import { toRulesWound } from '../../main/core/combat/character-wounds';
import { generateCampaign } from '../helpers/db-generate';
import type { Bench } from './types';

const ms = (x: number) => `${x < 10 ? x.toFixed(2) : x.toFixed(0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** 500 characters with 3 wounds each (every severity), a fifth of them under a doctor's care, some in hospital. */
function campaign() {
  const dir = mkdtempSync(join(tmpdir(), 'fs3-heal-bench-'));
  const db = createDatabase(join(dir, 'heal.fs3'));
  const content = generateCampaign({ characters: 500, combats: 0, eventsPerCombat: 0, seed: 'heal-bench' });
  const wounds: Wound[] = content.characters.flatMap((c, i) =>
    [0, 1, 2].map((k) => ({
      id: `w-${i}-${k}`, characterId: c.id, location: ['Chest', 'Head', 'Left Arm'][k]!, severity: SEVERITIES[(i + k) % 4]!,
      damageType: k === 2 && i % 3 === 0 ? ('stun' as const) : ('wound' as const), healingPoints: 3, treated: false,
      inGameDate: '2026-01-01', description: 'Bench', inflictedAt: '2026-01-01T00:00:00.000Z',
    })),
  );
  const repos = createRepos(db);
  writeCampaignContent(repos, { ...content, system: { edition: 'fs3.2', houseRules: {} }, campaign: { ...content.campaign, inGameDate: '2026-01-01' }, wounds }, (fn) => db.transaction(fn)());
  db.transaction(() => {
    content.characters.forEach((c, i) => {
      if (i % 5 === 1) repos.care.set({ patientId: c.id, doctorId: content.characters[i - 1]!.id, inHospital: i % 10 === 1 });
    });
  })();
  return { db, repos, done: () => (closeDatabase(db), rmSync(dir, { recursive: true, force: true })) };
}

export const benches: Bench[] = [
  {
    name: 'calendar: advance one week, 500 characters × 3 wounds (preview with report + commit)',
    target: '< 200 ms',
    run() {
      const { db, repos, done } = campaign();
      const rng = createSeededRng('bench');
      const times: number[] = [];
      const previews: number[] = [];
      const undos: number[] = [];
      let rolls = 0;
      for (let i = 0; i < 9; i++) {
        const t = performance.now();
        const system = campaignSystem(repos);
        const preview = previewAdvance(repos, system, { days: 7 }, rng, new Map());
        previews.push(performance.now() - t);
        db.transaction(() => commitAdvance(repos, system, preview.planId, new Date('2026-05-01T18:00:00.000Z')))();
        times.push(performance.now() - t);
        rolls = preview.report.days.reduce((s, d) => s + d.entries.reduce((n, e) => n + e.rolls.length, 0), 0);
        const u = performance.now();
        db.transaction(() => undoLastStep(repos))();
        undos.push(performance.now() - u);
      }
      done();
      return `median ${ms(median(times))} (preview ${ms(median(previews))}, ${rolls} rolls; undo ${ms(median(undos))})`;
    },
  },
  {
    name: 'healing forecast, one character (3 wounds, doctor)',
    target: '< 5 ms',
    run() {
      const { repos, done } = campaign();
      const system = campaignSystem(repos);
      const a = healingAbilities(system);
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const c = repos.characters.get(`ch-${(i % 100) * 5 + 1}`)!;
        const doctor = repos.characters.get(`ch-${(i % 100) * 5}`)!;
        const wounds = repos.wounds.listFor(c.id).map((w) => toRulesWound(system, w));
        const t = performance.now();
        forecastHealing(system, { name: c.name, wounds, recovery: poolForAbility(system, c, a.recovery) }, { doctor: { name: doctor.name, pool: poolForAbility(system, doctor, a.doctor), woundModifier: 1 }, hospital: i % 2 === 0 });
        times.push(performance.now() - t);
      }
      // The whole sheet panel (care, carers, first aid, forecast, history) for one character, as the IPC serves it.
      const sheet: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t = performance.now();
        buildHealingSheet(repos, system, 'ch-1', new Date('2026-05-01T18:00:00.000Z'));
        sheet.push(performance.now() - t);
      }
      done();
      return `median ${ms(median(times))}, max ${ms(Math.max(...times))} (whole panel ${ms(median(sheet))})`;
    },
  },
];
