/** Issue 39 item 6: FS3.1's simple healing system is a house rule the storyteller selects (seed 000 "Simple System"). */
import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { findEdition, healingAbilities, healingDay, poolForAbility, resolveSettingSystem, type HealPatient } from '../../../../shared/systems';
import { fs31Setting, pc, wound } from './rolls/helpers';

const kara = pc({ name: 'Kara', attrs: { Athletic: 5 } });

describe('FS3.1 house rule "Healing over time"', () => {
  it('offers advanced (the default) and simple, quoting seed 000', () => {
    const rule = findEdition('fs3.1')!.houseRules.find((r) => r.id === 'healing-system')!;
    expect(rule.defaultOption).toBe('advanced');
    expect(rule.options.map((o) => o.id)).toEqual(['advanced', 'simple']);
    expect(rule.options[1]!.source.quote).toBe('In the simple system, a character gets 1 Healing Point per day, plus a bonus point if under a doctor\u2019s care.');
  });

  it('chosen, a day is 1 Healing Point with no rolls; by default the toughness roll decides', () => {
    const simple = resolveSettingSystem({ edition: 'fs3.1', houseRules: { 'healing-system': 'simple' } }, fs31Setting());
    const advanced = resolveSettingSystem({ edition: 'fs3.1', houseRules: {} }, fs31Setting());
    const patient = (s: typeof simple): HealPatient => ({ name: 'Kara', wounds: [wound('moderate')], recovery: poolForAbility(s, kara, healingAbilities(s).recovery) });
    const day = healingDay(simple, patient(simple), { doctor: null, hospital: false }, createScriptedRng([]))!;
    expect([day.total, day.rolls.length]).toEqual([1, 0]);
    // Advanced (nothing chosen): the daily toughness roll, d100 95 −20 on row 5, a success: 1 point.
    const rolled = healingDay(advanced, patient(advanced), { doctor: null, hospital: false }, createScriptedRng([95]))!;
    expect(rolled.rolls.map((r) => r.role)).toEqual(['recovery']);
  });
});
