/**
 * AresMUSH Third Edition's sheet, roller and XP operations (reference §A, §B) over the console's
 * character model. Wound modifiers and healing points come from the combat folder (§D.2, §D.3).
 */
import { CharacterSchema, abilityKey, findRated, xpProgressOf, type Character } from '../../domain/character';
import type { Setting } from '../../domain/setting';
import type { GameConfig } from '../../config/model';
import type { RollModifier } from '../../core/dice/ability-roll';
import { AbilityLookupError } from '../../core/character/character-roll';
import { readCharacterLeniently } from '../../core/character/chargen-input';
import type { ChargenFinding, ChargenPoints, PointedCharacter } from '../../core/character/chargen';
import { awardXp as awardXpShared, XpRuleError, type XpChange, type XpLedgerEntry } from '../../core/character/xp';
import { healingPointsNeeded, totalWoundModifier, woundModifierOf } from './combat/wound-ops';
import type { DefaultingRequest, EditionOps, EditionRaiseRequest, GameSystem, RaisableKind, RaiseOffer } from '../types';
import { aresPoints, aresRatingRefusals, aresReview, type AresRatingRefusal } from './chargen';
import { aresRatingRange, aresStartingCharacter, npcTypesTop, widened } from './ratings';
import { aresOdds, aresRoll } from './dice';
import { ARES3E_HEALING } from './healing';
import { ARES3E_OPPOSED } from './opposed';
import { aresAbilityPool, aresAbilityRating, aresAbilityType, aresPoolSpec, aresSpelling, type AresRules } from './pools';
import { aresRatingsOf, aresRulesFor, aresRulesOf } from './sheet';
import { readSkillsConfig } from './skills-config';
import { daysUntil, learnAbility, nextLearnDate, ratingName, xpNeeded, type AbilityProgress } from './xp';

const rulesOf = (s: GameSystem): AresRules => aresRulesOf(s.setting, s.config);

function points(rules: AresRules, c: PointedCharacter): ChargenPoints {
  const p = aresPoints(rules, aresRatingsOf(rules, c));
  // The shared shape has no advantage or specialty bucket: they count in the total only.
  return { attributes: p.attributes, actionSkills: p.action, backgroundSkills: p.backgrounds, languages: p.languages, total: p.total, available: rules.skills.maxAp };
}

function checkCharacter(s: GameSystem, input: unknown) {
  const findings: ChargenFinding[] = [];
  const rules = rulesOf(s);
  let pts: ChargenPoints = { attributes: 0, actionSkills: 0, backgroundSkills: 0, languages: 0, total: 0, available: rules.skills.maxAp };
  try {
    const parsed = CharacterSchema.safeParse(input);
    const lenient = readCharacterLeniently(input, findings);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        findings.push({ severity: 'error', code: 'invalid-data', ability: lenient.nameAt(issue.path), message: lenient.describeIssue(issue.path, issue.message) });
      }
    }
    pts = points(rules, lenient);
    for (const b of lenient.backgroundSkills) {
      const type = aresAbilityType(rules.lists, b.name);
      if (type === 'attribute' || type === 'action') {
        findings.push({ severity: 'warning', code: 'background-is-action', ability: b.name, message: `${b.name} is one of the game's ${type === 'action' ? 'action skills' : 'attributes'}, not a background: its rating here is not used.` });
      }
    }
    if (lenient.kind !== 'npc') {
      const ratings = aresRatingsOf(rules, lenient);
      // §B.2 check_rating: AresMUSH's chargen refuses these; a warning, because XP may raise past the maximum.
      for (const { name, rating, refusal } of aresRatingRefusals(rules, ratings)) {
        findings.push({ severity: 'warning', code: refusal.code === 'max_rating_is' ? 'max-rating-is' : 'min-rating-is', ability: name, message: ratingRefusalText(name, rating, refusal) });
      }
      // §B.6: the review warns; approval is the storyteller's call.
      for (const w of aresReview(rules, ratings)) findings.push({ severity: 'warning', code: w.code, ability: w.ability, message: w.message });
    }
  } catch (e) {
    findings.push({ severity: 'error', code: 'check-failed', ability: null, message: `The check could not finish: ${String(e)}` });
  }
  return { ok: !findings.some((f) => f.severity === 'error'), findings, points: pts };
}

function ratingRefusalText(name: string, rating: number, refusal: AresRatingRefusal): string {
  return refusal.code === 'max_rating_is'
    ? `${name} ${rating} is above the chargen maximum of ${refusal.rating}: AresMUSH's chargen refuses it (max_rating_is); only XP may raise it further.`
    : `${name} ${rating} is below the minimum of ${refusal.rating}: AresMUSH refuses it (min_rating_is).`;
}

