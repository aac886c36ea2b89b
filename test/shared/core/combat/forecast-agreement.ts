import { expect } from 'vitest';
import type { CombatCommandInput } from '../../../../shared/core/combat/commands';
import type { CombatContext } from '../../../../shared/core/combat/context';
import { forecastTurn } from '../../../../shared/core/combat/forecast';
import type { CombatRules } from '../../../../shared/core/combat/procedures';

/**
 * The tables' forecast (10,000 turns) against 100,000 fully played turns: every person's and every
 * vehicle's chances, each within 3.29 σ of the two estimates' combined spread, so a dozen chances
 * compared at once all hold at better than 98%. Returns the tables' forecast for a test's own checks.
 */
export function expectTablesAgree(rules: CombatRules, ctx: CombatContext) {
  const fast = forecastTurn(rules, ctx);
  expect(fast).toMatchObject({ method: 'simulation', turns: 10_000, engine: 'tables' });
  expect(fast.precision).toBeLessThanOrEqual(0.01);
  const full = forecastTurn(rules, ctx, { simulate: true, turns: 100_000, seed: 'reference' });
  expect(full.engine).toBe('full');
  const bound = (Math.hypot(fast.precision, full.precision) * 3.29) / 1.96;
  const vehicles = fast.vehicles ?? [];
  expect(full.vehicles ?? []).toHaveLength(vehicles.length);
  const rows = [...fast.combatants.map((f, i) => [f, full.combatants[i]!] as const), ...vehicles.map((f, i) => [f, full.vehicles![i]!] as const)];
  for (const [f, r] of rows) {
    expect(f.id).toBe(r.id);
    expect(Math.abs(f.pHit - r.pHit), `${f.id} pHit`).toBeLessThanOrEqual(bound);
    expect(Math.abs(f.pSerious! - r.pSerious!), `${f.id} pSerious`).toBeLessThanOrEqual(bound);
    expect(Math.abs(f.pOut! - r.pOut!), `${f.id} pOut`).toBeLessThanOrEqual(bound);
  }
  return fast;
}

/**
 * The dogfight both vehicle agreement tests play, once its five people are in: a and c shoot the
 * Viper `vehicle` (pilot p, passenger q), p shoots a back, d shoots q, q shoots c, so crew hits
 * and the pilot's wounds reach later shots. `send` is the edition's own driver.
 */
export function startDogfight(send: (input: CombatCommandInput) => unknown, vehicle: Extract<CombatCommandInput, { type: 'vehicle.add' }>['vehicle']): void {
  send({ type: 'vehicle.add', vehicle });
  send({ type: 'vehicle.board', vehicleId: vehicle.id, combatantId: 'p', role: 'pilot' });
  send({ type: 'vehicle.board', vehicleId: vehicle.id, combatantId: 'q', role: 'passenger' });
  send({ type: 'combat.start' });
  send({
    type: 'action.declare',
    declarations: [
      { combatantId: 'a', action: { kind: 'attack', target: vehicle.id } },
      { combatantId: 'c', action: { kind: 'attack', target: vehicle.id }, luck: { roll: 'attack', effect: 'bonus' } },
      { combatantId: 'd', action: { kind: 'attack', target: 'q' } },
      { combatantId: 'p', action: { kind: 'attack', target: 'a' } },
      { combatantId: 'q', action: { kind: 'attack', target: 'c' } },
    ],
  });
}

/**
 * `rules` with or without their `oddsWounds` (without: every state of the forecast's tables its own
 * table), counting the odds the tables ask (issue 38).
 */
export function countingOdds(rules: CombatRules, share: boolean): { rules: CombatRules; asked: () => number } {
  let asked = 0;
  const own = rules.procedures!;
  const oddsMany: NonNullable<typeof own.oddsMany> = (ctx, queries, r) => {
    asked += queries.length;
    return own.oddsMany!(ctx, queries, r);
  };
  return { rules: { ...rules, procedures: { ...own, oddsWounds: share ? own.oddsWounds : undefined, oddsMany } }, asked: () => asked };
}
