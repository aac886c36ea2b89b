import { describe, expect, it } from 'vitest';
import { LATEST_PREFS_VERSION, migratePrefs } from '../../../shared/prefs/migrations';
import { parseStoredPrefs, PREFS_VERSION } from '../../../shared/prefs/schema';

describe('preference migrations (issue 43)', () => {
  it('the schema is at the latest migration', () => {
    expect(PREFS_VERSION).toBe(LATEST_PREFS_VERSION);
  });

  it('1 → 2: an existing user (recent campaigns) has the tour marked done; a new one does not', () => {
    const recent = [{ path: '/x.fs3campaign', name: 'X', openedAt: '2026-01-01T00:00:00.000Z' }];
    expect(migratePrefs({ theme: 'dark', recentCampaigns: recent })).toEqual({ theme: 'dark', recentCampaigns: recent, tourDone: true, version: 2 });
    expect(migratePrefs({ theme: 'dark' })).toEqual({ theme: 'dark', tourDone: false, version: 2 });
  });

  it('leaves a current file alone, and reads a newer one as it is (unknown fields dropped with a warning)', () => {
    expect(migratePrefs({ version: 2, tourDone: false })).toEqual({ version: 2, tourDone: false });
    const { prefs, warnings } = parseStoredPrefs({ version: 3, theme: 'light', futureThing: 1 });
    expect(prefs).toMatchObject({ version: 2, theme: 'light' });
    expect(warnings.map((w) => w.field)).toEqual(['futureThing']);
  });

  it('passes what is not an object to the schema, which answers with defaults', () => {
    expect(migratePrefs('nonsense')).toBe('nonsense');
    expect(parseStoredPrefs('nonsense').prefs.version).toBe(2);
  });
});
