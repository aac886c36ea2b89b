/**
 * Seed 002's dice, checked against the seed's own text: the result table and the opposed chart are
 * parsed from the seed file and compared cell by cell with the engine's tables; the odds are exact
 * and agree with 200,000 seeded rolls.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../../shared/core/dice/rng';
import {
  FS31_DICE_ENGINE, FS31_RESULT_TABLE, OPPOSED_CHART, ROLL_RESULTS, fs31Odds, fs31Resolve, fs31Roll, fs31RollText, opposedChart,
  resultDistribution, resultOnRow, rulingAttributeModifier, type RollResult,
} from '../../../../shared/systems/fs3.1/dice';
import { percentilePool } from '../../../../shared/systems/fs3.1/pools';

const SEED = readFileSync(join(__dirname, '../../../../../shared/seeds/002_eda5ab517d142692.txt'), 'utf8');

/** The result table's 13 rows as printed: "5\t1 - 6\t7 – 12\t…", "n/a" cells kept as null. */
function seedResultTable(): ([number, number] | null)[][] {
  const start = SEED.indexOf('Ability Rating\t-2 Terrible Failure');
  const lines = SEED.slice(start).split('\n').slice(1, 14);
  return lines.map((line, r) => {
    const cells = line.split('\t').map((c) => c.trim());
    expect(Number(cells[0])).toBe(r);
    return cells.slice(1, 7).map((c) => {
      if (c === 'n/a') return null;
      const m = /^(\d+)\s*(?:[-–]\s*(\d+))?$/.exec(c);
      if (!m) throw new Error(`Unreadable cell "${c}" on row ${r}`);
      return [Number(m[1]), Number(m[2] ?? m[1])] as [number, number];
    });
  });
}

/** The opposed chart as printed: rows B −2 … +3, columns A −2 … +3. */
function seedOpposedChart(): string[][] {
  const start = SEED.indexOf('Character "B" Roll Result');
  const lines = SEED.slice(start).split('\n').slice(1, 7);
  return lines.map((line) => line.split('\t').slice(1, 7).map((c) => c.trim()));
}

const pool = (row: number, modifier = 0) => percentilePool([{ kind: 'action-skill', name: 'Firearms', rating: row }], modifier ? [{ dice: modifier, source: 'test' }] : [], 5);

describe('002 "How to Roll": the result table', () => {
  it('matches the seed cell by cell (13 rows × 6 Roll Results)', () => {
    expect(FS31_RESULT_TABLE.map((row) => row.map((c) => (c ? [...c] : null)))).toEqual(seedResultTable());
  });

  it('every row covers 1–100 once, worst result lowest', () => {
    for (let r = 0; r <= 12; r++) {
      let prev = -3;
      for (let t = 1; t <= 100; t++) {
        const res = resultOnRow(r, t);
        expect(res).toBeGreaterThanOrEqual(prev);
        prev = res;
      }
    }
  });

  it('reads a few printed cells: row 5 rolls 13–20 are a Failure, 21 a Success, 85 a Great Success', () => {
    expect(resultOnRow(5, 20)).toBe(0);
    expect(resultOnRow(5, 21)).toBe(1);
    expect(resultOnRow(5, 84)).toBe(2);
    expect(resultOnRow(5, 85)).toBe(3);
    expect(resultOnRow(0, 100)).toBe(2);
    expect(resultOnRow(12, 1)).toBe(0);
    expect(resultOnRow(11, 1)).toBe(-1);
  });

  it('totals off the table read its ends; ratings above 12 read row 12', () => {
    expect(resultOnRow(5, -40)).toBe(-2);
    expect(resultOnRow(12, -40)).toBe(0);
    expect(resultOnRow(1, 180)).toBe(2);
    expect(resultOnRow(14, 15)).toBe(resultOnRow(12, 15));
  });
});

describe('002 "Ruling Attribute"', () => {
  it('−2 for every level below 5, 0 at 5, +2 for every level above', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(rulingAttributeModifier)).toEqual([-8, -6, -4, -2, 0, 2, 4, 14]);
  });
});

