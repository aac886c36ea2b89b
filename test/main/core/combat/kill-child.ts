/**
 * Child process for the kill-and-resume test: runs a long combat against a campaign file and
 * prints "ACK <position> <phase> <sha1 of the persisted snapshot>" after every committed step,
 * until it is killed. Run with `node --import tsx kill-child.ts <campaign file> <combat id>`.
 */
import { createHash } from 'node:crypto';
import { openDatabase } from '../../../../main/core/db/open';
import { createRepos } from '../../../../main/core/db/repos';
import { CombatHost } from '../../../../main/core/combat/combat-host';
import type { CombatCommandInput } from '../../../../shared/core/combat/commands';
import { CombatCommandSchema } from '../../../../shared/core/combat/commands';
import { createSeededRng } from '../../../../shared/core/dice/rng';

async function main(path: string, combatId: string): Promise<never> {
  const db = await openDatabase(path);
  const repos = createRepos(db);
  let n = 0;
  const host = new CombatHost({
    store: { repos, transact: (fn) => db.transaction(() => fn(repos))() },
    rng: createSeededRng('kill-child'),
    now: () => new Date('2026-05-01T18:00:00.000Z'),
    newId: () => `child-${process.pid}-${++n}`,
    appVersion: 'kill-test',
  });

  const sha1 = (x: unknown) => createHash('sha1').update(JSON.stringify(x)).digest('hex');
  function step(input: CombatCommandInput): void {
    const view = host.command(combatId, CombatCommandSchema.parse(input));
    const persisted = host.openCombat(combatId).actor.getPersistedSnapshot() as Record<string, unknown>;
    const plain = Object.fromEntries(Object.entries(persisted).filter(([, v]) => v !== undefined));
    process.stdout.write(`ACK ${view.history.position} ${view.phase} ${sha1(plain)}\n`);
  }

  // The turn loop never ends on its own: the parent kills the process somewhere in it.
  for (;;) {
    const phase = host.view(combatId).phase;
    if (phase === 'declaring') {
      step({ type: 'action.quickDeclare' });
      step({ type: 'initiative.roll' });
    } else if (phase === 'resolving') step({ type: 'action.resolveNext' });
    else if (phase === 'knockouts') step({ type: 'knockout.roll' });
    else if (phase === 'turnEnd') {
      // Keep the fight going: revive everyone the storyteller's way before the next turn.
      for (const c of host.view(combatId).combatants) if (c.knockedOut) step({ type: 'combatant.revive', targetId: c.id });
      step({ type: 'turn.end' });
    } else throw new Error(`unexpected phase ${phase}`);
  }
}

const [file, id] = process.argv.slice(2);
if (!file || !id) throw new Error('usage: kill-child.ts <campaign file> <combat id>');
main(file, id).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
