import { z } from 'zod';
import { CampaignInfoSchema, type CampaignInfo, type ConfigExtra } from '../../../../shared/domain/campaign';
import { SettingDraftSchema, SettingSchema, type Setting } from '../../../../shared/domain/setting';
import { defaultChoice, SystemChoiceSchema, type SystemChoice } from '../../../../shared/systems';
import type { Db } from '../db';
import type { AbilityDefinitionRow, CampaignRow, ConfigExtraRow } from '../rows';
import { exhaustive, parseJsonColumn, parseJsonText, parseStored, readRows, type StoredRef } from './map';

/**
 * The campaign's own record: what it is, the game setting (with its ruleset numbers) and the
 * system choice (edition, house rules) it plays under. `revision` goes up with every change of
 * setting or choice; a combat records the revision it started with.
 */
export type CampaignRecord = { info: CampaignInfo; setting: Setting; system: SystemChoice; revision: number };

export type CampaignInfoPatch = Partial<Pick<CampaignInfo, 'name' | 'description' | 'inGameDate'>>;

const StringList = z.array(z.string());

function toRow(info: CampaignInfo, setting: Setting, system: SystemChoice, revision: number): CampaignRow {
  const { name, description, inGameDate, createdAt, updatedAt, ...restInfo } = info;
  exhaustive(restInfo);
  const {
    id, name: settingName, description: settingDescription, source, ruleset, specialAbilities,
    backgroundSkillIdeas, quirkIdeas, commonKnowledge, attributes: _a, actionSkills: _s, languages: _l, languageRulingAttributes: _r, ...restSetting
  } = setting;
  exhaustive(restSetting);
  return {
    id: 1, name, description, in_game_date: inGameDate, created_at: createdAt, updated_at: updatedAt,
    setting_id: id, setting_name: settingName, setting_description: settingDescription, setting_source: source,
    ruleset_json: JSON.stringify(ruleset),
    special_abilities_json: JSON.stringify(specialAbilities),
    background_skill_ideas_json: JSON.stringify(backgroundSkillIdeas),
    quirk_ideas_json: JSON.stringify(quirkIdeas),
    common_knowledge_json: JSON.stringify(commonKnowledge),
    edition: system.edition,
    house_rules_json: JSON.stringify(system.houseRules),
    system_revision: revision,
  };
}

function abilityRows(setting: Setting): AbilityDefinitionRow[] {
  return [
    ...setting.attributes.map((a, position): AbilityDefinitionRow => ({
      kind: 'attribute', position, name: a.name, ruling_attribute: null, description: a.description,
    })),
    ...setting.actionSkills.map((s, position): AbilityDefinitionRow => ({
      kind: 'action-skill', position, name: s.name, ruling_attribute: s.rulingAttribute, description: s.description,
    })),
    // A language's ruling attribute set in the skill list (FS3.1, issue 39) sits in its row's column.
    ...setting.languages.map((name, position): AbilityDefinitionRow => ({
      kind: 'language', position, name, ruling_attribute: languageRuling(setting, name), description: '',
    })),
  ];
}

/** The skill list's ruling attribute of `language` as stored (the entry named exactly so, or case-insensitively). */
function languageRuling(setting: Setting, language: string): string | null {
  const rulings = setting.languageRulingAttributes ?? {};
  const found = rulings[language] ?? Object.entries(rulings).find(([name]) => name.trim().toLowerCase() === language.trim().toLowerCase())?.[1];
  return found === undefined || found.trim() === '' ? null : found;
}

/** The languages' ruling attributes read back; absent when none is set (settings from before issue 39 stay as they were). */
function languageRulings(rows: readonly AbilityDefinitionRow[]): { languageRulingAttributes?: Record<string, string> } {
  const set = rows.filter((a) => a.ruling_attribute !== null);
  return set.length === 0 ? {} : { languageRulingAttributes: Object.fromEntries(set.map((a) => [a.name, a.ruling_attribute!])) };
}

const field = (name: string): StoredRef => ({ table: 'campaign', row: 'the campaign record', field: name });

