/**
 * §A.2: how many dice an ability roll gets (`dice_to_roll_for_ability`). The ability's type comes
 * from its name, in AresMUSH's order (attribute, action, language, advantage, anything else is a
 * background); the linked attribute is the action skill's `linked_attr`, none for an attribute,
 * `default_linked_attr` for everything else, unless the roll names one (`Brawn+Reflexes`).
 */
import { abilityKey } from '../../domain/character';
import type { PoolSpec, PoolTerm, RollModifier } from '../../rules/ability-roll';
import type { AresAbilityType, AresSkillsConfig } from './skills-config';
import { aresDiceFor } from './dice';

/** The ability lists a roll is typed against (the setting's lists and the config's advantages). */
export type AresAbilityLists = {
  attributes: readonly string[];
  actionSkills: ReadonlyArray<{ name: string; linkedAttr: string }>;
  languages: readonly string[];
  /** Empty unless the game sets `use_advantages` (then advantage rolls are backgrounds, §E.14). */
  advantages: readonly string[];
};

/** What the edition reads to roll and check: the typed config and the ability lists. */
export type AresRules = { skills: AresSkillsConfig; lists: AresAbilityLists };

/** A character's ratings by AresMUSH type (a rating missing from its list is 0). */
export type AresRated = { name: string; rating: number };
export type AresRatings = {
  attributes: readonly AresRated[];
  action: readonly AresRated[];
  backgrounds: readonly AresRated[];
  languages: readonly AresRated[];
  advantages: readonly AresRated[];
  /** Action skill → specialties (the console's character holds none; see NOTES.md). */
  specialties: Readonly<Record<string, readonly string[]>>;
};

/** The roll parameters of `RollParams(ability, modifier, linked_attr)`. */
export type AresRollParams = { ability: string; modifier?: number; linkedAttr?: string | null };

const has = (list: readonly string[], name: string): boolean => {
  const key = abilityKey(name);
  return list.some((n) => abilityKey(n) === key);
};

/** `get_ability_type`: attribute, action, language, advantage, else background. */
export function aresAbilityType(lists: AresAbilityLists, name: string): AresAbilityType {
  if (has(lists.attributes, name)) return 'attribute';
  if (lists.actionSkills.some((s) => abilityKey(s.name) === abilityKey(name))) return 'action';
  if (has(lists.languages, name)) return 'language';
  if (has(lists.advantages, name)) return 'advantage';
  return 'background';
}

/** `get_linked_attr`: the action skill's linked attribute, none for attributes, else the default. */
export function aresLinkedAttr(rules: AresRules, name: string): string | null {
  const type = aresAbilityType(rules.lists, name);
  if (type === 'attribute') return null;
  if (type === 'action') return rules.lists.actionSkills.find((s) => abilityKey(s.name) === abilityKey(name))!.linkedAttr;
  return rules.skills.defaultLinkedAttr;
}

const LIST_OF: Record<AresAbilityType, keyof Omit<AresRatings, 'specialties'>> = {
  attribute: 'attributes',
  action: 'action',
  language: 'languages',
  advantage: 'advantages',
  background: 'backgrounds',
};

/** `ability_rating(char, ability)`: the rating in the list of the name's type, 0 when not held. */
export function aresAbilityRating(lists: AresAbilityLists, ratings: AresRatings, name: string): number {
  const key = abilityKey(name);
  return ratings[LIST_OF[aresAbilityType(lists, name)]].find((a) => abilityKey(a.name) === key)?.rating ?? 0;
}

/** Canonical spelling of a name from a list, or the name as given. */
function spelled(list: readonly string[], name: string): string {
  const key = abilityKey(name);
  return list.find((n) => abilityKey(n) === key) ?? name.trim();
}

