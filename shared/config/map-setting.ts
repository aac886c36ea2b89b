/**
 * AresMUSH abilities and XP settings ↔ the product's setting (shared/domain/setting.ts). What
 * corresponds: attributes, action skills with their linked (ruling) attribute, languages,
 * background-skill suggestions, the combat roles of fs3combat_skills.yml, and the XP award, hoard
 * and learning interval. AresMUSH chargen points count differently (attributes cost 2 per dot
 * above 2, and so on), so point budgets stay those of the base setting.
 */
import type { JsonValue } from '../domain/json';
import { SettingSchema, type Setting, type SpecialAbilities } from '../domain/setting';
import { deriveRuleset } from '../core/dice/ruleset';
import { cloneJson, jsonEqual, type GameConfig } from './model';
import { problem, type ConfigProblem } from './problems';
import type { AresActionSkill, AresAttribute, AresLanguage } from './schema-skills';

/** Product special-ability role ↔ fs3combat_skills.yml key (repair and jury-rig have none). */
export const ROLE_KEYS = {
  toughness: 'composure_skill',
  medicine: 'healing_skill',
  firstAid: 'treat_skill',
  initiative: 'initiative_skill',
} as const satisfies Partial<Record<keyof SpecialAbilities, string>>;

const named = <T extends { name?: unknown }>(list: readonly T[] | null | undefined) =>
  list == null ? undefined :
  list.filter((x): x is T & { name: string } => typeof x.name === 'string' && x.name.trim() !== '');

/**
 * A name listed twice (AresMUSH only reports it; its lookups find the first) keeps its first entry
 * in the projection, with a note: a campaign keeps one ability per name, and an import that
 * AresMUSH loads must not be refused for it. The configuration keeps both entries.
 */
function firstOfEach<T extends { name: string }>(list: T[] | undefined, key: string, label: string, notes: ConfigProblem[]): T[] | undefined {
  if (!list) return undefined;
  const seen = new Set<string>();
  return list.filter((x, i) => {
    const lower = x.name.toLowerCase();
    if (!seen.has(lower)) return seen.add(lower);
    notes.push(problem('warning', 'not-mapped', ['fs3skills', key, i],
      `The ${label} "${x.name}" is listed twice; the campaign plays the first entry (as AresMUSH's lookups do), and the files keep both.`));
    return false;
  });
}

/**
 * A skill linked to an attribute the configuration does not have (a game without
 * fs3skills_attrs.yml, a renamed attribute) is ruled by the same attribute written in another
 * case if there is one, else by the first attribute, with one note: AresMUSH rates the missing
 * attribute 0, the FS3.2 model needs an attribute that exists. The files keep linked_attr as is.
 */
function rulingAttributes<T extends { name: string; rulingAttribute: string }>(skills: T[], attributes: readonly { name: string }[], notes: ConfigProblem[]): T[] {
  const first = attributes[0]?.name;
  if (first === undefined) return skills;
  const moved: string[] = [];
  const out = skills.map((skill) => {
    if (attributes.some((a) => a.name === skill.rulingAttribute)) return skill;
    const same = attributes.find((a) => a.name.toLowerCase() === skill.rulingAttribute.toLowerCase());
    if (!same) moved.push(`${skill.name} (${skill.rulingAttribute})`);
    return { ...skill, rulingAttribute: same?.name ?? first };
  });
  if (moved.length > 0) {
    notes.push(problem('warning', 'not-mapped', ['fs3skills', 'action_skills'],
      `${moved.length} action skill${moved.length === 1 ? ' is' : 's are'} linked to an attribute this configuration does not have (${moved.slice(0, 4).join(', ')}${moved.length > 4 ? ', …' : ''}); in the campaign's setting they are ruled by ${first}.`));
  }
  return out;
}

