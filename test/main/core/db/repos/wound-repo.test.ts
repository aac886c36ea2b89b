import { describe, expect, it } from 'vitest';
import { testCharacter, testWound } from '../../../../helpers/db-fixtures';
import { useRepoDb } from '../../../../helpers/db-repos';
import { useTempDirs } from '../../../../helpers/db-temp';

const repoDb = useRepoDb(useTempDirs());

describe('wound repo', () => {
  it('stores location, severity, type, healing points, treatment and in-game date', () => {
    const { repos, db } = repoDb();
    repos.characters.insert(testCharacter('pc-1'));
    const wound = testWound('w1', 'pc-1', { severity: 'critical', damageType: 'stun', treated: true, location: 'Head', inGameDate: 'Day 4' });
    repos.wounds.add(wound);
    expect(repos.wounds.get('w1')).toEqual(wound);
    expect(db.prepare('SELECT treated FROM wounds').get()).toEqual({ treated: 1 });
  });

  it('lists a character\'s wounds oldest first and updates one after healing', () => {
    const { repos } = repoDb();
    repos.characters.insertMany([testCharacter('a'), testCharacter('b')]);
    repos.wounds.addMany([
      testWound('late', 'a', { inflictedAt: '2026-05-02T00:00:00.000Z' }),
      testWound('early', 'a', { inflictedAt: '2026-05-01T00:00:00.000Z' }),
      testWound('other', 'b'),
    ]);
    expect(repos.wounds.listFor('a').map((w) => w.id)).toEqual(['early', 'late']);
    const healed = { ...repos.wounds.get('late')!, severity: 'light' as const, healingPoints: 3, treated: true };
    repos.wounds.update(healed);
    expect(repos.wounds.get('late')).toEqual(healed);
    expect(repos.wounds.remove('other')).toBe(true);
    expect(repos.wounds.listAll().map((w) => w.id)).toEqual(['late', 'early']);
  });

  it('refuses a wound with an unknown severity or for an unknown character', () => {
    const { repos } = repoDb();
    repos.characters.insert(testCharacter('a'));
    expect(() => repos.wounds.add({ ...testWound('w', 'a'), severity: 'graze' as never })).toThrow();
    expect(() => repos.wounds.add(testWound('w', 'ghost'))).toThrow(/FOREIGN KEY/);
    expect(repos.wounds.listAll()).toEqual([]);
  });
});
