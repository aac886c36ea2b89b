// FS3.2's vehicle as a defender (fire.ts): the pilot dodges with the vehicle's dodge bonus; with
// nobody conscious at the controls nobody dodges, so the unrated pool gets no bonus either (from
// resolution revision 7; a fight stored before keeps it, so its stored dice still fit).
import { describe, expect, it } from 'vitest';
import type { LabelledRng } from '../../../../../shared/core/combat/dice-tape';
import { COMBAT_RESOLUTION_REVISION } from '../../../../../shared/core/combat/version';
import { buildWorld } from '../../../../../shared/core/combat/world';
import { VIPER_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { fs32OddsMany } from '../../../../../shared/systems/fs3.2/combat/declaration-odds';
import { EMPTY_VEHICLE_NO_DODGE_REVISION, defenderFor } from '../../../../../shared/systems/fs3.2/combat/fire';
import { Driver, PISTOL, RULES, spec } from '../../../core/combat/fixtures';

const NO_DICE = { mark: () => undefined, die: () => { throw new Error('no dice here'); } } as unknown as LabelledRng;
const VIPER = { id: 'v1', name: 'Red One', definition: { name: 'Viper', pilotingSkill: 'Pilot', toughness: 4, armor: null, hitChart: VIPER_HIT_CHART.name, weapons: [], dodgeBonus: 2, crewLocations: ['Cockpit'] }, chart: VIPER_HIT_CHART, armor: null };

/** a shoots at the Viper; `crew`: p flies it, or nobody boards. */
function shotAtViper(revision: number, crew: 'pilot' | 'none') {
  const d = new Driver('empty-vehicle', undefined, { resolutionRevision: revision });
  d.add(spec('a', 1), spec('p', 2));
  d.send({ type: 'vehicle.add', vehicle: VIPER });
  if (crew !== 'none') d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'p', role: 'pilot' });
  d.send({ type: 'combat.start' });
  const ctx = d.snapshot.context;
  return {
    defender: defenderFor(buildWorld(RULES, ctx, NO_DICE), 'v1', PISTOL),
    dice: fs32OddsMany(RULES, ctx, [{ attackerId: 'a', targetId: 'v1', luck: null }])[0]!.defenseDice,
  };
}

describe('FS3.2: the dodge bonus of a vehicle shot at', () => {
  it('is the new fights’ revision', () => {
    expect(COMBAT_RESOLUTION_REVISION).toBeGreaterThanOrEqual(EMPTY_VEHICLE_NO_DODGE_REVISION);
  });

  it('goes to the pilot’s defense', () => {
    const { defender } = shotAtViper(COMBAT_RESOLUTION_REVISION, 'pilot');
    expect(defender.vehicleDodge).toBe(2);
  });

  it('goes to nobody when nobody is at the controls: the unrated pool rolls without it', () => {
    const empty = shotAtViper(COMBAT_RESOLUTION_REVISION, 'none');
    expect(empty.defender.vehicleDodge).toBe(0);
    const before = shotAtViper(EMPTY_VEHICLE_NO_DODGE_REVISION - 1, 'none');
    expect(before.defender.vehicleDodge).toBe(2);
    expect(before.dice - empty.dice).toBe(2);
  });
});
