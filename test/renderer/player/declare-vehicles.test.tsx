// @vitest-environment jsdom
/**
 * Issue 42 (follow-up): the device's declare form targets vehicles (and the crew in them) and makes
 * called shots, by labelled fields (keyboard and screen reader alike): the locations of the chosen
 * target's chart, the odds question the GM screen would ask for the same choices, and the frame
 * sent (row keys only).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayMe } from '../../../shared/player/play-protocol';
import { FakeSocket } from '../../helpers/fake-socket';
import { declaringView, usePlayerPage } from '../../helpers/player-page';

const me: PlayMe = {
  label: 'Kim', characters: ['Alice'], claimable: [], claimPending: false, version: 3, phase: 'declaring', yourTurn: true, waiting: null,
  combatants: [{
    key: 'ka', name: 'Alice', weapon: 'Rifle', stance: 'normal', luckPoints: 1, luckUsed: 0, declared: null,
    actions: [{ id: 'attack', label: 'Attack' }, { id: 'suppress', label: 'Suppress' }, { id: 'aim', label: 'Aim' }, { id: 'pass', label: 'Pass' }],
    stances: [{ id: 'normal', label: 'Normal' }, { id: 'cover', label: 'Cover' }],
    luckOptions: [], rangeBands: [{ id: 'short', label: 'Short' }], tasks: null,
    targets: [
      { key: 'ka', name: 'Alice', team: 1, own: true, chart: 0 },
      { key: 'kn', name: 'NPC 1', team: 2, own: false, chart: 0, aboard: 'Viper' },
      { key: 'kb', name: 'NPC 2', team: 2, own: false, chart: null },
    ],
    vehicles: [{ key: 'kv', name: 'Viper', chart: 1 }],
  }],
  charts: [['Head', 'Chest'], ['Cockpit', 'Engine']],
};
const view = declaringView;

const { renderPage, send } = usePlayerPage();
const sentOf = <T,>(type: string) => FakeSocket.last().sent.filter((f) => (f as { type: string }).type === type) as T[];
const options = (label: string | RegExp) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);

describe('the device declares at vehicles and makes called shots', () => {
  it('offers the crew as aboard, the vehicles apart, and the called-shot locations of the chosen target\'s chart', () => {
    renderPage();
    act(() => FakeSocket.last().open());
    send({ type: 'hello', deviceId: 'd1', view, requests: [] });
    send({ type: 'me', me });
    expect(options('Target')).toEqual(['NPC 1 (in the Viper)', 'NPC 2', 'Viper (vehicle)']);
    expect(screen.getByRole('group', { name: 'Vehicles' })).toBeTruthy();
    expect(options('Called shot')).toEqual(['Centre of mass', 'Head', 'Chest']);
    fireEvent.change(screen.getByLabelText('Target'), { target: { value: 'kv' } });
    expect(options('Called shot')).toEqual(['Centre of mass', 'Cockpit', 'Engine']);
    fireEvent.change(screen.getByLabelText('Called shot'), { target: { value: 'Cockpit' } });
    fireEvent.change(screen.getByLabelText('Stance'), { target: { value: 'cover' } });
    // The odds asked as the GM screen asks them: the location, the stance chosen.
    expect(sentOf<Record<string, unknown>>('odds').at(-1)).toMatchObject({ combatant: 'ka', target: 'kv', action: 'attack', location: 'Cockpit', stance: 'cover' });
    fireEvent.click(screen.getByRole('button', { name: 'Declare' }));
    expect(sentOf<{ declaration: unknown }>('declare').at(-1)!.declaration).toEqual({
      combatantId: 'ka', action: { kind: 'attack', target: 'kv', location: 'Cockpit' }, luck: null, stance: 'cover',
    });
    expect(screen.getByTestId('play-sent').textContent).toContain('Alice: attack at the Viper (Cockpit)');
    // No chart at this target: no called shot, and none sent.
    fireEvent.change(screen.getByLabelText('Target'), { target: { value: 'kb' } });
    expect(screen.queryByLabelText('Called shot')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Declare' }));
    expect(sentOf<{ declaration: { action: unknown } }>('declare').at(-1)!.declaration.action).toEqual({ kind: 'attack', target: 'kb' });
    // Only the fight version moved (the app sends no whole picture): the next declaration is made against it.
    send({ type: 'meVersion', version: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Declare' }));
    expect(sentOf<{ version: number }>('declare').at(-1)!.version).toBe(4);
  });

  it('aims at a vehicle, and suppresses only people', () => {
    renderPage();
    act(() => FakeSocket.last().open());
    send({ type: 'hello', deviceId: 'd1', view, requests: [] });
    send({ type: 'me', me });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'aim' } });
    expect(options('Target')).toContain('Viper (vehicle)');
    expect(screen.queryByLabelText('Called shot')).toBeNull();
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'suppress' } });
    expect(options('Target')).toEqual(['NPC 1 (in the Viper)', 'NPC 2']);
  });
});
