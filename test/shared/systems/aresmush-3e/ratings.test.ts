/**
 * §B.2 ranges at the edge and §B.4's new character, on AresMUSH's default configuration (the
 * fixture files) and on a game that changes the keys they come from.
 */
import { describe, expect, it } from 'vitest';
import { ratingProblems, ratingRange, startingCharacter } from '../../../../shared/systems';
import { aresSystem, defaultConfig, pc } from './helpers';

describe('§B.2 rating ranges', () => {
  it('§B.2 default config: attributes 1–4, action skills to 8 (XP reaches 8 past max_skill_rating 7; 0 is a skill not held), backgrounds, languages, advantages 0–3, NPC ratings up to the npc_types Boss (13)', () => {
    const s = aresSystem();
    expect(ratingRange(s, 'attribute', 'Brawn')).toEqual({ min: 1, max: 4 });
    expect(ratingRange(s, 'action-skill', 'Firearms')).toEqual({ min: 0, max: 8 });
    expect(ratingRange(s, 'background-skill', 'Cooking')).toEqual({ min: 0, max: 3 });
    expect(ratingRange(s, 'npc-rating', 'Firearms')).toEqual({ min: 0, max: 13 });
  });

  it('§B.2 a longer xp_costs table raises the ceiling; a setting that rates wider (carried over from FS3.2) widens it, never narrows it', () => {
    const config = defaultConfig();
    const costs = (config.fs3skills as Record<string, unknown>).xp_costs as Record<string, Record<string, number>>;
    costs.action = { ...costs.action, 8: 15, 9: 20 };
    expect(ratingRange(aresSystem(config), 'action-skill', 'Firearms')).toEqual({ min: 0, max: 10 });
    const s = aresSystem();
    const wide = { ...s, core: { ...s.core, ratings: { attribute: { min: 2, max: 6 }, actionSkill: { min: 0, max: 12 }, backgroundSkill: { min: 0, max: 2 } } } };
    expect(ratingRange(wide, 'attribute', 'Brawn')).toEqual({ min: 1, max: 6 });
    expect(ratingRange(wide, 'action-skill', 'Firearms')).toEqual({ min: 0, max: 12 });
    expect(ratingRange(wide, 'background-skill', 'Cooking')).toEqual({ min: 0, max: 3 });
  });

  it('§B.2 names each out-of-range rating with its field, in sheet order', () => {
    const s = aresSystem();
    const c = pc({
      attributes: [{ name: 'Brawn', rating: 0 }, { name: 'Reflexes', rating: 5 }],
      actionSkills: [{ name: 'Firearms', rating: 99 }],
      backgroundSkills: [{ name: 'Cooking', rating: 4, rulingAttribute: 'Wits' }],
    });
    expect(ratingProblems(s, c).map((p) => p.message)).toEqual([
      'Brawn: 0 is below the lowest rating, 1',
      'Reflexes: 5 is above the highest rating, 4',
      'Firearms: 99 is above the highest rating, 8',
      'Cooking: 4 is above the highest rating, 3',
    ]);
    expect(ratingProblems(s, pc({ actionSkills: [{ name: 'Firearms', rating: 8 }] }))).toEqual([]);
  });

  it('§B.4 reset_char: every attribute of the game at 2, every action skill at 1; §B.1 luck 1', () => {
    const s = aresSystem();
    const c = startingCharacter(s, { id: 'n1', name: 'Recruit', kind: 'pc' });
    expect(c.attributes.map((a) => a.rating)).toEqual(s.setting.attributes.map(() => 2));
    expect(c.attributes.length).toBeGreaterThan(0);
    expect(c.actionSkills).toEqual(s.setting.actionSkills.map((a) => ({ name: a.name, rating: 1 })));
    expect(c.luckPoints).toBe(1);
    expect(ratingProblems(s, c)).toEqual([]);
  });
});
