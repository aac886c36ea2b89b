/**
 * A Third Edition game's vehicles as the roster and the vehicle sheet show them: the numbers the
 * fight uses (the game's vehicles file: a Raider's toughness −1 kept, its dodge), not the gear
 * catalog's projection, which clamps toughness to 0. An FS3.2 campaign keeps its catalog's.
 * Through the real handlers, with the dispatcher's output check.
 */
import { describe, expect, it } from 'vitest';
import type { VehicleList } from '../../../../shared/ipc/vehicle-contract';
import type { Vehicle } from '../../../../shared/domain/gear';
import { fixtureFiles } from '../../../helpers/ares-fixtures';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();

describe('vehicle numbers shown for a Third Edition game', () => {
  it('roster.vehicles and vehicles.list give the file\'s toughness −1, the catalog keeps its 0', async () => {
    const { call, ctx } = rig();
    await call('campaign.create', { name: 'Raiders', setting: { kind: 'aresmush', files: fixtureFiles() }, gear: 'from-source' });
    // The catalog's projection clamps the file's −1 (FS3.2 toughness is 0 or more).
    const catalog = ctx.campaigns.requireSession().repos.gear.getCatalog().vehicles;
    expect(catalog.find((v) => v.name === 'Raider')!.toughness).toBe(0);

    const roster = await call<{ vehicles: Vehicle[] }>('roster.vehicles');
    const raider = roster.vehicles.find((v) => v.name === 'Raider')!;
    expect(raider).toMatchObject({ toughness: -1, dodgeBonus: 1, armor: 'Raider', hitChart: 'Fighter' });
    // Only the fight's numbers change: the roster still lists the catalog's types in its order.
    expect(roster.vehicles.map((v) => v.name)).toEqual(catalog.map((v) => v.name));

    await call('vehicles.create', { name: 'Raider 7', vehicleType: 'Raider' });
    const list = await call<VehicleList>('vehicles.list');
    expect(list.vehicles.find((v) => v.name === 'Raider 7')!.definition).toMatchObject({ toughness: -1, dodgeBonus: 1 });
  });

  it('an FS3.2 campaign shows its catalog\'s numbers as they are', async () => {
    const { call, ctx } = rig();
    await ctx.campaigns.openAtStartup();
    const roster = await call<{ vehicles: Vehicle[] }>('roster.vehicles');
    expect(roster.vehicles).toEqual(ctx.campaigns.requireSession().repos.gear.getCatalog().vehicles);
  });
});
