import { describe, expect, it } from 'vitest';
import { LuckRuleError } from '../../../../shared/core/dice/luck';
import { awardLuck, spendLuck } from '../../../../shared/core/dice/luck-points';
import { nikos } from './fixtures';

describe('luck points', () => {
  it('awards and spends with a ledger entry for each change', () => {
    const awarded = awardLuck(nikos({ luckPoints: 1 }), 2, '2025-03-01', 'Saved the CAG');
    expect(awarded.character.luckPoints).toBe(3);
    expect(awarded.entry).toEqual({ characterId: 'pc-nikos', delta: 2, balanceAfter: 3, reason: 'Saved the CAG', inGameDate: '2025-03-01' });
    const spent = spendLuck(awarded.character, '2025-03-02', 'Re-roll Viper Piloting');
    expect(spent.entry).toMatchObject({ delta: -1, balanceAfter: 2 });
  });

  it('refuses to spend luck the character does not have', () => {
    expect(() => spendLuck(nikos({ luckPoints: 0 }), '2025-03-02', 'x')).toThrow(LuckRuleError);
    expect(() => spendLuck(nikos({ luckPoints: 1 }), '2025-03-02', 'plot point', 2)).toThrow('Nikos has 1 luck point, not 2.');
    expect(() => awardLuck(nikos(), 0, '2025-03-02', 'x')).toThrow(RangeError);
  });
});
