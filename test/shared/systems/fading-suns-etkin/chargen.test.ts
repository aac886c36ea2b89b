/**
 * The lenient creation check (seed 003 prints no creation limits; CHARACTERS-NOTES.md "Creation
 * check"): ranges, abilities the setting knows, nothing twice; the points a note, not a rule.
 */
import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../../../../shared/domain/character';
import { checkCharacter, startingCharacter } from '../../../../shared/systems';
import { etkinSampleCharacters } from '../../../../shared/systems/fading-suns-etkin/sample';
import { etkinSystem, sampleCharacter } from './helpers';

const system = etkinSystem();
const codes = (c: unknown) => checkCharacter(system, c).findings.map((f) => f.code);

describe('the creation check', () => {
  it('every character of the sample passes with no broken rule', () => {
    const s = etkinSystem('full');
    for (const c of etkinSampleCharacters()) expect(checkCharacter(s, c).findings.filter((f) => f.severity === 'error'), c.name).toEqual([]);
  });

  it('counts 1 point per rating, an allegiance lore free ("a free Lore skill")', () => {
    const dante = sampleCharacter('pc-dante');
    const p = checkCharacter(system, dante).points;
    const attributes = dante.attributes.reduce((s, a) => s + a.rating, 0);
    const skills = dante.actionSkills.reduce((s, a) => s + a.rating, 0);
    expect(p).toMatchObject({ attributes, actionSkills: skills, backgroundSkills: 2, total: attributes + skills + 2, available: 200 });
  });

  it('going over the setting\'s pool is a note naming both numbers, never a broken rule', () => {
    const s = etkinSystem('full', (x) => ({ ...x, ruleset: { ...x.ruleset, chargen: { ...x.ruleset.chargen, abilityPoints: 50 } } }));
    const r = checkCharacter(s, sampleCharacter('pc-dante'));
    expect(r.ok).toBe(true);
    expect(r.findings.find((f) => f.code === 'too-many-points')).toMatchObject({ severity: 'warning' });
    expect(r.findings.find((f) => f.code === 'too-many-points')!.message).toMatch(/points spent; the setting's pool is 50\. Seed 003 sets no creation limits/);
  });

  it('a characteristic below 1 or missing is an error naming it; the occult ones may be 0 or absent', () => {
    const dante = sampleCharacter('pc-dante');
    const weak = { ...dante, attributes: dante.attributes.map((a) => (a.name === 'Strength' ? { ...a, rating: 0 } : a)) };
    expect(checkCharacter(system, weak).findings.find((f) => f.ability === 'Strength')).toMatchObject({ severity: 'error', code: 'rating-out-of-range' });
    const noTech = { ...dante, attributes: dante.attributes.filter((a) => a.name !== 'Tech') };
    expect(checkCharacter(system, noTech).findings.find((f) => f.ability === 'Tech')).toMatchObject({ severity: 'error', code: 'missing-attribute' });
    expect(codes(dante)).not.toContain('missing-attribute');
    expect(codes({ ...dante, attributes: [...dante.attributes, { name: 'Psi', rating: 0 }] })).not.toContain('rating-out-of-range');
  });

  it('an ability the setting does not know, a duplicate, a lore with no characteristic', () => {
    const dante = sampleCharacter('pc-dante');
    expect(codes({ ...dante, actionSkills: [...dante.actionSkills, { name: 'Jedi Mind Trick', rating: 2 }] })).toContain('unknown-action-skill');
    expect(codes({ ...dante, actionSkills: [...dante.actionSkills, { name: 'shoot', rating: 2 }] })).toContain('duplicate-ability');
    expect(codes({ ...dante, backgroundSkills: [{ name: 'Lore (Xeno)', rating: 2, rulingAttribute: 'Luck' }] })).toContain('unknown-ruling-attribute');
  });

  it('a new character: characteristics and natural skills at 3, occult ones off, a full hero pool (Human 3)', () => {
    const c = startingCharacter(system, { id: 'n', name: 'New', kind: 'pc' });
    expect(c.attributes.every((a) => a.rating === 3)).toBe(true);
    expect(c.attributes.map((a) => a.name)).not.toContain('Psi');
    expect(c.actionSkills.map((a) => a.name)).toEqual(['Charm', 'Dodge', 'Fight', 'Impress', 'Melee', 'Observe', 'Shoot', 'Sneak', 'Vigor']);
    expect(c.luckPoints).toBe(3);
    expect(checkCharacter(system, { ...c, concept: 'x' }).ok).toBe(true);
    expect(makeCharacter(c)).toEqual(c);
  });
});
