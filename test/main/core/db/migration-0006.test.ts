import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../main/core/db/db';
import { applyMigrations, schemaVersion } from '../../../../main/core/db/migrate';
import { MIGRATIONS } from '../../../../main/core/db/migrations';
import { createRepos } from '../../../../main/core/db/repos';
import { SAMPLE_CAMPAIGN } from '../../../../shared/systems/fs3.2/sample-campaign';
import { CampaignTemplateSchema } from '../../../../shared/domain/campaign-export';

function at(version: number): Db {
  const db = new Database(':memory:') as Db;
  db.pragma('foreign_keys = ON');
  applyMigrations(db, MIGRATIONS.slice(0, version));
  return db;
}

const sample = CampaignTemplateSchema.parse(SAMPLE_CAMPAIGN);

describe('migration 0006 game-system', () => {
  it('gives a version-5 campaign the FS3.2 edition with no house rules, its setting untouched', () => {
    const db = at(5);
    // A campaign row as the previous release wrote it (no edition columns yet).
    const row = {
      name: 'Old', description: '', in_game_date: 'Day 3', setting_id: sample.setting.id, setting_name: sample.setting.name,
      setting_description: '', setting_source: sample.setting.source, ruleset_json: JSON.stringify(sample.setting.ruleset),
      special_abilities_json: JSON.stringify(sample.setting.specialAbilities), background_skill_ideas_json: '[]',
      quirk_ideas_json: '[]', common_knowledge_json: '[]', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
    };
    db.prepare(`INSERT INTO campaign (id, ${Object.keys(row).join(', ')}) VALUES (1, ${Object.keys(row).map((k) => '@' + k).join(', ')})`).run(row);
    sample.setting.attributes.forEach((a, i) =>
      db.prepare("INSERT INTO ability_definitions (kind, position, name, ruling_attribute, description) VALUES ('attribute', ?, ?, NULL, ?)").run(i, a.name, a.description));
    applyMigrations(db, MIGRATIONS);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    const record = createRepos(db).campaign.get();
    expect(record.system).toEqual({ edition: 'fs3.2', houseRules: {} });
    expect(record.revision).toBe(1);
    expect(record.setting.ruleset).toEqual(sample.setting.ruleset);
    expect(record.setting.attributes.map((a) => a.name)).toEqual(sample.setting.attributes.map((a) => a.name));
  });

  it('keeps a draft setting (a skill ruled by a missing attribute) and bumps the revision on each change', () => {
    const repos = createRepos(at(MIGRATIONS.length));
    repos.campaign.put({ name: 'New', description: '', inGameDate: '', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }, sample.setting);
    const first = repos.campaign.get().revision;
    const draft = { ...sample.setting, actionSkills: [{ name: 'Firearms', rulingAttribute: 'Nowhere', description: '' }] };
    const revision = repos.campaign.replaceSystem(draft, { edition: 'fs3.2', houseRules: { 'healing-points': 'storytellers-guide' } }, '2026-01-02T00:00:00.000Z');
    expect(revision).toBe(first + 1);
    const record = repos.campaign.get();
    expect(record.setting.actionSkills).toEqual(draft.actionSkills);
    expect(record.system.houseRules).toEqual({ 'healing-points': 'storytellers-guide' });
    // A draft never passes the strict path (imports, new campaigns).
    expect(() => repos.campaign.replaceSetting(draft, '2026-01-03T00:00:00.000Z')).toThrow(/not an attribute/);
  });
});
