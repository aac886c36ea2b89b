/**
 * Child process for crash.test.ts: appends combat events to a campaign file forever and prints
 * "ack <seq> <batch> <size>" to stdout after each transaction COMMITTED. The parent kills it with
 * SIGKILL at a random moment and checks that every acknowledged event survived.
 * Usage: node --import tsx crash-child.ts <campaign file> <run number> <seed> (the test runs it bundled)
 */
import { writeSync } from 'node:fs';
import { openDatabase } from '../../../../main/core/db/open';
import { createRepos } from '../../../../main/core/db/repos';
import type { NewCombatEvent } from '../../../../shared/domain/combat-log';
import { createSeededRng } from '../../../../shared/core/dice/rng';

/**
 * Writes a whole line to stdout before returning. The pipe is non-blocking, so a full pipe gives
 * EAGAIN: retry until the parent has read, so an ack is never lost or reordered.
 */
function say(line: string): void {
  const bytes = Buffer.from(line);
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(1, bytes, offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
    }
  }
}

async function main(): Promise<void> {
  const [path, run, seed] = process.argv.slice(2);
  if (!path || !run || !seed) throw new Error('usage: crash-child <file> <run> <seed>');
  const db = await openDatabase(path, { verify: 'none' });
  const { combatLog } = createRepos(db);
  const rng = createSeededRng(seed);
  const event = (batch: string, i: number): NewCombatEvent => ({
    combatId: 'f1', round: 1, type: 'attack.resolve', actorId: 'k1',
    // Padding makes transactions span several pages, so kills land mid-write more often.
    payload: { run: Number(run), batch, i, padding: 'x'.repeat(rng.die(2000)) },
    dice: [{ label: 'attack', sides: 8, faces: [rng.die(8), rng.die(8), rng.die(8)] }],
    recordedAt: '2026-05-01T18:00:00.000Z',
  });
  say('ready\n');
  for (let n = 0; ; n++) {
    const batch = `${run}-${n}`;
    if (n % 3 === 2) {
      // Several events plus a snapshot in one transaction: all or nothing.
      const size = 1 + rng.die(4);
      const { events } = combatLog.appendWithSnapshot(
        Array.from({ length: size }, (_, i) => event(batch, i)),
        { combatId: 'f1', machineVersion: 1, appVersion: 'crash', snapshot: { batch }, savedAt: '2026-05-01T18:00:00.000Z' },
      );
      say(`ack ${events[events.length - 1]!.seq} ${batch} ${size}\n`);
    } else {
      const e = combatLog.append(event(batch, 0));
      say(`ack ${e.seq} ${batch} 1\n`);
    }
  }
}

main().catch((error: unknown) => {
  writeSync(2, `crash-child failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
