/** Issue 38 item 3: the window that took a step applies its push only (the answer is an ack). */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '../../../renderer/api/client';
import { combatKeys, confirmedVersion, fetchCombatView } from '../../../renderer/features/combat/combat-cache';
import { PUSH_WAIT_MS, stepByPush } from '../../../renderer/features/combat/step-by-push';
import type { CombatView } from '../../../shared/core/combat/view';
import type { CombatUpdate } from '../../../shared/ipc/combat-contract';

const view = (turn: number) => ({ combatId: 'c', turn }) as unknown as CombatView;
const update = (base: number, turn: number): CombatUpdate => ({ combatId: 'c', version: base + 1, base, patch: { fields: { turn } }, log: { keep: 0, add: [] }, lastStep: [] });

/** A client holding version 1 (turn 1); `current` answers `combat.current`, pushes go to its listeners. */
async function setup(current = { view: view(9), version: 9 }) {
  const listeners = new Set<(u: CombatUpdate) => void>();
  const calls: string[] = [];
  const client = {
    hostKind: 'browser',
    on: (_event: string, cb: (u: CombatUpdate) => void) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    call: async (method: string) => {
      calls.push(method);
      if (method === 'combat.current') return current;
      throw new Error(method);
    },
  } as unknown as Client;
  const queryClient = new QueryClient();
  const first = { ...client, call: async () => ({ view: view(1), version: 1 }) } as unknown as Client;
  queryClient.setQueryData(combatKeys.view('c'), await fetchCombatView(first, queryClient, 'c'));
  const push = (u: CombatUpdate) => [...listeners].forEach((l) => l(u));
  return { client, queryClient, calls, push, listeners };
}

const ack = (version: number, base: number) => ({ combatId: 'c', version, base, ack: true as const });

afterEach(() => vi.useRealTimers());

describe('a step answered with an ack', () => {
  it('takes the push that came before the answer, with no other request', async () => {
    const { client, queryClient, calls, push, listeners } = await setup();
    const got = await stepByPush(client, queryClient, 'c', async () => {
      push(update(1, 2));
      return ack(2, 1);
    });
    expect(got.turn).toBe(2);
    expect(confirmedVersion(queryClient, 'c')).toBe(2);
    expect(calls).toEqual([]);
    expect(listeners.size).toBe(0);
  });

  it('waits for a push that comes after the answer', async () => {
    const { client, queryClient, calls, push } = await setup();
    const got = stepByPush(client, queryClient, 'c', async () => {
      setTimeout(() => push(update(1, 2)), 20);
      return ack(2, 1);
    });
    expect((await got).turn).toBe(2);
    expect(calls).toEqual([]);
  });

  it('refetches the view on a gap (a push this window cannot apply)', async () => {
    const { client, queryClient, calls, push } = await setup();
    const got = await stepByPush(client, queryClient, 'c', async () => {
      push(update(5, 7));
      return ack(6, 5);
    });
    expect(got.turn).toBe(9);
    expect(calls).toEqual(['combat.current']);
  });

  it('refetches the view when no push comes in time', async () => {
    vi.useFakeTimers();
    const { client, queryClient, calls } = await setup();
    const got = stepByPush(client, queryClient, 'c', async () => ack(2, 1));
    await vi.advanceTimersByTimeAsync(PUSH_WAIT_MS);
    expect((await got).turn).toBe(9);
    expect(calls).toEqual(['combat.current']);
  });

  it('applies a whole update answered by a host that does not ack', async () => {
    const { client, queryClient, calls } = await setup();
    const got = await stepByPush(client, queryClient, 'c', async () => update(1, 3));
    expect(got.turn).toBe(3);
    expect(calls).toEqual([]);
  });
});
