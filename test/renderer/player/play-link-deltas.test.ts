/**
 * Issue 38 item 2: the page says once per connection that it takes changes to its picture, applies
 * a change from the picture it holds, and asks for the whole picture when a change starts from
 * another one.
 */
import { describe, expect, it } from 'vitest';
import { PlayLink } from '../../../renderer/player/play-link';
import type { ClientFrame } from '../../../shared/player/protocol';
import type { PlayMe } from '../../../shared/player/play-protocol';

const me = (version: number, declared: string | null): PlayMe => ({
  label: 'Kim', characters: ['Alice'], claimable: [], claimPending: false, version, phase: 'declaring', yourTurn: declared === null, waiting: null,
  combatants: [{ key: 'a', name: 'Alice', weapon: 'Pistol', stance: 'normal', luckPoints: 2, luckUsed: 0, declared, actions: [], stances: [], luckOptions: [], rangeBands: [], tasks: null, targets: [{ key: 'n', name: 'NPC 1', team: 2, own: false, chart: null }], vehicles: [] }],
  charts: [],
});

describe('a personal link page and changes to its picture (issue 38 item 2)', () => {
  it('applies a change from the picture it holds and asks for the whole one otherwise', () => {
    const sent: ClientFrame[] = [];
    const play = new PlayLink((f) => sent.push(f) > 0);
    play.reconnected();
    play.receive({ type: 'me', me: me(1, null), rev: 4 });
    play.receive({ type: 'me', me: me(1, null), rev: 4 });
    expect(sent).toEqual([{ type: 'me', have: 4 }]);

    play.receive({ type: 'meDelta', from: 4, rev: 5, version: 2, delta: { fields: { yourTurn: false }, combatants: { keys: ['a'], changed: [{ key: 'a', declared: 'Alice aims' }] } } });
    expect(play.getState().me).toEqual(me(2, 'Alice aims'));

    // A change from a picture this page does not hold: the whole one is asked for, the picture shown stays.
    play.receive({ type: 'meDelta', from: 4, rev: 6, version: 3, delta: { fields: { yourTurn: true } } });
    expect(sent.at(-1)).toEqual({ type: 'me', have: null });
    expect(play.getState().me).toEqual(me(2, 'Alice aims'));

    // A new connection says so again.
    play.reconnected();
    play.receive({ type: 'me', me: me(3, null), rev: 1 });
    expect(sent.at(-1)).toEqual({ type: 'me', have: 1 });
  });
});