function toRecord(row: CampaignRow, abilities: readonly AbilityDefinitionRow[]): CampaignRecord {
  const info = parseStored(CampaignInfoSchema, {
    name: row.name, description: row.description, inGameDate: row.in_game_date,
    createdAt: row.created_at, updatedAt: row.updated_at,
  }, field('name, description and dates'));
  const of = (kind: AbilityDefinitionRow['kind']) => abilities.filter((a) => a.kind === kind);
  // Drafts are stored as the storyteller left them; the setting lint says what is wrong.
  const setting = parseStored(SettingDraftSchema, {
    id: row.setting_id,
    name: row.setting_name,
    description: row.setting_description,
    source: row.setting_source,
    ruleset: parseJsonColumn(SettingDraftSchema.shape.ruleset, row.ruleset_json, field('ruleset')),
    attributes: of('attribute').map((a) => ({ name: a.name, description: a.description })),
    actionSkills: of('action-skill').map((a) => ({ name: a.name, rulingAttribute: a.ruling_attribute, description: a.description })),
    languages: of('language').map((a) => a.name),
    ...languageRulings(of('language')),
    backgroundSkillIdeas: parseJsonColumn(StringList, row.background_skill_ideas_json, field('background skill ideas')),
    quirkIdeas: parseJsonColumn(StringList, row.quirk_ideas_json, field('quirk ideas')),
    commonKnowledge: parseJsonColumn(StringList, row.common_knowledge_json, field('common knowledge')),
    specialAbilities: parseJsonColumn(SettingDraftSchema.shape.specialAbilities, row.special_abilities_json, field('special abilities')),
  }, field('setting'));
  const houseRules = parseJsonColumn(SystemChoiceSchema.shape.houseRules, row.house_rules_json, field('house rules'));
  return { info, setting, system: parseStored(SystemChoiceSchema, { edition: row.edition, houseRules }, field('edition')), revision: row.system_revision };
}

