import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCharacter, type ChargenFinding } from '../../../../shared/core/character/chargen';
import { BSG_SETTING as S } from '../../../../shared/core/content';
import { nikos } from '../dice/fixtures';

const codes = (findings: readonly ChargenFinding[]) => findings.map((f) => f.code);

describe('chargen check against the BSG sample limits (seed 000)', () => {
  it('passes a character that spends exactly 80 points within every limit', () => {
    const report = checkCharacter(S, nikos());
    expect(report.findings).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.points).toEqual({ attributes: 18, actionSkills: 32, backgroundSkills: 26, languages: 4, total: 80, available: 80 });
  });

  it('counts languages at 2 points each and warns about unspent points', () => {
    const report = checkCharacter(S, nikos({ languages: ['Colonial Standard'] }));
    expect(report.points.languages).toBe(2);
    expect(report.ok).toBe(true);
    expect(report.findings).toEqual([
      { severity: 'warning', code: 'points-unspent', ability: null, message: '2 of 80 ability points are still unspent.' },
    ]);
  });

  it('reports too many points, too many on attributes and on action skills', () => {
    const c = nikos();
    c.attributes = c.attributes.map((a) => ({ ...a, rating: 4 }));
    c.actionSkills = [...c.actionSkills, { name: 'Repair', rating: 3 }];
    const report = checkCharacter(S, c);
    expect(report.ok).toBe(false);
    expect(codes(report.findings)).toEqual(['too-many-points', 'too-many-action-points']);
    expect(report.findings[0]!.message).toBe('89 ability points spent; only 80 are available.');
    c.attributes.push({ name: 'Luck', rating: 9 });
    expect(codes(checkCharacter(S, c).findings)).toEqual(
      expect.arrayContaining(['unknown-attribute', 'rating-out-of-range', 'too-many-attribute-points']),
    );
  });

  it('limits abilities at the high-rating threshold (4 at 7+)', () => {
    const c = nikos();
    c.actionSkills = c.actionSkills.map((s) => (s.name === 'Viper Piloting' || s.name === 'Firearms' || s.name === 'Gunnery' ? { ...s, rating: 7 } : s));
    c.backgroundSkills = [...c.backgroundSkills.slice(0, 3), { name: 'Cards', rating: 7, rulingAttribute: 'Social' }, { name: 'Sailing', rating: 7, rulingAttribute: 'Athletic' }];
    const high = checkCharacter(S, c).findings.find((f) => f.code === 'too-many-high-ratings');
    expect(high?.message).toBe('5 abilities are rated 7 or higher (Viper Piloting, Firearms, Gunnery, Cards, Sailing); the limit is 4.');
  });

  it('requires every attribute at 1 or more, ratings in range, known skills and ruling attributes', () => {
    const c = nikos();
    c.attributes = c.attributes.filter((a) => a.name !== 'Social').map((a) => (a.name === 'Creative' ? { ...a, rating: 0 } : a));
    c.actionSkills = [...c.actionSkills, { name: 'Hacking', rating: 2 }, { name: 'Medicine', rating: 13 }];
    c.backgroundSkills = [...c.backgroundSkills, { name: 'Tarot', rating: 1, rulingAttribute: 'Mysticism' }];
    const findings = checkCharacter(S, c).findings;
    const by = (code: string) => findings.filter((f) => f.code === code).map((f) => f.ability);
    expect(by('missing-attribute')).toEqual(['Social']);
    expect(by('rating-out-of-range')).toEqual(['Creative', 'Medicine']);
    expect(by('unknown-action-skill')).toEqual(['Hacking']);
    expect(by('unknown-ruling-attribute')).toEqual(['Tarot']);
    expect(findings.find((f) => f.ability === 'Creative')?.message).toBe('Creative is rated 0; attributes are rated 1 to 4.');
  });

  it('checks background-skill minimum, quirks and duplicates, with warnings for unusual choices', () => {
    const c = nikos({
      backgroundSkills: [
        { name: 'Poker', rating: 5, rulingAttribute: 'Social' },
        { name: 'poker', rating: 1, rulingAttribute: 'Social' },
      ],
      quirks: ['', 'a', 'b', 'c', 'd', 'e'],
      languages: ['Colonial Standard', 'Klingon'],
      concept: ' ',
    });
    const f = checkCharacter(S, c).findings;
    expect(codes(f)).toEqual(
      expect.arrayContaining([
        'high-background',
        'duplicate-ability',
        'unknown-language',
        'too-few-background-skills',
        'empty-quirk',
        'too-many-quirks',
        'missing-concept',
      ]),
    );
    expect(f.find((x) => x.code === 'too-few-background-skills')?.message).toBe('1 background skill; at least 2 are required.');
    expect(codes(checkCharacter(S, nikos({ quirks: [] })).findings)).toContain('too-few-quirks');
  });

  it('skips the creation limits for NPCs but still checks ratings', () => {
    const npc = nikos({ kind: 'npc', quirks: [], backgroundSkills: [], attributes: [...nikos().attributes.slice(1), { name: 'Academic', rating: 5 }] });
    expect(codes(checkCharacter(S, npc).findings)).toEqual(['rating-out-of-range']);
  });

  it('reports broken data as findings naming the ability', () => {
    const broken = { ...nikos(), attributes: [{ name: 'Reactive', rating: 2.5 }, { name: 'Social' }, 7], xp: -1 };
    const report = checkCharacter(S, broken);
    expect(report.ok).toBe(false);
    const invalid = report.findings.filter((f) => f.code === 'invalid-data');
    expect(invalid.map((f) => f.ability)).toEqual(expect.arrayContaining(['Reactive', 'Social']));
    expect(invalid.find((f) => f.ability === 'Reactive')?.message).toBe('Attribute Reactive: Ratings are whole numbers');
    expect(checkCharacter(S, 'hello').findings[0]).toMatchObject({ code: 'not-a-character', severity: 'error' });
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const report = checkCharacter(S, input);
        expect(Array.isArray(report.findings)).toBe(true);
      }),
      { numRuns: 500 },
    );
    const mutated = fc.record({
      attributes: fc.array(fc.record({ name: fc.oneof(fc.string(), fc.constant('Reactive')), rating: fc.oneof(fc.integer(), fc.double()) }, { requiredKeys: [] })),
      actionSkills: fc.anything(),
      backgroundSkills: fc.array(fc.record({ name: fc.string(), rating: fc.integer(), rulingAttribute: fc.anything() }, { requiredKeys: [] })),
      languages: fc.array(fc.anything()),
      quirks: fc.anything(),
      kind: fc.constantFrom('pc', 'npc', 7),
    });
    fc.assert(
      fc.property(mutated, (patch) => {
        const report = checkCharacter(S, { ...nikos(), ...patch });
        for (const f of report.findings) expect(typeof f.message).toBe('string');
        expect(report.findings.some((f) => f.code === 'check-failed')).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
