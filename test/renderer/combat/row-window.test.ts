// Issue 38 item 4: the arithmetic of the board's windowed rows (renderer/features/combat/row-window.ts).
import { describe, expect, it } from 'vitest';
import { ROW_GAP, rowRange, rowSlots } from '../../../renderer/features/combat/row-window';

const rows = (n: number, h = 40) => Array.from({ length: n }, () => h);

describe('rowRange: the rows meeting a band of the list', () => {
  it('takes the rows whose boxes meet the band, gaps counted', () => {
    // Rows start at 0, 44, 88, … (40 px and a 4 px gap).
    expect(rowRange(rows(100), 0, 100)).toEqual({ from: 0, to: 3 });
    expect(rowRange(rows(100), 45, 130)).toEqual({ from: 1, to: 3 });
    expect(rowRange(rows(100), 44 * 50 - 10, 44 * 50 + 10)).toEqual({ from: 49, to: 51 });
    expect(rowRange(rows(100), 44 * 50, 44 * 50 + 10)).toEqual({ from: 50, to: 51 });
  });

  it('a band before or after the list takes nothing; one covering it takes all', () => {
    expect(rowRange(rows(10), -500, -100)).toEqual({ from: 0, to: 0 });
    expect(rowRange(rows(10), 5000, 6000)).toEqual({ from: 10, to: 10 });
    expect(rowRange(rows(10), -100, 6000)).toEqual({ from: 0, to: 10 });
    expect(rowRange([], 0, 100)).toEqual({ from: 0, to: 0 });
  });

  it('follows measured heights of different rows', () => {
    const h = [40, 80, 40, 40];
    // Row 1 is 44–124, row 2 starts at 40 + 4 + 80 + 4 = 128.
    expect(rowRange(h, 60, 100)).toEqual({ from: 1, to: 2 });
    expect(rowRange(h, 120, 130)).toEqual({ from: 1, to: 3 });
    // A band inside a gap meets no row.
    expect(rowRange(h, 125, 127)).toEqual({ from: 2, to: 2 });
  });
});

describe('rowSlots: rows and the spacers standing for the others', () => {
  it('spacers are as tall as the rows they stand for, so the list keeps its height', () => {
    const h = rows(100);
    const slots = rowSlots(h, { from: 40, to: 50 }, [0]);
    expect(slots.filter((s) => s.kind === 'row').map((s) => (s.kind === 'row' ? s.index : -1))).toEqual([0, ...Array.from({ length: 10 }, (_, i) => 40 + i)]);
    const total = slots.reduce((sum, s) => sum + (s.kind === 'gap' ? s.height : h[s.index]!), 0) + (slots.length - 1) * ROW_GAP;
    expect(total).toBe(100 * 40 + 99 * ROW_GAP);
    expect(slots[1]).toEqual({ kind: 'gap', key: 'gap-1', height: 39 * 40 + 38 * ROW_GAP });
  });

  it('kept rows outside the range are rendered in list order; out-of-list indices are ignored', () => {
    const slots = rowSlots(rows(20), { from: 5, to: 7 }, [15, 14, 16, -1, 20, 6]);
    expect(slots.map((s) => (s.kind === 'row' ? s.index : 'gap'))).toEqual(['gap', 5, 6, 'gap', 14, 15, 16, 'gap']);
  });

  it('the whole range: rows only', () => {
    expect(rowSlots(rows(3), { from: 0, to: 3 }, []).every((s) => s.kind === 'row')).toBe(true);
  });
});
