/**
 * Hit-chart edits as pure functions: each takes a chart and returns a new one (the input is never
 * changed), so the editor can keep the previous value for undo and the heatmap recomputes from the
 * result. A request that makes no sense (an unknown location, removing the default) throws
 * {@link ChartEditError} with a sentence for the author.
 */
import { MISS, type HitChart, type LocationMark } from '../domain/gear';

/** Seed 001 reads 2d8 + net hits on a 15-entry row; seed 000 builds it 5 red + 5 yellow + 5 green. */
export const ROW_LENGTH = 15;

export class ChartEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChartEditError';
  }
}

const has = (chart: HitChart, name: string) => chart.locations.some((l) => l.name === name);

function requireLocation(chart: HitChart, name: string): void {
  if (!has(chart, name)) throw new ChartEditError(`Chart "${chart.name}" has no location "${name}".`);
}

function requireRow(chart: HitChart, target: string): string[] {
  const row = chart.targets[target];
  if (!row) throw new ChartEditError(`Location "${target}" has no row on chart "${chart.name}" yet.`);
  return row;
}

function checkNewName(chart: HitChart, name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ChartEditError('A location name must not be empty.');
  if (trimmed.toLowerCase() === MISS) throw new ChartEditError('"miss" is reserved for near misses.');
  if (has(chart, trimmed)) throw new ChartEditError(`Chart "${chart.name}" already has a location "${trimmed}".`);
  return trimmed;
}

const withRow = (chart: HitChart, target: string, row: string[]): HitChart => ({ ...chart, targets: { ...chart.targets, [target]: row } });

/** A new chart with one location, its default, whose row always hits it (15 entries). */
export function newChart(name: string, firstLocation: string, mark: LocationMark = 'vital'): HitChart {
  const loc = firstLocation.trim();
  if (!name.trim()) throw new ChartEditError('A chart name must not be empty.');
  if (!loc || loc.toLowerCase() === MISS) throw new ChartEditError('Give the chart a first location (its centre of mass).');
  return { name: name.trim(), defaultTarget: loc, locations: [{ name: loc, mark }], targets: { [loc]: new Array<string>(ROW_LENGTH).fill(loc) } };
}

/** Adds a location (without a row: it can be hit but not aimed at until a row is added). */
export function addLocation(chart: HitChart, name: string, mark: LocationMark = 'normal'): HitChart {
  return { ...chart, locations: [...chart.locations, { name: checkNewName(chart, name), mark }] };
}

/**
 * Removes a location and its row. Entries naming it become near misses, except on the default
 * row, which must always hit: there they become the default location.
 */
export function removeLocation(chart: HitChart, name: string): HitChart {
  requireLocation(chart, name);
  if (chart.defaultTarget === name) throw new ChartEditError(`"${name}" is the default location; choose another default first.`);
  const targets: Record<string, string[]> = {};
  for (const [target, row] of Object.entries(chart.targets)) {
    if (target === name) continue;
    targets[target] = row.map((e) => (e === name ? (target === chart.defaultTarget ? chart.defaultTarget : MISS) : e));
  }
  return { ...chart, locations: chart.locations.filter((l) => l.name !== name), targets };
}

/** Renames a location everywhere on the chart: the list, its row, every entry, the default. */
export function renameLocation(chart: HitChart, from: string, to: string): HitChart {
  requireLocation(chart, from);
  const next = to.trim();
  if (next === from) return chart;
  checkNewName(chart, next);
  const rename = (s: string) => (s === from ? next : s);
  const targets: Record<string, string[]> = {};
  for (const [target, row] of Object.entries(chart.targets)) targets[rename(target)] = row.map(rename);
  return {
    ...chart,
    defaultTarget: rename(chart.defaultTarget),
    locations: chart.locations.map((l) => ({ ...l, name: rename(l.name) })),
    targets,
  };
}

/** Marks a location normal, vital (+15 damage) or critical (+30). */
export function setMark(chart: HitChart, name: string, mark: LocationMark): HitChart {
  requireLocation(chart, name);
  return { ...chart, locations: chart.locations.map((l) => (l.name === name ? { ...l, mark } : l)) };
}

/** Moves a location up or down the list (display order only). */
export function moveLocation(chart: HitChart, from: number, to: number): HitChart {
  return { ...chart, locations: arrayMove(chart.locations, from, to) };
}

