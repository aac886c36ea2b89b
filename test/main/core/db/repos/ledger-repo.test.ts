import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../../shared/ipc/result';
import { testCharacter } from '../../../../helpers/db-fixtures';
import { T0, useRepoDb } from '../../../../helpers/db-repos';
import { useTempDirs } from '../../../../helpers/db-temp';

const repoDb = useRepoDb(useTempDirs());

const xp = (delta: number, ability: string | null = null) => ({ characterId: 'pc-1', delta, reason: 'session', ability, inGameDate: 'Day 2', recordedAt: T0 });

describe('ledger repo', () => {
  it('moves the XP balance and records the entry together', () => {
    const { repos } = repoDb();
    repos.characters.insert(testCharacter('pc-1', { xp: 2 }));
    expect(repos.ledgers.recordXp(xp(3)).balance).toBe(5);
    const spent = repos.ledgers.recordXp(xp(-4, 'Firearms'));
    expect(spent).toEqual({ balance: 1, entry: { id: 2, ...xp(-4, 'Firearms') } });
    expect(repos.characters.get('pc-1')!.xp).toBe(1);
    expect(repos.ledgers.xpHistory('pc-1').map((e) => e.delta)).toEqual([3, -4]);
  });

  it('refuses to overspend, changing neither balance nor history', () => {
    const { repos } = repoDb();
    repos.characters.insert(testCharacter('pc-1', { xp: 1, luckPoints: 0 }));
    expect(() => repos.ledgers.recordXp(xp(-2))).toThrow(AppError);
    expect(() => repos.ledgers.recordLuck({ ...xp(-1), ability: undefined } as never)).toThrow(/only 0 luck/);
    expect(repos.characters.get('pc-1')).toMatchObject({ xp: 1, luckPoints: 0 });
    expect(repos.ledgers.allXp()).toEqual([]);
    expect(repos.ledgers.allLuck()).toEqual([]);
  });

  it('keeps a luck history per character', () => {
    const { repos } = repoDb();
    repos.characters.insertMany([testCharacter('pc-1', { luckPoints: 1 }), testCharacter('pc-2', { luckPoints: 1 })]);
    repos.ledgers.recordLuck({ characterId: 'pc-1', delta: 2, reason: 'great scene', inGameDate: 'Day 3', recordedAt: T0 });
    repos.ledgers.recordLuck({ characterId: 'pc-2', delta: -1, reason: 'reroll', inGameDate: 'Day 3', recordedAt: T0 });
    expect(repos.characters.get('pc-1')!.luckPoints).toBe(3);
    expect(repos.ledgers.luckHistory('pc-2')).toEqual([{ id: 2, characterId: 'pc-2', delta: -1, reason: 'reroll', inGameDate: 'Day 3', recordedAt: T0 }]);
  });

  it('rejects a zero entry and an unknown character', () => {
    const { repos } = repoDb();
    repos.characters.insert(testCharacter('pc-1'));
    expect(() => repos.ledgers.recordXp(xp(0))).toThrow(/must change the balance/);
    expect(() => repos.ledgers.recordXp({ ...xp(1), characterId: 'ghost' })).toThrow(/No character/);
  });
});
