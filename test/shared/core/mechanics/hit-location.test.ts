import { describe, expect, it } from 'vitest';
import { MISS } from '../../../../shared/domain/gear';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import {
  CombatRuleError,
  entryForRoll,
  lookupHitLocation,
  rollHitLocation,
} from '../../../../shared/core/mechanics/hit-location';
import { HUMANOID_HIT_CHART, VIPER_HIT_CHART } from '../../../../shared/core/content/hit-charts';
import { RULES } from './fixtures';

const MIRROR: Record<string, string> = {};
for (const [l, r] of [
  ['Left Arm', 'Right Arm'],
  ['Left Hand', 'Right Hand'],
  ['Left Leg', 'Right Leg'],
  ['Left Foot', 'Right Foot'],
] as const) {
  MIRROR[l] = r;
  MIRROR[r] = l;
}
const mirror = (loc: string) => MIRROR[loc] ?? loc;

describe('hit location (seed 001)', () => {
  it("Bob's head shot: 2d8 of 7 plus 4 − 1 net hits reads entry 10 of the head row: Neck", () => {
    const r = rollHitLocation(RULES, HUMANOID_HIT_CHART, 'Head', 3, createScriptedRng([3, 4]));
    expect(r).toMatchObject({
      dice: [3, 4],
      roll: 10,
      entry: 10,
      location: 'Neck',
      mark: 'critical',
      damageModifier: 30,
      called: true,
    });
  });

  it("the humanoid head row is exactly seed 001's example chart", () => {
    expect(HUMANOID_HIT_CHART.targets.Head).toEqual([
      MISS,
      MISS,
      MISS,
      MISS,
      'Right Arm',
      'Left Arm',
      'Abdomen',
      'Chest',
      'Chest',
      'Neck',
      'Head',
      'Head',
      'Head',
      'Head',
      'Head',
    ]);
  });

  it("Kelly's stab at the centre of mass: a modified 7 on the chest row is the abdomen (seed 000)", () => {
    expect(lookupHitLocation(RULES, HUMANOID_HIT_CHART, undefined, [2, 3], 2)).toMatchObject({
      target: 'Chest',
      called: false,
      roll: 7,
      location: 'Abdomen',
      mark: 'vital',
      damageModifier: 15,
    });
  });

  it('reads the first entry for rolls of 1 or less and the last for 15 or more', () => {
    expect(entryForRoll(-3, 15)).toBe(1);
    expect(entryForRoll(16, 15)).toBe(15);
    expect(entryForRoll(23, 15)).toBe(15);
    expect(lookupHitLocation(RULES, HUMANOID_HIT_CHART, 'Head', [8, 8], 9).location).toBe('Head');
  });

  it('refuses a called shot at a location the chart has no row for, before rolling', () => {
    const rng = createScriptedRng([]);
    expect(() => rollHitLocation(RULES, VIPER_HIT_CHART, 'Engine', 0, rng)).toThrow(
      CombatRuleError,
    );
    expect(() => rollHitLocation(RULES, HUMANOID_HIT_CHART, 'Tail', 0, rng)).toThrow(
      /no row for 'Tail'/,
    );
  });
});

describe('the humanoid chart rebuilt from seed 000', () => {
  const chart = HUMANOID_HIT_CHART;

  it('has 15 entries per row, each aimed location filling the last five, and no miss on the chest', () => {
    for (const [target, row] of Object.entries(chart.targets)) {
      expect(row).toHaveLength(15);
      expect(row.slice(10)).toEqual(Array(5).fill(target));
    }
    expect(chart.targets.Chest).not.toContain(MISS);
    expect(chart.defaultTarget).toBe('Chest');
  });

  it('has mirror-image left and right rows, and central rows as likely to stray left as right', () => {
    const counts = (row: readonly string[]) => {
      const m = new Map<string, number>();
      for (const r of row) m.set(r, (m.get(r) ?? 0) + 1);
      return m;
    };
    for (const [target, row] of Object.entries(chart.targets)) {
      if (mirror(target) !== target) expect(chart.targets[mirror(target)]).toEqual(row.map(mirror));
      else expect(counts(row.map(mirror))).toEqual(counts(row));
    }
  });

  it('marks head and neck critical, chest and abdomen vital', () => {
    const marks = Object.fromEntries(chart.locations.map((l) => [l.name, l.mark]));
    expect(marks).toMatchObject({
      Head: 'critical',
      Neck: 'critical',
      Chest: 'vital',
      Abdomen: 'vital',
      'Left Hand': 'normal',
    });
  });

  it("keeps seed 000's Viper body row as written", () => {
    expect(VIPER_HIT_CHART.targets.Body).toHaveLength(15);
    expect(lookupHitLocation(RULES, VIPER_HIT_CHART, undefined, [5, 5], 0)).toMatchObject({
      location: 'Cockpit',
      mark: 'critical',
    });
  });
});
