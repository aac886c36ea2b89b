import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { closeDatabase, createDatabase } from '../../../../main/core/db/open';
import { createRepos } from '../../../../main/core/db/repos';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { useBundledChild } from '../../../helpers/bundle-child';
import { TEST_SETTING, testCombat } from '../../../helpers/db-fixtures';
import { useTempDirs } from '../../../helpers/db-temp';

const tempDir = useTempDirs();
// Fifty children: bundled once, each starts in a quarter of the time `--import tsx` took.
const childScript = useBundledChild(fileURLToPath(new URL('./crash-child.ts', import.meta.url)));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

type Ack = { seq: number; batch: string; size: number };
type RunResult = { acks: Ack[]; signal: NodeJS.Signals | null; stderr: string };

/** Starts the child, waits for "ready", kills it with SIGKILL `delayMs` later, collects its acks. */
function runAndKill(path: string, run: number, delayMs: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [childScript(), path, String(run), `seed-${run}`], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let stderr = '';
    let armed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!armed && out.startsWith('ready\n')) {
        armed = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      // A line cut by the kill has no trailing newline and was never acknowledged.
      const lines = out.split('\n').slice(0, -1).filter((l) => l.startsWith('ack '));
      const acks = lines.map((l) => {
        const [, seq, batch, size] = l.split(' ');
        return { seq: Number(seq), batch: batch!, size: Number(size) };
      });
      resolve({ acks, signal, stderr });
    });
  });
}

/** Opens the file as the app would after a crash and checks it; returns the events found. */
function verify(path: string, acked: readonly Ack[]): number {
  const raw = new Database(path);
  try {
    expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(raw.pragma('foreign_key_check')).toEqual([]);
    const rows = raw.prepare<[], { seq: number; batch: string }>("SELECT seq, payload_json ->> '$.batch' AS batch FROM combat_events").all();
    const bySeq = new Map(rows.map((r) => [r.seq, r.batch]));
    for (const ack of acked) expect(bySeq.get(ack.seq), `acknowledged event ${ack.seq}`).toBe(ack.batch);
    // Multi-event transactions are whole: every batch has all its events or none.
    const sizes = raw.prepare<[], { batch: string; n: number; expected: number }>(`
      SELECT payload_json ->> '$.batch' AS batch, count(*) AS n, max(payload_json ->> '$.i') + 1 AS expected
      FROM combat_events GROUP BY batch`).all();
    for (const s of sizes) expect(s.n, `batch ${s.batch}`).toBe(s.expected);
    // Every snapshot points at an event that exists (saved in the same transaction).
    expect(raw.prepare('SELECT count(*) AS n FROM combat_snapshots WHERE event_seq NOT IN (SELECT seq FROM combat_events)').get()).toEqual({ n: 0 });
    return rows.length;
  } finally {
    raw.close();
  }
}

async function chain(path: string, firstRun: number, kills: number, seed: string) {
  const rng = createSeededRng(seed);
  const acked: Ack[] = [];
  let midWriteKills = 0;
  for (let k = 0; k < kills; k++) {
    const delay = rng.die(60) - 1; // 0..59 ms after the child is ready
    const result = await runAndKill(path, firstRun + k, delay);
    expect(result.stderr).toBe('');
    expect(result.signal).toBe('SIGKILL');
    acked.push(...result.acks);
    if (result.acks.length > 0) midWriteKills++;
    const found = verify(path, acked);
    expect(found).toBeGreaterThanOrEqual(acked.length);
  }
  return { acked: acked.length, midWriteKills };
}

function prepare(path: string): void {
  const db = createDatabase(path);
  const repos = createRepos(db);
  const at = '2026-05-01T18:00:00.000Z';
  repos.campaign.put({ name: 'Crash', description: '', inGameDate: '', createdAt: at, updatedAt: at }, TEST_SETTING);
  repos.combats.create(testCombat('f1'));
  closeDatabase(db);
}

describe('crash safety', () => {
  it('keeps every acknowledged event and a healthy file across 50 SIGKILLs at random moments', async () => {
    const dir = tempDir();
    const files = [join(dir, 'a.fs3'), join(dir, 'b.fs3')];
    files.forEach(prepare);
    // Two files killed in parallel halve the wall time; each chain reuses its file across kills.
    const results = await Promise.all([chain(files[0]!, 0, 25, 'crash-a'), chain(files[1]!, 100, 25, 'crash-b')]);
    const totalAcked = results.reduce((s, r) => s + r.acked, 0);
    const midWrite = results.reduce((s, r) => s + r.midWriteKills, 0);
    // The test only means something if most kills interrupted a child that was busy writing.
    expect(midWrite).toBeGreaterThanOrEqual(25);
    expect(totalAcked).toBeGreaterThan(500);
  // Fifty child processes: on a busy 2-core machine (load 20) this took over 90 s.
  }, 300_000);
});