/** Projects the AresMUSH abilities onto `base` (which supplies id, name, ruleset and ideas). */
export function projectSetting(config: GameConfig, base: Setting): { setting: Setting; notes: ConfigProblem[] } {
  const s = config.fs3skills;
  const notes: ConfigProblem[] = [];
  const attributes = firstOfEach(named(s.attributes), 'attributes', 'attribute', notes)?.map((a) => ({ name: a.name, description: a.desc ?? '' })) ?? base.attributes;
  const fallbackAttr = s.default_linked_attr ?? attributes[0]?.name ?? '';
  const linked =
    firstOfEach(named(s.action_skills), 'action_skills', 'action skill', notes)?.map((a) => ({ name: a.name, rulingAttribute: a.linked_attr ?? fallbackAttr, description: a.desc ?? '' })) ?? base.actionSkills;
  const actionSkills = rulingAttributes(linked, attributes, notes);
  const abilities = new Set([...attributes, ...actionSkills].map((a) => a.name.toLowerCase()));
  const specialAbilities = { ...base.specialAbilities };
  for (const [role, key] of Object.entries(ROLE_KEYS) as [keyof typeof ROLE_KEYS, (typeof ROLE_KEYS)[keyof typeof ROLE_KEYS]][]) {
    const name = config.fs3combat[key];
    if (name != null) specialAbilities[role] = name;
  }
  for (const role of Object.keys(specialAbilities) as (keyof SpecialAbilities)[]) {
    if (abilities.has(specialAbilities[role].toLowerCase())) continue;
    const fallback = actionSkills[0]?.name ?? attributes[0]?.name ?? specialAbilities[role];
    notes.push(problem('warning', 'not-mapped', ['fs3combat'], `The ${role} roll used "${specialAbilities[role]}", which this configuration does not have; it now uses ${fallback}.`));
    specialAbilities[role] = fallback;
  }
  const xp: Partial<Setting['ruleset']['xp']> = {};
  if (s.periodic_xp != null) xp.weeklyAward = s.periodic_xp;
  if (s.max_xp_hoard != null) xp.maxSavedXp = s.max_xp_hoard;
  if (s.days_between_learning != null) xp.daysBetweenRaises = s.days_between_learning;
  const chargen = s.min_backgrounds == null ? {} : { minBackgroundSkills: s.min_backgrounds };
  const candidate = {
    ...base,
    attributes,
    actionSkills,
    languages: firstOfEach(named(s.languages), 'languages', 'language', notes)?.map((l) => l.name) ?? base.languages,
    backgroundSkillIdeas: s.background_skills ? Object.entries(s.background_skills).map(([k, v]) => `${k}: ${v}`) : base.backgroundSkillIdeas,
    specialAbilities,
  };
  try {
    const setting = SettingSchema.parse({ ...candidate, ruleset: deriveRuleset(base.ruleset, { xp, chargen }) });
    return { setting, notes };
  } catch {
    notes.push(problem('warning', 'not-mapped', ['fs3skills'], 'The abilities do not form a valid setting (see the linter); the base setting is used unchanged.'));
    return { setting: base, notes };
  }
}

function byName<T extends { name?: unknown }>(list: readonly T[] | null | undefined, name: string): T | undefined {
  return list?.find((x) => typeof x.name === 'string' && x.name.toLowerCase() === name.toLowerCase());
}

/**
 * Writes an edited setting back onto the AresMUSH abilities, only where it differs from the
 * projection (`force` writes everything: exporting a campaign that never imported a config).
 */
export function applySettingEdits(config: GameConfig, edited: Setting, force = false): GameConfig {
  const base = projectSetting(config, edited).setting;
  const next = cloneJson(config as unknown as JsonValue) as unknown as GameConfig;
  const s = next.fs3skills;
  const differs = <K extends keyof Setting>(k: K) => force || !jsonEqual(base[k], edited[k]);
  if (differs('attributes')) {
    s.attributes = edited.attributes.map((a): AresAttribute => ({ ...byName(s.attributes, a.name), name: a.name, desc: a.description }));
  }
  if (differs('actionSkills')) {
    s.action_skills = edited.actionSkills.map((a): AresActionSkill => ({
      ...byName(s.action_skills, a.name), name: a.name, desc: a.description, linked_attr: a.rulingAttribute,
    }));
  }
  if (differs('languages')) s.languages = edited.languages.map((l): AresLanguage => ({ ...byName(s.languages, l), name: l }));
  if (differs('backgroundSkillIdeas')) {
    s.background_skills = Object.fromEntries(edited.backgroundSkillIdeas.map((idea) => {
      const at = idea.indexOf(': ');
      return at < 0 ? [idea, ''] : [idea.slice(0, at), idea.slice(at + 2)];
    }));
  }
  for (const [role, key] of Object.entries(ROLE_KEYS) as [keyof typeof ROLE_KEYS, (typeof ROLE_KEYS)[keyof typeof ROLE_KEYS]][]) {
    if (force || base.specialAbilities[role] !== edited.specialAbilities[role]) next.fs3combat[key] = edited.specialAbilities[role];
  }
  const xp = edited.ruleset.xp;
  const was = base.ruleset.xp;
  if (force || xp.weeklyAward !== was.weeklyAward) s.periodic_xp = xp.weeklyAward;
  if ((force || xp.maxSavedXp !== was.maxSavedXp) && xp.maxSavedXp !== null) s.max_xp_hoard = xp.maxSavedXp;
  if ((force || xp.daysBetweenRaises !== was.daysBetweenRaises) && xp.daysBetweenRaises !== null) s.days_between_learning = xp.daysBetweenRaises;
  if (force || edited.ruleset.chargen.minBackgroundSkills !== base.ruleset.chargen.minBackgroundSkills) {
    s.min_backgrounds = edited.ruleset.chargen.minBackgroundSkills;
  }
  return next;
}
