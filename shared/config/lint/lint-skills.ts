/** Attributes, skills, languages, advantages, chargen, XP and luck (the fs3skills_*.yml files). */
import { SKILLS_INT_BOUNDS, XP_CATEGORIES } from '../schema-skills';
import { checkInt, checkRef, report, warnOutside, type LintContext } from './context';

/** AresMUSH's validator allows letters, digits, underscores and spaces in ability names. */
const NAME_PATTERN = /^[\p{L}\p{N}_\s]+$/u;

function lintNamedList(ctx: LintContext, key: 'attributes' | 'action_skills' | 'languages' | 'advantages', what: string): void {
  const list = ctx.skills[key];
  if (!list) return;
  const seen = new Map<string, number>();
  list.forEach((item, i) => {
    const path = ['fs3skills', key, i];
    if (item.name === undefined || item.name.trim() === '') {
      report(ctx, 'error', 'missing-key', [...path, 'name'], `${what} #${i + 1} has no name.`);
      return;
    }
    if (!NAME_PATTERN.test(item.name)) {
      report(ctx, 'warning', 'out-of-range', [...path, 'name'], `${what} "${item.name}" has characters AresMUSH does not allow in names (only letters, digits, _ and spaces).`);
    }
    if (key !== 'languages' && item.desc === undefined) report(ctx, 'warning', 'missing-key', [...path, 'desc'], `${what} "${item.name}" has no description.`);
    const lower = item.name.toLowerCase();
    const first = seen.get(lower);
    if (first !== undefined) report(ctx, 'warning', 'duplicate-key', path, `${what} "${item.name}" is listed twice (#${first + 1} and #${i + 1}).`);
    else seen.set(lower, i);
  });
}

function lintRatingCaps(ctx: LintContext, key: 'max_attrs_at_or_above' | 'max_skills_at_or_above', top: number): void {
  for (const [rating, count] of Object.entries(ctx.skills[key] ?? {})) {
    const path = ['fs3skills', key, rating];
    const r = Number(rating);
    if (!Number.isInteger(r) || r < 1 || r > top) report(ctx, 'error', 'out-of-range', path, `${key} names the rating "${rating}"; ratings run from 1 to ${top}.`);
    checkInt(ctx, count, path, `The most abilities allowed at ${rating} or above`, 0, null);
  }
}

function lintStartingSkills(ctx: LintContext): void {
  const groups = ctx.skills.starting_skills;
  if (!groups) return;
  const lintBlock = (block: unknown, path: (string | number)[], what: string) => {
    const skills = block && typeof block === 'object' && !Array.isArray(block) ? (block as Record<string, unknown>).skills : undefined;
    if (skills === undefined) {
      report(ctx, 'error', 'missing-key', [...path, 'skills'], `${what} has no "skills" mapping.`);
      return;
    }
    if (skills === null || typeof skills !== 'object' || Array.isArray(skills)) {
      report(ctx, 'error', 'wrong-type', [...path, 'skills'], `The skills of ${what} must be a mapping of skill → rating.`);
      return;
    }
    for (const [skill, rating] of Object.entries(skills)) {
      if (typeof rating !== 'number') report(ctx, 'error', 'wrong-type', [...path, 'skills', skill], `${what} gives ${skill} a rating that is not a number.`);
      else checkInt(ctx, rating, [...path, 'skills', skill], `The starting ${skill} of ${what}`, 0, 8);
    }
  };
  if (!Object.hasOwn(groups, 'Everyone')) report(ctx, 'error', 'missing-key', ['fs3skills', 'starting_skills', 'Everyone'], 'starting_skills has no "Everyone" entry.');
  for (const [group, value] of Object.entries(groups)) {
    const path = ['fs3skills', 'starting_skills', group];
    if (group === 'Everyone') {
      lintBlock(value, path, 'Everyone');
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      report(ctx, 'error', 'wrong-type', path, `The starting skills of group "${group}" must map each value (such as a position) to its skills.`);
      continue;
    }
    for (const [choice, block] of Object.entries(value)) lintBlock(block, [...path, choice], `${group} "${choice}"`);
  }
}

function lintXp(ctx: LintContext): void {
  const costs = ctx.skills.xp_costs;
  if (!costs) return;
  for (const category of XP_CATEGORIES) {
    if (!Object.hasOwn(costs, category)) report(ctx, 'error', 'missing-key', ['fs3skills', 'xp_costs', category], `xp_costs has no "${category}" costs; AresMUSH needs all five categories.`);
  }
  for (const [category, levels] of Object.entries(costs)) {
    for (const [level, xp] of Object.entries(levels)) {
      const path = ['fs3skills', 'xp_costs', category, level];
      const l = Number(level);
      if (!Number.isInteger(l) || l < 0 || l > 7) report(ctx, 'error', 'out-of-range', path, `xp_costs for ${category} names the level "${level}"; levels run from 0 to 7.`);
      if (checkInt(ctx, xp, path, `The XP cost of ${category} level ${level}`, 0, null)) warnOutside(ctx, xp, path, `The XP cost of ${category} level ${level}`, 0, 1000);
    }
    if (levels['0'] !== undefined && levels['0'] !== 1 && !(category === 'advantage' && ctx.skills.allow_advantages_xp === false)) {
      report(ctx, 'error', 'out-of-range', ['fs3skills', 'xp_costs', category, '0'], `Learning a new ${category} (level 0) must cost 1 XP.`);
    }
  }
}

export function lintSkills(ctx: LintContext): void {
  const s = ctx.skills;
  lintNamedList(ctx, 'attributes', 'Attribute');
  lintNamedList(ctx, 'action_skills', 'Action skill');
  lintNamedList(ctx, 'languages', 'Language');
  lintNamedList(ctx, 'advantages', 'Advantage');
  checkRef(ctx, ctx.attributes, s.default_linked_attr, ['fs3skills', 'default_linked_attr'], 'error', (a) => `default_linked_attr is "${a}", which is not an attribute.`);
  (s.action_skills ?? []).forEach((skill, i) => {
    const path = ['fs3skills', 'action_skills', i, 'linked_attr'];
    if (skill.linked_attr === undefined) report(ctx, 'error', 'missing-key', path, `Action skill "${skill.name ?? `#${i + 1}`}" has no linked_attr.`);
    checkRef(ctx, ctx.attributes, skill.linked_attr, path, 'error', (a) => `Action skill "${skill.name ?? `#${i + 1}`}" is linked to "${a}", which is not an attribute.`);
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
    if (!Number.isInteger(n) || n < 0) report(ctx, 'error', 'out-of-range', path, `luck_for_scene names "${scenes}" scenes; it must be a whole number of 0 or more.`);
    if (luck < 0 || luck > 10) report(ctx, 'warning', 'out-of-range', path, `luck_for_scene gives ${luck} luck per scene; AresMUSH games give between 0 and 1.`);
  }
  lintStartingSkills(ctx);
  lintXp(ctx);
}
