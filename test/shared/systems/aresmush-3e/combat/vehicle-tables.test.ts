// Issue 41: the pieces of the Third Edition's vehicle tables (the forecast's fast simulation with
// people aboard vehicles): a vehicle's chances as the sum of each shot's expected change, each
// person's state as a small number, knockout chances kept between forecasts, and a fight of two
// Vipers with three shooters at each sampling fewer turns than the 10,000 played ones it matches.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../../shared/core/combat/commands';
import { quickForecast } from '../../../../../shared/core/combat/forecast';
import { createCombatMachine } from '../../../../../shared/core/combat/machine';
import { planCommand } from '../../../../../shared/core/combat/plan';
import { COMBAT_RESOLUTION_REVISION } from '../../../../../shared/core/combat/version';
import { createSeededRng } from '../../../../../shared/core/dice/rng';
import { ares3eCombatVehicle } from '../../../../../shared/systems/aresmush-3e/combat/config-vehicles';
import { VehicleIncrements } from '../../../../../shared/systems/aresmush-3e/combat/vehicle-tables-increments';
import { keptKnockouts, NONE } from '../../../../../shared/systems/aresmush-3e/combat/vehicle-tables-memo';
import { bySlot, PersonStates } from '../../../../../shared/systems/aresmush-3e/combat/vehicle-tables-states';
import { TableSums } from '../../../../../shared/systems/aresmush-3e/combat/vehicle-tables-sums';
import { base, RULES } from './forecast-fixtures';
import { defaultConfig } from './helpers';

const ctxOf = (people: number, vehicles: number) => ({
  combatants: Array.from({ length: people }, (_, i) => ({ id: `p${i}`, knockedOut: false })),
  vehicles: Array.from({ length: vehicles }, (_, v) => ({ id: `v${v}`, knockedOut: false })),
});

describe('Third Edition vehicle tables: a vehicle\'s chances as the sum of each shot\'s expected change', () => {
  it('adds each shot\'s change to the start of the turn (hit and Serious from 0, knockout from its chance then), then clears', () => {
    // Vehicle 0 (people 0 and 1 aboard) is shot at; vehicle 1 (person 2) is not.
    const inc = new VehicleIncrements(4, [-1, 0, 0], [[0, 1], [2]]);
    expect([...inc.attacked]).toEqual([1, 0]);
    expect([...inc.aboardAttacked]).toEqual([1, 1, 0, 0]);
    const sums = new TableSums(4, 2);
    inc.vehicle(0, 0.25, 0.125);
    inc.vehicle(0, 0.25 * 0.5, 0);
    inc.person(0, 0.1, 0.05, 0.2);
    inc.person(0, 0.1, 0, -0.05);
    inc.settlePerson(0, sums, 0.25);
    inc.settleVehicle(0, sums);
    const out = sums.outcomes(ctxOf(4, 2) as never, 1);
    expect(out[0]!.pHit).toBeCloseTo(0.2, 12);
    expect(out[0]!.pSerious).toBeCloseTo(0.05, 12);
    expect(out[0]!.pOut).toBeCloseTo(0.4, 12);
    expect(out[4]!.pHit).toBeCloseTo(0.375, 12);
    expect(out[4]!.pSerious).toBeCloseTo(0.125, 12);
    // Cleared: a turn with no change adds the start again.
    inc.settlePerson(0, sums, 0.25);
    inc.settleVehicle(0, sums);
    const two = sums.outcomes(ctxOf(4, 2) as never, 2);
    expect(two[0]!.pOut).toBeCloseTo((0.4 + 0.25) / 2, 12);
    expect(two[4]!.pHit).toBeCloseTo(0.375 / 2, 12);
  });

  it('asks for turns past the core\'s ceiling only when a settled chance left [0, 1] and spreads more than a played turn could', () => {
    const inside = new VehicleIncrements(1, [0], [[0]]);
    const sums = new TableSums(1, 1);
    inside.person(0, 1, 0, 0);
    inside.settlePerson(0, sums, 0);
    expect(inside.turnsPastCeiling({ sd: 0.6, ratio: 1.5 }, 10_000)).toBe(0);
    const outside = new VehicleIncrements(1, [0], [[0]]);
    outside.vehicle(0, 0.7, 0);
    outside.vehicle(0, 0.7, 0);
    outside.settleVehicle(0, sums);
    expect(outside.turnsPastCeiling({ sd: 0.3, ratio: 0.5 }, 10_000)).toBe(0);
    // As the core's counts, uncapped: 1.1 × ratio × ceiling; (2 × 1.1 × sd)² × ceiling.
    expect(outside.turnsPastCeiling({ sd: 0.3, ratio: 2 }, 10_000)).toBe(22_000);
    expect(outside.turnsPastCeiling({ sd: 0.6, ratio: 0.5 }, 10_000)).toBe(Math.ceil(10_000 * (2 * 1.1 * 0.6) ** 2));
  });
});