/** Makes `name` the default (centre of mass). Its row must exist and never miss (seed 000). */
export function setDefaultTarget(chart: HitChart, name: string): HitChart {
  requireLocation(chart, name);
  const row = chart.targets[name];
  if (row?.includes(MISS)) throw new ChartEditError(`The row of "${name}" has near misses; the default row must always hit. Replace them first.`);
  return { ...(row ? chart : withRow(chart, name, new Array<string>(ROW_LENGTH).fill(name))), defaultTarget: name };
}

/** Gives a location its own row so it can be aimed at: 15 entries that all hit it, to edit from there. */
export function addRow(chart: HitChart, target: string): HitChart {
  requireLocation(chart, target);
  if (chart.targets[target]) throw new ChartEditError(`"${target}" already has a row.`);
  return withRow(chart, target, new Array<string>(ROW_LENGTH).fill(target));
}

/** Removes a location's row (it can then be hit but not aimed at). The default row stays. */
export function removeRow(chart: HitChart, target: string): HitChart {
  requireRow(chart, target);
  if (target === chart.defaultTarget) throw new ChartEditError('The default location needs its row.');
  const { [target]: _gone, ...targets } = chart.targets;
  return { ...chart, targets };
}

function checkEntry(chart: HitChart, target: string, value: string): string {
  const v = value.trim().toLowerCase() === MISS ? MISS : value.trim();
  if (v !== MISS) requireLocation(chart, v);
  if (v === MISS && target === chart.defaultTarget) throw new ChartEditError('The default row must always hit: it cannot hold a near miss.');
  return v;
}

/** Moves one entry of a row from index `from` to index `to` (drag-and-drop or Alt+arrow). */
export function moveEntry(chart: HitChart, target: string, from: number, to: number): HitChart {
  const row = requireRow(chart, target);
  if (from < 0 || from >= row.length || to < 0 || to >= row.length) throw new ChartEditError(`Row "${target}" has entries 1 to ${row.length}.`);
  return withRow(chart, target, arrayMove(row, from, to));
}

/** Inserts an entry (a location or "miss") at `at` (default: the end). */
export function addEntry(chart: HitChart, target: string, value: string, at?: number): HitChart {
  const row = [...requireRow(chart, target)];
  row.splice(at ?? row.length, 0, checkEntry(chart, target, value));
  return withRow(chart, target, row);
}

/** Removes the entry at `index`; a row keeps at least one entry. */
export function removeEntry(chart: HitChart, target: string, index: number): HitChart {
  const row = requireRow(chart, target);
  if (row.length <= 1) throw new ChartEditError('A row needs at least one entry.');
  if (index < 0 || index >= row.length) throw new ChartEditError(`Row "${target}" has entries 1 to ${row.length}.`);
  return withRow(chart, target, row.filter((_, i) => i !== index));
}

/** Replaces the entry at `index`. */
export function setEntry(chart: HitChart, target: string, index: number, value: string): HitChart {
  const row = requireRow(chart, target);
  if (index < 0 || index >= row.length) throw new ChartEditError(`Row "${target}" has entries 1 to ${row.length}.`);
  const v = checkEntry(chart, target, value);
  return withRow(chart, target, row.map((e, i) => (i === index ? v : e)));
}

/**
 * Copies the row of `from` onto `to`. Entries naming `from` itself (the bullseye) are renamed to
 * `to`, since the copy aims at the new spot; near misses copied onto the default row become hits
 * on the default.
 */
export function copyRow(chart: HitChart, from: string, to: string): HitChart {
  const source = requireRow(chart, from);
  requireLocation(chart, to);
  const row = source.map((e) => (e === from ? to : e === MISS && to === chart.defaultTarget ? to : e));
  return withRow(chart, to, row);
}

/** Where each location is named on the chart (rows and entries), for "used in" hints. */
export function locationUses(chart: HitChart, name: string): { rows: string[]; entries: number } {
  const rows: string[] = [];
  let entries = 0;
  for (const [target, row] of Object.entries(chart.targets)) {
    const n = row.filter((e) => e === name).length;
    if (n > 0 && target !== name) rows.push(target);
    entries += n;
  }
  return { rows, entries };
}

/** The seed's bullseye bands for an entry index of a 15-entry row: red first, green last. */
export function entryBand(index: number, length: number): 'red' | 'yellow' | 'green' {
  const third = length / 3;
  return index < third ? 'red' : index < 2 * third ? 'yellow' : 'green';
}

export function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item === undefined) return out;
  out.splice(to, 0, item);
  return out;
}
