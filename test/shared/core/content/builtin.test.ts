import { describe, expect, it } from 'vitest';
import { CampaignTemplateSchema } from '../../../../shared/domain/campaign-export';
import { GearCatalogSchema, MISS } from '../../../../shared/domain/gear';
import { BUILTIN_GEAR, PENETRATION_PROTECTION_TABLE } from '../../../../shared/core/content/builtin-gear';
import { BUILTIN_SETTING } from '../../../../shared/core/content/builtin-setting';
import { lintCampaign } from '../../../../shared/config/lint/lint-campaign';
import { FS32_COMBAT_RULESET } from '../../../../shared/systems/fs3.2/combat/ruleset';
import { stopChance } from '../../../../shared/core/mechanics/protection';
import { BSG_SETTING } from '../../../../shared/core/content';
import { HUMANOID_HIT_CHART } from '../../../../shared/core/content/hit-charts';

const table = new Map(PENETRATION_PROTECTION_TABLE.map((r) => [r.item, r.value]));
const weapon = (name: string) => BUILTIN_GEAR.weapons.find((w) => w.name === name)!;
const armor = (name: string) => BUILTIN_GEAR.armor.find((a) => a.name === name)!;

describe('the built-in setting for new campaigns', () => {
  it('is the Storyteller\'s Guide sample with the built-in gear, and a valid campaign template', () => {
    expect(BUILTIN_SETTING.setting).toBe(BSG_SETTING);
    expect(BUILTIN_SETTING.gear).toBe(BUILTIN_GEAR);
    expect(CampaignTemplateSchema.safeParse(BUILTIN_SETTING).success).toBe(true);
    expect(GearCatalogSchema.parse(BUILTIN_GEAR)).toEqual(BUILTIN_GEAR);
    expect(lintCampaign(BSG_SETTING, BUILTIN_GEAR)).toEqual([]);
  });

  it('rates gear on seed 000\'s penetration/protection table, knife 1 to heavy tank 75', () => {
    expect(PENETRATION_PROTECTION_TABLE[0]).toEqual({ item: 'Knife', value: 1 });
    expect(PENETRATION_PROTECTION_TABLE.at(-1)).toEqual({ item: 'Heavy tank', value: 75 });
    const pairs: [number, string | undefined][] = [
      [weapon('Knife').penetration, 'Knife'],
      [weapon('Pistol').penetration, 'Light small arms (pistols, SMGs)'],
      [weapon('Submachine Gun').penetration, 'Light small arms (pistols, SMGs)'],
      [weapon('Assault Rifle').penetration, 'Medium small arms (rifles)'],
      [weapon('Heavy Machine Gun (.50cal)').penetration, 'Heavy small arms (12.5mm/.50cal)'],
      [weapon('Frag Grenade').penetration, 'Anti-Personnel Shrapnel'],
      [weapon('Light Cannon (20mm)').penetration, 'Light cannon (20mm)'],
      [weapon('Medium Cannon (40mm)').penetration, 'Medium cannon (40mm)'],
      [weapon('Anti-Aircraft Missile').penetration, 'Anti-Aircraft Missile'],
      [weapon('Anti-Tank Missile').penetration, 'Anti-Tank Missile'],
      [armor('Light Vest').protection, 'Light body armor (undershirt vest)'],
      [armor('Military Body Armor').protection, 'Military body armor (kevlar vest)'],
      [armor('Fighter Jet Armor').protection, 'Fighter Jet'],
      [armor('Light Truck Armor').protection, 'Light Truck'],
      [armor('APC Armor').protection, 'Armored Personnel Carrier (APC)'],
      [armor('Light Tank Armor').protection, 'Light tank'],
      [armor('Heavy Tank Armor').protection, 'Heavy tank'],
    ];
    for (const [value, row] of pairs) expect(value, row).toBe(table.get(row!));
  });

  it('balances as the guide intends: a rifle against a kevlar vest is seed 001\'s 35% stop chance', () => {
    expect(stopChance(FS32_COMBAT_RULESET, armor('Military Body Armor').protection, weapon('Assault Rifle').penetration)).toBe(35);
    // "If your heavy machinegun regularly bounces off your fighter jet armor, you know you have a problem."
    expect(stopChance(FS32_COMBAT_RULESET, armor('Fighter Jet Armor').protection, weapon('Heavy Machine Gun (.50cal)').penetration)).toBeLessThan(35);
    expect(stopChance(FS32_COMBAT_RULESET, armor('Heavy Tank Armor').protection, weapon('Anti-Tank Missile').penetration)).toBeLessThan(50);
  });

  it('uses the humanoid chart and builds the Viper of the guide\'s worked example', () => {
    expect(BUILTIN_GEAR.hitCharts[0]).toEqual(HUMANOID_HIT_CHART);
    const viper = BUILTIN_GEAR.hitCharts.find((c) => c.name === 'Viper')!;
    expect(viper.targets.Body).toEqual([
      'Left Wing', 'Right Wing', 'Engine', 'Engine', 'Body', 'Left Wing', 'Right Wing', 'Body', 'Body',
      'Cockpit', 'Engine', 'Engine', 'Body', 'Body', 'Body',
    ]);
    expect(viper.locations).toEqual([
      { name: 'Body', mark: 'vital' }, { name: 'Cockpit', mark: 'critical' }, { name: 'Engine', mark: 'critical' },
      { name: 'Left Wing', mark: 'normal' }, { name: 'Right Wing', mark: 'normal' },
    ]);
    expect(BUILTIN_GEAR.vehicles.find((v) => v.name === 'Viper')).toMatchObject({ hitChart: 'Viper', crewLocations: ['Cockpit'], armor: 'Fighter Jet Armor' });
  });

  it('gives every vehicle chart a full 15-entry row per location, misses only off the default aim, ending on the aimed spot', () => {
    for (const chart of BUILTIN_GEAR.hitCharts.filter((c) => c.name !== HUMANOID_HIT_CHART.name)) {
      expect(Object.keys(chart.targets).sort(), chart.name).toEqual(chart.locations.map((l) => l.name).sort());
      for (const [target, row] of Object.entries(chart.targets)) {
        expect(row, `${chart.name} ${target}`).toHaveLength(15);
        expect(row.at(-1)).toBe(target);
        if (target === chart.defaultTarget) expect(row).not.toContain(MISS);
      }
    }
  });

  it('armors every vehicle on every location its chart can produce', () => {
    for (const v of BUILTIN_GEAR.vehicles) {
      const chart = BUILTIN_GEAR.hitCharts.find((c) => c.name === v.hitChart)!;
      expect(armor(v.armor!).locations.sort(), v.name).toEqual(chart.locations.map((l) => l.name).sort());
    }
  });
});
