import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../shared/domain/character';
import type { Result } from '../../../../shared/ipc/result';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();

async function setup() {
  const { ctx, dispatch, call } = rig();
  await ctx.campaigns.openAtStartup();
  ctx.emitted.length = 0;
  return { ctx, dispatch, call };
}

type Summary = { id: string; kind: string; name: string };

describe('character handlers', () => {
  it('lists the sample roster by kind, name-sorted', async () => {
    const { call } = await setup();
    const pcs = await call<{ characters: Summary[] }>('character.list', { kind: 'pc' });
    const npcs = await call<{ characters: Summary[] }>('character.list', { kind: 'npc' });
    expect(pcs.characters).toHaveLength(4);
    expect(npcs.characters).toHaveLength(3);
    expect(pcs.characters.map((c) => c.name)).toEqual([...pcs.characters.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
    const all = await call<{ characters: Summary[] }>('character.list', {});
    expect(all.characters).toHaveLength(7);
  });

  it('creates "add 5 of these" NPCs in one go, named 1…5, and pushes one change', async () => {
    const { ctx, call } = await setup();
    const { characters } = await call<{ characters: Character[] }>('character.createNpcs', {
      baseName: 'Centurion', count: 5, ratings: [{ name: 'Firearms', rating: 5 }], defaultRating: 3,
    });
    expect(characters.map((c) => c.name)).toEqual(['Centurion 1', 'Centurion 2', 'Centurion 3', 'Centurion 4', 'Centurion 5']);
    expect(characters.every((c) => c.kind === 'npc' && c.npc?.defaultRating === 3)).toBe(true);
    expect(new Set(characters.map((c) => c.id)).size).toBe(5);
    expect(ctx.emitted).toEqual([{ event: 'character.changed', payload: { ids: characters.map((c) => c.id) } }]);
    expect((await call<{ characters: Summary[] }>('character.list', { kind: 'npc' })).characters).toHaveLength(8);
  });

  it('creates, updates, reads and deletes a character; the id is made by main', async () => {
    const { call } = await setup();
    const made = await call<Character>('character.create', { kind: 'pc', name: 'Zoë Ðurić', concept: 'Deck hand.' });
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    const updated = await call<Character>('character.update', { character: { ...made, attributes: [{ name: 'Brawn', rating: 3 }] } });
    expect(updated.attributes).toEqual([{ name: 'Brawn', rating: 3 }]);
    const detail = await call<{ character: Character; wounds: unknown[] }>('character.get', { id: made.id });
    expect(detail.character).toEqual(updated);
    expect(detail.wounds).toEqual([]);
    expect(await call('character.delete', { id: made.id })).toEqual({ deleted: true });
    await expect(call('character.get', { id: made.id })).rejects.toMatchObject({ code: 'character/not-found' });
  });

  it('refuses bad input at the edge, naming the field, and writes nothing', async () => {
    const { dispatch, call } = await setup();
    const before = (await call<{ characters: Summary[] }>('character.list', {})).characters.length;
    const r1 = (await dispatch('character.createNpcs', { baseName: 'X', count: 500 })) as Result<unknown>;
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.error.message).toMatch(/count/);
    const r2 = (await dispatch('character.create', { kind: 'pc', name: '   ' })) as Result<unknown>;
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error.message).toMatch(/name/);
    const r3 = (await dispatch('character.create', { kind: 'pc', name: 'Ok', id: 'chosen' })) as Result<unknown>;
    expect(r3.ok).toBe(false);
    const r4 = (await dispatch('character.update', { character: { id: 'nobody', kind: 'pc', name: 'N', concept: '', attributes: [], actionSkills: [], backgroundSkills: [], languages: [], quirks: [], luckPoints: 0, xp: 0, lastSkillRaiseDate: null, notes: '', npc: null } })) as Result<unknown>;
    expect(r4).toMatchObject({ ok: false, error: { code: 'character/not-found' } });
    expect((await call<{ characters: Summary[] }>('character.list', {})).characters).toHaveLength(before);
  });

  it('pushes combat.changed to every window after each combat step', async () => {
    const { ctx, call } = await setup();
    const view = await call<{ combatId: string; phase: string }>('combat.create', { name: 'Hangar deck' });
    const [pc] = (await call<{ characters: Summary[] }>('character.list', { kind: 'pc' })).characters;
    await call('combat.addCharacter', { combatId: view.combatId, characterId: pc!.id, team: 1, weapon: 'Knife' });
    const pushes = ctx.emitted.filter((e) => e.event === 'combat.changed');
    expect(pushes.length).toBeGreaterThanOrEqual(1);
    expect(pushes[0]!.payload).toMatchObject({ combatId: view.combatId });
  });
});
