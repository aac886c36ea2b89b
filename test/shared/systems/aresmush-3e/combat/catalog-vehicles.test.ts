/**
 * §C.18 a vehicle of a type the game's vehicles file lacks: AresMUSH makes none (`find_or_create_vehicle`
 * answers nil, "That is not a valid vehicle name or vehicle type."), so no Third Edition fight takes
 * one, the roster keeps the catalog's numbers, and the config check warns at its catalog entry.
 */
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../../../../shared/domain/gear';
import { ares3eCatalogVehicleProblems, ares3eCombatVehicle, ares3eShownVehicle } from '../../../../../shared/systems/aresmush-3e/combat/config-vehicles';
import { configOf } from '../../../../../shared/systems/aresmush-3e/combat/wound-ops';
import { findEdition } from '../../../../../shared/systems/registry';
import { defaultConfig } from './helpers';

const zeppelin: Vehicle = { name: 'Zeppelin', pilotingSkill: 'Piloting', toughness: 4, armor: null, hitChart: 'Fighter', weapons: [], dodgeBonus: 2, crewLocations: [] };

describe('§C.18 a vehicle type the game\'s vehicles file lacks', () => {
  it('joins no fight (as AresMUSH makes none) and keeps the catalog\'s numbers on the roster', () => {
    expect(ares3eCombatVehicle(defaultConfig(), 'Zeppelin')).toBeNull();
    // AresMUSH matches a type whatever its case.
    expect(ares3eCombatVehicle(defaultConfig(), 'viper')?.definition.name).toBe('Viper');
    expect(ares3eShownVehicle(configOf({ config: defaultConfig() }), zeppelin)).toEqual(zeppelin);
  });

  it('is a config-check warning located at its catalog entry, naming the file and AresMUSH\'s refusal; a type the file has (any case) is not', () => {
    const vehicles = [{ name: 'Viper' }, { name: 'raider' }, { name: 'Zeppelin' }];
    const problems = ares3eCatalogVehicleProblems(configOf({ config: defaultConfig() }), vehicles);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 'warning', code: 'unknown-reference', path: ['gear', 'vehicles', 2, 'name'] });
    expect(problems[0]!.message).toMatch(/"Zeppelin" is not in this game's vehicles file \(fs3combat_vehicles\.yml\)/);
    expect(problems[0]!.message).toContain('That is not a valid vehicle name or vehicle type.');
  });

  it('reaches the config check through the edition (other editions add nothing)', () => {
    const gear = { weapons: [], armor: [], vehicles: [zeppelin], hitCharts: [] };
    expect(findEdition('aresmush-3e')!.catalogProblems!(defaultConfig(), gear as never).map((p) => p.path)).toEqual([['gear', 'vehicles', 0, 'name']]);
    expect(findEdition('fs3.2')?.catalogProblems).toBeUndefined();
  });
});
