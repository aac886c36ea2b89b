/**
 * Issue 18's GM-screen decisions without a DOM: the multi-selection (ranges in board order, toggles,
 * keys), the jump keys that never fire while typing, and the odds rows of the declare panel with
 * the best of each group.
 */
import { describe, expect, it } from 'vitest';
import { bestRows, panelQuestions, rowScore, type PanelState } from '../../../renderer/features/combat/odds-choices';
import { boardKey, jumpKey } from '../../../renderer/features/combat/tracker-keys';
import { boardOrder, pick } from '../../../renderer/features/combat/board-logic';

const key = (over: Partial<Parameters<typeof jumpKey>[0]>) => ({ key: '', code: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: null, ...over });
const input = (type = 'text') => ({ tagName: 'INPUT', type }) as unknown as EventTarget;

describe('multi-selection', () => {
  const view = { combatants: [{ id: 'a', team: 2 }, { id: 'b', team: 1 }, { id: 'c', team: 2 }, { id: 'd', team: 1 }, { id: 'e', team: 1 }] };
  const order = boardOrder(view as never);

  it('the board order is team by team (lowest id first), each in roster order', () => {
    expect(order).toEqual(['b', 'd', 'e', 'a', 'c']);
  });

  it('shift picks the range from the anchor in board order, ctrl toggles one, the range keeps its anchor', () => {
    let s = pick(new Set(), order, null, 'd', 'toggle');
    expect([...s.selection]).toEqual(['d']);
    s = pick(s.selection, order, s.anchor, 'a', 'range');
    expect([...s.selection].sort()).toEqual(['a', 'd', 'e']);
    expect(s.anchor).toBe('d');
    s = pick(s.selection, order, s.anchor, 'b', 'range');
    expect([...s.selection].sort()).toEqual(['a', 'b', 'd', 'e']);
    s = pick(s.selection, order, s.anchor, 'e', 'toggle');
    expect([...s.selection].sort()).toEqual(['a', 'b', 'd']);
    // No anchor yet: a range starts at the picked one.
    expect([...pick(new Set(), order, null, 'c', 'range').selection]).toEqual(['c']);
  });

  it('Ctrl/Cmd+A selects all and Escape clears on the board, never while typing in a field', () => {
    expect(boardKey(key({ key: 'a', ctrlKey: true }))).toBe('all');
    expect(boardKey(key({ key: 'A', metaKey: true }))).toBe('all');
    expect(boardKey(key({ key: 'Escape' }))).toBe('clear');
    expect(boardKey(key({ key: 'a', ctrlKey: true, target: input() }))).toBeNull();
    expect(boardKey(key({ key: 'a', ctrlKey: true, target: input('checkbox') }))).toBe('all');
  });
});

describe('jump keys', () => {
  it('Alt+B, Alt+L, Alt+N and ? (by physical key too), never while typing or with Ctrl', () => {
    expect(jumpKey(key({ key: 'b', code: 'KeyB', altKey: true }))).toBe('board');
    expect(jumpKey(key({ key: '¬', code: 'KeyL', altKey: true }))).toBe('log');
    expect(jumpKey(key({ key: 'n', code: 'KeyN', altKey: true }))).toBe('next');
    expect(jumpKey(key({ key: '?', shiftKey: true }))).toBe('help');
    expect(jumpKey(key({ key: 'b', code: 'KeyB', altKey: true, target: input() }))).toBeNull();
    expect(jumpKey(key({ key: '?', target: { tagName: 'TEXTAREA' } as unknown as EventTarget }))).toBeNull();
    expect(jumpKey(key({ key: 'b', code: 'KeyB', altKey: true, ctrlKey: true }))).toBeNull();
    // The declare panel's fields are selects: Alt+letter still jumps from there, "?" does not.
    expect(jumpKey(key({ key: 'l', code: 'KeyL', altKey: true, target: { tagName: 'SELECT' } as unknown as EventTarget }))).toBe('log');
    expect(jumpKey(key({ key: '?', target: { tagName: 'SELECT' } as unknown as EventTarget }))).toBeNull();
    expect(jumpKey(key({ key: 'b', code: 'KeyB' }))).toBeNull();
  });
});

describe('odds of every choice', () => {
  const state: PanelState = {
    attackerId: 'me',
    kind: 'attack',
    chosen: ['t1'],
    burst: false,
    automatic: true,
    location: 'Head',
    range: '',
    luck: null,
    stance: 'normal',
    targets: [
      { id: 't1', label: 'T1', chart: 'Humanoid', person: true },
      { id: 't2', label: 'T2', chart: 'Beast', person: true },
      { id: 'v1', label: 'V1 (vehicle)', chart: null, person: false },
    ],
    locations: ['Head', 'Chest'],
    chart: 'Humanoid',
    stances: [
      { id: 'normal', label: 'Normal' },
      { id: 'cover', label: 'Cover' },
    ],
  };

  it('asks one list: the current line, each target (called shot only on the same chart), each location, single and burst, each stance both ways', () => {
    const { questions, current, rows } = panelQuestions(state);
    expect(current).toBe(1);
    expect(questions[0]).toEqual({ attackerId: 'me', targetId: 't1', luck: null, stance: 'normal', action: 'attack', location: 'Head' });
    const byGroup = (g: string) => rows.filter((r) => r.group === g);
    expect(byGroup('target').map((r) => [r.key, r.ask.location])).toEqual([['t1', 'Head'], ['t2', undefined], ['v1', undefined]]);
    expect(byGroup('location').map((r) => r.label)).toEqual(['Centre of mass', 'Head', 'Chest']);
    expect(byGroup('fire').map((r) => r.ask.action)).toEqual(['attack', 'burst']);
    const cover = byGroup('stance')[1]!;
    expect(cover.ask).toMatchObject({ targetId: 't1', stance: 'cover', location: 'Head' });
    expect(questions[cover.againstAt!]).toEqual({ attackerId: 't1', targetId: 'me', luck: null, targetStance: 'cover', action: 'attack' });
    expect(questions).toHaveLength(1 + 3 + 3 + 2 + 2 * 2);
  });

  it('best: the most Serious-or-worse (hit breaks ties); a stance nets out the shot back; no odds is never best', () => {
    const o = (pHit: number, pSeriousOrWorse: number) => ({ pHit, pSeriousOrWorse });
    const best = bestRows([
      { group: 'target', key: 'a', mine: o(0.5, 0.2), against: null },
      { group: 'target', key: 'b', mine: o(0.6, 0.2), against: null },
      { group: 'target', key: 'v', mine: null, against: null },
      { group: 'stance', key: 'banzai', mine: o(0.7, 0.3), against: o(0.8, 0.35) },
      { group: 'stance', key: 'cover', mine: o(0.4, 0.1), against: o(0.3, 0.05) },
    ]);
    expect(best).toEqual({ target: 'b', stance: 'cover' });
    expect(rowScore('target', { pHit: 1, pSeriousOrWorse: 0, action: 'suppress', suppression: [{ points: 2, p: 0.5 }, { points: 1, p: 0.5 }] }, null)).toBeCloseTo(1.5);
  });
});
