import { describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../../../../main/core/db/open';
import { createRepos } from '../../../../main/core/db/repos';
import { CombatHost } from '../../../../main/core/combat/combat-host';
import { CombatCommandSchema } from '../../../../shared/core/combat/commands';
import { foldHistory, isHistoryEvent, toMachineEvent } from '../../../../shared/core/combat/history';
import { combatMachine } from '../../../helpers/fs32-machine';
import { replayEvents } from '../../../../shared/core/combat/replay';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { T0 } from '../../../helpers/db-repos';
import { TEST_SETTING } from '../../../helpers/db-fixtures';
import { randomCommand } from '../../../shared/core/combat/random-commands';
import { storeFor } from './host-fixtures';

const COMBATS = 1000;

describe('1,000 seeded random combats through host and database', () => {
  it('replaying the log equals the persisted snapshot; undo-all then redo-all equals the original', () => {
    const db = openMemoryDatabase();
    const repos = createRepos(db);
    repos.campaign.put({ name: 'Replay', description: '', inGameDate: 'Day 1', createdAt: T0, updatedAt: T0 }, TEST_SETTING);
    let n = 0;
    const host = new CombatHost({ store: storeFor(db, repos), rng: createSeededRng('replay-1000'), now: () => new Date(T0), newId: () => `id${++n}`, appVersion: 'test' });
    let steps = 0;
    for (let i = 0; i < COMBATS; i++) {
      const id = host.create({ name: `Combat ${i}` }).combatId;
      const chooser = createSeededRng(`combat-${i}`);
      const length = 10 + chooser.die(30);
      const open = host.openCombat(id);
      for (let k = 0; k < length; k++) {
        // Undo and redo are storyteller steps too: mixed in, so that redo branches get discarded.
        const r = chooser.die(12);
        if (r === 1 && open.history.cursor > 0) host.undo(id);
        else if (r === 2 && open.history.cursor < open.history.stack.length) host.redo(id);
        else {
          const input = randomCommand(chooser, open.snapshot.context, k, String(open.snapshot.value));
          const parsed = CombatCommandSchema.safeParse(input);
          if (!parsed.success || parsed.data.type === 'combat.end') continue;
          try {
            host.command(id, parsed.data);
            steps++;
          } catch (error) {
            if (!(error instanceof Error) || !('code' in error) || error.code !== 'combat/not-allowed') throw error;
          }
        }
      }
      // 1. Folding the stored log from the start gives exactly what a host reopening the file
      // resumes (issue 20: from its stored checkpoints and the log, with no notice).
      const events = repos.combatLog.events(id);
      const folded = foldHistory(events);
      const bySeq = new Map(events.filter((e) => !isHistoryEvent(e.type)).map((e) => [e.seq, e]));
      const input = host.openCombat(id).input;
      const replayed = replayEvents(combatMachine, input, folded.stack.slice(0, folded.cursor).map((seq) => toMachineEvent(bySeq.get(seq)!)));
      const reader = new CombatHost({ store: storeFor(db, repos), rng: createSeededRng('reader'), now: () => new Date(T0), newId: () => 'unused', appVersion: 'test', onNotice: (m) => { throw new Error(m); } });
      const stored = reader.openCombat(id).actor.getPersistedSnapshot();
      expect(JSON.parse(JSON.stringify(combatMachine.getPersistedSnapshot(replayed)))).toEqual(JSON.parse(JSON.stringify(stored)));
      // 2. Undo everything, redo back to where we were: the same state, dice and all.
      const original = JSON.stringify(open.actor.getPersistedSnapshot());
      const position = open.history.cursor;
      for (let p = position; p > 0; p--) host.undo(id);
      expect(host.view(id)).toMatchObject({ phase: 'setup', history: { position: 0, canUndo: false } });
      for (let p = 0; p < position; p++) host.redo(id);
      expect(JSON.stringify(open.actor.getPersistedSnapshot())).toBe(original);
      host.close(id);
    }
    expect(steps).toBeGreaterThan(COMBATS * 10);
  // A thousand fights: about 40 s alone, over 120 s on a busy 2-core machine (load 20).
  }, 400_000);
});
