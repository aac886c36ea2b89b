/** Issue 38: the read-out of the last step renders in the step's own commit, once per update. */
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { applyCombatUpdate } from '../../../renderer/features/combat/combat-cache';
import { LastStepReadOut } from '../../../renderer/features/combat/LastStepReadOut';
import { onLastStep, tellLastStep } from '../../../renderer/features/combat/last-step-store';
import type { CombatUpdate } from '../../../shared/ipc/combat-contract';

const update = (combatId: string, lines: string[]): CombatUpdate => ({ combatId, version: 1, base: 0, patch: { fields: {} }, log: { keep: 0, add: [] }, lastStep: lines });

describe('last-step-store', () => {
  it('tells each update once, to the listeners of its combat, as one sentence', () => {
    const heard: string[] = [];
    const off = onLastStep('a', (t) => heard.push(t));
    const u = update('a', ['- Raider 1 shoots Raider 2.', '  - Raider 2 is hit.']);
    tellLastStep(u);
    tellLastStep(u); // the window's listener and a waiting step both apply the same push
    tellLastStep(update('b', ['- Someone else.']));
    expect(heard).toEqual(['Raider 1 shoots Raider 2. Raider 2 is hit.']);
    off();
    tellLastStep(update('a', ['- After leaving.']));
    expect(heard).toHaveLength(1);
  });

  it('renders the read-out in the commit that applies the update', () => {
    let commits = 0;
    render(
      <Profiler id="read-out" onRender={() => commits++}>
        <LastStepReadOut combatId="c" />
      </Profiler>,
    );
    commits = 0;
    // Nothing cached: the update is not applied, but its line is still read out (as the push listener did).
    act(() => void applyCombatUpdate(new QueryClient(), update('c', ['- Raider 3 aims.'])));
    expect(screen.getByTestId('last-step').textContent).toBe('Raider 3 aims.');
    expect(commits).toBe(1);
  });
});
