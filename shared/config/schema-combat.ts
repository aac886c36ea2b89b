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
  description: text.optional(),
  skill: skillOrDice.optional(),
  lethality: num.optional(),
  penetration: num.optional(),
  weapon_type: text.optional(),
  is_automatic: flag.optional(),
  ammo: num.optional(),
  recoil: num.optional(),
  damage_type: text.optional(),
  accuracy: num.optional(),
  has_shrapnel: flag.optional(),
  init_mod: num.optional(),
  allowed_specials: names.optional(),
});
export type AresWeapon = z.infer<typeof AresWeaponSchema>;

/** Weapon stats a weapon special may change (its values are added to the weapon's). */
export const WEAPON_SPECIAL_STATS = ['lethality', 'penetration', 'recoil', 'accuracy', 'init_mod', 'ammo'] as const;

export const AresWeaponSpecialSchema = z.looseObject({
  description: text.optional(),
  lethality: num.optional(),
  penetration: num.optional(),
  recoil: num.optional(),
  accuracy: num.optional(),
  init_mod: num.optional(),
  ammo: num.optional(),
});
export type AresWeaponSpecial = z.infer<typeof AresWeaponSpecialSchema>;

export const AresArmorSchema = z.looseObject({
  description: text.optional(),
  defense: num.optional(),
  /** Hit location → protection; a location missing here is unarmored. */
  protection: numbers.optional(),
  allowed_specials: names.optional(),
});
export type AresArmor = z.infer<typeof AresArmorSchema>;

export const AresArmorSpecialSchema = z.looseObject({
  description: text.optional(),
  defense: num.optional(),
  protection: numbers.optional(),
});
export type AresArmorSpecial = z.infer<typeof AresArmorSpecialSchema>;

export const AresHitChartSchema = z.looseObject({
  /** Aimed area → ten locations, worst first; the first area is the default aim. */
  areas: z.record(z.string(), names).optional(),
  vital_areas: names.optional(),
  critical_areas: names.optional(),
  crew_areas: names.optional(),
});
export type AresHitChart = z.infer<typeof AresHitChartSchema>;

export const AresVehicleSchema = z.looseObject({
  description: text.optional(),
  pilot_skill: skillOrDice.optional(),
  toughness: num.optional(),
  hitloc_chart: text.optional(),
  armor: text.optional(),
  weapons: names.optional(),
  dodge: num.optional(),
});
export type AresVehicle = z.infer<typeof AresVehicleSchema>;

export const AresMountSchema = z.looseObject({
  description: text.optional(),
  toughness: num.optional(),
  mod_vs_unmounted: num.optional(),
});
export type AresMount = z.infer<typeof AresMountSchema>;

/** `Default`, `Wounds` and per-ability dice, all numbers. */
export const AresNpcTypeSchema = numbers;
export type AresNpcType = z.infer<typeof AresNpcTypeSchema>;

export const AresStanceSchema = z.looseObject({ attack_mod: num.optional(), defense_mod: num.optional() });
export type AresStance = z.infer<typeof AresStanceSchema>;

export const AresCombatantTypeSchema = z.looseObject({
  hitloc: text.optional(),
  weapon: text.optional(),
  weapon_specials: names.optional(),
  armor: text.optional(),
  armor_specials: names.optional(),
  vehicle: text.optional(),
  mount: text.optional(),
  defense_skill: text.optional(),
  npc_type: text.optional(),
});
export type AresCombatantType = z.infer<typeof AresCombatantTypeSchema>;

const named = <T extends z.ZodType>(schema: T) => z.record(z.string(), schema).optional();

export const Fs3CombatSchema = z.looseObject({
  weapons: named(AresWeaponSchema),
  'weapon specials': named(AresWeaponSpecialSchema),
  armor: named(AresArmorSchema),
  'armor specials': named(AresArmorSpecialSchema),
  hitloc: named(AresHitChartSchema),
  vehicles: named(AresVehicleSchema),
  mounts: named(AresMountSchema),
  default_npc_type: text.optional(),
  npc_types: named(AresNpcTypeSchema),
  default_type: text.optional(),
  allow_vehicles: flag.optional(),
  allow_mounts: flag.optional(),
  stances: named(AresStanceSchema),
  combatant_types: named(AresCombatantTypeSchema),
  damage_mods: numbers.optional(),
  damage_table: numbers.optional(),
  healing_points: numbers.optional(),
  healing_cron: JsonValueSchema.optional(),
  pc_knockout_bonus: num.optional(),
  treat_skill: text.optional(),
  healing_skill: text.optional(),
  recovery_skill: text.optional(),
  initiative_skill: text.optional(),
  composure_skill: text.optional(),
  default_defense_skill: text.optional(),
  strength_skill: text.optional(),
  gear_blurb: text.optional(),
});
/** The whole `fs3combat` section; keys not listed here (shortcuts, achievements…) stay verbatim. */
export type Fs3Combat = z.infer<typeof Fs3CombatSchema>;

/** The seven keys of fs3combat_skills.yml, each naming an action skill or attribute. */
export const COMBAT_SKILL_KEYS = [
  'treat_skill', 'healing_skill', 'recovery_skill', 'initiative_skill', 'composure_skill', 'default_defense_skill', 'strength_skill',
] as const;
