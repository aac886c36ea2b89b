import { describe, expect, it } from 'vitest';
import { ArmorSchema, VehicleSchema } from '../../../../shared/domain/gear';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { resolveAttack } from '../../../../shared/core/mechanics/attack';
import {
  crewHitChance,
  crewHitZone,
  resolveCrewHits,
} from '../../../../shared/core/mechanics/vehicles';
import { HUMANOID_HIT_CHART, VIPER_HIT_CHART } from '../../../../shared/core/content/hit-charts';
import { attacker, defender, faces, pool, raw, RIFLE, RULES, VEST } from './fixtures';

const viper = VehicleSchema.parse({
  name: 'Viper',
  pilotingSkill: 'Viper Piloting',
  toughness: 4,
  armor: 'Viper Hull',
  hitChart: 'Viper',
  dodgeBonus: 2,
  crewLocations: ['Cockpit'],
});
const hull = ArmorSchema.parse({
  name: 'Viper Hull',
  class: 'vehicle',
  protection: 5,
  locations: ['Body', 'Engine', 'Cockpit'],
});
const pilot = { name: 'Starbuck', chart: HUMANOID_HIT_CHART, armor: VEST };

describe('crew hits (seed 001)', () => {
  it('1 / 5 / 10 / 50% on the main body, five times that in a crew compartment up to 90%, none elsewhere', () => {
    expect(
      ['light', 'moderate', 'serious', 'critical'].map((s) =>
        crewHitChance(RULES, s as 'light', 'main-body'),
      ),
    ).toEqual([1, 5, 10, 50]);
    expect(
      ['light', 'moderate', 'serious', 'critical'].map((s) =>
        crewHitChance(RULES, s as 'light', 'compartment'),
      ),
    ).toEqual([5, 25, 50, 90]);
    expect(crewHitChance(RULES, 'critical', 'elsewhere')).toBe(0);
    expect(crewHitZone(viper, VIPER_HIT_CHART, 'Cockpit')).toBe('compartment');
    expect(crewHitZone(viper, VIPER_HIT_CHART, 'Body')).toBe('main-body');
    expect(crewHitZone(viper, VIPER_HIT_CHART, 'Left Wing')).toBe('elsewhere');
  });

  it('rolls percentile per occupant; the hurt take 1d4 ÷ 2 automatic hits on a Serious, at pen 3 and modifier 0', () => {
    // Starbuck: 50 ≤ 50 → hurt; 1d4 = 4 → 2 hits. Each: 2d8 location, armor if it covers, damage.
    const rng = createScriptedRng([50, 4, 6, 6, 100, 30, 1, 1, 70, 99]);
    const r = resolveCrewHits(
      RULES,
      viper,
      VIPER_HIT_CHART,
      'Cockpit',
      'serious',
      [pilot, { name: 'Passenger', chart: HUMANOID_HIT_CHART }],
      rng,
    );
    expect(r.zone).toBe('compartment');
    const [starbuck, passenger] = r.occupants;
    expect(starbuck).toMatchObject({
      chance: 50,
      roll: 50,
      hurt: true,
      count: { formula: '1d4 ÷ 2', dice: [4], wounds: 2 },
    });
    expect(starbuck!.hits[0]).toMatchObject({
      location: { location: 'Chest' },
      armor: { penetration: 3, outcome: 'bypassed' },
      damage: { total: 45 },
    });
    expect(starbuck!.hits[1]!.location.location).toBe('Right Leg');
    expect(starbuck!.hits[1]!.wound?.source).toBe('Crew hit (Viper)');
    expect(passenger).toMatchObject({ roll: 99, hurt: false, hits: [] });
  });

  it('rolls nothing for damage away from the body and the crew', () => {
    const r = resolveCrewHits(
      RULES,
      viper,
      VIPER_HIT_CHART,
      'Left Wing',
      'critical',
      [pilot],
      createScriptedRng([]),
    );
    expect(r.occupants[0]).toMatchObject({ chance: 0, roll: null, hurt: false });
  });
});

describe('shooting at a vehicle (seed 000)', () => {
  it("uses the vehicle chart and armor, the pilot's dodge bonus, and checks the crew", () => {
    const target = defender('Viper', pool('Viper Piloting', 3), {
      chart: VIPER_HIT_CHART,
      armor: hull,
      vehicleDodge: viper.dodgeBonus,
      vehicle: { vehicle: viper, occupants: [pilot] },
    });
    // 7 attack dice (2 hits) vs 5 + 2 dodge = 7 defense dice (1 hit); 2d8 5+4+1 = 10 → Cockpit;
    // hull stop chance 47: 80 reduces by 20; damage 95 + 30 − 20 = 105 → Critical;
    // crew 10 ≤ 90 → 1d4 = 1 wound on Starbuck: location 8,8 → Chest, vest 35 stops it.
    const rng = createScriptedRng([
      ...faces(7, 2),
      ...faces(7, 1),
      5,
      4,
      80,
      20,
      95,
      10,
      1,
      8,
      8,
      35,
    ]);
    const r = resolveAttack(
      RULES,
      { weapon: RIFLE, attacker: attacker('Raider', pool('Firearms', 5)), defender: target },
      rng,
    );
    expect(r.exchange.defense.pool.modifiers.map((m) => m.source)).toEqual(['Vehicle dodge +2']);
    expect(r.location).toMatchObject({ chart: 'Viper', location: 'Cockpit', mark: 'critical' });
    expect(r.armor).toMatchObject({ source: 'Viper Hull', stopChance: 47, reduction: 20 });
    expect(r.wound).toMatchObject({ severity: 'critical', vehicle: true, location: 'Cockpit' });
    expect(r.crew?.occupants[0]).toMatchObject({ occupant: 'Starbuck', chance: 90, hurt: true });
    expect(r.crew?.occupants[0]!.hits[0]).toMatchObject({ stoppedBy: 'armor', wound: null });
    expect(rng.used).toBe(7 + 7 + 2 + 2 + 1 + 1 + 1 + 2 + 1);
  });

  it('a personal weapon may still be fired at a vehicle: its class changes nothing by itself', () => {
    const r = resolveAttack(
      RULES,
      {
        weapon: RIFLE,
        attacker: attacker('Raider', pool('Firearms', 5)),
        defender: defender('Viper', raw(1), { chart: VIPER_HIT_CHART }),
      },
      createScriptedRng([...faces(7, 0), ...faces(1, 0)]),
    );
    expect(r.result).toBe('miss');
  });
});
