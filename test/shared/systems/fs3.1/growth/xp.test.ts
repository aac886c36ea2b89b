/**
 * FS3.1 experience: seed 002 "Experience" (the cost table, attributes not raisable) and seed 000
 * "Awarding XP" / "Limiting XP" (one raise every 3 days, 16 XP saved at most; the sample's 2 XP a
 * week). Rated languages are learned and raised on the same table.
 */
import { describe, expect, it } from 'vitest';
import {
  awardXp, findEdition, nextRaiseDate, raiseOffer, raiseSkill, xpCostToRaise, XpRuleError,
} from '../../../../../shared/systems';
import { fs31System, samplePilot } from './helpers';

const system = fs31System();
const rich = (xp: number) => ({ ...samplePilot(), xp });

function refusal(f: () => unknown): XpRuleError {
  try {
    f();
  } catch (e) {
    if (e instanceof XpRuleError) return e;
    throw e;
  }
  throw new Error('expected an XpRuleError');
}

describe('002 "Experience"', () => {
  it('the cost table 1,2,2,4,4,4,8,8,8,12,12,12 from level 0 to 11; nothing above 12', () => {
    const costs = Array.from({ length: 13 }, (_, r) => xpCostToRaise(system, r));
    expect(costs).toEqual([1, 2, 2, 4, 4, 4, 8, 8, 8, 12, 12, 12, null]);
    expect(xpCostToRaise(system, 3, 'background-skill')).toBe(4);
    expect(xpCostToRaise(system, -1)).toBeNull();
  });

  it('"Attributes cannot be changed using XP": refused, and the sheet offers no raise', () => {
    const e = refusal(() => raiseSkill(system, rich(16), { skill: 'Reactive', date: '2026-03-01' }));
    expect(e.code).toBe('not-buyable');
    expect(e.message).toContain('attributes cannot be raised with XP');
    expect(raiseOffer(system, rich(16), 'Reactive', 'attribute', '2026-03-01')).toBeNull();
  });

  it('raising an action skill pays the cost of its current level (Firearms 7 → 8 for 8 XP) and records it', () => {
    const r = raiseSkill(system, rich(10), { skill: 'Firearms', date: '2026-03-01' });
    expect(r.character.actionSkills.find((s) => s.name === 'Firearms')!.rating).toBe(8);
    expect(r.character.xp).toBe(2);
    expect(r.entry).toMatchObject({ kind: 'raise-skill', delta: -8, ability: 'Firearms', fromRating: 7, toRating: 8, reason: 'Raised Firearms to 8' });
  });

  it('learning a new action skill costs the table\'s 1', () => {
    const r = raiseSkill(system, rich(1), { skill: 'Gunnery', date: '2026-03-01' });
    expect(r.entry).toMatchObject({ kind: 'learn-skill', delta: -1, fromRating: 0, toRating: 1 });
  });

  it('not enough XP is refused with the cost named', () => {
    const e = refusal(() => raiseSkill(system, rich(7), { skill: 'Firearms', date: '2026-03-01' }));
    expect(e.code).toBe('not-enough-xp');
    expect(e.message).toBe('Raising Firearms from 7 to 8 costs 8 XP; Kara Thrace has 7.');
  });

  it('a skill at 12 cannot rise', () => {
    const c = { ...rich(16), actionSkills: [{ name: 'Melee', rating: 12 }] };
    expect(refusal(() => raiseSkill(system, c, { skill: 'Melee', date: '2026-03-01' })).code).toBe('max-rating');
    expect(raiseOffer(system, c, 'Melee', 'action-skill', '2026-03-01')).toBeNull();
  });
});

