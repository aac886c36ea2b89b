/**
 * §A.5 NPC ratings in combat: `npc_types[level][ability]`; a missing attribute is Default/2
 * (rounded down), any other missing name Default, a missing Default 4; a number is raw dice.
 * A local equivalent of the edition's `npcRating` (aresmush-3e/npc.ts, written for §A.5), kept
 * here so combat does not depend on its arrival; both follow the same section.
 */
import type { A3CombatConfig } from './config';
import { findKey } from './names';

export function npcDice(cfg: A3CombatConfig, level: string, ability: string | number): number {
  if (typeof ability === 'number') return ability;
  let byLevel = cfg.cache.npc.get(level);
  const hit = byLevel?.get(ability);
  if (hit !== undefined) return hit;
  if (!byLevel) cfg.cache.npc.set(level, (byLevel = new Map()));
  const dice = readNpcDice(cfg, level, ability);
  byLevel.set(ability, dice);
  return dice;
}

function readNpcDice(cfg: A3CombatConfig, level: string, ability: string): number {
  if (/^\d+$/.test(ability)) return Number(ability);
  const key = findKey(cfg.npcTypes, level) ?? findKey(cfg.npcTypes, cfg.defaultNpcType);
  const ratings = key ? cfg.npcTypes[key]! : {};
  const found = findKey(ratings, ability);
  if (found) return ratings[found]!;
  const def = typeof ratings.Default === 'number' ? ratings.Default : 4;
  const isAttribute = cfg.attributes.some((a) => a.toLowerCase() === ability.toLowerCase());
  return isAttribute ? Math.floor(def / 2) : def;
}

/** §C.11 / §C.22 the NPC level's `Wounds` bonus to damage rolls against it; a missing key gives Default (AresMUSH's quirk). */
export function npcWoundsBonus(cfg: A3CombatConfig, level: string): number {
  const key = findKey(cfg.npcTypes, level) ?? findKey(cfg.npcTypes, cfg.defaultNpcType);
  const ratings = key ? cfg.npcTypes[key]! : {};
  if (typeof ratings.Wounds === 'number') return ratings.Wounds;
  return typeof ratings.Default === 'number' ? ratings.Default : 4;
}
