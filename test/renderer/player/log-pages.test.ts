// @vitest-environment jsdom
/**
 * Issue 38: the page's earlier log pages. Asked for by lines from the end, taken only for the view
 * shown and the lines the page has; kept while the view's lines slide on; let go on anything else
 * and when the reader is back at the end; asks spaced out for main's frame limit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerLink } from '../../../renderer/player/link';
import { LogPages } from '../../../renderer/player/log-pages';
import { diffView } from '../../../shared/player/view-delta';
import type { PlayerLogLine, PlayerView } from '../../../shared/player/view-schema';
import { FakeSocket, hello } from '../../helpers/fake-socket';

const line = (n: number): PlayerLogLine => ({ turn: 1, text: `line ${n}` });
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => line(from + i));
const viewOf = (version: number, log: PlayerLogLine[]): PlayerView => ({
  version, fight: { name: 'Fight', turn: 1, phase: 'acting', phaseText: 'Acting', teams: [], combatants: [], ordered: false, log },
});

describe('the player log\'s earlier pages', () => {
  let t = 0;
  const asks: number[] = [];
  const make = () => new LogPages((skip) => (asks.push(skip), true), () => t);
  beforeEach(() => {
    t = 0;
    asks.length = 0;
  });

  it('asks for the lines before those it has, takes the answer for the view shown, and keeps it as the lines slide on', () => {
    const pages = make();
    const v1 = viewOf(1, range(50, 60));
    pages.shown(v1);
    pages.more();
    expect(asks).toEqual([10]);
    expect(pages.getState().loading).toBe(true);
    pages.more(); // already asked
    expect(asks).toEqual([10]);
    pages.page({ version: 1, skip: 10, lines: range(40, 50), more: true });
    expect(pages.getState()).toEqual({ older: range(40, 50), more: true, loading: false });
    // A step: two lines slide out of the view, two new at the end (kept lines are the same objects, as a change keeps them).
    const v2 = { ...v1, version: 2, fight: { ...v1.fight!, log: [...v1.fight!.log.slice(2), line(60), line(61)] } };
    pages.shown(v2);
    expect(pages.getState().older).toEqual(range(40, 52));
    t += 1000;
    pages.more();
    expect(asks).toEqual([10, 22]);
    // The answer came for the view before a step: dropped; the next scroll asks again.
    pages.shown({ ...v2, version: 3, fight: { ...v2.fight!, log: [...v2.fight!.log.slice(1), line(62)] } });
    pages.page({ version: 2, skip: 22, lines: range(28, 40), more: false });
    expect(pages.getState()).toMatchObject({ loading: false, more: true });
    expect(pages.getState().older).toEqual(range(40, 53));
    pages.more(); // too soon after the last ask
    expect(asks).toEqual([10, 22]);
    t += 250;
    pages.more();
    expect(asks).toEqual([10, 22, 23]);
    pages.page({ version: 3, skip: 23, lines: range(30, 40), more: false });
    expect(pages.getState()).toEqual({ older: range(30, 53), more: false, loading: false });
    pages.more(); // nothing before
    expect(asks).toEqual([10, 22, 23]);
  });

  it('lets the earlier lines go on an undo, a whole view and the reader\'s return to the end', () => {
    const pages = make();
    const v1 = viewOf(1, range(50, 60));
    pages.shown(v1);
    pages.more();
    pages.page({ version: 1, skip: 10, lines: range(40, 50), more: true });
    // An undo: an older line back in front.
    pages.shown({ ...v1, version: 2, fight: { ...v1.fight!, log: [line(49), ...v1.fight!.log.slice(0, -1)] } });
    expect(pages.getState().older).toEqual([]);
    t += 1000;
    pages.more();
    pages.page({ version: 2, skip: 10, lines: range(40, 49), more: true });
    expect(pages.getState().older).toHaveLength(9);
    pages.shown(viewOf(3, range(49, 59))); // a whole view: new objects
    expect(pages.getState().older).toEqual([]);
    t += 1000;
    pages.more();
    pages.page({ version: 3, skip: 10, lines: range(39, 49), more: true });
    pages.reset();
    expect(pages.getState()).toEqual({ older: [], more: true, loading: false });
  });
});

describe('the link asks for log pages and hands the answers over', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('sends `log` with the lines it has and takes `logPage` for the view shown, also after a change', () => {
    const l = new PlayerLink({ url: 'ws://h:1/play?token=t', Socket: FakeSocket, probe: async () => null });
    l.start();
    const s = FakeSocket.last();
    s.open();
    const v1 = viewOf(1, range(50, 60));
    s.receive({ ...hello(1, v1.fight), acks: true });
    const v2 = viewOf(2, [...range(51, 60), line(60)]);
    s.receive({ type: 'delta', from: 1, delta: diffView(v1, v2) });
    l.pages.more();
    expect(s.sent.at(-1)).toEqual({ type: 'log', skip: 10 });
    s.receive({ type: 'logPage', version: 2, skip: 10, lines: range(41, 51), more: true });
    expect(l.pages.getState().older).toEqual(range(41, 51));
    l.stop();
  });
});
