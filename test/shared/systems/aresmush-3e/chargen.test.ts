import { describe, expect, it } from 'vitest';
import { checkCharacter } from '../../../../shared/systems';
import {
  actionPoints,
  advantagePoints,
  aresPoints,
  aresReview,
  attrPoints,
  freePoints,
  resetRatings,
  specialtyPoints,
  startingMinimums,
  startingSpecialties,
} from '../../../../shared/systems/aresmush-3e/chargen';
import type { AresRatings } from '../../../../shared/systems/aresmush-3e/pools';
import { aresRatingsOf } from '../../../../shared/systems/aresmush-3e/sheet';
import { aresSystem, defaultConfig, pc, rulesOf } from './helpers';

const system = aresSystem();
const rules = rulesOf(system);
const rating = (list: readonly { name: string; rating: number }[], name: string) => list.find((a) => a.name === name)?.rating;

describe('§B.4 reset and starting skills (default config)', () => {
  it('§B.4 reset: attributes 2, action skills 1, then Everyone (Standard 3 is a language)', () => {
    const r = resetRatings(rules, {});
    expect(r.attributes.every((a) => a.rating === 2)).toBe(true);
    expect(r.attributes).toHaveLength(6);
    expect(rating(r.action, 'Piloting')).toBe(1);
    expect(rating(r.action, 'Firearms')).toBe(2);
    expect(r.languages).toEqual([{ name: 'Standard', rating: 3 }]);
    expect(r.specialties).toEqual({});
  });

  it('§B.4 demographic groups match case-insensitively and add their skills and specialties', () => {
    const r = resetRatings(rules, { position: 'viper pilot', Colony: 'Tauron' });
    expect(rating(r.action, 'Piloting')).toBe(3);
    expect(rating(r.action, 'Gunnery')).toBe(3);
    expect(rating(r.languages, 'Tauran')).toBe(3);
    expect(r.specialties).toEqual({ Piloting: ['Viper', 'Raptor'] });
  });

  it('§B.4 get_skills_for_char: attributes 1, action skills 1, groups keeping the max (reset overwrites instead)', () => {
    const mins = startingMinimums(rules, { Position: 'Rifleman' });
    expect(mins.find((m) => m.name === 'Brawn')?.rating).toBe(1);
    expect(mins.find((m) => m.name === 'Stealth')?.rating).toBe(1);
    expect(mins.find((m) => m.name === 'Firearms')?.rating).toBe(3);
    expect(mins.find((m) => m.name === 'Standard')?.rating).toBe(3);
    const config = defaultConfig();
    config.fs3skills.allow_incapable_action_skills = true;
    expect(startingMinimums(rulesOf(aresSystem(config)), {}).find((m) => m.name === 'Stealth')?.rating).toBe(0);
  });

  it('§B.4 get_specialties_for_char: the union per skill, in order', () => {
    const config = defaultConfig();
    const ss = config.fs3skills.starting_skills as Record<string, unknown>;
    ss.Everyone = { skills: { Medicine: 2 }, specialties: { Medicine: ['Nurse', 'Doctor'] } };
    expect(startingSpecialties(rulesOf(aresSystem(config)), { Position: 'Doctor' })).toEqual([['Medicine', ['Nurse', 'Doctor']]]);
  });
});

describe('§B.5 point costs', () => {
  it('§B.5 spec examples: attributes [5,2,3,4] → 12, action [2,3,4,5] → 10, backgrounds [3,3,2] with 5 free → 3, languages [3,3,2] with 4 free → 4, specialties [[A,B],[C,D,E]] → 3', () => {
    expect(attrPoints([5, 2, 3, 4])).toBe(12);
    expect(actionPoints([2, 3, 4, 5])).toBe(10);
    expect(freePoints([3, 3, 2], 5)).toBe(3);
    expect(freePoints([3, 3, 2], 4)).toBe(4);
    expect(specialtyPoints([['A', 'B'], ['C', 'D', 'E']])).toBe(3);
  });

  it('§B.5 attribute 1 refunds nothing; advantages cost rating × advantages_cost; free points floor at 0', () => {
    expect(attrPoints([1, 1, 1])).toBe(0);
    expect(advantagePoints([2, 1], 2)).toBe(6);
    expect(freePoints([1], 6)).toBe(0);
  });

  it('§B.5 the buckets of a reset Viper Pilot on the default config (six Everyone skills at 2, two at 3, a second Piloting specialty)', () => {
    const r = resetRatings(rules, { Position: 'Viper Pilot' });
    expect(aresPoints(rules, r)).toEqual({ attributes: 0, action: 6 + 4, specialties: 1, backgrounds: 0, languages: 0, advantages: 0, total: 11 });
  });
});

