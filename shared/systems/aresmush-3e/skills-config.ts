/**
 * The `fs3skills` section of a campaign's AresMUSH configuration, typed, with AresMUSH's defaults
 * for every key a game leaves out (reference §E.15–§E.17). Where AresMUSH's code has its own
 * fallback for a missing key (`|| 99`, `|| 3` …, §B.6, §B.7) that fallback is the default;
 * otherwise the default is the value of AresMUSH's default configuration. Lists that name the
 * default game's own abilities (starting skills, unusual skills) default to empty: another game's
 * abilities are not the sample's.
 */
import type { GameConfig } from '../../config/model';
import type { Ruleset } from '../../core/dice/ruleset';

/** XP category of an ability (`xp_costs` keys, §B.7). */
export type AresAbilityType = 'attribute' | 'action' | 'language' | 'advantage' | 'background';

/** One starting-skill grant: skill → rating and skill → specialties (§B.4). */
export type StartingGrant = { skills: ReadonlyArray<readonly [string, number]>; specialties: ReadonlyArray<readonly [string, readonly string[]]> };

/** `starting_skills`: the Everyone grant and, per demographic group, value → grant. */
export type StartingSkills = { everyone: StartingGrant | null; groups: ReadonlyArray<{ group: string; values: ReadonlyArray<readonly [string, StartingGrant]> }> };

export type AresSkillsConfig = {
  defaultLinkedAttr: string;
  useAdvantages: boolean;
  /** Advantage names from `advantages` (used only when `useAdvantages`). */
  advantages: string[];
  /** Languages named in the config file (the setting's list is the other source). */
  languages: string[];
  /** Action skill → its configured `specialties` (skills with none are left out). */
  skillSpecialties: Array<[string, string[]]>;
  advantagesCost: number;
  allowIncapableActionSkills: boolean;
  freeBackgrounds: number;
  freeLanguages: number;
  maxAp: number;
  maxAttrRating: number;
  maxSkillRating: number;
  /** [rating, most abilities at or above it], in the file's order. */
  maxAttrsAtOrAbove: Array<[number, number]>;
  maxSkillsAtOrAbove: Array<[number, number]>;
  maxPointsOnAttrs: number;
  maxPointsOnAction: number;
  maxPointsOnAdvantages: number;
  minBackgrounds: number;
  startingSkills: StartingSkills;
  unusualSkills: string[];
  actionDotsBeyondChargenMax: number;
  attrDotsBeyondChargenMax: number;
  advantageDotsBeyondChargenMax: number;
  allowAdvantagesXp: boolean;
  daysBetweenLearning: number;
  maxXpHoard: number;
  periodicXp: number;
  /** type → `costs[rating]` = spends from rating to rating + 1 (undefined: not raisable). */
  xpCosts: Record<AresAbilityType, Array<number | undefined>>;
  maxLuck: number;
  /** [previous scenes, luck], in the file's order (§B.8 walks it in order). */
  luckForScene: Array<[number, number]>;
};

/** AresMUSH's default `xp_costs` (§B.7). */
export const DEFAULT_XP_COSTS: Readonly<Record<AresAbilityType, Readonly<Record<string, number>>>> = {
  action: { 1: 1, 2: 2, 3: 3, 4: 6, 5: 8, 6: 8, 7: 12 },
  attribute: { 1: 1, 2: 4, 3: 8 },
  language: { 1: 4, 2: 12 },
  background: { 1: 4, 2: 8 },
  advantage: { 1: 4, 2: 12 },
};

const DEFAULT_LUCK_FOR_SCENE: Array<[number, number]> = [[0, 0.1], [10, 0.075], [25, 0.05], [50, 0.025]];

const int = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : fallback);
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);
const text = (v: unknown, fallback: string): string => (typeof v === 'string' && v.trim() !== '' ? v.trim() : fallback);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const names = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap((e) => (isObject(e) && typeof e.name === 'string' ? [e.name] : typeof e === 'string' ? [e] : [])) : [];

/** A `{rating: count}` hash as ordered pairs; keys may be strings or ints (§B.6). */
function ratingPairs(v: unknown, fallback: Array<[number, number]>): Array<[number, number]> {
  if (!isObject(v)) return fallback;
  const out: Array<[number, number]> = [];
  for (const [k, n] of Object.entries(v)) {
    const key = Number(k);
    if (Number.isFinite(key) && typeof n === 'number' && Number.isFinite(n)) out.push([key, n]);
  }
  return out;
}

function grant(v: unknown): StartingGrant {
  const g = isObject(v) ? v : {};
  const skills = isObject(g.skills) ? Object.entries(g.skills).flatMap(([k, r]) => (typeof r === 'number' ? [[k, Math.trunc(r)] as const] : [])) : [];
  const specialties = isObject(g.specialties)
    ? Object.entries(g.specialties).map(([k, list]) => [k, Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : []] as const)
    : [];
  return { skills, specialties };
}