/** The type, list and current rating of an ability on a character (null rating: not held). */
function heldAbility(rules: AresRules, c: Character, name: string) {
  const type = aresAbilityType(rules.lists, name);
  const key = abilityKey(name);
  if (type === 'attribute') return { type, rating: findRated(c.attributes, name)?.rating ?? null };
  if (type === 'action') return { type, rating: findRated(c.actionSkills, name)?.rating ?? null };
  const rated = c.backgroundSkills.find((b) => abilityKey(b.name) === key);
  if (rated) return { type, rating: rated.rating };
  if (type === 'language' && c.languages.some((l) => abilityKey(l) === key)) return { type, rating: 3, unrated: true };
  return { type, rating: null };
}

/** §B.7 `learn`: one 1-XP spend. See {@link EditionRaiseRequest} for the progress the caller keeps. */
function raiseSkill(s: GameSystem, c: Character, request: EditionRaiseRequest): XpChange & { progress: AbilityProgress } {
  const rules = rulesOf(s);
  const name = request.skill.trim();
  if (name === '' || !/^[\w\s]+$/.test(name)) throw new XpRuleError('unknown-skill', `"${name}" is not an ability name (letters, digits and spaces only).`);
  const held = heldAbility(rules, c, name);
  const progress: AbilityProgress = request.progress ?? { spent: 0, lastLearned: c.lastSkillRaiseDate };
  if (request.progress === undefined && held.rating !== null) {
    const needed = xpNeeded(rules, held.type, held.rating);
    if (needed !== null && needed > 1) {
      throw new XpRuleError(
        'not-buyable',
        `Raising ${name} from ${held.rating} takes ${needed} separate 1-XP spends, ${rules.skills.daysBetweenLearning} days apart; this campaign file does not keep progress toward a rating yet.`,
      );
    }
  }
  if ('unrated' in held) throw new XpRuleError('not-buyable', `${name} is listed without a rating (counted as Fluent, 3, the highest).`);
  const out = learnAbility(rules, {
    name, type: held.type, rating: held.rating, progress, xp: c.xp, ratings: aresRatingsOf(rules, c), date: request.date,
    ...(request.override !== undefined ? { override: request.override } : {}),
  });
  const updated: Character = { ...c, xp: out.xpAfter, lastSkillRaiseDate: request.date };
  const set = <T extends { name: string; rating: number }>(list: readonly T[], make: () => T): T[] => {
    const found = list.find((a) => abilityKey(a.name) === abilityKey(name));
    return found ? list.map((a) => (a === found ? { ...a, rating: out.to } : a)) : [...list, make()];
  };
  if (held.type === 'attribute') updated.attributes = set(c.attributes, () => ({ name, rating: out.to }));
  else if (held.type === 'action') updated.actionSkills = set(c.actionSkills, () => ({ name: canonical(rules, name), rating: out.to }));
  else {
    const ruling = request.rulingAttribute?.trim() || rules.skills.defaultLinkedAttr;
    updated.backgroundSkills = set(c.backgroundSkills, () => ({ name: canonical(rules, name), rating: out.to, rulingAttribute: ruling }));
  }
  const from = out.from ?? 0;
  const entry: XpLedgerEntry = {
    characterId: c.id,
    kind: out.from === null ? 'learn-skill' : 'raise-skill',
    delta: -1,
    balanceAfter: updated.xp,
    ability: canonical(rules, name),
    fromRating: from,
    toRating: out.to,
    reason:
      request.reason ??
      (out.from === null ? `Learned ${name}` : out.to > from ? `Raised ${name} to ${out.to}` : `Learning ${name}: ${out.progress.spent} of ${out.needed} toward ${from + 1}`),
    inGameDate: request.date,
    overrides: request.override === true ? ['days-between-raises'] : [],
  };
  return { character: updated, entry, forfeited: 0, progress: out.progress };
}

/**
 * §B.7's `xp` display as the sheet's learn control: one spend of 1 XP, the spends made toward
 * the next rating of the needed (`2/3 toward Good`), and the days until the next learn. Any
 * ability type of the game can be learned (attributes too); advantages only when the game allows.
 */
