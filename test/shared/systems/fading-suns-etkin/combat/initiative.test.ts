import { describe, expect, it } from 'vitest';
import { actionInitiative, initiativeFactor, multiActionPenalty } from '../../../../../shared/systems/fading-suns-etkin/combat';

describe('seed 003 initiative and multiple actions (pure numbers)', () => {
  it('003 "6 Dex, 5 Per and 6 Wits, would compare 17 to the VP chart to get 5 VP … an IF of 2d6+2"', () => {
    expect(initiativeFactor(6, 6, 5)).toEqual({ total: 17, vp: 5, dice: 2, pips: 2, text: '2d6+2' });
  });

  it('003 "If the character\'s Per was 6, he would have an IF of 3d6"', () => {
    expect(initiativeFactor(6, 6, 6)).toMatchObject({ total: 18, vp: 6, dice: 3, pips: 0, text: '3d6' });
  });

  it('003 "Every character in Fading Suns has a base Initiative Factor (IF) of d6": under 3 VP it is 1d6 and pips', () => {
    expect(initiativeFactor(1, 1, 1).text).toBe('1d6+1');
    expect(initiativeFactor(0, 1, 1).text).toBe('1d6');
    expect(initiativeFactor(10, 10, 10).text).toBe('4d6+1');
  });

  it('003 "-5 if attempting two actions, -7 if attempting three"; one action has no penalty', () => {
    expect([multiActionPenalty(1, 0), multiActionPenalty(2, 0), multiActionPenalty(3, 0)]).toEqual([0, -5, -7]);
  });

  it('003 "if a character rolled an initiative of 15 … 2 actions at -2 each or 3 actions at -4 each"', () => {
    expect(multiActionPenalty(2, 15)).toBe(-2);
    expect(multiActionPenalty(3, 15)).toBe(-4);
    // "For every 5 full points": 14 reduces by 2 only.
    expect(multiActionPenalty(2, 14)).toBe(-3);
    // The reduction never becomes a bonus; a negative initiative reduces nothing.
    expect(multiActionPenalty(2, 40)).toBe(0);
    expect(multiActionPenalty(3, -3)).toBe(-7);
  });

  it('003 "his second action happens at his initiative -4 … his 3rd action happens at his initiative -8"; accenting −3 on the turn, a complement −2 on its action', () => {
    const none = { accented: false, complemented: false };
    expect([0, 1, 2].map((i) => actionInitiative(15, i, none))).toEqual([15, 11, 7]);
    expect([0, 1].map((i) => actionInitiative(15, i, { accented: true, complemented: false }))).toEqual([12, 8]);
    expect(actionInitiative(15, 0, { accented: false, complemented: true })).toBe(13);
  });
});
