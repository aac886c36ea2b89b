/**
 * Issue 38: a step that changes a combat's phase or turn refetches the combat list once. The window's
 * own listener and the step's (step-by-push.ts) both apply the same update; the second used to
 * invalidate the list again, cancelling the first request to send it anew.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { applyCombatUpdate, combatKeys, forgetCombats } from '../../../renderer/features/combat/combat-cache';
import type { CombatUpdate } from '../../../shared/ipc/combat-contract';

const update = (version: number, fields: Record<string, unknown>): CombatUpdate => ({ combatId: 'c', version, base: version - 1, patch: { fields }, log: { keep: 0, add: [] }, lastStep: [] }) as CombatUpdate;

function listRefetches(queryClient: QueryClient) {
  const spy = vi.spyOn(queryClient, 'invalidateQueries');
  return () => spy.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === combatKeys.list[0]).length;
}

describe('the combat list after a step (issue 38)', () => {
  it('is refetched once per update that changes a phase or turn, however many listeners apply it', () => {
    const queryClient = new QueryClient();
    const count = listRefetches(queryClient);
    const turned = update(5, { turn: 2 });
    applyCombatUpdate(queryClient, turned);
    applyCombatUpdate(queryClient, turned);
    expect(count()).toBe(1);
    // A step that changes neither leaves the list alone; the next turn refetches it again.
    applyCombatUpdate(queryClient, update(6, { round: 1 }));
    expect(count()).toBe(1);
    applyCombatUpdate(queryClient, update(7, { phase: 'resolving' }));
    applyCombatUpdate(queryClient, update(7, { phase: 'resolving' }));
    expect(count()).toBe(2);
  });

  it('starts over for another campaign (its fights may carry lower versions)', () => {
    const queryClient = new QueryClient();
    const count = listRefetches(queryClient);
    applyCombatUpdate(queryClient, update(9, { turn: 3 }));
    forgetCombats(queryClient);
    const before = count();
    applyCombatUpdate(queryClient, update(4, { turn: 1 }));
    expect(count()).toBe(before + 1);
  });
});
