import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayToIsoDate, isoDateToDay } from '../../../../shared/core/character/calendar';

describe('calendar', () => {
  it('counts days across months, leap years and centuries', () => {
    expect(isoDateToDay('1970-01-01')).toBe(0);
    expect(isoDateToDay('2000-03-01')! - isoDateToDay('2000-02-28')!).toBe(2);
    expect(isoDateToDay('1900-03-01')! - isoDateToDay('1900-02-28')!).toBe(1);
    expect(dayToIsoDate(isoDateToDay('2025-12-31')! + 1)).toBe('2026-01-01');
  });

  it('rejects dates that do not exist', () => {
    expect(isoDateToDay('2025-02-29')).toBeNull();
    expect(isoDateToDay('2025-13-01')).toBeNull();
    expect(isoDateToDay('March 3')).toBeNull();
  });

  it('round-trips every day', () => {
    // Years 0001 to 9999: what a four-digit ISO date can hold.
    fc.assert(
      fc.property(fc.integer({ min: -719_162, max: 2_932_896 }), (day) => {
        expect(isoDateToDay(dayToIsoDate(day))).toBe(day);
      }),
      { seed: 17 },
    );
  });
});
