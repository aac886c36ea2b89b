// @vitest-environment jsdom
/**
 * Issue 38 item 1: a folded step (a very large step as its update carries it: heads, no dice)
 * shows its heads and a button that reads the whole step from the log and puts it in the folded
 * one's place; a page of another version (a step taken meanwhile) makes the log refetch instead.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientContext, type Client } from '../../../renderer/api/client';
import { LogStep } from '../../../renderer/features/combat/LogStep';
import { UnfoldProvider } from '../../../renderer/features/combat/folded-step';
import { combatKeys, type CombatLogData } from '../../../renderer/features/combat/combat-cache';
import type { CombatLogStep } from '../../../shared/ipc/combat-contract';

afterEach(cleanup);

const FOLDED: CombatLogStep = { step: 3, turn: 1, lines: ['Ann attacks Bob.', 'Bob attacks Ann.'], folded: true };
const WHOLE: CombatLogStep = { step: 3, turn: 1, lines: ['Ann attacks Bob.', '  Ann [6 5] = 2 hits', 'Bob attacks Ann.', '  Bob [1] = 0 hits'] };

function setup(pageVersion: number) {
  const queryClient = new QueryClient();
  const key = combatKeys.log('c');
  queryClient.setQueryData<CombatLogData>(key, { steps: [{ step: 2, turn: 1, lines: ['Initiative.'] }, FOLDED], version: 7 });
  const call = vi.fn(async () => ({ steps: [WHOLE], version: pageVersion, total: 3 }));
  const client = { call, on: () => () => {}, hostKind: 'browser' } as unknown as Client;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient}>
        <UnfoldProvider combatId="c">{children}</UnfoldProvider>
      </QueryClientProvider>
    </ClientContext.Provider>
  );
  render(<LogStep step={FOLDED} />, { wrapper });
  return { queryClient, key, call };
}

describe('a folded log step', () => {
  it('shows its heads and puts the whole step from the log in its place', async () => {
    const { queryClient, key, call } = setup(7);
    expect(screen.getByText('Ann attacks Bob.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the dice of step 3' }));
    await waitFor(() => expect(queryClient.getQueryData<CombatLogData>(key)!.steps[1]).toEqual(WHOLE));
    expect(call).toHaveBeenCalledWith('combat.log', { combatId: 'c', before: 4, limit: 1 });
    expect(queryClient.getQueryData<CombatLogData>(key)!.steps[0]!.lines).toEqual(['Initiative.']);
  });

  it('refetches the log when the page is of another version', async () => {
    const { queryClient, key } = setup(8);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Show the dice of step 3' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: key }));
    expect(queryClient.getQueryData<CombatLogData>(key)!.steps[1]).toEqual(FOLDED);
  });
});
