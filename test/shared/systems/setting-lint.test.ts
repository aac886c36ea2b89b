import { describe, expect, it } from 'vitest';
import type { Setting } from '../../../shared/domain/setting';
import { cloneJson } from '../../../shared/systems/clone';
import { minimalFs32Setting } from '../../../shared/systems/fs3.2/templates';
import { findEdition, lintSetting, type CharacterAbilities } from '../../../shared/systems';

const edition = findEdition('fs3.2')!;

function setting(change: (s: Setting) => void = () => {}): Setting {
  const s = cloneJson(minimalFs32Setting());
  s.actionSkills = [{ name: 'Firearms', rulingAttribute: 'Body', description: '' }];
  change(s);
  return s;
}

const pc = (id: string, attrs: [string, number][], skills: [string, number][] = [], kind: 'pc' | 'npc' = 'pc'): CharacterAbilities => ({
  id, name: id.toUpperCase(), kind,
  attributes: attrs.map(([name, rating]) => ({ name, rating })),
  actionSkills: skills.map(([name, rating]) => ({ name, rating })),
});

const codes = (s: Setting, chars: CharacterAbilities[] = []) => lintSetting(edition, s, chars).map((f) => f.code);
const find = (s: Setting, code: string, chars: CharacterAbilities[] = []) => lintSetting(edition, s, chars).find((f) => f.code === code);

