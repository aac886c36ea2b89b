import { describe, expect, it } from 'vitest';
import { putGear, sameInOrder } from '../../../../shared/core/combat/gear';
import type { CombatGear } from '../../../../shared/core/combat/context';
import { HUMANOID_HIT_CHART } from '../../../../shared/core/content/hit-charts';
import { KNIFE, RIFLE } from '../mechanics/fixtures';

const empty = (): CombatGear => ({ weapons: {}, armor: {}, charts: {}, vehicles: {} });
const copy = <T,>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('putGear', () => {
  it('keeps the catalog (the same object) when a copy written alike joins, so snapshots share it', () => {
    const gear = putGear(putGear(empty(), 'weapons', RIFLE), 'charts', HUMANOID_HIT_CHART);
    expect(putGear(gear, 'weapons', copy(RIFLE))).toBe(gear);
    expect(putGear(gear, 'charts', copy(HUMANOID_HIT_CHART))).toBe(gear);
    expect(putGear(gear, 'weapons', RIFLE)).toBe(gear);
  });

  it('takes the latest definition when any field differs, however deep', () => {
    const gear = putGear(putGear(empty(), 'weapons', RIFLE), 'charts', HUMANOID_HIT_CHART);
    const edited = { ...copy(RIFLE), ammo: (RIFLE.ammo ?? 0) + 1 };
    const next = putGear(gear, 'weapons', edited);
    expect(next.weapons[RIFLE.name]).toBe(edited);
    expect(gear.weapons[RIFLE.name]).toBe(RIFLE);
    // One location's mark, deep in the chart.
    const chart = copy(HUMANOID_HIT_CHART);
    chart.locations[1] = { ...chart.locations[1]!, mark: 'vital' };
    expect(putGear(gear, 'charts', chart).charts[HUMANOID_HIT_CHART.name]).toBe(chart);
    expect(putGear(gear, 'weapons', KNIFE).weapons[KNIFE.name]).toBe(KNIFE);
  });
});

describe('sameInOrder', () => {
  it('agrees with comparing JSON texts on values written alike or not', () => {
    const cases: [unknown, unknown][] = [
      [{ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] }],
      [{ a: 1, b: 2 }, { b: 2, a: 1 }],
      [{ a: 1 }, { a: 1, b: 2 }],
      [[1, [2, { c: 'x' }]], [1, [2, { c: 'x' }]]],
      [[1, 2], [1, 2, 3]],
      [{ a: null }, { a: {} }],
      [{ a: [] }, { a: {} }],
      [{ a: '1' }, { a: 1 }],
      [RIFLE, copy(RIFLE)],
      [HUMANOID_HIT_CHART, copy(HUMANOID_HIT_CHART)],
    ];
    for (const [a, b] of cases) expect(sameInOrder(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
  });
});
