/**
 * The player page in jsdom over a {@link FakeSocket}: each test gets a fresh link (the shared
 * link's address, a probe that says 401) started before it and stopped after it, with the page
 * unmounted and the device's storage cleared. `renderPage()` mounts the page; `send(frame)` is a
 * frame from the server on the latest socket.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { PlayerLink } from '../../renderer/player/link';
import { PlayerApp } from '../../renderer/player/PlayerApp';
import { FakeSocket } from './fake-socket';

export function usePlayerPage() {
  let link: PlayerLink | undefined;
  beforeEach(() => {
    FakeSocket.all = [];
    localStorage.clear();
    link = new PlayerLink({ url: 'ws://x/play?token=t', Socket: FakeSocket, probe: async () => 401 });
    link.start();
  });
  afterEach(() => {
    cleanup();
    link?.stop();
  });
  const current = () => {
    if (!link) throw new Error('usePlayerPage: no link outside a test');
    return link;
  };
  return {
    link: current,
    renderPage: () => render(<PlayerApp link={current()} />),
    send: (frame: unknown) => act(() => FakeSocket.last().receive(frame)),
  };
}

/** A fight in its declaring phase with no one in it, for the tests of a device's declare form. */
export const declaringView = { version: 1, fight: { name: 'Fight', turn: 1, phase: 'declaring', phaseText: 'Declaring actions', ordered: false, teams: [], combatants: [], log: [] } };
