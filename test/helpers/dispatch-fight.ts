/**
 * A big fight on the storyteller's real dispatcher (machine step, SQLite commit, the players' push),
 * for the benches that time a step to the players' devices: a test context opened at startup,
 * `count` NPCs ("Raider 1 1" …, in groups of 50) on two teams, started. Output checking is off, as
 * a bench measures the app, not the checker. `close()` ends the player listeners and the campaign.
 */
import { createHandlers } from '../../main/core/handlers';
import { createDispatch } from '../../main/core/rpc/dispatch';
import type { Result } from '../../shared/ipc/result';
import { makeTestContext, type TestContext } from './app-context';

export type DispatchFight = {
  ctx: TestContext;
  /** Calls a method and returns its value, or throws its error naming the method. */
  call: <T>(method: string, input: unknown) => Promise<T>;
  combatId: string;
  close: () => Promise<void>;
};

export async function dispatchFight(count: number, before?: (call: DispatchFight['call']) => Promise<unknown>): Promise<DispatchFight> {
  const ctx = makeTestContext();
  await ctx.campaigns.openAtStartup();
  const dispatch = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: false });
  const call = async <T>(method: string, input: unknown): Promise<T> => {
    const r = (await dispatch(method, input)) as Result<T>;
    if (!r.ok) throw new Error(`${method}: ${r.error.message}`);
    return r.value;
  };
  const close = async () => {
    await ctx.players.listeners.closeAll();
    await ctx.campaigns.close();
  };
  try {
    // What the caller sets before the fight exists (the players' privacy, …).
    await before?.(call);
    const ids: string[] = [];
    for (let i = 0; ids.length < count; i++) {
      const { characters } = await call<{ characters: { id: string }[] }>('character.createNpcs', { baseName: `Raider ${i + 1}`, count: Math.min(50, count - ids.length), defaultRating: 3 });
      ids.push(...characters.map((c) => c.id));
    }
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Big fight' });
    for (const [i, characterId] of ids.entries()) await call('combat.addCharacter', { combatId, characterId, team: (i % 2) + 1, weapon: 'Pistol' });
    await call('combat.step', { combatId, action: { kind: 'command', command: { type: 'combat.start' } } });
    return { ctx, call, combatId, close };
  } catch (e) {
    await close();
    throw e;
  }
}