describe('lintSetting', () => {
  it('finds nothing wrong with a sound setting', () => {
    expect(lintSetting(edition, setting(), [pc('a', [['Body', 2], ['Mind', 3]], [['Firearms', 4]])])).toEqual([]);
  });

  it('reports an empty attribute list (and the roles and skills left pointing at nothing)', () => {
    const s = setting((x) => { x.attributes = []; });
    expect(find(s, 'no-attributes')).toMatchObject({ severity: 'error', path: ['attributes'] });
    expect(find(s, 'unknown-ruling-attribute')).toMatchObject({ path: ['actionSkills', 0, 'rulingAttribute'], abilities: ['Firearms', 'Body'] });
    expect(find(s, 'unknown-special-ability')).toMatchObject({ path: ['specialAbilities', 'initiative'], abilities: ['Body'] });
  });

  it('reports blank and duplicate names across attributes and skills, whatever the case', () => {
    const s = setting((x) => {
      x.attributes.push({ name: '  ', description: '' });
      x.actionSkills.push({ name: 'body', rulingAttribute: 'Mind', description: '' });
    });
    expect(find(s, 'blank-name')).toMatchObject({ severity: 'error', path: ['attributes', 2, 'name'] });
    expect(find(s, 'duplicate-name')).toMatchObject({ severity: 'error', path: ['actionSkills', 1, 'name'], abilities: ['body'] });
  });

  it('reports a special role pointing at nothing', () => {
    const s = setting((x) => { x.specialAbilities.medicine = 'Medicine'; });
    expect(find(s, 'unknown-special-ability')).toMatchObject({ path: ['specialAbilities', 'medicine'], message: expect.stringContaining('Medicine rolls Medicine') });
  });

  it('reports negative and non-whole numbers, min above max, and a short raise-cost table', () => {
    const s = setting((x) => {
      x.ruleset.chargen.minBackgroundSkills = -1;
      x.ruleset.luck.startingPoints = Number.NaN;
      x.ruleset.chargen.minQuirks = 5;
      x.ruleset.chargen.maxQuirks = 2;
      x.ruleset.xp.raiseCost = [1, 2, 2];
    });
    const all = lintSetting(edition, s, []);
    expect(all.find((f) => f.code === 'negative-number')).toMatchObject({ path: ['ruleset', 'chargen', 'minBackgroundSkills'] });
    expect(all.find((f) => f.code === 'not-a-whole-number')).toMatchObject({ path: ['ruleset', 'luck', 'startingPoints'] });
    expect(all.find((f) => f.code === 'min-above-max')).toMatchObject({ path: ['ruleset', 'chargen', 'minQuirks'] });
    expect(all.find((f) => f.code === 'raise-cost-too-short')).toMatchObject({ path: ['ruleset', 'xp', 'raiseCost'], message: expect.stringContaining('up to 12') });
  });

  it('reports an attribute cap the attributes alone exceed at their minimum', () => {
    expect(find(setting((x) => { x.ruleset.chargen.maxAttributePoints = 1; }), 'cap-below-minimum')).toMatchObject({ path: ['ruleset', 'chargen', 'maxAttributePoints'] });
  });

  it('names the player characters a chargen cap is below, and leaves NPCs out', () => {
    const s = setting((x) => { x.ruleset.chargen.maxAttributePoints = 5; x.ruleset.chargen.maxHighRatedAbilities = 0; });
    const chars = [pc('a', [['Body', 4], ['Mind', 3]], [['Firearms', 8]]), pc('b', [['Body', 2], ['Mind', 2]]), pc('n', [['Body', 4], ['Mind', 4]], [], 'npc')];
    const caps = lintSetting(edition, s, chars).filter((f) => f.code === 'cap-below-character');
    expect(caps.find((f) => f.path.at(-1) === 'maxAttributePoints')).toMatchObject({ severity: 'warning', characters: [{ id: 'a', name: 'A' }], message: expect.stringContaining('up to 7') });
    expect(caps.find((f) => f.path.at(-1) === 'maxHighRatedAbilities')).toMatchObject({ characters: [{ id: 'a', name: 'A' }] });
  });

  it('warns about characters holding an ability the setting no longer has, naming them', () => {
    const s = setting((x) => { x.attributes[0]!.name = 'Brawn'; x.actionSkills[0]!.rulingAttribute = 'Brawn'; x.specialAbilities.toughness = 'Brawn'; x.specialAbilities.initiative = 'Brawn'; });
    const chars = [pc('a', [['Body', 2], ['Mind', 3]]), pc('b', [['body', 3], ['Mind', 2]], [['Piloting', 2]])];
    const all = lintSetting(edition, s, chars);
    expect(all.map((f) => f.code)).toEqual(['ability-not-in-setting', 'ability-not-in-setting']);
    expect(all[0]).toMatchObject({ path: ['attributes'], abilities: ['Body'], characters: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], message: expect.stringContaining('A and B') });
    expect(all[1]).toMatchObject({ path: ['actionSkills'], abilities: ['Piloting'], characters: [{ id: 'b', name: 'B' }] });
  });

  it('never throws, even on a broken draft or an unknown edition', () => {
    const broken = { ...setting(), ruleset: {} } as unknown as Setting;
    expect(() => lintSetting(edition, broken, [])).not.toThrow();
    expect(lintSetting(edition, broken, []).some((f) => f.code === 'lint-failed')).toBe(true);
    expect(codes(setting(), []).length).toBe(0);
    expect(lintSetting(undefined, setting(), [])[0]).toMatchObject({ code: 'unknown-edition', path: ['edition'] });
  });

  it("warns past seed 000's 10-12 action skills, for the editions that play seed 000 only", () => {
    const many = setting((s) => {
      s.actionSkills = Array.from({ length: 13 }, (_, i) => ({ name: `Skill ${i + 1}`, rulingAttribute: 'Body', description: '' }));
    });
    expect(find(many, 'many-action-skills')).toMatchObject({
      severity: 'warning',
      path: ['actionSkills'],
      message: expect.stringContaining('"Generally games should have no more than 10-12 action skills."'),
    });
    expect(find(many, 'many-action-skills')!.message).toMatch(/^The setting has 13 action skills\./);
    expect(codes(setting((s) => {
      s.actionSkills = Array.from({ length: 12 }, (_, i) => ({ name: `Skill ${i + 1}`, rulingAttribute: 'Body', description: '' }));
    }))).not.toContain('many-action-skills');
    expect(lintSetting(findEdition('fs3.1')!, many, []).map((f) => f.code)).toContain('many-action-skills');
    // Seed 003's Fading Suns lists 29 skills by design; it does not play seed 000.
    expect(lintSetting(findEdition('fading-suns-etkin')!, many, []).map((f) => f.code)).not.toContain('many-action-skills');
  });
});
