import { describe, expect, it } from 'vitest';
import { combatHandlers } from '../../../../main/core/handlers/combat';
import { buildPool } from '../../../../shared/core/dice/ability-roll';
import { attackOdds } from '../../../../shared/core/mechanics/odds';
import { FS32_COMBAT_RULESET } from '../../../../shared/systems/fs3.2/combat/ruleset';
import { FS32_EDITION } from '../../../../shared/systems/fs3.2';
import { TEST_GEAR, testCharacter } from '../../../helpers/db-fixtures';
import { useTempDirs } from '../../../helpers/db-temp';
import { spec } from '../../../shared/core/combat/fixtures';
import { callHandler as call, useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);

describe('the GM screen methods (gear, vehicles, odds)', () => {
  // Issue 14: the gear catalog belongs to the campaign's system; nothing built in is merged over it
  // (that merge broke imported AresMUSH games whose vehicles share a built-in name).
  it('offers exactly the campaign catalog, with the edition\'s body chart for a chart name it lacks', () => {
    const r = rig();
    r.repos.gear.replaceCatalog(TEST_GEAR);
    const gear = call(combatHandlers({ host: () => r.host }), 'combat.gear', {});
    expect(gear.weapons.map((w) => w.name)).toEqual(TEST_GEAR.weapons.map((w) => w.name));
    expect(gear.vehicles.map((v) => v.name)).toEqual(TEST_GEAR.vehicles.map((v) => v.name));
    expect(gear.hitCharts.map((c) => c.name)).toContain('Humanoid');
  });

  it('arms a character from the campaign catalog only: an empty catalog names the missing weapon', () => {
    const r = rig();
    r.repos.characters.insert(testCharacter('pc-1'));
    r.repos.gear.replaceCatalog({ weapons: [], armor: [], vehicles: [], hitCharts: [] });
    const handlers = combatHandlers({ host: () => r.host });
    const combatId = call(handlers, 'combat.create', { name: 'Dock fight' }).combatId;
    expect(() => call(handlers, 'combat.addCharacter', { combatId, characterId: 'pc-1', team: 1, weapon: 'Pistol', armor: null }))
      .toThrow('There is no weapon called "Pistol" in this campaign.');
    r.repos.gear.replaceCatalog(FS32_EDITION.builtinGear());
    const view = call(handlers, 'combat.addCharacter', { combatId, characterId: 'pc-1', team: 1, weapon: 'Pistol', armor: 'Light Vest' });
    expect(view.combatants[0]).toMatchObject({ weapon: 'Pistol', ammo: 15, clip: 15, armor: 'Light Vest' });
  });

  it('adds a vehicle from the catalog by name, which people can board', () => {
    const r = rig();
    r.repos.gear.replaceCatalog(FS32_EDITION.builtinGear());
    const handlers = combatHandlers({ host: () => r.host });
    const combatId = call(handlers, 'combat.create', { name: 'Convoy' }).combatId;
    call(handlers, 'combat.command', { combatId, command: { type: 'combatant.add', combatants: [spec('a', 1)] } });
    const view = call(handlers, 'combat.addVehicle', { combatId, vehicle: 'Light Truck', name: 'Truck 1' });
    const truck = view.vehicles[0]!;
    expect(truck).toMatchObject({ name: 'Truck 1', vehicle: 'Light Truck', pilotId: null });
    const boarded = call(handlers, 'combat.command', { combatId, command: { type: 'vehicle.board', vehicleId: truck.id, combatantId: 'a', role: 'pilot' } });
    expect(boarded.vehicles[0]!.pilotId).toBe('a');
    expect(() => call(handlers, 'combat.addVehicle', { combatId, vehicle: 'Hovercraft' })).toThrow('There is no vehicle called "Hovercraft" in this campaign.');
  });

  it('gives odds against a vehicle: its pilot dodges, an empty cockpit does not', () => {
    const r = rig();
    r.repos.gear.replaceCatalog(FS32_EDITION.builtinGear());
    const handlers = combatHandlers({ host: () => r.host });
    const combatId = call(handlers, 'combat.create', { name: 'Convoy ambush' }).combatId;
    call(handlers, 'combat.command', { combatId, command: { type: 'combatant.add', combatants: [spec('a', 1), spec('b', 2)] } });
    const truck = call(handlers, 'combat.addVehicle', { combatId, vehicle: 'Light Truck', name: 'Truck 1' }).vehicles[0]!;
    const shot = () => call(handlers, 'combat.odds', { combatId, queries: [{ attackerId: 'a', targetId: truck.id }] }).odds[0];
    const empty = shot();
    call(handlers, 'combat.command', { combatId, command: { type: 'vehicle.board', vehicleId: truck.id, combatantId: 'b', role: 'pilot' } });
    const piloted = shot();
    expect(empty).not.toBeNull();
    expect(piloted).not.toBeNull();
    expect(empty!.defenseDice).toBe(0);
    expect(piloted!.defenseDice).toBeGreaterThan(0);
    expect(piloted!.pHit).toBeGreaterThan(0);
    expect(piloted!.pHit).toBeLessThan(empty!.pHit);
  });

  it('gives the exact odds of the rules engine, with earmarked luck and stance, without rolling', () => {
    const r = rig();
    const handlers = combatHandlers({ host: () => r.host });
    const combatId = call(handlers, 'combat.create', { name: 'Odds' }).combatId;
    call(handlers, 'combat.command', { combatId, command: { type: 'combatant.add', combatants: [spec('a', 1), spec('b', 2)] } });
    const position = r.host.view(combatId).history.position;
    const { odds } = call(handlers, 'combat.odds', {
      combatId,
      queries: [
        { attackerId: 'a', targetId: 'b' },
        { attackerId: 'a', targetId: 'b', luck: 'bonus' },
        { attackerId: 'a', targetId: 'b', stance: 'banzai' },
        { attackerId: 'a', targetId: 'nobody' },
      ],
    });
    const [plain, lucky, banzai, none] = odds;
    // The same numbers as the rules engine's own attackOdds for the same pools.
    const ctx = r.host.openCombat(combatId).snapshot.context;
    const pools = ctx.statBlocks[ctx.combatants[0]!.stats]!;
    const weapon = ctx.gear.weapons[ctx.combatants[0]!.weapon]!;
    const chart = ctx.gear.charts[ctx.combatants[1]!.chart]!;
    const direct = attackOdds(FS32_COMBAT_RULESET, {
      weapon,
      attacker: { name: 'a', pool: pools[weapon.attackSkill]!, stance: 'normal', woundModifier: 0, suppression: 0, aimed: false },
      defender: {
        name: 'b',
        pool: weapon.defenseSkill !== null ? pools[weapon.defenseSkill]! : buildPool(FS32_COMBAT_RULESET.core, [{ kind: 'raw', name: 'rating', rating: weapon.defenseRating ?? 0 }], [], FS32_COMBAT_RULESET.core.dice.unratedAttribute),
        stance: 'normal',
        woundModifier: 0,
        chart,
        armor: null,
      },
    });
    expect(plain!.pHit).toBeGreaterThan(0);
    expect(plain!.attackDice).toBe(direct.attackDice);
    expect(plain!.pHit).toBeCloseTo(direct.pHit, 12);
    expect(plain!.pSeriousOrWorse).toBeCloseTo(direct.pSeriousOrWorse, 12);
    expect(lucky!.attackDice).toBeGreaterThan(plain!.attackDice);
    expect(lucky!.pHit).toBeGreaterThan(plain!.pHit);
    expect(banzai!.pHit).not.toBe(plain!.pHit);
    expect(none).toBeNull();
    expect(r.host.view(combatId).history.position).toBe(position);
  });
});
