/**
 * The campaign's `fs3combat` section read into typed, resolved values (reference §C, §E.1–§E.9),
 * with AresMUSH's defaults where a key is missing and the minimal armory for a campaign without a
 * configuration. Built once per combat; the procedures only read it.
 */
import type { GameConfig } from '../../../config/model';
import type {
  AresArmor, AresArmorSpecial, AresCombatantType, AresHitChart, AresMount, AresNpcType, AresStance, AresVehicle, AresWeapon, AresWeaponSpecial,
} from '../../../config/schema-combat';
import {
  BUILTIN_COMBATANT_TYPES, BUILTIN_WEAPON_SPECIALS, BUILTIN_WEAPONS, DEFAULT_ATTRIBUTES, DEFAULT_DAMAGE_MODS, DEFAULT_DAMAGE_TABLE,
  DEFAULT_HEALING_POINTS, DEFAULT_NPC_TYPES, DEFAULT_SKILLS, DEFAULT_STANCES, HUMANOID_CHART,
} from './armory';
import { findKey } from './names';

/** A weapon with its specials applied (§C.17 `weapon_stat`). */
export type A3Weapon = {
  /** "Name+Sp1+Sp2" as AresMUSH writes it. */
  key: string;
  name: string;
  specials: readonly string[];
  /** Action skill name, or a raw number of dice. */
  skill: string | number;
  /** Titlecased: Explosive, Ranged, Melee, Suppressive (or whatever a game wrote). */
  type: string;
  lethality: number;
  penetration: number;
  accuracy: number;
  recoil: number;
  initMod: number;
  /** Magazine; 0 = no ammo tracking. */
  ammo: number;
  automatic: boolean;
  stun: boolean;
  shrapnel: boolean;
};

/** Armor with its specials applied; `protection` merged per area (§C.17). */
export type A3Armor = { key: string; name: string; defense: number; protection: Readonly<Record<string, number>> };

export type A3Chart = {
  name: string;
  /** Aimed area → entries, in file order; the first key is the default aim (§C.8). */
  areas: Readonly<Record<string, readonly string[]>>;
  defaultArea: string;
  vital: ReadonlySet<string>;
  critical: ReadonlySet<string>;
  crew: ReadonlySet<string>;
  /** Memo of location → severity class (filled by `locationClass`). */
  classes: Map<string, 'Vital' | 'Critical' | 'Normal'>;
};

export type A3Skills = { [K in keyof typeof DEFAULT_SKILLS]: string };

/** The whole combat configuration of one game. */
export type A3CombatConfig = {
  weapons: Readonly<Record<string, AresWeapon>>;
  weaponSpecials: Readonly<Record<string, AresWeaponSpecial>>;
  armor: Readonly<Record<string, AresArmor>>;
  armorSpecials: Readonly<Record<string, AresArmorSpecial>>;
  charts: Readonly<Record<string, AresHitChart>>;
  vehicles: Readonly<Record<string, AresVehicle>>;
  mounts: Readonly<Record<string, AresMount>>;
  npcTypes: Readonly<Record<string, AresNpcType>>;
  defaultNpcType: string;
  stances: Readonly<Record<string, AresStance>>;
  combatantTypes: Readonly<Record<string, AresCombatantType>>;
  defaultType: string;
  allowVehicles: boolean;
  allowMounts: boolean;
  /** Stored levels, worst last, HEAL first (§D.1): `damage_mods` keys in file order. */
  damageMods: Readonly<Record<string, number>>;
  /** Thresholds in file order: the first is the graze level (never stored). */
  damageTable: Readonly<Record<string, number>>;
  healingPoints: Readonly<Record<string, number>>;
  pcKnockoutBonus: number;
  skills: A3Skills;
  /** Attribute names (§E.10), for the NPC `Default/2` rule. */
  attributes: readonly string[];
  /** Resolved gear, cached by "Name+Specials". */
  cache: {
    weapons: Map<string, A3Weapon | null>;
    armor: Map<string, A3Armor | null>;
    charts: Map<string, A3Chart | null>;
    /** Per specials list (a fighter's own array): name → resolved gear, so the hot path builds no key. */
    weaponsBySpecials: WeakMap<readonly string[], Map<string, A3Weapon | null>>;
    /** {@link splitGearOnce}: "Name+Specials" → its split, one frozen specials array per key. */
    gear: Map<string, { name: string; specials: readonly string[] }>;
    armorBySpecials: WeakMap<readonly string[], Map<string, A3Armor | null>>;
    levels: DamageLevels | null;
    npc: Map<string, Map<string, number>>;
  };
};

