/** NPC levels, damage, combat skills, stances and combatant types (fs3combat_npcs/_damage/_skills/_misc.yml). */
import { COMBAT_SKILL_KEYS, type AresCombatantType } from '../schema-combat';
import { checkInt, checkRef, isAbility, nameSet, report, warnOutside, type LintContext } from './context';

const findKey = (record: object | undefined, name: string) =>
  record ? Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase()) : undefined;

export function lintNpcTypes(ctx: LintContext): void {
  const c = ctx.combat;
  checkRef(ctx, ctx.npcTypes, c.default_npc_type, ['fs3combat', 'default_npc_type'], 'error', (n) => `The default NPC type "${n}" is not one of the NPC types.`);
  for (const [name, levels] of Object.entries(c.npc_types ?? {})) {
    const path = ['fs3combat', 'npc_types', name];
    if (!Object.hasOwn(levels, 'Default')) report(ctx, 'error', 'missing-key', [...path, 'Default'], `NPC type "${name}" has no "Default" rating, which AresMUSH requires.`);
    for (const [ability, dice] of Object.entries(levels)) {
      if (ability === 'Wounds') {
        if (checkInt(ctx, dice, [...path, ability], `The Wounds bonus of NPC type "${name}"`, null, null)) {
          warnOutside(ctx, dice, [...path, ability], `The Wounds bonus of NPC type "${name}"`, -100, 100);
        }
        continue;
      }
      checkInt(ctx, dice, [...path, ability], `The ${ability} rating of NPC type "${name}"`, 0, 15);
      if (ability !== 'Default' && !isAbility(ctx, ability)) {
        report(ctx, 'warning', 'unknown-reference', [...path, ability], `NPC type "${name}" rates "${ability}", which is neither an action skill nor an attribute.`);
      }
    }
  }
}

export function lintDamage(ctx: LintContext): void {
  const c = ctx.combat;
  for (const key of ['damage_mods', 'healing_points'] as const) {
    for (const [severity, value] of Object.entries(c[key] ?? {})) {
      if (value < 0) report(ctx, 'error', 'out-of-range', ['fs3combat', key, severity], `${key} for ${severity} is ${value}; it must be 0 or more.`);
      else warnOutside(ctx, value, ['fs3combat', key, severity], `${key} for ${severity}`, 0, 1000);
    }
  }
  if (c.damage_table) {
    let previous = 0;
    for (const severity of ['GRAZE', 'FLESH', 'IMPAIR']) {
      const value = c.damage_table[severity];
      const path = ['fs3combat', 'damage_table', severity];
      if (value === undefined) report(ctx, 'error', 'missing-key', path, `damage_table has no ${severity} threshold.`);
      else if (value < previous) report(ctx, 'error', 'out-of-range', path, `The ${severity} threshold is ${value}; thresholds must be 0 or more and must not go down (GRAZE ≤ FLESH ≤ IMPAIR).`);
      else {
        warnOutside(ctx, value, path, `The ${severity} threshold`, 0, 1000);
        previous = value;
      }
    }
  }
  if (checkInt(ctx, c.pc_knockout_bonus, ['fs3combat', 'pc_knockout_bonus'], 'pc_knockout_bonus', 0, null)) {
    warnOutside(ctx, c.pc_knockout_bonus, ['fs3combat', 'pc_knockout_bonus'], 'pc_knockout_bonus', 0, 30);
  }
}

export function lintCombatSkills(ctx: LintContext): void {
  for (const key of COMBAT_SKILL_KEYS) {
    const name = ctx.combat[key];
    if (name === undefined) continue;
    if (name.trim() === '' || !isAbility(ctx, name)) {
      report(ctx, 'error', 'unknown-reference', ['fs3combat', key], `${key} is "${name}", which is neither an action skill nor an attribute.`);
    }
  }
}

export function lintStances(ctx: LintContext): void {
  for (const [name, stance] of Object.entries(ctx.combat.stances ?? {})) {
    for (const key of ['attack_mod', 'defense_mod'] as const) {
      checkInt(ctx, stance[key], ['fs3combat', 'stances', name, key], `The ${key} of stance "${name}"`, -6, 6);
    }
  }
}

