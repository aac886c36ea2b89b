// @vitest-environment jsdom
/**
 * Issue 41 on the GM screen: the NPC automation dialog sends one `npc.setAuto` step per change
 * (a team's mode, an NPC's own mode and profile, protect with an ally), "Auto-declare NPCs" sends
 * `npc.autoDeclare` only when the machine takes it, and a suggestion is accepted as declared.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CombatantView, CombatView } from '../../../shared/core/combat/view';
import { AutoDeclareButton, NpcAutomationPanel, SuggestionLine } from '../../../renderer/features/combat/NpcAutomation';
import type { CombatAction } from '../../../renderer/features/combat/combat-queries';

afterEach(cleanup);

const person = (id: string, team: number, over: Partial<CombatantView> = {}) => ({ id, name: id, kind: 'npc', team, ...over }) as CombatantView;

function view(over: Partial<CombatView> = {}): Pick<CombatView, 'teams' | 'combatants' | 'allowed' | 'phase'> {
  return {
    teams: [{ id: 1, name: 'Crew' }, { id: 2, name: 'Raiders', npcAuto: { mode: 'automatic' } }],
    combatants: [person('Ada', 1, { kind: 'pc' }), person('Rook', 2), person('Jax', 2, { npcAuto: { mode: 'suggest' } })],
    allowed: { 'npc.setAuto': true, 'npc.autoDeclare': true, 'action.declare': true } as CombatView['allowed'],
    phase: 'declaring',
    ...over,
  };
}

describe('NPC automation on the GM screen', () => {
  it('each change is one npc.setAuto step; an NPC shows its team\'s setting until it has its own', async () => {
    // jsdom has no modal dialogs: opening one shows it in place.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    const run = vi.fn(async (_a: CombatAction) => null);
    render(<NpcAutomationPanel view={view()} run={run} busy={false} />);
    act(() => screen.getByTestId('npc-automation-open').click());
    const rook = screen.getByTestId('npc-auto-Rook');
    expect(within(rook).getByRole('combobox', { name: 'Rook mode' }).querySelector('option')!.textContent).toBe('Team: Automatic');
    expect(screen.getByText(NPC_SPREAD)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Crew mode' }), { target: { value: 'suggest' } });
    fireEvent.change(within(rook).getByRole('combobox', { name: 'Rook behaviour' }), { target: { value: 'protect' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Jax mode' }), { target: { value: '' } });
    expect(run.mock.calls.map(([a]) => a)).toEqual([
      { kind: 'command', command: { type: 'npc.setAuto', teams: [1], combatantIds: [], change: { mode: 'suggest' } } },
      // Protect needs someone to protect: a teammate is named first, the storyteller may change it.
      { kind: 'command', command: { type: 'npc.setAuto', teams: [], combatantIds: ['Rook'], change: { profile: 'protect', ally: 'Jax' } } },
      { kind: 'command', command: { type: 'npc.setAuto', teams: [], combatantIds: ['Jax'], change: { mode: null } } },
    ]);
  });

  it('Auto-declare NPCs asks the NPCs to act; a suggestion is accepted as it stands', () => {
    const run = vi.fn(async (_a: CombatAction) => null);
    const suggestion = { action: { kind: 'attack' as const, target: 'Ada' }, stance: 'cautious', text: 'attack Ada, in cautious stance' };
    const v = view({ combatants: [person('Ada', 1, { kind: 'pc' }), person('Jax', 2, { npcSuggestion: suggestion })] });
    render(<AutoDeclareButton view={v} run={run} busy={false} />);
    act(() => screen.getByTestId('auto-declare').click());
    act(() => screen.getByRole('button', { name: 'Accept 1 suggestion' }).click());
    expect(run.mock.calls.map(([a]) => a)).toEqual([
      { kind: 'command', command: { type: 'npc.autoDeclare' } },
      { kind: 'command', command: { type: 'action.declare', declarations: [{ combatantId: 'Jax', action: { kind: 'attack', target: 'Ada' }, luck: null, stance: 'cautious' }] } },
    ]);
    cleanup();
    render(<AutoDeclareButton view={view({ allowed: { 'npc.autoDeclare': false } as CombatView['allowed'] })} run={run} busy={false} />);
    expect((screen.getByTestId('auto-declare') as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    render(<SuggestionLine c={v.combatants[1]!} run={run} busy={false} allowed />);
    expect(screen.getByTestId('npc-suggestion').textContent).toContain('Suggested: attack Ada, in cautious stance');
  });
});

const NPC_SPREAD = 'Shoots at the enemy fewest others are already shooting at, so no one is left alone.';
