// The sheet roller's wound modifier text (shared/sheet/roll-words.ts): signed as the penalty it is,
// and "0" without wounds (the walk found "Wound modifier (−0)" on an unhurt character's sheet).
import { describe, expect, it } from 'vitest';
import { woundText } from '../../../shared/sheet/roll-words';

describe('wound modifier text', () => {
  it('is 0 without wounds and a minus penalty with them, in dice and in percent', () => {
    expect(woundText(0)).toBe('0');
    expect(woundText(2)).toBe('\u22122');
    expect(woundText(0.25)).toBe('\u22120.25');
    expect(woundText(25)).toBe('\u221225');
    expect(woundText(-25)).toBe('\u221225');
  });
});