/** The single campaign row, its setting and ability lists, and verbatim importer extras. */
export function createCampaignRepo(db: Db) {
  const selectRow = db.prepare<[], CampaignRow>('SELECT * FROM campaign WHERE id = 1');
  const selectRevision = db.prepare<[], { system_revision: number }>('SELECT system_revision FROM campaign WHERE id = 1');
  const selectInGameDate = db.prepare<[], { in_game_date: string }>('SELECT in_game_date FROM campaign WHERE id = 1');
  const selectAbilities = db.prepare<[], AbilityDefinitionRow>('SELECT * FROM ability_definitions ORDER BY kind, position');
  const insertRow = db.prepare<CampaignRow>(`
    INSERT INTO campaign (id, name, description, in_game_date, setting_id, setting_name, setting_description,
      setting_source, ruleset_json, special_abilities_json, background_skill_ideas_json, quirk_ideas_json,
      common_knowledge_json, created_at, updated_at, edition, house_rules_json, system_revision)
    VALUES (@id, @name, @description, @in_game_date, @setting_id, @setting_name, @setting_description,
      @setting_source, @ruleset_json, @special_abilities_json, @background_skill_ideas_json, @quirk_ideas_json,
      @common_knowledge_json, @created_at, @updated_at, @edition, @house_rules_json, @system_revision)`);
  const deleteRow = db.prepare('DELETE FROM campaign');
  const touch = db.prepare<{ at: string }>('UPDATE campaign SET updated_at = @at WHERE id = 1');
  const deleteAbilities = db.prepare('DELETE FROM ability_definitions');
  const insertAbility = db.prepare<AbilityDefinitionRow>(`
    INSERT INTO ability_definitions (kind, position, name, ruling_attribute, description)
    VALUES (@kind, @position, @name, @ruling_attribute, @description)`);
  const selectExtras = db.prepare<[], ConfigExtraRow>('SELECT * FROM config_extras ORDER BY source, key_path');
  const upsertExtra = db.prepare<ConfigExtraRow>(`
    INSERT INTO config_extras (source, key_path, value_json) VALUES (@source, @key_path, @value_json)
    ON CONFLICT (source, key_path) DO UPDATE SET value_json = excluded.value_json`);
  const deleteExtrasOf = db.prepare<{ source: string }>('DELETE FROM config_extras WHERE source = @source');

  const write = db.transaction((info: CampaignInfo, setting: Setting, system: SystemChoice, revision: number, draft: boolean) => {
    const checkedInfo = CampaignInfoSchema.parse(info);
    const checkedSetting = (draft ? SettingDraftSchema : SettingSchema).parse(setting);
    const checkedSystem = SystemChoiceSchema.parse(system);
    deleteRow.run();
    deleteAbilities.run();
    insertRow.run(toRow(checkedInfo, checkedSetting, checkedSystem, revision));
    for (const row of abilityRows(checkedSetting)) insertAbility.run(row);
  });

  const repo = {
    /** False only for a file that is being built (create/import) and has no campaign row yet. */
    exists(): boolean {
      return selectRow.get() !== undefined;
    },
    /** The system revision alone (cheap: the combat view reads it at every step). */
    revision(): number {
      return selectRevision.get()?.system_revision ?? 0;
    },
    /**
     * The in-game date alone (issue 38): a step that writes wounds or luck through dates them, and
     * `get()` parses the whole setting to answer it (a third of a millisecond at every such step).
     */
    inGameDate(): string {
      const row = selectInGameDate.get();
      if (!row) throw new Error('This file holds no campaign record');
      return row.in_game_date;
    },
    get(): CampaignRecord {
      const row = selectRow.get();
      if (!row) throw new Error('This file holds no campaign record');
      return toRecord(row, selectAbilities.all());
    },
    /**
     * Writes the whole record (create, import), replacing what was there. The setting must be valid
     * unless `draft` (a campaign export carries its setting as stored, problems and all).
     */
    put(info: CampaignInfo, setting: Setting, system: SystemChoice = defaultChoice(), options: { draft?: boolean } = {}): void {
      const current = selectRow.get();
      write(info, setting, system, current ? current.system_revision + 1 : 1, options.draft ?? false);
    },
    updateInfo(patch: CampaignInfoPatch, updatedAt: string): CampaignInfo {
      return db.transaction(() => {
        const current = repo.get();
        const info = { ...current.info, ...patch, updatedAt };
        write(info, current.setting, current.system, current.revision, true);
        return info;
      })();
    },
    /** Marks the campaign as changed at `updatedAt` (the "last played" of the recent list). */
    touch(updatedAt: string): void {
      touch.run({ at: updatedAt });
    },
    /** Replaces the setting (a valid one: imports), keeping the system choice; a new revision. */
    replaceSetting(setting: Setting, updatedAt: string): void {
      db.transaction(() => {
        const current = repo.get();
        write({ ...current.info, updatedAt }, setting, current.system, current.revision + 1, false);
      })();
    },
    /**
     * Replaces setting and system choice as the setting editor saves them: a draft may be broken
     * (the lint says how), never malformed. Returns the new revision.
     */
    replaceSystem(setting: Setting, system: SystemChoice, updatedAt: string): number {
      return db.transaction(() => {
        const current = repo.get();
        write({ ...current.info, updatedAt }, setting, system, current.revision + 1, true);
        return current.revision + 1;
      })();
    },
    listConfigExtras(): ConfigExtra[] {
      return readRows(selectExtras.all(), (r) => ({
        source: r.source, keyPath: r.key_path,
        value: parseJsonText<ConfigExtra['value']>(r.value_json, { table: 'config_extras', row: `kept AresMUSH value ${r.key_path} of ${r.source}`, field: 'value' }),
      }));
    },
    /** Replaces every kept value of `source` (one imported AresMUSH file) at once. */
    replaceConfigExtras(source: string, extras: readonly Omit<ConfigExtra, 'source'>[]): void {
      db.transaction(() => {
        deleteExtrasOf.run({ source });
        for (const e of extras) upsertExtra.run({ source, key_path: e.keyPath, value_json: JSON.stringify(e.value) });
      })();
    },
  };
  return repo;
}
export type CampaignRepo = ReturnType<typeof createCampaignRepo>;
