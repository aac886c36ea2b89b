/**
 * Issue 16 deliverable 6 on the combat machine: defender luck on one bullet, pilots and their own
 * vehicle, occupants behind the vehicle's armor (with the storyteller's override), Treat on a
 * vehicle (jury-rig with the repair skill). New combats carry `resolutionRevision` 2; a combat
 * without it (stored before issue 16) keeps the old resolution so its stored dice still replay.
 */
import { describe, expect, it } from 'vitest';
import { ArmorSchema } from '../../../../shared/domain/gear';
import type { CombatLogEntry } from '../../../../shared/core/combat/log-entries';
import { replayEvents, replayLog } from '../../../../shared/core/combat/replay';
import { COMBAT_RESOLUTION_REVISION } from '../../../../shared/core/combat/version';
import { rawPool } from '../../../../shared/core/dice/ability-roll';
import { createWound } from '../../../../shared/core/mechanics/wounds';
import type { AttackResult } from '../../../../shared/core/mechanics/attack';
import { combatMachine } from '../../../helpers/fs32-machine';
import { ABILITIES, Driver, RIFLE, RULES, spec } from './fixtures';
import { vehicleSpec } from './random-commands';

const raw = (n: number) => rawPool(RULES.core, n);
const NEW = { resolutionRevision: COMBAT_RESOLUTION_REVISION, abilities: { ...ABILITIES, juryRig: 'Repair' } };
const strong = (firearms: number) => ({ Alertness: raw(2), Firearms: raw(firearms), Melee: raw(4), Toughness: raw(2), 'First Aid': raw(3), Repair: raw(12) });
const actions = (log: CombatLogEntry[]) => log.filter((e): e is Extract<CombatLogEntry, { kind: 'action' }> => e.kind === 'action');
const PLATE = ArmorSchema.parse({ name: 'Hull plate', class: 'vehicle', protection: 10, locations: ['Body', 'Cockpit', 'Engine', 'Left Wing', 'Right Wing'] });

function armoredViper(id: string) {
  const v = vehicleSpec(id);
  return { ...v, definition: { ...v.definition, armor: PLATE.name }, armor: PLATE };
}

/** One turn: everyone declares, initiative, every action resolved. */
function turn(d: Driver, declarations: { combatantId: string; action: object; luck?: object | null }[]): void {
  d.send({ type: 'action.declare', declarations: declarations as never });
  d.send({ type: 'initiative.roll' });
  d.send({ type: 'action.resolveAll' });
}

describe('defender luck on the machine (seed 004: "You may only modify one roll per combat turn")', () => {
  const burstAtJane = (input: object) => {
    const d = new Driver('luck-burst', combatMachine, input).add(spec('bob', 1, { weapon: RIFLE, ammo: 30 }), spec('jane', 2, { luckPoints: 2 }));
    d.send({ type: 'combat.start' });
    turn(d, [
      { combatantId: 'bob', action: { kind: 'attack', target: 'jane', burst: true } },
      { combatantId: 'jane', action: { kind: 'pass' }, luck: { roll: 'defense', effect: 'bonus' } },
    ]);
    const shot = actions(d.log).find((e) => e.actor === 'bob')!.result;
    if (shot.kind !== 'burst') throw new Error('bob should have fired a burst');
    return { d, luck: shot.result.volleys[0]!.bullets.map((b) => b.exchange.defense.pool.modifiers.some((m) => m.tag === 'luck')) };
  };

  it('a burst at a defender who earmarked defense luck: only the first bullet meets the bonus, one point spent', () => {
    const { d, luck } = burstAtJane(NEW);
    expect(luck).toEqual([true, false, false]);
    expect(d.combatant('jane')).toMatchObject({ luckPoints: 1, luckUsed: 1 });
  });

  it('a combat stored before issue 16 keeps the bonus on every bullet, and its events replay exactly', () => {
    const { d, luck } = burstAtJane({});
    expect(luck).toEqual([true, true, true]);
    const input = { combatId: 'combat-1', abilities: ABILITIES };
    expect(replayEvents(combatMachine, input, d.events).context).toEqual(d.snapshot.context);
    expect(replayLog(RULES, input, d.events).flat()).toEqual(d.log);
  });
});

describe('pilots and their own vehicle', () => {
  const setup = (input: object) => {
    const d = new Driver('pilot', combatMachine, input).add(spec('pilot', 1), spec('foe', 2));
    d.send({ type: 'vehicle.add', vehicle: vehicleSpec('v1') });
    d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'pilot', role: 'pilot' });
    d.send({ type: 'combat.start' });
    return d;
  };

  it('a pilot cannot attack, fire full-auto at or blow up the vehicle they fly', () => {
    const d = setup(NEW);
    const refusal = d.send({ type: 'action.declare', declarations: [{ combatantId: 'pilot', action: { kind: 'attack', target: 'v1' } }] }, true);
    expect(refusal).toBe('pilot is piloting Viper v1 and cannot target it.');
    // The foe may.
    expect(d.send({ type: 'action.declare', declarations: [{ combatantId: 'foe', action: { kind: 'attack', target: 'v1' } }] }, true)).toBeNull();
  });

  it('a combat stored before issue 16 accepts it as it did (its log replays)', () => {
    const d = setup({});
    expect(d.send({ type: 'action.declare', declarations: [{ combatantId: 'pilot', action: { kind: 'attack', target: 'v1' } }] }, true)).toBeNull();
  });
});

