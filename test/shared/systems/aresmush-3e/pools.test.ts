import { describe, expect, it } from 'vitest';
import { abilityOdds, poolForAbility, rollAbility } from '../../../../shared/systems';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { aresAbilityType, aresDiceToRoll, aresLinkedAttr, aresWithModifiers, type AresRatings, type AresRules } from '../../../../shared/systems/aresmush-3e/pools';
import { npcRating } from '../../../../shared/systems/aresmush-3e/npc';
import { readSkillsConfig } from '../../../../shared/systems/aresmush-3e/skills-config';
import { aresSystem, defaultConfig, pc, rulesOf } from './helpers';

/** The reference's worked examples use Firearms/Reflexes, a background, a language and Brawn. */
const rules: AresRules = {
  skills: readSkillsConfig(null),
  lists: {
    attributes: ['Reflexes', 'Brawn', 'Wits'],
    actionSkills: [{ name: 'Firearms', linkedAttr: 'Reflexes' }],
    languages: ['Tauran'],
    advantages: ['Rank'],
  },
};
const sheet = (over: Partial<AresRatings> = {}): AresRatings => ({
  attributes: [{ name: 'Reflexes', rating: 2 }, { name: 'Brawn', rating: 4 }, { name: 'Wits', rating: 3 }],
  action: [{ name: 'Firearms', rating: 1 }],
  backgrounds: [{ name: 'Sciences', rating: 2 }],
  languages: [{ name: 'Tauran', rating: 3 }],
  advantages: [{ name: 'Rank', rating: 2 }],
  specialties: {},
  ...over,
});

describe('§A.2 dice-pool computation', () => {
  it('§A.2 ability types in order: attribute, action, language, advantage, anything else background', () => {
    expect(['brawn', 'FIREARMS', 'Tauran', 'Rank', 'Basketweaving'].map((n) => aresAbilityType(rules.lists, n))).toEqual([
      'attribute', 'action', 'language', 'advantage', 'background',
    ]);
  });

  it('§A.2 linked attributes: action skill linked_attr, none for attributes, default_linked_attr (Wits) otherwise', () => {
    expect(aresLinkedAttr(rules, 'Firearms')).toBe('Reflexes');
    expect(aresLinkedAttr(rules, 'Brawn')).toBeNull();
    expect(aresLinkedAttr(rules, 'Sciences')).toBe('Wits');
    expect(aresLinkedAttr(rules, 'Tauran')).toBe('Wits');
    const custom = { ...rules, skills: readSkillsConfig({ ...defaultConfig(), fs3skills: { default_linked_attr: 'Brawn' } }) };
    expect(aresLinkedAttr(custom, 'Sciences')).toBe('Brawn');
  });

  it('§A.2 worked examples: Firearms 1 + Reflexes 2 = 3; background 2 + Reflexes = 6; language 3 + Reflexes = 8; Brawn alone = 5; untrained background + Brawn = 5; language 0 + Reflexes = 2', () => {
    const s = sheet();
    expect(aresDiceToRoll(rules, s, { ability: 'Firearms' })).toBe(3);
    expect(aresDiceToRoll(rules, s, { ability: 'Sciences', linkedAttr: 'Reflexes' })).toBe(6);
    expect(aresDiceToRoll(rules, s, { ability: 'Tauran', linkedAttr: 'Reflexes' })).toBe(8);
    expect(aresDiceToRoll(rules, s, { ability: 'Brawn' })).toBe(5);
    expect(aresDiceToRoll(rules, s, { ability: 'Basketweaving', linkedAttr: 'Brawn' })).toBe(5);
    expect(aresDiceToRoll(rules, sheet({ languages: [] }), { ability: 'Tauran', linkedAttr: 'Reflexes' })).toBe(2);
  });

  it('§A.2 advantages count ×2; default linked attribute applies to backgrounds, languages and advantages', () => {
    const s = sheet();
    expect(aresDiceToRoll(rules, s, { ability: 'Rank' })).toBe(2 * 2 + 3);
    expect(aresDiceToRoll(rules, s, { ability: 'Sciences' })).toBe(2 * 2 + 3);
    expect(aresDiceToRoll(rules, s, { ability: 'Unheld Thing' })).toBe(1 + 3);
  });

  it('§A.2 ATTR+ATTR: the attribute rating plus the other attribute; unheld abilities are 0', () => {
    expect(aresDiceToRoll(rules, sheet(), { ability: 'Brawn', linkedAttr: 'Reflexes' })).toBe(6);
    expect(aresDiceToRoll(rules, sheet({ action: [] }), { ability: 'Firearms' })).toBe(2);
    expect(aresDiceToRoll(rules, sheet({ attributes: [] }), { ability: 'Firearms' })).toBe(1);
  });

  it('§A.2 integer ability: N + modifier dice, no attribute', () => {
    expect(aresDiceToRoll(rules, sheet(), { ability: '3', modifier: 2 })).toBe(5);
  });

  it('§A.5 fractional modifiers stay fractional and the roll ceils them (5 − 0.25 → 5, 5 − 2.25 → 3)', () => {
    const system = aresSystem();
    const kara = pc({ attributes: [{ name: 'Brawn', rating: 4 }] });
    const p = poolForAbility(system, kara, 'Brawn', [{ dice: -0.25, source: 'Wounds' }]);
    expect(p.size).toBe(4.75);
    expect(p.diceRolled).toBe(5);
    expect(aresWithModifiers(p, [{ dice: -2, source: 'more' }]).diceRolled).toBe(3);
    expect(rollAbility(system, p, createScriptedRng([6, 6, 1, 2, 3])).hits).toBe(2);
  });
});

