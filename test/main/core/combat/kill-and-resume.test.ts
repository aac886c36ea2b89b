import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeDatabase, createDatabase, openDatabase } from '../../../../main/core/db/open';
import { createRepos } from '../../../../main/core/db/repos';
import { CombatHost } from '../../../../main/core/combat/combat-host';
import { CombatCommandSchema } from '../../../../shared/core/combat/commands';
import { combatMachine } from '../../../helpers/fs32-machine';
import { replayEvents } from '../../../../shared/core/combat/replay';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { T0 } from '../../../helpers/db-repos';
import { TEST_SETTING } from '../../../helpers/db-fixtures';
import { useTempDirs } from '../../../helpers/db-temp';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { storeFor } from './host-fixtures';

const tempDir = useTempDirs();
const CHILD = resolve('test/main/core/combat/kill-child.ts');

type Ack = { position: number; phase: string; hash: string };

/** Runs the child until it has acknowledged a step mid-turn at `position` or later, then SIGKILLs it. */
function runAndKill(path: string, combatId: string, position: number): Promise<Ack[]> {
  return new Promise((res, rej) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, path, combatId], { stdio: ['ignore', 'pipe', 'pipe'] });
    const acks: Ack[] = [];
    let buffer = '';
    let errors = '';
    child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const [, pos, phase, hash] = buffer.slice(0, nl).split(' ');
        buffer = buffer.slice(nl + 1);
        acks.push({ position: Number(pos), phase: phase!, hash: hash! });
        if (Number(pos) >= position && phase === 'resolving' && !child.killed) child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? res(acks) : rej(new Error(`child exited with ${code}: ${errors}`))));
  });
}

describe('kill and resume', () => {
  it('a host killed mid-turn resumes at the last acknowledged step', async () => {
    const path = join(tempDir(), 'campaign.fs3');
    const db = createDatabase(path);
    const repos = createRepos(db);
    repos.campaign.put({ name: 'Kill test', description: '', inGameDate: 'Day 1', createdAt: T0, updatedAt: T0 }, TEST_SETTING);
    let n = 0;
    const setup = new CombatHost({ store: storeFor(db, repos), rng: createSeededRng('setup'), now: () => new Date(T0), newId: () => `setup-${++n}`, appVersion: 'test' });
    const combatId = setup.create({ name: 'Siege' }).combatId;
    const stats = { pools: pools({ Reflexes: 3, Brawn: 4, Medicine: 2 }) };
    setup.command(combatId, CombatCommandSchema.parse({ type: 'combatant.add', combatants: Array.from({ length: 30 }, (_, i) => spec(`n${i}`, i % 2, stats)) }));
    setup.command(combatId, CombatCommandSchema.parse({ type: 'combat.start' }));
    closeDatabase(db);

    const acks = await runAndKill(path, combatId, 60);
    const last = acks.at(-1)!;
    expect(last.phase).toBe('resolving');

    const reopened = await openDatabase(path);
    try {
      const r = createRepos(reopened);
      const host = new CombatHost({ store: storeFor(reopened, r), rng: createSeededRng('after'), now: () => new Date(T0), newId: () => `after-${++n}`, appVersion: 'test' });
      const view = host.view(combatId);
      // A step may have committed after its ACK line was written but before the kill.
      expect([last.position, last.position + 1]).toContain(view.history.position);
      const persisted = Object.fromEntries(Object.entries(host.openCombat(combatId).actor.getPersistedSnapshot() as Record<string, unknown>).filter(([, v]) => v !== undefined));
      if (view.history.position === last.position) {
        expect(createHash('sha1').update(JSON.stringify(persisted)).digest('hex')).toBe(last.hash);
        expect(view.phase).toBe('resolving');
      }
      // The log and the snapshot agree, and the combat goes on.
      const c = host.openCombat(combatId);
      expect(JSON.stringify(combatMachine.getPersistedSnapshot(replayEvents(combatMachine, c.input, c.effectiveEvents())))).toBe(
        JSON.stringify(host.openCombat(combatId).actor.getPersistedSnapshot()),
      );
      // (The unacknowledged step may have been the turn's last action: then the turn goes on from there.)
      if (view.phase === 'resolving') {
        expect(host.command(combatId, CombatCommandSchema.parse({ type: 'action.resolveAll' })).phase).toBe('knockouts');
      } else {
        const next = view.phase === 'knockouts' ? 'knockout.roll' : 'turn.end';
        expect(host.command(combatId, CombatCommandSchema.parse({ type: next })).history.position).toBe(view.history.position + 1);
      }
    } finally {
      closeDatabase(reopened);
    }
  }, 60_000);
});
