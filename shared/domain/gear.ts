/**
 * The gear model: weapons, armor, vehicles and hit-location charts, as a storyteller configures
 * them (seed 000, "Weapon list", "Armor List", "Vehicle list", "Hit Locations"). Every schema
 * returns readable messages so the gear editor can show them next to the field.
 */
import { z } from 'zod';

export const WEAPON_TYPES = ['melee', 'ranged', 'explosive', 'defensive'] as const;
export type WeaponType = (typeof WEAPON_TYPES)[number];
export const GEAR_CLASSES = ['personal', 'vehicle'] as const;
export type GearClass = (typeof GEAR_CLASSES)[number];
export const DAMAGE_TYPES = ['wound', 'stun'] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];
export const LOCATION_MARKS = ['normal', 'vital', 'critical'] as const;
export type LocationMark = (typeof LOCATION_MARKS)[number];

/** The chart entry meaning "the attack missed" (seed 001 writes MISS, seed 000 writes "--"). */
export const MISS = 'miss';

const name = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${what} must not be empty` });
const int = (what: string) =>
  z.number({ error: `${what} must be a number` }).int({ error: `${what} must be a whole number` });
const positive = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .positive({ error: `${what} must be greater than 0` });

export const WeaponSchema = z
  .object({
    name: name('Weapon name'),
    type: z.enum(WEAPON_TYPES, { error: `Weapon type must be one of ${WEAPON_TYPES.join(', ')}` }),
    class: z
      .enum(GEAR_CLASSES, { error: 'Weapon class must be personal or vehicle' })
      .default('personal'),
    attackSkill: name('Attack skill'),
    /** The skill the defender rolls against this weapon (seed 004, "Attack and Defense Rolls")... */
    defenseSkill: name('Defense skill').nullable().default(null),
    /** ...or a raw rating instead of a skill (seed 000 recommends 3 for firearms). */
    defenseRating: int('Defense rating')
      .min(0, { error: 'Defense rating must be 0 or more' })
      .nullable()
      .default(null),
    /** Added to the percentile damage roll (seed 000: more than +30 is "pretty extreme"). */
    lethality: int('Lethality').default(0),
    penetration: positive('Penetration'),
    damageType: z
      .enum(DAMAGE_TYPES, { error: 'Damage type must be wound or stun' })
      .default('wound'),
    /** Shots before a reload; null when the weapon never needs one. */
    ammo: int('Ammo')
      .min(1, { error: 'Ammo must be at least 1 (or null for no ammo)' })
      .nullable()
      .default(null),
    automatic: z.boolean({ error: 'Automatic must be true or false' }).default(false),
    /**
     * Shots a turn (issue 39 item 11; seed 003: "A gun may be fired a number of times equal to the
     * rate of fire"): fills the shots of a burst of fire instead of typing them; null: not given.
     */
    rateOfFire: int('Rate of fire')
      .min(1, { error: 'Rate of fire must be at least 1 (or blank)' })
      .max(20, { error: 'Rate of fire must be 20 or less' })
      .nullable()
      .default(null),
    /** Dice lost per bullet already fired in a burst. */
    recoil: int('Recoil').min(0, { error: 'Recoil must be 0 or more' }).default(0),
    /** Metres; the upper bound of medium range (seed 000). */
    effectiveRange: positive('Effective range').nullable().default(null),
    /** Metres; explosives only. */
    blastRadius: positive('Blast radius').nullable().default(null),
    shrapnel: z.boolean({ error: 'Shrapnel must be true or false' }).default(false),
    /** Dice added to attack rolls. */
    accuracy: int('Accuracy').default(0),
  })
  .superRefine((w, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if ((w.defenseSkill === null) === (w.defenseRating === null)) {
      issue('defenseSkill', 'Give exactly one of a defense skill or a raw defense rating');
    }
    if (w.type === 'explosive' && w.blastRadius === null)
      issue('blastRadius', 'An explosive weapon needs a blast radius');
    if (w.type !== 'explosive' && w.blastRadius !== null)
      issue('blastRadius', 'Only explosive weapons have a blast radius');
    if (w.type !== 'explosive' && w.shrapnel)
      issue('shrapnel', 'Only explosive weapons throw shrapnel');
    if (w.automatic && w.type !== 'ranged')
      issue('automatic', 'Only ranged weapons can fire automatically');
    if (w.rateOfFire !== null && w.type !== 'ranged')
      issue('rateOfFire', 'Only ranged weapons have a rate of fire');
  });
export type Weapon = z.output<typeof WeaponSchema>;
export type WeaponInput = z.input<typeof WeaponSchema>;

export const ArmorSchema = z.object({
  name: name('Armor name'),
  class: z
    .enum(GEAR_CLASSES, { error: 'Armor class must be personal or vehicle' })
    .default('personal'),
  protection: positive('Protection'),
  /** Hit locations the armor covers; a hit elsewhere ignores it. */
  locations: z
    .array(name('Protected location'), { error: 'Protected locations must be a list' })
    .min(1, { error: 'Armor must protect at least one hit location' })
    .refine((l) => new Set(l).size === l.length, { error: 'Protected locations must not repeat' }),
});
export type Armor = z.output<typeof ArmorSchema>;
export type ArmorInput = z.input<typeof ArmorSchema>;

export const VehicleSchema = z.object({
  name: name('Vehicle name'),
  /** Reference only (seed 000: "Has no game effect"). */
  pilotingSkill: name('Piloting skill'),
  /** Rolled for the vehicle's knockout, on the personal ability scale. */
  toughness: int('Toughness').min(0, { error: 'Toughness must be 0 or more' }),
  armor: name('Vehicle armor').nullable().default(null),
  hitChart: name('Hit chart'),
  /** Standard loadout: a guide, not a restriction (seed 000). */
  weapons: z.array(name('Weapon')).default([]),
  /** Dice added to the pilot's defense rolls; may be negative. */
  dodgeBonus: int('Dodge bonus').default(0),
  /** Chart locations where people sit: hits there endanger the crew five times more (seed 001). */
  crewLocations: z.array(name('Crew location')).default([]),
});
export type Vehicle = z.output<typeof VehicleSchema>;
/**
 * A vehicle type as a screen shows it: the numbers its edition's fight uses, where AresMUSH's
 * Third Edition keeps a game file's negative toughness (a Raider's −1) that the catalog clamps.
 */
export const ShownVehicleSchema = VehicleSchema.extend({ toughness: int('Toughness') });
export type VehicleInput = z.input<typeof VehicleSchema>;

const entry = z
  .string({ error: 'A chart entry must be a location name or "miss"' })
  .trim()
  .min(1, { error: 'A chart entry must not be empty' })
  .transform((s) => (s.toLowerCase() === MISS || s === '--' || s === '-' ? MISS : s));

export const HitChartSchema = z
  .object({
    name: name('Chart name'),
    /** The centre of mass, aimed at unless a called shot names another row. */
    defaultTarget: name('Default target'),
    locations: z
      .array(
        z.object({ name: name('Location name'), mark: z.enum(LOCATION_MARKS).default('normal') }),
      )
      .min(1, { error: 'A chart needs at least one location' }),
    /** Target location → results in order: entry N is read for a modified roll of N. */
    targets: z.record(
      name('Target location'),
      z.array(entry).min(1, { error: 'A target row needs at least one entry' }),
    ),
  })
  .superRefine((c, ctx) => {
    const names = new Set<string>();
    c.locations.forEach((l, i) => {
      if (l.name.toLowerCase() === MISS)
        ctx.addIssue({
          code: 'custom',
          path: ['locations', i, 'name'],
          message: '"miss" is reserved',
        });
      if (names.has(l.name))
        ctx.addIssue({
          code: 'custom',
          path: ['locations', i, 'name'],
          message: `Location '${l.name}' is listed twice`,
        });
      names.add(l.name);
    });
    for (const [target, row] of Object.entries(c.targets)) {
      if (!names.has(target))
        ctx.addIssue({
          code: 'custom',
          path: ['targets', target],
          message: `Target '${target}' is not a location of this chart`,
        });
      row.forEach((r, i) => {
        if (r !== MISS && !names.has(r)) {
          ctx.addIssue({
            code: 'custom',
            path: ['targets', target, i],
            message: `'${r}' is not a location of this chart (write "miss" for a miss)`,
          });
        }
      });
    }
    const home = c.targets[c.defaultTarget];
    if (!home) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultTarget'],
        message: `Default target '${c.defaultTarget}' has no row in targets`,
      });
    } else if (home.includes(MISS)) {
      // Seed 000: "For the default hit location, all 15 values should represent hits somewhere on the target."
      ctx.addIssue({
        code: 'custom',
        path: ['targets', c.defaultTarget],
        message: 'The default target row must not contain a miss',
      });
    }
  });
export type HitChart = z.output<typeof HitChartSchema>;
export type HitChartInput = z.input<typeof HitChartSchema>;

/** A whole gear list, with the cross-references checked (vehicle → armor, chart, weapons, crew locations). */
export const GearCatalogSchema = z
  .object({
    weapons: z.array(WeaponSchema).default([]),
    armor: z.array(ArmorSchema).default([]),
    vehicles: z.array(VehicleSchema).default([]),
    hitCharts: z.array(HitChartSchema).default([]),
  })
  .superRefine((g, ctx) => {
    const unique = (list: readonly { name: string }[], key: string) => {
      const seen = new Set<string>();
      list.forEach((item, i) => {
        if (seen.has(item.name))
          ctx.addIssue({
            code: 'custom',
            path: [key, i, 'name'],
            message: `'${item.name}' is defined twice`,
          });
        seen.add(item.name);
      });
    };
    unique(g.weapons, 'weapons');
    unique(g.armor, 'armor');
    unique(g.vehicles, 'vehicles');
    unique(g.hitCharts, 'hitCharts');
    g.vehicles.forEach((v, i) => {
      const at = (field: string) => ['vehicles', i, field];
      if (v.armor !== null && !g.armor.some((a) => a.name === v.armor))
        ctx.addIssue({ code: 'custom', path: at('armor'), message: `No armor named '${v.armor}'` });
      const chart = g.hitCharts.find((c) => c.name === v.hitChart);
      if (!chart)
        ctx.addIssue({
          code: 'custom',
          path: at('hitChart'),
          message: `No hit chart named '${v.hitChart}'`,
        });
      for (const w of v.weapons) {
        if (!g.weapons.some((x) => x.name === w))
          ctx.addIssue({ code: 'custom', path: at('weapons'), message: `No weapon named '${w}'` });
      }
      for (const loc of v.crewLocations) {
        if (chart && !chart.locations.some((l) => l.name === loc)) {
          ctx.addIssue({
            code: 'custom',
            path: at('crewLocations'),
            message: `'${loc}' is not a location of chart '${chart.name}'`,
          });
        }
      }
    });
  });
export type GearCatalog = z.output<typeof GearCatalogSchema>;

/** Parse outcome for the gear editor: the value, or one readable line per problem. */
export type GearParseResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** Turns zod issues into lines such as "vehicles[0].hitChart: No hit chart named 'Vipr'". */
export function formatGearIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path
      .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
      .join('');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

function parseWith<S extends z.ZodType>(schema: S, input: unknown): GearParseResult<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: formatGearIssues(result.error) };
}

/** Validates one weapon. */
export const parseWeapon = (input: unknown) => parseWith(WeaponSchema, input);
/** Validates one armor. */
export const parseArmor = (input: unknown) => parseWith(ArmorSchema, input);
/** Validates one vehicle (its references are checked only inside a catalog). */
export const parseVehicle = (input: unknown) => parseWith(VehicleSchema, input);
/** Validates one hit-location chart. */
export const parseHitChart = (input: unknown) => parseWith(HitChartSchema, input);
/** Validates a whole gear list and its cross-references. */
export const parseGearCatalog = (input: unknown) => parseWith(GearCatalogSchema, input);

/** The mark of a location on a chart; unknown names count as normal. */
export function locationMark(chart: HitChart, location: string): LocationMark {
  return chart.locations.find((l) => l.name === location)?.mark ?? 'normal';
}
