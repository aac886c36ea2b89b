/**
 * NPC levels, damage, combat skills, stances and combatant types (fs3combat_npcs/_damage/_skills/
 * _misc.yml; reference §E.6–§E.9 and the combat rules of §E.18). All warnings: AresMUSH's config
 * check reports them and the game still loads.
 */
import { COMBAT_SKILL_KEYS, type AresCombatantType } from '../schema-combat';
import { checkCron } from './cron';
import { checkInt, checkRef, findKey, isAbility, listText, nameSet, report, titlecase, warnOutside, type LintContext } from './context';

/** The level names AresMUSH's code and config check use (§E.7); a game may rename them. */
export const ARES_DAMAGE_LEVELS = ['GRAZE', 'FLESH', 'IMPAIR'] as const;

export function lintNpcTypes(ctx: LintContext): void {
  const c = ctx.combat;
  checkRef(ctx, ctx.npcTypes, c.default_npc_type, ['fs3combat', 'default_npc_type'], 'warning', (n) => `The default NPC type "${n}" is not one of the NPC types.`);
  for (const [name, levels] of Object.entries(c.npc_types ?? {})) {
    const path = ['fs3combat', 'npc_types', name];
    if (!Object.hasOwn(levels, 'Default')) {
      report(ctx, 'warning', 'missing-key', [...path, 'Default'], `NPC type "${name}" has no "Default" rating, which AresMUSH's config check asks for; unlisted abilities then roll 0 dice.`);
    }
    for (const [ability, dice] of Object.entries(levels)) {
      if (ability === 'Wounds') {
        if (checkInt(ctx, dice, [...path, ability], `The Wounds bonus of NPC type "${name}"`, null, null)) {
          warnOutside(ctx, dice, [...path, ability], `The Wounds bonus of NPC type "${name}"`, -100, 100);
        }
        continue;
      }
      if (Number.isInteger(dice) && dice > 15) {
        report(ctx, 'warning', 'out-of-range', [...path, ability],
          `The ${ability} rating of NPC type "${name}" is ${dice}; AresMUSH's config check asks for 0 to 15, but the game rolls it as written, and so does the console.`);
      } else {
        checkInt(ctx, dice, [...path, ability], `The ${ability} rating of NPC type "${name}"`, 0, 15);
      }
      if (ability !== 'Default' && !isAbility(ctx, ability)) {
        report(ctx, 'warning', 'unknown-reference', [...path, ability], `NPC type "${name}" rates "${ability}", which is neither an action skill nor an attribute.`);
      }
    }
  }
}

/**
 * A severity table (damage_mods, damage_table, healing_points): each value a number of 0 or more;
 * level names other than AresMUSH's are kept (the game renamed them) with one warning.
 */
function lintLevels(ctx: LintContext, key: 'damage_mods' | 'damage_table' | 'healing_points', expected: readonly string[]): void {
  const table = ctx.combat[key];
  if (!table) return;
  for (const [level, value] of Object.entries(table)) {
    const path = ['fs3combat', key, level];
    if (value < 0) report(ctx, 'warning', 'out-of-range', path, `${key} gives ${level} ${value}; AresMUSH's config check asks for 0 or more.`);
    else warnOutside(ctx, value, path, `${key} for ${level}`, 0, 1000);
  }
  if (expected.length === 0) return;
  const names = Object.keys(table);
  const missing = expected.filter((l) => !Object.hasOwn(table, l));
  if (missing.length === 0) return;
  const extra = names.filter((n) => !expected.includes(n));
  const message = extra.length > 0
    ? `${key} names its levels ${listText(names)} instead of ${listText([...expected])}; AresMUSH's config check asks for its own names. The console keeps your names and reads the levels in the order written.`
    : `${key} has no ${listText(missing)}; AresMUSH's config check asks for ${listText([...expected])}.`;
  report(ctx, 'warning', extra.length > 0 ? 'misspelled-key' : 'missing-key', ['fs3combat', key], message);
}

export function lintDamage(ctx: LintContext): void {
  const c = ctx.combat;
  // §E.7 asks only for values of 0 or more here; level names are checked on damage_table.
  lintLevels(ctx, 'damage_mods', []);
  lintLevels(ctx, 'healing_points', []);
  lintLevels(ctx, 'damage_table', ARES_DAMAGE_LEVELS);
  if (c.damage_table) {
    // Thresholds must not go down in the order the game wrote them (GRAZE ≤ FLESH ≤ IMPAIR).
    let previous = -Infinity;
    for (const [level, value] of Object.entries(c.damage_table)) {
      if (value < previous) {
        report(ctx, 'warning', 'out-of-range', ['fs3combat', 'damage_table', level],
          `The ${level} threshold is ${value}, below the one before it; AresMUSH's config check asks for thresholds that never go down.`);
      }
      previous = Math.max(previous, value);
    }
  }
  checkCron(ctx, c.healing_cron, ['fs3combat', 'healing_cron'], 'healing_cron');
  if (checkInt(ctx, c.pc_knockout_bonus, ['fs3combat', 'pc_knockout_bonus'], 'pc_knockout_bonus', 0, null)) {
    warnOutside(ctx, c.pc_knockout_bonus, ['fs3combat', 'pc_knockout_bonus'], 'pc_knockout_bonus', 0, 30);
  }
}

