import { abilityKey, findRated, type Character } from '../../domain/character';
import type { Setting, SpecialAbilityRole } from '../../domain/setting';
import { attributePool, npcPool, skillPool, type PoolSpec, type RollModifier } from '../dice/ability-roll';

/**
 * Turns "roll Firearms for Nikos" into a pool: finds the ability on the character and in the
 * setting, picks the ruling attribute, and applies the FS3.2 defaults for untrained skills
 * (rating 0) and NPC single ratings.
 */

/** What an ability name means for one character in one setting. */
export type ResolvedAbility =
  | { kind: 'attribute'; name: string; rating: number }
  | { kind: 'action-skill' | 'background-skill'; name: string; rating: number; rulingAttribute: { name: string; rating: number } }
  | { kind: 'language'; name: string }
  | { kind: 'npc-rating'; name: string; rating: number; isDefault: boolean };

/** Thrown when an ability cannot be rolled for a character; the message is plain English. */
export class AbilityLookupError extends Error {
  constructor(
    readonly code: 'unknown-ability' | 'not-rollable' | 'not-an-attribute' | 'broken-setting',
    message: string,
  ) {
    super(message);
    this.name = 'AbilityLookupError';
  }
}

/** The character's rating in a setting attribute; a missing one counts as the minimum rating. */
export function attributeRating(setting: Setting, character: Character, attribute: string): number {
  return findRated(character.attributes, attribute)?.rating ?? setting.ruleset.ratings.attribute.min;
}

/** Canonical name of a setting attribute, or undefined when `name` is not one. */
export function settingAttributeName(setting: Setting, name: string): string | undefined {
  return findRated(setting.attributes, name)?.name;
}

/**
 * Resolves `name` for `character`: NPC single ratings first, then attributes, action skills
 * (untrained = rating 0, seed 004), background skills and languages. Null when the name is
 * unknown.
 */
export function resolveAbility(setting: Setting, character: Character, name: string): ResolvedAbility | null {
  const npcRated = character.npc ? findRated(character.npc.ratings, name) : undefined;
  if (npcRated) return { kind: 'npc-rating', name: npcRated.name, rating: npcRated.rating, isDefault: false };
  const attr = settingAttributeName(setting, name);
  const actionDef = findRated(setting.actionSkills, name);
  // An NPC's default rating stands in for the setting's own abilities it has no stats for.
  if (character.npc && character.npc.defaultRating !== null && (attr || actionDef)) {
    const hasStats = attr ? findRated(character.attributes, attr) : findRated(character.actionSkills, actionDef!.name);
    if (!hasStats) {
      return { kind: 'npc-rating', name: attr ?? actionDef!.name, rating: character.npc.defaultRating, isDefault: true };
    }
  }
  if (attr) return { kind: 'attribute', name: attr, rating: attributeRating(setting, character, attr) };
  if (actionDef) {
    const ruling = settingAttributeName(setting, actionDef.rulingAttribute) ?? actionDef.rulingAttribute;
    return {
      kind: 'action-skill',
      name: actionDef.name,
      rating: findRated(character.actionSkills, actionDef.name)?.rating ?? 0,
      rulingAttribute: { name: ruling, rating: attributeRating(setting, character, ruling) },
    };
  }
  const bg = findRated(character.backgroundSkills, name);
  if (bg) {
    const ruling = settingAttributeName(setting, bg.rulingAttribute) ?? bg.rulingAttribute;
    return {
      kind: 'background-skill',
      name: bg.name,
      rating: bg.rating,
      rulingAttribute: { name: ruling, rating: attributeRating(setting, character, ruling) },
    };
  }
  const language = character.languages.find((l) => abilityKey(l) === abilityKey(name));
  if (language !== undefined) return { kind: 'language', name: language };
  return null;
}

/**
 * Builds the pool for rolling `name`. `attributeOverride` substitutes another attribute for the
 * skill's ruling attribute (seed 004 allows this when another one fits the situation better).
 * Throws {@link AbilityLookupError} for unknown abilities, languages and bad overrides.
 */
export function poolForAbility(
  setting: Setting,
  character: Character,
  name: string,
  modifiers: readonly RollModifier[] = [],
  attributeOverride?: string,
): PoolSpec {
  const ruleset = setting.ruleset;
  const resolved = resolveAbility(setting, character, name);
  if (resolved === null) {
    throw new AbilityLookupError('unknown-ability', `${character.name} has no ability called "${name.trim()}".`);
  }
  switch (resolved.kind) {
    case 'language':
      throw new AbilityLookupError(
        'not-rollable',
        `${resolved.name} is a language: languages have no rating and are not rolled.`,
      );
    case 'npc-rating':
      return npcPool(ruleset, resolved.name, resolved.rating, modifiers);
    case 'attribute':
      if (attributeOverride !== undefined) {
        throw new AbilityLookupError('not-an-attribute', `${resolved.name} is an attribute; only a skill takes a ruling attribute.`);
      }
      return attributePool(ruleset, resolved, modifiers);
    case 'action-skill':
    case 'background-skill': {
      let ruling = resolved.rulingAttribute;
      // A draft setting may rule an action skill by an attribute it no longer has: say so rather
      // than roll it at the minimum rating (an NPC's quick stat block keeps rolling as it was).
      if (resolved.kind === 'action-skill' && attributeOverride === undefined && character.npc === null && settingAttributeName(setting, ruling.name) === undefined) {
        throw new AbilityLookupError(
          'broken-setting',
          `${resolved.name} is ruled by "${ruling.name}", which is not an attribute of this setting: choose its ruling attribute in the Game system screen.`,
        );
      }
      if (attributeOverride !== undefined) {
        const attr = settingAttributeName(setting, attributeOverride);
        if (attr === undefined) {
          throw new AbilityLookupError('not-an-attribute', `"${attributeOverride.trim()}" is not an attribute of this setting.`);
        }
        ruling = { name: attr, rating: attributeRating(setting, character, attr) };
      }
      return skillPool(ruleset, ruling, { name: resolved.name, rating: resolved.rating, kind: resolved.kind }, modifiers);
    }
  }
}

/** The pool for one of the setting's special rolls (toughness, initiative...; seed 000). */
export function specialAbilityPool(
  setting: Setting,
  character: Character,
  role: SpecialAbilityRole,
  modifiers: readonly RollModifier[] = [],
): PoolSpec {
  return poolForAbility(setting, character, setting.specialAbilities[role], modifiers);
}