/** Reads the campaign's configuration (or none) into the procedures' typed view. */
export function readCombatConfig(config: GameConfig | null | undefined): A3CombatConfig {
  const c = config?.fs3combat ?? {};
  const attrs = (config?.fs3skills?.attributes ?? []).map((a) => a.name).filter((n): n is string => typeof n === 'string' && n.trim() !== '');
  return {
    weapons: { ...BUILTIN_WEAPONS, ...(c.weapons ?? {}) },
    weaponSpecials: c['weapon specials'] ?? (c.weapons ? {} : BUILTIN_WEAPON_SPECIALS),
    armor: c.armor ?? {},
    armorSpecials: c['armor specials'] ?? {},
    charts: withDefault(c.hitloc ?? undefined, 'Humanoid', HUMANOID_CHART),
    vehicles: c.vehicles ?? {},
    mounts: c.mounts ?? {},
    npcTypes: c.npc_types ?? DEFAULT_NPC_TYPES,
    defaultNpcType: c.default_npc_type ?? 'Goon',
    stances: c.stances ?? DEFAULT_STANCES,
    combatantTypes: withDefault(c.combatant_types ?? undefined, 'Observer', BUILTIN_COMBATANT_TYPES.Observer!, BUILTIN_COMBATANT_TYPES),
    defaultType: c.default_type ?? 'Soldier',
    allowVehicles: c.allow_vehicles ?? true,
    allowMounts: c.allow_mounts ?? true,
    damageMods: c.damage_mods ?? DEFAULT_DAMAGE_MODS,
    damageTable: c.damage_table ?? DEFAULT_DAMAGE_TABLE,
    healingPoints: c.healing_points ?? DEFAULT_HEALING_POINTS,
    pcKnockoutBonus: c.pc_knockout_bonus ?? 1,
    skills: {
      treat: c.treat_skill ?? DEFAULT_SKILLS.treat,
      healing: c.healing_skill ?? DEFAULT_SKILLS.healing,
      recovery: c.recovery_skill ?? DEFAULT_SKILLS.recovery,
      initiative: c.initiative_skill ?? DEFAULT_SKILLS.initiative,
      composure: c.composure_skill ?? DEFAULT_SKILLS.composure,
      defaultDefense: c.default_defense_skill ?? DEFAULT_SKILLS.defaultDefense,
      strength: c.strength_skill ?? DEFAULT_SKILLS.strength,
    },
    attributes: attrs.length ? attrs : DEFAULT_ATTRIBUTES,
    cache: { weapons: new Map(), armor: new Map(), charts: new Map(), weaponsBySpecials: new WeakMap(), gear: new Map(), armorBySpecials: new WeakMap(), levels: null, npc: new Map() },
  };
}

/** A game's section with `name` added when it lacks it (case-insensitive); the builtin section when the game has none. */
function withDefault<T>(section: Record<string, T> | undefined, name: string, entry: T, builtin?: Readonly<Record<string, T>>): Record<string, T> {
  if (!section) return { ...(builtin ?? { [name]: entry }) };
  return findKey(section, name) ? section : { [name]: entry, ...section };
}

/** A hit chart by name, case-insensitive (§C.8). */
export function chartOf(cfg: A3CombatConfig, name: string): A3Chart | null {
  const hit = cfg.cache.charts.get(name);
  if (hit !== undefined) return hit;
  const found = findKey(cfg.charts, name);
  let result: A3Chart | null = null;
  if (found) {
    const chart = cfg.charts[found]!;
    const areas = chart.areas ?? {};
    const lower = (list: readonly string[] | null | undefined) => new Set((list ?? []).map((s) => s.toLowerCase()));
    result = {
      name: found,
      areas,
      defaultArea: Object.keys(areas)[0] ?? '',
      vital: lower(chart.vital_areas),
      critical: lower(chart.critical_areas),
      crew: new Set(chart.crew_areas ?? []),
      classes: new Map(),
    };
  }
  cfg.cache.charts.set(name, result);
  return result;
}

export const vehicleOf = (cfg: A3CombatConfig, name: string): AresVehicle | null => {
  const k = findKey(cfg.vehicles, name);
  return k ? cfg.vehicles[k]! : null;
};
export const mountOf = (cfg: A3CombatConfig, name: string | null): AresMount | null => {
  const k = name ? findKey(cfg.mounts, name) : null;
  return k ? cfg.mounts[k]! : null;
};
export const combatantTypeOf = (cfg: A3CombatConfig, name: string): AresCombatantType | null => {
  const k = findKey(cfg.combatantTypes, name);
  return k ? cfg.combatantTypes[k]! : null;
};

/** The level names a hit can produce, worst last: the graze level first (never stored), then the stored ones. */
/** The damage levels of a game: graze, stored levels (worst last), healed, and the §C.11 bands. */
export type DamageLevels = {
  graze: string;
  stored: readonly string[];
  heal: string;
  /** In table order: a total below `below` gives `level`; above every band, the worst stored level. */
  bands: readonly { below: number; level: string }[];
};

export function damageLevels(cfg: A3CombatConfig): DamageLevels {
  cfg.cache.levels ??= readLevels(cfg);
  return cfg.cache.levels;
}

function readLevels(cfg: A3CombatConfig): DamageLevels {
  const table = Object.keys(cfg.damageTable);
  const mods = Object.keys(cfg.damageMods);
  const heal = mods[0] ?? 'HEAL';
  // Levels past the thresholds: the table's keys after the graze, then the worst damage_mods level.
  const worst = mods.filter((m) => m !== heal && !table.includes(m)).at(-1) ?? mods.at(-1) ?? 'INCAP';
  const stored = [...table.slice(1), worst];
  const bands = table.map((k, i) => ({ below: cfg.damageTable[k]!, level: i === 0 ? k : stored[i - 1]! }));
  return { graze: table[0] ?? 'GRAZE', stored, heal, bands };
}
