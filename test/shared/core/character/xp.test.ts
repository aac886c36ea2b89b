import { describe, expect, it } from 'vitest';
import { XpEntrySchema } from '../../../../shared/domain/ledger';
import { FS3_2_RULESET as R } from '../../../../shared/systems/fs3.2/ruleset';
import {
  awardWeeklyXp,
  awardXp,
  learnLanguage,
  nextRaiseDate,
  raiseSkill,
  removeXp,
  xpCostBetween,
  xpCostToRaise,
  XpRuleError,
  type XpChange,
} from '../../../../shared/core/character/xp';
import { BSG_SETTING as S } from '../../../../shared/core/content';
import { nikos } from '../dice/fixtures';

function refusal(fn: () => unknown): XpRuleError {
  try {
    fn();
  } catch (e) {
    if (e instanceof XpRuleError) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('XP cost table (seed 004)', () => {
  it.each([
    [0, 1], [1, 2], [2, 2], [3, 4], [4, 4], [5, 4], [6, 8], [7, 8], [8, 8], [9, 12], [10, 12], [11, 12],
  ])('raising from %i costs %i', (from, cost) => {
    expect(xpCostToRaise(R, from)).toBe(cost);
  });

  it('cannot raise past 12, and 16 saved XP covers the 11 → 12 raise (seed 000)', () => {
    expect(xpCostToRaise(R, 12)).toBeNull();
    expect(xpCostToRaise(R, 11)).toBeLessThanOrEqual(R.xp.maxSavedXp!);
    expect(xpCostBetween(R, 0, 4)).toBe(1 + 2 + 2 + 4);
    expect(xpCostBetween(R, 0, 13)).toBeNull();
  });
});

describe('spending XP', () => {
  it('raises an action skill one level, records the raise and stamps the date', () => {
    const { character, entry } = raiseSkill(S, nikos({ xp: 10 }), { skill: 'firearms', date: '2025-03-01' });
    expect(character.actionSkills.find((s) => s.name === 'Firearms')?.rating).toBe(7);
    expect(character.xp).toBe(2);
    expect(character.lastSkillRaiseDate).toBe('2025-03-01');
    expect(entry).toEqual({
      characterId: 'pc-nikos',
      kind: 'raise-skill',
      delta: -8,
      balanceAfter: 2,
      ability: 'Firearms',
      fromRating: 6,
      toRating: 7,
      reason: 'Raised Firearms to 7',
      inGameDate: '2025-03-01',
      overrides: [],
    });
  });

  it('learns a new action skill or background skill at rating 1 for 1 XP', () => {
    const ecm = raiseSkill(S, nikos({ xp: 1 }), { skill: 'ECM', date: '2025-03-01' });
    expect(ecm.character.actionSkills.at(-1)).toEqual({ name: 'ECM', rating: 1 });
    expect(ecm.entry).toMatchObject({ kind: 'learn-skill', delta: -1, fromRating: 0, toRating: 1 });
    const bg = raiseSkill(S, nikos({ xp: 1 }), { skill: 'Pyramid', rulingAttribute: 'athletic', date: '2025-03-01' });
    expect(bg.character.backgroundSkills.at(-1)).toEqual({ name: 'Pyramid', rating: 1, rulingAttribute: 'Athletic' });
  });

  it('raises an existing background skill', () => {
    const { character } = raiseSkill(S, nikos({ xp: 4 }), { skill: 'Poker', date: '2025-03-01' });
    expect(character.backgroundSkills.find((b) => b.name === 'Poker')).toEqual({ name: 'Poker', rating: 4, rulingAttribute: 'Social' });
  });

  it('refuses attributes, languages, unknown skills without a ruling attribute, and too little XP', () => {
    expect(refusal(() => raiseSkill(S, nikos({ xp: 20 }), { skill: 'Reactive', date: '2025-03-01' })).message).toBe(
      'Reactive is an attribute: attributes cannot be raised with XP.',
    );
    expect(refusal(() => raiseSkill(S, nikos({ xp: 20 }), { skill: 'Tauron', date: '2025-03-01' })).code).toBe('not-buyable');
    expect(refusal(() => raiseSkill(S, nikos({ xp: 20 }), { skill: 'Pyramid', date: '2025-03-01' })).code).toBe('unknown-skill');
    expect(refusal(() => raiseSkill(S, nikos({ xp: 7 }), { skill: 'Firearms', date: '2025-03-01' })).message).toBe(
      'Raising Firearms from 6 to 7 costs 8 XP; Nikos has 7.',
    );
    const master = nikos({ xp: 16, actionSkills: [{ name: 'Firearms', rating: 12 }] });
    expect(refusal(() => raiseSkill(S, master, { skill: 'Firearms', date: '2025-03-01' })).code).toBe('max-rating');
    expect(refusal(() => raiseSkill(S, nikos({ xp: 9 }), { skill: 'Firearms', date: '1 March' })).code).toBe('bad-date');
  });

  it('allows one raise every 3 days unless the storyteller overrides', () => {
    const first = raiseSkill(S, nikos({ xp: 16 }), { skill: 'Melee', date: '2025-02-27' }).character;
    expect(nextRaiseDate(S.ruleset, first)).toBe('2025-03-02');
    const early = refusal(() => raiseSkill(S, first, { skill: 'Stealth', date: '2025-03-01' }));
    expect(early).toMatchObject({ code: 'too-soon' });
    expect(early.message).toBe('Nikos raised a skill on 2025-02-27; the next raise is allowed on 2025-03-02.');
    expect(raiseSkill(S, first, { skill: 'Stealth', date: '2025-03-02' }).character.xp).toBe(10);
    const forced = raiseSkill(S, first, { skill: 'Stealth', date: '2025-02-28', override: true, reason: 'Training montage' });
    expect(forced.entry).toMatchObject({ overrides: ['days-between-raises'], reason: 'Training montage' });
  });

  it('refuses languages unless the ruleset prices them', () => {
    expect(refusal(() => learnLanguage(S, nikos({ xp: 5 }), { language: 'Gemenese', date: '2025-03-01' })).code).toBe('not-buyable');
    const priced = { ...S, ruleset: { ...S.ruleset, xp: { ...S.ruleset.xp, languageCost: 2 } } };
    const { character, entry } = learnLanguage(priced, nikos({ xp: 5 }), { language: 'Gemenese', date: '2025-03-01' });
    expect(character.languages).toContain('Gemenese');
    expect(entry).toMatchObject({ kind: 'learn-language', delta: -2, balanceAfter: 3 });
    expect(refusal(() => learnLanguage(priced, character, { language: 'gemenese', date: '2025-03-01' })).code).toBe('already-known');
  });
});

describe('awarding XP', () => {
  it('awards the weekly amount: 1 by default, 2 in the BSG sample (seed 000)', () => {
    expect(awardWeeklyXp(R, nikos(), '2025-03-07').entry).toMatchObject({ kind: 'weekly-award', delta: 1, reason: 'Weekly XP' });
    expect(awardWeeklyXp(S.ruleset, nikos(), '2025-03-07', 3).entry).toMatchObject({ delta: 6, balanceAfter: 6, reason: 'Weekly XP for 3 weeks' });
  });

  it('caps savings at 16 XP, forfeiting the excess, unless overridden', () => {
    const change = awardXp(R, nikos({ xp: 14 }), { amount: 5, date: '2025-03-07', reason: 'Finished the mission' });
    expect(change.character.xp).toBe(16);
    expect(change.forfeited).toBe(3);
    expect(change.entry).toMatchObject({ delta: 2, reason: 'Finished the mission (3 XP over the 16 XP limit forfeited)' });
    expect(refusal(() => awardXp(R, nikos({ xp: 16 }), { amount: 1, date: '2025-03-07', reason: 'x' })).code).toBe('max-saved-xp');
    const over = awardXp(R, nikos({ xp: 16 }), { amount: 10, date: '2025-03-07', reason: 'Basic training', override: true });
    expect(over.character.xp).toBe(26);
    expect(over.entry.overrides).toEqual(['max-saved-xp']);
  });

  it('removes XP without going below 0', () => {
    expect(removeXp(nikos({ xp: 3 }), { amount: 2, date: '2025-03-07', reason: 'Correction' }).entry).toMatchObject({ kind: 'removal', delta: -2, balanceAfter: 1 });
    expect(refusal(() => removeXp(nikos({ xp: 1 }), { amount: 2, date: '2025-03-07', reason: 'x' })).code).toBe('not-enough-xp');
    expect(refusal(() => awardXp(R, nikos(), { amount: 0, date: '2025-03-07', reason: 'x' })).code).toBe('bad-amount');
  });

  it('produces entries the campaign XP ledger accepts', () => {
    const changes: XpChange[] = [
      awardWeeklyXp(R, nikos(), '2025-03-07'),
      raiseSkill(S, nikos({ xp: 2 }), { skill: 'Stealth', date: '2025-03-07' }),
    ];
    for (const { entry } of changes) {
      const row = { id: 1, characterId: entry.characterId, delta: entry.delta, reason: entry.reason, inGameDate: entry.inGameDate, recordedAt: '2025-03-07T10:00:00.000Z', ability: entry.ability };
      expect(XpEntrySchema.safeParse(row).success).toBe(true);
    }
  });
});
