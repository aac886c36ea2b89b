/**
 * Issue 39 item 4: FS3.1 languages take their ruling attribute from the skill list (seed 002: "The
 * Storyteller sets the Ruling Attribute for Action and Language skills as part of the skill list"),
 * not from each character; a setting that names none keeps the character's entry (campaigns from before).
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { checkCharacter, findEdition, lintSetting, poolForAbility, renameInSetting, rollAbility } from '../../../../shared/systems';
import { poolModifier, poolRow } from '../../../../shared/systems/fs3.1/pools';
import { fs31Setting, fs31System, pc } from './rolls/helpers';

const ruled = () => ({ ...fs31Setting(), languageRulingAttributes: { Tauron: 'Academic' } });
// Academic 9 (+8), Athletic 2 (−6): the entry says Athletic, the skill list Academic.
const kara = pc({ attrs: { Academic: 9, Athletic: 2 }, backgroundSkills: [{ name: 'Tauron', rating: 7, rulingAttribute: 'Athletic' }] });

describe('002: the storyteller sets a language\'s ruling attribute in the skill list', () => {
  it('a rated language rolls with the skill list\'s ruling attribute, not the character\'s', () => {
    const pool = poolForAbility(fs31System(ruled()), kara, 'Tauron');
    expect([poolRow(pool), poolModifier(pool)]).toEqual([7, 8]);
    expect(pool.modifiers[0]!.source).toBe('Ruling attribute Academic 9 +8');
    // d100 40 +8 = 48 on row 7 (seed 002's table); the character's Athletic would have given 34.
    const roll = rollAbility(fs31System(ruled()), pool, createScriptedRng([40]));
    expect(roll.percentile!.total).toBe(48);
  });

  it('an untrained language takes it too; a setting that names none keeps the character\'s entry', () => {
    expect(poolModifier(poolForAbility(fs31System(ruled()), pc({ attrs: { Academic: 9 } }), 'Tauron'))).toBe(8);
    const old = poolForAbility(fs31System(), kara, 'Tauron');
    expect(poolModifier(old)).toBe(-6);
  });

  it('chargen no longer asks the character for a ruling attribute the skill list sets', () => {
    const blank = { ...kara, backgroundSkills: [{ name: 'Tauron', rating: 3, rulingAttribute: '' }] };
    const codes = (s: ReturnType<typeof fs31System>) => checkCharacter(s, blank).findings.filter((f) => f.ability === 'Tauron').map((f) => f.code);
    expect(codes(fs31System())).toContain('unknown-ruling-attribute');
    expect(codes(fs31System(ruled()))).not.toContain('unknown-ruling-attribute');
  });

  it('the lint names a ruling attribute that is not an attribute; an attribute rename follows', () => {
    const broken = { ...fs31Setting(), languageRulingAttributes: { Tauron: 'Wits' } };
    expect(lintSetting(findEdition('fs3.1'), broken, []).find((f) => f.code === 'unknown-ruling-attribute')).toMatchObject({
      path: ['languageRulingAttributes', 'Tauron'], message: 'Tauron is ruled by Wits, which is not an attribute of this setting.',
    });
    expect(renameInSetting(ruled(), { kind: 'attribute', from: 'Academic', to: 'Learning' }).languageRulingAttributes).toEqual({ Tauron: 'Learning' });
  });
});
