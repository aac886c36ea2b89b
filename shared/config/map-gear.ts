/**
 * AresMUSH gear → the FS3.2 gear model (shared/domain/gear.ts) that the combat rules use. The
 * two models describe different rules, so the mapping is a projection: every value that
 * corresponds is carried over, and each value the FS3.2 model cannot hold as written is adjusted
 * or left out with a note. The AresMUSH configuration stays the stored truth; see
 * `unmap-gear.ts` for writing edits made to the projection back onto it.
 */
import {
  ArmorSchema, GearCatalogSchema, HitChartSchema, VehicleSchema, WeaponSchema,
  type Armor, type GearCatalog, type HitChart, type Vehicle, type Weapon, type WeaponType,
} from '../domain/gear';
import type { GameConfig } from './model';
import { problem, type ConfigProblem } from './problems';
import type { AresArmor, AresHitChart, AresVehicle, AresWeapon } from './schema-combat';

/** AresMUSH has no blast radius (its explosions hit up to three chosen targets); FS3.2 needs one. */
export const DEFAULT_BLAST_RADIUS_M = 5;
/**
 * AresMUSH allows penetration 0 (fists, clubs, ECM); the FS3.2 stop chance divides by penetration,
 * so it must be positive. A tenth makes any armor stop the blow, which is what 0 means in AresMUSH.
 */
export const NEGLIGIBLE_PENETRATION = 0.1;

export const ARES_WEAPON_TYPES: Readonly<Record<string, WeaponType>> = {
  melee: 'melee',
  ranged: 'ranged',
  explosive: 'explosive',
  // Seed 000: a "Defensive" weapon "can be used for suppression but nothing else" (ECM), which is
  // what AresMUSH calls Suppressive.
  suppressive: 'defensive',
};

export type GearProjection = { gear: GearCatalog; notes: ConfigProblem[] };

const note = (path: (string | number)[], message: string) => problem('warning', 'not-mapped', path, message);
const whole = (n: number | null | undefined) => Math.trunc(n ?? 0);

/** The key of `record` matching `name` case-insensitively, as AresMUSH looks names up. */
export function findName(record: object | null | undefined, name: string | null | undefined): string | undefined {
  if (!record || name === undefined || name === null) return undefined;
  if (Object.hasOwn(record, name)) return name;
  return Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase());
}

function vehicleGear(config: GameConfig): { weapons: Set<string>; armor: Set<string> } {
  const weapons = new Set<string>();
  const armor = new Set<string>();
  for (const v of Object.values(config.fs3combat.vehicles ?? {})) {
    for (const w of v.weapons ?? []) weapons.add(findName(config.fs3combat.weapons, w) ?? w);
    const a = findName(config.fs3combat.armor, v.armor);
    if (a) armor.add(a);
  }
  return { weapons, armor };
}

