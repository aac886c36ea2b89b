// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerCombatant, PlayerView } from '../../../shared/player/view-schema';
import { FakeSocket } from '../../helpers/fake-socket';
import { usePlayerPage } from '../../helpers/player-page';

const pc = (key: string, name: string, extra: Partial<PlayerCombatant> = {}): PlayerCombatant => ({
  key, name, kind: 'pc', team: 1, wounds: { display: 'none' }, acted: false, next: false, waiting: false, ...extra,
});

function fight(version: number, patch: Partial<NonNullable<PlayerView['fight']>> = {}): PlayerView {
  return {
    version,
    fight: {
      name: 'Ambush at the docks', turn: 2, phase: 'acting', phaseText: 'Acting', ordered: true,
      teams: [{ id: 1, name: 'Crew' }, { id: 2, name: 'Centurions' }],
      combatants: [
        pc('a', 'Alice', { acted: true, wounds: { display: 'exact', list: [{ severity: 'Serious', location: 'Chest' }], out: false } }),
        pc('b', 'Bram', { next: true, wounds: { display: 'severity', list: ['Light'], out: false } }),
        pc('n1', 'NPC 1', { kind: 'npc', team: 2, wounds: { display: 'status', status: 'badly hurt' } }),
      ],
      log: [{ turn: 2, text: 'Alice shoots NPC 1: a Serious wound.', dice: ['Firearms 5: 8 7 3 → 2 hits'] }],
      ...patch,
    },
  };
}

const { renderPage, send } = usePlayerPage();
afterEach(() => {
  delete window.__fs3PlayerPainted;
});

describe('the player page', () => {
  it('shows the fight as sent: order with who acted and who is next, wounds as given, the log; a later view replaces it at once', async () => {
    renderPage();
    expect(screen.getByTestId('link-banner').textContent).toContain('Connecting');
    act(() => FakeSocket.last().open());
    send({ type: 'hello', deviceId: 'd1', view: fight(3), requests: [] });
    expect(screen.queryByTestId('link-banner')).toBeNull();
    expect(screen.getByTestId('fight-name').textContent).toBe('Ambush at the docks');
    expect(screen.getByTestId('fight-phase').textContent).toBe('Turn 2 · Acting');
    const rows = within(screen.getByTestId('player-order')).getAllByTestId('player-combatant');
    expect(rows.map((r) => r.querySelector('.pc-name')?.textContent)).toEqual(['Alice', 'Bram', 'NPC 1']);
    expect(rows.map((r) => r.dataset.state)).toEqual(['acted', 'next', undefined]);
    expect(rows[1]!.getAttribute('aria-current')).toBe('step');
    expect(rows.map((r) => r.querySelector('[data-testid="player-wounds"]')?.textContent)).toEqual(['Serious (Chest)', 'Light', 'badly hurt']);
    expect(screen.getByTestId('player-next').textContent).toBe('Next to act: Bram');
    expect(screen.getByTestId('player-log').textContent).toContain('Firearms 5: 8 7 3 → 2 hits');
    await vi.waitFor(() => expect(window.__fs3PlayerPainted?.version).toBe(3));

    // Declaring, not ordered: teams, and who still declares; nothing shown for 'none' wounds.
    send({ type: 'view', view: fight(4, { phase: 'declaring', phaseText: 'Declaring', ordered: false, combatants: [pc('a', 'Alice', { waiting: true }), pc('n1', 'NPC 1', { kind: 'npc', team: 2 })] }) });
    expect(screen.getAllByTestId('player-team').map((t) => t.closest('section')?.querySelector('h2')?.textContent)).toEqual(['Crew', 'Centurions']);
    expect(screen.getByTestId('player-waiting').textContent).toBe('Still to declare: Alice');
    expect(screen.queryAllByTestId('player-wounds')).toHaveLength(0);
    await vi.waitFor(() => expect(window.__fs3PlayerPainted?.version).toBe(4));

    // An older view arriving late changes nothing.
    send({ type: 'view', view: fight(2, { name: 'Old fight' }) });
    expect(screen.getByTestId('fight-name').textContent).toBe('Ambush at the docks');

    send({ type: 'view', view: { version: 5, fight: null } });
    expect(screen.getByTestId('fight-name').textContent).toBe('No fight is running');
  });

  it('greys the last view out under "Reconnecting…" while the link is down, and says plainly when the link was revoked', async () => {
    renderPage();
    act(() => FakeSocket.last().open());
    send({ type: 'hello', deviceId: 'd1', view: fight(1), requests: [] });
    expect(screen.getByTestId('player-body').dataset.live).toBe('true');
    act(() => FakeSocket.last().drop());
    expect(screen.getByTestId('link-banner').textContent).toContain('Reconnecting…');
    const body = screen.getByTestId('player-body');
    expect(body.dataset.live).toBe('false');
    expect(body.className).toContain('stale');
    expect(body.getAttribute('aria-busy')).toBe('true');
    // Three refusals before opening, and the listener answers 401: revoked.
    for (let i = 0; i < 3; i++) {
      await act(async () => {
        await vi.waitFor(() => expect(FakeSocket.last().onclose).not.toBeNull(), { timeout: 8000 });
        FakeSocket.last().drop();
      });
    }
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This link no longer works. Ask the storyteller for the new link or QR code.'));
    // Nothing of the last view stays: it can never be brought up to date on this link.
    expect(screen.queryByTestId('player-body')).toBeNull();
    expect(screen.getByTestId('fight-name').textContent).toBe('Player view');
  }, 20_000);

  it('shows a roll request as a card with a big Roll button that sends the roll, and the result when it comes', () => {
    renderPage();
    act(() => FakeSocket.last().open());
    send({ type: 'hello', deviceId: 'd1', view: fight(1), requests: [{ id: 'r1', characterName: 'Alice', ability: 'Firearms', modifierText: '+1', to: 'd1' }] });
    const card = screen.getByTestId('roll-request');
    expect(card.textContent).toContain('Roll for Alice: Firearms +1');
    act(() => within(card).getByRole('button', { name: 'Roll' }).click());
    expect(FakeSocket.last().sent).toContainEqual({ type: 'roll', requestId: 'r1' });
    send({ type: 'requests', requests: [] });
    send({ type: 'rolled', result: { requestId: 'r1', characterName: 'Alice', rolledBy: 'Kim', text: 'Firearms (6 dice): 8 7 7 3 1 1 → Good Success' } });
    expect(screen.queryByTestId('roll-request')).toBeNull();
    expect(screen.getByTestId('roll-results').textContent).toContain('Alice (Kim): Firearms (6 dice): 8 7 7 3 1 1 → Good Success');
  });

  it('keeps the name, theme and large type on the device, dark by default; the name goes to the storyteller', () => {
    renderPage();
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => FakeSocket.last().open());
    send({ type: 'hello', deviceId: 'd1', view: fight(1), requests: [] });
    act(() => screen.getByRole('button', { name: 'Large type' }).click());
    expect(document.documentElement.dataset.large).toBe('1');
    act(() => screen.getByRole('button', { name: 'Light theme' }).click());
    expect(document.documentElement.dataset.theme).toBe('light');
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Kim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(FakeSocket.last().sent).toContainEqual({ type: 'name', name: 'Kim' });
    expect(localStorage.getItem('fs3-player.name')).toBe('Kim');
    expect(localStorage.getItem('fs3-player.theme')).toBe('light');
    expect(localStorage.getItem('fs3-player.large')).toBe('1');
  });
});
