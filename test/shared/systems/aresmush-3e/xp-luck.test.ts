import { describe, expect, it } from 'vitest';
import { awardXp, checkCharacter, nextRaiseDate, raiseSkill, xpCostToRaise, XpRuleError, type EditionRaiseRequest } from '../../../../shared/systems';
import type { Character } from '../../../../shared/domain/character';
import { clampXp, learnAbility, nextLearnDate, xpNeeded, type AbilityProgress } from '../../../../shared/systems/aresmush-3e/xp';
import { clampLuck, creditFractionalLuck, luckForScene } from '../../../../shared/systems/aresmush-3e/luck';
import { readSkillsConfig } from '../../../../shared/systems/aresmush-3e/skills-config';
import { aresRatingsOf } from '../../../../shared/systems/aresmush-3e/sheet';
import { aresSystem, defaultConfig, pc, rulesOf } from './helpers';

const system = aresSystem();
const rules = rulesOf(system);

/** Spends on one ability, keeping its progress the way a caller must (NOTES.md). */
function spend(c: Character, skill: string, dates: string[], progress: AbilityProgress = { spent: 0, lastLearned: null }) {
  let char = c;
  let p = progress;
  for (const date of dates) {
    const r = raiseSkill(system, char, { skill, date, progress: p } satisfies EditionRaiseRequest) as ReturnType<typeof raiseSkill> & { progress: AbilityProgress };
    char = r.character;
    p = r.progress;
  }
  return { character: char, progress: p };
}

describe('§B.7 XP costs from fs3skills_xp.yml', () => {
  it('§B.7 cost table: spends from the current rating (action 1,2,3,6,8,8,12; attribute 1,4,8; language 4,12; background 4,8; advantage 4,12)', () => {
    const row = (type: Parameters<typeof xpNeeded>[1]) => [1, 2, 3, 4, 5, 6, 7, 8].map((r) => xpNeeded(rules, type, r));
    expect(row('action')).toEqual([1, 2, 3, 6, 8, 8, 12, null]);
    expect(row('attribute')).toEqual([1, 4, 8, null, null, null, null, null]);
    expect(row('language').slice(0, 3)).toEqual([4, 12, null]);
    expect(row('background').slice(0, 3)).toEqual([4, 8, null]);
    expect(row('advantage').slice(0, 3)).toEqual([4, 12, null]);
    expect(xpCostToRaise(system, 3)).toBe(3);
    expect(xpCostToRaise(system, 0)).toBe(1);
    expect(xpCostToRaise(system, 2, 'background-skill')).toBe(8);
    expect(xpCostToRaise(system, 7)).toBe(12);
    expect(xpCostToRaise(system, 8)).toBeNull();
  });

  it('§B.7 a game\'s own xp_costs are read (string or int keys)', () => {
    const config = defaultConfig();
    config.fs3skills.xp_costs = { ...config.fs3skills.xp_costs, action: { 1: 2, '2': 5 } };
    expect(xpNeeded(rulesOf(aresSystem(config)), 'action', 2)).toBe(5);
    expect(xpNeeded(rulesOf(aresSystem(config)), 'action', 3)).toBeNull();
  });
});

