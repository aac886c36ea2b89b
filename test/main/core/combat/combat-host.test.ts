import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../shared/ipc/result';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../shared/core/combat/commands';
import { foldHistory } from '../../../../shared/core/combat/history';
import { combatMachine } from '../../../helpers/fs32-machine';
import { replayEvents } from '../../../../shared/core/combat/replay';
import { COMBAT_MACHINE_VERSION } from '../../../../shared/core/combat/version';
import { testCharacter } from '../../../helpers/db-fixtures';
import { useTempDirs } from '../../../helpers/db-temp';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { useHost, type HostRig } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const cmd = (c: CombatCommandInput) => CombatCommandSchema.parse(c);

/** Pools named as the test campaign's setting names its special abilities. */
const SETTING_POOLS = { pools: pools({ Reflexes: 3, Brawn: 3, Medicine: 2 }) };

function fight(r: HostRig): string {
  const id = r.host.create({ name: 'Ambush' }).combatId;
  r.host.command(id, cmd({ type: 'combatant.add', combatants: [spec('kid', 1, { kind: 'pc', ...SETTING_POOLS })] }));
  r.host.command(id, cmd({ type: 'combatant.add', combatants: [spec('jesse', 2, SETTING_POOLS)] }));
  r.host.command(id, cmd({ type: 'combat.start' }));
  r.host.command(id, cmd({ type: 'action.declare', declarations: [{ combatantId: 'kid', action: { kind: 'attack', target: 'jesse' } }] }));
  r.host.command(id, cmd({ type: 'action.quickDeclare' }));
  r.host.command(id, cmd({ type: 'initiative.roll' }));
  return id;
}

/** The stored snapshot column of the latest snapshot. */
function latest(r: HostRig, id: string) {
  const s = r.repos.combatLog.latestSnapshot(id)!;
  return { ...s, stored: s.snapshot as { machine: unknown; history: { cursor: number; length: number } } };
}

