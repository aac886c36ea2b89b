import { describe, expect, it } from 'vitest';
import { toRulesWound, toStoredWound, writeBackWounds } from '../../../../main/core/combat/character-wounds';
import { initialContext, type CombatContext } from '../../../../shared/core/combat/context';
import { fs32System } from '../../../helpers/fs32-system';

const RULES = fs32System();
import { createWound } from '../../../../shared/core/mechanics/wounds';
import { testCharacter, testWound } from '../../../helpers/db-fixtures';
import { useTempDirs } from '../../../helpers/db-temp';
import { useRepoDb } from '../../../helpers/db-repos';

const tempDir = useTempDirs();
const openDb = useRepoDb(tempDir);
const base = { id: 'w-new', characterId: 'pc-1', inGameDate: 'Day 3', inflictedAt: '2026-05-01T19:00:00.000Z' };

describe('wounds between campaign and combat', () => {
  it('converts points still needed into points gathered and back', () => {
    // Moderate needs 3 points (seed 001); 1 still needed means 2 gathered, so it is healing.
    const rules = toRulesWound(RULES, testWound('w-1', 'pc-1', { severity: 'moderate', healingPoints: 1, treated: false }));
    expect(rules).toMatchObject({ severity: 'moderate', healingPoints: 2, healingStarted: true, firstAid: 'none', source: 'Revolver - Chest' });
    expect(toStoredWound(RULES, rules, base)).toMatchObject({ severity: 'moderate', healingPoints: 1, treated: true, description: 'Revolver - Chest' });
    expect(toStoredWound(RULES, { ...rules, severity: 'healed' }, base)).toBeNull();
  });

  it('adds new wounds, updates carried ones, and deletes healed and removed ones', () => {
    const { repos } = openDb();
    repos.characters.insert(testCharacter('pc-1'));
    repos.wounds.addMany([testWound('w-1', 'pc-1'), testWound('w-2', 'pc-1'), testWound('w-3', 'pc-1')]);
    const carried = toRulesWound(RULES, repos.wounds.get('w-1')!);
    const ctx: CombatContext = {
      ...initialContext({ combatId: 'c', abilities: { initiative: 'Reflexes', toughness: 'Brawn', firstAid: 'Medicine' } }),
      removedWoundIds: ['w-3'],
      combatants: [{
        id: 'a', name: 'A', characterId: 'pc-1', kind: 'pc', team: 1, stats: 's1', weapon: 'Revolver', ammo: 6, armor: null, chart: 'Humanoid',
        stance: 'normal', cover: null, suppression: 0, aim: null, knockedOut: false, subduedBy: null, luckPoints: 1, luckUsed: 0,
        declaration: null, damagedThisTurn: false,
        wounds: [{ ...carried, severity: 'light', healingPoints: 0 }, { ...carried, severity: 'healed' }, createWound({ location: 'Head', severity: 'serious', type: 'wound', source: 'Revolver' })],
        woundIds: ['w-1', 'w-2', null],
      }],
    };
    writeBackWounds(repos, RULES, ctx, { now: '2026-05-01T19:00:00.000Z', newId: () => 'w-9' });
    expect(repos.wounds.listFor('pc-1').map((w) => [w.id, w.severity, w.location])).toEqual([
      ['w-1', 'light', 'Chest'],
      ['w-9', 'serious', 'Head'],
    ]);
    expect(repos.wounds.get('w-9')).toMatchObject({ inGameDate: 'Day 1', inflictedAt: '2026-05-01T19:00:00.000Z', description: 'Revolver' });
  });
});

describe('first aid state between campaign and combat (issue 16, item 6)', () => {
  it('round-trips a failed first aid and its attempts through a fight without marking the wound as healing', () => {
    const stored = { ...testWound('w-1', 'pc-1', { severity: 'serious', healingPoints: 4, treated: false }), firstAid: 'failed' as const, firstAidAttempts: 1 };
    const rules = toRulesWound(RULES, stored);
    expect(rules).toMatchObject({ firstAid: 'failed', healingStarted: false });
    const back = toStoredWound(RULES, rules, { ...base, id: 'w-1', firstAid: 'failed', firstAidAttempts: 1 });
    expect(back).toMatchObject({ treated: false, firstAid: 'failed', firstAidAttempts: 1 });
  });

  it('counts the attempt a fight made (Treat) and keeps the success after End combat', () => {
    const rules = toRulesWound(RULES, testWound('w-1', 'pc-1', { severity: 'serious', healingPoints: 4, treated: false }));
    const back = toStoredWound(RULES, { ...rules, firstAid: 'succeeded', healingStarted: true, healingPoints: 1 }, base);
    expect(back).toMatchObject({ treated: true, firstAid: 'succeeded', firstAidAttempts: 1 });
    expect(toRulesWound(RULES, back!).firstAid).toBe('succeeded');
  });
});
