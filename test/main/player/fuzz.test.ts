/**
 * Issue 21: the player listener fuzzed over the real handlers, hub and listener (loopback, real
 * `ws` clients). Random tokens are refused; random frames (storyteller method calls, junk JSON,
 * text, oversized) close only their own connection with 1008/1009, while a well-behaved player
 * keeps getting pushes and the storyteller keeps working. Nothing a fuzzing client receives names
 * the hidden NPC.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/ipc/result';
import { ClientFrameSchema, MAX_PLAYER_FRAME_BYTES } from '../../../shared/player/protocol';
import { METHOD_NAMES } from '../../../shared/ipc/names';
import { createHandlers } from '../../../main/core/handlers';
import { createDispatch } from '../../../main/core/rpc/dispatch';
import { makeTestContext, type TestContext } from '../../helpers/app-context';
import { openPlayer, rawUpgrade, socketUrl, type PlayerClient } from '../../helpers/player-client';

let ctx: TestContext;
let call: <T>(method: string, input?: unknown) => Promise<T>;
let link: string;
let combatId: string;
let hiddenId: string;
const HIDDEN_NAME = 'Centurion One';

beforeAll(async () => {
  ctx = makeTestContext({}, { addresses: () => [{ name: 'lo', address: '127.0.0.1', family: 'IPv4', internal: true }] });
  await ctx.campaigns.openAtStartup();
  const run = createDispatch(createHandlers(ctx), ctx.log, { checkOutput: true });
  call = async <T>(method: string, input: unknown = {}): Promise<T> => {
    const r = (await run(method, input)) as Result<T>;
    if (!r.ok) throw new Error(`${method}: ${r.error.message}`);
    return r.value;
  };
  ({ combatId } = await call<{ combatId: string }>('combat.create', { name: 'Fuzzed' }));
  await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
  await call('combat.addCharacter', { combatId, characterId: 'npc-centurion-1', team: 2, weapon: 'Pistol' });
  const { view } = await call<{ view: { combatants: { id: string; name: string; characterId: string | null; privacy?: { hidden?: boolean } }[] } }>('combat.current', { combatId });
  const npc = view.combatants.find((c) => c.characterId === 'npc-centurion-1')!;
  expect(npc.name).toBe(HIDDEN_NAME);
  expect(npc.privacy?.hidden).toBe(true);
  hiddenId = npc.id;
  ({ url: link } = await call<{ url: string }>('players.openScreen'));
});

afterAll(async () => {
  await ctx.players.listeners.closeAll();
  await ctx.campaigns.close();
});

/** Frames a player might send, and many it must not: storyteller calls, junk, oversize. */
const frameArb = fc.oneof(
  fc.constantFrom(...METHOD_NAMES).map((method) => JSON.stringify({ type: method, combatId: 'x' })),
  fc.constantFrom(...METHOD_NAMES).map((method) => JSON.stringify({ method, input: {} })),
  fc.json(),
  fc.string({ maxLength: 200 }),
  fc.record({ type: fc.constantFrom('name', 'roll', 'ping', 'hello', 'view'), name: fc.string(), requestId: fc.string(), extra: fc.anything() }, { requiredKeys: ['type'] }).map((o) => JSON.stringify(o)),
  fc.integer({ min: MAX_PLAYER_FRAME_BYTES + 1, max: MAX_PLAYER_FRAME_BYTES * 4 }).map((n) => JSON.stringify({ type: 'name', name: 'x'.repeat(n) })),
);

function valid(text: string): boolean {
  if (Buffer.byteLength(text) > MAX_PLAYER_FRAME_BYTES) return false;
  try {
    return ClientFrameSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** Waits for the socket to close, or `ms` to pass with it open (then null). */
function closedWithin(p: PlayerClient, ms: number): Promise<number | null> {
  return Promise.race([p.closed.then((c) => c.code), new Promise<null>((r) => setTimeout(() => r(null), ms))]);
}

describe('player listener fuzz', () => {
  it('refuses random tokens with a bare 401', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (token) => {
        const r = await rawUpgrade(socketUrl(link, token));
        expect(r.status).toBe(401);
        expect(r.body).toBe('');
      }),
      { numRuns: 40, seed: 21 },
    );
  });

  it('random frames close only their own connection; a good player and the storyteller go on, and nothing hidden is sent', async () => {
    const watcher = await openPlayer(socketUrl(link));
    await watcher.next('hello');
    const received: string[] = [];
    let step = 0;
    await fc.assert(
      fc.asyncProperty(frameArb, async (text) => {
        const p = await openPlayer(socketUrl(link));
        await p.next('hello');
        p.send(text);
        const code = await closedWithin(p, valid(text) ? 150 : 3000);
        received.push(...p.raw);
        if (valid(text)) expect(code).toBeNull();
        else expect([1008, 1009]).toContain(code);
        p.ws.terminate();
        // The storyteller's step goes through and reaches the good player.
        const mark = watcher.raw.length;
        step += 1;
        await call('combat.step', { combatId, action: { kind: 'command', command: { type: 'note.set', combatantId: hiddenId, note: `step ${step}` } } });
        await watcher.next('view', mark);
      }),
      { numRuns: 60, seed: 2121 },
    );
    received.push(...watcher.raw);
    const all = received.join('\n');
    expect(all).not.toContain(HIDDEN_NAME);
    expect(all).not.toContain(hiddenId);
    expect(all).not.toContain('npc-centurion-1');
    const { view } = await call<{ view: { combatants: unknown[] } }>('combat.current', { combatId });
    expect(view.combatants).toHaveLength(2);
    watcher.ws.terminate();
  }, 120_000);
});
