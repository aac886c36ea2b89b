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

/**
 * Issue 38: a 10,000-step fight reopened (nothing of it in memory): the view, the first page of
 * its log (the GM screen shows the end of the log first) and the first undo. Each is measured on a
 * fresh reopening; the figure is the median of several, with the first beside it.
 */
const T0 = '2026-05-01T18:00:00.000Z';
const CORE = FS32_COMBAT_RULESET.core;
const POOLS = Object.fromEntries(Object.entries({ Reflexes: 3, Firearms: 5, Melee: 4, Brawn: 3, Medicine: 2 }).map(([k, v]) => [k, npcPool(CORE, k, v)]));
const STEPS = 10_000;
const PAGE = 100; // the GM screen's page (LOG_PAGE)
const TIMES = 7;

function spec(i: number, count: number): CombatantSpec {
  return {
    id: `c${i}`, name: `Combatant ${i}`, characterId: null, kind: 'npc', team: i < count / 2 ? 1 : 2, pools: POOLS,
    weapon: i % 7 === 0 ? KNIFE : RIFLE, armor: i % 2 === 0 ? VEST : null, chart: HUMANOID_HIT_CHART,
    stance: i % 5 === 0 ? 'cover' : 'normal', cover: null, wounds: [], luckPoints: null,
  };
}

const ms = (x: number) => x.toFixed(x < 10 ? 2 : 1);

/** The host's log page method when it has one (the figures before issue 38 read the whole log). */
type Paged = { logPage?: (id: string, page: { limit: number }) => { steps: unknown[] } };

export const benches: Bench[] = [
  {
    name: `Long fight reopened: ${STEPS.toLocaleString('en')} steps`,
    target: 'view < 500 ms, first log page < 50 ms, first undo < 20 ms',
    run: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'fs3-long-fight-bench-'));
      const db = createDatabase(join(dir, 'bench.fs3'));
      const repos = createRepos(db);
      repos.campaign.put({ name: 'Bench', description: '', inGameDate: 'Day 1', createdAt: T0, updatedAt: T0 }, TEST_SETTING);
      let n = 0;
      const host = new CombatHost({
        store: { repos, transact: (fn) => db.transaction(() => fn(repos))() },
        rng: createSeededRng('long-fight'), now: () => new Date(T0), newId: () => `id-${++n}`, appVersion: 'bench',
      });
      const send = (id: string, c: CombatCommandInput) => host.command(id, CombatCommandSchema.parse(c));
      try {
        const id = host.create({ name: 'Long fight' }).combatId;
        send(id, { type: 'combatant.add', combatants: Array.from({ length: 10 }, (_, i) => spec(i, 10)) });
        send(id, { type: 'combat.start' });
        let view = host.view(id);
        while (view.history.length < STEPS) {
          if (view.phase === 'declaring') {
            view = send(id, { type: 'action.quickDeclare' });
            view = send(id, { type: 'initiative.roll' });
          } else if (view.phase === 'resolving') view = send(id, { type: 'action.resolveNext' });
          else if (view.phase === 'knockouts') view = send(id, { type: 'knockout.roll' });
          else {
            for (const c of view.combatants) if (c.knockedOut) view = send(id, { type: 'combatant.revive', targetId: c.id });
            for (const c of view.combatants) if (c.ammo === 0) view = send(id, { type: 'combatant.update', combatantId: c.id, patch: { ammo: 30 } });
            view = send(id, { type: 'turn.end' });
          }
          if (view.history.length % 500 === 0) await new Promise<void>((done) => setImmediate(done));
        }
        host.flushCheckpoints();
        const opened: number[] = [];
        const logs: number[] = [];
        const undos: number[] = [];
        // Issue 38: the machine is shared, so the CPU time of each call goes beside its wall time.
        const cpu: Record<'opened' | 'logs' | 'undos', number[]> = { opened: [], logs: [], undos: [] };
        const timed = (into: number[], spent: number[], fn: () => unknown) => {
          const c0 = process.cpuUsage();
          const t = performance.now();
          const value = fn();
          into.push(performance.now() - t);
          const used = process.cpuUsage(c0);
          spent.push((used.user + used.system) / 1000);
          return value;
        };
        let bytes = 0;
        let viewBytes = 0;
        for (let k = 0; k < TIMES; k++) {
          host.close(id);
          viewBytes = JSON.stringify(timed(opened, cpu.opened, () => host.current(id))).length;
          const paged = host as unknown as Paged;
          const log = timed(logs, cpu.logs, () => (paged.logPage ? paged.logPage(id, { limit: PAGE }).steps : host.logSteps(id)));
          bytes = JSON.stringify(log).length;
          host.close(id);
          host.current(id);
          timed(undos, cpu.undos, () => host.undo(id));
          host.redo(id);
          host.flushCheckpoints();
        }
        const fig = (xs: number[], spent: number[]) => `median ${ms(quantile(xs, 0.5))} ms (first ${ms(xs[0]!)}, CPU ${ms(quantile(spent, 0.5))} ms)`;
        return `view ${fig(opened, cpu.opened)}, ${(viewBytes / 1024).toFixed(1)} KB; first log page ${fig(logs, cpu.logs)}, ${(bytes / 1024).toFixed(1)} KB; first undo ${fig(undos, cpu.undos)}`;
      } finally {
        host.closeAll();
        closeDatabase(db);
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
