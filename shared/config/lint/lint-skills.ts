/** Attributes, skills, languages, advantages, chargen, XP and luck (the fs3skills_*.yml files). */
import { SKILLS_INT_BOUNDS, XP_CATEGORIES } from '../schema-skills';
import { checkInt, checkRef, report, warnOutside, type LintContext } from './context';
import { checkCron } from './cron';

/** AresMUSH's validator allows letters, digits, underscores and spaces in ability names. */
const NAME_PATTERN = /^[\p{L}\p{N}_\s]+$/u;

function lintNamedList(ctx: LintContext, key: 'attributes' | 'action_skills' | 'languages' | 'advantages', what: string): void {
  const list = ctx.skills[key];
  if (!list) return;
  const seen = new Map<string, number>();
  list.forEach((item, i) => {
    const path = ['fs3skills', key, i];
    const name = item.name;
    if (name === undefined || name === null || name.trim() === '') {
      report(ctx, 'warning', 'missing-key', [...path, 'name'], `${what} #${i + 1} has no name; AresMUSH's config check asks for one, and the console leaves it out of play.`);
      return;
    }
    if (!NAME_PATTERN.test(name)) {
      report(ctx, 'warning', 'out-of-range', [...path, 'name'], `${what} "${name}" has characters AresMUSH does not allow in names (only letters, digits, _ and spaces).`);
    }
    if (key !== 'languages' && (item.desc === undefined || item.desc === null)) {
      report(ctx, 'warning', 'missing-key', [...path, 'desc'], `${what} "${name}" has no description; AresMUSH's config check asks for one.`);
    }
    const lower = name.toLowerCase();
    const first = seen.get(lower);
    if (first !== undefined) report(ctx, 'warning', 'duplicate-key', path, `${what} "${name}" is listed twice (#${first + 1} and #${i + 1}).`);
    else seen.set(lower, i);
  });
}

