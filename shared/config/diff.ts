/**
 * What an import would change, entity by entity ("weapon Rifle changed: penetration,
 * allowed_specials"), for the summary the storyteller confirms before anything is written.
 */
import type { JsonValue } from '../domain/json';
import { jsonEqual, type GameConfig } from './model';
import { fieldChanges, type FieldChange } from './merge-gear';
import type { ConfigPath } from './problems';

/** Collections compared entity by entity; every other key is compared as one setting. */
const COLLECTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  fs3combat: {
    weapons: 'weapon', 'weapon specials': 'weapon special', armor: 'armor', 'armor specials': 'armor special',
    hitloc: 'hit chart', vehicles: 'vehicle', mounts: 'mount', npc_types: 'NPC type', stances: 'stance', combatant_types: 'combatant type',
  },
  fs3skills: {
    attributes: 'attribute', action_skills: 'action skill', background_skills: 'background skill', languages: 'language', advantages: 'advantage',
  },
};

export type ConfigChange = {
  /** "weapon", "action skill"…, or "setting" for a single key such as max_ap. */
  kind: string;
  name: string;
  path: ConfigPath;
  /** For changed entities: the keys whose values differ. */
  fields: string[];
  /** For changed entities and settings: each differing key, before → after (nested keys as `a.b`). */
  changes: FieldChange[];
  before: JsonValue | null;
  after: JsonValue | null;
};
export type ConfigDiff = { added: ConfigChange[]; changed: ConfigChange[]; removed: ConfigChange[] };

/** Named entities of a collection: records by key, lists by their `name` (or position). */
function entities(value: unknown): Map<string, JsonValue> {
  const out = new Map<string, JsonValue>();
  if (Array.isArray(value)) {
    value.forEach((item: JsonValue, i) => {
      const name = item && typeof item === 'object' && !Array.isArray(item) && typeof item.name === 'string' ? item.name : `#${i + 1}`;
      out.set(out.has(name) ? `${name} (#${i + 1})` : name, item);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.set(k, v as JsonValue);
  }
  return out;
}

function changedFields(a: JsonValue, b: JsonValue): string[] {
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) || Array.isArray(b)) return [];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((k) => !jsonEqual(a[k], b[k]));
}

function sectionOf(config: GameConfig, section: string): Record<string, unknown> {
  return section === 'fs3combat' ? config.fs3combat : section === 'fs3skills' ? config.fs3skills : (config.other[section] ?? {});
}

/** Differences from `before` to `after`. */
export function diffGameConfig(before: GameConfig, after: GameConfig): ConfigDiff {
  const diff: ConfigDiff = { added: [], changed: [], removed: [] };
  const sections = new Set(['fs3combat', 'fs3skills', ...Object.keys(before.other), ...Object.keys(after.other)]);
  for (const section of sections) {
    const a = sectionOf(before, section);
    const b = sectionOf(after, section);
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const kind = COLLECTIONS[section]?.[key];
      if (kind === undefined) {
        compare(diff, 'setting', key, [section, key], a[key] as JsonValue | undefined, b[key] as JsonValue | undefined);
        continue;
      }
      const ea = entities(a[key]);
      const eb = entities(b[key]);
      for (const name of new Set([...ea.keys(), ...eb.keys()])) compare(diff, kind, name, [section, key, name], ea.get(name), eb.get(name));
    }
  }
  return diff;
}

const isRecord = (v: JsonValue): v is { [key: string]: JsonValue } => v !== null && typeof v === 'object' && !Array.isArray(v);

function compare(diff: ConfigDiff, kind: string, name: string, path: ConfigPath, a: JsonValue | undefined, b: JsonValue | undefined): void {
  const change = { kind, name, path, before: a ?? null, after: b ?? null };
  if (a === undefined && b !== undefined) diff.added.push({ ...change, fields: [], changes: [] });
  else if (a !== undefined && b === undefined) diff.removed.push({ ...change, fields: [], changes: [] });
  else if (a !== undefined && b !== undefined && !jsonEqual(a, b)) {
    // An entity (a weapon's keys) lists each key; a single setting (max_ap) is its own one change.
    const changes = isRecord(a) && isRecord(b) ? fieldChanges(a, b) : [{ field: name, before: a, after: b }];
    diff.changed.push({ ...change, fields: changedFields(a, b), changes });
  }
}

/** "3 added, 1 changed, 0 removed". */
export function summarizeDiff(diff: ConfigDiff): string {
  return `${diff.added.length} added, ${diff.changed.length} changed, ${diff.removed.length} removed`;
}
