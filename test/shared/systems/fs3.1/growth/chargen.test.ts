/**
 * FS3.1 character creation: seed 002 "Character Creation" (1 point per rating, at least 1 in every
 * attribute, languages rated) and seed 000's "Ability Limits" with its sample configuration's
 * numbers (80 points, 4 abilities at 7+, 32 on attributes, 32 on action skills, 1-4 quirks, 2
 * background skills). Every finding names the ability it is about.
 */
import { describe, expect, it } from 'vitest';
import { checkCharacter, findEdition, resolveSystem, type ChargenFinding } from '../../../../../shared/systems';
import type { Character } from '../../../../../shared/domain/character';
import { BSG_SETTING } from '../../../../../shared/core/content/battlestar-galactica';
import { fs31System, samplePilot } from './helpers';

const system = fs31System();
const codes = (fs: readonly ChargenFinding[]) => fs.map((f) => f.code).sort();
const find = (fs: readonly ChargenFinding[], code: string) => fs.filter((f) => f.code === code);
const withBackground = (c: Character, name: string, rating: number): Character => ({
  ...c,
  backgroundSkills: c.backgroundSkills.map((b) => (b.name === name ? { ...b, rating } : b)),
});

describe('002 "Character Creation" with 000\'s sample limits', () => {
  it('a character made by the sample\'s rules passes with no finding and every point counted', () => {
    const report = checkCharacter(system, samplePilot());
    expect(report.findings).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.points).toEqual({ attributes: 32, actionSkills: 30, backgroundSkills: 5, languages: 13, total: 80, available: 80 });
  });

  it('002 "Attributes cost 1 point per rating", "Skills cost 1 point per rating": languages too, per rating', () => {
    const lower = withBackground(samplePilot(), 'Tauron', 1);
    expect(checkCharacter(system, lower).points).toMatchObject({ languages: 9, total: 76 });
    expect(find(checkCharacter(system, lower).findings, 'points-unspent')[0]?.message).toBe('4 of 80 ability points are still unspent.');
  });

  it('FS3.2 prices the same languages once each, unrated (the difference FS3.1 makes)', () => {
    const fs32 = resolveSystem({ choice: { edition: 'fs3.2', houseRules: {} }, setting: BSG_SETTING, gear: { weapons: [], armor: [], vehicles: [], hitCharts: [] } });
    const c = { ...samplePilot(), backgroundSkills: samplePilot().backgroundSkills.slice(0, 2), languages: ['Colonial Standard', 'Tauron'] };
    expect(checkCharacter(fs32, c).points.languages).toBe(4);
    // In FS3.1 an unrated language costs nothing and says what to do.
    const r = checkCharacter(system, c);
    expect(r.points.languages).toBe(0);
    expect(find(r.findings, 'unrated-language').map((f) => f.ability)).toEqual(['Colonial Standard', 'Tauron']);
    expect(find(r.findings, 'unrated-language')[0]!.message).toContain('FS3.1 rates languages like skills (0 to 12, 1 point per rating)');
  });

  it('spending more than the pool is an error; a hobby above 3 is a note naming it', () => {
    const r = checkCharacter(system, withBackground(samplePilot(), 'Poker', 6));
    expect(r.ok).toBe(false);
    expect(find(r.findings, 'too-many-points')[0]!.message).toBe('83 ability points spent; only 80 are available.');
    expect(find(r.findings, 'high-background')[0]).toMatchObject({ severity: 'warning', ability: 'Poker' });
  });

  it('a rated language above 3 is no hobby: no note', () => {
    expect(find(checkCharacter(system, samplePilot()).findings, 'high-background')).toEqual([]);
  });

  it('002 "at least 1 rating point in every Attribute": a missing or 0 attribute is an error naming it', () => {
    const pilot = samplePilot();
    const missing = { ...pilot, attributes: pilot.attributes.filter((a) => a.name !== 'Social') };
    expect(find(checkCharacter(system, missing).findings, 'missing-attribute')[0]).toMatchObject({ severity: 'error', ability: 'Social' });
    const zero = { ...pilot, attributes: pilot.attributes.map((a) => (a.name === 'Social' ? { ...a, rating: 0 } : a)) };
    expect(find(checkCharacter(system, zero).findings, 'rating-out-of-range')[0]).toMatchObject({
      ability: 'Social',
      message: 'Social is rated 0; attributes are rated 1 to 12.',
    });
  });

  it('002 scales: a skill or language at 13 is out of range, named', () => {
    const pilot = samplePilot();
    const high = { ...pilot, actionSkills: pilot.actionSkills.map((a) => (a.name === 'Melee' ? { ...a, rating: 13 } : a)) };
    expect(find(checkCharacter(system, high).findings, 'rating-out-of-range')[0]).toMatchObject({ ability: 'Melee', message: 'Melee is rated 13; action skills are rated 0 to 12.' });
    const lang = withBackground(pilot, 'Tauron', 13);
    expect(find(checkCharacter(system, lang).findings, 'rating-out-of-range')[0]!.message).toBe('Tauron is rated 13; languages are rated 0 to 12.');
  });

  it('000 "No more than 32 points in attributes" / "in action skills"', () => {
    const pilot = samplePilot();
    const attrs = { ...pilot, attributes: pilot.attributes.map((a) => (a.name === 'Academic' ? { ...a, rating: 6 } : a)) };
    expect(find(checkCharacter(system, attrs).findings, 'too-many-attribute-points')[0]!.message).toBe('33 points are on attributes; the limit is 32.');
    const action = { ...pilot, actionSkills: [...pilot.actionSkills, { name: 'Gunnery', rating: 3 }] };
    expect(find(checkCharacter(system, action).findings, 'too-many-action-points')[0]!.message).toBe('33 points are on action skills; the limit is 32.');
  });

  it('000 "No more than 4 abilities at rating 7 or higher": attributes and all kinds of skills, languages included, each named', () => {
    const r = checkCharacter(system, withBackground(samplePilot(), 'Tauron', 7));
    const f = find(r.findings, 'too-many-high-ratings')[0]!;
    expect(f.severity).toBe('error');
    expect(f.message).toBe(
      '5 abilities are rated 7 or higher (Reactive 7, Firearms 7, Viper Piloting 8, Colonial Standard 8, Tauron 7); the limit is 4.',
    );
  });

  it('000 "Minimum of 2 Background Skills": rated languages do not count as background skills', () => {
    const pilot = samplePilot();
    const one = { ...pilot, backgroundSkills: pilot.backgroundSkills.filter((b) => b.name !== 'Painting') };
    expect(find(checkCharacter(system, one).findings, 'too-few-background-skills')[0]!.message).toBe('1 background skill; at least 2 are required.');
  });

  it('000 "1-4 Quirks"', () => {
    expect(find(checkCharacter(system, { ...samplePilot(), quirks: [] }).findings, 'too-few-quirks')[0]!.message).toBe('0 quirks; at least 1 are required.');
    const five = { ...samplePilot(), quirks: ['a', 'b', 'c', 'd', 'e'] };
    expect(find(checkCharacter(system, five).findings, 'too-many-quirks')[0]!.message).toBe('5 quirks; at most 4 are allowed.');
  });

  it('a background skill or language needs a ruling attribute of the setting (002 "Ruling Attribute")', () => {
    const pilot = samplePilot();
    const bad = { ...pilot, backgroundSkills: pilot.backgroundSkills.map((b) => (b.name === 'Tauron' ? { ...b, rulingAttribute: 'Luck' } : b)) };
    expect(find(checkCharacter(system, bad).findings, 'unknown-ruling-attribute')[0]).toMatchObject({ severity: 'error', ability: 'Tauron' });
  });

  it('an NPC is not held to chargen limits (002: "NPCs are described in the Storyteller\'s Guide")', () => {
    const npc = { ...samplePilot(), kind: 'npc' as const, quirks: [], backgroundSkills: [] };
    expect(codes(checkCharacter(system, npc).findings)).toEqual([]);
  });

  it('the storyteller\'s own numbers are read from the setting', () => {
    const tight = fs31System('storytellers-guide-sample', (s) => ({ ...s, ruleset: { ...s.ruleset, chargen: { ...s.ruleset.chargen, abilityPoints: 70, maxHighRatedAbilities: 2 } } }));
    expect(codes(checkCharacter(tight, samplePilot()).findings)).toEqual(['too-many-high-ratings', 'too-many-points']);
  });

  it('broken input is reported, never thrown', () => {
    expect(checkCharacter(system, 'nonsense').findings[0]!.code).toBe('not-a-character');
    const r = checkCharacter(system, { ...samplePilot(), attributes: [{ name: 'Academic', rating: 'five' }] });
    expect(r.ok).toBe(false);
    expect(find(r.findings, 'invalid-data')[0]!.message).toContain('Attribute Academic');
  });

  it('countPoints on a draft setting that is only its ruleset counts languages among background skills, same total', () => {
    const ops = findEdition('fs3.1')!.ops;
    const p = ops.countPoints({ ruleset: system.core }, samplePilot());
    expect(p).toMatchObject({ backgroundSkills: 18, languages: 0, total: 80 });
    expect(ops.countPoints(system.setting, samplePilot())).toMatchObject({ backgroundSkills: 5, languages: 13, total: 80 });
  });
});