describe('rated languages grow like skills', () => {
  it('a language not yet rated is learned at 1 for 1 XP with its ruling attribute, then raised on the table', () => {
    const first = raiseSkill(system, rich(3), { skill: 'gemenese', rulingAttribute: 'Academic', date: '2026-03-01' });
    expect(first.character.backgroundSkills.at(-1)).toEqual({ name: 'Gemenese', rating: 1, rulingAttribute: 'Academic' });
    expect(first.entry).toMatchObject({ kind: 'learn-skill', delta: -1, ability: 'Gemenese', reason: 'Learned Gemenese (language)' });
    const second = raiseSkill(system, first.character, { skill: 'Gemenese', date: '2026-03-04' });
    expect(second.entry).toMatchObject({ delta: -2, fromRating: 1, toRating: 2 });
  });

  it('a rated language rises at its level\'s cost (Tauron 5 → 6 for 4 XP)', () => {
    const r = raiseSkill(system, rich(4), { skill: 'Tauron', date: '2026-03-01' });
    expect(r.entry).toMatchObject({ delta: -4, fromRating: 5, toRating: 6 });
  });

  it('a language on the unrated list becomes rated and stays on the list', () => {
    const c = { ...rich(1), languages: ['Sagittaron'] };
    const r = raiseSkill(system, c, { skill: 'Sagittaron', rulingAttribute: 'Social', date: '2026-03-01' });
    expect(r.character.languages).toEqual(['Sagittaron']);
    expect(r.character.backgroundSkills.at(-1)).toMatchObject({ name: 'Sagittaron', rating: 1 });
  });

  it('learning a language needs its ruling attribute; one off the setting\'s list cannot be rated', () => {
    expect(refusal(() => raiseSkill(system, rich(3), { skill: 'Gemenese', date: '2026-03-01' })).message).toBe(
      'Gemenese is a language without a rating yet: name its ruling attribute to learn it at 1.',
    );
    const c = { ...rich(3), languages: ['Klingon'] };
    expect(refusal(() => raiseSkill(system, c, { skill: 'Klingon', rulingAttribute: 'Academic', date: '2026-03-01' })).code).toBe('not-buyable');
  });

  it('the setting\'s language cost prices the first step; none means XP cannot buy languages', () => {
    const three = fs31System('storytellers-guide-sample', (s) => ({ ...s, ruleset: { ...s.ruleset, xp: { ...s.ruleset.xp, languageCost: 3 } } }));
    expect(raiseSkill(three, rich(3), { skill: 'Gemenese', rulingAttribute: 'Academic', date: '2026-03-01' }).entry.delta).toBe(-3);
    expect(raiseOffer(three, rich(3), 'Gemenese', 'background-skill', '2026-03-01')!.cost).toBe(3);
    const none = fs31System('storytellers-guide-sample', (s) => ({ ...s, ruleset: { ...s.ruleset, xp: { ...s.ruleset.xp, languageCost: null } } }));
    expect(refusal(() => raiseSkill(none, rich(3), { skill: 'Gemenese', rulingAttribute: 'Academic', date: '2026-03-01' })).code).toBe('not-buyable');
  });
});

describe('000 "Limiting XP" and "Awarding XP"', () => {
  it('"A character can only raise one skill every 3 days": the next raise is refused until then, unless lifted', () => {
    const once = raiseSkill(system, rich(12), { skill: 'Melee', date: '2026-03-01' });
    expect(nextRaiseDate(system, once.character)).toBe('2026-03-04');
    const e = refusal(() => raiseSkill(system, once.character, { skill: 'Stealth', date: '2026-03-03' }));
    expect(e.code).toBe('too-soon');
    expect(e.nextAllowed).toBe('2026-03-04');
    expect(raiseSkill(system, once.character, { skill: 'Stealth', date: '2026-03-04' }).entry.toRating).toBe(4);
    expect(raiseSkill(system, once.character, { skill: 'Stealth', date: '2026-03-02', override: true }).entry.overrides).toEqual(['days-between-raises']);
  });

  it('"A character may only save up a maximum of 16 XP": the excess is forfeited unless lifted', () => {
    const r = awardXp(system, rich(14), { amount: 4, date: '2026-03-01', reason: 'Weekly XP', weekly: true });
    expect(r.character.xp).toBe(16);
    expect(r.forfeited).toBe(2);
    expect(awardXp(system, rich(14), { amount: 4, date: '2026-03-01', reason: 'Plot', override: true }).character.xp).toBe(18);
  });

  it('the template defaults are 000\'s (1 XP a week, 3 days, 16 XP); the sample\'s 2 XP a week', () => {
    expect(fs31System('minimal').core.xp).toMatchObject({ weeklyAward: 1, daysBetweenRaises: 3, maxSavedXp: 16 });
    expect(system.core.xp).toMatchObject({ weeklyAward: 2, daysBetweenRaises: 3, maxSavedXp: 16 });
  });
});

describe('the sheet\'s raise control', () => {
  it('says the cost, the rating reached with its meaning, and the wait', () => {
    const offer = raiseOffer(system, rich(10), 'Alertness', 'action-skill', '2026-03-01')!;
    expect(offer).toMatchObject({ text: '+1 (4 XP)', detail: '\u2192 6 Professional', cost: 4, waitDays: 0 });
    expect(offer.label).toBe('Raise Alertness to 6 (Professional) for 4 XP');
    const after = { ...rich(10), lastSkillRaiseDate: '2026-03-01' };
    const waiting = raiseOffer(system, after, 'Alertness', 'action-skill', '2026-03-02')!;
    expect(waiting).toMatchObject({ detail: '\u2192 6 Professional \u00b7 2 days', waitDays: 2 });
    expect(waiting.hint).toContain('the next raise is allowed on 2026-03-04');
    const learn = raiseOffer(system, rich(10), 'Gemenese', 'background-skill', '2026-03-01')!;
    expect(learn).toMatchObject({ text: '+1 (1 XP)', detail: '\u2192 1 Rookie' });
    expect(learn.hint).toContain('this language');
  });

  it('is the edition\'s own op (not the FS3.2 default)', () => {
    expect(findEdition('fs3.1')!.ops.raiseOffer).toBeTypeOf('function');
  });
});
