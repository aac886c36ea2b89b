/**
 * Issue 38: the players' log in pages from the end. Pages walked back from the view's own lines
 * give exactly the players' whole log, through the same lens (the hidden sniper is in no page),
 * counted in lines players see: steps they see nothing of change no count.
 */
import { describe, expect, it } from 'vitest';
import { buildPlayerView, playerLogPage } from '../../../shared/player/build';
import { DEFAULT_PLAYER_PRIVACY } from '../../../shared/player/privacy';
import type { PlayerLogLine } from '../../../shared/player/view-schema';
import { CAST, fs32Fight, publicOf } from './fights';

const privacy = { ...DEFAULT_PLAYER_PRIVACY, npcNames: 'real' as const, npcRolls: 'shown' as const };

describe('the players\' log in pages (issue 38)', () => {
  it('pages before the view\'s lines, walked back to the start, are the whole log, and hold nothing hidden', () => {
    const d = fs32Fight('log-pages', 8, true);
    const input = { fight: { view: publicOf(d.view()), steps: d.steps }, privacy, version: 1 };
    const all = playerLogPage(input, 0, 1_000_000);
    expect(all.more).toBe(false);
    expect(all.lines.length).toBeGreaterThan(20);
    const view = buildPlayerView(input);
    expect(all.lines.slice(-view.fight!.log.length)).toEqual(view.fight!.log);

    // Back from the newest 10 lines, 7 at a time, as a page scrolled up would.
    const older: PlayerLogLine[] = [];
    let skip = 10;
    for (let guard = 0; guard < 1000; guard++) {
      const page = playerLogPage(input, skip, 7);
      older.unshift(...page.lines);
      skip += page.lines.length;
      if (!page.more) break;
      expect(page.lines).toHaveLength(7);
    }
    expect([...older, ...all.lines.slice(-10)]).toEqual(all.lines);
    expect(playerLogPage(input, all.lines.length, 7)).toEqual({ lines: [], more: false });
    expect(JSON.stringify(all)).not.toContain(CAST.sniper);
    expect(JSON.stringify(all)).toContain(CAST.cent);
  });

  it('counts only what players see: steps of the hidden sniper alone leave the pages as they were', () => {
    const d = fs32Fight('log-pages-count', 3, true);
    const before = playerLogPage({ fight: { view: publicOf(d.view()), steps: d.steps }, privacy, version: 1 }, 5, 7);
    // Steps that show players nothing (the sniper's note and a condition of the sniper, the storyteller's).
    d.send({ type: 'note.set', combatantId: 'sniper', note: 'on the roof' });
    d.send({ type: 'condition.add', combatantId: 'sniper', condition: { id: 'c1', name: 'Hidden' } });
    const after = playerLogPage({ fight: { view: publicOf(d.view()), steps: d.steps }, privacy, version: 2 }, 5, 7);
    expect(after).toEqual(before);
  });

  it('no fight: no lines', () => {
    expect(playerLogPage({ fight: null, privacy, version: 1 }, 0, 10)).toEqual({ lines: [], more: false });
  });
});
