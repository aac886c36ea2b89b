/**
 * Shared helpers for the linter: name lookups (AresMUSH matches most names case-insensitively),
 * number checks, and the finding builders every rule uses.
 */
import type { GameConfig } from '../model';
import { problem, type ConfigPath, type ConfigProblem, type ProblemCode, type ProblemSeverity } from '../problems';
import type { Fs3Combat } from '../schema-combat';
import type { Fs3Skills } from '../schema-skills';

/** Case-insensitive name set; null when the list it comes from is not in the configuration. */
export type NameSet = { has(name: string): boolean; readonly size: number } | null;

export function nameSet(names: Iterable<string> | null | undefined): NameSet {
  if (!names) return null;
  const set = new Set([...names].map((n) => n.toLowerCase()));
  return { has: (n) => set.has(n.toLowerCase()), size: set.size };
}

export type LintContext = {
  combat: Fs3Combat;
  skills: Fs3Skills;
  attributes: NameSet;
  actionSkills: NameSet;
  weapons: NameSet;
  weaponSpecials: NameSet;
  armor: NameSet;
  armorSpecials: NameSet;
  charts: NameSet;
  vehicles: NameSet;
  mounts: NameSet;
  npcTypes: NameSet;
  out: ConfigProblem[];
};

const keysOf = (record: object | null | undefined) => (record ? Object.keys(record) : null);
const listNames = (list: readonly { name?: unknown }[] | null | undefined) =>
  list ? list.flatMap((x) => (typeof x.name === 'string' ? [x.name] : [])) : null;

export function lintContext(config: GameConfig): LintContext {
  const c = config.fs3combat;
  const s = config.fs3skills;
  return {
    combat: c,
    skills: s,
    attributes: nameSet(listNames(s.attributes)),
    actionSkills: nameSet(listNames(s.action_skills)),
    weapons: nameSet(keysOf(c.weapons)),
    weaponSpecials: nameSet(keysOf(c['weapon specials'])),
    armor: nameSet(keysOf(c.armor)),
    armorSpecials: nameSet(keysOf(c['armor specials'])),
    charts: nameSet(keysOf(c.hitloc)),
    vehicles: nameSet(keysOf(c.vehicles)),
    mounts: nameSet(keysOf(c.mounts)),
    npcTypes: nameSet(keysOf(c.npc_types)),
    out: [],
  };
}

export function report(ctx: LintContext, severity: ProblemSeverity, code: ProblemCode, path: ConfigPath, message: string): void {
  ctx.out.push(problem(severity, code, path, message));
}

/** Reports a reference to a missing name; silent when the list is absent (a partial import). */
export function checkRef(
  ctx: LintContext,
  set: NameSet,
  name: string | null | undefined,
  path: ConfigPath,
  severity: ProblemSeverity,
  sentence: (name: string) => string,
): void {
  if (name === undefined || name === null || set === null || set.has(name)) return;
  report(ctx, severity, 'unknown-reference', path, sentence(name));
}

/** True when `name` is an action skill or an attribute (or when neither list is known). */
export function isAbility(ctx: LintContext, name: string | null | undefined): boolean {
  if (name === null || name === undefined) return true;
  // A list that is absent (a partial import, a game without fs3skills_attrs.yml) is not judged.
  if (ctx.actionSkills === null || ctx.attributes === null) return true;
  return ctx.actionSkills.has(name) || ctx.attributes.has(name);
}

/**
 * Checks that `value` is a whole number within [min, max]. Returns true when it is fine; reports
 * an out-of-range error otherwise. Absent values are fine (missing keys are reported separately).
 */
export function checkInt(
  ctx: LintContext,
  value: number | null | undefined,
  path: ConfigPath,
  what: string,
  min: number | null,
  max: number | null,
  severity: ProblemSeverity = 'warning',
): boolean {
  if (value === undefined || value === null) return true;
  const range = min !== null && max !== null ? `from ${min} to ${max}` : min !== null ? `of ${min} or more` : max !== null ? `of ${max} or less` : '';
  if (!Number.isInteger(value) || (min !== null && value < min) || (max !== null && value > max)) {
    report(ctx, severity, 'out-of-range', path, `${what} is ${value}; it must be a whole number${range ? ` ${range}` : ''}.`);
    return false;
  }
  return true;
}

/** Reports each key of `required` that `entity` lacks. */
export function checkRequired(
  ctx: LintContext,
  entity: object,
  path: ConfigPath,
  what: string,
  required: readonly string[],
  severity: ProblemSeverity = 'warning',
): void {
  for (const key of required) {
    if (!Object.hasOwn(entity, key) || (entity as Record<string, unknown>)[key] === null) {
      report(ctx, severity, 'missing-key', [...path, key], `${what} has no "${key}"; AresMUSH's config check asks for it.`);
    }
  }
}

/** "Bed and Wheel", "Bed, Cabin and Wheel". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}

/**
 * Warns about a magnitude no game uses (an extra zero, a value pasted in the wrong place) where
 * AresMUSH itself sets no bound, so the import is not blocked.
 */
export function warnOutside(ctx: LintContext, value: number | null | undefined, path: ConfigPath, what: string, min: number, max: number): void {
  if (value === undefined || value === null || (value >= min && value <= max)) return;
  report(ctx, 'warning', 'out-of-range', path, `${what} is ${value}, outside the ${min} to ${max} any game uses; check it for a typo.`);
}

/**
 * Ruby's `titlecase` as AresMUSH applies it before exact lookups of specials, called-shot areas
 * and stances (§E): each word's first letter upper case, the rest lower ("AP" → "Ap").
 */
export function titlecase(name: string): string {
  return name.split(' ').map((w) => (w.length === 0 ? w : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join(' ');
}

/** The key of `record` matching `name` case-insensitively, as most AresMUSH lookups do. */
export function findKey(record: object | null | undefined, name: string | null | undefined): string | undefined {
  if (!record || name === undefined || name === null) return undefined;
  if (Object.hasOwn(record, name)) return name;
  return Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase());
}
