/**
 * Issue 20 item 1: a step stores only its event; snapshots are checkpoints written after the step
 * has answered (every N-th command in effect, every turn end, and when a combat closes). Resume
 * and undo start from the nearest stored checkpoint and replay the rest with the stored dice.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCampaign } from '../../../../main/core/campaign/campaign-service';
import { CombatHost } from '../../../../main/core/combat/combat-host';
import { closeDatabase, openDatabase } from '../../../../main/core/db/open';
import { createRepos, type Repos } from '../../../../main/core/db/repos';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../shared/core/combat/commands';
import { foldHistory } from '../../../../shared/core/combat/history';
import { replayEvents } from '../../../../shared/core/combat/replay';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { combatMachine } from '../../../helpers/fs32-machine';
import { T0 } from '../../../helpers/db-repos';
import { testTemplate } from '../../../helpers/db-fixtures';
import { createFakeClock, testCampaignOptions, useTempDirs } from '../../../helpers/db-temp';
import { hostFor } from '../../../helpers/long-combat';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { nextCommand, storeFor, useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const cmd = (c: CombatCommandInput) => CombatCommandSchema.parse(c);
const SETTING_POOLS = { pools: pools({ Reflexes: 3, Brawn: 3, Medicine: 2 }) };
/** The app's deferred checkpoint writes run when the event loop is handed back. */
const nextTurn = () => new Promise<void>((done) => setImmediate(done));

const persisted = (host: CombatHost, id: string) => JSON.stringify(host.openCombat(id).actor.getPersistedSnapshot());

function start(host: CombatHost): string {
  const id = host.create({ name: 'Ambush' }).combatId;
  host.command(id, cmd({ type: 'combatant.add', combatants: [spec('kid', 1, SETTING_POOLS), spec('ann', 1, SETTING_POOLS)] }));
  host.command(id, cmd({ type: 'combatant.add', combatants: [spec('jesse', 2, SETTING_POOLS), spec('bill', 2, SETTING_POOLS)] }));
  host.command(id, cmd({ type: 'combat.start' }));
  return id;
}

/** Plays `steps` commands, recording the persisted state at every stack position. */
async function play(host: CombatHost, id: string, steps: number, states: Map<number, string>, yieldBetween = true): Promise<void> {
  for (let i = 0; i < steps; i++) {
    host.command(id, cmd(nextCommand(host, id)));
    states.set(host.view(id).history.position, persisted(host, id));
    if (yieldBetween) await nextTurn();
  }
}

const seqsOf = (repos: Repos, id: string) => repos.combatLog.snapshotIndex(id).map((s) => s.eventSeq).reverse();

