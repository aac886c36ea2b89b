/**
 * Misspelled keys: a key AresMUSH does not read that is one slip away from one it does ("Ammo"
 * for "ammo", "weapon_specials" for "weapon specials"). AresMUSH ignores such a key silently, so
 * the value the storyteller meant never applies. Other unknown keys are a game's own additions and
 * are not reported; both kinds are kept and exported as they are.
 */
import { CONFIG_SECTIONS, knownSectionKeys } from '../files';
import {
  AresArmorSchema, AresArmorSpecialSchema, AresCombatantTypeSchema, AresHitChartSchema, AresMountSchema, AresStanceSchema,
  AresVehicleSchema, AresWeaponSchema,
} from '../schema-combat';
import { AresActionSkillSchema, AresAdvantageSchema, AresAttributeSchema, AresLanguageSchema } from '../schema-skills';
import { report, type LintContext } from './context';
import type { GameConfig } from '../model';

const shape = (schema: { shape: object }) => Object.keys(schema.shape);

/** Entity collections of fs3combat: key → [what to call one, keys AresMUSH reads]. */
const COMBAT_ENTITIES: Readonly<Record<string, readonly [string, readonly string[]]>> = {
  weapons: ['Weapon', shape(AresWeaponSchema)],
  'weapon specials': ['Weapon special', shape(AresWeaponSchema)],
  armor: ['Armor', shape(AresArmorSchema)],
  'armor specials': ['Armor special', shape(AresArmorSpecialSchema)],
  hitloc: ['Hit chart', shape(AresHitChartSchema)],
  vehicles: ['Vehicle', shape(AresVehicleSchema)],
  mounts: ['Mount', shape(AresMountSchema)],
  stances: ['Stance', shape(AresStanceSchema)],
  combatant_types: ['Combatant type', shape(AresCombatantTypeSchema)],
};
const SKILL_LISTS: Readonly<Record<string, readonly [string, readonly string[]]>> = {
  attributes: ['Attribute', shape(AresAttributeSchema)],
  action_skills: ['Action skill', shape(AresActionSkillSchema)],
  languages: ['Language', shape(AresLanguageSchema)],
  advantages: ['Advantage', shape(AresAdvantageSchema)],
};

const squash = (k: string) => k.toLowerCase().replace(/[\s_-]+/g, '');

function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

/** The known key `key` was probably meant to be, if any. */
export function intendedKey(key: string, known: readonly string[]): string | undefined {
  if (known.includes(key)) return undefined;
  const exact = known.find((k) => squash(k) === squash(key));
  if (exact) return exact;
  if (key.length < 4) return undefined;
  const allowed = key.length >= 8 ? 2 : 1;
  return known.find((k) => k.length >= 4 && distance(k.toLowerCase(), key.toLowerCase()) <= allowed);
}

function checkKeys(ctx: LintContext, entity: unknown, path: (string | number)[], what: string, known: readonly string[]): void {
  if (entity === null || typeof entity !== 'object' || Array.isArray(entity)) return;
  for (const key of Object.keys(entity)) {
    const meant = intendedKey(key, known);
    if (meant === undefined) continue;
    const caseOnly = meant.toLowerCase() === key.toLowerCase();
    report(ctx, 'warning', 'misspelled-key', [...path, key],
      `${what} has the key "${key}", which AresMUSH does not read${caseOnly ? ' (keys are case-sensitive)' : ''}; did you mean "${meant}"? The value is kept as it is.`);
  }
}

export function lintKeys(ctx: LintContext, config: GameConfig): void {
  for (const section of CONFIG_SECTIONS) checkKeys(ctx, config[section], [section], `The ${section} section`, knownSectionKeys(section));
  for (const name of Object.keys(config.other)) {
    const meant = intendedKey(name, CONFIG_SECTIONS);
    if (meant) report(ctx, 'warning', 'misspelled-key', [name], `The section "${name}" is not read by the FS3 plugins; did you mean "${meant}"? It is kept as it is.`);
  }
  for (const [key, [what, known]] of Object.entries(COMBAT_ENTITIES)) {
    const record = ctx.combat[key];
    if (!record || typeof record !== 'object') continue;
    for (const [name, entity] of Object.entries(record)) checkKeys(ctx, entity, ['fs3combat', key, name], `${what} "${name}"`, known);
  }
  for (const [key, [what, known]] of Object.entries(SKILL_LISTS)) {
    const list = ctx.skills[key];
    if (!Array.isArray(list)) continue;
    list.forEach((item: unknown, i) => {
      const name = item && typeof item === 'object' && 'name' in item ? String(item.name) : `#${i + 1}`;
      checkKeys(ctx, item, ['fs3skills', key, i], `${what} "${name}"`, known);
    });
  }
}
