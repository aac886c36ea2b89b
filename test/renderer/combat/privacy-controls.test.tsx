// @vitest-environment jsdom
/**
 * Issue 21 on the GM screen, over the real handlers in process: NPCs join hidden (badge, dimmed
 * row), the row's eye reveals one (keyboard reachable, a step Undo takes back), "Reveal all hidden
 * (N)" reveals the rest in one step, and the "Player view" editor sends one step per change.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CombatantView, CombatView } from '../../../shared/core/combat/view';
import type { Transport } from '../../../shared/ipc/types';
import { App } from '../../../renderer/app/App';
import { PlayerViewEditor } from '../../../renderer/features/combat/PrivacyControls';
import type { CombatAction } from '../../../renderer/features/combat/combat-queries';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

async function call<T>(transport: Transport, method: string, input: unknown): Promise<T> {
  const r = await transport.call(method as never, input as never);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as T;
}

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

const row = (name: string) => screen.getByTestId(`combatant-${name}`);

describe('hiding and revealing on the GM screen', () => {
  /** A button of the header's "More ▾" menu, opening the menu if a click elsewhere closed it. */
  const moreItem = (name: string): HTMLElement => {
    const toggle = screen.getByTestId('header-more');
    if (toggle.getAttribute('aria-expanded') !== 'true') act(() => toggle.click());
    return screen.getByRole('button', { name });
  };

  it('shows who is hidden, reveals one with the eye (undo hides again) and the rest with "Reveal all hidden"', async () => {
    const transport = createInProcessTransport();
    await call(transport, 'campaign.create', { name: 'Test', template: 'sample' });
    const { characters } = await call<{ characters: { id: string }[] }>(transport, 'character.createNpcs', { baseName: 'Centurion', count: 3, defaultRating: 3 });
    const pc = await call<{ id: string }>(transport, 'character.create', { name: 'Okafor', kind: 'pc' });
    const { combatId } = await call<CombatView>(transport, 'combat.create', { name: 'Ford' });
    for (const c of characters) await call(transport, 'combat.addCharacter', { combatId, characterId: c.id, team: 2, weapon: 'Pistol' });
    await call(transport, 'combat.addCharacter', { combatId, characterId: pc.id, team: 1, weapon: 'Pistol' });

    window.location.hash = `#/combat/${combatId}`;
    renderWithClient(<App />, transport);
    await waitFor(() => expect(screen.getByTestId('combat-state').textContent).toContain('4 combatants'), { timeout: 10_000 });
    expect(row('Centurion 1').className).toContain('is-hidden');
    expect(within(row('Centurion 1')).getByText('Hidden')).toBeTruthy();
    expect(row('Okafor').className).not.toContain('is-hidden');
    expect(within(row('Okafor')).queryByText('Hidden')).toBeNull();
    expect(moreItem('Reveal all hidden (3)')).toBeTruthy();

    // The eye is a button in the row's tab order; Enter/Space on a button is a click.
    const eye = within(row('Centurion 2')).getByRole('button', { name: 'Reveal Centurion 2 to players' });
    eye.focus();
    expect(document.activeElement).toBe(eye);
    act(() => eye.click());
    await waitFor(() => expect(row('Centurion 2').className).not.toContain('is-hidden'));
    expect(within(row('Centurion 2')).getByRole('button', { name: 'Hide Centurion 2 from players' })).toBeTruthy();
    expect(moreItem('Reveal all hidden (2)')).toBeTruthy();
    const log = await call<{ steps: { lines: string[] }[] }>(transport, 'combat.log', { combatId });
    expect(log.steps.at(-1)!.lines).toEqual(['Storyteller reveals Centurion 2 to the players.']);

    act(() => screen.getByRole('button', { name: '↶ Undo' }).click());
    await waitFor(() => expect(row('Centurion 2').className).toContain('is-hidden'));
    expect(moreItem('Reveal all hidden (3)')).toBeTruthy();

    const before = (await call<CombatView>(transport, 'combat.get', { combatId })).history.position;
    act(() => moreItem('Reveal all hidden (3)').click());
    // Gone from the header altogether, not only out of sight in a closed menu.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Reveal all hidden/, hidden: true })).toBeNull());
    expect(screen.queryAllByText('Hidden')).toHaveLength(0);
    const after = await call<CombatView>(transport, 'combat.get', { combatId });
    expect(after.history.position).toBe(before + 1);
    expect(after.combatants.every((c) => c.privacy?.hidden !== true)).toBe(true);

    // Hiding a PC by hand works too.
    act(() => within(row('Okafor')).getByRole('button', { name: 'Hide Okafor from players' }).click());
    await waitFor(() => expect(row('Okafor').className).toContain('is-hidden'));

    // The selection bar hides the selected who are visible, in one step.
    fireEvent.click(within(row('Centurion 1')).getByRole('checkbox', { name: 'Select Centurion 1' }));
    fireEvent.click(within(row('Okafor')).getByRole('checkbox', { name: 'Select Okafor' }));
    const bar = await screen.findByTestId('selection-bar');
    expect((within(bar).getByRole('button', { name: 'Reveal 1 to players' }) as HTMLButtonElement).disabled).toBe(false);
    const position = (await call<CombatView>(transport, 'combat.get', { combatId })).history.position;
    act(() => within(bar).getByRole('button', { name: 'Hide 1 from players' }).click());
    await waitFor(() => expect(row('Centurion 1').className).toContain('is-hidden'));
    expect((await call<CombatView>(transport, 'combat.get', { combatId })).history.position).toBe(position + 1);
    await waitFor(() => expect((within(bar).getByRole('button', { name: 'Hide 0 from players' }) as HTMLButtonElement).disabled).toBe(true));
  });
});

