/**
 * The campaign's NPC templates and prepared encounters (migration 0010). Bodies are JSON checked
 * by the shared schemas on every read, so a row edited outside the app is refused by name
 * instead of reaching a fight.
 */
import type { Db } from '../db/db';
import { AppError } from '../../../shared/ipc/result';
import { readRows, rowLabel, StoredDataError, type StoredRef } from '../db/repos/map';
import {
  EncounterBodySchema,
  NpcTemplateBodySchema,
  type Encounter,
  type EncounterBody,
  type NpcTemplate,
  type NpcTemplateBody,
} from '../../../shared/encounters/schemas';

type TemplateRow = { id: string; name: string; name_key: string; body_json: string; updated_at: string };
type EncounterRow = TemplateRow & { created_at: string };

/** The folded form names are unique in: "  The  Centurion" = "the centurion". */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

function parsed<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, json: string, what: string, ref: StoredRef): T {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    const message = `${what} is stored as broken JSON: delete it and make it again.`;
    throw new StoredDataError(ref, 'is not valid JSON', { code: 'encounter/broken-row', message });
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const message = `${what} is stored with a bad field (${issue?.path.map(String).join('.') || 'body'}: ${issue?.message ?? 'invalid'}).`;
    throw new StoredDataError(ref, 'does not read as what the app stores', { code: 'encounter/broken-row', message });
  }
  return result.data;
}

function toTemplate(r: TemplateRow): NpcTemplate {
  const body = parsed<NpcTemplateBody>(NpcTemplateBodySchema, r.body_json, `NPC template "${r.name}"`, { table: 'npc_templates', row: rowLabel('NPC template', r.id, r.name), field: 'body' });
  return { ...body, name: r.name, id: r.id, updatedAt: r.updated_at };
}

function toEncounter(r: EncounterRow): Encounter {
  const body = parsed<EncounterBody>(EncounterBodySchema, r.body_json, `Encounter "${r.name}"`, { table: 'encounters', row: rowLabel('encounter', r.id, r.name), field: 'body' });
  return { id: r.id, body: { ...body, name: r.name }, createdAt: r.created_at, updatedAt: r.updated_at };
}

/** Prepared once per connection, with the other repositories (`createRepos`). */
export function createEncounterRepo(db: Db) {
  const templates = db.prepare<[], TemplateRow>('SELECT * FROM npc_templates ORDER BY name_key');
  const template = db.prepare<{ id: string }, TemplateRow>('SELECT * FROM npc_templates WHERE id = @id');
  const templateByName = db.prepare<{ key: string }, { id: string; name: string }>('SELECT id, name FROM npc_templates WHERE name_key = @key');
  const putTemplate = db.prepare<TemplateRow>(`
    INSERT INTO npc_templates (id, name, name_key, body_json, updated_at) VALUES (@id, @name, @name_key, @body_json, @updated_at)
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_key = excluded.name_key, body_json = excluded.body_json, updated_at = excluded.updated_at`);
  const templateCount = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM npc_templates');
  const encounterCount = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM encounters');
  const removeTemplate = db.prepare<{ id: string }>('DELETE FROM npc_templates WHERE id = @id');

  const encounters = db.prepare<[], EncounterRow>('SELECT * FROM encounters ORDER BY name_key');
  const encounter = db.prepare<{ id: string }, EncounterRow>('SELECT * FROM encounters WHERE id = @id');
  const encounterByName = db.prepare<{ key: string }, { id: string; name: string }>('SELECT id, name FROM encounters WHERE name_key = @key');
  const putEncounter = db.prepare<EncounterRow>(`
    INSERT INTO encounters (id, name, name_key, body_json, created_at, updated_at) VALUES (@id, @name, @name_key, @body_json, @created_at, @updated_at)
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_key = excluded.name_key, body_json = excluded.body_json, updated_at = excluded.updated_at`);
  const removeEncounter = db.prepare<{ id: string }>('DELETE FROM encounters WHERE id = @id');

  return {
    templates: (): NpcTemplate[] => readRows(templates.all(), toTemplate),
    templateCount: (): number => templateCount.get()!.n,
    encounterCount: (): number => encounterCount.get()!.n,
    template: (id: string): NpcTemplate | undefined => {
      const r = template.get({ id });
      return r && toTemplate(r);
    },
    templateNamed: (name: string) => templateByName.get({ key: nameKey(name) }),
    putTemplate: (id: string, body: NpcTemplateBody, at: string): void => {
      putTemplate.run({ id, name: body.name, name_key: nameKey(body.name), body_json: JSON.stringify(body), updated_at: at });
    },
    removeTemplate: (id: string): boolean => removeTemplate.run({ id }).changes > 0,

    encounters: (): Encounter[] => readRows(encounters.all(), toEncounter),
    /** Every encounter, a broken row as its name with the problem (the list still shows the others). */
    listed: (): ({ ok: true; encounter: Encounter } | { ok: false; id: string; name: string; updatedAt: string; problem: string })[] =>
      encounters.all().map((r) => {
        try {
          return { ok: true as const, encounter: toEncounter(r) };
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return { ok: false as const, id: r.id, name: r.name, updatedAt: r.updated_at, problem: error.message };
        }
      }),
    encounter: (id: string): Encounter | undefined => {
      const r = encounter.get({ id });
      return r && toEncounter(r);
    },
    encounterNamed: (name: string) => encounterByName.get({ key: nameKey(name) }),
    putEncounter: (id: string, body: EncounterBody, createdAt: string, at: string): void => {
      putEncounter.run({ id, name: body.name, name_key: nameKey(body.name), body_json: JSON.stringify(body), created_at: createdAt, updated_at: at });
    },
    removeEncounter: (id: string): boolean => removeEncounter.run({ id }).changes > 0,
    /**
     * Copies templates and encounters as exported (campaign import into an empty file). Two
     * sharing a name are refused by name, like the editors refuse them.
     */
    restore(list: readonly NpcTemplate[], prepared: readonly Encounter[]): void {
      const seen = new Map<string, string>();
      const once = (what: string, i: number, name: string) => {
        const key = `${what}:${nameKey(name)}`;
        const other = seen.get(key);
        if (other !== undefined) throw new AppError('campaign/invalid-export', `${what}.${i}: the name "${name}" is already used by ${what}.${other}.`);
        seen.set(key, String(i));
      };
      list.forEach((t, i) => {
        once('npcTemplates', i, t.name);
        const { id, updatedAt, ...body } = t;
        putTemplate.run({ id, name: body.name, name_key: nameKey(body.name), body_json: JSON.stringify(body), updated_at: updatedAt });
      });
      prepared.forEach((e, i) => {
        once('encounters', i, e.body.name);
        putEncounter.run({ id: e.id, name: e.body.name, name_key: nameKey(e.body.name), body_json: JSON.stringify(e.body), created_at: e.createdAt, updated_at: e.updatedAt });
      });
    },
  };
}
export type EncounterRepo = ReturnType<typeof createEncounterRepo>;
