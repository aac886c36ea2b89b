/**
 * FS3.1's built-in gear: the console's catalog built on seed 000's "Penetration and Protection"
 * table (shared/core/content/builtin-gear.ts), in 000's own percentile units. 000 writes recoil in
 * percent ("Recoil 20 is a good number for modern rifles. 30 for SMGs"), and the FS3.2 catalog
 * holds those as dice the way 001 translates them (20 % → 2 dice); FS3.1 reads them back as 000
 * prints them. Accuracy and a vehicle's dodge bonus are modifiers to a roll, so they are percent
 * too (10 per die, 001's translation run backwards). Penetration, protection, lethality (000:
 * "+15 … +30" on the d100 damage roll), ranges, ammo and a vehicle's toughness rating (rolled on
 * the 1–12 rating scale like a character's) need no translation.
 */
import { GearCatalogSchema, type GearCatalog } from '../../domain/gear';
import { BUILTIN_GEAR } from '../../core/content/builtin-gear';
import { cloneJson } from '../clone';

/** Percent per die of FS3.2's modifiers (001: "+30 becomes +3"). */
const PERCENT_PER_DIE = 10;

export function fs31BuiltinGear(): GearCatalog {
  const gear = cloneJson(BUILTIN_GEAR);
  return GearCatalogSchema.parse({
    ...gear,
    weapons: gear.weapons.map((w) => ({ ...w, recoil: w.recoil * PERCENT_PER_DIE, accuracy: w.accuracy * PERCENT_PER_DIE })),
    vehicles: gear.vehicles.map((v) => ({ ...v, dodgeBonus: v.dodgeBonus * PERCENT_PER_DIE })),
  });
}
