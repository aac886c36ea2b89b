// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEAD_AFTER_MS, PlayerLink, socketUrl } from '../../../renderer/player/link';
import { PLAYER_TICK_MS } from '../../../shared/player/protocol';
import { PLAYER_CLOSE } from '../../../shared/player/close-codes';
import { FakeSocket, hello, view } from '../../helpers/fake-socket';

let link: PlayerLink | null = null;
let probeStatus: number | null = 401;
const probe = vi.fn(async () => probeStatus);

function makeLink(events?: { window: EventTarget; document: EventTarget & { visibilityState: string } }) {
  link = new PlayerLink({ url: 'ws://host:1234/play?token=abc', Socket: FakeSocket, probe, events });
  link.start();
  return link;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  probe.mockClear();
  probeStatus = 401;
});
afterEach(() => {
  link?.stop();
  link = null;
  vi.useRealTimers();
});

describe('the player page link', () => {
  it('puts the token in the socket address of the same host, wss on https', () => {
    expect(socketUrl({ protocol: 'http:', host: '192.168.1.5:8123' }, 'a b')).toBe('ws://192.168.1.5:8123/play?token=a%20b');
    expect(socketUrl({ protocol: 'https:', host: 'x' }, 't')).toBe('wss://x/play?token=t');
  });

  it('is live only after the hello frame; ignores bad frames and views older than the one shown', () => {
    const l = makeLink();
    const s = FakeSocket.last();
    expect(l.getState().status).toBe('connecting');
    s.open();
    expect(l.getState().status).toBe('connecting');
    s.receive(hello(5));
    expect(l.getState()).toMatchObject({ status: 'live', deviceId: 'd1', view: { version: 5 } });
    s.receive('not json');
    s.receive({ type: 'view', view: { version: 'x' } });
    s.receive({ type: 'shout', text: 'hi' });
    expect(l.getState().view?.version).toBe(5);
    s.receive({ type: 'view', view: view(4) });
    expect(l.getState().view?.version).toBe(5);
    s.receive({ type: 'view', view: view(7) });
    expect(l.getState().view?.version).toBe(7);
    expect(l.getState().status).toBe('live');
  });

  it('reconnects with backoff 0.5 s doubling to 5 s, and starts again from 0.5 s after a good connection', async () => {
    const l = makeLink();
    FakeSocket.last().open();
    FakeSocket.last().receive(hello(1));
    FakeSocket.last().drop();
    expect(l.getState().status).toBe('reconnecting');
    // The last view stays (shown greyed) but the page knows it is not live.
    expect(l.getState().view?.version).toBe(1);
    probeStatus = null; // the listener is out of reach (Wi-Fi lost): never "revoked"
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = FakeSocket.all.length;
      let waited = 0;
      while (FakeSocket.all.length === before && waited < 20_000) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      waits.push(waited);
      FakeSocket.last().drop();
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
    expect(l.getState().status).toBe('reconnecting');
    // A good connection resets the backoff.
    await vi.advanceTimersByTimeAsync(5000);
    FakeSocket.last().open();
    FakeSocket.last().receive(hello(2));
    expect(l.getState().status).toBe('live');
    FakeSocket.last().drop();
    const before = FakeSocket.all.length;
    vi.advanceTimersByTime(499);
    expect(FakeSocket.all.length).toBe(before);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all.length).toBe(before + 1);
  });

  it('treats 2.5 ticks of silence as a dead link and reconnects, while ticks keep it alive', () => {
    const l = makeLink();
    const s = FakeSocket.last();
    s.open();
    s.receive(hello(1));
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(PLAYER_TICK_MS);
      s.receive({ type: 'tick' });
    }
    expect(l.getState().status).toBe('live');
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(DEAD_AFTER_MS - 1);
    expect(l.getState().status).toBe('live');
    vi.advanceTimersByTime(1);
    expect(l.getState().status).toBe('reconnecting');
    expect(s.closed).toBe(true);
    expect(FakeSocket.all).toHaveLength(2);
    // Frames from the dropped socket no longer count.
    s.receive({ type: 'view', view: view(9) });
    expect(l.getState().view?.version).toBe(1);
  });

  it('reconnects at once when the device comes back online or the page is shown again', async () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    const l = makeLink({ window: win, document: doc });
    FakeSocket.last().open();
    FakeSocket.last().receive(hello(1));
    FakeSocket.last().drop();
    probeStatus = null;
    // Fail a few times so the backoff is long.
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(5000);
      FakeSocket.last().drop();
    }
    const n = FakeSocket.all.length;
    win.dispatchEvent(new Event('online'));
    expect(FakeSocket.all.length).toBe(n + 1);
    FakeSocket.last().drop();
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all.length).toBe(n + 1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all.length).toBe(n + 2);
    FakeSocket.last().open();
    FakeSocket.last().receive(hello(3));
    expect(l.getState().status).toBe('live');
    // Live: waking sends a ping instead of a second connection.
    win.dispatchEvent(new Event('online'));
    expect(FakeSocket.all.length).toBe(n + 2);
    expect(FakeSocket.last().sent).toContainEqual({ type: 'ping' });
  });

  it('says the link is revoked when the socket keeps closing before opening and the listener answers 401', async () => {
    const l = makeLink();
    for (let i = 0; i < 3; i++) {
      FakeSocket.last().drop();
      await vi.advanceTimersByTimeAsync(5000);
    }
    expect(probe).toHaveBeenCalled();
    expect(l.getState().status).toBe('revoked');
    const n = FakeSocket.all.length;
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all.length).toBe(n);
  });

  it('keeps trying when those closes come from a listener out of reach', async () => {
    probeStatus = null;
    const l = makeLink();
    for (let i = 0; i < 6; i++) {
      FakeSocket.last().drop();
      await vi.advanceTimersByTimeAsync(5000);
    }
    expect(probe).toHaveBeenCalled();
    expect(l.getState().status).toBe('connecting');
    expect(FakeSocket.all.length).toBe(7);
  });

  it('keeps trying when the listener answers the token check with anything but 401 (busy, restarting)', async () => {
    for (const status of [404, 426, 429, 500, 503]) {
      probeStatus = status;
      const l = makeLink();
      for (let i = 0; i < 4; i++) {
        FakeSocket.last().drop();
        await vi.advanceTimersByTimeAsync(5000);
      }
      expect(l.getState().status, `HTTP ${status}`).toBe('connecting');
      l.stop();
    }
  });

  it('stops at once on the listener close codes: a new link (revoked) or a disconnect (until the player asks)', async () => {
    const l = makeLink();
    FakeSocket.last().open();
    FakeSocket.last().receive(hello(1));
    FakeSocket.last().drop(PLAYER_CLOSE.disconnected);
    expect(l.getState().status).toBe('disconnected');
    const n = FakeSocket.all.length;
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all.length).toBe(n);
    l.reconnect();
    expect(FakeSocket.all.length).toBe(n + 1);
    FakeSocket.last().open();
    FakeSocket.last().receive(hello(2));
    expect(l.getState().status).toBe('live');
    FakeSocket.last().drop(PLAYER_CLOSE.linkRevoked);
    expect(l.getState().status).toBe('revoked');
    expect(probe).not.toHaveBeenCalled();
  });

  it('sends its name after every hello and a roll only while live', () => {
    const l = makeLink();
    l.setName('  Kim  ');
    expect(l.roll('r1')).toBe(false);
    FakeSocket.last().open();
    FakeSocket.last().receive(hello(1));
    expect(FakeSocket.last().sent).toEqual([{ type: 'name', name: 'Kim' }]);
    expect(l.roll('r1')).toBe(true);
    expect(FakeSocket.last().sent).toContainEqual({ type: 'roll', requestId: 'r1' });
    FakeSocket.last().drop();
    vi.advanceTimersByTime(500);
    FakeSocket.last().open();
    FakeSocket.last().receive(hello(2));
    expect(FakeSocket.last().sent).toEqual([{ type: 'name', name: 'Kim' }]);
  });

  it('keeps requests and the last ten results from the server', () => {
    const l = makeLink();
    const s = FakeSocket.last();
    s.open();
    s.receive({ ...hello(1), requests: [{ id: 'r1', characterName: 'Alice', ability: 'Firearms', modifierText: '+1', to: null }] });
    expect(l.getState().requests.map((r) => r.id)).toEqual(['r1']);
    s.receive({ type: 'requests', requests: [] });
    expect(l.getState().requests).toEqual([]);
    for (let i = 0; i < 12; i++) s.receive({ type: 'rolled', result: { requestId: `r${i}`, characterName: 'Alice', rolledBy: 'Kim', text: `roll ${i}` } });
    expect(l.getState().results.map((r) => r.requestId)).toEqual(['r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11']);
  });
});
