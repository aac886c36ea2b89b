import { describe, expect, it } from 'vitest';
import { testCharacter, testCombat, testCombatant } from '../../../../helpers/db-fixtures';
import { useRepoDb } from '../../../../helpers/db-repos';
import { useTempDirs } from '../../../../helpers/db-temp';

const repoDb = useRepoDb(useTempDirs());

describe('combat repo', () => {
  it('creates a combat with its combatants and reads them back in turn order', () => {
    const { repos } = repoDb();
    repos.characters.insert(testCharacter('pc-1'));
    const combat = testCombat('f1');
    repos.combats.create(combat, [testCombatant('k2', 'f1', null, 1), testCombatant('k1', 'f1', 'pc-1', 0)]);
    expect(repos.combats.get('f1')).toEqual(combat);
    expect(repos.combats.combatants('f1').map((c) => c.id)).toEqual(['k1', 'k2']);
    expect(repos.combats.combatants('f1')[0]).toEqual(testCombatant('k1', 'f1', 'pc-1', 0));
  });

  it('updates combat and combatant state', () => {
    const { repos } = repoDb();
    repos.combats.create(testCombat('f1'), [testCombatant('k1', 'f1', null)]);
    const ended = { ...testCombat('f1'), status: 'ended' as const, round: 7, endedAt: '2026-05-01T19:00:00.000Z' };
    repos.combats.update(ended);
    expect(repos.combats.list()).toEqual([ended]);
    const hurt = { ...testCombatant('k1', 'f1', null), team: 2, state: { stance: 'cover', ko: true } };
    repos.combats.updateCombatant(hurt);
    expect(repos.combats.allCombatants()).toEqual([hurt]);
    expect(repos.combats.removeCombatant('k1')).toBe(true);
    expect(() => repos.combats.update(testCombat('nope'))).toThrow(/No combat/);
  });

  it('unlinks combatants whose character is deleted but keeps their names', () => {
    const { repos } = repoDb();
    repos.characters.insert(testCharacter('pc-1'));
    repos.combats.create(testCombat('f1'), [testCombatant('k1', 'f1', 'pc-1')]);
    repos.characters.remove('pc-1');
    expect(repos.combats.combatants('f1')[0]).toMatchObject({ characterId: null, name: 'Fighter k1' });
  });

  it('refuses non-JSON state', () => {
    const { repos } = repoDb();
    expect(() => repos.combats.create({ ...testCombat('f1'), settings: { when: new Date(0) } as never })).toThrow(/JSON/);
    expect(repos.combats.list()).toEqual([]);
  });
});
