/**
 * A JSON document holding only a campaign's gear catalog and setting (and, for a campaign that
 * came from AresMUSH, its game configuration), for sharing between campaigns. Versioned and
 * validated on the way in; problems come back located like YAML ones.
 */
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { GearCatalogSchema, type GearCatalog } from '../domain/gear';
import { SettingSchema, type Setting } from '../domain/setting';
import { GameConfigSchema, parseGameConfig, type GameConfig } from './model';
import { problem, type ConfigProblem } from './problems';
import { lineColumn } from './text-position';

export const SHARED_CONFIG_FORMAT = 'fs3-console-gear-and-setting';
/** Bump when a field changes meaning; keep reading older versions. */
export const SHARED_CONFIG_VERSION = 1;

export const SharedConfigSchema = z
  .object({
    format: z.literal(SHARED_CONFIG_FORMAT),
    formatVersion: z.literal(SHARED_CONFIG_VERSION),
    setting: SettingSchema.optional(),
    gear: GearCatalogSchema.optional(),
    aresmush: GameConfigSchema.optional(),
  })
  .refine((d) => d.setting !== undefined || d.gear !== undefined || d.aresmush !== undefined, {
    error: 'The file holds neither a setting, a gear catalog nor a game configuration.',
  });

/** What a shared file carries; any part may be absent. */
export type SharedConfig = { setting?: Setting; gear?: GearCatalog; aresmush?: GameConfig };

/** Serialises the parts given, pretty-printed so a storyteller can read and diff it. */
export function exportSharedConfig(content: SharedConfig): string {
  const doc = { format: SHARED_CONFIG_FORMAT, formatVersion: SHARED_CONFIG_VERSION, ...content };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/**
 * Where JSON.parse gave up. V8 names the position only in some messages, so otherwise the YAML
 * parser's JSON mode (which reports offsets for the same mistakes) is asked.
 */
function errorOffset(text: string, message: string): number | null {
  const stated = /position (\d+)/.exec(message)?.[1];
  if (stated !== undefined) return Number(stated);
  return parseDocument(text, { schema: 'json', prettyErrors: false }).errors[0]?.pos[0] ?? null;
}

const firstClause = (message: string) => message.replace(/ in JSON at position \d+.*$/s, '').replace(/, ".*$/s, '');

/** Reads a shared file named `file`. Nothing is returned unless the whole document is valid. */
export function importSharedConfig(file: string, text: string): { ok: true; value: SharedConfig } | { ok: false; problems: ConfigProblem[] } {
  const fail = (p: ConfigProblem) => ({ ok: false as const, problems: [{ ...p, file }] });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = errorOffset(text, message);
    const where = at === null ? { line: null, column: null } : lineColumn(text, at);
    return fail({ ...problem('error', 'json-syntax', [], `This is not valid JSON: ${firstClause(message)}.`), ...where });
  }
  const header = z.object({ format: z.string(), formatVersion: z.number() }).safeParse(data);
  if (!header.success || header.data.format !== SHARED_CONFIG_FORMAT) {
    return fail(problem('error', 'not-a-config-file', [], 'This is not an FS3 Console gear and setting file.'));
  }
  if (header.data.formatVersion > SHARED_CONFIG_VERSION) {
    return fail(problem('error', 'not-a-config-file', [], `This file was written by a newer FS3 Console (format ${header.data.formatVersion}); update the app to read it.`));
  }
  const result = SharedConfigSchema.safeParse(data);
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((i) => ({
        ...problem('error', 'wrong-type', i.path.map((p) => (typeof p === 'number' ? p : String(p))), i.message),
        file,
      })),
    };
  }
  const value: SharedConfig = {};
  if (result.data.setting) value.setting = result.data.setting;
  if (result.data.gear) value.gear = result.data.gear;
  const raw = (data as { aresmush?: unknown }).aresmush;
  if (raw !== undefined) {
    // The parsed copy, not zod's output, keeps the key order the AresMUSH export writes back.
    const parsed = parseGameConfig(raw);
    if (!parsed.ok) return fail(problem('error', 'wrong-type', ['aresmush'], parsed.errors.join('; ')));
    value.aresmush = parsed.config;
  }
  return { ok: true, value };
}
