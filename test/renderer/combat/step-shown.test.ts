/**
 * Issue 38: a prepared step is shown the moment it is clicked, then confirmed by main. When main
 * commits something else, or refuses, the screen goes back to what it held and refetches; a step
 * clicked meanwhile waits for the answer.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../renderer/api/client';
import { applyCombatUpdate, combatKeys, confirmedVersion, fetchCombatView, showPrepared } from '../../../renderer/features/combat/combat-cache';
import { settled, stepShown } from '../../../renderer/features/combat/step-shown';
import type { CombatView } from '../../../shared/core/combat/view';
import type { CombatUpdate } from '../../../shared/ipc/combat-contract';

const view = (turn: number) => ({ combatId: 'c', turn }) as unknown as CombatView;
const prepared: CombatUpdate = { combatId: 'c', version: 2, base: 1, patch: { fields: { turn: 2 } }, log: { keep: 1, add: [{ step: 2, turn: 2, lines: ['Shown'] }] }, lastStep: [] };
const sent = { action: { kind: 'command' as const, command: { type: 'turn.end' as const } }, version: 1, prepared: 'p1' };

/** A window holding version 1 (turn 1, one log step); `answer` is main's answer to the step. */
async function setup(answer: () => Promise<unknown>) {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const client = {
    hostKind: 'browser',
    on: () => () => undefined,
    call: async (method: string) => {
      calls.push(method);
      await gate;
      return answer();
    },
  } as unknown as Client;
  const queryClient = new QueryClient();
  const first = { ...client, call: async () => ({ view: view(1), version: 1 }) } as unknown as Client;
  queryClient.setQueryData(combatKeys.view('c'), await fetchCombatView(first, queryClient, 'c'));
  queryClient.setQueryData(combatKeys.log('c'), { steps: [{ step: 1, turn: 1, lines: ['First'] }], version: 1, total: 1 });
  return { client, queryClient, calls, release };
}

const shownTurn = (q: QueryClient) => q.getQueryData<CombatView>(combatKeys.view('c'))!.turn;
const shownLog = (q: QueryClient) => q.getQueryData<{ steps: { lines: string[] }[] }>(combatKeys.log('c'))!.steps.map((s) => s.lines[0]);

describe('a prepared step shown at once (issue 38)', () => {
  it('is on screen before main answers, and stays when main committed exactly it', async () => {
    const { client, queryClient, calls, release } = await setup(async () => ({ combatId: 'c', version: 2, base: 1, ack: true, prepared: true }));
    const restore = showPrepared(queryClient, prepared)!;
    const refused: unknown[] = [];
    const got = stepShown(client, queryClient, 'c', sent, restore, (e) => refused.push(e));
    // Shown, and the screen is free for the next click, before any answer.
    expect(got.turn).toBe(2);
    expect(shownTurn(queryClient)).toBe(2);
    expect(shownLog(queryClient)).toEqual(['First', 'Shown']);
    expect(confirmedVersion(queryClient, 'c')).toBe(2);
    release();
    await settled(queryClient, 'c');
    expect(shownTurn(queryClient)).toBe(2);
    expect(calls).toEqual(['combat.step']);
    expect(refused).toEqual([]);
  });

  it('goes back and refetches when main committed something else', async () => {
    const { client, queryClient, release } = await setup(async () => ({ combatId: 'c', version: 2, base: 1, ack: true, prepared: false }));
    const restore = showPrepared(queryClient, prepared)!;
    stepShown(client, queryClient, 'c', sent, restore, () => undefined);
    release();
    await settled(queryClient, 'c');
    expect(confirmedVersion(queryClient, 'c')).toBe(1);
    expect(shownTurn(queryClient)).toBe(1);
    expect(shownLog(queryClient)).toEqual(['First']);
    expect(queryClient.getQueryState(combatKeys.view('c'))!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(combatKeys.log('c'))!.isInvalidated).toBe(true);
  });

  it('goes back and says why when main refuses the step', async () => {
    const { client, queryClient, release } = await setup(async () => {
      throw new Error('Not done: the fight changed since this was asked for');
    });
    const restore = showPrepared(queryClient, prepared)!;
    const refused: unknown[] = [];
    stepShown(client, queryClient, 'c', sent, restore, (e) => refused.push(e));
    release();
    await settled(queryClient, 'c');
    expect(shownTurn(queryClient)).toBe(1);
    expect(String(refused[0])).toMatch(/fight changed/);
  });

  it('a step clicked meanwhile waits for the answer', async () => {
    const { client, queryClient, release } = await setup(async () => ({ combatId: 'c', version: 2, base: 1, ack: true, prepared: true }));
    stepShown(client, queryClient, 'c', sent, showPrepared(queryClient, prepared)!, () => undefined);
    let next = false;
    const waiting = settled(queryClient, 'c').then(() => (next = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(next).toBe(false);
    release();
    await waiting;
    expect(next).toBe(true);
  });

  it('asks for the combat list only once main has committed the step (its push), not when shown', async () => {
    const { queryClient } = await setup(async () => undefined);
    queryClient.setQueryData(combatKeys.list, { combats: [] });
    const starting: CombatUpdate = { ...prepared, patch: { fields: { phase: 'declaring' } } };
    showPrepared(queryClient, starting);
    expect(queryClient.getQueryState(combatKeys.list)!.isInvalidated).toBe(false);
    // The push of the committed step (the same version) asks for it.
    applyCombatUpdate(queryClient, starting);
    expect(queryClient.getQueryState(combatKeys.list)!.isInvalidated).toBe(true);
  });

  it('is not shown on a view it does not apply to', async () => {
    const { queryClient } = await setup(async () => undefined);
    expect(showPrepared(queryClient, { ...prepared, base: 5, version: 6 })).toBeNull();
    expect(shownTurn(queryClient)).toBe(1);
  });
});
