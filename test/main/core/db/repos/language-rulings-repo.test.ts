/** Issue 39 item 4: the languages' ruling attributes set in the skill list are stored with the language rows and read back. */
import { describe, expect, it } from 'vitest';
import { TEST_SETTING } from '../../../../helpers/db-fixtures';
import { useRepoDb } from '../../../../helpers/db-repos';
import { useTempDirs } from '../../../../helpers/db-temp';

const repoDb = useRepoDb(useTempDirs());

describe('campaign repo: languages\' ruling attributes', () => {
  it('round-trips them in the language rows, and a setting without them reads back without the field', () => {
    const { repos, db } = repoDb();
    expect('languageRulingAttributes' in repos.campaign.get().setting).toBe(false);
    const ruled = { ...TEST_SETTING, languages: ['Tauron', 'Gemenese'], languageRulingAttributes: { Tauron: 'Wits' } };
    repos.campaign.replaceSetting(ruled, '2026-05-02T00:00:00.000Z');
    expect(repos.campaign.get().setting.languageRulingAttributes).toEqual({ Tauron: 'Wits' });
    expect(db.prepare("SELECT name, ruling_attribute FROM ability_definitions WHERE kind = 'language' ORDER BY position").all()).toEqual([
      { name: 'Tauron', ruling_attribute: 'Wits' }, { name: 'Gemenese', ruling_attribute: null },
    ]);
  });
});