describe('002 "How to Roll": one d100 plus modifiers', () => {
  it("'00' is 100; the steps are told as the log shows them", () => {
    const r = fs31Resolve('fs3.1', pool(5, 10), 63);
    expect(r.percentile).toEqual({ roll: 63, modifier: 10, total: 73, row: 5, result: 2 });
    expect(r.label).toBe('Good Success');
    expect(r.isSuccess).toBe(true);
    expect(fs31RollText(r)).toBe('d100 63 +10 \u2192 73 on row 5 \u2192 +2 Good Success');
    expect(fs31RollText(fs31Resolve('fs3.1', pool(5, -30), 40))).toBe('d100 40 \u221230 \u2192 10 on row 5 \u2192 \u22121 Bad Failure');
    expect(fs31Resolve('fs3.1', pool(0), 100).percentile?.result).toBe(2);
  });

  it('rolls one die of 100 sides from the injected dice', () => {
    const rng = createScriptedRng([21]);
    const r = fs31Roll('fs3.1', pool(5), rng);
    expect(r.dice).toEqual([21]);
    expect(r.percentile?.result).toBe(1);
    expect(() => fs31Resolve('fs3.1', pool(5), 0)).toThrow(RangeError);
    expect(() => fs31Resolve('fs3.1', pool(5), 101)).toThrow(RangeError);
  });

  it('a fractional modifier counts whole percent (half a Light wound, −2.5, is −2)', () => {
    const p = percentilePool([{ kind: 'attribute', name: 'Athletic', rating: 5 }], [{ dice: -2.5, source: 'Wounds' }], 5);
    expect(p.modifiers[0]!.dice).toBe(-2);
  });
});

describe('002 "Opposed Rolls": the A-vs-B chart', () => {
  it('matches the seed cell by cell (6 × 6)', () => {
    const printed = seedOpposedChart();
    for (let b = 0; b < 6; b++) for (let a = 0; a < 6; a++) expect(OPPOSED_CHART[b]![a]!.label, `A ${a - 2} vs B ${b - 2}`).toBe(printed[b]![a]);
  });

  it('reads winners and margins', () => {
    expect(opposedChart(1, -1)).toMatchObject({ winner: 'first', by: 'little' });
    expect(opposedChart(-1, 3)).toMatchObject({ winner: 'second', by: 'lot' });
    expect(opposedChart(2, 2).winner).toBe('draw');
    expect(opposedChart(0, -2).winner).toBe('none');
  });
});

describe('exact odds', () => {
  it('each row × modifier sums to 1, with or without a luck re-roll', () => {
    for (let r = 0; r <= 12; r++) {
      for (let m = -100; m <= 100; m += 5) {
        for (const reroll of [false, true]) {
          const d = resultDistribution(r, m, reroll);
          expect(d.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
          for (const p of d) expect(p).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('row 5 unmodified: the table widths over 100', () => {
    expect(resultDistribution(5, 0).map((p) => Math.round(p * 100))).toEqual([6, 6, 8, 32, 32, 16]);
  });

  it('agree with 200,000 seeded simulated rolls (rows, modifiers and re-rolls)', () => {
    const rng = createSeededRng('fs3.1-odds');
    for (const [row, mod, reroll] of [[5, 0, false], [2, -30, false], [9, 20, true], [0, 50, false], [12, -100, true]] as const) {
      const n = 200_000;
      const counts = [0, 0, 0, 0, 0, 0];
      const p = pool(row, mod);
      for (let i = 0; i < n; i++) {
        let res = fs31Roll('fs3.1', p, rng).percentile!.result;
        if (reroll) res = Math.max(res, fs31Roll('fs3.1', p, rng).percentile!.result);
        counts[res + 2]!++;
      }
      const exact = fs31Odds(p, { reroll }).results!;
      exact.forEach((x, i) => {
        const se = Math.sqrt((x.p * (1 - x.p)) / n) + 1e-9;
        expect(Math.abs(counts[i]! / n - x.p), `row ${row} mod ${mod} result ${x.value}`).toBeLessThan(4.5 * se + 1e-6);
      });
    }
  });

  it('the engine answers odds in the shared shape with every Roll Result', () => {
    const odds = FS31_DICE_ENGINE.odds({} as never, pool(5), {});
    expect(odds.results!.map((x) => x.value)).toEqual([...ROLL_RESULTS]);
    expect(odds.pSuccess).toBeCloseTo(0.8, 12);
    expect(odds.levels.failure).toBeCloseTo(0.14, 12);
    expect(odds.levels['embarrassing-failure']).toBeCloseTo(0.06, 12);
    const r: RollResult = 3;
    expect(odds.results![r + 2]!.label).toBe('Great Success');
  });
});
