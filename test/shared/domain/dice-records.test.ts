import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DiceRecordSchema, parseDiceRecords } from '../../../shared/domain/combat-log';
import { createRecordingRng } from '../../../shared/core/combat/dice-tape';
import { createSeededRng, type Rng } from '../../../shared/core/dice/rng';

const ok = { label: 'attack: Firearms 5', sides: 8, faces: [1, 8, 3] };
const CASES: unknown[] = [
  [],
  [ok],
  [ok, { ...ok, faces: [] }],
  [{ ...ok, extra: 'dropped' }],
  [{ ...ok, label: 'x'.repeat(500) }],
  [{ ...ok, label: 'x'.repeat(501) }],
  [{ ...ok, sides: 1 }],
  [{ ...ok, sides: 2.5 }],
  [{ ...ok, sides: '8' }],
  [{ ...ok, faces: [0] }],
  [{ ...ok, faces: [1.5] }],
  [{ ...ok, faces: 'nope' }],
  [{ label: 'no sides', faces: [] }],
  [null],
  ['dice'],
  [ok, 7],
  'not a list',
  null,
];

describe('the log hot path checks dice as DiceRecordSchema does (issue 20)', () => {
  it('accepts, refuses and keeps exactly what the schema does', () => {
    const schema = z.array(DiceRecordSchema);
    for (const input of CASES) {
      const want = schema.safeParse(input);
      let got: { ok: true; value: unknown } | { ok: false };
      try {
        got = { ok: true, value: parseDiceRecords(input) };
      } catch {
        got = { ok: false };
      }
      expect(got.ok, JSON.stringify(input)).toBe(want.success);
      if (got.ok && want.success) expect(got.value).toEqual(want.data);
    }
  });

  it('names the record it refuses', () => {
    expect(() => parseDiceRecords([ok, { ...ok, sides: 1 }])).toThrow(/dice\[1\]/);
  });

  it("takes a recorder's own list as it is: the recorder checked every die against the same limits as it rolled (issue 38)", () => {
    const rec = createRecordingRng(createSeededRng('dice-records'));
    rec.mark('Bob: attack');
    for (let i = 0; i < 5; i++) rec.die(8);
    rec.die(6);
    const list = rec.records();
    expect(parseDiceRecords(list)).toBe(list);
    expect(z.array(DiceRecordSchema).safeParse(list).success).toBe(true);
    // A copy of it (read back from a file) is checked record by record again.
    const copy = JSON.parse(JSON.stringify(list)) as unknown[];
    expect(parseDiceRecords(copy)).not.toBe(copy);
    expect(parseDiceRecords(copy)).toEqual(list);
  });

  it('a recorder refuses what the log would refuse, as it rolls', () => {
    const fixed = (face: number): Rng => ({ die: () => face });
    const long = createRecordingRng(createSeededRng('long'));
    long.mark('x'.repeat(501));
    expect(() => long.die(8)).toThrow(/more than 500 characters/);
    expect(() => createRecordingRng(fixed(3)).die(1)).toThrow(/2 sides or more/);
    expect(() => createRecordingRng(fixed(0)).die(6)).toThrow(/1 or more \(got 0\)/);
    expect(() => createRecordingRng(fixed(2.5)).die(6)).toThrow(/whole number/);
    const fine = createRecordingRng(fixed(3));
    fine.mark('x'.repeat(500));
    expect(fine.die(6)).toBe(3);
  });
});
