import { describe, expect, it } from 'vitest';
import { rawPool } from '../../../shared/core/dice/ability-roll';
import {
  createSeededRng, createWound, forecastHealing, healingDay, type GameSystem, type HealCare, type HealPatient, type Wound,
} from '../../../shared/systems';
import { aresSystem } from './aresmush-3e/helpers';
import { fs32System } from '../../helpers/fs32-system';

const pool = (s: GameSystem, n: number) => rawPool(s.core, n - s.core.dice.rawPoolBonus);
const w = (severity: 'light' | 'moderate' | 'serious' | 'critical', location: string, type: Wound['type'] = 'wound'): Wound =>
  createWound({ location, severity, type, source: 'test' });

/** Runs the real daily healing `runs` times; returns, per wound, how many runs had healed it by the end of each day. */
function simulate(system: GameSystem, patient: HealPatient, care: HealCare, runs: number, horizon: number): number[][] {
  const rng = createSeededRng('healing-forecast');
  const firstHealed = patient.wounds.map(() => new Array<number>(horizon + 1).fill(0));
  for (let r = 0; r < runs; r++) {
    let wounds = patient.wounds;
    const seen = wounds.map(() => false);
    for (let day = 1; day <= horizon; day++) {
      const d = healingDay(system, { ...patient, wounds }, care, rng);
      if (!d) break;
      wounds = d.wounds;
      wounds.forEach((x, i) => {
        if (x.severity === 'healed' && !seen[i]) {
          seen[i] = true;
          firstHealed[i]![day]!++;
        }
      });
    }
  }
  return firstHealed.map((counts) => {
    let sum = 0;
    return counts.slice(1).map((c) => (sum += c));
  });
}

function check(system: GameSystem, patient: HealPatient, care: HealCare) {
  const RUNS = 100_000;
  const forecast = forecastHealing(system, patient, care);
  const horizon = Math.max(...forecast.map((f) => f.cdf.length));
  const sim = simulate(system, patient, care, RUNS, horizon);
  let worst = 0;
  forecast.forEach((f, i) => {
    expect(f.cdf.at(-1)).toBeGreaterThan(1 - 1e-9);
    f.cdf.forEach((p, d) => {
      const empirical = sim[i]![d]! / RUNS;
      // 5 standard errors of a binomial proportion, plus a floor for p near 0 or 1.
      const tolerance = 5 * Math.sqrt((p * (1 - p)) / RUNS) + 5e-4;
      worst = Math.max(worst, Math.abs(empirical - p) / tolerance);
      expect(Math.abs(empirical - p), `wound ${i} day ${d + 1}`).toBeLessThan(tolerance);
    });
  });
  return { forecast, worst };
}

describe('healing forecast (exact, dynamic programming over the daily points)', () => {
  it('agrees with 100,000 seeded simulated FS3.2 runs (advanced system, doctor with wounds, toughness under wound modifiers)', () => {
    const system = fs32System();
    const patient: HealPatient = { name: 'Ana', wounds: [w('critical', 'Chest'), w('serious', 'Left Arm'), w('moderate', 'Head', 'stun')], recovery: pool(system, 6) };
    const care: HealCare = { doctor: { name: 'Doc', pool: pool(system, 4), woundModifier: 1 }, hospital: false };
    const { forecast } = check(system, patient, care);
    expect(forecast[0]!.median).toBeGreaterThan(forecast[1]!.median!);
    expect(forecast[0]!.p90).toBeGreaterThanOrEqual(forecast[0]!.median!);
  }, 120_000);

  it('agrees with 100,000 seeded simulated Third Edition runs (§D.6, no doctor: the recovery roll decides)', () => {
    const system = aresSystem();
    const patient: HealPatient = { name: 'Kara', wounds: [w('critical', 'Chest'), w('serious', 'Head'), w('light', 'Leg')], recovery: pool(system, 3) };
    check(system, patient, { doctor: null, hospital: false });
  }, 120_000);

  it('is exact where healing is certain: the simple system heals a Light wound (2 points) on day 2 at 1 point a day', () => {
    const system = fs32System(undefined, { 'healing-system': 'simple' });
    const [f] = forecastHealing(system, { name: 'A', wounds: [w('light', 'Arm')], recovery: null }, { doctor: null, hospital: false });
    expect(f!.cdf).toEqual([0, 1]);
    expect(f!.median).toBe(2);
    expect(f!.p90).toBe(2);
  });
});