function projectWeapon(config: GameConfig, name: string, w: AresWeapon, vehicleWeapons: Set<string>, notes: ConfigProblem[]): Weapon | null {
  const path = ['fs3combat', 'weapons', name];
  const type = ARES_WEAPON_TYPES[(w.weapon_type ?? '').toLowerCase()];
  if (!type) {
    notes.push(note(path, `Weapon "${name}" has no known weapon type, so it is not in the FS3.2 gear list.`));
    return null;
  }
  if (typeof w.skill !== 'string') {
    notes.push(note(path, `Weapon "${name}" attacks with a raw number of dice instead of a skill, which FS3.2 weapons cannot do; it is not in the FS3.2 gear list.`));
    return null;
  }
  let penetration = w.penetration ?? 0;
  if (penetration <= 0) {
    notes.push(note([...path, 'penetration'], `Weapon "${name}" has penetration ${penetration}; FS3.2 needs a positive value, so it gets ${NEGLIGIBLE_PENETRATION} (any armor stops it).`));
    penetration = NEGLIGIBLE_PENETRATION;
  }
  const recoil = whole(w.recoil);
  if (recoil < 0) notes.push(note([...path, 'recoil'], `Weapon "${name}" has recoil ${recoil}; FS3.2 recoil cannot be negative, so it gets 0.`));
  if (type === 'explosive') {
    notes.push(note(path, `Explosive "${name}" gets a blast radius of ${DEFAULT_BLAST_RADIUS_M} m, which AresMUSH does not have.`));
  }
  const parsed = WeaponSchema.safeParse({
    name,
    type,
    class: vehicleWeapons.has(name) ? 'vehicle' : 'personal',
    attackSkill: w.skill,
    // AresMUSH: melee against melee is defended with the defender's weapon skill, anything else
    // with the combatant's defense skill (default_defense_skill when the type names none).
    defenseSkill: type === 'melee' ? w.skill : (config.fs3combat.default_defense_skill ?? 'Reflexes'),
    lethality: whole(w.lethality),
    penetration,
    damageType: (w.damage_type ?? '').toLowerCase() === 'stun' ? 'stun' : 'wound',
    ammo: typeof w.ammo === 'number' && Number.isInteger(w.ammo) && w.ammo >= 1 ? w.ammo : null,
    automatic: w.is_automatic === true && type === 'ranged',
    recoil: Math.max(0, recoil),
    rateOfFire: type === 'ranged' && typeof w.rate_of_fire === 'number' && Number.isInteger(w.rate_of_fire) && w.rate_of_fire >= 1 && w.rate_of_fire <= 20 ? w.rate_of_fire : null,
    blastRadius: type === 'explosive' ? DEFAULT_BLAST_RADIUS_M : null,
    shrapnel: type === 'explosive' && w.has_shrapnel === true,
    accuracy: whole(w.accuracy),
  });
  if (!parsed.success) {
    notes.push(note(path, `Weapon "${name}" does not fit the FS3.2 weapon model (${parsed.error.issues[0]?.message ?? 'invalid'}).`));
    return null;
  }
  return parsed.data;
}

function projectArmor(name: string, a: AresArmor, vehicleArmor: Set<string>, notes: ConfigProblem[]): Armor | null {
  const path = ['fs3combat', 'armor', name];
  const covered = Object.entries(a.protection ?? {}).filter(([, v]) => v > 0);
  if (covered.length === 0) {
    notes.push(note(path, `Armor "${name}" protects nothing, so it is not in the FS3.2 gear list (no armor is the same).`));
    return null;
  }
  const values = covered.map(([, v]) => v);
  const protection = Math.max(...values);
  if (new Set(values).size > 1) {
    notes.push(note([...path, 'protection'], `Armor "${name}" protects locations differently (${covered.map(([l, v]) => `${l} ${v}`).join(', ')}); an FS3.2 armor has one value, so it gets the highest, ${protection}.`));
  }
  const parsed = ArmorSchema.safeParse({ name, class: vehicleArmor.has(name) ? 'vehicle' : 'personal', protection, locations: covered.map(([l]) => l) });
  return parsed.success ? parsed.data : null;
}

const isMiss = (entry: string) => ['miss', '-', '--'].includes(entry.trim().toLowerCase());

/** Areas, then other entries, then any listed location, each once: the FS3.2 location list. */
function projectChart(name: string, c: AresHitChart, notes: ConfigProblem[]): HitChart | null {
  const areas = Object.entries(c.areas ?? {});
  const first = areas[0];
  if (!first) {
    notes.push(note(['fs3combat', 'hitloc', name], `Hit chart "${name}" has no areas, so it is not in the FS3.2 gear list.`));
    return null;
  }
  const names: string[] = [];
  // A row entry "miss" (an FS3.2 chart written out to AresMUSH) is a miss, not a location.
  const add = (l: string) => (names.includes(l) || isMiss(l) ? undefined : names.push(l));
  for (const [area, entries] of areas) {
    add(area);
    entries.forEach(add);
  }
  [...(c.vital_areas ?? []), ...(c.critical_areas ?? []), ...(c.crew_areas ?? [])].forEach(add);
  const mark = (l: string) => (c.critical_areas?.includes(l) ? 'critical' : c.vital_areas?.includes(l) ? 'vital' : 'normal');
  const parsed = HitChartSchema.safeParse({
    name,
    defaultTarget: first[0],
    locations: names.map((l) => ({ name: l, mark: mark(l) })),
    targets: Object.fromEntries(areas.map(([area, entries]) => [area, [...entries]])),
  });
  if (!parsed.success) {
    notes.push(note(['fs3combat', 'hitloc', name], `Hit chart "${name}" does not fit the FS3.2 chart model (${parsed.error.issues[0]?.message ?? 'invalid'}).`));
    return null;
  }
  return parsed.data;
}

