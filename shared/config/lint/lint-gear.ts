/**
 * Weapons, weapon specials, armor and armor specials (fs3combat_weapons.yml, fs3combat_armor.yml;
 * reference §E.1, §E.2 and the weapon and armor rules of §E.18). AresMUSH's config check reports
 * these but the game still loads, so they are warnings.
 */
import { WEAPON_SPECIAL_STATS } from '../schema-combat';
import { checkInt, checkRef, checkRequired, report, titlecase, warnOutside, type LintContext } from './context';
import { ARES_PLAUSIBLE, implausible, type Plausible } from './plausible';

/** Reports a number far outside what any game uses (plausible.ts); true when it was reported. */
function checkPlausible(ctx: LintContext, value: unknown, bound: Plausible, path: (string | number)[], item: string, field: string): boolean {
  const message = implausible(value, bound, item, field);
  if (message) report(ctx, 'warning', 'out-of-range', path, message);
  return message !== null;
}

const WEAPON_TYPES = ['explosive', 'ranged', 'melee', 'suppressive'];
/** §E.1: every key the validator asks for (`ammo`, `is_automatic`, `has_shrapnel`, `allowed_specials` are optional). */
const WEAPON_REQUIRED = ['description', 'skill', 'lethality', 'penetration', 'weapon_type', 'recoil', 'damage_type', 'accuracy', 'init_mod'];
/** Far outside anything a game uses; a value beyond is almost surely a typo (an extra zero). */
const SANE = { lethality: 200, penetration: 100 } as const;

/** AresMUSH titlecases a special's name before an exact lookup, so "AP" is never found (§E). */
function checkSpecialName(ctx: LintContext, name: string, path: (string | number)[], what: string): void {
  if (titlecase(name) === name) return;
  report(ctx, 'warning', 'unknown-reference', path,
    `${what} "${name}" is looked up by AresMUSH as "${titlecase(name)}" (it titlecases special names), so it is never found there; write it "${titlecase(name)}".`);
}

export function lintWeapons(ctx: LintContext): void {
  const weapons = ctx.combat.weapons;
  if (!weapons) return;
  for (const [name, w] of Object.entries(weapons)) {
    const path = ['fs3combat', 'weapons', name];
    const what = `Weapon "${name}"`;
    checkRequired(ctx, w, path, what, WEAPON_REQUIRED);
    if (typeof w.skill === 'number') {
      if (checkInt(ctx, w.skill, [...path, 'skill'], `The raw dice of ${what}`, null, null)) warnOutside(ctx, w.skill, [...path, 'skill'], `The raw dice of ${what}`, 0, 30);
    } else if (typeof w.skill === 'string') {
      const attribute = ctx.attributes?.has(w.skill) === true && ctx.actionSkills?.has(w.skill) !== true;
      checkRef(ctx, ctx.actionSkills, w.skill, [...path, 'skill'], 'warning', (s) =>
        `${what} is fired with "${s}", which is not an action skill${attribute ? ' (AresMUSH\'s config check refuses attributes here)' : ''}.`);
    }
    if (typeof w.weapon_type === 'string' && !WEAPON_TYPES.includes(w.weapon_type.toLowerCase())) {
      report(ctx, 'warning', 'out-of-range', [...path, 'weapon_type'], `${what} has the type "${w.weapon_type}"; it must be Explosive, Ranged, Melee or Suppressive.`);
    }
    if (typeof w.damage_type === 'string' && !['physical', 'stun'].includes(w.damage_type.toLowerCase())) {
      report(ctx, 'warning', 'out-of-range', [...path, 'damage_type'], `${what} has the damage type "${w.damage_type}"; AresMUSH knows only Physical and Stun, and treats anything else as Physical.`);
    }
    const lethality = w.lethality;
    if (checkInt(ctx, lethality, [...path, 'lethality'], `The lethality of ${what}`, null, null) && typeof lethality === 'number') {
      if (lethality !== 0 && Math.abs(lethality) < 3) {
        report(ctx, 'warning', 'out-of-range', [...path, 'lethality'], `The lethality of ${what} is ${lethality}, which looks like a fraction; lethality is a percentage such as 20.`);
      } else if (Math.abs(lethality) > SANE.lethality) {
        report(ctx, 'warning', 'out-of-range', [...path, 'lethality'], `The lethality of ${what} is ${lethality}, far beyond the ±100 of a damage roll.`);
      }
    }
    if (checkInt(ctx, w.penetration, [...path, 'penetration'], `The penetration of ${what}`, null, null)) {
      warnOutside(ctx, w.penetration, [...path, 'penetration'], `The penetration of ${what}`, 0, SANE.penetration);
    }
    checkInt(ctx, w.recoil, [...path, 'recoil'], `The recoil of ${what}`, -6, 6);
    checkInt(ctx, w.accuracy, [...path, 'accuracy'], `The accuracy of ${what}`, -6, 6);
    checkInt(ctx, w.init_mod, [...path, 'init_mod'], `The initiative modifier of ${what}`, -6, 6);
    if (checkInt(ctx, w.ammo, [...path, 'ammo'], `The ammo of ${what}`, null, null)) checkPlausible(ctx, w.ammo, ARES_PLAUSIBLE.ammo, [...path, 'ammo'], what, 'ammo');
    (w.allowed_specials ?? []).forEach((s, i) => {
      checkRef(ctx, ctx.weaponSpecials, s, [...path, 'allowed_specials', i], 'warning', (n) => `${what} allows the special "${n}", which is not a weapon special.`);
    });
  }
  // AresMUSH looks "Shrapnel" up by its exact name for explosion fragments and crew hits.
  if (Object.keys(weapons).length > 0 && !Object.hasOwn(weapons, 'Shrapnel')) {
    report(ctx, 'warning', 'missing-key', ['fs3combat', 'weapons'],
      'There is no weapon named "Shrapnel"; AresMUSH uses it for explosion fragments and crew hits, so those do no damage until one is added.');
  }
}

