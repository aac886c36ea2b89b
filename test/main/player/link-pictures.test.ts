/**
 * Issue 38 item 2: each device of a personal link is sent the change from the picture it was last
 * sent, once its page said it takes changes; a page that never said so gets whole pictures, as
 * before. One change is built per picture it starts from, shared by the devices starting there.
 */
import { describe, expect, it } from 'vitest';
import { LinkPictures } from '../../../main/player/link-pictures';
import { applyMeDelta } from '../../../shared/player/me-delta';
import type { PlayCombatant, PlayMe } from '../../../shared/player/play-protocol';

const targets = Array.from({ length: 200 }, (_, i) => ({ key: `k${i}`, name: `NPC ${i}`, team: 2, own: false, chart: null }));
const alice = (declared: string | null): PlayCombatant => ({
  key: 'a', name: 'Alice', weapon: 'Pistol', stance: 'normal', luckPoints: 2, luckUsed: 0, declared,
  actions: [], stances: [], luckOptions: [], rangeBands: [], tasks: null, targets, vehicles: [],
});
const picture = (version: number, declared: string | null = null): PlayMe => ({
  label: 'Kim', characters: ['Alice'], claimable: [], claimPending: false, version, phase: 'declaring', yourTurn: declared === null, waiting: null,
  combatants: [alice(declared)], charts: [],
});
type Frame = { type: string; rev?: number; from?: number; version?: number | null; me?: PlayMe; delta?: Parameters<typeof applyMeDelta>[1] };
const parse = (s: string | undefined) => JSON.parse(s!) as Frame;

describe('link pictures (issue 38 item 2)', () => {
  it('sends changes from the picture each device holds, to pages that take them; whole pictures to the others', () => {
    const p = new LinkPictures();
    const first = parse(p.whole('L', 'd1', picture(1)));
    p.whole('L', 'd2', picture(1));
    expect(first).toMatchObject({ type: 'me', rev: 1 });
    expect(p.takesChanges('d1', 1, () => picture(1))).toBeNull();

    // A step that moves only the fight version: the version, as before.
    const moved = p.refresh('L', picture(2), ['d1', 'd2']);
    expect(parse(moved.get('d1'))).toEqual({ type: 'meVersion', version: 2 });
    expect(moved.get('d2')).toBe(moved.get('d1'));

    // Alice declares: d1 takes the change, d2 (a page that never said it takes changes) the whole picture.
    const declared = p.refresh('L', picture(3, 'Alice attacks'), ['d1', 'd2']);
    const change = parse(declared.get('d1'));
    expect(change).toMatchObject({ type: 'meDelta', from: 1, rev: 2, version: 3 });
    expect(declared.get('d1')!.length).toBeLessThan(declared.get('d2')!.length / 20);
    expect(applyMeDelta({ ...first.me!, version: 2 }, change.delta!, change.version!)).toEqual(picture(3, 'Alice attacks'));
    expect(parse(declared.get('d2'))).toEqual({ type: 'me', me: picture(3, 'Alice attacks'), rev: 2 });
    // Nothing new: nothing sent.
    expect(p.refresh('L', picture(3, 'Alice attacks'), ['d1', 'd2']).size).toBe(0);
  });

  it('sends the whole picture to a page that holds another one or could not apply a change, and after another campaign', () => {
    const p = new LinkPictures();
    p.whole('L', 'd1', picture(1));
    expect(parse(p.takesChanges('d1', 7, () => picture(1))!)).toMatchObject({ type: 'me', rev: 1 });
    expect(parse(p.takesChanges('d1', null, () => picture(2))!)).toMatchObject({ type: 'me', rev: 1, me: { version: 2 } });
    p.clear();
    expect(parse(p.refresh('L', picture(3, 'x'), ['d1']).get('d1'))).toMatchObject({ type: 'me', me: picture(3, 'x') });
  });

  it('builds one change per picture it starts from', () => {
    const p = new LinkPictures();
    for (const d of ['d1', 'd2', 'd3']) {
      p.whole('L', d, picture(1));
      p.takesChanges(d, 1, () => null);
    }
    const frames = p.refresh('L', picture(2, 'Alice aims'), ['d1', 'd2', 'd3']);
    expect(new Set(frames.values()).size).toBe(1);
  });
});
