/** Ratings as Fading Suns rates them (CHARACTERS-NOTES.md "Ratings"): ranges at the edge, the band beside a skill. */
import { describe, expect, it } from 'vitest';
import { ratingLabel, ratingProblems, ratingRange } from '../../../../shared/systems';
import { diceForSkill } from '../../../../shared/systems/fading-suns-etkin/dice';
import { skillBand } from '../../../../shared/systems/fading-suns-etkin/ratings';
import { deriveRuleset } from '../../../../shared/core/dice/ruleset';
import { etkinSystem, sampleCharacter } from './helpers';

const system = etkinSystem();

describe('rating ranges', () => {
  it('characteristics 1–10, the occult ones 0–10, skills 0–12 (003 "Skill level 11+"), NPC single goals 0–22', () => {
    expect(ratingRange(system, 'attribute', 'Dexterity')).toEqual({ min: 1, max: 10 });
    expect(ratingRange(system, 'attribute', 'psi')).toEqual({ min: 0, max: 10 });
    expect(ratingRange(system, 'action-skill', 'Shoot')).toEqual({ min: 0, max: 12 });
    expect(ratingRange(system, 'background-skill', 'Lore (Xeno)')).toEqual({ min: 0, max: 12 });
    expect(ratingRange(system, 'npc-rating', 'Shoot')).toEqual({ min: 0, max: 22 });
  });

  it('the setting may narrow them, never widen them', () => {
    const narrow = etkinSystem('full', (s) => ({ ...s, ruleset: deriveRuleset(s.ruleset, { ratings: { attribute: { min: 1, max: 8 }, actionSkill: { min: 0, max: 20 } } }) }));
    expect(ratingRange(narrow, 'attribute', 'Strength')).toEqual({ min: 1, max: 8 });
    expect(ratingRange(narrow, 'action-skill', 'Shoot')).toEqual({ min: 0, max: 12 });
  });

  it('a write off the scale is named by field: Strength 0, Shoot 13; Psi 0 is fine', () => {
    const c = sampleCharacter('pc-dante');
    const bad = { ...c, attributes: [...c.attributes.map((a) => (a.name === 'Strength' ? { ...a, rating: 0 } : a)), { name: 'Psi', rating: 0 }], actionSkills: c.actionSkills.map((a) => (a.name === 'Shoot' ? { ...a, rating: 13 } : a)) };
    expect(ratingProblems(system, bad).map((p) => p.message)).toEqual(['Strength: 0 is below the lowest rating, 1', 'Shoot: 13 is above the highest rating, 12']);
  });
});

describe('the word beside a rating: the skill\'s d20 band', () => {
  it('003 "Skill level 1-2 1d20 ... 11+ 5d20", the same bands as the dice engine', () => {
    for (let r = 0; r <= 12; r++) expect(skillBand(r)).toBe(diceForSkill(r));
    expect([1, 3, 6, 9, 11].map((r) => ratingLabel(system, 'action-skill', r)?.label)).toEqual(['1d20', '2d20', '3d20', '4d20', '5d20']);
    expect(ratingLabel(system, 'background-skill', 0)?.label).toBe('unskilled');
    expect(ratingLabel(system, 'attribute', 7)).toBeNull();
    expect(ratingLabel(system, 'action-skill', 13)).toBeNull();
  });
});