export function lintWeaponSpecials(ctx: LintContext): void {
  for (const [name, special] of Object.entries(ctx.combat['weapon specials'] ?? {})) {
    const path = ['fs3combat', 'weapon specials', name];
    checkSpecialName(ctx, name, path, 'The weapon special');
    for (const stat of WEAPON_SPECIAL_STATS) {
      if (checkInt(ctx, special[stat], [...path, stat], `The ${stat} change of weapon special "${name}"`, null, null)) {
        checkPlausible(ctx, special[stat], ARES_PLAUSIBLE.special[stat], [...path, stat], `Weapon special "${name}"`, `${stat} change`);
      }
    }
  }
}

export function lintArmor(ctx: LintContext): void {
  for (const [name, armor] of Object.entries(ctx.combat.armor ?? {})) {
    const path = ['fs3combat', 'armor', name];
    const what = `Armor "${name}"`;
    checkRequired(ctx, armor, path, what, ['description', 'defense', 'protection']);
    if (checkInt(ctx, armor.defense, [...path, 'defense'], `The defense of ${what}`, null, null)) warnOutside(ctx, armor.defense, [...path, 'defense'], `The defense of ${what}`, -6, 6);
    for (const [location, value] of Object.entries(armor.protection ?? {})) {
      if (value < 0 || value > SANE.penetration) {
        report(ctx, 'warning', 'out-of-range', [...path, 'protection', location], `${what} protects ${location} with ${value}; protection runs from 0 to about 30.`);
      }
    }
    (armor.allowed_specials ?? []).forEach((s, i) => {
      checkRef(ctx, ctx.armorSpecials, s, [...path, 'allowed_specials', i], 'warning', (n) => `${what} allows the special "${n}", which is not an armor special.`);
    });
  }
  for (const [name, special] of Object.entries(ctx.combat['armor specials'] ?? {})) {
    checkSpecialName(ctx, name, ['fs3combat', 'armor specials', name], 'The armor special');
    const path = ['fs3combat', 'armor specials', name];
    if (checkInt(ctx, special.defense, [...path, 'defense'], `The defense change of armor special "${name}"`, null, null)) {
      checkPlausible(ctx, special.defense, ARES_PLAUSIBLE.armorSpecialDefense, [...path, 'defense'], `Armor special "${name}"`, 'defense change');
    }
    for (const [location, value] of Object.entries(special.protection ?? {})) {
      checkPlausible(ctx, value, ARES_PLAUSIBLE.protection, [...path, 'protection', location], `Armor special "${name}"`, `protection of ${location}`);
    }
  }
}
