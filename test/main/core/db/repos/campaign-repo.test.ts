import { describe, expect, it } from 'vitest';
import { FS3_2_RULESET } from '../../../../../shared/systems/fs3.2/ruleset';
import { TEST_SETTING } from '../../../../helpers/db-fixtures';
import { T0, useRepoDb } from '../../../../helpers/db-repos';
import { useTempDirs } from '../../../../helpers/db-temp';

const repoDb = useRepoDb(useTempDirs());

describe('campaign repo', () => {
  it('stores the setting, ruleset and ability lists and reads back an equal record', () => {
    const { repos } = repoDb();
    const record = repos.campaign.get();
    expect(record.setting).toEqual(TEST_SETTING);
    expect(record.setting.ruleset).toEqual(FS3_2_RULESET);
    expect(record.info).toEqual({ name: 'Repo test', description: '', inGameDate: 'Day 1', createdAt: T0, updatedAt: T0 });
  });

  it('keeps ability lists in the order the storyteller gave them', () => {
    const { repos, db } = repoDb();
    const reordered = { ...TEST_SETTING, attributes: [...TEST_SETTING.attributes].reverse() };
    repos.campaign.replaceSetting(reordered, '2026-05-02T00:00:00.000Z');
    expect(repos.campaign.get().setting.attributes.map((a) => a.name)).toEqual(['Wits', 'Reflexes', 'Brawn']);
    // Normalised: one row per ability definition, not a JSON blob.
    expect(db.prepare("SELECT count(*) AS n FROM ability_definitions WHERE kind = 'action-skill'").get()).toEqual({ n: 3 });
    expect(repos.campaign.get().info.updatedAt).toBe('2026-05-02T00:00:00.000Z');
  });

  it('refuses an invalid setting and leaves the stored one unchanged', () => {
    const { repos } = repoDb();
    const broken = { ...TEST_SETTING, actionSkills: [{ name: 'Lasso', rulingAttribute: 'Charm', description: '' }] };
    expect(() => repos.campaign.replaceSetting(broken, T0)).toThrow(/Charm/);
    expect(repos.campaign.get().setting).toEqual(TEST_SETTING);
  });

  it('updates name, description and in-game date', () => {
    const { repos } = repoDb();
    const info = repos.campaign.updateInfo({ name: 'Renamed', inGameDate: 'Day 9' }, '2026-05-03T00:00:00.000Z');
    expect(info).toMatchObject({ name: 'Renamed', inGameDate: 'Day 9', createdAt: T0, updatedAt: '2026-05-03T00:00:00.000Z' });
    expect(repos.campaign.get().info).toEqual(info);
  });

  it('reads the in-game date alone, as the whole record has it', () => {
    const { repos } = repoDb();
    expect(repos.campaign.inGameDate()).toBe('Day 1');
    repos.campaign.updateInfo({ inGameDate: 'Day 9' }, '2026-05-03T00:00:00.000Z');
    expect(repos.campaign.inGameDate()).toBe('Day 9');
    expect(repos.campaign.inGameDate()).toBe(repos.campaign.get().info.inGameDate);
  });

  it('keeps importer extras verbatim and replaces them per source file', () => {
    const { repos } = repoDb();
    repos.campaign.replaceConfigExtras('fs3skills_misc.yml', [
      { keyPath: 'fs3skills.odd_key', value: { nested: [1, 'two', null, true] } },
      { keyPath: 'fs3skills.other', value: 3.5 },
    ]);
    repos.campaign.replaceConfigExtras('fs3combat_misc.yml', [{ keyPath: 'a', value: 'b' }]);
    repos.campaign.replaceConfigExtras('fs3skills_misc.yml', [{ keyPath: 'fs3skills.odd_key', value: 'replaced' }]);
    expect(repos.campaign.listConfigExtras()).toEqual([
      { source: 'fs3combat_misc.yml', keyPath: 'a', value: 'b' },
      { source: 'fs3skills_misc.yml', keyPath: 'fs3skills.odd_key', value: 'replaced' },
    ]);
  });
});