describe('§A.2 through the edition ops on the default config', () => {
  const system = aresSystem();
  it('uses the setting projected from fs3skills_action.yml (Firearms linked to Reflexes)', () => {
    const kara = pc({ actionSkills: [{ name: 'Firearms', rating: 3 }] });
    const p = poolForAbility(system, kara, 'firearms');
    expect(p.terms.map((t) => [t.kind, t.name, t.rating])).toEqual([['action-skill', 'Firearms', 3], ['attribute', 'Reflexes', 2]]);
    expect(p.diceRolled).toBe(5);
    expect(abilityOdds(system, p).pSuccess).toBeCloseTo(1 - (5 / 8) ** 5, 14);
  });

  it('a rated language is a backgroundSkills entry named after a game language; an unrated one counts as Fluent 3', () => {
    const rated = pc({ backgroundSkills: [{ name: 'Tauran', rating: 1, rulingAttribute: 'Wits' }] });
    expect(poolForAbility(system, rated, 'Tauran').diceRolled).toBe(2 + 2);
    const unrated = pc({ languages: ['Tauran'] });
    expect(poolForAbility(system, unrated, 'Tauran').diceRolled).toBe(6 + 2);
    expect(rulesOf(system).lists.languages).toContain('Celtan');
  });

  it('an explicit linked attribute replaces the default; a non-attribute is refused', () => {
    const kara = pc({ backgroundSkills: [{ name: 'Sciences', rating: 2, rulingAttribute: 'Presence' }], attributes: [{ name: 'Wits', rating: 3 }, { name: 'Brawn', rating: 1 }] });
    expect(poolForAbility(system, kara, 'Sciences').diceRolled).toBe(4 + 3);
    expect(poolForAbility(system, kara, 'Sciences', [], 'Brawn').diceRolled).toBe(4 + 1);
    expect(() => poolForAbility(system, kara, 'Sciences', [], 'Firearms')).toThrow(/not an attribute/);
  });

  it('§A.5 an NPC stat block rolls its rating as raw dice; unlisted attributes Default/2', () => {
    const goon = pc({ kind: 'npc', attributes: [], npc: { ratings: [{ name: 'Firearms', rating: 6 }], defaultRating: 5 } });
    expect(poolForAbility(system, goon, 'Firearms').diceRolled).toBe(6);
    expect(poolForAbility(system, goon, 'Melee').diceRolled).toBe(5);
    expect(poolForAbility(system, goon, 'Brawn').diceRolled).toBe(2);
  });
});

describe('§A.5 NPC ratings in combat (npcRating)', () => {
  const config = defaultConfig();
  it('§A.5 listed abilities are their rating; other names Default; attributes Default/2 (floor)', () => {
    expect(npcRating(config, 'Goon', 'Firearms')).toBe(6);
    expect(npcRating(config, 'Goon', 'Alertness')).toBe(4);
    expect(npcRating(config, 'Goon', 'Reflexes')).toBe(2);
    expect(npcRating(config, 'Miniboss', 'Reflexes')).toBe(4);
    expect(npcRating(config, 'boss', 'melee')).toBe(13);
  });
  it('§A.5 Default falls back to 4; integer abilities are returned as-is', () => {
    expect(npcRating(config, 'Nobody', 'Firearms')).toBe(4);
    expect(npcRating(config, 'Nobody', 'Brawn')).toBe(2);
    expect(npcRating(null, 'Goon', 'Wits')).toBe(2);
    expect(npcRating(config, 'Goon', '7')).toBe(7);
    expect(npcRating(config, 'Goon', 'Strength', ['Strength'])).toBe(2);
  });
});
