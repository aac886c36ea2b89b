/**
 * §A.2: how many dice an ability roll gets (`dice_to_roll_for_ability`). The ability's type comes
 * from its name, in AresMUSH's order (attribute, action, language, advantage, anything else is a
 * background); the linked attribute is the action skill's `linked_attr`, none for an attribute,
 * `default_linked_attr` for everything else, unless the roll names one (`Brawn+Reflexes`).
 */
import { abilityKey as domainKey } from '../../domain/character';
import type { PoolSpec, PoolTerm, RollModifier } from '../../core/dice/ability-roll';
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

const keys = new Map<string, string>();
/** `abilityKey` remembered: rolls ask for the same few names again and again. */
export function abilityKey(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    if (keys.size > 10_000) keys.clear();
    keys.set(name, (key = domainKey(name)));
  }
  return key;
}

type TypeEntry = { type: AresAbilityType; name: string; linkedAttr: string | null };
const typeIndexes = new WeakMap<AresAbilityLists, Map<string, TypeEntry>>();

/** Name key → type, spelling and linked attribute, built once per lists object (first type wins). */
function typeIndex(lists: AresAbilityLists): Map<string, TypeEntry> {
  let index = typeIndexes.get(lists);
  if (index) return index;
  index = new Map();
  const add = (name: string, type: AresAbilityType, linkedAttr: string | null = null) => {
    const key = abilityKey(name);
    if (!index!.has(key)) index!.set(key, { type, name, linkedAttr });
  };
  for (const a of lists.attributes) add(a, 'attribute');
  for (const s of lists.actionSkills) add(s.name, 'action', s.linkedAttr);
  for (const l of lists.languages) add(l, 'language');
  for (const a of lists.advantages) add(a, 'advantage');
  typeIndexes.set(lists, index);
  return index;
}

/** `get_ability_type`: attribute, action, language, advantage, else background. */
export function aresAbilityType(lists: AresAbilityLists, name: string): AresAbilityType {
  return typeIndex(lists).get(abilityKey(name))?.type ?? 'background';
}

/** `get_linked_attr`: the action skill's linked attribute, none for attributes, else the default. */
export function aresLinkedAttr(rules: AresRules, name: string): string | null {
  const entry = typeIndex(rules.lists).get(abilityKey(name));
  if (entry?.type === 'attribute') return null;
  if (entry?.type === 'action') return entry.linkedAttr;
  return rules.skills.defaultLinkedAttr;
}

/** The game's spelling of an ability name (the name as given, trimmed, when it is not listed). */
export function aresSpelling(lists: AresAbilityLists, name: string): string {
  return typeIndex(lists).get(abilityKey(name))?.name ?? name.trim();
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

/** The pool's terms (what the sheet shows) for the ability part of a roll, before modifiers. */
export function aresAbilityTerms(rules: AresRules, ratings: AresRatings, params: AresRollParams): PoolTerm[] {
  const ability = params.ability.trim();
  // Step 1: an integer "ability" is that many dice; no attribute is added.
  if (/^\d+$/.test(ability)) return [{ kind: 'raw', name: `${Number(ability)} dice`, rating: Number(ability) }];
  const explicit = params.linkedAttr != null && params.linkedAttr.trim() !== '' ? params.linkedAttr.trim() : null;
  let linked = explicit ?? aresLinkedAttr(rules, ability);
  const type = aresAbilityType(rules.lists, ability);
  const rating = aresAbilityRating(rules.lists, ratings, ability);
  const attrName = (n: string) => aresSpelling(rules.lists, n);
  const terms: PoolTerm[] = [];
  switch (type) {
    case 'language':
    case 'advantage':
      terms.push({ kind: 'background-skill', name: `${aresSpelling(rules.lists, ability)} ${rating}\u00d72`, rating: rating * 2 });
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
      terms.push({ kind: 'action-skill', name: aresSpelling(rules.lists, ability), rating });
      break;
  }
  if (linked !== null) terms.push({ kind: 'attribute', name: attrName(linked), rating: aresAbilityRating(rules.lists, ratings, linked) });
  return terms;
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