export function lintCombatSkills(ctx: LintContext): void {
  for (const key of COMBAT_SKILL_KEYS) {
    const name = ctx.combat[key];
    if (name === undefined) continue;
    if (name === null || name.trim() === '' || !isAbility(ctx, name)) {
      report(ctx, 'warning', 'unknown-reference', ['fs3combat', key], `${key} is ${name ? `"${name}"` : 'empty'}, which is neither an action skill nor an attribute; that roll uses 0 dice of it.`);
    }
  }
}

export function lintStances(ctx: LintContext): void {
  for (const [name, stance] of Object.entries(ctx.combat.stances ?? {})) {
    const path = ['fs3combat', 'stances', name];
    for (const key of ['attack_mod', 'defense_mod'] as const) {
      checkInt(ctx, stance[key], [...path, key], `The ${key} of stance "${name}"`, -6, 6);
    }
    const extra = Object.keys(stance).filter((k) => k !== 'attack_mod' && k !== 'defense_mod');
    if (extra.length > 0) {
      report(ctx, 'warning', 'misspelled-key', [...path, extra[0]!], `Stance "${name}" has ${listText(extra.map((k) => `"${k}"`))}; AresMUSH's config check allows only attack_mod and defense_mod, and play ignores the rest.`);
    }
    if (titlecase(name) !== name) {
      report(ctx, 'warning', 'unknown-reference', path, `Stance "${name}" cannot be chosen in AresMUSH, which titlecases the stance name to "${titlecase(name)}" before looking it up.`);
    }
  }
}

function lintCombatantType(ctx: LintContext, name: string, t: AresCombatantType): void {
  const c = ctx.combat;
  const path = ['fs3combat', 'combatant_types', name];
  const what = `Combatant type "${name}"`;
  if (t.hitloc == null) report(ctx, 'warning', 'missing-key', [...path, 'hitloc'], `${what} has no "hitloc" chart, which AresMUSH's config check asks for.`);
  checkRef(ctx, ctx.charts, t.hitloc, [...path, 'hitloc'], 'warning', (n) => `${what} uses the hit chart "${n}", which does not exist.`);
  checkRef(ctx, ctx.weapons, t.weapon, [...path, 'weapon'], 'warning', (n) => `${what} carries the weapon "${n}", which does not exist.`);
  checkRef(ctx, ctx.armor, t.armor, [...path, 'armor'], 'warning', (n) => `${what} wears the armor "${n}", which does not exist.`);
  checkRef(ctx, ctx.vehicles, t.vehicle, [...path, 'vehicle'], 'warning', (n) => `${what} is in the vehicle "${n}", which does not exist.`);
  checkRef(ctx, ctx.mounts, t.mount, [...path, 'mount'], 'warning', (n) => `${what} rides the mount "${n}", which does not exist.`);
  checkRef(ctx, ctx.npcTypes, t.npc_type, [...path, 'npc_type'], 'warning', (n) => `${what} is of NPC type "${n}", which does not exist.`);
  if (t.defense_skill != null && !isAbility(ctx, t.defense_skill)) {
    report(ctx, 'warning', 'unknown-reference', [...path, 'defense_skill'], `${what} defends with "${t.defense_skill}", which is neither an action skill nor an attribute.`);
  }
  const weaponKey = findKey(c.weapons, t.weapon);
  const allowed = weaponKey === undefined ? null : (c.weapons?.[weaponKey]?.allowed_specials ?? []).map((s) => s.toLowerCase());
  (t.weapon_specials ?? []).forEach((s, i) => {
    checkRef(ctx, ctx.weaponSpecials, s, [...path, 'weapon_specials', i], 'warning', (n) => `${what} uses the weapon special "${n}", which does not exist.`);
    if (allowed && !allowed.includes(s.toLowerCase())) {
      report(ctx, 'warning', 'unknown-reference', [...path, 'weapon_specials', i], `${what} puts "${s}" on the ${weaponKey}, which does not allow it.`);
    }
  });
  (t.armor_specials ?? []).forEach((s, i) => {
    checkRef(ctx, ctx.armorSpecials, s, [...path, 'armor_specials', i], 'warning', (n) => `${what} uses the armor special "${n}", which does not exist.`);
  });
  if (t.vehicle != null && t.mount != null) {
    report(ctx, 'warning', 'out-of-range', [...path, 'mount'], `${what} has both a vehicle and a mount; AresMUSH's config check allows only one.`);
  }
  if (name.toLowerCase() !== 'observer' && t.weapon == null && t.vehicle == null) {
    report(ctx, 'warning', 'missing-key', [...path, 'weapon'], `${what} has neither a weapon nor a vehicle; AresMUSH's config check asks one of every type but Observer (it fights unarmed).`);
  }
}

export function lintCombatantTypes(ctx: LintContext): void {
  const types = ctx.combat.combatant_types;
  const typeNames = types ? nameSet(Object.keys(types)) : null;
  const def = ctx.combat.default_type;
  if (def !== undefined && (def === null || def.trim() === '')) {
    report(ctx, 'warning', 'missing-key', ['fs3combat', 'default_type'], 'default_type is empty; AresMUSH\'s config check asks for a combatant type there.');
  }
  checkRef(ctx, typeNames, def, ['fs3combat', 'default_type'], 'warning', (n) => `The default combatant type "${n}" is not one of the combatant types.`);
  if (!types) return;
  if (typeNames?.has('Observer') !== true) {
    report(ctx, 'warning', 'missing-key', ['fs3combat', 'combatant_types'], 'There is no "Observer" combatant type; AresMUSH\'s config check asks for one.');
  }
  for (const [name, t] of Object.entries(types)) lintCombatantType(ctx, name, t);
}