/** §E.11: specialty names follow the same naming rule as skills. */
function lintSpecialties(ctx: LintContext): void {
  (ctx.skills.action_skills ?? []).forEach((skill, i) => {
    (skill.specialties ?? []).forEach((spec, j) => {
      if (!NAME_PATTERN.test(spec)) {
        report(ctx, 'warning', 'out-of-range', ['fs3skills', 'action_skills', i, 'specialties', j], `The specialty "${spec}" of "${skill.name ?? `#${i + 1}`}" has characters AresMUSH does not allow in names (only letters, digits, _ and spaces).`);
      }
    });
  });
  for (const name of Object.keys(ctx.skills.background_skills ?? {})) {
    if (!NAME_PATTERN.test(name)) {
      report(ctx, 'warning', 'out-of-range', ['fs3skills', 'background_skills', name], `The background skill "${name}" has characters AresMUSH does not allow in names (only letters, digits, _ and spaces).`);
    }
  }
}

/** §E.18: the five blurbs and default_linked_attr must not be blank (only judged when their file was imported). */
const BLURBS = ['attributes_blurb', 'action_skills_blurb', 'bg_skills_blurb', 'language_blurb', 'advantages_blurb'] as const;
const BLURB_LIST: Readonly<Record<(typeof BLURBS)[number], string>> = {
  attributes_blurb: 'attributes', action_skills_blurb: 'action_skills', bg_skills_blurb: 'background_skills', language_blurb: 'languages', advantages_blurb: 'advantages',
};

function lintBlurbs(ctx: LintContext): void {
  for (const key of BLURBS) {
    const value = ctx.skills[key];
    const listThere = Object.hasOwn(ctx.skills, BLURB_LIST[key]);
    if ((value === undefined && !listThere) || (typeof value === 'string' && value.trim() !== '')) continue;
    const was = value === undefined ? 'missing' : value === null || typeof value === 'string' ? 'empty' : `${JSON.stringify(value)}, not a text`;
    report(ctx, 'warning', 'missing-key', ['fs3skills', key], `${key} is ${was}; AresMUSH's config check asks for a text there (it is shown on the web portal only; kept as written).`);
  }
}

/**
 * `advantages: false` (§E.14): `FS3Skills.advantages` reads the list only when `use_advantages` is
 * true, so a game that turned advantages off runs; AresMUSH's own config check still walks it
 * (`require_list`, then `check_advantages` calls .each on false). With `use_advantages: true`
 * AresMUSH itself breaks (`advantage_names` maps over false); the console plays no advantages.
 */
function lintAdvantagesOff(ctx: LintContext): void {
  if (ctx.skills.advantages !== false) return;
  const message = ctx.skills.use_advantages === true
    ? 'advantages is false while use_advantages is true: AresMUSH itself fails there (it lists advantages by mapping over false, so any roll that looks an ability up breaks). The console plays no advantages; write a list, or set use_advantages: false.'
    : 'advantages is false: AresMUSH reads the list only when use_advantages is true, so the game runs without advantages, and so does the console. AresMUSH\'s own config check still reports "advantages is not a list/array" and stops with "Unknown FS3Skills config error" (it walks the list); an empty list (advantages: []) satisfies it.';
  report(ctx, 'warning', 'wrong-type', ['fs3skills', 'advantages'], message);
}

/**
 * A game without fs3skills_attrs.yml (§E.10): AresMUSH's config check reports the missing list but
 * the game runs, with every linked attribute rated 0. Judged only when other skills files are there.
 */
function lintNoAttributes(ctx: LintContext): void {
  const s = ctx.skills;
  if (s.attributes != null || (s.action_skills == null && s.default_linked_attr == null)) return;
  report(ctx, 'warning', 'missing-key', ['fs3skills', 'attributes'],
    'There are no attributes (no fs3skills_attrs.yml, or an empty list); AresMUSH\'s config check reports it, and skills then roll without a linked attribute. Add the file to give them one.');
}

function lintRatingCaps(ctx: LintContext, key: 'max_attrs_at_or_above' | 'max_skills_at_or_above', top: number): void {
  for (const [rating, count] of Object.entries(ctx.skills[key] ?? {})) {
    const path = ['fs3skills', key, rating];
    const r = Number(rating);
    if (!Number.isInteger(r) || r < 1 || r > top) report(ctx, 'warning', 'out-of-range', path, `${key} names the rating "${rating}"; AresMUSH's config check asks for 1 to ${top}.`);
    checkInt(ctx, count, path, `The most abilities allowed at ${rating} or above`, 0, null);
  }
}

function lintStartingSkills(ctx: LintContext): void {
  const groups = ctx.skills.starting_skills;
  if (!groups) return;
  const lintBlock = (block: unknown, path: (string | number)[], what: string) => {
    const skills = block && typeof block === 'object' && !Array.isArray(block) ? (block as Record<string, unknown>).skills : undefined;
    if (skills === undefined) {
      report(ctx, 'warning', 'missing-key', [...path, 'skills'], `${what} has no "skills" mapping.`);
      return;
    }
    if (skills === null || typeof skills !== 'object' || Array.isArray(skills)) {
      report(ctx, 'warning', 'wrong-type', [...path, 'skills'], `The skills of ${what} must be a mapping of skill → rating.`);
      return;
    }
    for (const [skill, rating] of Object.entries(skills)) {
      if (!NAME_PATTERN.test(skill)) report(ctx, 'warning', 'out-of-range', [...path, 'skills', skill], `${what} names the skill "${skill}", which has characters AresMUSH does not allow in names.`);
      if (typeof rating !== 'number') report(ctx, 'warning', 'wrong-type', [...path, 'skills', skill], `${what} gives ${skill} a rating that is not a number.`);
      else checkInt(ctx, rating, [...path, 'skills', skill], `The starting ${skill} of ${what}`, 0, 8);
    }
  };
  if (!Object.hasOwn(groups, 'Everyone')) report(ctx, 'warning', 'missing-key', ['fs3skills', 'starting_skills', 'Everyone'], 'starting_skills has no "Everyone" entry.');
  for (const [group, value] of Object.entries(groups)) {
    const path = ['fs3skills', 'starting_skills', group];
    if (group === 'Everyone') {
      lintBlock(value, path, 'Everyone');
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      report(ctx, 'warning', 'wrong-type', path, `The starting skills of group "${group}" must map each value (such as a position) to its skills.`);
      continue;
    }
    for (const [choice, block] of Object.entries(value)) lintBlock(block, [...path, choice], `${group} "${choice}"`);
  }
}

function lintXp(ctx: LintContext): void {
  const costs = ctx.skills.xp_costs;
  if (!costs) return;
  for (const category of XP_CATEGORIES) {
    if (!Object.hasOwn(costs, category)) report(ctx, 'warning', 'missing-key', ['fs3skills', 'xp_costs', category], `xp_costs has no "${category}" costs; AresMUSH's config check asks for all five categories, and that kind of ability cannot be raised with XP.`);
  }
  for (const category of Object.keys(costs)) {
    if (!(XP_CATEGORIES as readonly string[]).includes(category)) {
      report(ctx, 'warning', 'misspelled-key', ['fs3skills', 'xp_costs', category], `xp_costs has the category "${category}"; AresMUSH knows only ${XP_CATEGORIES.join(', ')}, so it is never used.`);
    }
  }
  for (const [category, levels] of Object.entries(costs)) {
    for (const [level, xp] of Object.entries(levels)) {
      const path = ['fs3skills', 'xp_costs', category, level];
      const l = Number(level);
      if (!Number.isInteger(l) || l < 0 || l > 7) report(ctx, 'warning', 'out-of-range', path, `xp_costs for ${category} names the level "${level}"; levels run from 0 to 7.`);
      if (checkInt(ctx, xp, path, `The XP cost of ${category} level ${level}`, 0, null)) warnOutside(ctx, xp, path, `The XP cost of ${category} level ${level}`, 0, 1000);
    }
    if (levels['0'] !== undefined && levels['0'] !== 1 && !(category === 'advantage' && ctx.skills.allow_advantages_xp === false)) {
      report(ctx, 'warning', 'out-of-range', ['fs3skills', 'xp_costs', category, '0'], `Learning a new ${category} (level 0) costs ${levels['0']}; AresMUSH's config check asks for 1.`);
    }
  }
}

export function lintSkills(ctx: LintContext): void {
  const s = ctx.skills;
  lintNamedList(ctx, 'attributes', 'Attribute');
  lintNamedList(ctx, 'action_skills', 'Action skill');
  lintNamedList(ctx, 'languages', 'Language');
  lintNamedList(ctx, 'advantages', 'Advantage');
  lintSpecialties(ctx);
  lintBlurbs(ctx);
  lintAdvantagesOff(ctx);
  lintNoAttributes(ctx);
  if (s.default_linked_attr !== undefined && (s.default_linked_attr === null || s.default_linked_attr.trim() === '')) {
    report(ctx, 'warning', 'missing-key', ['fs3skills', 'default_linked_attr'], 'default_linked_attr is empty; AresMUSH\'s config check asks for an attribute there.');
  }
  checkRef(ctx, ctx.attributes, s.default_linked_attr, ['fs3skills', 'default_linked_attr'], 'warning', (a) => `default_linked_attr is "${a}", which is not an attribute.`);
  (s.action_skills ?? []).forEach((skill, i) => {
    const path = ['fs3skills', 'action_skills', i, 'linked_attr'];
    if (skill.linked_attr == null) report(ctx, 'warning', 'missing-key', path, `Action skill "${skill.name ?? `#${i + 1}`}" has no linked_attr.`);
    checkRef(ctx, ctx.attributes, skill.linked_attr, path, 'warning', (a) => `Action skill "${skill.name ?? `#${i + 1}`}" is linked to "${a}", which is not an attribute.`);
  });
  for (const [key, bounds] of Object.entries(SKILLS_INT_BOUNDS)) {
    const value = s[key];
    if (typeof value !== 'number' || !checkInt(ctx, value, ['fs3skills', key], key, bounds.min, bounds.max ?? null)) continue;
    warnOutside(ctx, value, ['fs3skills', key], key, bounds.min, 10_000);
  }
  lintRatingCaps(ctx, 'max_attrs_at_or_above', 4);
  lintRatingCaps(ctx, 'max_skills_at_or_above', 8);
  for (const [scenes, luck] of Object.entries(s.luck_for_scene ?? {})) {
    const n = Number(scenes);
    const path = ['fs3skills', 'luck_for_scene', scenes];
    if (!Number.isInteger(n) || n < 0) report(ctx, 'warning', 'out-of-range', path, `luck_for_scene names "${scenes}" scenes; it must be a whole number of 0 or more.`);
    if (luck < 0 || luck > 10) report(ctx, 'warning', 'out-of-range', path, `luck_for_scene gives ${luck} luck per scene; AresMUSH games give between 0 and 1.`);
  }
  lintStartingSkills(ctx);
  lintXp(ctx);
  checkCron(ctx, s.xp_cron, ['fs3skills', 'xp_cron'], 'xp_cron');
}