function projectVehicle(name: string, v: AresVehicle, gear: GearCatalog, chartSource: Record<string, AresHitChart>, notes: ConfigProblem[]): Vehicle | null {
  const path = ['fs3combat', 'vehicles', name];
  const chart = gear.hitCharts.find((c) => c.name.toLowerCase() === (v.hitloc_chart ?? '').toLowerCase());
  if (!chart) {
    notes.push(note([...path, 'hitloc_chart'], `Vehicle "${name}" has no usable hit chart, so it is not in the FS3.2 gear list.`));
    return null;
  }
  const armor = v.armor == null ? null : (gear.armor.find((a) => a.name.toLowerCase() === v.armor!.toLowerCase())?.name ?? null);
  if (v.armor != null && armor === null) notes.push(note([...path, 'armor'], `Vehicle "${name}" wears "${v.armor}", which is not in the FS3.2 gear list; it has no armor there.`));
  const weapons: string[] = [];
  for (const w of v.weapons ?? []) {
    const found = gear.weapons.find((x) => x.name.toLowerCase() === w.toLowerCase());
    if (found) weapons.push(found.name);
    else notes.push(note([...path, 'weapons'], `Vehicle "${name}" carries "${w}", which is not in the FS3.2 gear list; it is left off the loadout there.`));
  }
  const toughness = whole(v.toughness);
  if (toughness < 0) notes.push(note([...path, 'toughness'], `Vehicle "${name}" has toughness ${toughness}; FS3.2 toughness is a rating of 0 or more, so it gets 0.`));
  const locations = new Set(chart.locations.map((l) => l.name));
  const parsed = VehicleSchema.safeParse({
    name,
    pilotingSkill: String(v.pilot_skill ?? 'Piloting'),
    toughness: Math.max(0, toughness),
    armor,
    hitChart: chart.name,
    weapons,
    dodgeBonus: whole(v.dodge),
    crewLocations: (chartSource[chart.name]?.crew_areas ?? []).filter((l) => locations.has(l)),
  });
  return parsed.success ? parsed.data : null;
}

/** Projects the AresMUSH gear of `config` onto a valid FS3.2 gear catalog, with a note per adjustment. */
export function projectGear(config: GameConfig): GearProjection {
  const notes: ConfigProblem[] = [];
  const c = config.fs3combat;
  const used = vehicleGear(config);
  const gear: GearCatalog = { weapons: [], armor: [], vehicles: [], hitCharts: [] };
  for (const [name, w] of Object.entries(c.weapons ?? {})) {
    const x = projectWeapon(config, name, w, used.weapons, notes);
    if (x) gear.weapons.push(x);
  }
  for (const [name, a] of Object.entries(c.armor ?? {})) {
    const x = projectArmor(name, a, used.armor, notes);
    if (x) gear.armor.push(x);
  }
  for (const [name, chart] of Object.entries(c.hitloc ?? {})) {
    const x = projectChart(name, chart, notes);
    if (x) gear.hitCharts.push(x);
  }
  for (const [name, v] of Object.entries(c.vehicles ?? {})) {
    const x = projectVehicle(name, v, gear, c.hitloc ?? {}, notes);
    if (x) gear.vehicles.push(x);
  }
  const checked = GearCatalogSchema.safeParse(gear);
  if (checked.success) return { gear: checked.data, notes };
  // Only duplicate names differing in case can get here (AresMUSH keys are case-sensitive).
  notes.push(note(['fs3combat'], `The gear does not form a valid FS3.2 catalog (${checked.error.issues[0]?.message ?? 'invalid'}); vehicles are left out.`));
  const fallback = GearCatalogSchema.safeParse({ ...gear, vehicles: [] });
  return { gear: fallback.success ? fallback.data : { weapons: [], armor: [], vehicles: [], hitCharts: [] }, notes };
}
