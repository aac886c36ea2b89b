// @vitest-environment jsdom
/**
 * Issue 42: a personal link's part of the player page, with a fake socket: "your turn" for a
 * screen reader, the declare form reached by its labels (keyboard and screen reader alike), the
 * frame it sends (the row key, never an id; the fight version), the answers shown with their
 * reason, and a declaration in flight across a reconnect: sent again with the same id, once.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayMe } from '../../../shared/player/play-protocol';
import { FakeSocket } from '../../helpers/fake-socket';
import { declaringView, usePlayerPage } from '../../helpers/player-page';

const me = (patch: Partial<PlayMe> = {}): PlayMe => ({
  label: 'Kim', characters: ['Alice'], claimable: [], claimPending: false, version: 7, phase: 'declaring', yourTurn: true,
  waiting: ['Alice', 'Bram'],
  combatants: [{
    key: 'ka', name: 'Alice', weapon: 'Pistol', stance: 'normal', luckPoints: 2, luckUsed: 0, declared: null,
    actions: [{ id: 'attack', label: 'Attack' }, { id: 'aim', label: 'Aim' }, { id: 'pass', label: 'Pass' }],
    stances: [{ id: 'normal', label: 'Normal' }, { id: 'cover', label: 'Cover' }],
    luckOptions: [{ id: 'attack:bonus', label: 'Attack +3 dice' }], rangeBands: [], tasks: null,
    targets: [{ key: 'ka', name: 'Alice', team: 1, own: true, chart: null }, { key: 'kn', name: 'NPC 1', team: 2, own: false, chart: null }],
    vehicles: [],
  }],
  charts: [],
  ...patch,
});

const view = declaringView;

const { renderPage, send } = usePlayerPage();
afterEach(() => vi.useRealTimers());
const sentDeclares = (s: FakeSocket) => s.sent.filter((f) => (f as { type: string }).type === 'declare') as { id: string; version: number; declaration: { combatantId: string; action: unknown; luck: unknown } }[];

describe('the player page on a personal link', () => {
  it('declares by its labelled fields, shows the answer and a reason; a declaration in flight goes again once after a reconnect', async () => {
    vi.useFakeTimers();
    renderPage();
    act(() => FakeSocket.last().open());
    send({ type: 'hello', deviceId: 'd1', view, requests: [] });
    send({ type: 'me', me: me() });
    expect(screen.getByTestId('your-turn').textContent).toBe('Your turn to declare.');
    expect(screen.getByTestId('your-turn').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('play-waiting').textContent).toBe('Still to declare: Alice, Bram');
    // Every field has its label; the target list holds only the others the players see.
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'attack' } });
    expect([...(screen.getByLabelText('Target') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['NPC 1']);
    fireEvent.change(screen.getByLabelText(/^Luck/), { target: { value: 'attack:bonus' } });
    const first = FakeSocket.last();
    fireEvent.click(screen.getByRole('button', { name: 'Declare' }));
    const [sent] = sentDeclares(first);
    expect(sent).toMatchObject({ version: 7, declaration: { combatantId: 'ka', action: { kind: 'attack', target: 'kn' }, luck: { roll: 'attack', effect: 'bonus' } } });
    expect(screen.getByTestId('play-sent').dataset.status).toBe('sending');

    // The link drops before the answer; on the new connection the same declaration goes once more.
    act(() => first.drop());
    await act(async () => vi.advanceTimersByTimeAsync(600));
    const second = FakeSocket.last();
    expect(second).not.toBe(first);
    act(() => second.open());
    send({ type: 'hello', deviceId: 'd2', view, requests: [] });
    expect(sentDeclares(second)).toEqual([sent]);
    send({ type: 'declared', declaration: { id: sent!.id, status: 'rejected', reason: 'Behind the crates' } });
    expect(screen.getByTestId('play-sent').dataset.status).toBe('rejected');
    expect(screen.getByTestId('play-sent').textContent).toContain('Behind the crates');
    // Answered: a later reconnect sends nothing again.
    act(() => second.drop());
    await act(async () => vi.advanceTimersByTimeAsync(600));
    act(() => FakeSocket.last().open());
    send({ type: 'hello', deviceId: 'd3', view, requests: [] });
    expect(sentDeclares(FakeSocket.last())).toEqual([]);
  });

  it('shows nothing of it on the shared link, and the own sheet read-only on a personal one', () => {
    renderPage();
    act(() => FakeSocket.last().open());
    send({ type: 'hello', deviceId: 'd1', view, requests: [] });
    expect(screen.queryByTestId('play-panel')).toBeNull();
    send({ type: 'me', me: me({ yourTurn: false, phase: 'acting', waiting: null }) });
    send({ type: 'sheets', sheets: [{ name: 'Alice', attributes: [{ name: 'Reaction', rating: 3 }], skills: [{ name: 'Firearms', rating: 4 }], wounds: [{ severity: 'Light', location: 'Arm', forecast: 'about 3 days (9 in 10 within 5)' }], luck: 2, xp: 5, ledger: [], gear: ['Locket'] }] });
    expect(screen.queryByLabelText('Action')).toBeNull();
    const sheet = screen.getByTestId('play-sheet');
    expect(sheet.textContent).toContain('Firearms 4');
    expect(sheet.textContent).toContain('Light (Arm): heals in about 3 days');
    expect(sheet.querySelectorAll('input, select, button')).toHaveLength(0);
  });
});
