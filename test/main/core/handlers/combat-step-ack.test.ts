/** Issue 38 item 3: a step asked for an ack answers its version only; the push carries the update. */
import { describe, expect, it } from 'vitest';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();

describe('combat.step with answer: ack', () => {
  it('answers the version of the update pushed to every window, and a retry the same ack', async () => {
    const { ctx, call } = rig();
    await ctx.campaigns.openAtStartup();
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Ack' });
    const [pc] = (await call<{ characters: { id: string }[] }>('character.list', { kind: 'pc' })).characters;
    await call('combat.addCharacter', { combatId, characterId: pc!.id, team: 1, weapon: 'Knife' });
    const { version } = await call<{ version: number }>('combat.current', { combatId });
    ctx.emitted.length = 0;
    const step = { combatId, action: { kind: 'command', command: { type: 'combat.start' } }, version, requestId: 'r1', answer: 'ack' };
    const answer = await call<Record<string, unknown>>('combat.step', step);
    const pushes = ctx.emitted.filter((e) => e.event === 'combat.changed').map((e) => e.payload as { version: number; base: number; patch: unknown });
    expect(pushes).toHaveLength(1);
    expect(answer).toEqual({ combatId, version: pushes[0]!.version, base: version, ack: true });
    expect(pushes[0]!.patch).toBeDefined();
    expect(await call('combat.step', step)).toEqual(answer);
    // Without it, the whole update as before.
    const whole = await call<Record<string, unknown>>('combat.step', { combatId, action: { kind: 'undo' } });
    expect(whole).toMatchObject({ combatId, patch: expect.anything(), log: expect.anything() });
    expect(whole).not.toHaveProperty('ack');
  });
});
