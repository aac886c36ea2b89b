import { describe, expect, it } from 'vitest';
import { testCombat, testEvent } from '../../../../helpers/db-fixtures';
import { useRepoDb } from '../../../../helpers/db-repos';
import { useTempDirs } from '../../../../helpers/db-temp';

const repoDb = useRepoDb(useTempDirs());

const snapshot = (combatId: string, n: number) => ({
  combatId, machineVersion: 1, appVersion: '0.1.0', snapshot: { value: 'round', context: { n } }, savedAt: '2026-05-01T18:20:00.000Z',
});

describe('combat log repo', () => {
  it('numbers appended events in commit order and keeps their dice', () => {
    const { repos } = repoDb();
    repos.combats.create(testCombat('f1'));
    repos.combats.create(testCombat('f2'));
    const a = repos.combatLog.append(testEvent('f1', 0));
    const b = repos.combatLog.append(testEvent('f2', 1));
    const c = repos.combatLog.append(testEvent('f1', 2));
    expect([a.seq, b.seq, c.seq]).toEqual([1, 2, 3]);
    expect(repos.combatLog.events('f1')).toEqual([a, c]);
    expect(repos.combatLog.events('f1')[1]!.dice[0]!.faces).toEqual([7, 2, 8, 1, 5, 3, 7]);
    expect(repos.combatLog.events('f1', { afterSeq: 1 })).toEqual([c]);
    expect(repos.combatLog.events('f1', { limit: 1 })).toEqual([a]);
    expect(repos.combatLog.lastSeq('f1')).toBe(3);
    expect(repos.combatLog.lastSeq('f3')).toBe(0);
    expect([...repos.combatLog.allEvents()].map((e) => e.seq)).toEqual([1, 2, 3]);
    // The JSON text the export writes holds the very same events.
    expect(JSON.parse(repos.combatLog.allEventsJson())).toEqual([...repos.combatLog.allEvents()]);
  });

  it('gives an empty JSON array for an empty log', () => {
    const { repos } = repoDb();
    expect(repos.combatLog.allEventsJson()).toBe('[]');
  });

  it('refuses a malformed event and writes nothing of a failed batch', () => {
    const { repos } = repoDb();
    repos.combats.create(testCombat('f1'));
    expect(() => repos.combatLog.append({ ...testEvent('f1', 0), type: 'Attack!' })).toThrow(/noun\.verb/);
    expect(() => repos.combatLog.appendMany([testEvent('f1', 0), testEvent('missing-combat', 1)])).toThrow(/FOREIGN KEY/);
    expect(repos.combatLog.count()).toBe(0);
  });

  it('saves events and the snapshot that includes them in one transaction', () => {
    const { repos } = repoDb();
    repos.combats.create(testCombat('f1'));
    const { events, snapshot: saved } = repos.combatLog.appendWithSnapshot([testEvent('f1', 0), testEvent('f1', 1)], snapshot('f1', 1));
    expect(saved.eventSeq).toBe(events[1]!.seq);
    expect(repos.combatLog.latestSnapshot('f1')).toEqual(saved);
    // A snapshot for a combat that does not exist fails, and takes its events down with it.
    expect(() => repos.combatLog.appendWithSnapshot([testEvent('f1', 2)], snapshot('nope', 2))).toThrow(/FOREIGN KEY/);
    expect(repos.combatLog.count()).toBe(2);
  });

  it('keeps every snapshot with its machine version and returns the newest', () => {
    const { repos } = repoDb();
    repos.combats.create(testCombat('f1'));
    repos.combatLog.saveSnapshot({ ...snapshot('f1', 1), eventSeq: 0 });
    const newer = repos.combatLog.saveSnapshot({ ...snapshot('f1', 2), eventSeq: 0, machineVersion: 2 });
    expect(repos.combatLog.snapshots('f1')).toHaveLength(2);
    expect(repos.combatLog.latestSnapshot('f1')).toEqual(newer);
    expect(repos.combatLog.latestSnapshot('other')).toBeUndefined();
  });
});
