// Import, lint and export of the full AresMUSH default config (issue 7: target < 200 ms each).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCampaign } from '../../main/core/campaign/campaign-service';
import type { CampaignSession } from '../../main/core/campaign/campaign-session';
import { campaignGameConfig, lintCampaignConfig, productFor, storedGameConfig, writeGameConfig } from '../../main/core/config/config-store';
import { BUILTIN_SETTING } from '../../shared/core/content/builtin-setting';
import { exportGameConfig } from '../../shared/config/export';
import { lintGameConfig } from '../../shared/config/lint';
import { planImport, type ConfigFileInput } from '../../shared/config/plan';
import { mergeWith, planMerge } from '../../main/core/config/merge-plan';
import type { Bench } from './types';

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');

function files(): ConfigFileInput[] {
  return readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.yml'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(FIXTURES, name), 'utf8') }));
}

/** A blank campaign file in a temp folder (built-in setting and gear), closed and removed by `done`. */
async function blankCampaign() {
  const dir = mkdtempSync(join(tmpdir(), 'fs3-config-bench-'));
  const session = await createCampaign(join(dir, 'bench.fs3campaign'), { ...BUILTIN_SETTING, name: 'Bench' }, {
    now: () => new Date('2026-05-01T18:00:00.000Z'),
    appVersion: 'bench',
    backups: { intervalMs: null },
  });
  return {
    session,
    done: async () => {
      await session.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `fn` `runs` times after a warm-up; returns "median X ms, worst Y ms (first Z ms)". */
/** Runs `measure` on a fresh blank campaign holding the imported default config (stored first when `store`). */
async function onBlankCampaign(store: boolean, measure: (session: CampaignSession, next: ReturnType<typeof imported>) => string): Promise<string> {
  const next = imported();
  const { session, done } = await blankCampaign();
  try {
    if (store) session.transact((repos) => writeGameConfig(repos, next, productFor(repos, next)));
    return measure(session, next);
  } finally {
    await done();
  }
}

function timeRuns(runs: number, fn: () => void): string {
  const first = performance.now();
  fn();
  const cold = performance.now() - first;
  for (let i = 0; i < 5; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  return `median ${median.toFixed(1)} ms, worst ${times.at(-1)!.toFixed(1)} ms (first ${cold.toFixed(0)} ms)`;
}

function imported() {
  const plan = planImport(null, files());
  if (!plan.next) throw new Error('the default config did not import');
  return plan.next;
}

export const benches: Bench[] = [
  {
    name: 'config: import default AresMUSH config (17 files)',
    target: '< 200 ms',
    run: () => {
      const input = files();
      return timeRuns(50, () => {
        if (!planImport(null, input).next) throw new Error('refused');
      });
    },
  },
  {
    name: 'config: lint default AresMUSH config',
    target: '< 200 ms',
    run: () => {
      const config = imported();
      return timeRuns(200, () => void lintGameConfig(config));
    },
  },
  {
    name: 'config: export default AresMUSH config (17 files)',
    target: '< 200 ms',
    run: () => {
      const config = imported();
      return timeRuns(100, () => void exportGameConfig(config));
    },
  },
  {
    name: 'config: store (apply) default AresMUSH config into a campaign file',
    target: '< 200 ms',
    // Each run replaces the whole stored configuration, setting and gear in one transaction.
    run: () => onBlankCampaign(false, (session, next) => timeRuns(30, () => session.transact((repos) => writeGameConfig(repos, next, productFor(repos, next))))),
  },
  {
    name: 'config: plan a merge of the default config into a campaign (items, abilities, characters, checks)',
    target: '< 200 ms',
    run: () => onBlankCampaign(false, (session, next) => timeRuns(30, () => void planMerge(session.repos, next))),
  },
  {
    name: 'config: work out and check a merge with choices (before the backup and the transaction)',
    target: '< 200 ms',
    run: () =>
      onBlankCampaign(false, (session, next) =>
        timeRuns(30, () => {
          const merged = mergeWith(session.repos, next, { items: [{ list: 'weapons', name: 'Pistol', choice: 'rename' }], abilities: [] });
          if (!merged.ok) throw new Error(merged.problems.join(' '));
        }),
      ),
  },
  {
    name: 'config: lint the stored campaign config (config.lint, lines located)',
    target: '< 200 ms',
    run: () =>
      onBlankCampaign(true, (session) => {
        if (!storedGameConfig(session.repos)) throw new Error('not stored');
        return timeRuns(30, () => void lintCampaignConfig(session.repos));
      }),
  },
  {
    name: 'config: export from the campaign file (config.exportAres)',
    target: '< 200 ms',
    run: () => onBlankCampaign(true, (session) => timeRuns(30, () => void exportGameConfig(campaignGameConfig(session.repos)))),
  },
];
