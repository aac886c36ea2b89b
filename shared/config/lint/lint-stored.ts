/**
 * What the console keeps but does not use in play, listed as info so nothing is kept silently:
 * AresMUSH keys for its own commands and web portal (shortcuts, achievements, permissions, blurbs,
 * crons, the roll channel …), a game's own keys (a `firearm_type` on every weapon), special stats
 * no rule reads, other sections of an FS3 file, and empty values (AresMUSH reads them as nil).
 * Misspelled keys are warnings instead (lint-keys.ts), so they are left out here.
 */
import { CONFIG_SECTIONS, knownSectionKeys, type ConfigSection } from '../files';
import type { GameConfig } from '../model';
import type { ConfigPath } from '../problems';
import {
  AresArmorSchema, AresArmorSpecialSchema, AresCombatantTypeSchema, AresHitChartSchema, AresMountSchema, AresVehicleSchema, AresWeaponSchema,
  AresWeaponSpecialSchema,
} from '../schema-combat';
import { AresActionSkillSchema, AresAdvantageSchema, AresAttributeSchema, AresLanguageSchema } from '../schema-skills';
import { listText, report, type LintContext } from './context';
import { intendedKey } from './lint-keys';

/** Keys AresMUSH reads for things a console does not do: commands, the web portal, jobs, channels. */
const NOT_PLAYED: Readonly<Record<string, string>> = {
  shortcuts: 'the game\'s command shortcuts',
  achievements: 'the game\'s achievements',
  permissions: 'permissions of the game\'s staff roles',
  gear_blurb: 'a web portal text',
  attributes_blurb: 'a web portal text',
  action_skills_blurb: 'a web portal text',
  bg_skills_blurb: 'a web portal text',
  language_blurb: 'a web portal text',
  advantages_blurb: 'a web portal text',
  healing_cron: 'the time of the game\'s daily healing; the console heals when the storyteller says',
  xp_cron: 'the time of the game\'s XP award; the console awards XP when the storyteller says',
  roll_channel: 'the game\'s channel for roll results',
  public_sheets: 'whether the web portal shows sheets',
  job_on_luck_spend: 'whether spending luck opens a job',
};

const shape = (schema: { shape: object }) => Object.keys(schema.shape);
/** Collection → [what to call one, keys the console reads]. */
const COMBAT_ENTITIES: Readonly<Record<string, readonly [string, readonly string[]]>> = {
  weapons: ['weapon', shape(AresWeaponSchema)],
  'weapon specials': ['weapon special', shape(AresWeaponSpecialSchema)],
  armor: ['armor', shape(AresArmorSchema)],
  'armor specials': ['armor special', shape(AresArmorSpecialSchema)],
  hitloc: ['hit chart', shape(AresHitChartSchema)],
  vehicles: ['vehicle', shape(AresVehicleSchema)],
  mounts: ['mount', shape(AresMountSchema)],
  combatant_types: ['combatant type', shape(AresCombatantTypeSchema)],
};
const SKILL_LISTS: Readonly<Record<string, readonly [string, readonly string[]]>> = {
  attributes: ['attribute', shape(AresAttributeSchema)],
  action_skills: ['action skill', shape(AresActionSkillSchema)],
  languages: ['language', shape(AresLanguageSchema)],
  advantages: ['advantage', shape(AresAdvantageSchema)],
};

const STORED = 'stored and exported as it is, not used in play';
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** One info per extra key of a collection, naming the items that have it (so 23 weapons make one line). */
function extraKeys(ctx: LintContext, section: ConfigSection, key: string, items: [string | number, string, unknown][], what: string, known: readonly string[]): void {
  const byKey = new Map<string, { first: ConfigPath; names: string[] }>();
  for (const [at, name, item] of items) {
    if (!isObject(item)) continue;
    for (const k of Object.keys(item)) {
      if (known.includes(k) || intendedKey(k, known) !== undefined) continue;
      const entry = byKey.get(k) ?? { first: [section, key, at, k], names: [] };
      entry.names.push(name);
      byKey.set(k, entry);
    }
  }
  for (const [k, { first, names }] of byKey) {
    const who = names.length <= 3 ? listText(names) : `${listText(names.slice(0, 2))} and ${names.length - 2} more`;
    report(ctx, 'info', 'stored-only', first, `The ${what} key "${k}" (${who}) is the game's own: it is ${STORED}.`);
  }
}

function emptyValues(ctx: LintContext, value: unknown, path: (string | number)[], depth: number): void {
  if (depth > 6) return;
  if (Array.isArray(value)) value.forEach((v, i) => emptyValues(ctx, v, [...path, i], depth + 1));
  else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (v === null) report(ctx, 'info', 'empty-value', [...path, k], `"${k}" is empty; AresMUSH reads it as nil (nothing there), and so does the console.`);
      else emptyValues(ctx, v, [...path, k], depth + 1);
    }
  }
}

export function lintStored(ctx: LintContext, config: GameConfig): void {
  for (const section of CONFIG_SECTIONS) {
    const known = knownSectionKeys(section);
    for (const key of Object.keys(config[section])) {
      const reason = NOT_PLAYED[key];
      if (reason !== undefined) report(ctx, 'info', 'stored-only', [section, key], `"${key}" is ${reason}. It is ${STORED}.`);
      else if (!known.includes(key) && intendedKey(key, known) === undefined) report(ctx, 'info', 'stored-only', [section, key], `"${key}" is a key of the game's own: it is ${STORED}.`);
    }
    emptyValues(ctx, config[section], [section], 0);
  }
  for (const name of Object.keys(config.other)) {
    if (intendedKey(name, CONFIG_SECTIONS) === undefined) report(ctx, 'info', 'stored-only', [name], `The section "${name}" is not an FS3 section: it is ${STORED}.`);
  }
  for (const [key, [what, known]] of Object.entries(COMBAT_ENTITIES)) {
    const record = ctx.combat[key];
    if (!isObject(record)) continue;
    extraKeys(ctx, 'fs3combat', key, Object.entries(record).map(([n, item]) => [n, n, item]), what, known);
  }
  for (const [key, [what, known]] of Object.entries(SKILL_LISTS)) {
    const list = ctx.skills[key];
    if (!Array.isArray(list)) continue;
    extraKeys(ctx, 'fs3skills', key, list.map((item: unknown, i) => [i, isObject(item) && typeof item.name === 'string' ? item.name : `#${i + 1}`, item]), what, known);
  }
}
