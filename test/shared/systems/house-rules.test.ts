import { describe, expect, it } from 'vitest';
import { FS32_COMBAT_RULESET } from '../../../shared/systems/fs3.2/combat/ruleset';
import { protectionOdds } from '../../../shared/core/mechanics/odds';
import { stopChance } from '../../../shared/core/mechanics/protection';
import { resolveSettingSystem } from '../../../shared/systems/resolve';
import { FS32_HOUSE_RULES } from '../../../shared/systems/fs3.2/house-rules';
import { minimalFs32Setting } from '../../../shared/systems/fs3.2/templates';

/** The system a minimal FS3.2 setting plays under with one house rule chosen (or none). */
const system = (rule?: string, option?: string) =>
  resolveSettingSystem({ edition: 'fs3.2', houseRules: rule && option ? { [rule]: option } : {} }, minimalFs32Setting());

describe('FS3.2 house rules (seeds 001 and 000)', () => {
  it('offers six switches, each defaulting to its first option and quoting a seed for every option', () => {
    expect(FS32_HOUSE_RULES.map((r) => r.id)).toEqual([
      'healing-system',
      'xp-raise-limits',
      'damage-bands',
      'healing-points',
      'suppress-points',
      'armor-stop-ratio',
    ]);
    for (const rule of FS32_HOUSE_RULES) {
      expect(rule.options[0]!.id).toBe(rule.defaultOption);
      for (const o of rule.options) expect(o.source.seed).toMatch(/^00[01]_[0-9a-f]{16}\.txt$/);
    }
  });

  it('plays exactly the FS3.2 combat numbers when nothing is chosen', () => {
    const sys = system();
    // Only the core ruleset differs: the combat tables read the setting's own dice and luck.
    expect({ ...sys.combat, core: FS32_COMBAT_RULESET.core }).toEqual(FS32_COMBAT_RULESET);
    expect(sys.combat.core).toBe(sys.core);
    expect(sys.houseRules.map((h) => h.option.id)).toEqual(FS32_HOUSE_RULES.map((r) => r.defaultOption));
  });

  it('healing-system: advanced by default, the simple system when chosen', () => {
    expect(system().combat.healing.system).toBe('advanced');
    expect(system('healing-system', 'simple').combat.healing.system).toBe('simple');
  });

  it('xp-raise-limits: 3 days and 16 XP by default, no limits when off', () => {
    expect(system().core.xp).toMatchObject({ daysBetweenRaises: 3, maxSavedXp: 16 });
    const off = system('xp-raise-limits', 'off');
    expect(off.core.xp).toMatchObject({ daysBetweenRaises: null, maxSavedXp: null });
    expect(off.setting.ruleset.xp.maxSavedXp).toBeNull();
  });

  it('damage-bands: Critical from 100 by default, from 106 under the Storyteller\u2019s Guide', () => {
    expect(system().combat.severityBands).toEqual({ light: 40, moderate: 80, serious: 99 });
    expect(system('damage-bands', 'storytellers-guide').combat.severityBands).toEqual({ light: 40, moderate: 80, serious: 105 });
  });

  it('healing-points: 2/3/4/5 by default, 4/6/8/12 under the Storyteller\u2019s Guide', () => {
    expect(system().combat.healing.points).toEqual({ light: 2, moderate: 3, serious: 4, critical: 5 });
    expect(system('healing-points', 'storytellers-guide').combat.healing.points).toEqual({ light: 4, moderate: 6, serious: 8, critical: 12 });
  });

  it('suppress-points: a flat 2 by default, twice the net hits under the Storyteller\u2019s Guide', () => {
    expect(system().combat.suppression.suppressPoints).toEqual({ kind: 'flat', points: 2 });
    const sg = system('suppress-points', 'storytellers-guide').combat.suppression;
    expect(sg.suppressPoints).toEqual({ kind: 'per-net-hit', factor: 2 });
    // The rest of suppression is untouched: 1 per shot, at most 5, −2 a turn.
    expect(sg).toMatchObject({ perAttack: 1, max: 5, decayPerTurn: 2 });
  });

  it('armor-stop-ratio: Protection/Penetration by default, Penetration/Protection when chosen', () => {
    const fs32 = system().combat;
    const sg = system('armor-stop-ratio', 'storytellers-guide').combat;
    expect(fs32.armor.ratio).toBe('protection-over-penetration');
    expect(sg.armor.ratio).toBe('penetration-over-protection');
    // Both seeds' Bob: protection 4, penetration 4 → 35 either way up.
    expect(stopChance(fs32, 4, 4)).toBe(35);
    expect(stopChance(sg, 4, 4)).toBe(35);
    // Protection 4, penetration 2: ((4/2)×2−1)×25+10 = 85; ((2/4)×2−1)×25+10 = 10.
    expect(stopChance(fs32, 4, 2)).toBe(85);
    expect(stopChance(sg, 4, 2)).toBe(10);
    // Protection 2, penetration 4: ((2/4)×2−1)×25+10 = 10; ((4/2)×2−1)×25+10 = 85.
    expect(stopChance(fs32, 2, 4)).toBe(10);
    expect(stopChance(sg, 2, 4)).toBe(85);
    // The exact odds read the same stop chance.
    expect(protectionOdds(sg, 4, 2)).toMatchObject({ stopChance: 10, pStopped: 0.1 });
    expect(protectionOdds(fs32, 4, 2)).toMatchObject({ stopChance: 85, pStopped: 0.85 });
  });

  it('falls back to the default option when the chosen option is unknown', () => {
    const base = system();
    for (const rule of FS32_HOUSE_RULES) {
      const sys = system(rule.id, 'no-such-option');
      expect(sys.houseRules.find((h) => h.rule.id === rule.id)?.option.id).toBe(rule.defaultOption);
      expect(sys.combat).toEqual(base.combat);
      expect(sys.core).toEqual(base.core);
    }
  });

  it('ignores an unknown house-rule id', () => {
    expect(system('no-such-rule', 'x').combat).toEqual(system().combat);
  });
});
