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
import { KNIFE, RIFLE, VEST } from '../shared/core/mechanics/fixtures';
import type { Bench } from './types';
import { floorQuantile as quantile } from './measure';
import { inShippedChild, runShipped } from './shipped';

/**
 * Issue 38: one resolved action through the host as the GM screen takes it (`step`: machine,
 * SQLite, the update answered and pushed), at several sizes of fight. The step should cost what
 * it changed (an attacker, a target, a slot of the order), so the figure should stay flat.
 */
const T0 = '2026-05-01T18:00:00.000Z';
const CORE = FS32_COMBAT_RULESET.core;
const POOLS = Object.fromEntries(Object.entries({ Reflexes: 3, Firearms: 5, Melee: 4, Brawn: 3, Medicine: 2 }).map(([k, v]) => [k, npcPool(CORE, k, v)]));
const SIZES = [50, 200, 1000];
// Enough for a steady median on a shared machine (60 read 0.7–1.4 ms at one size from run to run).
const ACTIONS = 200;
const WARM = 20;

function spec(i: number, count: number): CombatantSpec {
  return {
    id: `c${i}`, name: `Combatant ${i}`, characterId: null, kind: 'npc', team: i < count / 2 ? 1 : 2, pools: POOLS,
    weapon: i % 7 === 0 ? KNIFE : RIFLE, armor: i % 2 === 0 ? VEST : null, chart: HUMANOID_HIT_CHART,
    stance: i % 5 === 0 ? 'cover' : 'normal', cover: null, wounds: [], luckPoints: null,
  };
}

const nextTurn = () => new Promise<void>((done) => setImmediate(done));

async function resolvedActions(size: number): Promise<{ median: number; p95: number; bytes: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'fs3-host-step-bench-'));
  const db = createDatabase(join(dir, 'bench.fs3'));
  const repos = createRepos(db);
  repos.campaign.put({ name: 'Bench', description: '', inGameDate: 'Day 1', createdAt: T0, updatedAt: T0 }, TEST_SETTING);
  let n = 0;
  let pushed = 0;
  const host = new CombatHost({
    store: { repos, transact: (fn) => db.transaction(() => fn(repos))() },
    rng: createSeededRng(`step-${size}`), now: () => new Date(T0), newId: () => `id-${++n}`, appVersion: 'bench',
    onChange: () => pushed++,
  });
  const send = (id: string, c: CombatCommandInput) => host.command(id, CombatCommandSchema.parse(c));
  try {
    const id = host.create({ name: 'Big fight' }).combatId;
    send(id, { type: 'combatant.add', combatants: Array.from({ length: size }, (_, i) => spec(i, size)) });
    send(id, { type: 'combat.start' });
    const times: number[] = [];
    let bytes = 0;
    while (times.length < ACTIONS) {
      send(id, { type: 'action.quickDeclare' });
      send(id, { type: 'initiative.roll' });
      await nextTurn();
      // The knocked out do not act: a turn of a small fight may run out of actions before 40.
      for (let k = 0; k < Math.min(size, 40) && times.length < ACTIONS && host.view(id).phase === 'resolving'; k++) {
        const t = performance.now();
        const update = host.step(id, { kind: 'command', command: { type: 'action.resolveNext' } });
        times.push(performance.now() - t);
        bytes += JSON.stringify(update).length;
        await nextTurn();
      }
      if (host.view(id).phase === 'resolving') send(id, { type: 'action.resolveAll' });
      if (host.view(id).phase === 'knockouts') send(id, { type: 'knockout.roll' });
      send(id, { type: 'turn.end' });
      await nextTurn();
    }
    const warm = times.slice(WARM);
    return { median: quantile(warm, 0.5), p95: quantile(warm, 0.95), bytes: bytes / times.length };
  } finally {
    host.closeAll();
    closeDatabase(db);
    rmSync(dir, { recursive: true, force: true });
  }
}

const ONE_ACTION = 'One resolved action on the host, 50 / 200 / 1,000';

async function allSizes(): Promise<string> {
  const parts: string[] = [];
  for (const size of SIZES) {
    const r = await resolvedActions(size);
    parts.push(`${size}: median ${r.median.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, ${(r.bytes / 1024).toFixed(1)} KB`);
  }
  return parts.join('; ');
}

export const benches: Bench[] = [
  {
    name: ONE_ACTION,
    target: '< 1 ms at 1,000, flat',
    run: () => (inShippedChild() ? allSizes() : runShipped('host-step-bench.ts', ONE_ACTION)),
  },
];
