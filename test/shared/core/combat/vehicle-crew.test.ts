/**
 * Issue 39 in the combat machine: a campaign vehicle's stored crew take their seats in the step
 * that brings them together (the vehicle joining seats those given, pilot first; a crew member
 * joining takes the seat given; undo at the host: vehicle-crew.test.ts under main), the log
 * replays it exactly, and impossible seats are refused in words with nothing changed.
 */
import { describe, expect, it } from 'vitest';
import { replayEvents } from '../../../../shared/core/combat/replay';
import { COMBAT_RESOLUTION_REVISION } from '../../../../shared/core/combat/version';
import { combatMachine } from '../../../helpers/fs32-machine';
import { ABILITIES, Driver, spec } from './fixtures';
import { vehicleSpec } from './random-commands';

const NEW = { resolutionRevision: COMBAT_RESOLUTION_REVISION, abilities: ABILITIES };
const red = (crew: { combatantId: string; role: 'pilot' | 'passenger' }[]) => ({ ...vehicleSpec('v1'), name: 'Red One', campaignVehicleId: 'red-one', crew });

describe('a campaign vehicle\'s crew in a fight', () => {
  it('the vehicle joining seats its crew in the same step; a crew member joining later takes their seat; replay matches', () => {
    const d = new Driver('crew', combatMachine, NEW).add(spec('ruiz', 1), spec('brandt', 1));
    d.send({ type: 'vehicle.add', vehicle: red([{ combatantId: 'ruiz', role: 'pilot' }, { combatantId: 'brandt', role: 'passenger' }]) });
    expect(d.snapshot.context.vehicles[0]).toMatchObject({ pilotId: 'ruiz', passengerIds: ['brandt'] });
    expect(d.log.slice(-3).map((e) => ('text' in e ? e.text : e.kind))).toEqual(['Red One (Viper) enters the combat.', 'ruiz boards Red One as pilot.', 'brandt boards Red One as passenger.']);
    d.send({ type: 'combatant.add', combatants: [{ ...spec('varga', 1), boards: { vehicleId: 'v1', role: 'passenger' } }] });
    expect(d.snapshot.context.vehicles[0]!.passengerIds).toEqual(['brandt', 'varga']);
    const replayed = replayEvents(combatMachine, { combatId: 'crew', ...NEW }, d.events);
    expect(replayed.context.vehicles).toEqual(d.snapshot.context.vehicles);
  });

  it('refuses two pilots, someone absent or already aboard, and a joiner\'s pilot seat that is taken', () => {
    const d = new Driver('crew-refused', combatMachine, NEW).add(spec('ruiz', 1), spec('brandt', 1));
    expect(d.send({ type: 'vehicle.add', vehicle: red([{ combatantId: 'ruiz', role: 'pilot' }, { combatantId: 'brandt', role: 'pilot' }]) }, true)).toBe('Red One has one pilot\'s seat.');
    expect(d.send({ type: 'vehicle.add', vehicle: red([{ combatantId: 'nobody', role: 'pilot' }]) }, true)).toBe('No combatant with id nobody.');
    d.send({ type: 'vehicle.add', vehicle: { ...vehicleSpec('v2'), name: 'Jeep' } });
    d.send({ type: 'vehicle.board', vehicleId: 'v2', combatantId: 'brandt', role: 'pilot' });
    expect(d.send({ type: 'vehicle.add', vehicle: red([{ combatantId: 'brandt', role: 'passenger' }]) }, true)).toBe('brandt is already aboard a vehicle.');
    expect(d.snapshot.context.vehicles.map((v) => v.id)).toEqual(['v2']);
    expect(d.send({ type: 'combatant.add', combatants: [{ ...spec('varga', 1), boards: { vehicleId: 'v2', role: 'pilot' } }] }, true)).toBe('Jeep already has a pilot.');
    expect(d.send({ type: 'combatant.add', combatants: [{ ...spec('varga', 1), boards: { vehicleId: 'v9', role: 'passenger' } }] }, true)).toBe('No vehicle with id v9.');
    expect(d.send({ type: 'combatant.add', combatants: [{ ...spec('varga', 1), mount: 'Horse', boards: { vehicleId: 'v2', role: 'passenger' } }] }, true)).toMatch(/mount/);
  });
});
