import { MISS, type HitChart, type Vehicle } from '../../../shared/domain/gear';
import { ROW_LENGTH } from '../../../shared/editors/chart-ops';

type Step = { done: boolean; text: string; detail: string };

/**
 * Seed 000's walk-through for building a chart (its Viper example), as a checklist that follows
 * the chart being edited: where the author is, and what is left.
 */
export function ChartGuide({ chart, vehicles }: { chart: HitChart; vehicles: Vehicle[] }) {
  const names = chart.locations.map((l) => l.name);
  const rows = names.filter((n) => chart.targets[n]);
  const marked = chart.locations.filter((l) => l.mark !== 'normal');
  const crew = vehicles.flatMap((v) => v.crewLocations);
  const full = rows.filter((n) => chart.targets[n]!.length === ROW_LENGTH);
  const smallWithMisses = rows.filter((n) => n !== chart.defaultTarget && chart.targets[n]!.includes(MISS));
  const steps: Step[] = [
    { done: names.length > 1, text: 'List every hit location', detail: `${names.length}: ${names.join(', ')}` },
    { done: true, text: 'Choose the default location (the centre of mass)', detail: chart.defaultTarget },
    { done: marked.length > 0, text: 'Mark vital (+15) and critical (+30) locations', detail: marked.length > 0 ? marked.map((l) => `${l.name} ${l.mark}`).join(', ') : 'none yet' },
    {
      done: vehicles.length === 0 || crew.length > 0,
      text: 'Say where the crew sit',
      detail: vehicles.length === 0 ? 'no vehicle uses this chart yet' : crew.length > 0 ? [...new Set(crew)].join(', ') : 'none marked',
    },
    {
      done: rows.length === names.length && full.length === rows.length,
      text: 'For each location, 15 results: 5 red (far off), 5 yellow, 5 green (on target)',
      detail: `${rows.length} of ${names.length} locations have a row; ${full.length} with 15 entries`,
    },
    {
      done: rows.length <= 1 || smallWithMisses.length > 0,
      text: 'Small locations start with near misses; the default row never misses',
      detail: smallWithMisses.length > 0 ? `near misses on ${smallWithMisses.join(', ')}` : 'no near misses yet',
    },
  ];
  const left = steps.filter((s) => !s.done).length;
  return (
    <details className="guide">
      <summary>Building a chart, the Storyteller’s Guide way {left === 0 ? '· all done' : `· ${left} step${left === 1 ? '' : 's'} to go`}</summary>
      <ol>
        {steps.map((s) => (
          <li key={s.text} className={s.done ? 'done' : undefined}>
            <span aria-hidden="true">{s.done ? '✓' : '○'}</span> {s.text} <span className="muted">({s.detail})</span>
            <span className="sr-only">{s.done ? ' done' : ' to do'}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
