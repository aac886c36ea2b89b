/**
 * Merging an imported gear catalog into a campaign's, item by item (issue 15): for every weapon,
 * armor, vehicle and hit chart the storyteller keeps the campaign's version, takes the import's
 * (replace) or keeps both (rename: the import's version under a new name). The merged catalog is
 * validated as a whole before anything is stored, and a refusal names the item and its origin.
 */
import type { JsonValue } from '../domain/json';
import { GearCatalogSchema, type GearCatalog } from '../domain/gear';
import { jsonEqual } from './model';

export const GEAR_LISTS = ['weapons', 'armor', 'vehicles', 'hitCharts'] as const;
export type GearList = (typeof GEAR_LISTS)[number];
export const GEAR_LIST_LABELS: Readonly<Record<GearList, string>> = { weapons: 'weapon', armor: 'armor', vehicles: 'vehicle', hitCharts: 'hit chart' };

/** `added`: only the import has it; `campaign-only`: only the campaign; `changed`/`same`: both. */
export const ITEM_STATUSES = ['added', 'changed', 'same', 'campaign-only'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const ITEM_CHOICES = ['keep', 'replace', 'rename'] as const;
/** keep: the campaign's version (none when only the import has it); replace: the import's (none when only the campaign has it); rename: both, the import's under `newName`. */
export type ItemChoice = (typeof ITEM_CHOICES)[number];

export type FieldChange = { field: string; before: JsonValue | null; after: JsonValue | null };

export type MergeItem = {
  list: GearList;
  name: string;
  status: ItemStatus;
  /** The campaign's item differs from the edition's built-in item of that name (or has none): the storyteller made or edited it. */
  custom: boolean;
  /** Every field whose value differs, before (campaign) → after (import). */
  fields: FieldChange[];
  /** What happens unless the storyteller chooses otherwise. */
  choice: ItemChoice;
};

export type ItemDecision = { list: GearList; name: string; choice: ItemChoice; newName?: string | undefined };

type Named = { name: string };

/** Every field of two records that differs (one level deep: a chart's targets row is one field per target). */
export function fieldChanges(before: object | undefined, after: object | undefined): FieldChange[] {
  const a = (before ?? {}) as Record<string, JsonValue>;
  const b = (after ?? {}) as Record<string, JsonValue>;
  const out: FieldChange[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (key === 'name' || jsonEqual(a[key], b[key])) continue;
    const x = a[key];
    const y = b[key];
    const nested = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
    if (nested(x) && nested(y)) {
      for (const sub of fieldChanges(x as object, y as object)) out.push({ ...sub, field: `${key}.${sub.field}` });
      continue;
    }
    out.push({ field: key, before: x ?? null, after: y ?? null });
  }
  return out;
}

/** The default name of the import's version when both are kept. */
export const renamedName = (name: string) => `${name} (imported)`;

/**
 * Every item of either catalog with its status and default choice: the import's version of a
 * built-in item, the campaign's version of an item the storyteller made or edited; an imported
 * item is added, a built-in item the import does not define is dropped (as a whole replacement would).
 */
export function planGearMerge(current: GearCatalog, imported: GearCatalog, builtin: GearCatalog): MergeItem[] {
  const items: MergeItem[] = [];
  for (const list of GEAR_LISTS) {
    const mine = new Map<string, Named>((current[list] as Named[]).map((i) => [i.name, i]));
    const theirs = new Map<string, Named>((imported[list] as Named[]).map((i) => [i.name, i]));
    const stock = new Map<string, Named>((builtin[list] as Named[]).map((i) => [i.name, i]));
    for (const name of new Set([...mine.keys(), ...theirs.keys()])) {
      const a = mine.get(name);
      const b = theirs.get(name);
      const custom = a !== undefined && !jsonEqual(a, stock.get(name));
      const status: ItemStatus = !a ? 'added' : !b ? 'campaign-only' : jsonEqual(a, b) ? 'same' : 'changed';
      const choice: ItemChoice = status === 'added' || status === 'same' ? 'replace' : custom ? 'keep' : 'replace';
      items.push({ list, name, status, custom, fields: status === 'changed' ? fieldChanges(a, b) : [], choice });
    }
  }
  return items;
}

/** Where an item of the merged catalog came from, for messages. */
export type Origin = 'campaign' | 'import';

/**
 * The merged catalog. An imported item renamed is renamed in the imported vehicles that name it
 * (chart, armor, loadout), so an imported vehicle keeps using the import's chart.
 */
export function mergeGear(
  current: GearCatalog,
  imported: GearCatalog,
  items: readonly MergeItem[],
  decisions: readonly ItemDecision[] = [],
): { gear: GearCatalog; origins: Map<string, Origin> } {
  const decided = new Map(decisions.map((d) => [`${d.list}\u0000${d.name}`, d]));
  const renames: Record<GearList, Map<string, string>> = { weapons: new Map(), armor: new Map(), vehicles: new Map(), hitCharts: new Map() };
  const plan = items.map((item) => {
    const d = decided.get(`${item.list}\u0000${item.name}`);
    const choice = d?.choice ?? item.choice;
    const newName = choice === 'rename' ? (d?.newName?.trim() || renamedName(item.name)) : item.name;
    if (choice === 'rename') renames[item.list].set(item.name, newName);
    return { item, choice, newName };
  });
  const origins = new Map<string, Origin>();
  const out: Record<GearList, Named[]> = { weapons: [], armor: [], vehicles: [], hitCharts: [] };
  const follow = (v: GearCatalog['vehicles'][number]) => ({
    ...v,
    hitChart: renames.hitCharts.get(v.hitChart) ?? v.hitChart,
    armor: v.armor === null ? null : (renames.armor.get(v.armor) ?? v.armor),
    weapons: v.weapons.map((w) => renames.weapons.get(w) ?? w),
  });
  for (const { item, choice, newName } of plan) {
    const mine = (current[item.list] as Named[]).find((i) => i.name === item.name);
    const theirs = (imported[item.list] as Named[]).find((i) => i.name === item.name);
    const put = (value: Named | undefined, name: string, origin: Origin) => {
      if (!value) return;
      const named = { ...value, name };
      out[item.list].push(item.list === 'vehicles' && origin === 'import' ? follow(named as GearCatalog['vehicles'][number]) : named);
      origins.set(`${item.list}\u0000${name}`, origin);
    };
    if (choice === 'keep') put(mine, item.name, 'campaign');
    else if (choice === 'replace') put(theirs, item.name, 'import');
    else {
      put(mine, item.name, 'campaign');
      put(theirs, theirs && mine ? newName : item.name, 'import');
    }
  }
  return { gear: out as GearCatalog, origins };
}

/**
 * Checks the merged catalog as the gear editors would: every cross-reference (vehicle → chart,
 * armor, weapons, crew locations) and every item. Each message names the item, where it came
 * from and what the storyteller can choose instead.
 */
export function checkMergedGear(gear: GearCatalog, origins: ReadonlyMap<string, Origin>): { gear: GearCatalog | null; problems: string[] } {
  const parsed = GearCatalogSchema.safeParse(gear);
  if (parsed.success) return { gear: parsed.data, problems: [] };
  const problems = parsed.error.issues.slice(0, 5).map((issue) => {
    const [list, index, ...rest] = issue.path;
    const item = typeof list === 'string' && typeof index === 'number' ? (gear[list as GearList] as Named[] | undefined)?.[index] : undefined;
    if (!item) return `${issue.path.map(String).join('.')}: ${issue.message}`;
    const label = GEAR_LIST_LABELS[list as GearList];
    const origin = origins.get(`${String(list)}\u0000${item.name}`) === 'campaign' ? 'kept from the campaign' : 'from the import';
    const field = rest.length > 0 ? ` ${rest.map(String).join('.')}` : '';
    return `The ${label} "${item.name}" (${origin})${field}: ${issue.message}. Keep, replace or rename the items it refers to so they match, or choose the other version of it.`;
  });
  return { gear: null, problems };
}
