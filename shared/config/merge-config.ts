/**
 * Re-importing into a campaign that already holds an AresMUSH configuration: the collections the
 * product model does not carry (mounts, NPC types, stances, specials, combatant types, background
 * skills, languages, advantages) are merged item by item too. An imported file replaces the
 * stored file of that name, so without a choice an item the new file lacks is gone; the
 * storyteller keeps the campaign's version, takes the import's, or keeps both (rename).
 * Gear and attributes/action skills are merged on the product side (merge-gear, merge-abilities).
 */
import type { JsonValue } from '../domain/json';
import { fieldChanges, type FieldChange, type ItemChoice, type ItemStatus } from './merge-gear';
import { jsonEqual, type GameConfig } from './model';

export const CONFIG_ITEM_COLLECTIONS = [
  { section: 'fs3combat', key: 'weapon specials', kind: 'weapon special' },
  { section: 'fs3combat', key: 'armor specials', kind: 'armor special' },
  { section: 'fs3combat', key: 'mounts', kind: 'mount' },
  { section: 'fs3combat', key: 'npc_types', kind: 'NPC type' },
  { section: 'fs3combat', key: 'stances', kind: 'stance' },
  { section: 'fs3combat', key: 'combatant_types', kind: 'combatant type' },
  { section: 'fs3skills', key: 'background_skills', kind: 'background skill' },
  { section: 'fs3skills', key: 'languages', kind: 'language' },
  { section: 'fs3skills', key: 'advantages', kind: 'advantage' },
] as const;
export type ConfigSectionName = (typeof CONFIG_ITEM_COLLECTIONS)[number]['section'];

export type ConfigItem = {
  section: ConfigSectionName;
  key: string;
  kind: string;
  name: string;
  status: Exclude<ItemStatus, 'same'>;
  fields: FieldChange[];
  /** The import's version unless the storyteller chooses otherwise (a file replaces the stored file). */
  choice: ItemChoice;
};
export type ConfigItemDecision = { section: ConfigSectionName; key: string; name: string; choice: ItemChoice; newName?: string | undefined };

type Collection = Record<string, JsonValue> | JsonValue[];

const itemName = (item: JsonValue): string | null =>
  typeof item === 'string' ? item : item && typeof item === 'object' && !Array.isArray(item) && typeof item.name === 'string' ? item.name : null;

function collectionOf(config: GameConfig, section: ConfigSectionName, key: string): Collection | undefined {
  const value = (section === 'fs3combat' ? config.fs3combat : config.fs3skills)[key] as JsonValue | undefined;
  return value && typeof value === 'object' ? (value as Collection) : undefined;
}

function entries(c: Collection | undefined): Map<string, JsonValue> {
  const out = new Map<string, JsonValue>();
  if (Array.isArray(c)) for (const item of c) { const n = itemName(item); if (n !== null && !out.has(n)) out.set(n, item); }
  else if (c) for (const [k, v] of Object.entries(c)) out.set(k, v);
  return out;
}

/** The collection with `name` set to `value` (or removed when undefined); a list item takes the name. */
function put(c: Collection | undefined, name: string, value: JsonValue | undefined, asList: boolean): Collection {
  if (Array.isArray(c) || (c === undefined && asList)) {
    const list = [...((c as JsonValue[] | undefined) ?? [])];
    const at = list.findIndex((i) => itemName(i) === name);
    const named = value === undefined ? undefined : typeof value === 'string' ? name : value && typeof value === 'object' && !Array.isArray(value) ? { ...value, name } : value;
    if (named === undefined) {
      if (at >= 0) list.splice(at, 1);
    } else if (at >= 0) list[at] = named;
    else list.push(named);
    return list;
  }
  const record: Record<string, JsonValue> = { ...(c ?? {}) };
  if (value === undefined) delete record[name];
  else record[name] = value;
  return record;
}

/** Items of those collections that differ between the campaign's stored configuration and the import. */
export function planConfigItems(base: GameConfig | null, next: GameConfig): ConfigItem[] {
  if (!base) return [];
  const items: ConfigItem[] = [];
  for (const { section, key, kind } of CONFIG_ITEM_COLLECTIONS) {
    const mine = entries(collectionOf(base, section, key));
    const theirs = entries(collectionOf(next, section, key));
    for (const name of new Set([...mine.keys(), ...theirs.keys()])) {
      const a = mine.get(name);
      const b = theirs.get(name);
      if (a !== undefined && b !== undefined && jsonEqual(a, b)) continue;
      const status = a === undefined ? 'added' : b === undefined ? 'campaign-only' : 'changed';
      const object = (v: JsonValue | undefined) => (v && typeof v === 'object' && !Array.isArray(v) ? v : { value: v ?? null });
      const fields = status === 'changed' ? fieldChanges(object(a), object(b)) : [];
      items.push({ section, key, kind, name, status, fields, choice: 'replace' });
    }
  }
  return items;
}

/** The import with the storyteller's choices applied: kept items from `base`, renamed ones both. */
export function applyConfigItems(base: GameConfig | null, next: GameConfig, decisions: readonly ConfigItemDecision[]): { config: GameConfig; problems: string[] } {
  if (decisions.length === 0 || !base) {
    return { config: next, problems: decisions.length > 0 ? ['This campaign holds no AresMUSH configuration to keep items from.'] : [] };
  }
  const items = planConfigItems(base, next);
  const problems: string[] = [];
  const config: GameConfig = { ...next, fs3combat: { ...next.fs3combat }, fs3skills: { ...next.fs3skills } };
  for (const d of decisions) {
    const item = items.find((i) => i.section === d.section && i.key === d.key && i.name === d.name);
    if (!item) {
      problems.push(`There is no ${d.key} item "${d.name}" that differs between the campaign and the import.`);
      continue;
    }
    if (d.choice === 'replace') continue;
    const mine = entries(collectionOf(base, d.section, d.key)).get(d.name);
    const theirs = entries(collectionOf(config, d.section, d.key)).get(d.name);
    const target = d.section === 'fs3combat' ? config.fs3combat : config.fs3skills;
    const asList = Array.isArray(collectionOf(base, d.section, d.key));
    let c = collectionOf(config, d.section, d.key);
    if (d.choice === 'keep') c = put(c, d.name, mine, asList);
    else {
      const newName = d.newName?.trim() || `${d.name} (imported)`;
      if (theirs !== undefined && mine !== undefined) {
        if (entries(c).has(newName)) problems.push(`"${newName}" is already a ${item.kind}; choose another name for the imported "${d.name}".`);
        c = put(put(c, d.name, mine, asList), newName, theirs, asList);
      } else c = put(c, d.name, mine ?? theirs, asList);
    }
    (target as Record<string, JsonValue>)[d.key] = c as JsonValue;
  }
  return { config, problems };
}
