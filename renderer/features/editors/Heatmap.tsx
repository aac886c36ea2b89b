import { MISS, type HitChart } from '../../../shared/domain/gear';
import { columnWords, heatmapColumns, type Heatmap, type HeatmapColumns } from '../../../shared/editors/heatmap';
import { pct } from './ids';

/**
 * A cell background: the heat colour at the probability's strength. Text stays the theme's own
 * colour: --heat is chosen so it reads at 4.5:1 or more on every mix (editors.css).
 */
export const heat = (p: number) => ({
  background: `color-mix(in srgb, var(--heat) ${Math.round(Math.min(1, p) * 100)}%, var(--surface))`,
});

const label = (r: string) => (r === MISS ? 'Near miss' : r);

/** Where an attack aimed at `aim` lands (rows) for each number of net hits (columns). */
export function HeatmapTable({ map, aim, net, onPickNet, cols = heatmapColumns(null) }: { map: Heatmap; aim: string; net: number; onPickNet: (n: number) => void; cols?: HeatmapColumns }) {
  const row = map.rows.find((r) => r.aim === aim);
  const word = cols.label.toLowerCase();
  if (!row) return <p className="muted">“{aim}” has no row yet, so it cannot be aimed at.</p>;
  return (
    <table className="heatmap" data-testid="heatmap" aria-label={`Where an attack aimed at ${aim} lands, by ${word}`}>
      <caption>{cols.label} ({cols.explain}) across; pick a column to draw it</caption>
      <thead>
        <tr>
          <th scope="col" className="corner">Lands on</th>
          {map.netHits.map((n) => (
            <th key={n} scope="col" aria-current={n === net ? 'true' : undefined}>
              <button type="button" className="linkish" onClick={() => onPickNet(n)} aria-label={`Show ${columnWords(cols, n)} on the diagram`}>
                {n}
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {map.results.map((r, ri) => (
          <tr key={r} className={r === aim ? 'aimed' : undefined}>
            <th scope="row">{label(r)}</th>
            {row.byNet.map((cells, ni) => (
              <td key={ni} style={heat(cells[ri]!)} data-testid={`heat-${r}-${map.netHits[ni]}`}>
                {pct(cells[ri]!)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** P(hitting the aimed spot) for every aimable location × net hits: the chart at a glance. */
export function AimSummary({ map, aim, onPickAim, cols = heatmapColumns(null) }: { map: Heatmap; aim: string; onPickAim: (a: string) => void; cols?: HeatmapColumns }) {
  return (
    <table className="heatmap compact" aria-label={`Chance to hit exactly where aimed, by ${cols.label.toLowerCase()}`}>
      <thead>
        <tr>
          <th scope="col">Aimed at</th>
          {map.netHits.map((n) => (
            <th key={n} scope="col">{n}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {map.rows.map((r) => {
          const i = map.results.indexOf(r.aim);
          return (
            <tr key={r.aim} className={r.aim === aim ? 'aimed' : undefined}>
              <th scope="row">
                <button type="button" className="linkish" onClick={() => onPickAim(r.aim)}>{r.aim}</button>
              </th>
              {r.byNet.map((cells, ni) => (
                <td key={ni} style={heat(cells[i] ?? 0)}>{pct(cells[i] ?? 0)}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Known shapes, so familiar charts draw as a figure: spots as (col, row) in a 5 × 6 grid. */
const SHAPES: Record<string, [number, number]>[] = [];
const BODY: Record<string, [number, number]> = {
  Head: [2, 0], Neck: [2, 1], Chest: [2, 2], Abdomen: [2, 3],
  'Right Arm': [1, 2], 'Left Arm': [3, 2], 'Right Hand': [0, 3], 'Left Hand': [4, 3],
  'Right Leg': [1, 4], 'Left Leg': [3, 4], 'Right Foot': [1, 5], 'Left Foot': [3, 5],
};
/** Seed 000's Viper seen from above: nose up, wings out, engine aft. */
const FIGHTER: Record<string, [number, number]> = { Cockpit: [2, 0], 'Left Wing': [1, 1], Body: [2, 1], 'Right Wing': [3, 1], Engine: [2, 2] };
SHAPES.push(BODY, FIGHTER);

/** A drawn diagram: one box per location coloured by the chance of landing there. */
export function HeatmapDiagram({ chart, odds, aim }: { chart: HitChart; odds: Map<string, number>; aim: string }) {
  const names = chart.locations.map((l) => l.name);
  const shape = names.length > 0 ? SHAPES.find((s) => names.every((n) => s[n])) : undefined;
  const cols = shape ? 5 : Math.max(2, Math.ceil(Math.sqrt(names.length)));
  const place = (n: string, i: number): [number, number] => (shape ? shape[n]! : [i % cols, Math.floor(i / cols)]);
  const rows = shape ? Math.max(...names.map((n) => shape[n]![1])) + 1 : Math.ceil(names.length / cols);
  const W = 92;
  const H = 46;
  const width = cols * W + 8;
  const height = (rows + 1) * H + 14;
  const miss = odds.get(MISS) ?? 0;
  return (
    <svg className="diagram" viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" data-testid="heat-diagram"
      aria-label={`Diagram of ${chart.name}: ${names.map((n) => `${n} ${pct(odds.get(n) ?? 0)}`).join(', ')}, near miss ${pct(miss)}`}>
      {names.map((n, i) => {
        const [c, r] = place(n, i);
        const p = odds.get(n) ?? 0;
        const style = heat(p);
        return (
          <g key={n} transform={`translate(${4 + c * W}, ${4 + r * H})`}>
            <rect width={W - 6} height={H - 6} rx={6} style={{ fill: style.background }} className={n === aim ? 'aimed' : undefined} />
            <text x={(W - 6) / 2} y={17} textAnchor="middle" style={{ fill: 'var(--text)' }} className="diagram-name">{n}</text>
            <text x={(W - 6) / 2} y={33} textAnchor="middle" style={{ fill: 'var(--text)' }}>{pct(p)}</text>
          </g>
        );
      })}
      <text x={4} y={height - 8} className="diagram-miss">Near miss: {pct(miss)}</text>
    </svg>
  );
}
