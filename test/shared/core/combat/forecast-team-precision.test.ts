// Issue 41 item 2: a team's expected number out at the end of the turn, by the outcome tables, on
// the 30-combatant crossfire. Its mean agrees with fully played turns, and it is at least as
// precise as the same sum over 10,000 fully played turns: its variance over seeds is no more than
// the variance of a played turn's count of that team out, over 10,000.
import { describe, expect, it } from 'vitest';
import { forecastTurn } from '../../../../shared/core/combat/forecast';
import { declaredForForecast, playTurn } from '../../../../shared/core/combat/forecast-sim';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { Driver, RULES, spec } from './fixtures';

/** 30 combatants in two teams, each shooting the one across (and so shot at): every shot depends on the order. */
function bigCrossfire() {
  const d = new Driver('big');
  const ids = Array.from({ length: 30 }, (_, i) => `c${i}`);
  d.add(...ids.map((id, i) => spec(id, i < 15 ? 1 : 2)));
  d.send({ type: 'combat.start' });
  d.send({ type: 'action.declare', declarations: ids.map((id, i) => ({ combatantId: id, action: { kind: 'attack' as const, target: ids[(i + 15 + (i % 3)) % 30]! } })) });
  return d.snapshot.context;
}

function meanAndVariance(values: readonly number[]): { mean: number; variance: number } {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return { mean, variance: values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1) };
}

describe('a team’s expected number out (outcome tables)', () => {
  it('agrees with played turns and is at least as precise as 10,000 of them, over 60 seeds', { timeout: 120_000 }, () => {
    const ctx = bigCrossfire();
    const teams = [1, 2];
    // The count of each team out in one fully played turn, 4,000 times: its mean and spread.
    const source = createSeededRng('played');
    const rng = { die: (sides: number) => source.die(sides), mark: () => undefined };
    const prepared = declaredForForecast(ctx);
    const played = new Map(teams.map((t) => [t, [] as number[]]));
    for (let turn = 0; turn < 4000; turn++) {
      const end = playTurn(RULES, prepared, rng);
      for (const t of teams) played.get(t)!.push(end.combatants.filter((c) => c.team === t && c.knockedOut).length);
    }
    const runs = Array.from({ length: 60 }, (_, s) => forecastTurn(RULES, ctx, { seed: `team${s}` }));
    expect(runs[0]).toMatchObject({ method: 'simulation', engine: 'tables', equivalentTurns: 10_000 });
    for (const t of teams) {
      const turn = meanAndVariance(played.get(t)!);
      const forecast = meanAndVariance(runs.map((r) => r.teams.find((x) => x.team === t)!.expectedOut!));
      expect(turn.mean, `team ${t}: someone is out in some turns`).toBeGreaterThan(0.5);
      // The means: within 3.29 σ of the played turns' mean (the forecasts' own spread is far smaller).
      expect(Math.abs(forecast.mean - turn.mean), `team ${t} mean`).toBeLessThanOrEqual(3.29 * Math.sqrt(turn.variance / 4000 + forecast.variance / 60));
      // A variance from 60 draws is itself within about ±18% (one sd): 1.6 is over three of them.
      expect(forecast.variance, `team ${t} variance`).toBeLessThanOrEqual((turn.variance / 10_000) * 1.6);
    }
  });
});
