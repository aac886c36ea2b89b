import { describe, expect, it } from 'vitest';
import { VehicleSchema } from '../../../../shared/domain/gear';
import { createScriptedRng, createSeededRng } from '../../../../shared/core/dice/rng';
import {
  blastZone,
  concussionLocation,
  resolveExplosion,
} from '../../../../shared/core/mechanics/explosion';
import { HUMANOID_HIT_CHART, VIPER_HIT_CHART } from '../../../../shared/core/content/hit-charts';
import { attacker, defender, faces, GRENADE, pool, raw, RIFLE, RULES, VEST } from './fixtures';

const jesse = attacker('Jesse', pool('Athletics', 2));

describe('explosion zones (seed 001)', () => {
  it('puts people within the blast radius in zone 0, within double in zone 1, and spares the rest', () => {
    expect(blastZone(5, 5)).toBe(0);
    expect(blastZone(7, 5)).toBe(1);
    expect(blastZone(10.5, 5)).toBeNull();
  });

  it('Jesse throws poorly (no hits): Mike, meant to be in zone 0, ends up in zone 1', () => {
    // Jesse 4 dice, no hits; Mike 3 dice, no hits; concussion d100 30; 1d6 fragments = 1; its location and damage.
    const rng = createScriptedRng([...faces(4, 0), ...faces(3, 0), 30, 1, 6, 6, 10]);
    const r = resolveExplosion(
      RULES,
      {
        weapon: GRENADE,
        attacker: jesse,
        targets: [{ defender: defender('Mike', raw(3)), zone: 0 }],
      },
      rng,
    );
    const mike = r.targets[0]!;
    expect(mike.shifts).toEqual([{ zones: 1, source: 'Failed attack' }]);
    expect(mike.zone).toBe(1);
    expect(mike.concussion?.location).toMatchObject({
      location: 'Head',
      mark: 'critical',
      entry: 0,
    });
    // 30 + zone 1 (0), and no mark for the head (seed 001: zone plus weapon only) = 30 → Light.
    expect(mike.concussion?.damage).toMatchObject({ roll: 30, total: 30, severity: 'light' });
    expect(mike.shrapnel).toMatchObject({ formula: '1d6', dice: [1], count: 1 });
    expect(mike.shrapnel?.hits[0]?.location).toMatchObject({
      dice: [6, 6],
      roll: 12,
      location: 'Chest',
    });
    expect(rng.used).toBe(4 + 3 + 1 + 1 + 2 + 1);
  });

  it('...and Mike rolling 2 hits on defense puts him all the way out in zone 3', () => {
    // Zone 3: concussion −50; shrapnel 1d4 ÷ 2 rounded up: a 3 gives 2 fragments.
    const rng = createScriptedRng([...faces(4, 0), ...faces(3, 2), 60, 3, 1, 1, 90, 8, 8, 20]);
    const r = resolveExplosion(
      RULES,
      {
        weapon: GRENADE,
        attacker: jesse,
        targets: [{ defender: defender('Mike', raw(3)), zone: 0 }],
      },
      rng,
    );
    const mike = r.targets[0]!;
    expect(mike.shifts).toEqual([
      { zones: 1, source: 'Failed attack' },
      { zones: 2, source: 'Defender rolled better' },
    ]);
    expect(mike.zone).toBe(3);
    expect(mike.concussion?.damage).toMatchObject({ total: 60 - 50, severity: 'light' });
    expect(mike.shrapnel).toMatchObject({ formula: '1d4 ÷ 2', dice: [3], count: 2 });
    expect(mike.shrapnel?.hits.map((h) => [h.location.location, h.damage?.total])).toEqual([
      ['Right Leg', 40],
      ['Chest', -15],
    ]);
    expect(mike.shrapnel?.hits[0]?.armor).toBeNull();
  });

  it('an embarrassing failure pushes two zones, and beyond zone 4 nobody is hurt', () => {
    // Attribute 2: two 1s and no hits is an embarrassing failure. Mike rolls 3 hits: 1 + 2 + 3 = 6 → safe.
    const rng = createScriptedRng([1, 1, 2, 3, ...faces(3, 3)]);
    const r = resolveExplosion(
      RULES,
      {
        weapon: GRENADE,
        attacker: jesse,
        targets: [{ defender: defender('Mike', raw(3)), zone: 1 }],
      },
      rng,
    );
    expect(r.attack.isEmbarrassingFailure).toBe(true);
    expect(r.targets[0]).toMatchObject({ zone: null, concussion: null, shrapnel: null });
    expect(r.targets[0]!.shifts[0]).toEqual({
      zones: 2,
      source: 'Embarrassing failure on the attack',
    });
  });

  it('zone 0 throws 4d4 fragments at +50, penetration 3 against armor', () => {
    const rng = createSeededRng('frag');
    const r = resolveExplosion(
      RULES,
      {
        weapon: GRENADE,
        attacker: attacker('Jesse', pool('Athletics', 8)),
        targets: [{ defender: defender('Mike', raw(1), { armor: VEST }), zone: 0 }],
      },
      rng,
    );
    const mike = r.targets[0]!;
    if (mike.zone !== 0) throw new Error(`seed should keep Mike in zone 0, got ${mike.zone}`);
    expect(mike.shrapnel?.dice).toHaveLength(4);
    expect(mike.shrapnel?.count).toBe(mike.shrapnel!.dice.reduce((a, b) => a + b, 0));
    for (const hit of mike.shrapnel!.hits) {
      expect(hit.damage?.modifiers[0] ?? { source: 'Zone 0 +50' }).toMatchObject({
        source: 'Zone 0 +50',
      });
      if (hit.armor) expect(hit.armor.penetration).toBe(3);
    }
  });

  it("strikes a vehicle's concussion at its centre of mass, and only explosives explode", () => {
    expect(concussionLocation(HUMANOID_HIT_CHART, false)).toBe('Head');
    expect(concussionLocation(VIPER_HIT_CHART, true)).toBe('Body');
    const viper = VehicleSchema.parse({
      name: 'Viper',
      pilotingSkill: 'Piloting',
      toughness: 4,
      hitChart: 'Viper',
      crewLocations: ['Cockpit'],
    });
    const rng = createScriptedRng([...faces(4, 1), ...faces(3, 0), 50, 1, 2, 3, 4]);
    const r = resolveExplosion(
      RULES,
      {
        weapon: { ...GRENADE, shrapnel: false },
        attacker: jesse,
        targets: [
          {
            defender: defender('Viper', raw(3), {
              chart: VIPER_HIT_CHART,
              vehicle: { vehicle: viper, occupants: [] },
            }),
            zone: 0,
          },
        ],
      },
      rng,
    );
    expect(r.targets[0]!.concussion?.wound).toMatchObject({
      location: 'Body',
      vehicle: true,
      source: 'Concussion (Frag Grenade)',
    });
    expect(() =>
      resolveExplosion(RULES, { weapon: RIFLE, attacker: jesse, targets: [] }, rng),
    ).toThrow(/not an explosive/);
  });
});
