/**
 * Issue 22: `combat.taskOdds` carries the declare panel's task questions to the edition's
 * `procedures.taskOdds` (batched, no dice), validated at the edge: an index past the actions, a
 * fourth action or an unknown action kind is refused with the field named; an edition without
 * tasks answers null for every question.
 */
import { describe, expect, it } from 'vitest';
import type { CombatView } from '../../../../shared/core/combat/view';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { spec } from '../../../shared/core/combat/fixtures';
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

  it('answers seed 003\'s Dante shooting at a Kurgan: goal 14 on 3d20, 2d20 accented positively, lower goals for two actions', async () => {
    const r = rig();
    await r.call('campaign.create', { name: 'Byzantium Secundus', edition: 'fading-suns-etkin', setting: { kind: 'template', id: 'minimal' }, gear: 'builtin' });
    const rated = (o: Record<string, number>) => Object.entries(o).map(([name, rating]) => ({ name, rating }));
    const dante = await r.call<{ id: string }>('character.create', { name: 'Dante', kind: 'pc', attributes: rated({ Dexterity: 7, Wits: 6, Perception: 5, Calm: 4, Human: 5 }), actionSkills: rated({ Shoot: 7, Dodge: 4 }) });
    const kurgan = await r.call<{ id: string }>('character.create', { name: 'Kurgan', kind: 'npc', attributes: rated({ Dexterity: 5, Wits: 4, Perception: 4 }), actionSkills: rated({ Melee: 6 }) });
    const { combatId } = await r.call('combat.create', { name: 'Jumpgate' });
    await r.call('combat.addCharacter', { combatId, characterId: dante.id, team: 1, weapon: 'Pistol' });
    const view = await r.call('combat.addCharacter', { combatId, characterId: kurgan.id, team: 2, weapon: 'Knife' });
    const [d, k] = [view.combatants.find((c) => c.name === 'Dante')!, view.combatants.find((c) => c.name === 'Kurgan')!];
    expect(d.tasks?.skills).toEqual(expect.arrayContaining([{ name: 'Shoot', rating: 7 }]));
    const shoot = { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: k.id };
    const dodge = { kind: 'task', characteristic: 'Dexterity', skill: 'Dodge' };
    type Odds = { goal: number; dice: number; text: string; pSuccess: number; vp: { vp: number; p: number }[]; pGoodSfx: number; pBadSfx: number } | null;
    const ask = async (...queries: unknown[]) => (await r.call<{ odds: Odds[] }>('combat.taskOdds', { combatId, queries })).odds;
    const [plain, accented, first, second, nobody] = await ask(
      { combatantId: d.id, actions: [shoot], index: 0 },
      { combatantId: d.id, actions: [{ ...shoot, accent: 'positive' }], index: 0 },
      { combatantId: d.id, actions: [shoot, dodge], index: 0 },
      { combatantId: d.id, actions: [shoot, dodge], index: 1 },
      { combatantId: 'nobody', actions: [shoot], index: 0 },
    );
    expect(plain).toMatchObject({ goal: 14, dice: 3 });
    expect(accented).toMatchObject({ goal: 14, dice: 2 });
    // Before initiative is rolled the multi-action penalty is the full −5 (003: reduced only by a good initiative roll).
    expect(first).toMatchObject({ goal: 9, dice: 3 });
    expect(second).toMatchObject({ goal: 6, dice: 2 });
    expect(nobody).toBeNull();
    for (const o of [plain, accented, first, second]) {
      // The VP distribution is of the successes.
      expect(o!.vp.reduce((s, v) => s + v.p, 0)).toBeCloseTo(o!.pSuccess, 9);
      expect(o!.pGoodSfx).toBeCloseTo(0.05, 9);
      expect(o!.pBadSfx).toBeCloseTo(0.05, 9);
    }
    // Accenting positively gives VP faster (003: the roll of 10 "nets him 5 VPs (he would have only had 3 VPs if he did not accent)").
    const most = (o: Odds | undefined) => Math.max(...o!.vp.map((v) => v.vp));
    expect(most(accented)).toBeGreaterThan(most(plain));
    // The hero pool's +4 raises the goal; a re-roll raises P(success) at the same goal.
    const [bonus, reroll] = await ask({ combatantId: d.id, actions: [shoot], index: 0, luck: 'bonus' }, { combatantId: d.id, actions: [shoot], index: 0, luck: 'reroll' });
    expect(bonus!.goal).toBe(18);
    expect(reroll!.goal).toBe(14);
    expect(reroll!.pSuccess).toBeGreaterThan(plain!.pSuccess);
  });
});