describe('Third Edition vehicle tables: dense numbers', () => {
  it('numbers each person\'s states as first met (the turn\'s start is 0), the same state the same number', () => {
    const state = new Int32Array([5, 7]);
    const states = new PersonStates(2, (i) => state[i]!);
    expect([...states.slot]).toEqual([0, 0]);
    state[0] = 9;
    states.restate(0);
    expect(states.slot[0]).toBe(1);
    state[0] = 11;
    states.restate(0);
    expect(states.slot[0]).toBe(2);
    state[0] = 9;
    states.restate(0);
    expect(states.slot[0]).toBe(1);
    state[0] = 5;
    states.restate(0);
    expect(states.slot[0]).toBe(0);
    states.restate(0);
    states.reset(0);
    expect(states.slot[0]).toBe(0);
    // Person 1's numbers are its own.
    state[1] = 9;
    states.restate(1);
    expect(states.slot[1]).toBe(1);
  });

  it('works a value out once per person and state', () => {
    const state = new Int32Array([0]);
    const states = new PersonStates(1, (i) => state[i]!);
    let calls = 0;
    const value = bySlot(1, states, () => ++calls * 10);
    expect(value(0)).toBe(10);
    expect(value(0)).toBe(10);
    state[0] = 3;
    states.restate(0);
    expect(value(0)).toBe(20);
    states.reset(0);
    expect(value(0)).toBe(10);
    expect(calls).toBe(2);
  });

  it('keeps knockout chances by game, person and vehicle (the same objects, the same map)', () => {
    const cfg = {} as never;
    const [ann, bob, viper] = [{}, {}, {}];
    const kept = keptKnockouts(cfg, ann, viper);
    kept.set(1, 0.5);
    expect(keptKnockouts(cfg, ann, viper).get(1)).toBe(0.5);
    expect(keptKnockouts(cfg, ann, NONE).size).toBe(0);
    expect(keptKnockouts(cfg, bob, viper).size).toBe(0);
    expect(keptKnockouts({} as never, ann, viper).size).toBe(0);
  });
});

/**
 * Twelve shooters: three at each of two Vipers (through their pilots), six at people on foot, who
 * shoot back; the Vipers' pilots and passengers shoot too. 24 shots a turn.
 */
function twoVipers() {
  const actor = createActor(createCombatMachine(RULES), { input: { combatId: 'vt3e', abilities: { initiative: 'Alertness', toughness: 'Composure', firstAid: 'Medicine' }, resolutionRevision: COMBAT_RESOLUTION_REVISION } }).start();
  const rng = createSeededRng('vt3e');
  const send = (input: CombatCommandInput) => {
    const plan = planCommand(RULES, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
  };
  const people = [
    ...Array.from({ length: 12 }, (_, i) => ({ ...base, id: `a${i}`, name: `A${i}`, kind: 'npc', team: 1 })),
    ...Array.from({ length: 12 }, (_, i) => ({ ...base, id: `b${i}`, name: `B${i}`, kind: 'npc', team: 2 })),
  ];
  send({ type: 'combatant.add', combatants: people as never });
  const viper = ares3eCombatVehicle(defaultConfig(), 'Viper')!;
  for (const v of [0, 1]) {
    send({ type: 'vehicle.add', vehicle: { id: `v${v}`, name: `Viper ${v}`, ...viper } });
    send({ type: 'vehicle.board', vehicleId: `v${v}`, combatantId: `b${2 * v}`, role: 'pilot' });
    send({ type: 'vehicle.board', vehicleId: `v${v}`, combatantId: `b${2 * v + 1}`, role: 'passenger' });
  }
  send({ type: 'combat.start' });
  const target = (i: number) => (i < 3 ? 'b0' : i < 6 ? 'b2' : `b${i - 2}`);
  send({
    type: 'action.declare',
    declarations: [
      ...Array.from({ length: 12 }, (_, i) => ({ combatantId: `a${i}`, action: { kind: 'attack' as const, target: target(i) } })),
      ...Array.from({ length: 12 }, (_, i) => ({ combatantId: `b${i}`, action: { kind: 'attack' as const, target: `a${i}` } })),
    ],
  });
  return actor.getSnapshot().context;
}

describe('Third Edition vehicle tables: a big fight with vehicles', () => {
  it('matches 10,000 played turns in fewer sampled ones (each shot at a Viper adds its expected change), the same seed the same numbers', () => {
    const ctx = twoVipers();
    const f = quickForecast(RULES, ctx, { seed: 'vt' })!;
    expect(f).toMatchObject({ method: 'simulation', engine: 'tables', equivalentTurns: 10_000 });
    // The first batch (100,000 shots' worth: 4,167 turns) is enough; averaging only each Viper's last shot needed 7,979.
    expect(f.turns).toBeLessThanOrEqual(5_000);
    expect(f.vehicles).toHaveLength(2);
    for (const v of f.vehicles!) {
      expect(v.pHit).toBeGreaterThan(0);
      expect(v.pHit).toBeLessThan(1);
    }
    // Those aboard are hurt through crew hits only, and the pilots roll for the Vipers' wounds.
    expect(f.combatants.find((c) => c.id === 'b1')!.pHit).toBeGreaterThan(0);
    expect(f.combatants.find((c) => c.id === 'b0')!.pOut).toBeGreaterThan(0);
    expect(quickForecast(RULES, ctx, { seed: 'vt' })).toEqual(f);
  });
});
