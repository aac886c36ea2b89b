/**
 * FS3.1 ratings: seed 002 "Attributes" (1-12, Poor/Average/Good/Exceptional) and "Skills" (0-12,
 * Untrained/Rookie/Professional/Veteran/Expert), the result-table row beside each, ranges refused
 * at the edge, and a new character's start.
 */
import { describe, expect, it } from 'vitest';
import {
  awardLuck, checkCharacter, ratingLabel, xpCostToRaise, ratingProblems, ratingRange, ratingRefusal, ratingText, startingCharacter,
} from '../../../../../shared/systems';
import { fs31System, samplePilot } from './helpers';

const system = fs31System();

describe('002 rating meanings and the row', () => {
  it('attributes 1-3 Poor, 4-6 Average, 7-9 Good, 10-12 Exceptional; each on its own row', () => {
    const labels = Array.from({ length: 12 }, (_, i) => ratingLabel(system, 'attribute', i + 1));
    expect(labels.map((l) => l!.label)).toEqual([
      'Poor', 'Poor', 'Poor', 'Average', 'Average', 'Average', 'Good', 'Good', 'Good', 'Exceptional', 'Exceptional', 'Exceptional',
    ]);
    expect(labels.map((l) => l!.row)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(ratingLabel(system, 'attribute', 0)).toBeNull();
    expect(ratingLabel(system, 'attribute', 13)).toBeNull();
  });

  it('skills 0 Untrained, 1-3 Rookie, 4-6 Professional, 7-9 Veteran, 10-12 Expert; languages the same', () => {
    const skill = Array.from({ length: 13 }, (_, r) => ratingLabel(system, 'action-skill', r)!.label);
    expect(skill).toEqual([
      'Untrained', 'Rookie', 'Rookie', 'Rookie', 'Professional', 'Professional', 'Professional', 'Veteran', 'Veteran', 'Veteran', 'Expert', 'Expert', 'Expert',
    ]);
    expect(ratingLabel(system, 'language', 8)).toEqual({ label: 'Veteran', row: 8 });
    expect(ratingLabel(system, 'background-skill', 0)).toEqual({ label: 'Untrained', row: 0 });
    expect(ratingLabel(system, 'action-skill', 13)).toBeNull();
  });

  it('the sheet\'s text: "Firearms 5 · Professional · row 5"', () => {
    expect(ratingText(system, 'action-skill', 'Firearms', 5)).toBe('Firearms 5 \u00b7 Professional \u00b7 row 5');
    expect(ratingText(system, 'attribute', 'Reactive', 7)).toBe('Reactive 7 \u00b7 Good \u00b7 row 7');
    expect(ratingText(system, 'background-skill', 'Tauron', 5)).toBe('Tauron 5 \u00b7 Professional \u00b7 row 5');
  });

  it('other editions have no labels: the number alone', () => {
    const fs32 = { ...system, edition: { ...system.edition, ops: { ...system.edition.ops, ratingLabel: undefined } } };
    expect(ratingText(fs32, 'action-skill', 'Firearms', 5)).toBe('Firearms 5');
  });
});

describe('ranges at the edge (the ratingRange op)', () => {
  it('attributes 1-12, skills, languages and NPC ratings 0-12', () => {
    expect(ratingRange(system, 'attribute', 'Reactive')).toEqual({ min: 1, max: 12 });
    expect(ratingRange(system, 'action-skill', 'Firearms')).toEqual({ min: 0, max: 12 });
    expect(ratingRange(system, 'background-skill', 'Tauron')).toEqual({ min: 0, max: 12 });
    expect(ratingRange(system, 'npc-rating', 'Default rating')).toEqual({ min: 0, max: 12 });
  });

  it('the storyteller may narrow 002\'s scales in the setting, never widen them', () => {
    const narrow = fs31System('storytellers-guide-sample', (s) => ({
      ...s,
      ruleset: { ...s.ruleset, ratings: { attribute: { min: 2, max: 10 }, actionSkill: { min: 0, max: 8 }, backgroundSkill: { min: -5, max: 40 } } },
    }));
    expect(ratingRange(narrow, 'attribute', 'Reactive')).toEqual({ min: 2, max: 10 });
    expect(ratingRange(narrow, 'action-skill', 'Firearms')).toEqual({ min: 0, max: 8 });
    expect(ratingRange(narrow, 'background-skill', 'Tauron')).toEqual({ min: 0, max: 12 });
    // A range that misses 002's altogether (a d8 setting's attributes 20-30) falls back to 002's.
    const odd = fs31System('minimal', (s) => ({ ...s, ruleset: { ...s.ruleset, ratings: { ...s.ruleset.ratings, attribute: { min: 20, max: 30 } } } }));
    expect(ratingRange(odd, 'attribute', 'Body')).toEqual({ min: 1, max: 12 });
    // XP stops at the narrowed top; chargen names the setting's range.
    expect(xpCostToRaise(narrow, 7)).toBe(8);
    expect(xpCostToRaise(narrow, 8)).toBeNull();
    const pilot = samplePilot();
    const nine = { ...pilot, actionSkills: pilot.actionSkills.map((a) => (a.name === 'Firearms' ? { ...a, rating: 9 } : a)) };
    expect(checkCharacter(narrow, nine).findings.filter((f) => f.code === 'rating-out-of-range').map((f) => f.message)).toEqual([
      'Firearms is rated 9; action skills are rated 0 to 8.',
    ]);
  });

  it('a rating off the scale is refused with the field named, in every list', () => {
    const pilot = samplePilot();
    const bad = {
      ...pilot,
      attributes: pilot.attributes.map((a) => (a.name === 'Social' ? { ...a, rating: 0 } : a.name === 'Reactive' ? { ...a, rating: 13 } : a)),
      actionSkills: [...pilot.actionSkills, { name: 'Gunnery', rating: 99 }],
      backgroundSkills: pilot.backgroundSkills.map((b) => (b.name === 'Tauron' ? { ...b, rating: 13 } : b)),
    };
    expect(ratingProblems(system, bad).map((p) => p.message)).toEqual([
      'Reactive: 13 is above the highest rating, 12',
      'Social: 0 is below the lowest rating, 1',
      'Gunnery: 99 is above the highest rating, 12',
      'Tauron: 13 is above the highest rating, 12',
    ]);
    expect(ratingRefusal(system, bad)).toContain('Kara Thrace: Reactive: 13 is above the highest rating, 12;');
    expect(ratingProblems(system, pilot)).toEqual([]);
  });
});

describe('a new character', () => {
  it('starts every attribute at Average 5 (the ruling attribute\'s 0) with 002\'s 1 luck point', () => {
    const c = startingCharacter(system, { id: 'n1', name: 'New pilot', kind: 'pc' });
    expect(c.attributes).toEqual(['Academic', 'Creative', 'Technical', 'Athletic', 'Reactive', 'Social'].map((name) => ({ name, rating: 5 })));
    expect(c.luckPoints).toBe(1);
    // 30 of the 32 attribute points: no limit broken before the player starts.
    expect(checkCharacter(system, c).findings.filter((f) => f.code.startsWith('too-many'))).toEqual([]);
  });

  it('starts lower when the storyteller\'s attribute cap cannot pay 5 in every attribute, never below 1', () => {
    const tight = fs31System('storytellers-guide-sample', (s) => ({ ...s, ruleset: { ...s.ruleset, chargen: { ...s.ruleset.chargen, maxAttributePoints: 20 } } }));
    expect(startingCharacter(tight, { id: 'n', name: 'N', kind: 'pc' }).attributes.map((a) => a.rating)).toEqual([3, 3, 3, 3, 3, 3]);
    const none = fs31System('storytellers-guide-sample', (s) => ({ ...s, ruleset: { ...s.ruleset, chargen: { ...s.ruleset.chargen, maxAttributePoints: 0 } } }));
    expect(startingCharacter(none, { id: 'n', name: 'N', kind: 'npc' }).attributes.every((a) => a.rating === 1)).toBe(true);
  });
});

describe('002 "Luck" points', () => {
  it('"Every character begins the game with 1 Luck Point, and the Storyteller may award more": no cap', () => {
    expect(system.core.luck.startingPoints).toBe(1);
    expect(system.core.luck.maxPoints ?? null).toBeNull();
    const c = { ...samplePilot(), luckPoints: 9 };
    expect(awardLuck(c, 3, '2026-03-01', 'A heroic sacrifice', system.core.luck.maxPoints).character.luckPoints).toBe(12);
  });
});
