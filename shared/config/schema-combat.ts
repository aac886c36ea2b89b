/**
 * The `fs3combat` section as AresMUSH reads it. Keys keep AresMUSH's spelling (snake_case, and
 * "weapon specials" with a space) because these types mirror the files exactly, the way database
 * row types mirror tables; `map-gear.ts` maps them onto the FS3.2 gear model. The schemas check
 * JSON types only and keep unknown keys (a game's own `firearm_type`, a misspelled `Ammo`)
 * verbatim; value ranges and references are the linter's job, so every problem gets a location.
 */
import { z } from 'zod';
import { JsonValueSchema } from '../domain/json';

const text = z.string();
const num = z.number();
const flag = z.boolean();
const names = z.array(z.string());
const numbers = z.record(z.string(), z.number());
/** A skill name, or (AresMUSH only) a raw number of dice. */
const skillOrDice = z.union([z.string(), z.number()]);

export const AresWeaponSchema = z.looseObject({
  description: text.nullish(),
  skill: skillOrDice.nullish(),
  lethality: num.nullish(),
  penetration: num.nullish(),
  weapon_type: text.nullish(),
  is_automatic: flag.nullish(),
  ammo: num.nullish(),
  recoil: num.nullish(),
  /** Not an AresMUSH stat: the console's rate of fire (issue 39), carried in the weapon's entry. */
  rate_of_fire: num.nullish(),
  damage_type: text.nullish(),
  accuracy: num.nullish(),
  has_shrapnel: flag.nullish(),
  init_mod: num.nullish(),
  allowed_specials: names.nullish(),
});
export type AresWeapon = z.infer<typeof AresWeaponSchema>;

/** Weapon stats a weapon special may change (its values are added to the weapon's). */
export const WEAPON_SPECIAL_STATS = ['lethality', 'penetration', 'recoil', 'accuracy', 'init_mod', 'ammo'] as const;

export const AresWeaponSpecialSchema = z.looseObject({
  description: text.nullish(),
  lethality: num.nullish(),
  penetration: num.nullish(),
  recoil: num.nullish(),
  accuracy: num.nullish(),
  init_mod: num.nullish(),
  ammo: num.nullish(),
});
export type AresWeaponSpecial = z.infer<typeof AresWeaponSpecialSchema>;

export const AresArmorSchema = z.looseObject({
  description: text.nullish(),
  defense: num.nullish(),
  /** Hit location → protection; a location missing here is unarmored. */
  protection: numbers.nullish(),
  allowed_specials: names.nullish(),
});
export type AresArmor = z.infer<typeof AresArmorSchema>;

export const AresArmorSpecialSchema = z.looseObject({
  description: text.nullish(),
  defense: num.nullish(),
  protection: numbers.nullish(),
});
export type AresArmorSpecial = z.infer<typeof AresArmorSpecialSchema>;

export const AresHitChartSchema = z.looseObject({
  /** Aimed area → ten locations, worst first; the first area is the default aim. */
  areas: z.record(z.string(), names).nullish(),
  vital_areas: names.nullish(),
  critical_areas: names.nullish(),
  crew_areas: names.nullish(),
});
export type AresHitChart = z.infer<typeof AresHitChartSchema>;

export const AresVehicleSchema = z.looseObject({
  description: text.nullish(),
  pilot_skill: skillOrDice.nullish(),
  toughness: num.nullish(),
  hitloc_chart: text.nullish(),
  armor: text.nullish(),
  weapons: names.nullish(),
  dodge: num.nullish(),
});
export type AresVehicle = z.infer<typeof AresVehicleSchema>;

export const AresMountSchema = z.looseObject({
  description: text.nullish(),
  toughness: num.nullish(),
  mod_vs_unmounted: num.nullish(),
});
export type AresMount = z.infer<typeof AresMountSchema>;

/** `Default`, `Wounds` and per-ability dice, all numbers. */
export const AresNpcTypeSchema = numbers;
export type AresNpcType = z.infer<typeof AresNpcTypeSchema>;

export const AresStanceSchema = z.looseObject({ attack_mod: num.nullish(), defense_mod: num.nullish() });
export type AresStance = z.infer<typeof AresStanceSchema>;

export const AresCombatantTypeSchema = z.looseObject({
  hitloc: text.nullish(),
  weapon: text.nullish(),
  weapon_specials: names.nullish(),
  armor: text.nullish(),
  armor_specials: names.nullish(),
  vehicle: text.nullish(),
  mount: text.nullish(),
  defense_skill: text.nullish(),
  npc_type: text.nullish(),
});
export type AresCombatantType = z.infer<typeof AresCombatantTypeSchema>;

const named = <T extends z.ZodType>(schema: T) => z.record(z.string(), schema).nullish();

export const Fs3CombatSchema = z.looseObject({
  weapons: named(AresWeaponSchema),
  'weapon specials': named(AresWeaponSpecialSchema),
  armor: named(AresArmorSchema),
  'armor specials': named(AresArmorSpecialSchema),
  hitloc: named(AresHitChartSchema),
  vehicles: named(AresVehicleSchema),
  mounts: named(AresMountSchema),
  default_npc_type: text.nullish(),
  npc_types: named(AresNpcTypeSchema),
  default_type: text.nullish(),
  allow_vehicles: flag.nullish(),
  allow_mounts: flag.nullish(),
  stances: named(AresStanceSchema),
  combatant_types: named(AresCombatantTypeSchema),
  damage_mods: numbers.nullish(),
  damage_table: numbers.nullish(),
  healing_points: numbers.nullish(),
  healing_cron: JsonValueSchema.nullish(),
  pc_knockout_bonus: num.nullish(),
  treat_skill: text.nullish(),
  healing_skill: text.nullish(),
  recovery_skill: text.nullish(),
  initiative_skill: text.nullish(),
  composure_skill: text.nullish(),
  default_defense_skill: text.nullish(),
  strength_skill: text.nullish(),
  gear_blurb: text.nullish(),
});
/** The whole `fs3combat` section; keys not listed here (shortcuts, achievements…) stay verbatim. */
export type Fs3Combat = z.infer<typeof Fs3CombatSchema>;

/** The seven keys of fs3combat_skills.yml, each naming an action skill or attribute. */
export const COMBAT_SKILL_KEYS = [
  'treat_skill', 'healing_skill', 'recovery_skill', 'initiative_skill', 'composure_skill', 'default_defense_skill', 'strength_skill',
] as const;
