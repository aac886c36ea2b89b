/**
 * Issue 21 on the combat host over a real campaign file: hiding and revealing are logged steps
 * with undo and redo; the stored log replays to the same state; a restart shows the same view;
 * the campaign's `npcsJoinHidden` is applied to the stored add event (so replays agree even after
 * the setting changes).
 */
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../shared/core/combat/commands';
import { replayEvents } from '../../../../shared/core/combat/replay';
import { DEFAULT_PLAYER_PRIVACY } from '../../../../shared/player/privacy';
import { combatMachine } from '../../../helpers/fs32-machine';
import { useTempDirs } from '../../../helpers/db-temp';
import { spec } from '../../../shared/core/combat/fixtures';
import { useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const cmd = (c: CombatCommandInput) => CombatCommandSchema.parse(c);

describe('privacy on the combat host', () => {
  it('hide and reveal are logged steps with undo and redo; the log replays to the same state; a restart shows the same', () => {
    const r = rig('privacy');
    const id = r.host.create({ name: 'Ford' }).combatId;
    r.host.command(id, cmd({ type: 'combatant.add', combatants: [spec('ann', 1, { name: 'Ann', kind: 'pc' }), spec('c3', 2, { name: 'Centurion Three' })] }));
    const joined = r.host.view(id);
    expect(joined.combatants.map((c) => c.privacy)).toEqual([undefined, { hidden: true }]);

    const revealed = r.host.command(id, cmd({ type: 'privacy.set', combatantIds: ['c3'], change: { hidden: false, publicName: 'Centurion' } }));
    expect(revealed.combatants[1]!.privacy).toEqual({ publicName: 'Centurion' });
    expect(revealed.history.position).toBe(joined.history.position + 1);
    expect(r.host.logSteps(id).at(-1)!.lines).toEqual(['Storyteller reveals Centurion Three to the players.', 'Storyteller sets Centurion Three\'s player name to "Centurion".']);
    // The step's update carries the changed combatant.
    expect(JSON.stringify(r.changes.at(-1)!.patch)).toContain('"publicName":"Centurion"');

    const undone = r.host.undo(id);
    expect(undone.combatants[1]!.privacy).toEqual({ hidden: true });
    expect(JSON.stringify(undone.combatants)).toBe(JSON.stringify(joined.combatants));
    const redone = r.host.redo(id);
    expect(JSON.stringify(redone.combatants)).toBe(JSON.stringify(revealed.combatants));

    r.host.command(id, cmd({ type: 'privacy.set', combatantIds: ['ann', 'c3'], change: { hidden: true } }));
    r.host.command(id, cmd({ type: 'combat.start' }));
    const live = JSON.stringify(r.host.openCombat(id).actor.getPersistedSnapshot());
    const view = r.host.view(id);
    expect(view.combatants.map((c) => c.privacy?.hidden)).toEqual([true, true]);

    // A straight replay of the stored events in effect gives the same state.
    const c = r.host.openCombat(id);
    expect(JSON.stringify(combatMachine.getPersistedSnapshot(replayEvents(combatMachine, c.input, c.effectiveEvents())))).toBe(live);
    // The setting changing later does not change what the stored add meant.
    r.repos.playerPrivacy.write({ ...DEFAULT_PLAYER_PRIVACY, npcsJoinHidden: false }, '2026-01-01T00:00:00.000Z');
    r.host.close(id);
    const again = r.reopen();
    expect(again.view(id)).toEqual(view);
    expect(JSON.stringify(again.openCombat(id).actor.getPersistedSnapshot())).toBe(live);
    // Undo all the way back after the restart: the reveal and the joining hidden are as they were.
    again.undo(id);
    again.undo(id);
    again.undo(id);
    expect(again.view(id).combatants.map((x) => x.privacy)).toEqual([undefined, { hidden: true }]);
  });

  it('a broken stored setting is reported and NPCs join hidden (the defaults)', () => {
    const r = rig('privacy-broken');
    r.db.prepare("INSERT INTO player_privacy (id, body_json, updated_at) VALUES (1, '{\"npcsJoinHidden\": \"no\"}', 'x')").run();
    const id = r.host.create({ name: 'Ford' }).combatId;
    const view = r.host.command(id, cmd({ type: 'combatant.add', combatants: [spec('c3', 2, { name: 'Centurion Three' })] }));
    expect(view.combatants[0]!.privacy).toEqual({ hidden: true });
    expect(r.notices).toEqual([expect.stringMatching(/player privacy settings are invalid \(npcsJoinHidden: .*\); the defaults apply/)]);
  });
});