describe('§B.7 learning', () => {
  const kara = pc({ xp: 4, actionSkills: [{ name: 'Firearms', rating: 3 }] });

  it('§B.7 a new ability goes straight to 1 for 1 XP, with no time or cap check', () => {
    const r = raiseSkill(system, { ...kara, lastSkillRaiseDate: '2026-01-01' }, { skill: 'Stealth', date: '2026-01-02' });
    expect(r.character.actionSkills).toContainEqual({ name: 'Stealth', rating: 1 });
    expect(r.character.xp).toBe(3);
    expect(r.entry).toMatchObject({ kind: 'learn-skill', delta: -1, fromRating: 0, toRating: 1 });
    const bg = raiseSkill(system, kara, { skill: 'Basket Weaving', date: '2026-01-02' });
    expect(bg.character.backgroundSkills).toEqual([{ name: 'Basket Weaving', rating: 1, rulingAttribute: 'Wits' }]);
  });

  it('§B.7 Firearms 3 → 4 takes three 1-XP spends at least 30 days apart (60 days in total)', () => {
    const first = spend(kara, 'Firearms', ['2026-01-01']);
    expect(first.progress).toEqual({ spent: 1, lastLearned: '2026-01-01' });
    expect(first.character.actionSkills).toEqual([{ name: 'Firearms', rating: 3 }]);
    expect(() => spend(first.character, 'Firearms', ['2026-01-30'], first.progress)).toThrow(/can be learned again on 2026-01-31/);
    const done = spend(first.character, 'Firearms', ['2026-01-31', '2026-03-02'], first.progress);
    expect(done.character.actionSkills).toEqual([{ name: 'Firearms', rating: 4 }]);
    expect(done.character.xp).toBe(1);
    expect(done.progress).toEqual({ spent: 0, lastLearned: '2026-03-02' });
  });

  it('§B.7 days_between_learning is per ability: another ability may be learned the same day', () => {
    const first = spend(kara, 'Firearms', ['2026-01-01']);
    const other = raiseSkill(system, first.character, { skill: 'Reflexes', date: '2026-01-01', progress: { spent: 0, lastLearned: null } }) as ReturnType<typeof raiseSkill> & { progress: AbilityProgress };
    // Attribute 2 → 3 needs 4 spends: one made, the rating waits.
    expect(other.progress).toEqual({ spent: 1, lastLearned: '2026-01-01' });
    expect(other.entry).toMatchObject({ ability: 'Reflexes', delta: -1, fromRating: 2, toRating: 2, reason: 'Learning Reflexes: 1 of 4 toward 3' });
    expect(nextLearnDate(rules, { spent: 1, lastLearned: '2026-01-01' })).toBe('2026-01-31');
    expect(nextRaiseDate(system, first.character)).toBe('2026-01-31');
  });

  it('§B.7 refusals: no XP, not raisable, advantages unless allowed, point caps (attributes 12 + 2×2, action 28 + 5)', () => {
    expect(() => raiseSkill(system, { ...kara, xp: 0 }, { skill: 'Stealth', date: '2026-01-01' })).toThrow(XpRuleError);
    const at4 = pc({ xp: 2, attributes: [{ name: 'Brawn', rating: 4 }] });
    expect(() => raiseSkill(system, at4, { skill: 'Brawn', date: '2026-01-01', progress: { spent: 0, lastLearned: null } })).toThrow(/cannot be raised above 4/);
    // Attributes at 16 points: one more dot (+2) passes 12 + 2 × 2.
    const strong = aresRatingsOf(rules, pc({ attributes: ['Reflexes', 'Brawn', 'Wits', 'Grit'].map((name) => ({ name, rating: 4 })) }));
    expect(() => learnAbility(rules, { name: 'Perception', type: 'attribute', rating: 2, progress: { spent: 0, lastLearned: null }, xp: 3, ratings: strong, date: '2026-01-01' })).toThrow(/limit of 16/);
    const skilled = aresRatingsOf(rules, pc({ actionSkills: rules.lists.actionSkills.map((s, i) => ({ name: s.name, rating: i < 4 ? 8 : 1 })) }));
    expect(learnAbility(rules, { name: 'Melee', type: 'action', rating: 1, progress: { spent: 0, lastLearned: null }, xp: 3, ratings: skilled, date: '2026-01-01' }).to).toBe(2);
    const more = aresRatingsOf(rules, pc({ actionSkills: rules.lists.actionSkills.map((s, i) => ({ name: s.name, rating: i < 4 ? 8 : i === 4 ? 6 : 1 })) }));
    expect(() => learnAbility(rules, { name: 'Melee', type: 'action', rating: 1, progress: { spent: 0, lastLearned: null }, xp: 3, ratings: more, date: '2026-01-01' })).toThrow(/limit of 33/);
    expect(() => learnAbility(rules, { name: 'Rank', type: 'advantage', rating: 1, progress: { spent: 0, lastLearned: null }, xp: 3, ratings: more, date: '2026-01-01' })).toThrow(/advantage/);
  });

  it('§B.7 without stored progress a multi-spend raise is refused, not silently lost', () => {
    expect(() => raiseSkill(system, kara, { skill: 'Firearms', date: '2026-01-01' })).toThrow(/does not keep progress/);
    const r = raiseSkill(system, pc({ xp: 1, actionSkills: [{ name: 'Firearms', rating: 1 }] }), { skill: 'Firearms', date: '2026-01-01' });
    expect(r.character.actionSkills).toEqual([{ name: 'Firearms', rating: 2 }]);
  });

  it('§B.7 awards clamp at max_xp_hoard (4); periodic_xp is the weekly award', () => {
    const r = awardXp(system, pc({ xp: 3 }), { amount: 3, date: '2026-01-03', reason: 'Weekly XP', weekly: true });
    expect(r.character.xp).toBe(4);
    expect(r.forfeited).toBe(2);
    expect(clampXp(rules, 9)).toBe(4);
    expect(clampXp(rules, -2)).toBe(0);
    expect(system.core.xp).toMatchObject({ weeklyAward: 1, maxSavedXp: 4, daysBetweenRaises: 30, raiseCost: [1, 1, 2, 3, 6, 8, 8, 12] });
    const config = defaultConfig();
    config.fs3skills.max_xp_hoard = 10;
    config.fs3skills.periodic_xp = 2;
    const generous = aresSystem(config);
    expect(generous.core.xp).toMatchObject({ weeklyAward: 2, maxSavedXp: 10 });
    expect(awardXp(generous, pc({ xp: 3 }), { amount: 5, date: '2026-01-03', reason: 'x' }).character.xp).toBe(8);
  });
});