/** Reads `starting_skills` (§B.4): `Everyone` plus demographic group → value → grant. */
export function readStartingSkills(v: unknown): StartingSkills {
  if (!isObject(v)) return { everyone: null, groups: [] };
  let everyone: StartingGrant | null = null;
  const groups: StartingSkills['groups'][number][] = [];
  for (const [key, value] of Object.entries(v)) {
    if (key === 'Everyone') everyone = grant(value);
    else if (isObject(value)) groups.push({ group: key, values: Object.entries(value).map(([val, g]) => [val, grant(g)] as const) });
  }
  return { everyone, groups };
}

/** Stands in for "no limit" where the setting has none and AresMUSH needs a whole number. */
export const NO_LIMIT = 999_999;

function xpCosts(v: unknown, base: Ruleset | undefined): AresSkillsConfig['xpCosts'] {
  let source: Record<string, unknown> = isObject(v) ? v : DEFAULT_XP_COSTS;
  if (!isObject(v) && base) source = { ...DEFAULT_XP_COSTS, action: Object.fromEntries(base.xp.raiseCost.map((c, i) => [String(i), c])) };
  const out = {} as AresSkillsConfig['xpCosts'];
  for (const type of ['attribute', 'action', 'language', 'advantage', 'background'] as const) {
    const table = source[type];
    const costs: Array<number | undefined> = [];
    if (isObject(table)) {
      for (const [k, n] of Object.entries(table)) {
        const level = Number(k);
        if (Number.isInteger(level) && level >= 0 && level < 100 && typeof n === 'number') costs[level] = n;
      }
    }
    out[type] = costs;
  }
  return out;
}

/**
 * The typed `fs3skills` numbers of a configuration (null: a campaign with none). `base` is the
 * setting's ruleset, the fallback for the keys it holds.
 */
export function readSkillsConfig(config: GameConfig | null | undefined, base?: Ruleset): AresSkillsConfig {
  const s = (config?.fs3skills ?? {}) as Record<string, unknown>;
  const ch = base?.chargen;
  const xp = base?.xp;
  return {
    defaultLinkedAttr: text(s.default_linked_attr, 'Wits'),
    useAdvantages: bool(s.use_advantages, false),
    advantages: names(s.advantages),
    languages: names(s.languages),
    skillSpecialties: Array.isArray(s.action_skills)
      ? s.action_skills.flatMap((a): Array<[string, string[]]> =>
          isObject(a) && typeof a.name === 'string' && Array.isArray(a.specialties) && a.specialties.length > 0
            ? [[a.name, a.specialties.filter((x): x is string => typeof x === 'string')]]
            : [],
        )
      : [],
    advantagesCost: int(s.advantages_cost, 2),
    allowIncapableActionSkills: bool(s.allow_incapable_action_skills, false),
    freeBackgrounds: int(s.free_backgrounds, 6),
    freeLanguages: int(s.free_languages, 3),
    maxAp: int(s.max_ap, ch?.abilityPoints ?? 40),
    maxAttrRating: int(s.max_attr_rating, 4),
    maxSkillRating: int(s.max_skill_rating, 7),
    maxAttrsAtOrAbove: ratingPairs(s.max_attrs_at_or_above, [[3, 4], [4, 2]]),
    maxSkillsAtOrAbove: ratingPairs(s.max_skills_at_or_above, [[5, 3], [6, 2], [7, 1]]),
    maxPointsOnAttrs: int(s.max_points_on_attrs, ch ? (ch.maxAttributePoints ?? NO_LIMIT) : 12),
    maxPointsOnAction: int(s.max_points_on_action, ch ? (ch.maxActionSkillPoints ?? NO_LIMIT) : 28),
    // app_review.rb: `max_points_on_advantages || 99`.
    maxPointsOnAdvantages: int(s.max_points_on_advantages, 99),
    minBackgrounds: int(s.min_backgrounds, ch?.minBackgroundSkills ?? 2),
    startingSkills: readStartingSkills(s.starting_skills),
    unusualSkills: Array.isArray(s.unusual_skills) ? s.unusual_skills.filter((x): x is string => typeof x === 'string') : [],
    // xp.rb check_can_learn: code defaults 3 (action), 2 (attributes), 3 (advantages).
    actionDotsBeyondChargenMax: int(s.action_dots_beyond_chargen_max, 3),
    attrDotsBeyondChargenMax: int(s.attr_dots_beyond_chargen_max, 2),
    advantageDotsBeyondChargenMax: int(s.advantage_dots_beyond_chargen_max, 3),
    allowAdvantagesXp: bool(s.allow_advantages_xp, false),
    daysBetweenLearning: int(s.days_between_learning, xp ? (xp.daysBetweenRaises ?? 0) : 30),
    maxXpHoard: int(s.max_xp_hoard, xp ? (xp.maxSavedXp ?? NO_LIMIT) : 4),
    periodicXp: int(s.periodic_xp, xp?.weeklyAward ?? 1),
    xpCosts: xpCosts(s.xp_costs, base),
    maxLuck: int(s.max_luck, base ? (base.luck.maxPoints ?? NO_LIMIT) : 3),
    luckForScene: isObject(s.luck_for_scene) ? ratingPairs(s.luck_for_scene, DEFAULT_LUCK_FOR_SCENE) : DEFAULT_LUCK_FOR_SCENE,
  };
}
