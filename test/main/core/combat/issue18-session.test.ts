/**
 * Issue 18 through the real host and campaign file: a hold, its undo and redo, a release, a
 * condition that expires at the turn's end, the turn summary on the log step that ends the turn,
 * headlines in the export, and the same view after a restart (snapshots with the new fields).
 */
import { describe, expect, it } from 'vitest';
import { combatHandlers } from '../../../../main/core/handlers/combat';
import { FS32_EDITION } from '../../../../shared/systems/fs3.2';
import { useTempDirs } from '../../../helpers/db-temp';
import { spec } from '../../../shared/core/combat/fixtures';
import { callHandler as call, useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);

describe('issue 18 on the combat host', () => {
  it('holds, undoes, redoes, releases; a condition expires; the summary and headlines are in the log; a restart shows the same', () => {
    const r = rig('issue18');
    r.repos.gear.replaceCatalog(FS32_EDITION.builtinGear());
    const handlers = combatHandlers({ host: () => r.host });
    const combatId = call(handlers, 'combat.create', { name: 'Hangar' }).combatId;
    const cmd = (command: unknown) => call(handlers, 'combat.command', { combatId, command });
    cmd({ type: 'combatant.add', combatants: [spec('ann', 1, { name: 'Ann' }), spec('bob', 1, { name: 'Bob' }), spec('cat', 2, { name: 'Cat' }), spec('dan', 2, { name: 'Dan' })] });
    cmd({ type: 'combat.start' });
    cmd({ type: 'condition.add', combatantId: 'cat', condition: { id: 'k1', name: 'Blinded', turns: 1 } });
    cmd({ type: 'action.quickDeclare' });
    const rolled = cmd({ type: 'initiative.roll' });
    const first = rolled.nextActorId!;
    const held = cmd({ type: 'action.hold', combatantId: first });
    expect(held.held?.map((h) => h.id)).toEqual([first]);
    expect(held.nextActorId).not.toBe(first);
    expect(held.order!.map((s) => s.id)).not.toContain(first);
    const undone = call(handlers, 'combat.undo', { combatId });
    expect(undone.held).toBeUndefined();
    expect(undone.nextActorId).toBe(first);
    const redone = call(handlers, 'combat.redo', { combatId });
    expect(JSON.stringify(redone)).toBe(JSON.stringify(held));
    cmd({ type: 'action.resolveNext' });
    const released = cmd({ type: 'action.release', combatantId: first });
    expect(released.nextActorId).toBe(first);
    cmd({ type: 'action.resolveAll' });
    cmd({ type: 'knockout.roll' });
    const next = cmd({ type: 'turn.end' });
    expect(next.combatants.find((c) => c.id === 'cat')!.conditions).toBeUndefined();

    const steps = call(handlers, 'combat.log', { combatId }).steps;
    const last = steps.at(-1)!;
    expect(last.lines[0]).toBe('Blinded ends for Cat (1 turn from turn 1).');
    expect(last.summary!.turn).toBe(1);
    expect(last.summary!.lines[0]).toBe('Turn 1 summary');
    expect(last.summary!.lines).toContain('Conditions started: Cat Blinded.');
    expect(last.summary!.lines).toContain('Conditions ended: Cat Blinded.');
    expect(last.summary!.pose).toBe(last.summary!.lines.join('%r').replace(/[−—]/g, '-'));
    expect(steps.filter((s) => s.summary)).toHaveLength(1);
    const md = call(handlers, 'combat.exportLog', { combatId, format: 'markdown' });
    const text = typeof md === 'string' ? md : (md as { text: string }).text;
    expect(text).toMatch(/- [A-Z][a-z]+ (hits [A-Z][a-z]+ in the .+ — .+|misses [A-Z][a-z]+|evades [A-Z][a-z]+)\./);
    // The exports close each ended turn with its summary, as on the GM screen.
    expect(text).toContain(['**Turn 1 summary**', '', ...last.summary!.lines.slice(1).map((l) => `- ${l}`)].join('\n'));
    const mush = call(handlers, 'combat.exportLog', { combatId, format: 'mush' });
    const mushText = typeof mush === 'string' ? mush : (mush as { text: string }).text;
    expect(mushText.split('\n')).toContain(last.summary!.pose);

    // After a restart the stored snapshot (with the new optional fields) opens to the same view.
    const before = JSON.stringify(call(handlers, 'combat.get', { combatId }));
    const again = combatHandlers({ host: () => r.reopen() });
    expect(JSON.stringify(call(again, 'combat.get', { combatId }))).toBe(before);
    expect(r.notices).toEqual([]);
  });
});
