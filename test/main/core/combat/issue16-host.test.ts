/**
 * Issue 16's combat fixes and stored combats: a new combat plays by resolution revision 2; a
 * combat stored before the fixes (its machine input and snapshot without the revision) keeps
 * playing, undoing, redoing and rebuilding by the old resolution, with the dice it stored.
 */
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../shared/core/combat/commands';
import type { CombatLogEntry } from '../../../../shared/core/combat/log-entries';
import { COMBAT_MACHINE_VERSION, COMBAT_RESOLUTION_REVISION } from '../../../../shared/core/combat/version';
import type { JsonValue } from '../../../../shared/domain/json';
import { useTempDirs } from '../../../helpers/db-temp';
import { pools, RIFLE, spec } from '../../../shared/core/combat/fixtures';
import { useHost, type HostRig } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const cmd = (c: CombatCommandInput) => CombatCommandSchema.parse(c);
const SETTING_POOLS = { pools: pools({ Reflexes: 3, Brawn: 3, Medicine: 2 }) };

/** Makes a just-created combat look as one stored before issue 16: no revision anywhere. */
function makeOld(r: HostRig, id: string): void {
  const combat = r.repos.combats.get(id)!;
  const { resolutionRevision: _gone, ...input } = combat.settings['machineInput'] as Record<string, JsonValue>;
  r.repos.combats.update({ ...combat, settings: { ...combat.settings, machineInput: input } });
  const snap = r.repos.combatLog.latestSnapshot(id)!;
  const stored = structuredClone(snap.snapshot) as { machine: { context: Record<string, unknown> } };
  delete stored.machine.context['resolutionRevision'];
  r.repos.combatLog.saveSnapshot({ ...snap, snapshot: stored as unknown as JsonValue });
}

/** Bob bursts at Jane, who earmarked defense luck; which bullets met her luck. */
function burst(r: HostRig, id: string, host = r.host): boolean[] {
  host.command(id, cmd({ type: 'combatant.add', combatants: [spec('bob', 1, { ...SETTING_POOLS, weapon: RIFLE, ammo: 30 }), spec('jane', 2, { ...SETTING_POOLS, kind: 'pc', luckPoints: 1 })] }));
  host.command(id, cmd({ type: 'combat.start' }));
  host.command(id, cmd({ type: 'action.declare', declarations: [{ combatantId: 'bob', action: { kind: 'attack', target: 'jane', burst: true } }, { combatantId: 'jane', action: { kind: 'pass' }, luck: { roll: 'defense', effect: 'bonus' } }] }));
  host.command(id, cmd({ type: 'initiative.roll' }));
  host.command(id, cmd({ type: 'action.resolveAll' }));
  return lucky(host.logEntries(id));
}

function lucky(log: CombatLogEntry[][]): boolean[] {
  const shot = log.flat().find((e): e is Extract<CombatLogEntry, { kind: 'action' }> => e.kind === 'action' && e.actor === 'bob')!;
  if (shot.result.kind !== 'burst') throw new Error('expected a burst');
  return shot.result.result.volleys[0]!.bullets.map((b) => b.exchange.defense.pool.modifiers.some((m) => m.tag === 'luck'));
}

describe('issue 16 and stored combats', () => {
  it('a new combat records resolution revision 2 and plays by it: defender luck on the first bullet only', () => {
    const r = rig('new');
    const id = r.host.create({ name: 'New' }).combatId;
    expect(r.repos.combats.get(id)!.settings['machineInput']).toMatchObject({ resolutionRevision: COMBAT_RESOLUTION_REVISION });
    expect(burst(r, id)).toEqual([true, false, false]);
  });

  it('a combat stored before the fixes plays, undoes, redoes, reopens and rebuilds by the old rules', () => {
    const r = rig('old');
    const id = r.host.create({ name: 'Old' }).combatId;
    makeOld(r, id);
    const host = r.reopen();
    expect(burst(r, id, host)).toEqual([true, true, true]);
    const view = host.view(id);
    host.undo(id);
    host.redo(id);
    expect(host.view(id).combatants).toEqual(view.combatants);
    // A restart reads the snapshot; a snapshot it cannot use makes it rebuild from the log.
    const reopened = r.reopen();
    expect(reopened.view(id).combatants).toEqual(view.combatants);
    expect(lucky(reopened.logEntries(id))).toEqual([true, true, true]);
    const last = r.repos.combatLog.latestSnapshot(id)!;
    r.repos.combatLog.saveSnapshot({ ...last, machineVersion: COMBAT_MACHINE_VERSION + 1, snapshot: { machine: { junk: true }, history: { cursor: 0, length: 0 } } });
    const rebuilt = r.reopen();
    expect(rebuilt.view(id).combatants).toEqual(view.combatants);
    expect(r.notices.at(-1)).toMatch(/rebuilt from its log/);
  });
});
