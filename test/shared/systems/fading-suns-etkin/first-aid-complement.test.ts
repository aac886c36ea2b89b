/**
 * Issue 39 item 7, seed 003 "Healing Damage": "A complementary Physick roll may be made each day if
 * supplies are available ... to increase the above goal number. First Aid may also be used, but at
 * a -4 difficulty modifier." A field medic (Tech 3, Physick 0, First Aid 8) helps through First Aid
 * at −4 (goal 3 + 8 − 4 + 2 = 9 beats Physick's 3 + 0 + 2 = 5); Mira (Physick 4, First Aid 0) keeps
 * Physick.
 */
import { describe, expect, it } from 'vitest';
import { createWound } from '../../../../shared/core/mechanics/wounds';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { healingDay, poolForAbility } from '../../../../shared/systems';
import { ENDURANCE_LEVEL } from '../../../../shared/systems/fading-suns-etkin/wounds';
import { etkinSystem, sampleCharacter } from './helpers';

const system = etkinSystem();
const dante = sampleCharacter('pc-dante');
const mira = sampleCharacter('pc-mira');
const recovery = poolForAbility(system, dante, 'Vigor');
const medicFirstAid = (() => {
  const p = poolForAbility(system, dante, 'First Aid');
  return { ...p, terms: p.terms.map((t) => (t.kind === 'attribute' ? t : { ...t, rating: 8 })) };
})();
const wounds = [createWound({ location: 'Body', severity: ENDURANCE_LEVEL, type: 'wound', source: 'Kurgan scimitar' })];
// Every die a 10: a success for any goal of 10 or more is not needed; the pools are what is tested.
const tens = () => createScriptedRng(Array(12).fill(10));

describe('003: First Aid instead of Physick at −4 as the daily roll\'s complement', () => {
  it('a medic with no Physick rolls First Aid at −4 (goal 9), not Physick (goal 5)', () => {
    const care = { doctor: { name: 'Medic', pool: poolForAbility(system, dante, 'Physick'), firstAid: medicFirstAid, woundModifier: 0 }, hospital: false };
    const day = healingDay(system, { name: 'Dante', wounds, recovery }, care, tens())!;
    const doctor = day.rolls.find((r) => r.role === 'doctor')!;
    expect(doctor.by).toBe('Medic');
    expect(doctor.roll.pool.modifiers.map((m) => m.source)).toContain('First Aid instead of Physick \u22124');
    expect(doctor.roll.pool.size).toBe(9);
  });

  it('Mira keeps her Physick (goal 11) over First Aid 0 at −4', () => {
    const care = { doctor: { name: 'Mira', pool: poolForAbility(system, mira, 'Physick'), firstAid: poolForAbility(system, mira, 'First Aid'), woundModifier: 0 }, hospital: false };
    const day = healingDay(system, { name: 'Dante', wounds, recovery }, care, tens())!;
    const doctor = day.rolls.find((r) => r.role === 'doctor')!;
    expect(doctor.roll.pool.modifiers.map((m) => m.source)).not.toContain('First Aid instead of Physick \u22124');
    expect(doctor.roll.pool.size).toBe(11);
  });
});
