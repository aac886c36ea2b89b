/**
 * The chart editor's heatmap: where an attack aimed at each location lands, for 0…8 net hits.
 * Every cell comes from the rules engine's exact hit-location odds, never from a simulation: the
 * engine's 2d8 distribution read through its own row lookup (what `hitLocationOdds` does, with
 * the dice distribution computed once per chart instead of once per cell).
 */
import { MISS, type HitChart } from '../domain/gear';
import type { CombatRuleset } from '../core/mechanics/combat-ruleset';
import { chartRow, entryForRoll } from '../core/mechanics/hit-location';
import { locationDiceDistribution } from '../core/mechanics/odds';

/** Net hits the heatmap shows: 0 (a tie, still a hit) to 8. */
export const HEATMAP_NET_HITS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** One column named in words: "3 net hits", "Roll Result difference 3". */
export function columnWords(cols: HeatmapColumns, n: number): string {
  return cols.unit ? `${n} ${cols.unit}` : `${cols.label} ${n}`;
}

/** The heatmap's columns: what the hit-location roll adds to its dice, named as the edition names it. */
export type HeatmapColumns = {
  values: readonly number[];
  label: string;
  explain: string;
  /** The word after a number ("3 net hits"); absent: the label before it ("Roll Result difference 3"). */
  unit?: string;
};

/** FS3.2's columns (net hits), and any edition's through its `hitLocationShifts` seam (FS3.1: the Roll Result difference 0–5). */
export function heatmapColumns(edition: { hitLocationShifts?: HeatmapColumns } | null | undefined): HeatmapColumns {
  return edition?.hitLocationShifts ?? { values: HEATMAP_NET_HITS, label: 'Net hits', explain: 'attack hits − defense hits', unit: 'net hits' };
}

export type HeatmapRow = {
  /** The aimed location (a row of the chart). */
  aim: string;
  /** `byNet[n][r]` = P(the attack lands on `results[r]` | aimed here with n net hits). */
  byNet: number[][];
};

export type Heatmap = {
  chart: string;
  /** Chart locations in chart order, then "miss" (a near miss). */
  results: string[];
  netHits: readonly number[];
  /** One per location that has a row, in chart order. */
  rows: HeatmapRow[];
};

/** The locations that can be aimed at: those with a row, in the chart's location order. */
export function aimableLocations(chart: HitChart): string[] {
  const ordered = chart.locations.map((l) => l.name).filter((n) => chart.targets[n] !== undefined);
  // Rows naming no location (a schema error) are still shown so the author sees them.
  const stray = Object.keys(chart.targets).filter((t) => !ordered.includes(t));
  return [...ordered, ...stray];
}

/** The whole heatmap of a chart: every aimable location × net hits 0…8 × every result. */
export function chartHeatmap(rules: CombatRuleset, chart: HitChart, netHits: readonly number[] = HEATMAP_NET_HITS): Heatmap {
  const names = chart.locations.map((l) => l.name);
  // Entries naming no location (a schema error mid-edit) get their own column so nothing is lost.
  const stray = new Set<string>();
  for (const row of Object.values(chart.targets)) for (const e of row) if (e !== MISS && !names.includes(e)) stray.add(e);
  const results = [...names, ...stray, MISS];
  const index = new Map(results.map((r, i) => [r, i]));
  const dice = locationDiceDistribution(rules);
  const rows = aimableLocations(chart).map((aim): HeatmapRow => {
    const row = chartRow(chart, aim);
    const columns = row.map((r) => index.get(r)!);
    return {
      aim,
      byNet: netHits.map((n) => {
        const cells = new Array<number>(results.length).fill(0);
        for (let sum = 0; sum < dice.length; sum++) {
          const p = dice[sum]!;
          if (p !== 0) cells[columns[entryForRoll(sum + n, row.length) - 1]!]! += p;
        }
        return cells;
      }),
    };
  });
  return { chart: chart.name, results, netHits, rows };
}

/** P(landing on `result`) for an attack aimed at `aim` with `net` net hits; 0 when unknown. */
export function heatmapCell(map: Heatmap, aim: string, net: number, result: string): number {
  const row = map.rows.find((r) => r.aim === aim);
  const n = map.netHits.indexOf(net);
  const r = map.results.indexOf(result);
  if (!row || n < 0 || r < 0) return 0;
  return row.byNet[n]![r] ?? 0;
}

/** For the selected aim and net hits: P(each result), keyed by result name. */
export function landingOdds(map: Heatmap, aim: string, net: number): Map<string, number> {
  return new Map(map.results.map((r) => [r, heatmapCell(map, aim, net, r)]));
}