describe('PlayerViewEditor', () => {
  const C3 = { id: 'c3', name: 'Centurion Three', privacy: { hidden: true, wounds: 'status' } } as unknown as CombatantView;

  it('sends one privacy.set per change: hidden, a public name (trimmed) and clearing it, wounds and rolls or back to the campaign default', () => {
    const sent: CombatAction[] = [];
    const run = async (a: CombatAction) => {
      sent.push(a);
    };
    const { rerender } = render(<PlayerViewEditor c={C3} run={run} busy={false} allowed />);
    expect((screen.getByRole('checkbox', { name: 'Hidden from players' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Wounds shown to players' }) as HTMLSelectElement).value).toBe('status');
    expect((screen.getByRole('combobox', { name: 'Rolls shown to players' }) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('button', { name: 'Set' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Hidden from players' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Player name' }), { target: { value: '  Centurion ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Wounds shown to players' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Rolls shown to players' }), { target: { value: 'shown' } });
    // Main's answer: the name is set; the field follows it and offers Clear.
    rerender(<PlayerViewEditor c={{ ...C3, privacy: { hidden: true, publicName: 'Centurion' } }} run={run} busy={false} allowed />);
    expect((screen.getByRole('textbox', { name: 'Player name' }) as HTMLInputElement).value).toBe('Centurion');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const commands = sent.map((a) => (a.kind === 'command' ? a.command : null));
    expect(commands).toEqual([
      { type: 'privacy.set', combatantIds: ['c3'], change: { hidden: false } },
      { type: 'privacy.set', combatantIds: ['c3'], change: { publicName: 'Centurion' } },
      { type: 'privacy.set', combatantIds: ['c3'], change: { wounds: null } },
      { type: 'privacy.set', combatantIds: ['c3'], change: { rolls: 'shown' } },
      { type: 'privacy.set', combatantIds: ['c3'], change: { publicName: null } },
    ]);
  });

  it('is disabled when the fight takes no such step (ended)', () => {
    render(<PlayerViewEditor c={C3} run={async () => undefined} busy={false} allowed={false} />);
    expect((screen.getByRole('checkbox', { name: 'Hidden from players' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Rolls shown to players' }) as HTMLSelectElement).disabled).toBe(true);
  });
});
