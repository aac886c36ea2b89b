/**
 * Issue 19 (H4 "screens"): the GM screen learns the edition's unit from the combat view — percent
 * on a d100 for FS3.1 (storyteller modifiers ±100, the wound chip in percent), absent for FS3.2 —
 * and a storyteller modifier in percent passes the command edge.
 */
import { describe, expect, it } from 'vitest';
import type { CombatView } from '../../../../shared/core/combat/view';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { findEdition } from '../../../../shared/systems';
import { spec } from '../../../shared/core/combat/fixtures';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig<CombatView>();

describe('the combat view carries the edition\'s modifier unit', () => {
  it('FS3.1: percent, and a −30 storyteller modifier is accepted', async () => {
    const r = rig({ rng: createScriptedRng([]) });
    await r.call('campaign.create', { name: 'Dodge City', edition: 'fs3.1', setting: { kind: 'template', id: findEdition('fs3.1')!.templates[0]!.id }, gear: 'builtin' });
    const view = await r.call('combat.create', { name: 'Showdown' });
    expect(view.system.modifierUnit).toBe('percent');
    expect(view.system.edition).toMatch(/FS3\.1/);
    const added = await r.call('combat.command', { combatId: view.combatId, command: { type: 'combatant.add', combatants: [spec('a', 1)] } });
    const a = added.combatants[0]!.id;
    const mod = { id: 'm1', combatantId: a, dice: -30, reason: 'Hard', roll: 'all', duration: 'combat' };
    const after = await r.call('combat.command', { combatId: view.combatId, command: { type: 'modifier.add', modifier: mod } });
    expect(after.modifiers).toContainEqual(expect.objectContaining({ dice: -30, reason: 'Hard' }));
  });

  it('FS3.2: no unit (dice)', async () => {
    const r = rig({ rng: createScriptedRng([]) });
    await r.ctx.campaigns.openAtStartup();
    const view = await r.call('combat.create', { name: 'Ambush' });
    expect(view.system.modifierUnit).toBeUndefined();
  });
});
