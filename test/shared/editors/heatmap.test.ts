import { describe, expect, it } from 'vitest';
import { MISS, type HitChart } from '../../../shared/domain/gear';
import { VIPER_CHART } from '../../../shared/core/content/builtin-charts';
import { chartHeatmap, heatmapCell, HEATMAP_NET_HITS, landingOdds } from '../../../shared/editors/heatmap';
import { FS32_COMBAT_RULESET as RULES } from '../../../shared/systems/fs3.2/combat/ruleset';
import { lookupHitLocation } from '../../../shared/core/mechanics/hit-location';
import { hitLocationOdds } from '../../../shared/core/mechanics/odds';
import { HUMANOID_HIT_CHART, VIPER_HIT_CHART } from '../../../shared/core/content/hit-charts';

/** Every 2d8 outcome looked up by the engine's own roll lookup: the exact distribution, by counting. */
function enumerated(chart: HitChart, aim: string, net: number): Map<string, number> {
  const out = new Map<string, number>();
  for (let a = 1; a <= 8; a++) {
    for (let b = 1; b <= 8; b++) {
      const r = lookupHitLocation(RULES, chart, aim, [a, b], net);
      const key = r.location ?? MISS;
      out.set(key, (out.get(key) ?? 0) + 1 / 64);
    }
  }
  return out;
}

function checkAgainstEngine(chart: HitChart) {
  const map = chartHeatmap(RULES, chart);
  expect(map.rows.map((r) => r.aim).sort()).toEqual(Object.keys(chart.targets).sort());
  for (const row of map.rows) {
    for (const net of HEATMAP_NET_HITS) {
      const expected = enumerated(chart, row.aim, net);
      const got = landingOdds(map, row.aim, net);
      for (const result of map.results) expect(got.get(result)).toBeCloseTo(expected.get(result) ?? 0, 12);
      let sum = 0;
      for (const p of got.values()) sum += p;
      expect(sum).toBeCloseTo(1, 12);
    }
  }
}

describe('chart heatmap', () => {
  it('matches the engine for every aim and net hits on the humanoid chart', () => checkAgainstEngine(HUMANOID_HIT_CHART));
  it('matches the engine on the seed Viper (Body row only) and the completed Viper', () => {
    checkAgainstEngine(VIPER_HIT_CHART);
    checkAgainstEngine(VIPER_CHART);
  });

  it('gives the hand-counted numbers of the seed Viper body row', () => {
    const map = chartHeatmap(RULES, VIPER_HIT_CHART);
    expect(map.rows.map((r) => r.aim)).toEqual(['Body']);
    expect(heatmapCell(map, 'Body', 0, 'Body')).toBeCloseTo(29 / 64, 12);
    expect(heatmapCell(map, 'Body', 0, 'Cockpit')).toBeCloseTo(7 / 64, 12);
    expect(heatmapCell(map, 'Body', 0, 'Engine')).toBeCloseTo(16 / 64, 12);
    // Entry 1 is out of reach without net hits (2d8 ≥ 2): Left Wing only at entry 6.
    expect(heatmapCell(map, 'Body', 0, 'Left Wing')).toBeCloseTo(5 / 64, 12);
    expect(heatmapCell(map, 'Body', 0, 'Right Wing')).toBeCloseTo(7 / 64, 12);
    expect(heatmapCell(map, 'Body', 0, MISS)).toBe(0);
    // Eight net hits read entry 10 or beyond: Cockpit on 2, Engine on 3–4, Body from 5 up.
    expect(heatmapCell(map, 'Body', 8, 'Cockpit')).toBeCloseTo(1 / 64, 12);
    expect(heatmapCell(map, 'Body', 8, 'Engine')).toBeCloseTo(5 / 64, 12);
    expect(heatmapCell(map, 'Body', 8, 'Body')).toBeCloseTo(58 / 64, 12);
  });

  it('gives the hand-counted numbers of the humanoid head row', () => {
    const map = chartHeatmap(RULES, HUMANOID_HIT_CHART);
    // Entries 11–15 are Head: 2d8 ≥ 11 is 21 of 64.
    expect(heatmapCell(map, 'Head', 0, 'Head')).toBeCloseTo(21 / 64, 12);
    // Entries 1–4 miss: 2d8 ≤ 4 is 6 of 64.
    expect(heatmapCell(map, 'Head', 0, MISS)).toBeCloseTo(6 / 64, 12);
    // With 8 net hits only snake eyes (entry 10, Neck) fails to hit the head.
    expect(heatmapCell(map, 'Head', 8, 'Head')).toBeCloseTo(63 / 64, 12);
    expect(heatmapCell(map, 'Head', 8, 'Neck')).toBeCloseTo(1 / 64, 12);
    expect(map.results.at(-1)).toBe(MISS);
  });

  it('recomputes after an edit and keeps entries naming no location in their own column', () => {
    const edited: HitChart = { ...VIPER_HIT_CHART, targets: { Body: [...VIPER_HIT_CHART.targets.Body!.slice(0, 14), 'Nose'] } };
    const map = chartHeatmap(RULES, edited);
    expect(map.results).toContain('Nose');
    expect(heatmapCell(map, 'Body', 8, 'Nose')).toBeGreaterThan(0.5);
  });
});

describe('chart heatmap and the engine odds function', () => {
  it('equals hitLocationOdds cell for cell', () => {
    const map = chartHeatmap(RULES, VIPER_CHART);
    for (const row of map.rows) {
      for (const net of HEATMAP_NET_HITS) {
        for (const [result, p] of hitLocationOdds(RULES, VIPER_CHART, row.aim, net)) expect(heatmapCell(map, row.aim, net, result)).toBeCloseTo(p, 14);
      }
    }
  });
});
