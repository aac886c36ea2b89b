/**
 * Issue 35: the players' public marks live in the combat's state, given by the step that first
 * shows someone. A fight stored by machine version 1 (no marks) still opens: it is rebuilt from its
 * log, says so once, and gets the marks the log gives; restarts, undo and redo keep them.
 */
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../shared/core/combat/commands';
import { COMBAT_MACHINE_VERSION } from '../../../../shared/core/combat/version';
import { useTempDirs } from '../../../helpers/db-temp';
import { spec } from '../../../shared/core/combat/fixtures';
import { useHost, type HostRig } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const cmd = (c: CombatCommandInput) => CombatCommandSchema.parse(c);

/**
 * A PC, an NPC shown at once, one that joined hidden and was revealed after a third was shown
 * (`hidden: false` said outright: the campaign's default would have them join hidden).
 */
function fight(r: HostRig): string {
  const id = r.host.create({ name: 'Ambush by Velkaris Dunmoor' }).combatId;
  r.host.command(id, cmd({ type: 'combatant.add', combatants: [spec('kid', 1, { kind: 'pc' }), spec('first', 2, { privacy: { hidden: false } })] }));
  r.host.command(id, cmd({ type: 'combatant.add', combatants: [spec('lurker', 3, { privacy: { hidden: true } })] }));
  r.host.command(id, cmd({ type: 'combatant.add', combatants: [spec('third', 2, { privacy: { hidden: false } })] }));
  r.host.command(id, cmd({ type: 'privacy.set', combatantIds: ['lurker'], change: { hidden: false } }));
  return id;
}

/** Each combatant's marks and each team's number, as the view carries them. */
function marks(r: HostRig | ReturnType<HostRig['reopen']>, id: string) {
  const view = 'host' in r ? r.host.view(id) : r.view(id);
  return { combatants: Object.fromEntries(view.combatants.map((c) => [c.id, c.shown])), teams: Object.fromEntries(view.teams.map((t) => [t.id, t.shown])) };
}

const EXPECTED = {
  combatants: { kid: { order: 1 }, first: { order: 2, npc: 1 }, lurker: { order: 4, npc: 3 }, third: { order: 3, npc: 2 } },
  teams: { 1: 1, 2: 2, 3: 3 },
};

describe('issue 35: public marks in the combat host', () => {
  it('are given at first sight, in that order, and survive a restart, undo and redo', () => {
    const r = rig();
    const id = fight(r);
    expect(marks(r, id)).toEqual(EXPECTED);
    r.host.close(id);
    expect(marks(r.reopen(), id)).toEqual(EXPECTED);
    r.host.undo(id);
    expect(marks(r, id).combatants['lurker']).toBeUndefined();
    r.host.redo(id);
    expect(marks(r, id)).toEqual(EXPECTED);
  });

  it('a fight stored by machine version 1 (no marks) is rebuilt from its log, once, with its marks', () => {
    const r = rig();
    const id = fight(r);
    r.host.close(id);
    // As version 1 stored it: no marks in any snapshot, stamped version 1.
    const rows = r.db.prepare<[string], { id: number; snapshot_json: string }>('SELECT id, snapshot_json FROM combat_snapshots WHERE combat_id = ?').all(id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const strip = (json: string) =>
        json.replace(/,"shown":\{"order":\d+(,"npc":\d+)?\}/g, '').replace(/,"shown":\d+/g, '').replace(/,"players":\{"shown":\{[^}]*\}\}/g, '');
      const old = strip(row.snapshot_json);
      expect(old).not.toContain('"shown"');
      r.db.prepare('UPDATE combat_snapshots SET snapshot_json = ?, machine_version = 1 WHERE id = ?').run(old, row.id);
    }
    const reopened = r.reopen();
    expect(marks(reopened, id)).toEqual(EXPECTED);
    expect(r.notices).toHaveLength(1);
    expect(r.notices[0]).toMatch(new RegExp(`rebuilt from its log \\(4 steps\\) because the snapshot was written by machine version 1 and cannot be migrated to ${COMBAT_MACHINE_VERSION}`));
    // Stored again by this version: the next open is direct and silent.
    reopened.close(id);
    expect(marks(r.reopen(), id)).toEqual(EXPECTED);
    expect(r.notices).toHaveLength(1);
  });
});
