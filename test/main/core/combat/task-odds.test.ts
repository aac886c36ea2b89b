/**
 * Issue 22: `combat.taskOdds` carries the declare panel's task questions to the edition's
 * `procedures.taskOdds` (batched, no dice), validated at the edge: an index past the actions, a
 * fourth action or an unknown action kind is refused with the field named; an edition without
 * tasks answers null for every question.
 */
import { describe, expect, it } from 'vitest';
import type { CombatView } from '../../../../shared/combat/view';
import { createScriptedRng } from '../../../../shared/rules/rng';
import { spec } from '../../../shared/combat/fixtures';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig<CombatView>();
const task = { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot' };

describe('combat.taskOdds', () => {
  it('refuses a malformed question with the field named', async () => {
    const r = rig({ rng: createScriptedRng([]) });
    await r.ctx.campaigns.openAtStartup();
    const { combatId } = await r.call('combat.create', { name: 'Ambush' });
    const ask = (query: unknown) => r.dispatch('combat.taskOdds', { combatId, queries: [query] });
    const refusal = async (query: unknown) => {
      const out = await ask(query);
      expect(out.ok).toBe(false);
      return out.ok ? '' : `${out.error.code}: ${out.error.message}`;
    };
    expect(await refusal({ combatantId: 'a', actions: [task], index: 1 })).toMatch(/bad-request.*index/);
    expect(await refusal({ combatantId: 'a', actions: [task, task, task, task], index: 0 })).toMatch(/bad-request.*actions/);
    expect(await refusal({ combatantId: 'a', actions: [{ kind: 'dance' }], index: 0 })).toMatch(/bad-request.*actions/);
    expect(await refusal({ combatantId: 'a', actions: [task], index: 0, luck: 'penalty' })).toMatch(/bad-request.*luck/);
    expect((await r.dispatch('combat.taskOdds', { combatId, queries: [] })).ok).toBe(false);
  });

  it('answers null for every question in an edition without tasks (FS3.2)', async () => {
    const r = rig({ rng: createScriptedRng([]) });
    await r.ctx.campaigns.openAtStartup();
    const { combatId } = await r.call('combat.create', { name: 'Ambush' });
    await r.call('combat.command', { combatId, command: { type: 'combatant.add', combatants: [spec('a', 1), spec('b', 2)] } });
    const out = await r.call<{ odds: unknown[] }>('combat.taskOdds', { combatId, queries: [{ combatantId: 'a', actions: [task], index: 0 }, { combatantId: 'nobody', actions: [task], index: 0 }] });
    expect(out.odds).toEqual([null, null]);
  });
});
