/**
 * Issue 41: the turn forecast before initiative and before each resolve: for each combatant the
 * chance of being hit (and wounded) at least once, of a Serious-or-worse wound, of being knocked
 * out at the end of the turn (its KO-risk), and per team the expected number out. Exact when the
 * turn's events are independent (forecast-exact.ts, or the edition's own `forecastExact`);
 * otherwise a seeded simulation with its precision: the full turn played 10,000 times
 * (forecast-sim.ts), or outcome tables sampled as many turns as ±0.98 pp needs (forecast-table.ts).
 * Pure: the seed comes from the fight and the turn, so the same fight forecasts the same.
 */
import type { CombatContext } from './context';
import { exactOutcomes } from './forecast-exact';
import { declaredForForecast, FORECAST_MIN_TURNS, precisionOf, simulateOutcomes } from './forecast-sim';
import type { ForecastMemo } from './forecast-memo';
import { tableForecast } from './forecast-table';
import { vehicleRowShown } from './forecast-rows';
import type { ExactOutcome, TurnForecast } from './forecast-types';
import type { CombatRules } from './procedures';

export type ForecastOptions = {
  /** Simulated turns when the events are not independent (at least 10,000); the tables' precision is this many turns' worst case, sampled in as few as their spread allows. */
  turns?: number;
  /** The simulation's seed; absent: the fight's id, turn and next slot. */
  seed?: number | string;
  /** Simulate even when exact odds exist (tests compare the two): the full turn's procedures, not the tables. */
  simulate?: boolean;
  /** Outcome tables kept from the last forecast of this fight (forecast-memo.ts). */
  memo?: ForecastMemo;
};

export function forecastTurn(rules: CombatRules, ctx: CombatContext, options: ForecastOptions = {}): TurnForecast {
  const quick = options.simulate ? null : quickForecast(rules, ctx, options);
  if (quick) return quick;
  const turns = turnsOf(options);
  return simulatedForecast(ctx, turns, simulateOutcomes(rules, declaredForForecast(ctx), turns, seedOf(ctx, options)));
}

function turnsOf(options: ForecastOptions): number {
  const turns = options.turns ?? FORECAST_MIN_TURNS;
  if (!Number.isInteger(turns) || turns < 1) throw new RangeError(`turns: a whole number of turns of at least 1, not ${turns}.`);
  return turns;
}

/** The simulation's seed: the option's, else the fight's id, turn and next slot (the same fight forecasts the same). */
export const seedOf = (ctx: CombatContext, options: ForecastOptions = {}): number | string => options.seed ?? `${ctx.combatId}:${ctx.turn}:${ctx.order?.next ?? -1}`;

/**
 * The forecast when it is quick: exact, or simulated by outcome tables (forecast-table.ts); null
 * when only playing the full turn can tell (a host then runs {@link simulateOutcomes} in slices
 * it can cancel, and assembles them with {@link simulatedForecast}).
 */
export function quickForecast(rules: CombatRules, ctx: CombatContext, options: ForecastOptions = {}): TurnForecast | null {
  const turns = turnsOf(options);
  const prepared = declaredForForecast(ctx);
  const exact = exactOutcomes(rules, prepared);
  if (exact) return assemble(ctx, 'exact', null, 0, exact);
  // The core's tables sample as many turns as their spread needs for the precision of `turns`
  // (forecast-turns.ts); an edition's own fast simulation covers what they cannot play
  // (procedures.ts `forecastTables`), by the same rule: both are as precise as `turns` played ones.
  const seed = seedOf(ctx, options);
  const sampled = tableForecast(rules, prepared, turns, seed, options.memo) ?? rules.procedures?.forecastTables?.(rules, prepared, turns, seed) ?? null;
  return sampled ? { ...assemble(ctx, 'simulation', sampled.turns, precisionOf(turns), sampled.outcomes), equivalentTurns: turns, engine: 'tables' } : null;
}

/** A full simulation's forecast from its outcomes over `turns` turns. */
export function simulatedForecast(ctx: CombatContext, turns: number, outcomes: readonly ExactOutcome[]): TurnForecast {
  return { ...assemble(ctx, 'simulation', turns, precisionOf(turns), outcomes), equivalentTurns: turns, engine: 'full' };
}

function assemble(ctx: CombatContext, method: TurnForecast['method'], turns: number | null, precision: number, outcomes: readonly ExactOutcome[]): TurnForecast {
  const byId = new Map(outcomes.map((o) => [o.id, o]));
  const combatants = ctx.combatants.map((c) => {
    const o = byId.get(c.id) ?? { id: c.id, pHit: 0, pSerious: 0, pOut: c.knockedOut ? 1 : 0 };
    return { ...o, koRisk: o.pOut === null ? null : c.knockedOut ? 0 : o.pOut };
  });
  const teams = ctx.teams.map((t) => {
    let expectedOut: number | null = 0;
    for (let i = 0; i < combatants.length; i++) {
      const c = combatants[i]!;
      if (ctx.combatants[i]!.team !== t.id) continue;
      expectedOut = expectedOut === null || c.pOut === null ? null : expectedOut + c.pOut;
    }
    return { team: t.id, expectedOut };
  });
  // Issue 41: the vehicles an engine counted (a shot at one this turn), as their own rows; an idle one none (forecast-rows.ts).
  const shown = vehicleRowShown(ctx);
  const vehicles = ctx.vehicles.flatMap((v) => {
    const o = byId.get(v.id);
    return o && shown(v, o) ? [{ id: v.id, pHit: o.pHit, pSerious: o.pSerious, pOut: o.pOut }] : [];
  });
  return { method, turns, precision, combatants, teams, ...(vehicles.length ? { vehicles } : {}) };
}
