/** Issue 42 item 3: the page keeps a roll answer's status (waiting, or turned down with a reason) until it is rolled. */
import { describe, expect, it } from 'vitest';
import { PlayLink } from '../../../renderer/player/play-link';

describe('issue 42 item 3: roll answers on the player page', () => {
  it('waiting, then turned down with a reason; a rolled one is no longer waiting', () => {
    const play = new PlayLink(() => true);
    const answer = (requestId: string, status: 'pending' | 'rejected', reason?: string) =>
      play.receive({ type: 'rollAnswer', answer: { requestId, characterName: 'Ann', ability: 'Firearms', status, ...(reason ? { reason } : {}) } });
    expect(answer('r1', 'pending')).toBe(true);
    answer('r2', 'pending');
    answer('r1', 'rejected', 'Roll Alertness first');
    expect(play.getState().rollAnswers).toEqual([
      { requestId: 'r2', characterName: 'Ann', ability: 'Firearms', status: 'pending' },
      { requestId: 'r1', characterName: 'Ann', ability: 'Firearms', status: 'rejected', reason: 'Roll Alertness first' },
    ]);
    play.rolled('r2');
    expect(play.getState().rollAnswers.map((a) => a.requestId)).toEqual(['r1']);
  });
});
