// @vitest-environment jsdom
/**
 * Issue 41: the forecast's words say how its numbers were made. The outcome tables sample fewer
 * turns than 10,000 but are as precise as 10,000 played turns: the words say both, and the
 * full turn's simulation (its turns are the played ones) says its count alone. Plain words: no
 * "seeded simulation", no "at 95%" (a storyteller reads "19 times in 20").
 */
import { describe, expect, it } from 'vitest';
import type { TurnForecast } from '../../../shared/core/combat/forecast-types';
import { TurnForecastSchema } from '../../../shared/core/combat/forecast-schema';
import { methodWords } from '../../../renderer/features/combat/ForecastBar';

const base = { combatants: [{ id: 'c1', pHit: 0.5, pSerious: 0.2, pOut: 0.08, koRisk: 0.08 }], teams: [{ team: 1, expectedOut: 0.08 }] };

describe('the forecast’s words', () => {
  it('tables: the turns sampled and the played turns they match, with the precision', () => {
    const f: TurnForecast = { ...base, method: 'simulation', engine: 'tables', turns: 1116, equivalentTurns: 10_000, precision: 0.0098 };
    expect(TurnForecastSchema.parse(f)).toEqual(f);
    expect(methodWords(f)).toBe('Played out 1,116 times, as close as playing it 10,000 times: each chance is right to within 1.0 points either way, 19 times in 20.');
  });

  it('the full turn: its count alone; exact: no count', () => {
    const full: TurnForecast = { ...base, method: 'simulation', engine: 'full', turns: 10_000, equivalentTurns: 10_000, precision: 0.0098 };
    expect(methodWords(full)).toBe('Played out 10,000 times: each chance is right to within 1.0 points either way, 19 times in 20.');
    expect(methodWords({ ...base, method: 'exact', turns: null, precision: 0 })).toBe('Exact odds: no action this turn changes the odds of another.');
    expect(() => TurnForecastSchema.parse({ ...full, equivalentTurns: 0 })).toThrow();
  });

  it('no statistician\'s words', () => {
    const tables: TurnForecast = { ...base, method: 'simulation', engine: 'tables', turns: 1116, equivalentTurns: 10_000, precision: 0.0098 };
    for (const f of [tables, { ...tables, engine: 'full' as const, turns: 10_000 }, { ...base, method: 'exact' as const, turns: null, precision: 0 }]) {
      expect(methodWords(f)).not.toMatch(/seeded|simulation|95%|independent|±/);
    }
  });
});
