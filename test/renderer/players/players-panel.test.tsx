// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerRollNotices } from '../../../renderer/features/players/PlayerRollNotices';
import { PlayersScreen } from '../../../renderer/features/players/PlayersScreen';
import { qrRuns } from '../../../renderer/features/players/QrCode';
import { sortInterfaces } from '../../../renderer/features/players/ShareSection';
import type { PlayersStatus } from '../../../shared/ipc/players-contract';
import { DEFAULT_PLAYER_PRIVACY, type PlayerPrivacy } from '../../../shared/player/privacy';
import type { EventKey, EventPayload, Method, Transport } from '../../../shared/ipc/types';
import { renderWithClient } from '../../helpers/render-with-client';

const LAN_URL = 'http://192.168.1.20:41234/?t=players-token';

/** The players.* handlers (slice H3) as a small in-memory stand-in, with the pushes main would send. */
function fakePlayers() {
  let status: PlayersStatus = { screen: null, lan: null, devices: [], requests: [], results: [] };
  let privacy: PlayerPrivacy = { ...DEFAULT_PLAYER_PRIVACY };
  const calls: { method: string; input: unknown }[] = [];
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  const emit = <E extends EventKey>(event: E, payload: EventPayload<E>) => listeners.get(event)?.forEach((cb) => cb(payload));
  const character = { id: 'c-alice', kind: 'pc', name: 'Alice', concept: '', attributes: [{ name: 'Reaction', rating: 3 }], actionSkills: [{ name: 'Firearms', rating: 4 }], backgroundSkills: [], languages: [], quirks: [], luckPoints: 0, xp: 0, lastSkillRaiseDate: null, notes: '', npc: null };
  const handlers: Partial<Record<Method, (input: never) => unknown>> = {
    'players.status': () => status,
    'players.interfaces': () => ({ interfaces: [
      { name: 'lo', address: '127.0.0.1', family: 'IPv4', internal: true },
      { name: 'wlan0', address: 'fe80::1', family: 'IPv6', internal: false },
      { name: 'wlan0', address: '192.168.1.20', family: 'IPv4', internal: false },
    ] }),
    'players.openScreen': () => ({ url: 'http://127.0.0.1:40000/?t=screen', opened: false }),
    'players.share': (input: { address: string }) => (status = { ...status, lan: { url: LAN_URL, address: input.address, port: 41234 } }),
    'players.stopSharing': () => (status = { ...status, lan: null, devices: status.devices.filter((d) => d.channel !== 'lan') }),
    'players.newLink': () => (status = { ...status, lan: status.lan && { ...status.lan, url: `${LAN_URL}2` }, devices: [] }),
    'players.disconnect': (input: { deviceId: string }) => (status = { ...status, devices: status.devices.filter((d) => d.id !== input.deviceId) }),
    'players.requestRoll': (input: { characterId: string; ability: string; modifier: number; to: string | null }) => {
      const request = { id: 'r1', characterName: 'Alice', ability: input.ability, modifierText: `+${input.modifier}`, to: input.to };
      status = { ...status, requests: [...status.requests, request] };
      emit('players.changed', status);
      return { request };
    },
    'players.cancelRoll': (input: { requestId: string }) => (status = { ...status, requests: status.requests.filter((r) => r.id !== input.requestId) }),
    'players.privacy': () => privacy,
    'players.setPrivacy': (input: PlayerPrivacy) => (privacy = input),
    'players.preview': () => ({ version: 1, fight: null }),
    'character.list': () => ({ characters: [{ id: 'c-alice', kind: 'pc', name: 'Alice', concept: '' }] }),
    'character.get': () => ({ character, wounds: [] }),
  };
  const transport: Transport = {
    call: async (method, input) => {
      calls.push({ method, input });
      const handler = handlers[method];
      if (!handler) return { ok: false, error: { code: 'internal', message: `no fake for ${method}` } } as never;
      return { ok: true, value: handler(input as never) } as never;
    },
    on: (event, cb) => {
      const set = listeners.get(event) ?? new Set();
      set.add(cb as (p: unknown) => void);
      listeners.set(event, set);
      return () => set.delete(cb as (p: unknown) => void);
    },
  };
  return { transport, calls, emit, status: () => status, privacy: () => privacy, setStatus: (s: PlayersStatus) => (status = s) };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the Players panel', () => {
  it('opens the player screen in a new tab (no opener) when main could not open a window', async () => {
    const fake = fakePlayers();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithClient(<PlayersScreen />, fake.transport);
    fireEvent.click(screen.getByRole('button', { name: 'Open player screen' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://127.0.0.1:40000/?t=screen', '_blank', 'noopener'));
  });

  it('shares on the chosen network (a reachable IPv4 first), shows the link, a QR code and connected devices; revokes and stops', async () => {
    const fake = fakePlayers();
    renderWithClient(<PlayersScreen />, fake.transport);
    const section = (await screen.findByRole('heading', { name: 'Share with players’ devices' })).closest('section')!;
    expect(within(section).getByText(/Anyone on this network who has the link/)).toBeTruthy();
    // Off by default: nothing listens until the storyteller asks.
    expect(fake.calls.some((c) => c.method === 'players.share')).toBe(false);
    fireEvent.click(within(section).getByLabelText('Share the player view on the network'));
    const select = (await within(section).findByLabelText('Network')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('192.168.1.20'));
    fireEvent.click(within(section).getByRole('button', { name: 'Start sharing' }));
    await waitFor(() => expect((within(section).getByTestId('share-url') as HTMLInputElement).value).toBe(LAN_URL));
    expect(fake.calls.find((c) => c.method === 'players.share')?.input).toEqual({ address: '192.168.1.20' });
    const qr = within(section).getByTestId('qr-code');
    expect(qr.querySelectorAll('rect').length).toBeGreaterThan(50);
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(200);

    // A device connects: the push shows it without a reload.
    fake.emit('players.changed', { ...fake.status(), devices: [{ id: 'd1', name: 'Kim’s phone', address: '192.168.1.23', channel: 'lan', connectedAt: '2026-11-25T01:00:00.000Z' }] });
    const row = await within(section).findByTestId('device-row');
    expect(row.textContent).toContain('Kim’s phone');
    expect(row.textContent).toContain('192.168.1.23');
    fake.setStatus({ ...fake.status(), devices: [{ id: 'd1', name: 'Kim’s phone', address: '192.168.1.23', channel: 'lan', connectedAt: '2026-11-25T01:00:00.000Z' }] });
    fireEvent.click(within(row).getByRole('button', { name: 'Disconnect Kim’s phone' }));
    await waitFor(() => expect(within(section).queryByTestId('device-row')).toBeNull());
    expect(fake.calls.find((c) => c.method === 'players.disconnect')?.input).toEqual({ deviceId: 'd1' });

    fireEvent.click(within(section).getByRole('button', { name: 'New link (revokes the old one)' }));
    await waitFor(() => expect((within(section).getByTestId('share-url') as HTMLInputElement).value).toBe(`${LAN_URL}2`));
    fireEvent.click(within(section).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(within(section).queryByTestId('share-on')).toBeNull());
  });

  it('saves each privacy choice for the campaign', async () => {
    const fake = fakePlayers();
    renderWithClient(<PlayersScreen />, fake.transport);
    const npcWounds = (await screen.findByRole('group', { name: 'NPC wounds' }));
    expect((within(npcWounds).getByLabelText('Nothing') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(npcWounds).getByLabelText('One word: hurt, badly hurt, out'));
    await waitFor(() => expect(fake.privacy().npcWounds).toBe('status'));
    fireEvent.click(screen.getByLabelText('NPCs join fights hidden'));
    await waitFor(() => expect(fake.privacy()).toEqual({ ...DEFAULT_PLAYER_PRIVACY, npcWounds: 'status', npcsJoinHidden: false }));
    fireEvent.click(within(screen.getByRole('group', { name: 'NPC names' })).getByLabelText('Their names in the fight'));
    await waitFor(() => expect(fake.privacy().npcNames).toBe('real'));
  });

  it('asks for a roll of an ability from the character’s sheet, lists it with Cancel, and shows a result as a notice', async () => {
    const fake = fakePlayers();
    renderWithClient(<><PlayersScreen /><PlayerRollNotices /></>, fake.transport);
    const section = (await screen.findByRole('heading', { name: 'Ask for a roll' })).closest('section')!;
    const ability = within(section).getByLabelText('Ability') as HTMLSelectElement;
    await waitFor(() => expect([...ability.options].map((o) => o.value)).toEqual(['Reaction', 'Firearms']));
    fireEvent.change(ability, { target: { value: 'Firearms' } });
    fireEvent.change(within(section).getByLabelText('Modifier'), { target: { value: '1' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fake.calls.find((c) => c.method === 'players.requestRoll')?.input).toEqual({ characterId: 'c-alice', ability: 'Firearms', modifier: 1, to: null }));
    const pending = await within(section).findByTestId('pending-roll');
    expect(pending.textContent).toContain('Alice: Firearms +1');
    fireEvent.click(within(pending).getByRole('button', { name: 'Cancel the roll of Alice' }));
    await waitFor(() => expect(within(section).queryByTestId('pending-roll')).toBeNull());

    const result = { requestId: 'r1', characterName: 'Alice', rolledBy: 'Kim’s phone', text: 'Firearms (6 dice): 8 7 7 3 1 1 → Good Success' };
    fake.emit('players.rolled', { result, entry: { id: 1, characterId: 'c-alice', characterName: 'Alice', roll: {} as never, inGameDate: null as never, recordedAt: '2026-11-25T01:00:00.000Z' } });
    const notice = await screen.findByTestId('player-roll-notice');
    expect(notice.textContent).toContain('Kim’s phone rolled for Alice: Firearms (6 dice): 8 7 7 3 1 1 → Good Success');
  });

  it('says so when the player view is not available', async () => {
    const fake = fakePlayers();
    const call = fake.transport.call;
    fake.transport.call = (async (method: Method, input: unknown) =>
      method.startsWith('players.') ? { ok: false, error: { code: 'players/unavailable', message: 'The player view is not available yet.' } } : call(method as never, input as never)) as Transport['call'];
    renderWithClient(<PlayersScreen />, fake.transport);
    expect((await screen.findByTestId('players-error')).textContent).toBe('The player view is not available yet.');
  });
});

describe('Players panel helpers', () => {
  it('lists network interfaces a phone can reach first, IPv4 before IPv6, loopback last', () => {
    const list = sortInterfaces([
      { name: 'lo', address: '127.0.0.1', family: 'IPv4', internal: true },
      { name: 'eth0', address: 'fe80::2', family: 'IPv6', internal: false },
      { name: 'eth0', address: '10.0.0.2', family: 'IPv4', internal: false },
    ]);
    expect(list.map((i) => i.address)).toEqual(['10.0.0.2', 'fe80::2', '127.0.0.1']);
  });

  it('draws the QR code with a four-module quiet zone around its finder patterns', () => {
    const { size, runs } = qrRuns(LAN_URL);
    // Version 3 or so for this link: 29 modules + 8 of quiet zone.
    expect(size).toBeGreaterThanOrEqual(29 + 8);
    expect(Math.min(...runs.map((r) => r.x))).toBe(4);
    expect(Math.min(...runs.map((r) => r.y))).toBe(4);
    expect(Math.max(...runs.map((r) => r.x + r.w))).toBe(size - 4);
    // The top-left finder pattern: a 7-module dark run on the first row.
    expect(runs.find((r) => r.y === 4 && r.x === 4)?.w).toBe(7);
  });
});
