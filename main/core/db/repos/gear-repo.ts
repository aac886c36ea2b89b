import { z } from 'zod';
import {
  ArmorSchema, GearCatalogSchema, HitChartSchema, VehicleSchema, WeaponSchema, formatGearIssues,
  type GearCatalog, type HitChart,
} from '../../../../shared/domain/gear';
import { AppError } from '../../../../shared/ipc/result';
import type { Db } from '../db';
import type { GearItemRow, GearKind, HitChartEntryRow, HitChartLocationRow, HitChartRow } from '../rows';
import { parseJsonColumn, parseStored } from './map';

/** A list in the catalog, named as in {@link GearCatalog}. */
export type GearList = keyof GearCatalog;
type Item<L extends GearList> = GearCatalog[L][number];

const ITEM_KIND = { weapons: 'weapon', armor: 'armor', vehicles: 'vehicle' } as const satisfies Record<Exclude<GearList, 'hitCharts'>, GearKind>;

function validCatalog(input: unknown): GearCatalog {
  const result = GearCatalogSchema.safeParse(input);
  if (!result.success) throw new AppError('gear/invalid', `The gear list is not valid: ${formatGearIssues(result.error).join('; ')}`);
  return result.data;
}

function chartRows(chart: HitChart, position: number) {
  const header: HitChartRow = { name: chart.name, position, default_target: chart.defaultTarget };
  const locations: HitChartLocationRow[] = chart.locations.map((l, i) => ({ chart_name: chart.name, position: i, name: l.name, mark: l.mark }));
  const entries: HitChartEntryRow[] = Object.entries(chart.targets).flatMap(([target, results], targetPosition) =>
    results.map((result, rollIndex) => ({ chart_name: chart.name, target_position: targetPosition, target, roll_index: rollIndex, result })),
  );
  return { header, locations, entries };
}

/**
 * The gear catalog. Every change re-validates the whole catalog (vehicles name armor, charts
 * and weapons) inside its transaction, so a dangling reference is refused, never stored.
 */
export function createGearRepo(db: Db) {
  const selectItems = db.prepare<[], GearItemRow>('SELECT * FROM gear_items ORDER BY kind, position');
  const selectCharts = db.prepare<[], HitChartRow>('SELECT * FROM hit_charts ORDER BY position');
  const selectLocations = db.prepare<[], HitChartLocationRow>('SELECT * FROM hit_chart_locations ORDER BY chart_name, position');
  const selectEntries = db.prepare<[], HitChartEntryRow>('SELECT * FROM hit_chart_entries ORDER BY chart_name, target_position, roll_index');
  const deleteItems = db.prepare('DELETE FROM gear_items');
  const deleteCharts = db.prepare('DELETE FROM hit_charts');
  const insertItem = db.prepare<GearItemRow>('INSERT INTO gear_items (kind, name, position, stats_json) VALUES (@kind, @name, @position, @stats_json)');
  const insertChart = db.prepare<HitChartRow>('INSERT INTO hit_charts (name, position, default_target) VALUES (@name, @position, @default_target)');
  const insertLocation = db.prepare<HitChartLocationRow>(
    'INSERT INTO hit_chart_locations (chart_name, position, name, mark) VALUES (@chart_name, @position, @name, @mark)');
  const insertEntry = db.prepare<HitChartEntryRow>(`
    INSERT INTO hit_chart_entries (chart_name, target_position, target, roll_index, result)
    VALUES (@chart_name, @target_position, @target, @roll_index, @result)`);

  const getCatalog = (): GearCatalog => {
    const items = selectItems.all();
    const of = <S extends z.ZodType>(kind: GearKind, schema: S) =>
      items.filter((r) => r.kind === kind).map((r) => parseJsonColumn(schema, r.stats_json, { table: 'gear_items', row: `${kind} "${r.name}"`, field: 'stats' }));
    const locations = selectLocations.all();
    const entries = selectEntries.all();
    const hitCharts = selectCharts.all().map((c) => {
      const targets: Record<string, string[]> = {};
      for (const e of entries) if (e.chart_name === c.name) (targets[e.target] ??= []).push(e.result);
      return parseStored(HitChartSchema, {
        name: c.name,
        defaultTarget: c.default_target,
        locations: locations.filter((l) => l.chart_name === c.name).map((l) => ({ name: l.name, mark: l.mark })),
        targets,
      }, { table: 'hit_charts', row: `hit chart "${c.name}"`, field: 'locations and targets' });
    });
    return { weapons: of('weapon', WeaponSchema), armor: of('armor', ArmorSchema), vehicles: of('vehicle', VehicleSchema), hitCharts };
  };

  /** Counts the catalog's replacements in this process, so a cache of it (the player links' gear) can tell it changed. */
  let revision = 0;
  const replace = db.transaction((input: unknown): GearCatalog => {
    revision++;
    const catalog = validCatalog(input);
    deleteItems.run();
    deleteCharts.run();
    for (const list of ['weapons', 'armor', 'vehicles'] as const) {
      catalog[list].forEach((item, position) =>
        insertItem.run({ kind: ITEM_KIND[list], name: item.name, position, stats_json: JSON.stringify(item) }));
    }
    catalog.hitCharts.forEach((chart, position) => {
      const rows = chartRows(chart, position);
      insertChart.run(rows.header);
      for (const l of rows.locations) insertLocation.run(l);
      for (const e of rows.entries) insertEntry.run(e);
    });
    return catalog;
  });

  const edit = db.transaction((change: (catalog: GearCatalog) => GearCatalog): GearCatalog => replace(change(getCatalog())));

  return {
    getCatalog,
    /** Changes whenever the catalog may have (every write goes through `replace`); a cache keys on it. */
    revision: (): number => revision,
    /** Replaces the whole catalog (import, template); throws AppError 'gear/invalid' if inconsistent. */
    replaceCatalog: (catalog: z.input<typeof GearCatalogSchema>): GearCatalog => replace(catalog),
    /**
     * Adds or replaces one item by name. `previousName` renames: the old entry is replaced in
     * place. References elsewhere are NOT rewritten, so renaming something in use is refused.
     */
    put<L extends GearList>(list: L, item: Item<L>, previousName: string = item.name): GearCatalog {
      return edit((catalog) => {
        const items = catalog[list] as Item<L>[];
        const at = items.findIndex((i) => i.name === previousName);
        const next = at >= 0 ? items.map((i, n) => (n === at ? item : i)) : [...items, item];
        return { ...catalog, [list]: next };
      });
    },
    /** Removes one item; refused when something still refers to it. */
    remove(list: GearList, name: string): GearCatalog {
      return edit((catalog) => ({ ...catalog, [list]: (catalog[list] as { name: string }[]).filter((i) => i.name !== name) }));
    },
  };
}
export type GearRepo = ReturnType<typeof createGearRepo>;