/** The pool's terms (what the sheet shows) for the ability part of a roll, before modifiers. */
export function aresAbilityTerms(rules: AresRules, ratings: AresRatings, params: AresRollParams): PoolTerm[] {
  const ability = params.ability.trim();
  // Step 1: an integer "ability" is that many dice; no attribute is added.
  if (/^\d+$/.test(ability)) return [{ kind: 'raw', name: `${Number(ability)} dice`, rating: Number(ability) }];
  const explicit = params.linkedAttr != null && params.linkedAttr.trim() !== '' ? params.linkedAttr.trim() : null;
  let linked = explicit ?? aresLinkedAttr(rules, ability);
  const type = aresAbilityType(rules.lists, ability);
  const rating = aresAbilityRating(rules.lists, ratings, ability);
  const attrName = (n: string) => spelled(rules.lists.attributes, n);
  const terms: PoolTerm[] = [];
  switch (type) {
    case 'language':
    case 'advantage':
      terms.push({ kind: 'background-skill', name: `${spelledOf(rules, type, ability)} ${rating}\u00d72`, rating: rating * 2 });
      break;
    case 'background':
      terms.push(
        rating === 0
          ? { kind: 'background-skill', name: `${ability} untrained`, rating: 1 }
          : { kind: 'background-skill', name: `${ability} ${rating}\u00d72`, rating: rating * 2 },
      );
      break;
    case 'attribute':
      if (explicit === null) {
        // An attribute alone: 1 + attribute.
        terms.push({ kind: 'raw', name: 'attribute alone', rating: 1 });
        linked = ability;
      } else {
        terms.push({ kind: 'attribute', name: attrName(ability), rating });
      }
      break;
    case 'action':
      terms.push({ kind: 'action-skill', name: spelledOf(rules, type, ability), rating });
      break;
  }
  if (linked !== null) terms.push({ kind: 'attribute', name: attrName(linked), rating: aresAbilityRating(rules.lists, ratings, linked) });
  return terms;
}

function spelledOf(rules: AresRules, type: AresAbilityType, name: string): string {
  if (type === 'action') return spelled(rules.lists.actionSkills.map((s) => s.name), name);
  if (type === 'language') return spelled(rules.lists.languages, name);
  if (type === 'advantage') return spelled(rules.lists.advantages, name);
  return name.trim();
}

/**
 * A pool from terms and modifiers. Nothing is truncated: the modifier may be fractional (wound
 * modifiers), and `roll_dice` ceils the total (§A.5: 5 − 0.25 → 5 dice, 5 − 2.25 → 3 dice).
 */
export function aresPoolSpec(terms: readonly PoolTerm[], modifiers: readonly RollModifier[], attributeRating = 0): PoolSpec {
  let size = 0;
  for (const t of terms) size += t.rating;
  for (const m of modifiers) size += m.dice;
  return { terms: [...terms], modifiers: modifiers.map((m) => ({ ...m })), attributeRating, size, diceRolled: aresDiceFor(size) };
}

/** The same pool with more modifiers (luck, stance, wounds …). */
export function aresWithModifiers(pool: PoolSpec, extra: readonly RollModifier[]): PoolSpec {
  return aresPoolSpec(pool.terms, [...pool.modifiers, ...extra], pool.attributeRating);
}

/** `dice_to_roll_for_ability`: the dice for a roll, as a number (may be fractional or ≤ 0). */
export function aresDiceToRoll(rules: AresRules, ratings: AresRatings, params: AresRollParams): number {
  let dice = params.modifier ?? 0;
  for (const t of aresAbilityTerms(rules, ratings, params)) dice += t.rating;
  return dice;
}

/** The pool of a roll: its terms, the roll's own modifier and any others. */
export function aresAbilityPool(rules: AresRules, ratings: AresRatings, params: AresRollParams, modifiers: readonly RollModifier[] = []): PoolSpec {
  const terms = aresAbilityTerms(rules, ratings, params);
  const mods: RollModifier[] = [];
  if (params.modifier !== undefined && params.modifier !== 0) mods.push({ dice: params.modifier, source: `Modifier ${params.modifier > 0 ? '+' : ''}${params.modifier}` });
  const linked = terms.find((t, i) => t.kind === 'attribute' && i === terms.length - 1);
  return aresPoolSpec(terms, [...mods, ...modifiers], linked?.rating ?? 0);
}
