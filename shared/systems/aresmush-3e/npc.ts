/**
 * §A.5 / §C.22: an NPC's dice in combat (`public/npc.rb`). `npc_types[level][ability]` is the
 * rating, rolled as raw dice (no attribute added). A missing ability: an attribute rolls
 * `Default / 2` (integer division), anything else `Default`; a level without `Default` uses 4.
 * An integer ability string is that many dice.
 */
import { abilityKey } from '../../domain/character';
import type { GameConfig } from '../../config/model';

/** AresMUSH's six default attributes, used when neither the caller nor the config lists any. */
const DEFAULT_ATTRIBUTES = ['Reflexes', 'Brawn', 'Wits', 'Grit', 'Perception', 'Presence'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `npc_types` entry of a level (exact name first, then case-insensitive), or an empty one. */
export function npcLevel(config: GameConfig | null | undefined, level: string): Record<string, unknown> {
  const types = config?.fs3combat.npc_types;
  if (!isObject(types)) return {};
  const exact = types[level];
  if (isObject(exact)) return exact;
  const key = abilityKey(level);
  const found = Object.entries(types).find(([k]) => abilityKey(k) === key)?.[1];
  return isObject(found) ? found : {};
}

/**
 * The dice an NPC of `level` rolls for `ability` (before modifiers). `attributes` are the game's
 * attribute names (default: the config's `attributes`, else AresMUSH's six).
 */
export function npcRating(config: GameConfig | null | undefined, level: string, ability: string, attributes?: readonly string[]): number {
  const name = ability.trim();
  if (/^\d+$/.test(name)) return Number(name);
  const entry = npcLevel(config, level);
  const rated = entry[name] ?? Object.entries(entry).find(([k]) => abilityKey(k) === abilityKey(name))?.[1];
  if (typeof rated === 'number') return rated;
  const def = typeof entry.Default === 'number' ? entry.Default : 4;
  const attrs = attributes ?? configAttributes(config) ?? DEFAULT_ATTRIBUTES;
  return attrs.some((a) => abilityKey(a) === abilityKey(name)) ? Math.floor(def / 2) : def;
}

function configAttributes(config: GameConfig | null | undefined): string[] | null {
  const list = config?.fs3skills.attributes;
  if (!Array.isArray(list) || list.length === 0) return null;
  return list.flatMap((a) => (typeof a.name === 'string' ? [a.name] : []));
}
