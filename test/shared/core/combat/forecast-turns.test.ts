// Issue 41: the outcome tables' count of turns follows the spread they leave. A 30-combatant
// crossfire samples fewer than 10,000 turns and still holds its stated precision against the
// same fight sampled to ten times that precision's worth (another seed); every chance is at least
// as precise as 10,000 fully played turns (its variance over 200 seeds); the count's rules.
import { describe, expect, it } from 'vitest';
import { forecastTurn } from '../../../../shared/core/combat/forecast';
import { firstTurns, LEAST_TURNS, turnsFor, turnsToMatch } from '../../../../shared/core/combat/forecast-turns';
import { precisionOf } from '../../../../shared/core/combat/forecast-sim';
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

describe('the outcome tables’ count of turns', () => {
  it('a big fight samples fewer turns than 10,000, and each chance is within its stated precision of ten times as many', () => {
    const ctx = bigCrossfire();
    const fast = forecastTurn(RULES, ctx);
    expect(fast).toMatchObject({ method: 'simulation', engine: 'tables' });
    expect(fast.turns!).toBeLessThan(10_000);
    expect(fast.turns!).toBeGreaterThanOrEqual(LEAST_TURNS);
    expect(fast.precision).toBeLessThanOrEqual(0.01);
    const fine = forecastTurn(RULES, ctx, { turns: 1_000_000, seed: 'fine' });
    expect(fine.precision).toBeCloseTo(precisionOf(1_000_000), 12);
    const bound = (Math.hypot(fast.precision, fine.precision) * 3.29) / 1.96;
    fast.combatants.forEach((f, i) => {
      const r = fine.combatants[i]!;
      expect(Math.abs(f.pHit - r.pHit), `${f.id} pHit`).toBeLessThanOrEqual(bound);
      expect(Math.abs(f.pSerious! - r.pSerious!), `${f.id} pSerious`).toBeLessThanOrEqual(bound);
      expect(Math.abs(f.pOut! - r.pOut!), `${f.id} pOut`).toBeLessThanOrEqual(bound);
    });
  });

  it('every chance is at least as precise as 10,000 fully played turns: its variance over 200 seeds is no more than p(1 − p)/10,000', () => {
    const ctx = bigCrossfire();
    const runs = Array.from({ length: 200 }, (_, s) => forecastTurn(RULES, ctx, { seed: `v${s}` }));
    expect(runs[0]).toMatchObject({ method: 'simulation', engine: 'tables', equivalentTurns: 10_000 });
    expect(Math.max(...runs.map((r) => r.turns!))).toBeLessThan(10_000);
    // A variance from 200 draws is itself within about ±10% (one sd): 30% is three of them.
    const tolerance = 1.3;
    let checked = 0;
    const check = (name: string, values: number[]) => {
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
      const plain = (Math.max(mean, 0) * Math.max(1 - mean, 0)) / 10_000;
      checked++;
      expect(variance, `${name}: p ${mean.toFixed(4)}`).toBeLessThanOrEqual(plain * tolerance + 1e-12);
    };
    ctx.combatants.forEach((c, i) => {
      check(`${c.id} pHit`, runs.map((r) => r.combatants[i]!.pHit));
      check(`${c.id} pSerious`, runs.map((r) => r.combatants[i]!.pSerious!));
      check(`${c.id} pOut`, runs.map((r) => r.combatants[i]!.pOut!));
    });
    expect(checked).toBe(90);
  });

  it('a small fight keeps the full count; the count from a spread meets the precision, never past the ceiling', () => {
    expect(firstTurns(4, 10_000)).toBe(10_000);
    expect(firstTurns(200, 10_000)).toBe(LEAST_TURNS);
    expect(firstTurns(50, 10_000)).toBe(2000);
    // The worst spread (½) needs the worst case's own count, or a little more (the margin): the ceiling.
    expect(turnsFor(0.5, precisionOf(10_000), 10_000)).toBe(10_000);
    const n = turnsFor(0.1, precisionOf(10_000), 10_000);
    expect((1.96 * 0.1) / Math.sqrt(n)).toBeLessThanOrEqual(precisionOf(10_000));
    expect(n).toBeLessThan(1000);
    // Variance as large as a played turn's (ratio 1) needs the ceiling; a tenth of it, 1.1 × a tenth of the turns.
    expect(turnsToMatch(1, 10_000)).toBe(10_000);
    expect(turnsToMatch(0.1, 10_000)).toBe(1100);
    expect(turnsToMatch(0, 10_000)).toBe(0);
  });
});