describe('the combat host', () => {
  it('stores every accepted step as one log event, and the snapshot as a checkpoint (issue 20): here when the combat closes', () => {
    const r = rig();
    const id = fight(r);
    const events = r.repos.combatLog.events(id);
    expect(events.map((e) => e.type)).toEqual(['combatant.add', 'combatant.add', 'combat.start', 'action.declare', 'action.quickDeclare', 'initiative.roll']);
    // One snapshot at creation (event 0); the steps stored none (6 commands, no 8th, no turn end).
    r.host.flushCheckpoints();
    expect(r.repos.combatLog.snapshots(id).map((s) => s.eventSeq)).toEqual([0]);
    const persisted = r.host.openCombat(id).actor.getPersistedSnapshot();
    // Closing stores the state as it stands, keyed by the last command, stamped with the machine version.
    r.host.close(id);
    const snapshots = r.repos.combatLog.snapshots(id);
    expect(snapshots.map((s) => s.eventSeq)).toEqual([0, events.at(-1)!.seq]);
    expect(snapshots.every((s) => s.machineVersion === COMBAT_MACHINE_VERSION)).toBe(true);
    expect(latest(r, id).stored.machine).toEqual(JSON.parse(JSON.stringify(persisted)));
    // The initiative roll carried the host's dice into the log.
    expect(events.at(-1)!.dice.length).toBeGreaterThan(0);
    expect(r.repos.combats.get(id)).toMatchObject({ status: 'active', round: 1 });
    expect(r.repos.combats.combatants(id).map((c) => c.name)).toEqual(['kid', 'jesse']);
  });

  it('pushes a view with the allowed commands and the last step in words', () => {
    const r = rig();
    fight(r);
    const change = r.changes.at(-1)!;
    expect(change.view.phase).toBe('resolving');
    expect(change.view.allowed['action.resolveNext']).toBe(true);
    expect(change.view.allowed['initiative.roll']).toBe(false);
    expect(change.lastStep[0]).toMatch(/^- Initiative for turn 1/);
  });

  it('refuses a command that is not allowed with a clear error and changes nothing', () => {
    const r = rig();
    const id = fight(r);
    const before = r.repos.combatLog.events(id).length;
    const view = r.host.view(id);
    let error: unknown;
    try {
      r.host.command(id, cmd({ type: 'turn.end' }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('combat/not-allowed');
    expect((error as AppError).message).toBe('"turn.end" is not allowed while the combat is resolving actions.');
    expect(() => r.host.command(id, cmd({ type: 'combatant.knockOut', targetId: 'nobody' }))).toThrow('No combatant or vehicle with id nobody.');
    expect(r.repos.combatLog.events(id)).toHaveLength(before);
    expect(r.host.view(id)).toEqual(view);
  });

  it('undo then redo restores the same dice outcome without rolling again', () => {
    const r = rig();
    const id = fight(r);
    r.host.command(id, cmd({ type: 'action.resolveAll' }));
    const after = r.host.openCombat(id).actor.getPersistedSnapshot();
    const undone = r.host.undo(id);
    expect(undone.phase).toBe('resolving');
    expect(undone.history).toEqual({ position: 6, length: 7, canUndo: true, canRedo: true });
    const redone = r.host.redo(id);
    expect(redone.history.canRedo).toBe(false);
    expect(r.host.openCombat(id).actor.getPersistedSnapshot()).toEqual(after);
    const types = r.repos.combatLog.events(id).map((e) => e.type);
    expect(types.slice(-3)).toEqual(['action.resolveAll', 'history.undo', 'history.redo']);
  });

  it('a new step after undo discards the redo branch, which stays in the log', () => {
    const r = rig();
    const id = fight(r);
    r.host.command(id, cmd({ type: 'action.resolveNext' }));
    const dropped = r.repos.combatLog.events(id).at(-1)!.seq;
    r.host.undo(id);
    const view = r.host.command(id, cmd({ type: 'action.resolveAll' }));
    expect(view.history).toMatchObject({ position: 7, length: 7, canRedo: false });
    expect(() => r.host.redo(id)).toThrow('There is nothing to redo.');
    const folded = foldHistory(r.repos.combatLog.events(id));
    expect(folded.discarded).toEqual([dropped]);
    expect(r.repos.combatLog.events(id).some((e) => e.seq === dropped)).toBe(true);
  });

  it('undo and redo survive a restart', () => {
    const r = rig();
    const id = fight(r);
    r.host.command(id, cmd({ type: 'action.resolveAll' }));
    const resolved = r.host.openCombat(id).actor.getPersistedSnapshot();
    r.host.undo(id);
    r.host.undo(id);
    const restarted = r.reopen();
    expect(restarted.view(id).history).toEqual({ position: 5, length: 7, canUndo: true, canRedo: true });
    expect(restarted.view(id).phase).toBe('declaring');
    restarted.redo(id);
    restarted.redo(id);
    expect(restarted.openCombat(id).actor.getPersistedSnapshot()).toEqual(resolved);
    restarted.undo(id);
    expect(restarted.view(id).history.position).toBe(6);
    expect(r.notices).toEqual([]);
  });

  it('after a restart, undo far from any checkpoint starts from the stored step snapshots and matches the original states', () => {
    const r = rig('long', { checkpointEvery: 4 });
    const id = fight(r);
    const states = new Map<number, unknown>();
    const record = (host: typeof r.host) => states.set(host.view(id).history.position, host.openCombat(id).actor.getPersistedSnapshot());
    record(r.host);
    for (let turn = 0; turn < 4; turn++) {
      for (const type of ['action.resolveAll', 'knockout.roll', 'turn.end', 'action.quickDeclare', 'initiative.roll'] as const) {
        if (!r.host.view(id).allowed[type]) continue;
        r.host.command(id, cmd({ type }));
        record(r.host);
        if (type === 'turn.end') {
          r.host.command(id, cmd({ type: 'action.declare', declarations: [{ combatantId: 'kid', action: { kind: 'attack', target: 'jesse' } }] }));
          record(r.host);
        }
      }
    }
    const top = r.host.view(id).history.position;
    expect(top).toBeGreaterThan(20);
    const lookups: number[] = [];
    const repos = { ...r.repos, combatLog: { ...r.repos.combatLog, snapshotAt: (c: string, seq: number) => (lookups.push(seq), r.repos.combatLog.snapshotAt(c, seq)) } };
    const restarted = r.reopen({ store: { repos, transact: (fn) => r.store.transact(() => fn(repos)) } });
    for (let position = top - 1; position >= 6; position--) {
      restarted.undo(id);
      expect(restarted.view(id).history.position).toBe(position);
      expect(restarted.openCombat(id).actor.getPersistedSnapshot()).toEqual(states.get(position));
    }
    // Stored step snapshots were used (one per checkpoint span), not a replay from the start each time.
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.length).toBeLessThanOrEqual(Math.ceil(top / 4) + 1);
    expect(r.notices).toEqual([]);
  });

  it('resumes exactly where it was, and folding the log reproduces the persisted snapshot', () => {
    const r = rig();
    const id = fight(r);
    r.host.command(id, cmd({ type: 'action.resolveNext' }));
    const view = r.host.view(id);
    const restarted = r.reopen();
    expect(restarted.view(id)).toEqual(view);
    const c = restarted.openCombat(id);
    const folded = replayEvents(combatMachine, c.input, c.effectiveEvents());
    expect(JSON.stringify(combatMachine.getPersistedSnapshot(folded))).toBe(JSON.stringify(latest(r, id).stored.machine));
  });

  it('rebuilds from the log, and says so, when the snapshot comes from another machine version', () => {
    const r = rig();
    const id = fight(r);
    const view = r.host.view(id);
    // Closed, the combat's latest snapshot is its state as it stands (issue 20: not one per step).
    r.host.close(id);
    const last = latest(r, id);
    r.repos.combatLog.saveSnapshot({ ...last, machineVersion: COMBAT_MACHINE_VERSION + 1, snapshot: { machine: { junk: true }, history: { cursor: 0, length: 0 } } });
    const restarted = r.reopen();
    expect(restarted.view(id)).toEqual(view);
    expect(r.notices).toHaveLength(1);
    expect(r.notices[0]).toMatch(new RegExp(`rebuilt from its log \\(6 steps\\) because the snapshot was written by machine version ${COMBAT_MACHINE_VERSION + 1}`));
    // The rebuilt state is stored again with the current version, so the next open is direct.
    expect(latest(r, id).machineVersion).toBe(COMBAT_MACHINE_VERSION);
    expect(latest(r, id).stored.machine).toEqual(last.stored.machine);
  });

  it('ending a combat hands new wounds to the campaign characters (not for a mock combat)', () => {
    const r = rig();
    const id = r.host.create({ name: 'Brawl' }).combatId;
    const mock = r.host.create({ name: 'Practice', isMock: true }).combatId;
    r.repos.characters.insert(testCharacter('pc-9'));
    for (const combat of [id, mock]) {
      r.host.command(combat, cmd({ type: 'combatant.add', combatants: [spec(`${combat}-a`, 1, { characterId: 'pc-9' })] }));
      r.host.command(combat, cmd({ type: 'wound.add', targetId: `${combat}-a`, wound: { location: 'Chest', severity: 'serious', initialSeverity: 'serious', type: 'wound', source: 'Pistol', vehicle: false, healingPoints: 0, healingStarted: false, firstAid: 'none', movedFrom: null } }));
      r.host.command(combat, cmd({ type: 'combat.end' }));
    }
    const wounds = r.repos.wounds.listFor('pc-9');
    expect(wounds).toHaveLength(1);
    expect(wounds[0]).toMatchObject({ location: 'Chest', severity: 'serious', damageType: 'wound', treated: false });
    expect(r.repos.combats.get(id)).toMatchObject({ status: 'ended' });
    expect(() => r.host.undo(id)).toThrow(/has ended/);
  });

  it('keeps the actor unchanged when the step cannot be stored', () => {
    const r = rig();
    const id = fight(r);
    const view = r.host.view(id);
    const failing = r.reopen({ store: { repos: r.repos, transact: () => { throw new Error('disk full'); } } });
    failing.view(id);
    expect(() => failing.command(id, cmd({ type: 'action.resolveNext' }))).toThrow('disk full');
    expect(failing.view(id)).toEqual(view);
  });

  it('exports the log as Markdown and as MUSH text with dice and modifier sources', () => {
    const r = rig();
    const id = fight(r);
    r.host.command(id, cmd({ type: 'action.resolveAll' }));
    const md = r.host.exportLog(id, 'markdown');
    expect(md).toMatch(/^# Ambush\n\n## Setup\n/);
    expect(md).toContain('## Turn 1');
    expect(md).toMatch(/- kid attacks jesse\.\n {2}- kid attacks: \d dice \(Firearms 5(; Suppression -1)?\) \[[\d ]+\] = \d hits?, /);
    expect(md).toMatch(/- Initiative for turn 1: \w+ \(\d\), \w+ \(\d\)\n {2}- \w+: 3 dice \(Reflexes 3\) \[[\d ]+\] = \d hits?/);
    expect(md).toContain('jesse defends: 3 dice (Pistol defense rating 3)');
    const mush = r.host.exportLog(id, 'mush');
    expect(mush).not.toMatch(/[^\x20-\x7e\n]/);
    expect(mush).toContain('%r');
    expect(mush).toContain('--- Turn 1 ---');
    // Issue 19: the export names the edition the fight was played under.
    expect(md).toMatch(/\n_Edition: FS3\.2 \(version \d+\)_\n$/);
    expect(mush).toMatch(/Edition: FS3\.2 \(version \d+\)$/);
  });
});