function raiseOffer(s: GameSystem, c: Character, ability: string, kind: RaisableKind, today: string): RaiseOffer | null {
  const rules = rulesOf(s);
  const name = ability.trim();
  if (name === '') return null;
  const held = heldAbility(rules, c, name);
  if ('unrated' in held) return null;
  if (held.type === 'advantage' && !rules.skills.allowAdvantagesXp) return null;
  if (kind === 'attribute' && held.type !== 'attribute') return null;
  const shown = canonical(rules, name);
  if (held.rating === null) {
    return {
      text: 'Learn (1 XP)',
      detail: 'new at 1',
      label: `Learn ${shown} (1 XP): new at 1, ${ratingName(held.type, 1)}`,
      hint: `A new ability starts at 1 for 1 XP (§B.7); ${c.xp} XP available.`,
      cost: 1,
      waitDays: 0,
    };
  }
  const needed = xpNeeded(rules, held.type, held.rating);
  if (needed === null) return null;
  const progress: AbilityProgress = xpProgressOf(c, name) ?? { spent: 0, lastLearned: null };
  const next = nextLearnDate(rules, progress);
  const waitDays = daysUntil(today, next);
  const target = ratingName(held.type, held.rating + 1);
  const wait = waitDays > 0 ? ` · ${waitDays} ${waitDays === 1 ? 'day' : 'days'}` : '';
  return {
    text: 'Learn (1 XP)',
    detail: `${progress.spent}/${needed} toward ${target}${wait}`,
    label: `Learn ${shown} (1 XP): ${progress.spent} of ${needed} spends toward ${held.rating + 1}, ${target}${waitDays > 0 ? `; next learn in ${waitDays} days` : ''}`,
    hint:
      `${needed} spends of 1 XP raise ${shown} from ${held.rating} to ${held.rating + 1}, ${rules.skills.daysBetweenLearning} days apart` +
      `${next !== null && waitDays > 0 ? `; next on ${next}` : ''}; ${c.xp} XP available.`,
    cost: 1,
    waitDays,
  };
}

function canonical(rules: AresRules, name: string): string {
  return aresSpelling(rules.lists, name);
}

function poolForAbility(s: GameSystem, c: Character, ability: string, modifiers: readonly RollModifier[] = [], attributeOverride?: string) {
  const rules = rulesOf(s);
  const name = ability.trim();
  if (name === '') throw new AbilityLookupError('unknown-ability', `${c.name} has no ability called "".`);
  if (attributeOverride !== undefined && aresAbilityType(rules.lists, attributeOverride) !== 'attribute') {
    throw new AbilityLookupError('not-an-attribute', `"${attributeOverride.trim()}" is not an attribute of this setting.`);
  }
  if (c.npc) {
    // §A.5: an NPC's rating is raw dice, no attribute added; unlisted attributes Default/2.
    const rated = findRated(c.npc.ratings, name);
    if (rated) return aresPoolSpec([{ kind: 'npc-rating', name: rated.name, rating: rated.rating }], modifiers);
    const type = aresAbilityType(rules.lists, name);
    const held = type === 'attribute' ? findRated(c.attributes, name) : type === 'action' ? findRated(c.actionSkills, name) : undefined;
    if (c.npc.defaultRating !== null && !held) {
      const rating = type === 'attribute' ? Math.floor(c.npc.defaultRating / 2) : c.npc.defaultRating;
      return aresPoolSpec([{ kind: 'npc-rating', name: canonical(rules, name), rating }], modifiers);
    }
  }
  return aresAbilityPool(rules, aresRatingsOf(rules, c), { ability: name, linkedAttr: attributeOverride ?? null }, modifiers);
}

/**
 * Defaulting: AresMUSH has no such rule (§A.2). A skill the character lacks already rolls as
 * rating 0 + its linked attribute (an untrained background as 1 + `default_linked_attr`), and a
 * roll string takes the storyteller's `-N`. So a defaulted roll here is the related ability's own
 * §A.2 pool with the storyteller's modifier (the ruleset's `defaultingModifier`, 0, unless given).
 */
function defaultedPool(s: GameSystem, c: Character, request: DefaultingRequest, modifiers: readonly RollModifier[] = []) {
  const rules = rulesOf(s);
  const task = request.task.trim();
  if (abilityKey(task) === abilityKey(request.related)) throw new AbilityLookupError('not-rollable', `Defaulting rolls another ability than ${task}.`);
  const held = aresAbilityRating(rules.lists, aresRatingsOf(rules, c), task);
  if (held > 0 && (aresAbilityType(rules.lists, task) !== 'background' || c.backgroundSkills.some((b) => abilityKey(b.name) === abilityKey(task)))) {
    throw new AbilityLookupError('not-rollable', `${c.name} has ${canonical(rules, task)} at ${held}: roll it rather than default.`);
  }
  const modifier = request.modifier ?? s.core.defaultingModifier;
  const tagged: RollModifier = {
    dice: modifier,
    source: `Defaulting from ${canonical(rules, request.related)} for ${task} ${modifier > 0 ? '+' : ''}${modifier}`,
    tag: 'defaulting',
  };
  return poolForAbility(s, c, request.related, [tagged, ...modifiers], request.attributeOverride);
}

