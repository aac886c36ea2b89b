import { describe, expect, it } from 'vitest';
import {
  formatGearIssues,
  HitChartSchema,
  MISS,
  parseArmor,
  parseGearCatalog,
  parseHitChart,
  parseVehicle,
  parseWeapon,
} from '../../../shared/domain/gear';
import { HUMANOID_HIT_CHART, VIPER_HIT_CHART } from '../../../shared/core/content/hit-charts';

const rifle = {
  name: 'Rifle',
  type: 'ranged',
  attackSkill: 'Firearms',
  defenseRating: 3,
  penetration: 4,
  ammo: 30,
  automatic: true,
  recoil: 1,
  effectiveRange: 300,
};

describe('weapon schema', () => {
  it('fills the optional stats with their defaults', () => {
    const r = parseWeapon({
      name: 'Knife',
      type: 'melee',
      attackSkill: 'Melee',
      defenseSkill: 'Melee',
      penetration: 1,
    });
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'Knife',
        type: 'melee',
        class: 'personal',
        attackSkill: 'Melee',
        defenseSkill: 'Melee',
        defenseRating: null,
        lethality: 0,
        penetration: 1,
        damageType: 'wound',
        ammo: null,
        automatic: false,
        rateOfFire: null,
        recoil: 0,
        effectiveRange: null,
        blastRadius: null,
        shrapnel: false,
        accuracy: 0,
      },
    });
  });

  it('explains each problem in a line naming the field', () => {
    const r = parseWeapon({ ...rifle, penetration: 0, recoil: 1.5, type: 'laser' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toContain('penetration: Penetration must be greater than 0');
    expect(r.errors).toContain('recoil: Recoil must be a whole number');
    expect(r.errors).toContain(
      'type: Weapon type must be one of melee, ranged, explosive, defensive',
    );
  });

  it('needs exactly one of a defense skill and a raw defense rating', () => {
    const both = parseWeapon({ ...rifle, defenseSkill: 'Dodge' });
    const neither = parseWeapon({ ...rifle, defenseRating: null });
    for (const r of [both, neither]) {
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.errors).toEqual([
          'defenseSkill: Give exactly one of a defense skill or a raw defense rating',
        ]);
    }
  });

  it('keeps blast radius and shrapnel for explosives and automatic fire for ranged weapons', () => {
    const grenade = {
      name: 'Grenade',
      type: 'explosive',
      attackSkill: 'Athletics',
      defenseRating: 3,
      penetration: 4,
    };
    expect(parseWeapon(grenade)).toMatchObject({
      ok: false,
      errors: ['blastRadius: An explosive weapon needs a blast radius'],
    });
    expect(parseWeapon({ ...grenade, blastRadius: 5, shrapnel: true }).ok).toBe(true);
    expect(parseWeapon({ ...rifle, blastRadius: 5 })).toMatchObject({
      ok: false,
      errors: ['blastRadius: Only explosive weapons have a blast radius'],
    });
    expect(
      parseWeapon({
        name: 'Sword',
        type: 'melee',
        attackSkill: 'Melee',
        defenseSkill: 'Melee',
        penetration: 1,
        automatic: true,
      }),
    ).toMatchObject({
      ok: false,
      errors: ['automatic: Only ranged weapons can fire automatically'],
    });
  });

  it('accepts a defensive (suppression-only) vehicle weapon', () => {
    expect(
      parseWeapon({
        name: 'ECM',
        type: 'defensive',
        class: 'vehicle',
        attackSkill: 'ECM',
        defenseSkill: 'ECM',
        penetration: 1,
      }).ok,
    ).toBe(true);
  });
});

