import { describe, expect, it } from 'vitest';
import { checkCharacter } from '../../../../shared/core/character/chargen';
import { startingCharacter } from '../../../../shared/core/character/new-character';
import { BSG_SETTING as S } from '../../../../shared/core/content';

describe('startingCharacter', () => {
  it('starts with every attribute at 1 and 1 luck point', () => {
    const c = startingCharacter(S, { id: 'c1', name: 'Kara' });
    expect(c.attributes).toEqual(S.attributes.map((a) => ({ name: a.name, rating: 1 })));
    expect(c.luckPoints).toBe(1);
    expect(c.kind).toBe('pc');
    const codes = checkCharacter(S, c).findings.map((f) => f.code);
    expect(codes).not.toContain('missing-attribute');
    expect(codes).toEqual(expect.arrayContaining(['points-unspent', 'too-few-background-skills', 'too-few-quirks']));
  });
});