export const ARES3E_OPS: EditionOps = {
  opposed: ARES3E_OPPOSED,
  defaultedPool,
  checkCharacter,
  countPoints: (setting, character, config) => points(aresRulesFor(settingLists(setting), readSkillsConfig(config, setting.ruleset)), character),
  xpCostToRaise: (s, rating, kind) => {
    if (rating === 0) return 1; // not held: a new ability is learned at 1 for 1 XP
    return xpNeeded(rulesOf(s), kind === 'background-skill' ? 'background' : 'action', rating);
  },
  nextRaiseDate: (s, c) => nextLearnDate(rulesOf(s), { spent: 0, lastLearned: c.lastSkillRaiseDate }),
  raiseSkill,
  raiseOffer,
  awardXp: (s, c, award) => {
    const k = rulesOf(s).skills;
    return awardXpShared({ ...s.core, xp: { ...s.core.xp, maxSavedXp: k.maxXpHoard, weeklyAward: k.periodicXp } }, c, award);
  },
  poolForAbility,
  rollAbility: (s, pool, rng) => aresRoll(s.core.id, pool, rng, s.core.dice.hitThreshold),
  abilityOdds: (s, pool, options) => aresOdds(pool, options, s.core.dice.hitThreshold),
  woundModifierOf,
  totalWoundModifier,
  healingPointsNeeded,
  ratingRange: (s, list) => {
    const r = s.core.ratings;
    const setting = list === 'attribute' ? r.attribute : list === 'action-skill' ? r.actionSkill : list === 'background-skill' ? r.backgroundSkill : { min: 0, max: r.attribute.max + r.actionSkill.max };
    return widened(aresRatingRange(rulesOf(s), list, list === 'npc-rating' ? npcTypesTop(s.config) : 0), setting);
  },
  startingCharacter: (s, input) => aresStartingCharacter(s, rulesOf(s), input),
  healing: ARES3E_HEALING,
};

/** countPoints receives a setting that may be only its ruleset (the lint of a draft). */
function settingLists(setting: Pick<Setting, 'ruleset'> & Partial<Pick<Setting, 'attributes' | 'actionSkills' | 'languages'>>) {
  return { attributes: setting.attributes ?? [], actionSkills: setting.actionSkills ?? [], languages: setting.languages ?? [] };
}

/**
 * The numbers of the shared Ruleset that the campaign's config sets (shown by the sheets and read
 * by the edition-neutral luck award): budgets, XP limits, the action XP table, max luck. Only the
 * keys the config holds replace the setting's; the rest stay the setting's own.
 */
export function ares3eCoreFromConfig<T extends GameSystem['core']>(core: T, config: GameConfig | null): T {
  // §A.1: AresMUSH hard-codes success_target_number = 6 (no config key), and combat counts 6+ too,
  // so a Third Edition campaign rolls 6+ whatever threshold its setting was given elsewhere.
  const fixed = core.dice.hitThreshold === 6 ? core : { ...core, dice: { ...core.dice, hitThreshold: 6 } };
  if (config === null) return fixed;
  return fromConfig(fixed, config);
}

function fromConfig<T extends GameSystem['core']>(core: T, config: GameConfig): T {
  const k = readSkillsConfig(config, core);
  const has = (key: string) => typeof (config.fs3skills as Record<string, unknown>)[key] === 'number';
  const pick = <V>(key: string, value: V, fallback: V): V => (has(key) ? value : fallback);
  const action = k.xpCosts.action;
  const raiseCost: number[] = [action[0] ?? 1];
  for (let r = 1; action[r] !== undefined; r++) raiseCost.push(Math.max(1, action[r]!));
  return {
    ...core,
    chargen: {
      ...core.chargen,
      abilityPoints: pick('max_ap', k.maxAp, core.chargen.abilityPoints),
      maxActionSkillPoints: pick('max_points_on_action', k.maxPointsOnAction, core.chargen.maxActionSkillPoints),
      maxAttributePoints: pick('max_points_on_attrs', k.maxPointsOnAttrs, core.chargen.maxAttributePoints),
      minBackgroundSkills: pick('min_backgrounds', k.minBackgrounds, core.chargen.minBackgroundSkills),
    },
    xp: {
      ...core.xp,
      raiseCost: config.fs3skills.xp_costs !== undefined ? raiseCost : core.xp.raiseCost,
      weeklyAward: pick('periodic_xp', k.periodicXp, core.xp.weeklyAward),
      daysBetweenRaises: pick('days_between_learning', k.daysBetweenLearning, core.xp.daysBetweenRaises),
      maxSavedXp: pick('max_xp_hoard', k.maxXpHoard, core.xp.maxSavedXp),
    },
    luck: { ...core.luck, maxPoints: pick('max_luck', k.maxLuck, core.luck.maxPoints ?? null) },
  };
}