describe('armor and vehicle schemas', () => {
  it('needs protected locations, without repeats, and a positive protection', () => {
    expect(parseArmor({ name: 'Vest', protection: 4, locations: ['Chest'] })).toMatchObject({
      ok: true,
      value: { class: 'personal' },
    });
    expect(parseArmor({ name: 'Vest', protection: -1, locations: [] })).toMatchObject({
      ok: false,
      errors: [
        'protection: Protection must be greater than 0',
        'locations: Armor must protect at least one hit location',
      ],
    });
    expect(
      parseArmor({ name: 'Vest', protection: 4, locations: ['Chest', 'Chest'] }),
    ).toMatchObject({ ok: false, errors: ['locations: Protected locations must not repeat'] });
  });

  it('parses a vehicle with its loadout, dodge bonus and crew locations', () => {
    const r = parseVehicle({
      name: 'Viper',
      pilotingSkill: 'Viper Piloting',
      toughness: 4,
      armor: 'Viper Hull',
      hitChart: 'Viper',
      weapons: ['Viper Guns'],
      dodgeBonus: 2,
      crewLocations: ['Cockpit'],
    });
    expect(r).toMatchObject({ ok: true, value: { dodgeBonus: 2, crewLocations: ['Cockpit'] } });
    expect(
      parseVehicle({
        name: 'Viper',
        pilotingSkill: 'Viper Piloting',
        toughness: 'high',
        hitChart: 'Viper',
      }),
    ).toMatchObject({ ok: false, errors: ['toughness: Toughness must be a number'] });
  });
});

describe('hit-location chart schema', () => {
  const chart = {
    name: 'Drone',
    defaultTarget: 'Body',
    locations: [{ name: 'Body', mark: 'vital' }, { name: 'Rotor' }],
    targets: { Body: ['Rotor', 'Body', 'Body'], Rotor: ['MISS', '--', 'Body', 'Rotor'] },
  };

  it("normalises the seeds' ways of writing a miss and defaults marks to normal", () => {
    const r = parseHitChart(chart);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.targets.Rotor).toEqual([MISS, MISS, 'Body', 'Rotor']);
    expect(r.value.locations[1]).toEqual({ name: 'Rotor', mark: 'normal' });
  });

  it('reports unknown locations, a missing default row and misses on the default row', () => {
    expect(
      parseHitChart({ ...chart, targets: { ...chart.targets, Body: ['Rotr', 'Body'] } }),
    ).toMatchObject({
      ok: false,
      errors: [
        'targets.Body[0]: \'Rotr\' is not a location of this chart (write "miss" for a miss)',
      ],
    });
    expect(parseHitChart({ ...chart, defaultTarget: 'Rotorr' })).toMatchObject({
      ok: false,
      errors: ["defaultTarget: Default target 'Rotorr' has no row in targets"],
    });
    expect(
      parseHitChart({ ...chart, targets: { ...chart.targets, Body: ['miss', 'Body'] } }),
    ).toMatchObject({
      ok: false,
      errors: ['targets.Body: The default target row must not contain a miss'],
    });
    expect(
      parseHitChart({ ...chart, locations: [...chart.locations, { name: 'Body' }] }),
    ).toMatchObject({ ok: false, errors: ["locations[2].name: Location 'Body' is listed twice"] });
  });

  it('the built-in charts pass their own schema', () => {
    expect(HitChartSchema.parse(HUMANOID_HIT_CHART)).toEqual(HUMANOID_HIT_CHART);
    expect(HitChartSchema.parse(VIPER_HIT_CHART)).toEqual(VIPER_HIT_CHART);
  });
});

describe('gear catalog', () => {
  it('checks that vehicles name existing armor, charts, weapons and crew locations', () => {
    const r = parseGearCatalog({
      weapons: [rifle],
      armor: [{ name: 'Hull', protection: 5, class: 'vehicle', locations: ['Body'] }],
      hitCharts: [VIPER_HIT_CHART],
      vehicles: [
        {
          name: 'Viper',
          pilotingSkill: 'Piloting',
          toughness: 4,
          armor: 'Hul',
          hitChart: 'Viper',
          weapons: ['Rifle', 'Laser'],
          crewLocations: ['Cabin'],
        },
      ],
    });
    expect(r).toMatchObject({
      ok: false,
      errors: [
        "vehicles[0].armor: No armor named 'Hul'",
        "vehicles[0].weapons: No weapon named 'Laser'",
        "vehicles[0].crewLocations: 'Cabin' is not a location of chart 'Viper'",
      ],
    });
  });

  it('reports duplicate names', () => {
    expect(parseGearCatalog({ weapons: [rifle, rifle] })).toMatchObject({
      ok: false,
      errors: ["weapons[1].name: 'Rifle' is defined twice"],
    });
  });

  it('formats issues without a path as the bare message', () => {
    const r = HitChartSchema.safeParse('not a chart');
    expect(r.success).toBe(false);
    if (!r.success) expect(formatGearIssues(r.error)[0]).not.toMatch(/^:/);
  });
});
