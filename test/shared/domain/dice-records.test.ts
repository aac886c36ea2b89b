import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DiceRecordSchema, parseDiceRecords } from '../../../shared/domain/combat-log';

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
});
