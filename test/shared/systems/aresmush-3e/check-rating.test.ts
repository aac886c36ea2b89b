/**
 * Issue 40 item 5: §B.2 `check_rating`, the cases of AresMUSH's own chargen specs
 * (plugins/fs3skills/specs/chargen_specs.rb), and the sheet check that reports them.
 */
import { describe, expect, it } from 'vitest';
import { checkCharacter } from '../../../../shared/systems';
import { aresCheckRating } from '../../../../shared/systems/aresmush-3e/chargen';
import type { GameConfig } from '../../../../shared/config/model';
import { aresSystem, defaultConfig, pc, rulesOf } from './helpers';

/** The default game with the spec's names: English a language, Rank an advantage (in use). */
function specConfig(change: (c: GameConfig) => void = () => undefined): GameConfig {
  const c = defaultConfig();
  c.fs3skills.languages = [...(c.fs3skills.languages ?? []), { name: 'English', desc: 'A language.' }];
  c.fs3skills.use_advantages = true;
  change(c);
  return c;
}
const rules = (change?: (c: GameConfig) => void) => rulesOf(aresSystem(specConfig(change)));
const code = (r: ReturnType<typeof aresCheckRating>) => r?.code ?? null;

describe('§B.2 check_rating (AresMUSH chargen_specs)', () => {
  const r = rules();
  it('errors below the minimum ratings', () => {
    expect(code(aresCheckRating(r, 'Brawn', 0))).toBe('min_rating_is');
    expect(code(aresCheckRating(r, 'Firearms', -1))).toBe('min_rating_is');
    expect(code(aresCheckRating(r, 'English', -1))).toBe('min_rating_is');
    expect(code(aresCheckRating(r, 'Basketweaving', -1))).toBe('min_rating_is');
  });

  it('keeps attributes at 1 even when incapable action skills are allowed', () => {
    const incapable = rules((c) => { c.fs3skills.allow_incapable_action_skills = true; });
    expect(code(aresCheckRating(incapable, 'Brawn', 0))).toBe('min_rating_is');
    expect(aresCheckRating(incapable, 'Firearms', 0)).toBeNull();
  });

  it('allows the minimum and maximum ratings', () => {
    for (const [name, rating] of [['Brawn', 1], ['Firearms', 1], ['English', 0], ['Basketweaving', 0], ['Brawn', 4], ['Firearms', 7], ['English', 3], ['Basketweaving', 3], ['Rank', 3]] as const) {
      expect(aresCheckRating(r, name, rating), `${name} ${rating}`).toBeNull();
    }
  });

  it('errors above the maximum ratings, naming the maximum', () => {
    expect(aresCheckRating(r, 'Brawn', 5)).toEqual({ code: 'max_rating_is', rating: 4 });
    expect(aresCheckRating(r, 'Firearms', 8)).toEqual({ code: 'max_rating_is', rating: 7 });
    expect(aresCheckRating(r, 'English', 4)).toEqual({ code: 'max_rating_is', rating: 3 });
    expect(aresCheckRating(r, 'Basketweaving', 4)).toEqual({ code: 'max_rating_is', rating: 3 });
    expect(aresCheckRating(r, 'Rank', 4)).toEqual({ code: 'max_rating_is', rating: 3 });
  });

  it('reads max_skill_rating and max_attr_rating from the game', () => {
    const five = rules((c) => { c.fs3skills.max_skill_rating = 5; c.fs3skills.max_attr_rating = 3; });
    expect(aresCheckRating(five, 'Firearms', 5)).toBeNull();
    expect(aresCheckRating(five, 'Firearms', 6)).toEqual({ code: 'max_rating_is', rating: 5 });
    expect(aresCheckRating(five, 'Brawn', 3)).toBeNull();
    expect(aresCheckRating(five, 'Brawn', 4)).toEqual({ code: 'max_rating_is', rating: 3 });
  });
});

describe('the sheet check of a new character (issue 40 item 5)', () => {
  it('warns for Firearms 6 with max_skill_rating 5, naming the ability and the limit', () => {
    const system = aresSystem(specConfig((c) => { c.fs3skills.max_skill_rating = 5; }));
    const result = checkCharacter(system, pc({ actionSkills: [{ name: 'Firearms', rating: 6 }] }));
    const finding = result.findings.find((f) => f.code === 'max-rating-is');
    expect(finding).toMatchObject({ severity: 'warning', ability: 'Firearms' });
    expect(finding!.message).toMatch(/Firearms 6 is above the chargen maximum of 5/);
    // A warning: XP may raise past the chargen maximum, so the sheet is still valid data.
    expect(result.ok).toBe(true);
  });

  it('says nothing at the maximum, and nothing for an NPC (raw dice)', () => {
    const system = aresSystem(specConfig((c) => { c.fs3skills.max_skill_rating = 5; }));
    expect(checkCharacter(system, pc({ actionSkills: [{ name: 'Firearms', rating: 5 }] })).findings.filter((f) => /rating-is/.test(f.code))).toEqual([]);
    expect(checkCharacter(system, pc({ kind: 'npc', actionSkills: [{ name: 'Firearms', rating: 9 }] })).findings.filter((f) => /rating-is/.test(f.code))).toEqual([]);
  });

  it('warns for an attribute above max_attr_rating and a background above 3', () => {
    const system = aresSystem(specConfig());
    const c = pc({ backgroundSkills: [{ name: 'Basketweaving', rating: 4, rulingAttribute: 'Wits' }] });
    c.attributes[1] = { name: 'Brawn', rating: 5 };
    const codes = checkCharacter(system, c).findings.filter((f) => /rating-is/.test(f.code)).map((f) => `${f.ability} ${f.code}`);
    expect(codes).toEqual(['Brawn max-rating-is', 'Basketweaving max-rating-is']);
  });
});
