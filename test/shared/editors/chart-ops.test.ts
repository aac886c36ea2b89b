import { describe, expect, it } from 'vitest';
import { HitChartSchema, MISS } from '../../../shared/domain/gear';
import {
  addEntry, addLocation, addRow, ChartEditError, copyRow, entryBand, moveEntry, newChart, removeEntry, removeLocation,
  removeRow, renameLocation, setDefaultTarget, setEntry, setMark,
} from '../../../shared/editors/chart-ops';
import { VIPER_HIT_CHART } from '../../../shared/core/content/hit-charts';

const valid = (c: unknown) => HitChartSchema.safeParse(c).success;

describe('chart edits', () => {
  it('builds a five-location chart from scratch that the schema accepts', () => {
    let c = newChart('Raptor', 'Body');
    expect(c.targets.Body).toEqual(new Array(15).fill('Body'));
    for (const l of ['Cockpit', 'Engine', 'Left Wing', 'Right Wing']) c = addLocation(c, l);
    c = setMark(setMark(c, 'Cockpit', 'critical'), 'Engine', 'critical');
    c = setEntry(c, 'Body', 0, 'Left Wing');
    c = addRow(c, 'Cockpit');
    c = setEntry(c, 'Cockpit', 0, MISS);
    expect(c.locations.map((l) => [l.name, l.mark])).toEqual([
      ['Body', 'vital'], ['Cockpit', 'critical'], ['Engine', 'critical'], ['Left Wing', 'normal'], ['Right Wing', 'normal'],
    ]);
    expect(valid(c)).toBe(true);
  });

  it('reorders, adds and removes entries without touching the input', () => {
    const before = VIPER_HIT_CHART;
    const moved = moveEntry(before, 'Body', 0, 14);
    expect(moved.targets.Body![14]).toBe('Left Wing');
    expect(moved.targets.Body![0]).toBe('Right Wing');
    expect(before.targets.Body![0]).toBe('Left Wing');
    const added = addEntry(before, 'Body', 'Cockpit', 0);
    expect(added.targets.Body).toHaveLength(16);
    expect(added.targets.Body![0]).toBe('Cockpit');
    const removed = removeEntry(added, 'Body', 0);
    expect(removed.targets.Body).toEqual(before.targets.Body);
    expect(() => addEntry(before, 'Body', MISS)).toThrow(/default row must always hit/);
    expect(() => addEntry(before, 'Body', 'Nose')).toThrow(ChartEditError);
    expect(() => moveEntry(before, 'Body', 0, 15)).toThrow(/entries 1 to 15/);
    expect(() => removeEntry({ ...before, targets: { Body: ['Body'] } }, 'Body', 0)).toThrow(/at least one/);
  });

  it('renames a location in the list, its row, every entry and the default', () => {
    const c = renameLocation(VIPER_HIT_CHART, 'Body', 'Fuselage');
    expect(c.defaultTarget).toBe('Fuselage');
    expect(Object.keys(c.targets)).toEqual(['Fuselage']);
    expect(c.targets.Fuselage!.filter((e) => e === 'Fuselage')).toHaveLength(6);
    expect(c.targets.Fuselage!.includes('Body')).toBe(false);
    expect(c.locations[0]).toEqual({ name: 'Fuselage', mark: 'vital' });
    expect(valid(c)).toBe(true);
    expect(() => renameLocation(c, 'Engine', 'Cockpit')).toThrow(/already has/);
    expect(() => renameLocation(c, 'Engine', 'Miss')).toThrow(/reserved/);
  });

  it('removes a location: its row goes, its entries become misses (hits on the default row)', () => {
    let c = addRow(VIPER_HIT_CHART, 'Cockpit');
    c = setEntry(c, 'Cockpit', 0, 'Engine');
    const r = removeLocation(c, 'Engine');
    expect(r.locations.map((l) => l.name)).not.toContain('Engine');
    expect(r.targets.Cockpit![0]).toBe(MISS);
    expect(r.targets.Body!.filter((e) => e === 'Body')).toHaveLength(10);
    expect(valid(r)).toBe(true);
    expect(() => removeLocation(c, 'Body')).toThrow(/default location/);
  });

  it('copies a row onto another location, aiming the bullseye at the new spot', () => {
    const c = copyRow(VIPER_HIT_CHART, 'Body', 'Cockpit');
    expect(c.targets.Cockpit).toEqual(VIPER_HIT_CHART.targets.Body!.map((e) => (e === 'Body' ? 'Cockpit' : e)));
    const back = copyRow(setEntry(addRow(c, 'Engine'), 'Engine', 0, MISS), 'Engine', 'Body');
    expect(back.targets.Body![0]).toBe('Body');
    expect(valid(back)).toBe(true);
  });

  it('changes the default only to a row that never misses, and keeps the default row', () => {
    const c = setEntry(addRow(VIPER_HIT_CHART, 'Cockpit'), 'Cockpit', 0, MISS);
    expect(() => setDefaultTarget(c, 'Cockpit')).toThrow(/near misses/);
    const d = setDefaultTarget(VIPER_HIT_CHART, 'Engine');
    expect(d.defaultTarget).toBe('Engine');
    expect(d.targets.Engine).toEqual(new Array(15).fill('Engine'));
    expect(() => removeRow(d, 'Engine')).toThrow(/default/);
    expect(removeRow(d, 'Body').targets.Body).toBeUndefined();
  });

  it('labels the seed bands: five red, five yellow, five green', () => {
    expect([0, 4, 5, 9, 10, 14].map((i) => entryBand(i, 15))).toEqual(['red', 'red', 'yellow', 'yellow', 'green', 'green']);
  });
});
