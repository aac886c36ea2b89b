/** XP (seed 003 prints no costs: the console's table; Human and Destiny earned; allegiance lore with rank). */
import { describe, expect, it } from 'vitest';
import { raiseOffer, raiseSkill, XpRuleError, xpCostToRaise } from '../../../../shared/systems';
import { etkinSystem, sampleCharacter } from './helpers';

const system = etkinSystem();
const dante = () => ({ ...sampleCharacter('pc-dante'), xp: 20 });
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof XpRuleError) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('not refused');
};

describe('XP raises', () => {
  it('the cost table by the rating raised from (placeholder 1, 2, 3 …), none at 12', () => {
    expect(xpCostToRaise(system, 0)).toBe(1);
    expect(xpCostToRaise(system, 7)).toBe(8);
    expect(xpCostToRaise(system, 12)).toBeNull();
  });

  it('a skill: Shoot 7 → 8 for 8 XP, and the offer names the band reached', () => {
    const out = raiseSkill(system, dante(), { skill: 'Shoot', date: '5000-03-02' });
    expect(out.character.actionSkills.find((s) => s.name === 'Shoot')!.rating).toBe(8);
    expect(out.entry).toMatchObject({ delta: -8, fromRating: 7, toRating: 8 });
    expect(raiseOffer(system, dante(), 'Stoic Mind', 'action-skill', '5000-03-02')).toMatchObject({ text: '+1 (6 XP)', detail: '\u2192 6 \u00b7 3d20', cost: 6 });
  });

  it('a characteristic is bought too (the rulebook): Dexterity 7 → 8 for 8 XP, with its own button', () => {
    const out = raiseSkill(system, dante(), { skill: 'dexterity', date: '5000-03-02' });
    expect(out.character.attributes.find((a) => a.name === 'Dexterity')!.rating).toBe(8);
    expect(out.character.xp).toBe(12);
    expect(out.entry).toMatchObject({ ability: 'Dexterity', delta: -8, reason: 'Raised Dexterity to 8' });
    expect(raiseOffer(system, dante(), 'Dexterity', 'attribute', '5000-03-02')).toMatchObject({ text: '+1 (8 XP)', detail: '\u2192 8' });
    expect(refusal(() => raiseSkill(system, { ...dante(), xp: 3 }, { skill: 'Dexterity', date: '5000-03-02' }))).toMatchObject({ code: 'not-enough-xp' });
  });

  it('003 Human: "players must earn the right to increase this stat": refused, and no button', () => {
    expect(refusal(() => raiseSkill(system, dante(), { skill: 'Human', date: '5000-03-02' }))).toMatchObject({ code: 'not-buyable', message: expect.stringContaining('must earn the right to increase this stat') });
    expect(raiseOffer(system, dante(), 'Human', 'attribute', '5000-03-02')).toBeNull();
  });

  it('003 allegiance lore "may only be increased when the character raises in rank": refused, and no button', () => {
    const r = refusal(() => raiseSkill(system, dante(), { skill: 'Allegiance Lore (Brother Battle)', date: '5000-03-02' }));
    expect(r).toMatchObject({ code: 'not-buyable', message: expect.stringContaining('rises only with rank') });
    expect(raiseOffer(system, dante(), 'Allegiance Lore (Brother Battle)', 'background-skill', '5000-03-02')).toBeNull();
    // Another lore rises as usual.
    expect(raiseSkill(system, dante(), { skill: 'Lore (Kurga Caliphate)', date: '5000-03-02' }).entry).toMatchObject({ delta: -3, toRating: 3 });
  });

  it('the setting\'s wait between raises applies to characteristics too', () => {
    const s = etkinSystem('full', (x) => ({ ...x, ruleset: { ...x.ruleset, xp: { ...x.ruleset.xp, daysBetweenRaises: 3 } } }));
    const once = raiseSkill(s, dante(), { skill: 'Shoot', date: '5000-03-02' }).character;
    expect(refusal(() => raiseSkill(s, once, { skill: 'Strength', date: '5000-03-03' }))).toMatchObject({ code: 'too-soon' });
    expect(raiseSkill(s, once, { skill: 'Strength', date: '5000-03-03', override: true }).entry.overrides).toEqual(['days-between-raises']);
  });
});
