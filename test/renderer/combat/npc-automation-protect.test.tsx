// @vitest-environment jsdom
/**
 * Issue 41, "protect an ally" on the GM screen: an NPC protects a teammate, so its list names
 * only its own team (not the enemies it shoots at); a team is not offered the profile, since a
 * team-wide setting has no ally to name and every change to it was refused ("would protect nobody").
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CombatantView, CombatView } from '../../../shared/core/combat/view';
import { NpcAutomationPanel } from '../../../renderer/features/combat/NpcAutomation';
import type { CombatAction } from '../../../renderer/features/combat/combat-queries';

afterEach(cleanup);

const person = (id: string, team: number, over: Partial<CombatantView> = {}) => ({ id, name: id, kind: 'npc', team, ...over }) as CombatantView;

function view(combatants: CombatantView[]): Pick<CombatView, 'teams' | 'combatants' | 'allowed' | 'phase'> {
  return {
    teams: [{ id: 1, name: 'Crew' }, { id: 2, name: 'Raiders', npcAuto: { mode: 'automatic' } }],
    combatants,
    allowed: { 'npc.setAuto': true, 'npc.autoDeclare': true, 'action.declare': true } as CombatView['allowed'],
    phase: 'declaring',
  };
}

function open(v: ReturnType<typeof view>) {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  render(<NpcAutomationPanel view={v} run={vi.fn(async (_a: CombatAction) => null)} busy={false} />);
  act(() => screen.getByTestId('npc-automation-open').click());
}

const options = (name: string) => [...screen.getByRole('combobox', { name }).querySelectorAll('option')].map((o) => o.textContent);

describe('protect an ally', () => {
  it('lists only the NPC\'s teammates', () => {
    open(view([person('Ada', 1, { kind: 'pc' }), person('Bea', 1, { kind: 'pc' }), person('Rook', 2, { npcAuto: { profile: 'protect', ally: 'Jax' } }), person('Jax', 2), person('Vex', 2)]));
    expect(options('Rook protects')).toEqual(['Choose…', 'Jax', 'Vex']);
  });

  it('keeps an ally already chosen on another team in the list, so the choice still shows', () => {
    open(view([person('Ada', 1, { kind: 'pc' }), person('Rook', 2, { npcAuto: { profile: 'protect', ally: 'Ada' } }), person('Jax', 2)]));
    expect(options('Rook protects')).toEqual(['Choose…', 'Ada', 'Jax']);
    expect((screen.getByRole('combobox', { name: 'Rook protects' }) as HTMLSelectElement).value).toBe('Ada');
  });

  it('is offered per NPC, not per team', () => {
    open(view([person('Ada', 1, { kind: 'pc' }), person('Rook', 2)]));
    expect(options('Raiders behaviour')).not.toContain('Protect an ally');
    expect(within(screen.getByTestId('npc-auto-Rook')).getByRole('combobox', { name: 'Rook behaviour' }).textContent).toContain('Protect an ally');
  });
});
