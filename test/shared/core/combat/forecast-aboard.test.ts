// Issue 41: the people aboard and the vehicles in every forecast engine alike (FS3.2). Crew hits
// reach everyone aboard, one already knocked out too (seeds 000 "Passenger Hits" and 001 "Crew
// Hits": "for each passenger"): the exact and sampled forecasts count that one's wounds as the
// full turn does. An idle vehicle (no attack on it or on anyone aboard, nothing this turn can
// change) has no row from any engine.
import { describe, expect, it } from 'vitest';
import type { CombatContext } from '../../../../shared/core/combat/context';
import { forecastTurn } from '../../../../shared/core/combat/forecast';
import { expectTablesAgree } from './forecast-agreement';
import { Driver, RULES, spec } from './fixtures';
import { vehicleSpec } from './random-commands';

/** a (and c, when `two`) shoot the Viper v1 flown by p with q aboard; v2 stands idle with its pilot r; q is knocked out. */
function fight(two: boolean): CombatContext {
  const d = new Driver('aboard').add(spec('a', 1), spec('c', 1), spec('p', 2), spec('q', 2), spec('r', 2));
  // Crew hits five times as likely in the cockpit: the knocked-out passenger is hurt often enough to measure.
  const viper = (id: string) => ({ ...vehicleSpec(id), definition: { ...vehicleSpec(id).definition, crewLocations: ['Cockpit'] } });
  d.send({ type: 'vehicle.add', vehicle: viper('v1') });
  d.send({ type: 'vehicle.add', vehicle: viper('v2') });
  d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'p', role: 'pilot' });
  d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'q', role: 'passenger' });
  d.send({ type: 'vehicle.board', vehicleId: 'v2', combatantId: 'r', role: 'pilot' });
  d.send({ type: 'combat.start' });
  d.send({
    type: 'action.declare',
    declarations: [
      { combatantId: 'a', action: { kind: 'attack', target: 'v1' } },
      { combatantId: 'c', action: two ? { kind: 'attack', target: 'v1' } : { kind: 'pass' } },
      ...['p', 'q', 'r'].map((id) => ({ combatantId: id, action: { kind: 'pass' as const } })),
    ],
  });
  const ctx = d.snapshot.context;
  return { ...ctx, combatants: ctx.combatants.map((c) => (c.id === 'q' ? { ...c, knockedOut: true } : c)) };
}

const row = (f: ReturnType<typeof forecastTurn>, id: string) => f.combatants.find((c) => c.id === id)!;

describe('the people aboard and idle vehicles in every forecast engine', () => {
  it('exact: a knocked-out passenger takes crew hits as the pilot does (same chart and armor), and as 100,000 played turns count them', () => {
    const ctx = fight(false);
    const exact = forecastTurn(RULES, ctx);
    expect(exact.method).toBe('exact');
    const q = row(exact, 'q');
    expect(q.pHit).toBeGreaterThan(0.01);
    expect(Math.abs(q.pHit - row(exact, 'p').pHit)).toBeLessThan(1e-12);
    expect(Math.abs(q.pSerious! - row(exact, 'p').pSerious!)).toBeLessThan(1e-12);
    expect(q).toMatchObject({ pOut: 1, koRisk: 0 });
    const full = forecastTurn(RULES, ctx, { simulate: true, turns: 100_000, seed: 'reference' });
    const bound = (full.precision * 3.29) / 1.96;
    expect(Math.abs(row(full, 'q').pHit - q.pHit)).toBeLessThanOrEqual(bound);
    expect(Math.abs(row(full, 'q').pSerious! - q.pSerious!)).toBeLessThanOrEqual(bound);
    // The idle Viper has no row from either engine; the one shot at has one.
    expect(exact.vehicles!.map((v) => v.id)).toEqual(['v1']);
    expect(full.vehicles!.map((v) => v.id)).toEqual(['v1']);
  }, 120_000);

  it('sampled: with two shots at the Viper the tables count the knocked-out passenger’s crew hits as 100,000 played turns do, and give the idle Viper no row', () => {
    const fast = expectTablesAgree(RULES, fight(true));
    expect(row(fast, 'q').pHit).toBeGreaterThan(0.01);
    expect(row(fast, 'q')).toMatchObject({ pOut: 1, koRisk: 0 });
    expect(fast.vehicles!.map((v) => v.id)).toEqual(['v1']);
  }, 120_000);
});
