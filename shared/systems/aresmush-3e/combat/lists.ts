/**
 * What the GM screen offers for a Third Edition game: the game's own stances (§C.5), their names as
 * ids except Normal and Cover, which keep FS3.2's 'normal' and 'cover' so the machine's default
 * still means Normal. FS3.2's banzai, evade and cautious are read as Aggressive, Evasive, Defensive.
 * Wound severities carry the game's level names; luck is +3 dice only (§C.21).
 */
import type { Choice, EditionLists } from '../../types';
import { damageLevels, type A3CombatConfig } from './config';
import { findStance, stanceMods } from './rolls';
import { levelName } from './attack';
import { findKey } from './names';
import { ares3eVehicleChoices } from './config-vehicles';

/** The standard stance ids kept for the two stances of the same name (its default 'normal' among them). */
const STANDARD_IDS: Readonly<Record<string, string>> = { Normal: 'normal', Cover: 'cover' };
const NAMES_OF_STANDARD: Readonly<Record<string, string>> = { normal: 'Normal', banzai: 'Aggressive', evade: 'Evasive', cautious: 'Defensive', cover: 'Cover' };

/** The stance id the GM screen stores for a config stance: 'normal' and 'cover' as FS3.2 has them, else the name. */
export const stanceIdOf = (name: string): string => STANDARD_IDS[name] ?? name;

/** The config stance an id stands for: the game's stance of that name (prefix match, §C.5), or the name itself (0/0 when unknown). */
export function stanceNameOf(cfg: A3CombatConfig, id: string): string {
  const name = NAMES_OF_STANDARD[id] ?? id;
  return Object.hasOwn(cfg.stances, name) ? name : (findStance(cfg, name) ?? name);
}

/** Every stance id a Third Edition combat accepts: the config's stances, and FS3.2's five (read by their AresMUSH names). */
export const stanceIds = (cfg: A3CombatConfig): string[] => [...new Set([...Object.keys(cfg.stances).map(stanceIdOf), ...Object.keys(NAMES_OF_STANDARD)])];

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

export function ares3eLists(cfg: A3CombatConfig, base: EditionLists): EditionLists {
  // §C.5: the game's stances in file order.
  const stances: Choice[] = Object.keys(cfg.stances).map((label) => {
    const id = stanceIdOf(label);
    const m = stanceMods(cfg, label);
    return m.attack || m.defense ? { id, label, hint: `${signed(m.attack)} attack, ${signed(m.defense)} defense` } : { id, label };
  });
  const { stored } = damageLevels(cfg);
  // The names the hit messages use: AresMUSH's locale names for its own keys, a renamed level as written.
  const named = stored.map(levelName);
  const names = { light: named[0], moderate: named[1], serious: named[1], critical: named.at(-1) };
  return {
    ...base,
    stances,
    // §C.6: range is not implemented in AresMUSH.
    rangeBands: [],
    // §C.16: AresMUSH's explosions have no zones.
    blastZones: [],
    luckOptions: [
      { id: 'attack:bonus', label: 'Attack +3 dice, +30 damage' },
      { id: 'defense:bonus', label: 'Defense +3 dice, \u221230 damage taken' },
      { id: 'initiative:bonus', label: 'Initiative +3 dice' },
    ],
    woundSeverities: (['light', 'serious', 'critical'] as const).map((id) => ({ id, label: names[id] ?? id })),
    // §C.22 the game's NPC levels (npc_types), a new NPC at default_npc_type.
    npcLevels: {
      choices: Object.entries(cfg.npcTypes).map(([id, r]) => ({ id, label: id, hint: levelHint(r) })),
      default: findKey(cfg.npcTypes, cfg.defaultNpcType) ?? Object.keys(cfg.npcTypes)[0] ?? cfg.defaultNpcType,
    },
    // §C.19 the game's mounts (none when allow_mounts is false).
    mounts: cfg.allowMounts ? Object.entries(cfg.mounts).map(([id, m]) => ({ id, label: id, hint: `toughness ${m.toughness ?? 0}, ${signed(m.mod_vs_unmounted ?? 0)} vs the unmounted` })) : [],
    // §E.9 combatant types and their default gear, named as the console names gear with specials.
    combatantTypes: Object.entries(cfg.combatantTypes).map(([id, t]) => {
      // §C.2 `combat/join`: without a type a newcomer joins as the game's default_type (names match
      // as AresMUSH finds them, whatever their case).
      const isDefault = id === findKey(cfg.combatantTypes, cfg.defaultType);
      const weapon = t.weapon ? [t.weapon, ...(t.weapon_specials ?? [])].join('+') : null;
      const armor = t.armor ? [t.armor, ...(t.armor_specials ?? [])].join('+') : null;
      // §C.2 join_combat: a type's vehicle is piloted (its gear skipped), else its mount is ridden.
      const vehicle = cfg.allowVehicles && t.vehicle ? t.vehicle : null;
      const mount = !vehicle && cfg.allowMounts && t.mount ? t.mount : null;
      const hint = vehicle ? `pilots a ${vehicle}` : [weapon, armor, mount && `rides a ${mount}`].filter(Boolean).join(', ') || 'no gear';
      return { id, label: id, hint, weapon, armor, mount, vehicle, chart: t.hitloc ?? null, ...(isDefault ? { default: true } : {}) };
    }),
    // Issue 40: the game's vehicles file, with the numbers the fight uses (a negative toughness kept).
    vehicles: ares3eVehicleChoices(cfg),
    // §C.18 (boarding.ts): a new pilot moves the old one to a passenger seat; seats change directly.
    boardsOwnWay: true,
    // §C.7, §C.18: a vehicle is shot through the people aboard (a passenger's attack is redirected to
    // the pilot and lands on the vehicle's chart and armor); the vehicle itself is no target.
    // Called shots (`called:<loc>`, §C.15) it has.
    lacks: { vehicleTargets: 'In AresMUSH a vehicle is attacked through its pilot or a passenger: target one of them and the shot lands on the vehicle.' },
    // §C.13 stress; §C.14 the organizer's un-KO and combat/hero.
    words: {
      stress: 'Stress',
      stressShort: 'Stress',
      revive: 'Un-KO',
      reviveWithLuck: 'Hero (1 luck)',
      severityShort: shortNames({ light: names.light, serious: names.serious, critical: names.critical }),
    },
  };
}

/** "Default 4, Wounds 1, Firearms 6": the level's ratings, Default and Wounds first. */
function levelHint(r: Readonly<Record<string, number>>): string {
  const first = ['Default', 'Wounds'].filter((k) => typeof r[k] === 'number');
  return [...first, ...Object.keys(r).filter((k) => !first.includes(k))].map((k) => `${k} ${r[k]}`).join(', ');
}

/** Each level's shortest prefix that no other level shares ("F", "Im", "In" for Flesh Wound, Impaired, Incapacitated). */
function shortNames(named: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  const all = Object.values(named).filter((n): n is string => Boolean(n));
  for (const [id, name] of Object.entries(named)) {
    if (!name) continue;
    let n = 1;
    while (n < name.length && all.some((o) => o !== name && o.toLowerCase().startsWith(name.slice(0, n).toLowerCase()))) n++;
    out[id] = name.slice(0, n);
  }
  return out;
}
