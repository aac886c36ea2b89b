// Issue 41: the exact crew-hit odds the forecast samples, against the crew hits as resolved
// (`resolveCrewHits`, seeded) and against hand-worked counts.
import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART, VIPER_HIT_CHART } from '../../../../shared/core/content/hit-charts';
import { countOdds, crewOdds, maxCrewWounds } from '../../../../shared/core/mechanics/crew-odds';
import { resolveCrewHits } from '../../../../shared/core/mechanics/vehicles';
import { VehicleSchema } from '../../../../shared/domain/gear';
import { RULES, VEST } from './fixtures';

const VIPER = VehicleSchema.parse({ name: 'Viper', pilotingSkill: 'Pilot', toughness: 6, hitChart: VIPER_HIT_CHART.name, crewLocations: ['Cockpit'] });

describe('crew-hit odds', () => {
  it('counts: 1d4 ÷ 2 gives 1 or 2 alike, 1d4 each of 1–4, a fixed 1 always 1; the most is 4', () => {
    expect([...countOdds({ dice: 1, sides: 4, divideBy: 2, fixed: 0 })].sort()).toEqual([[1, 0.5], [2, 0.5]]);
    expect([...countOdds({ dice: 1, sides: 4, divideBy: 1, fixed: 0 })].sort()).toEqual([[1, 0.25], [2, 0.25], [3, 0.25], [4, 0.25]]);
    expect([...countOdds({ dice: 0, sides: 0, divideBy: 1, fixed: 1 })]).toEqual([[1, 1]]);
    expect(maxCrewWounds(RULES)).toBe(4);
  });

  it('the chance of being hurt is the percentile by severity and place; nothing away from the body and crew places', () => {
    const unhurt = (location: string, severity: 'light' | 'serious' | 'critical') => crewOdds(RULES, VIPER, VIPER_HIT_CHART, location, severity, { chart: HUMANOID_HIT_CHART }).find((o) => o.wounds.length === 0)?.p ?? 0;
    // No armor: every crew hit wounds, so P(unhurt) is 1 − the chance.
    expect(unhurt('Body', 'serious')).toBeCloseTo(0.9, 12);
    expect(unhurt('Cockpit', 'serious')).toBeCloseTo(0.5, 12);
    expect(unhurt('Cockpit', 'critical')).toBeCloseTo(0.1, 12);
    expect(unhurt('Left Wing', 'critical')).toBe(1);
    for (const o of [crewOdds(RULES, VIPER, VIPER_HIT_CHART, 'Cockpit', 'critical', { chart: HUMANOID_HIT_CHART, armor: VEST })]) expect(o.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 12);
  });

  it('agrees with 200,000 seeded crew checks as resolved (each wound multiset within 4.4 σ)', () => {
    const odds = crewOdds(RULES, VIPER, VIPER_HIT_CHART, 'Cockpit', 'critical', { chart: HUMANOID_HIT_CHART, armor: VEST });
    const rng = createSeededRng('crew');
    const n = 200_000;
    const seen = new Map<string, number>();
    for (let t = 0; t < n; t++) {
      const r = resolveCrewHits(RULES, VIPER, VIPER_HIT_CHART, 'Cockpit', 'critical', [{ name: 'p', chart: HUMANOID_HIT_CHART, armor: VEST }], rng);
      const key = r.occupants[0]!.hits.flatMap((h) => (h.wound ? [h.wound.severity] : [])).sort().join(',');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    for (const o of odds) {
      const key = [...o.wounds].sort().join(',');
      const got = (seen.get(key) ?? 0) / n;
      expect(Math.abs(got - o.p), key).toBeLessThanOrEqual(4.4 * Math.sqrt((o.p * (1 - o.p)) / n) + 1e-12);
      seen.delete(key);
    }
    expect([...seen.keys()]).toEqual([]);
  });
});