describe("occupants are shot through the vehicle's armor unless the storyteller says otherwise", () => {
  /** The first seed at which the gunner hits the rider at all, with the attack result. */
  function shootRider(input: object, exposed: boolean): { d: Driver; shot: AttackResult } {
    for (let seed = 0; seed < 200; seed++) {
      const d = new Driver(`rider-${seed}`, combatMachine, input).add(spec('gunner', 1, { pools: strong(10) }), spec('pilot', 2), spec('rider', 2));
      d.send({ type: 'vehicle.add', vehicle: armoredViper('v1') });
      d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'pilot', role: 'pilot' });
      d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'rider', role: 'passenger' });
      if (exposed) d.send({ type: 'combatant.update', combatantId: 'rider', patch: { exposed: true } });
      d.send({ type: 'combat.start' });
      turn(d, [
        { combatantId: 'gunner', action: { kind: 'attack', target: 'rider' } },
        { combatantId: 'pilot', action: { kind: 'pass' } },
        { combatantId: 'rider', action: { kind: 'pass' } },
      ]);
      const r = actions(d.log).find((e) => e.actor === 'gunner')!.result;
      if (r.kind === 'attack' && r.result.location?.location) return { d, shot: r.result };
    }
    throw new Error('no seed gave a hit');
  }

  it("a passenger hit by a pistol meets the Viper's hull plate first (protection 10 vs penetration 2)", () => {
    const { d, shot } = shootRider(NEW, false);
    expect(shot.shield).toMatchObject({ source: 'Viper v1 armor (Hull plate)', protection: 10, penetration: 2, stopChance: 100 });
    expect(shot).toMatchObject({ result: 'stopped', stoppedBy: 'armor', wound: null });
    expect(d.combatant('rider').wounds).toEqual([]);
  });

  it('the storyteller marks the rider exposed: no hull plate, the shot lands on them', () => {
    const { d, shot } = shootRider(NEW, true);
    expect(shot.shield).toBeUndefined();
    expect(shot.result).toBe('wounded');
    expect(d.combatant('rider')).toMatchObject({ exposed: true, wounds: [shot.wound] });
    d.send({ type: 'combatant.update', combatantId: 'rider', patch: { exposed: false } });
    expect(d.combatant('rider').exposed).toBeUndefined();
  });

  it('a combat stored before issue 16 resolves without the hull plate', () => {
    expect(shootRider({}, false).shot.shield).toBeUndefined();
  });
});

describe('Treat on a vehicle: jury-rigging with the repair skill (seed 000 "First aid on vehicles represents quick-fix jury-rigging")', () => {
  it("the mechanic rolls Repair; success puts a healing point on the vehicle's wound", () => {
    const d = new Driver('jury-rig', combatMachine, NEW).add(spec('mechanic', 1, { pools: strong(3) }), spec('foe', 2));
    d.send({ type: 'vehicle.add', vehicle: vehicleSpec('v1') });
    d.send({ type: 'wound.add', targetId: 'v1', wound: createWound({ location: 'Body', severity: 'serious', type: 'wound', source: 'Rocket', vehicle: true }) });
    d.send({ type: 'combat.start' });
    turn(d, [
      { combatantId: 'mechanic', action: { kind: 'treat', target: 'v1', woundIndex: 0 } },
      { combatantId: 'foe', action: { kind: 'pass' } },
    ]);
    const r = actions(d.log).find((e) => e.actor === 'mechanic')!.result;
    if (r.kind !== 'treat') throw new Error(`expected a treat, got ${r.kind}`);
    // The Repair pool (12 dice), not First Aid (3).
    expect(r.result.firstAid.pool.diceRolled).toBe(12);
    // Repair 12 dice: a success (scripted by the seed, checked here).
    expect(r.result.succeeded).toBe(true);
    const w = d.snapshot.context.vehicles[0]!.wounds[0]!;
    // Vehicles need a fifth of the points (seed 000): the point takes the Serious wound (4 × ⅕) down a level.
    expect(w).toMatchObject({ firstAid: 'succeeded', severity: 'moderate', initialSeverity: 'serious', vehicle: true });
    // Once per wound, as for people.
    d.send({ type: 'knockout.roll' });
    d.send({ type: 'turn.end' });
    const again = d.send({ type: 'action.declare', declarations: [{ combatantId: 'mechanic', action: { kind: 'treat', target: 'v1', woundIndex: 0 } }] }, true);
    expect(again).toMatch(/already been tried/);
  });
});