function lintCombatantType(ctx: LintContext, name: string, t: AresCombatantType): void {
  const c = ctx.combat;
  const path = ['fs3combat', 'combatant_types', name];
  const what = `Combatant type "${name}"`;
  if (t.hitloc === undefined) report(ctx, 'error', 'missing-key', [...path, 'hitloc'], `${what} has no "hitloc" chart, which AresMUSH requires.`);
  checkRef(ctx, ctx.charts, t.hitloc, [...path, 'hitloc'], 'error', (n) => `${what} uses the hit chart "${n}", which does not exist.`);
  checkRef(ctx, ctx.weapons, t.weapon, [...path, 'weapon'], 'error', (n) => `${what} carries the weapon "${n}", which does not exist.`);
  checkRef(ctx, ctx.armor, t.armor, [...path, 'armor'], 'error', (n) => `${what} wears the armor "${n}", which does not exist.`);
  checkRef(ctx, ctx.vehicles, t.vehicle, [...path, 'vehicle'], 'error', (n) => `${what} is in the vehicle "${n}", which does not exist.`);
  checkRef(ctx, ctx.mounts, t.mount, [...path, 'mount'], 'error', (n) => `${what} rides the mount "${n}", which does not exist.`);
  checkRef(ctx, ctx.npcTypes, t.npc_type, [...path, 'npc_type'], 'error', (n) => `${what} is of NPC type "${n}", which does not exist.`);
  if (t.defense_skill !== undefined && !isAbility(ctx, t.defense_skill)) {
    report(ctx, 'error', 'unknown-reference', [...path, 'defense_skill'], `${what} defends with "${t.defense_skill}", which is neither an action skill nor an attribute.`);
  }
  const weaponKey = t.weapon === undefined ? undefined : findKey(c.weapons, t.weapon);
  const allowed = weaponKey === undefined ? null : (c.weapons?.[weaponKey]?.allowed_specials ?? []).map((s) => s.toLowerCase());
  (t.weapon_specials ?? []).forEach((s, i) => {
    checkRef(ctx, ctx.weaponSpecials, s, [...path, 'weapon_specials', i], 'error', (n) => `${what} uses the weapon special "${n}", which does not exist.`);
    if (allowed && !allowed.includes(s.toLowerCase())) {
      report(ctx, 'error', 'unknown-reference', [...path, 'weapon_specials', i], `${what} puts "${s}" on the ${weaponKey}, which does not allow it.`);
    }
  });
  (t.armor_specials ?? []).forEach((s, i) =>
    checkRef(ctx, ctx.armorSpecials, s, [...path, 'armor_specials', i], 'warning', (n) => `${what} uses the armor special "${n}", which does not exist.`),
  );
  if (t.vehicle !== undefined && t.mount !== undefined) {
    report(ctx, 'error', 'out-of-range', [...path, 'mount'], `${what} has both a vehicle and a mount; AresMUSH allows only one.`);
  }
  if (name !== 'Observer' && t.weapon === undefined && t.vehicle === undefined) {
    report(ctx, 'error', 'missing-key', [...path, 'weapon'], `${what} has neither a weapon nor a vehicle; every type but Observer needs one.`);
  }
}

export function lintCombatantTypes(ctx: LintContext): void {
  const types = ctx.combat.combatant_types;
  const typeNames = types ? nameSet(Object.keys(types)) : null;
  checkRef(ctx, typeNames, ctx.combat.default_type, ['fs3combat', 'default_type'], 'error', (n) => `The default combatant type "${n}" is not one of the combatant types.`);
  if (!types) return;
  if (!Object.hasOwn(types, 'Observer')) report(ctx, 'error', 'missing-key', ['fs3combat', 'combatant_types'], 'There is no "Observer" combatant type; AresMUSH requires one.');
  for (const [name, t] of Object.entries(types)) lintCombatantType(ctx, name, t);
}