describe('§B.8 luck', () => {
  const k = readSkillsConfig(defaultConfig());

  it('§B.8 first scene with someone: +0.3 if they are new (< 30 days), else +0.2; tracker set to 1', () => {
    const r = luckForScene(k, { tracker: {}, participants: [{ id: 'new', isNew: true }, { id: 'old', isNew: false }] });
    expect(r.luck).toBeCloseTo(0.5, 15);
    expect(r.tracker).toEqual({ new: 1, old: 1 });
  });

  it('§B.8 later scenes: k 1–10 → 0.1, 11–25 → 0.075, 26–50 → 0.05, > 50 → 0.025; tracker + 1', () => {
    const at = (k: number) => luckForScene(readSkillsConfig(defaultConfig()), { tracker: { p: k }, participants: [{ id: 'p', isNew: true }] });
    expect([1, 10, 11, 25, 26, 50, 51, 200].map((n) => at(n).luck)).toEqual([0.1, 0.1, 0.075, 0.075, 0.05, 0.05, 0.025, 0.025]);
    expect(at(10).tracker).toEqual({ p: 11 });
  });

  it('§B.8 regular luck is luck_for_scene[0] (0.1 when absent)', () => {
    const r = luckForScene({ luckForScene: [[5, 1]] }, { tracker: { a: 3, b: 6 }, participants: [{ id: 'a', isNew: false }, { id: 'b', isNew: false }, { id: 'c', isNew: false }] });
    expect(r.luck).toBeCloseTo(0.1 + 1 + 0.2, 15);
  });

  it('§B.8 max_luck caps awards (Float luck held as whole points plus a carry in thousandths)', () => {
    expect(clampLuck(3, 3.2)).toBe(3);
    expect(creditFractionalLuck(1, 900, 0.2, 3)).toEqual({ add: 1, points: 2, carryThousandths: 100 });
    expect(creditFractionalLuck(2, 950, 0.3, 3)).toEqual({ add: 1, points: 3, carryThousandths: 0 });
    expect(creditFractionalLuck(1, 0, 0.075, 3)).toEqual({ add: 0, points: 1, carryThousandths: 75 });
    expect(system.core.luck.maxPoints).toBe(3);
    const config = defaultConfig();
    config.fs3skills.max_luck = 5;
    expect(aresSystem(config).core.luck.maxPoints).toBe(5);
  });
});

describe('the config numbers the sheet shows', () => {
  it('chargen budgets come from fs3skills_chargen.yml', () => {
    const config = defaultConfig();
    config.fs3skills.max_ap = 50;
    const s = aresSystem(config);
    expect(s.core.chargen).toMatchObject({ abilityPoints: 50, maxActionSkillPoints: 28, maxAttributePoints: 12, minBackgroundSkills: 2 });
    expect(checkCharacter(s, pc()).points.available).toBe(50);
  });
});