describe('§B.6 chargen review', () => {
  const base = (over: Partial<AresRatings> = {}): AresRatings => ({ ...resetRatings(rules, {}), backgrounds: [{ name: 'Sciences', rating: 1 }, { name: 'Arts', rating: 1 }], ...over });

  it('§B.6 a reset character with two backgrounds passes every check', () => {
    expect(aresReview(rules, base())).toEqual([]);
  });

  it('§B.6 checks run in order: total points, ability ratings, backgrounds, starting skills, unusual skills', () => {
    const r = base({
      attributes: ['Reflexes', 'Brawn', 'Wits', 'Grit', 'Perception', 'Presence'].map((name) => ({ name, rating: 4 })),
      action: rules.lists.actionSkills.map((s) => ({ name: s.name, rating: s.name === 'Stealth' ? 0 : 7 })),
      backgrounds: [{ name: 'Celtan', rating: 3 }],
    });
    const w = aresReview(rules, r);
    expect(w.map((x) => x.check)).toEqual([...w.map((x) => x.check)].sort((a, b) => order(a) - order(b)));
    expect(w.map((x) => x.code)).toEqual([
      'too-many-points',
      'too-many-high-skills', 'too-many-high-skills', 'too-many-high-skills',
      'too-many-high-attrs', 'too-many-high-attrs',
      'too-many-attr-points', 'too-many-action-points',
      'too-few-backgrounds',
      'missing-starting-skill',
      'missing-specialty', 'missing-specialty',
      'unusual-skill', 'unusual-skill', 'high-background',
    ]);
    expect(w[0]!.message).toBe(`${24 + 60 + 0} total points spent (40 max).`);
    expect(w.find((x) => x.code === 'missing-starting-skill')!.ability).toBe('Stealth');
  });

  it('§B.6 max_*_at_or_above: counts at or above each rating (keys as strings)', () => {
    const action = rules.lists.actionSkills.map((s, i) => ({ name: s.name, rating: i < 3 ? 5 : 1 }));
    expect(aresReview(rules, base({ action })).filter((x) => x.code === 'too-many-high-skills')).toEqual([]);
    action[3]!.rating = 6;
    expect(aresReview(rules, base({ action })).filter((x) => x.code === 'too-many-high-skills').map((x) => x.message)).toEqual([
      '4 action skills are rated 5 or higher; at most 3 may be.',
    ]);
  });

  it('§B.6 group specialties, and a skill with configured specialties above 2 needs one', () => {
    const r = resetRatings(rules, { Position: 'Combat Medic' });
    const warnings = aresReview(rules, { ...r, backgrounds: base().backgrounds });
    expect(warnings).toEqual([]);
    const noSpecialty = aresReview(rules, { ...r, specialties: {}, backgrounds: base().backgrounds }, { Position: 'Combat Medic' });
    expect(noSpecialty.map((x) => x.code)).toEqual(['missing-group-specialty', 'missing-specialty']);
  });

  it('§B.6 unusual skills: a background, an action skill above 1, or a language; backgrounds above 1 are high for a hobby', () => {
    const w = (over: Partial<AresRatings>) => aresReview(rules, base(over)).filter((x) => x.check === 'unusual-skills').map((x) => x.code);
    expect(w({ action: [...base().action.filter((a) => a.name !== 'Demolitions'), { name: 'Demolitions', rating: 1 }] })).toEqual([]);
    expect(w({ action: [...base().action.filter((a) => a.name !== 'Demolitions'), { name: 'Demolitions', rating: 2 }] })).toEqual(['unusual-skill']);
    expect(w({ languages: [{ name: 'Standard', rating: 3 }, { name: 'Gemenese', rating: 1 }] })).toEqual(['unusual-skill']);
    expect(w({ backgrounds: [{ name: 'Sciences', rating: 2 }, { name: 'Arts', rating: 1 }] })).toEqual(['high-background']);
  });

  it('§B.6 through checkCharacter: warnings only, never blocking; NPCs are not reviewed', () => {
    const kara = pc({ attributes: ['Reflexes', 'Brawn', 'Wits', 'Grit', 'Perception', 'Presence'].map((name) => ({ name, rating: 4 })) });
    const report = checkCharacter(system, kara);
    expect(report.ok).toBe(true);
    expect(report.findings.every((f) => f.severity === 'warning')).toBe(true);
    expect(report.findings.map((f) => f.code)).toContain('too-many-attr-points');
    expect(report.points).toMatchObject({ attributes: 12 * 2, available: 40 });
    expect(checkCharacter(system, { ...kara, kind: 'npc' }).findings).toEqual([]);
    expect(checkCharacter(system, { ...kara, attributes: 'x' }).ok).toBe(false);
    const misplaced = checkCharacter(system, pc({ backgroundSkills: [{ name: 'Firearms', rating: 2, rulingAttribute: 'Wits' }] }));
    expect(misplaced.findings.find((f) => f.code === 'background-is-action')).toMatchObject({ severity: 'warning', ability: 'Firearms' });
  });

  it('§B.5 languages and backgrounds of the console character are read by name', () => {
    const kara = pc({ languages: ['Standard'], backgroundSkills: [{ name: 'Tauran', rating: 2, rulingAttribute: 'Wits' }, { name: 'Sciences', rating: 3, rulingAttribute: 'Wits' }] });
    const r = aresRatingsOf(rules, kara);
    expect(r.languages).toEqual([{ name: 'Tauran', rating: 2 }, { name: 'Standard', rating: 3 }]);
    expect(aresPoints(rules, r).languages).toBe(2);
    expect(checkCharacter(system, kara).points).toMatchObject({ languages: 2, backgroundSkills: 0 });
  });
});

function order(check: string): number {
  return ['total-points', 'ability-ratings', 'backgrounds', 'starting-skills', 'unusual-skills'].indexOf(check);
}
