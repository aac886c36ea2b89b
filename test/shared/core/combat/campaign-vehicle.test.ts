/**
 * Issue 39 item 5 in the combat machine: a campaign vehicle joins with the damage it carries and
 * its campaign id, is refused a second time in the same fight, and a vehicle joining as before
 * (no stored damage, no campaign id: every stored fight) plays and replays exactly as it did.
 */
import { describe, expect, it } from 'vitest';
import { replayEvents } from '../../../../shared/core/combat/replay';
import { COMBAT_RESOLUTION_REVISION } from '../../../../shared/core/combat/version';
import { createWound } from '../../../../shared/core/mechanics/wounds';
import { combatMachine } from '../../../helpers/fs32-machine';
import { ABILITIES, Driver, spec } from './fixtures';
import { vehicleSpec } from './random-commands';

const NEW = { resolutionRevision: COMBAT_RESOLUTION_REVISION, abilities: ABILITIES };
const ENGINE = createWound({ location: 'Engine', severity: 'serious', type: 'wound', source: 'Raider cannon', vehicle: true });

describe('a campaign vehicle in a fight', () => {
  it('joins with its stored damage (the wound modifier its crew suffers) and is refused a second time', () => {
    const d = new Driver('campaign-vehicle', combatMachine, NEW).add(spec('pilot', 1));
    d.send({ type: 'vehicle.add', vehicle: { ...vehicleSpec('v1'), name: 'Red One', wounds: [ENGINE], campaignVehicleId: 'red-one' } });
    const v = d.snapshot.context.vehicles[0]!;
    expect(v).toMatchObject({ id: 'v1', name: 'Red One', campaignVehicleId: 'red-one', wounds: [ENGINE] });
    expect(d.log.at(-1)).toMatchObject({ text: 'Red One (Viper) enters the combat. It carries 1 wound from before.' });
    const again = d.send({ type: 'vehicle.add', vehicle: { ...vehicleSpec('v2'), name: 'Red One again', campaignVehicleId: 'red-one' } }, true);
    expect(again).toBe('Red One is already in this combat.');
  });

  it('a vehicle of the fight only joins as before: no damage, no campaign id, the same log line, the same replay', () => {
    const d = new Driver('plain-vehicle', combatMachine, NEW).add(spec('pilot', 1));
    d.send({ type: 'vehicle.add', vehicle: vehicleSpec('v1') });
    const v = d.snapshot.context.vehicles[0]!;
    expect(v.wounds).toEqual([]);
    expect('campaignVehicleId' in v).toBe(false);
    expect(d.log.at(-1)).toMatchObject({ text: 'Viper v1 (Viper) enters the combat.' });
    const replayed = replayEvents(combatMachine, { combatId: 'plain-vehicle', ...NEW }, d.events);
    expect(replayed.context.vehicles).toEqual(d.snapshot.context.vehicles);
  });
});
