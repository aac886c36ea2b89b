/**
 * Stores a game configuration in the campaign's `config_extras` rows (shared/domain/campaign.ts
 * ConfigExtra: source, keyPath, value) without a new table: one row per file and top-level key,
 * named as AresMUSH names them, plus one row for the layout (file and key order, typed keys).
 */
import type { ConfigExtra } from '../domain/campaign';
import type { JsonValue } from '../domain/json';
import { emptyGameConfig, parseGameConfig, type GameConfig } from './model';
import { setOwn } from './yaml-source';

/** `source` of the layout row; no AresMUSH file has this name. */
export const LAYOUT_SOURCE = 'fs3-console';
export const LAYOUT_KEY = 'aresmush.layout';

const sectionOf = (config: GameConfig, section: string): Record<string, unknown> | undefined =>
  section === 'fs3combat' ? config.fs3combat : section === 'fs3skills' ? config.fs3skills : config.other[section];

/** The rows for `config`: `{source: 'fs3combat_weapons.yml', keyPath: 'fs3combat.weapons', value}`… */
export function toConfigExtras(config: GameConfig): ConfigExtra[] {
  const rows: ConfigExtra[] = [];
  for (const f of config.layout.files) {
    for (const s of f.sections) {
      for (const key of s.keys) {
        const value = sectionOf(config, s.section)?.[key];
        if (value !== undefined) rows.push({ source: f.name, keyPath: `${s.section}.${key}`, value: value as JsonValue });
      }
    }
  }
  rows.push({ source: LAYOUT_SOURCE, keyPath: LAYOUT_KEY, value: config.layout as unknown as JsonValue });
  return rows;
}

/** Rebuilds the configuration from its rows (in any order); null when there is no layout row. */
export function fromConfigExtras(rows: readonly ConfigExtra[]): GameConfig | null {
  const layoutRow = rows.find((r) => r.source === LAYOUT_SOURCE && r.keyPath === LAYOUT_KEY);
  if (!layoutRow) return null;
  const config = emptyGameConfig() as unknown as { fs3combat: Record<string, JsonValue>; fs3skills: Record<string, JsonValue>; other: Record<string, Record<string, JsonValue>> };
  for (const row of rows) {
    if (row === layoutRow) continue;
    const dot = row.keyPath.indexOf('.');
    if (dot < 0) continue;
    const section = row.keyPath.slice(0, dot);
    const target = section === 'fs3combat' ? config.fs3combat : section === 'fs3skills' ? config.fs3skills : (config.other[section] ??= {});
    setOwn(target, row.keyPath.slice(dot + 1), row.value);
  }
  const parsed = parseGameConfig({ ...config, layout: layoutRow.value });
  return parsed.ok ? parsed.config : null;
}
