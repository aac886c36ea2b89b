/**
 * Issue 39: one answer to "which fight holds this campaign vehicle", from each unfinished fight's
 * current state. The roster's and the sheet's "in fight X", the hand repair and the calendar's
 * repair preview all read it: an undone add and a vehicle taken out of its fight no longer count
 * (the log alone said they did). Real campaign file through the dispatcher, fake clock.
 */
import { describe, expect, it } from 'vitest';
import { createWound } from '../../../../shared/systems';
import type { AdvancePreview } from '../../../../shared/ipc/calendar-contract';
import type { VehicleList } from '../../../../shared/ipc/vehicle-contract';
import { useHandlerRig } from '../../../helpers/handler-rig';

type View = { combatId: string; vehicles: { id: string; name: string }[] };

const rig = useHandlerRig();

async function setup() {
  const r = rig({ now: () => new Date('2026-03-01T12:00:00Z') });
  await r.ctx.campaigns.openAtStartup();
  const redOne = async () => (await r.call<VehicleList>('vehicles.list')).vehicles.find((v) => v.name === 'Red One')!;
  const { id } = await r.call<{ id: string }>('vehicles.create', { name: 'Red One', vehicleType: 'Viper' });
  // Damaged, so the repair preview has something to say about it.
  const dent = createWound({ location: 'Wing', severity: 'light', type: 'wound', source: 'Flak', vehicle: true });
  const combatId = (await r.call<View>('combat.create', { name: 'Dogfight' })).combatId;
  const joined = await r.call<View>('combat.addVehicle', { combatId, vehicle: 'Viper', campaignVehicleId: id });
  await r.call('combat.command', { combatId, command: { type: 'wound.add', targetId: joined.vehicles[0]!.id, wound: dent } });
  return { ...r, id, combatId, redOne, fightId: joined.vehicles[0]!.id };
}

const inFightWarning = async (call: <T>(m: string, i?: unknown) => Promise<T>) =>
  (await call<AdvancePreview>('calendar.preview', { days: 1 })).warnings.some((w) => w.includes('is in the unfinished fight'));

describe('which fight holds a campaign vehicle (issue 39)', () => {
  it('an add undone: not in the fight (list, sheet, hand repair, repair preview); redone: in it again', async () => {
    const { call, id, combatId, redOne } = await setup();
    expect((await redOne()).fight).toBe('Dogfight');
    expect(await inFightWarning(call)).toBe(true);
    await expect(call('vehicles.removeWound', { id, index: 0 })).rejects.toThrow('Red One is in the unfinished fight "Dogfight"');
    await call('combat.undo', { combatId }); // the wound
    await call('combat.undo', { combatId }); // the add
    expect((await redOne()).fight).toBeNull();
    expect(await inFightWarning(call)).toBe(false);
    await call('combat.redo', { combatId });
    expect((await redOne()).fight).toBe('Dogfight');
  });

  it('held by a fight: deleting it is refused in main, naming the fight; taken out, it can be deleted', async () => {
    const { call, id, combatId, redOne, fightId } = await setup();
    await expect(call('vehicles.remove', { id })).rejects.toThrow('Red One is in the unfinished fight "Dogfight"');
    expect((await redOne()).name).toBe('Red One');
    await call('combat.command', { combatId, command: { type: 'vehicle.remove', vehicleId: fightId } });
    expect(await call('vehicles.remove', { id })).toEqual({ removed: true });
  });

  it('taken out of the fight: not in it; the hand repair is allowed again', async () => {
    const { call, id, combatId, redOne, fightId } = await setup();
    await call('combat.command', { combatId, command: { type: 'vehicle.remove', vehicleId: fightId } });
    expect((await redOne()).fight).toBeNull();
    expect(await inFightWarning(call)).toBe(false);
    await call('vehicles.removeWound', { id, index: 0 });
    expect((await redOne()).wounds).toEqual([]);
  });

  it('the fight ended: not in it', async () => {
    const { call, combatId, redOne } = await setup();
    await call('combat.command', { combatId, command: { type: 'combat.end' } });
    expect((await redOne()).fight).toBeNull();
  });
});