describe('checkpoints instead of a snapshot per step', () => {
  it('writes a checkpoint after every N-th command and at a turn end, after the step answered, and none for other steps', async () => {
    const r = rig('every', { checkpointEvery: 4 });
    const id = r.host.create({ name: 'Ambush' }).combatId;
    expect(seqsOf(r.repos, id)).toEqual([0]);
    const expected = [0];
    let turnEnds = 0;
    const step = async (run: () => unknown, isCommand: boolean) => {
      const before = r.repos.combatLog.snapshotIndex(id).length;
      run();
      // The step has answered: its transaction wrote the event and no snapshot.
      expect(r.repos.combatLog.snapshotIndex(id)).toHaveLength(before);
      await nextTurn();
      const view = r.host.view(id);
      const last = r.repos.combatLog.events(id).at(-1)!;
      if (isCommand && (view.history.position % 4 === 0 || last.type === 'turn.end')) {
        expected.push(last.seq);
        if (last.type === 'turn.end') turnEnds++;
        const written = r.repos.combatLog.latestSnapshot(id)!;
        expect(written.snapshot).toMatchObject({ history: { cursor: view.history.position, length: view.history.position } });
        expect((written.snapshot as { machine: unknown }).machine).toEqual(JSON.parse(persisted(r.host, id)));
      }
      expect(seqsOf(r.repos, id)).toEqual(expected);
    };
    await step(() => r.host.command(id, cmd({ type: 'combatant.add', combatants: [spec('kid', 1, SETTING_POOLS)] })), true);
    await step(() => r.host.command(id, cmd({ type: 'combatant.add', combatants: [spec('jesse', 2, SETTING_POOLS)] })), true);
    await step(() => r.host.command(id, cmd({ type: 'combat.start' })), true);
    // Undo and redo are steps too, but they store no checkpoint (the state they reach is known).
    await step(() => r.host.undo(id), false);
    await step(() => r.host.redo(id), false);
    while (turnEnds < 2) await step(() => r.host.command(id, cmd(nextCommand(r.host, id))), true);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    expect(r.notices).toEqual([]);
  });

  it('a host killed between a step and its checkpoint resumes exactly, by replaying the tail, and undo and redo stay right', async () => {
    const r = rig('kill', { checkpointEvery: 4 });
    const id = start(r.host);
    const states = new Map<number, string>([[3, persisted(r.host, id)]]);
    await play(r.host, id, 13, states);
    // The last steps are acknowledged but their checkpoints still wait (no turn of the event loop).
    await play(r.host, id, 6, states, false);
    const live = persisted(r.host, id);
    const view = r.host.view(id);
    expect(r.host.openCombat(id).history.cursor).toBe(22);
    // The crash: the file is closed under the host; its deferred writes fail without harm.
    closeDatabase(r.db);
    await nextTurn();
    expect(r.notices.at(-1)).toMatch(/could not be saved .*resumes from its log/);
    const db = await openDatabase(r.path);
    try {
      const repos = createRepos(db);
      const notices: string[] = [];
      const host = new CombatHost({ store: storeFor(db, repos), rng: createSeededRng('after'), now: () => new Date(T0), newId: () => 'x', appVersion: 'test', checkpointEvery: 4, onNotice: (m) => notices.push(m) });
      expect(host.view(id)).toEqual(view);
      expect(persisted(host, id)).toBe(live);
      // The same state as a straight replay of the whole log.
      const c = host.openCombat(id);
      expect(JSON.stringify(combatMachine.getPersistedSnapshot(replayEvents(combatMachine, c.input, c.effectiveEvents())))).toBe(live);
      for (let position = 21; position >= 3; position--) {
        host.undo(id);
        expect(persisted(host, id)).toBe(states.get(position));
      }
      for (let position = 4; position <= 22; position++) {
        host.redo(id);
        expect(persisted(host, id)).toBe(states.get(position));
      }
      // Replaying the tail is normal now: nothing to tell the storyteller.
      expect(notices).toEqual([]);
      host.closeAll();
    } finally {
      closeDatabase(db);
    }
  });

  it('reopened with checkpoints at several depths (and some left behind by a discarded branch), undo all the way back gives the live states', async () => {
    const r = rig('depths', { checkpointEvery: 4 });
    const id = start(r.host);
    const states = new Map<number, string>([[3, persisted(r.host, id)]]);
    await play(r.host, id, 14, states);
    // A branch that is undone and replaced: the checkpoints it stored must not be used.
    for (let i = 0; i < 5; i++) r.host.undo(id);
    await nextTurn();
    r.host.command(id, cmd(nextCommand(r.host, id)));
    states.set(r.host.view(id).history.position, persisted(r.host, id));
    await nextTurn();
    await play(r.host, id, 12, states);
    const top = r.host.view(id).history.position;
    r.host.flushCheckpoints();
    const stored = r.repos.combatLog.snapshotIndex(id).length;
    expect(stored).toBeGreaterThan(4);
    expect(stored).toBeLessThan(top);

    // A restart without a clean close (the newest checkpoint is below the cursor), and one after it.
    for (const clean of [false, true]) {
      if (clean) r.host.closeAll();
      const host = r.reopen();
      expect(host.view(id).history.position).toBe(top);
      expect(persisted(host, id)).toBe(states.get(top));
      for (let position = top - 1; position >= 0; position--) {
        host.undo(id);
        if (position >= 3) expect(persisted(host, id)).toBe(states.get(position));
      }
      expect(host.view(id).phase).toBe('setup');
      for (let position = 1; position <= top; position++) host.redo(id);
      expect(persisted(host, id)).toBe(states.get(top));
      host.closeAll();
    }
    expect(r.notices).toEqual([]);
  });

  it('closing stores the pending checkpoints and the state as it stands, so the next open replays nothing', async () => {
    const r = rig('close', { checkpointEvery: 4 });
    const id = start(r.host);
    await play(r.host, id, 9, new Map(), false);
    const live = persisted(r.host, id);
    const cursor = r.host.view(id).history.position;
    expect(seqsOf(r.repos, id)).toEqual([0]);
    r.host.close(id);
    const { stack } = foldHistory(r.repos.combatLog.events(id));
    // The pending checkpoints (positions 4 and 8, and any turn end) and the closing one (position 12).
    expect(seqsOf(r.repos, id)).toContain(stack[3]);
    expect(seqsOf(r.repos, id)).toContain(stack[7]);
    expect(seqsOf(r.repos, id).at(-1)).toBe(stack[cursor - 1]);
    const reads: number[] = [];
    const repos = { ...r.repos, combatLog: { ...r.repos.combatLog, event: (c: string, seq: number) => (reads.push(seq), r.repos.combatLog.event(c, seq)) } };
    const host = r.reopen({ store: { repos, transact: (fn) => r.store.transact(() => fn(repos)) } });
    expect(persisted(host, id)).toBe(live);
    expect(reads).toEqual([]);
    // The first undo after reopening replays at most N-1 commands from the checkpoint below it.
    host.undo(id);
    expect(reads.length).toBeLessThanOrEqual(3);
  });

  it('a checkpoint that cannot be written never breaks the step: it is reported, and the combat resumes from its log', async () => {
    const r = rig('failing', { checkpointEvery: 2 });
    let failing = false;
    const repos: Repos = {
      ...r.repos,
      combatLog: { ...r.repos.combatLog, saveSnapshot: (s) => (failing ? (() => { throw new Error('disk full'); })() : r.repos.combatLog.saveSnapshot(s)) },
    };
    const host = r.reopen({ store: { repos, transact: (fn) => r.store.transact(() => fn(repos)) } });
    const id = start(host);
    await nextTurn();
    failing = true;
    const view = host.command(id, cmd({ type: 'action.quickDeclare' }));
    expect(view.history.position).toBe(4);
    await nextTurn();
    expect(r.notices).toEqual([expect.stringMatching(/the checkpoint after step 4 could not be saved \(disk full\)/)]);
    const live = persisted(host, id);
    failing = false;
    expect(persisted(r.reopen(), id)).toBe(live);
  });

  it('closing the campaign stores the pending checkpoints and where each fight stands (the app wires the host to the session)', async () => {
    const clock = createFakeClock();
    const path = join(tempDir(), 'Siege.fs3campaign');
    const session = await createCampaign(path, testTemplate(), testCampaignOptions(clock));
    const host = hostFor(session, clock, 'session');
    session.onClose(() => host.closeAll());
    const id = start(host);
    await play(host, id, 10, new Map(), false);
    const live = persisted(host, id);
    const { stack, cursor } = host.openCombat(id).history;
    expect(session.repos.combatLog.snapshotIndex(id)).toHaveLength(1);
    await session.close();
    const db = await openDatabase(path);
    try {
      const repos = createRepos(db);
      const seqs = seqsOf(repos, id);
      expect(seqs).toContain(stack[7]);
      expect(seqs.at(-1)).toBe(stack[cursor - 1]);
      const reopened = new CombatHost({ store: storeFor(db, repos), rng: createSeededRng('x'), now: () => new Date(T0), newId: () => 'x', appVersion: 'test' });
      expect(persisted(reopened, id)).toBe(live);
    } finally {
      closeDatabase(db);
    }
  });
});
