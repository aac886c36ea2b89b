/**
 * The stored game configuration: AresMUSH's two sections exactly as the files hold them (typed
 * where the FS3 plugins read a key, verbatim where they do not), plus the layout needed to write
 * the same files back: which file held which key, in what order, and which keys or numbers were
 * not plain strings or whole numbers in the YAML. Plain JSON, validated with {@link GameConfigSchema}.
 */
import { z } from 'zod';
import { isJsonValue, JsonObjectSchema, type JsonObject, type JsonValue } from '../domain/json';
import type { ConfigPath } from './problems';
import { Fs3CombatSchema, type Fs3Combat } from './schema-combat';
import { Fs3SkillsSchema, type Fs3Skills } from './schema-skills';

const PathSchema = z.array(z.union([z.string(), z.number().int().min(0)]));

/** A file's text is kept for a lossless export up to this size (the AresMUSH default's largest is 9 kB). */
export const MAX_SOURCE_CHARS = 1024 * 1024;
/** And up to this much text for all files of a configuration together. */
export const MAX_SOURCES_TOTAL_CHARS = 8 * 1024 * 1024;

export const FileLayoutSchema = z.object({
  name: z.string().min(1).max(255),
  /** Top-level sections of the file in order, each with its keys in order. */
  sections: z.array(z.object({ section: z.string().min(1), keys: z.array(z.string()) })),
  /**
   * The file's text exactly as imported (byte-order mark, comments, quoting, CRLF and all): export
   * writes it back unchanged, or patched line by line where values changed (export.ts).
   */
  source: z.string().max(MAX_SOURCE_CHARS).optional(),
});
export type FileLayout = z.infer<typeof FileLayoutSchema>;

export const ConfigLayoutSchema = z.object({
  files: z.array(FileLayoutSchema),
  /** Mapping keys that were numbers, booleans or null in the YAML (`luck_for_scene: {0: 0.1}`). */
  keyHints: z.array(z.object({ path: PathSchema, key: z.union([z.number(), z.boolean(), z.null()]) })),
  /** Whole numbers written as floats (`1.0`): Ruby reads them as Float, so they are written back so. */
  floatPaths: z.array(PathSchema),
});
export type ConfigLayout = z.infer<typeof ConfigLayoutSchema>;

export const GameConfigSchema = z.object({
  fs3combat: Fs3CombatSchema,
  fs3skills: Fs3SkillsSchema,
  /** Any other top-level section found in an imported FS3 file, kept verbatim. */
  other: z.record(z.string(), JsonObjectSchema),
  layout: ConfigLayoutSchema,
});

/** The stored configuration. Unknown keys inside entities are kept in place (typed `unknown`). */
export type GameConfig = {
  fs3combat: Fs3Combat;
  fs3skills: Fs3Skills;
  other: Record<string, JsonObject>;
  layout: ConfigLayout;
};

/** A configuration with nothing in it: what a campaign that never imported anything has. */
export function emptyGameConfig(): GameConfig {
  return { fs3combat: {}, fs3skills: {}, other: {}, layout: { files: [], keyHints: [], floatPaths: [] } };
}

/**
 * Validates a stored or received configuration. Returns a deep copy of the input itself rather than
 * zod's output, because zod rebuilds loose objects with unknown keys last and the key order is part
 * of what export writes back.
 */
export function parseGameConfig(value: unknown): { ok: true; config: GameConfig } | { ok: false; errors: string[] } {
  if (!isJsonValue(value)) return { ok: false, errors: ['The configuration is not plain JSON.'] };
  const result = GameConfigSchema.safeParse(value);
  if (!result.success) {
    return { ok: false, errors: result.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`) };
  }
  return { ok: true, config: cloneJson(value) as GameConfig };
}

/** Deep copy of plain JSON that keeps `__proto__` keys as data. */
export function cloneJson<T extends JsonValue>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The value at `path`, or undefined. */
export function getAt(root: unknown, path: ConfigPath): unknown {
  let node: unknown = root;
  for (const p of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? (typeof p === 'number' ? node[p] : undefined) : Object.hasOwn(node, p) ? (node as Record<string, unknown>)[p] : undefined;
  }
  return node;
}

/** Order-insensitive deep equality of JSON values (key order is layout, not content). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** What a configuration holds, as the import summary and the tests count it. */
export type ConfigCounts = {
  weapons: number;
  weaponSpecials: number;
  armor: number;
  armorSpecials: number;
  vehicles: number;
  mounts: number;
  npcTypes: number;
  hitCharts: number;
  hitChartAreas: number;
  /** Areas whose list has exactly ten entries, the length AresMUSH requires. */
  tenEntryAreas: number;
  stances: number;
  combatantTypes: number;
  attributes: number;
  actionSkills: number;
  backgroundSkills: number;
  languages: number;
  advantages: number;
};

const size = (v: unknown) => (v && typeof v === 'object' ? Object.keys(v).length : 0);
const listSize = (v: unknown) => (Array.isArray(v) ? v.length : 0);
const values = (v: unknown): unknown[] => (v && typeof v === 'object' ? Object.values(v) : []);

/**
 * Counts the entities of a configuration. Tolerates values of the wrong type, because a refused
 * import still reports what it read.
 */
export function countConfig(config: GameConfig): ConfigCounts {
  const c = config.fs3combat;
  const s = config.fs3skills;
  const areas = values(c.hitloc).flatMap((chart) => values((chart as { areas?: unknown } | null)?.areas));
  return {
    weapons: size(c.weapons),
    weaponSpecials: size(c['weapon specials']),
    armor: size(c.armor),
    armorSpecials: size(c['armor specials']),
    vehicles: size(c.vehicles),
    mounts: size(c.mounts),
    npcTypes: size(c.npc_types),
    hitCharts: size(c.hitloc),
    hitChartAreas: areas.length,
    tenEntryAreas: areas.filter((a) => listSize(a) === 10).length,
    stances: size(c.stances),
    combatantTypes: size(c.combatant_types),
    attributes: listSize(s.attributes),
    actionSkills: listSize(s.action_skills),
    backgroundSkills: size(s.background_skills),
    languages: listSize(s.languages),
    advantages: listSize(s.advantages),
  };
}
