// @vitest-environment jsdom
/**
 * Issue 38 item 3: the page applies changes to the views it kept and acknowledges each view, only
 * when main asked for acks in its hello; a change from a version it no longer has asks for the way
 * back (an ack with `gap`); a change older than the view shown is ignored.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerLink } from '../../../renderer/player/link';
import { diffView } from '../../../shared/player/view-delta';
import type { PlayerView } from '../../../shared/player/view-schema';
import { FakeSocket, hello } from '../../helpers/fake-socket';

let link: PlayerLink | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => {
  link?.stop();
  link = null;
  vi.useRealTimers();
});

const row = (key: string, name: string, acted = false) => ({ key, name, kind: 'pc' as const, team: 1, wounds: { display: 'none' as const }, acted, next: false, waiting: false });
const fightAt = (turn: number, acted: boolean, lines: string[]): NonNullable<PlayerView['fight']> => ({
  name: 'Fight', turn, phase: 'acting', phaseText: 'Resolving actions', teams: [{ id: 1, name: 'Team 1' }],
  combatants: [row('ka', 'Alice', acted), row('kb', 'Bob')], ordered: true, log: lines.map((text) => ({ turn, text })),
});
const v = (version: number, fight: PlayerView['fight']): PlayerView => ({ version, fight });

function live(acks: boolean) {
  link = new PlayerLink({ url: 'ws://host:1/play?token=t', Socket: FakeSocket, probe: async () => null });
  link.start();
  const s = FakeSocket.last();
  s.open();
  s.receive({ ...hello(1, fightAt(1, false, ['a'])), ...(acks ? { acks: true } : {}) });
  return { l: link, s };
}

describe('the player page applies changes', () => {
  it('acknowledges the hello and every view; applies a change from an older version it kept; asks back on a gap', () => {
    const { l, s } = live(true);
    expect(s.sent).toEqual([{ type: 'ack', version: 1 }]);
    const v1 = l.getState().view!;
    const v2 = v(2, fightAt(1, true, ['a', 'b']));
    const v3 = v(3, fightAt(2, true, ['a', 'b', 'c']));
    s.receive({ type: 'delta', from: 1, delta: diffView(v1, v2) });
    expect(l.getState().view).toEqual(v2);
    // Main had not heard the ack of 2 yet: the change to 3 starts from 1, which the page kept.
    s.receive({ type: 'delta', from: 1, delta: diffView(v1, v3) });
    expect(l.getState().view).toEqual(v3);
    expect(s.sent.slice(1)).toEqual([{ type: 'ack', version: 2 }, { type: 'ack', version: 3 }]);
    // Older than what is shown: ignored.
    s.receive({ type: 'delta', from: 1, delta: diffView(v1, v2) });
    expect(l.getState().view).toEqual(v3);
    // From a version the page never had: it says which it has, and waits.
    s.receive({ type: 'delta', from: 9, delta: { ...diffView(v3, v(4, fightAt(2, false, ['c'])))!, version: 10 } });
    expect(l.getState().view).toEqual(v3);
    expect(s.sent.at(-1)).toEqual({ type: 'ack', version: 3, gap: true });
    // A whole view is always taken when newer.
    s.receive({ type: 'view', view: v(11, null) });
    expect(l.getState().view).toEqual(v(11, null));
    expect(s.sent.at(-1)).toEqual({ type: 'ack', version: 11 });
  });

  it('a change that does not fit the view it starts from is not shown: the page asks back', () => {
    const { l, s } = live(true);
    s.receive({ type: 'delta', from: 1, delta: { version: 2, drop: ['zz'], order: ['zz'] } });
    expect(l.getState().view!.version).toBe(1);
    expect(s.sent.at(-1)).toEqual({ type: 'ack', version: 1, gap: true });
  });

  it('sends no acks to a main that did not ask for them', () => {
    const { l, s } = live(false);
    s.receive({ type: 'view', view: v(2, fightAt(1, true, ['a'])) });
    expect(l.getState().view!.version).toBe(2);
    expect(s.sent).toEqual([]);
  });
});
