import { describe, expect, it } from 'vitest';
import type { GearState } from '../../../../shared/ipc/gear-contract';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig<GearState>();

async function setup() {
  const { ctx, call } = rig();
  await call('campaign.create', { name: 'Editors', template: 'sample' });
  return { ctx, call };
}

const weapon = { name: 'Viper Guns', type: 'ranged', class: 'vehicle', attackSkill: 'Gunnery', defenseRating: 3, penetration: 10 };

describe('gear handlers', () => {
  it('reads the catalog with lint findings and an empty history', async () => {
    const { call } = await setup();
    const s = await call('gear.state');
    // The sample ships the Storyteller's Guide gear.
    expect(s.catalog.hitCharts.map((c) => c.name)).toEqual(['Humanoid', 'Viper', 'Truck', 'Armored Vehicle']);
    expect(s.catalog.vehicles.find((v) => v.name === 'Viper')!.hitChart).toBe('Viper');
    expect(s.history).toEqual({ canUndo: false, canRedo: false, undoLabel: null, redoLabel: null });
    expect(s.abilities).toContain('Gunnery');
  });

  it('saves, lints, renames with references following, undoes and redoes', async () => {
    const { ctx, call } = await setup();
    let s = await call('gear.save', { list: 'weapons', item: { ...weapon, attackSkill: 'Gunnary' } });
    const at = `gear/weapons/${s.catalog.weapons.findIndex((w) => w.name === 'Viper Guns')}/attackSkill`;
    expect(s.problems.some((p) => p.severity === 'error' && p.path.join('/') === at)).toBe(true);
    s = await call('gear.save', { list: 'weapons', item: weapon, previousName: 'Viper Guns' });
    expect(s.problems.some((p) => p.path.join('/') === at)).toBe(false);
    s = await call('gear.addBuiltin');
    const viper = s.catalog.vehicles.find((v) => v.name === 'Viper')!;
    s = await call('gear.save', { list: 'vehicles', item: { ...viper, weapons: ['Viper Guns'] }, previousName: 'Viper' });
    s = await call('gear.save', { list: 'weapons', item: { ...weapon, name: 'KEW Cannons' }, previousName: 'Viper Guns' });
    expect(s.note).toContain('vehicle "Viper" (weapons)');
    expect(s.catalog.vehicles.find((v) => v.name === 'Viper')!.weapons).toEqual(['KEW Cannons']);
    expect(s.history.undoLabel).toBe('rename of weapon "Viper Guns" to "KEW Cannons"');
    s = await call('gear.undo');
    expect(s.catalog.vehicles.find((v) => v.name === 'Viper')!.weapons).toEqual(['Viper Guns']);
    expect(s.history.canRedo).toBe(true);
    s = await call('gear.redo');
    expect(s.catalog.weapons.map((w) => w.name)).toContain('KEW Cannons');
    // The sample already has the guide's gear: adding it changed nothing and pushed nothing.
    expect(ctx.emitted.filter((e) => e.event === 'gear.changed').length).toBe(6);
  });

  it('keeps the undo stack across closing and reopening the campaign', async () => {
    const { ctx, call } = await setup();
    await call('gear.save', { list: 'weapons', item: weapon });
    const path = ctx.campaigns.requireSession().path;
    await ctx.campaigns.close();
    await call('campaign.open', { path });
    const s = await call('gear.undo');
    expect(s.catalog.weapons.map((w) => w.name)).not.toContain('Viper Guns');
    expect(s.catalog.weapons.length).toBeGreaterThan(0);
    expect(s.history.redoLabel).toBe('weapon "Viper Guns"');
  });

  it('blocks or confirms deletion of gear in use, saying where', async () => {
    const { call } = await setup();
    await call('gear.addBuiltin');
    const refs = await call<{ references: unknown[]; blocking: boolean }>('gear.references', { list: 'hitCharts', name: 'Viper' });
    expect(refs.blocking).toBe(true);
    await expect(call('gear.delete', { list: 'hitCharts', name: 'Viper' })).rejects.toMatchObject({ code: 'gear/invalid-edit' });
    await expect(call('gear.delete', { list: 'armor', name: 'Fighter Jet Armor' })).rejects.toThrow(/used by vehicle "Viper" \(armor\)/);
    const s = await call('gear.delete', { list: 'armor', name: 'Fighter Jet Armor', confirm: true });
    expect(s.catalog.vehicles.find((v) => v.name === 'Viper')!.armor).toBeNull();
  });

  it('renames a chart location with crew and armor following, in one transaction', async () => {
    const { call } = await setup();
    await call('gear.addBuiltin');
    const s = await call('gear.chartLocation', { op: 'rename', chart: 'Viper', location: 'Cockpit', to: 'Canopy' });
    expect(s.catalog.vehicles.find((v) => v.name === 'Viper')!.crewLocations).toEqual(['Canopy']);
    expect(s.catalog.armor.find((a) => a.name === 'Fighter Jet Armor')!.locations).toContain('Canopy');
    await expect(call('gear.chartLocation', { op: 'rename', chart: 'Viper', location: 'Engine', to: 'Canopy' })).rejects.toThrow(/already has a location "Canopy"/);
    const after = await call('gear.state');
    expect(after.catalog).toEqual(s.catalog);
  });

  it('refuses invalid items at the edge with the field named', async () => {
    const { call } = await setup();
    await expect(call('gear.save', { list: 'weapons', item: { ...weapon, penetration: 0 } })).rejects.toThrow(/item.penetration: Penetration must be greater than 0/);
    await expect(call('gear.undo')).rejects.toMatchObject({ code: 'gear/nothing-to-undo' });
  });
});
