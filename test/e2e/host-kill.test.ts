/**
 * Issue 17: the app killed during play, over and over, as a storyteller's machine might. The
 * built browser-mode host is started on one data folder, answers writes (new characters, sheet
 * edits, XP awards) while backups run beside them, and is SIGKILLed at a random moment; the next
 * start must reopen the campaign (the killed holder's lock is gone with it) and hold every write
 * it acknowledged. Two folders are killed in parallel to halve the wall time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeededRng } from '../../shared/core/dice/rng';
import { hostCall, startHost, type RunningHost } from '../helpers/host-process';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type Acked = { names: Set<string>; xp: Map<string, number> };
type Character = { id: string; name: string };

/** Every acknowledged character is in the campaign the restarted host opened; with `xp`, every award too. */
async function verify(host: RunningHost, acked: Acked, xp = false): Promise<Character[]> {
  const list = await hostCall<{ characters: Character[] }>(host, 'character.list', {});
  expect(list.ok, JSON.stringify(list.error)).toBe(true);
  const characters = list.value!.characters;
  const byName = new Map(characters.map((c) => [c.name, c]));
  for (const name of acked.names) expect(byName.has(name), `acknowledged character ${name}`).toBe(true);
  if (xp) {
    for (const [name, amount] of acked.xp) {
      const sheet = await hostCall<{ character: { xp: number } }>(host, 'character.get', { id: byName.get(name)!.id });
      expect(sheet.value?.character.xp, `acknowledged XP of ${name}`).toBeGreaterThanOrEqual(amount);
    }
  }
  return characters;
}

/**
 * Writes until killed; returns what was acknowledged before the kill. The kill comes a few
 * milliseconds after the `killAfterWrites`-th acknowledged write, so the host is always busy
 * writing when it dies, however slow the machine (a fixed time let a loaded machine die idle).
 */
async function playUntilKilled(host: RunningHost, run: number, kill: { afterWrites: number; delayMs: number }, acked: Acked): Promise<number> {
  let stop = false;
  let writes = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const counted = () => {
    writes++;
    if (writes >= kill.afterWrites && timer === null) {
      timer = setTimeout(() => {
        stop = true;
        host.child.kill('SIGKILL');
      }, kill.delayMs);
    }
  };
  const backups = (async () => {
    while (!stop) await hostCall(host, 'campaign.backup', {}).catch(() => undefined);
  })();
  try {
    for (let i = 0; !stop; i++) {
      const name = `run${run}-npc${i}`;
      const made = await hostCall<Character>(host, 'character.create', { name, kind: 'npc', notes: 'x'.repeat(500 + (i % 7) * 300) }).catch(() => null);
      if (!made?.ok) break;
      acked.names.add(name);
      counted();
      const award = await hostCall(host, 'character.awardXp', { ids: [made.value!.id], amount: 1, reason: `run ${run}` }).catch(() => null);
      if (award?.ok) {
        acked.xp.set(name, (acked.xp.get(name) ?? 0) + 1);
        counted();
      }
    }
  } finally {
    if (timer !== null) clearTimeout(timer);
    // A run that ended before its kill (a refused write) stops its backups too.
    stop = true;
    await backups;
  }
  return writes;
}

async function chain(seed: string, kills: number): Promise<{ writes: number; kills: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fs3-kill-'));
  dirs.push(dataDir);
  const rng = createSeededRng(seed);
  const acked: Acked = { names: new Set(), xp: new Map() };
  let writes = 0;
  for (let k = 0; k < kills; k++) {
    const host = await startHost({ dataDir });
    await verify(host, acked);
    writes += await playUntilKilled(host, k, { afterWrites: 4 + rng.die(12), delayMs: rng.die(40) }, acked);
    await host.stop('SIGKILL');
  }
  const host = await startHost({ dataDir });
  const characters = await verify(host, acked, true);
  expect(characters.length).toBeGreaterThanOrEqual(acked.names.size);
  await host.stop('SIGINT');
  return { writes, kills };
}

describe('the host killed during play', () => {
  it('loses no acknowledged write across 50 SIGKILLs (two data folders, 25 each)', async () => {
    const results = await Promise.all([chain('kill-a', 25), chain('kill-b', 25)]);
    const writes = results.reduce((s, r) => s + r.writes, 0);
    // Only meaningful if the host was busy writing when it died.
    expect(writes).toBeGreaterThan(200);
    // The figure the closing note reports.
    console.log(`host kill test: ${results.reduce((s, r) => s + r.kills, 0)} kills, ${writes} acknowledged writes, 0 lost`);
  }, 240_000);
});
