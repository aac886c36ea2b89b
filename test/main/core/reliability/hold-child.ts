/**
 * Child process for one-writer.test.ts: opens a campaign file the way the app does, writes one
 * character, prints "ready" and holds the file until it is killed.
 * Usage: node --import tsx hold-child.ts <campaign file>
 */
import type { Db } from '../../../../main/core/db/db';
import { openDatabase } from '../../../../main/core/db/open';

/** Kept reachable: a connection the garbage collector finalizes is closed, and its lock with it. */
let held: Db | null = null;

async function main(): Promise<void> {
  const [path] = process.argv.slice(2);
  if (!path) throw new Error('usage: hold-child <file>');
  const db = await openDatabase(path, { verify: 'none', requireCampaign: true });
  held = db;
  held.prepare("UPDATE campaign SET description = 'held by the child'").run();
  process.stdout.write('ready\n');
  setInterval(() => held?.open, 60_000);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
