// Issue 41: the outcome tables' chances of vehicles shot at and of everyone aboard, as sums of
// what each shot is expected to change (forecast-increments.ts, weighed by forecast-later.ts):
// over seeds their mean agrees with 100,000 fully played turns and each is at least as precise as
// 10,000 played turns (its variance over seeds no more than p(1 − p)/10,000); and a fight with
// vehicles now samples far fewer turns than the ceiling (counted 0 or 1, they needed all 10,000).
import { describe, expect, it } from 'vitest';
import type { CombatContext } from '../../../../shared/core/combat/context';
import { forecastTurn } from '../../../../shared/core/combat/forecast';
import { tableForecast } from '../../../../shared/core/combat/forecast-table';
import { Driver, RULES, spec } from './fixtures';
import { vehicleSpec } from './random-commands';

/**
 * Three Vipers (pilot and passenger each, crew hits likelier in the cockpit), two shooters at each;
 * six more of team 1 shoot the people aboard and each other's foes, and those aboard shoot back:
 * crew hits, pilots' dodges and shots at people aboard all in one turn (24 shots).
 */
function vehicleFight(): CombatContext {
  const one = Array.from({ length: 12 }, (_, i) => `a${i}`);
  const two = Array.from({ length: 6 }, (_, i) => `p${i}`);
  const foes = Array.from({ length: 6 }, (_, i) => `f${i}`);
  const d = new Driver('increments').add(...one.map((id) => spec(id, 1)), ...two.map((id) => spec(id, 2)), ...foes.map((id) => spec(id, 2)));
  for (let v = 0; v < 3; v++) {
    const viper = { ...vehicleSpec(`v${v}`), definition: { ...vehicleSpec(`v${v}`).definition, crewLocations: ['Cockpit'] } };
    d.send({ type: 'vehicle.add', vehicle: viper });
    d.send({ type: 'vehicle.board', vehicleId: `v${v}`, combatantId: `p${2 * v}`, role: 'pilot' });
    d.send({ type: 'vehicle.board', vehicleId: `v${v}`, combatantId: `p${2 * v + 1}`, role: 'passenger' });
  }
  d.send({ type: 'combat.start' });
  const target = (i: number) => (i < 6 ? `v${i >> 1}` : i < 9 ? `p${2 * (i - 6) + 1}` : `f${i - 9}`);
  d.send({
    type: 'action.declare',
    declarations: [
      ...one.map((id, i) => ({ combatantId: id, action: { kind: 'attack' as const, target: target(i) } })),
      ...two.map((id, i) => ({ combatantId: id, action: { kind: 'attack' as const, target: `a${6 + i}` } })),
      ...foes.map((id, i) => ({ combatantId: id, action: { kind: 'attack' as const, target: `a${i}` } })),
    ],
  });
  return d.snapshot.context;
}

function meanAndVariance(values: readonly number[]): { mean: number; variance: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return { mean, variance: values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1) };
}

describe('vehicles and those aboard on the outcome tables', () => {
  it('agree with 100,000 played turns and are at least as precise as 10,000 of them, over 40 seeds', { timeout: 180_000 }, () => {
    const ctx = vehicleFight();
    const runs = Array.from({ length: 40 }, (_, s) => tableForecast(RULES, ctx, 10_000, `inc${s}`)!);
    const full = forecastTurn(RULES, ctx, { simulate: true, turns: 100_000, seed: 'reference' });
    expect(full.engine).toBe('full');
    const ids = [...['p0', 'p1', 'p2', 'p3', 'p4', 'p5'], 'v0', 'v1', 'v2'];
    const reference = [...full.combatants, ...(full.vehicles ?? [])];
    for (const id of ids) {
      for (const key of ['pHit', 'pSerious', 'pOut'] as const) {
        const values = runs.map((r) => r.outcomes.find((o) => o.id === id)![key]!);
        const { mean, variance } = meanAndVariance(values);
        const played = reference.find((o) => o.id === id)![key]!;
        const p = Math.min(Math.max(mean, 1e-4), 1 - 1e-4);
        // The mean: within 3.29 σ of 100,000 played turns (the forecasts' mean spreads far less).
        expect(Math.abs(mean - played), `${id} ${key} mean`).toBeLessThanOrEqual(3.29 * Math.sqrt(played * (1 - played) / 100_000 + variance / 40) + 1e-9);
        // A variance from 40 draws is itself within about ±22% (one sd): 1.8 is over three of them.
        expect(variance, `${id} ${key} variance`).toBeLessThanOrEqual((p * (1 - p) / 10_000) * 1.8);
      }
    }
    // Chances that show something: the vehicles are hit often, crew hits reach those aboard.
    expect(meanAndVariance(runs.map((r) => r.outcomes.find((o) => o.id === 'v0')!.pHit)).mean).toBeGreaterThan(0.3);
    expect(meanAndVariance(runs.map((r) => r.outcomes.find((o) => o.id === 'p0')!.pHit)).mean).toBeGreaterThan(0.05);
  });

  it('sample well under the ceiling of turns (counted 0 or 1 at the turn’s end, they took all 10,000)', () => {
    const ctx = vehicleFight();
    const f = tableForecast(RULES, ctx, 10_000, 'count')!;
    expect(f.turns).toBeLessThan(5_000);
    expect(forecastTurn(RULES, ctx)).toMatchObject({ method: 'simulation', engine: 'tables', equivalentTurns: 10_000 });
  });
});
