/**
 * A new character before the storyteller fills it in (the `startingCharacter` op). Seed 003 prints
 * no creation rules; the Fading Suns rulebook starts characteristics at 3 and the natural skills
 * at 3, so a fresh sheet does too (the occult characteristics stay off: 0), and the hero pool
 * starts full: "a pool of hero points equal to his Human characteristic".
 */
import { abilityKey, makeCharacter, type Character } from '../../domain/character';
import type { GameSystem } from '../types';
import { heroPoolSize } from './hero-pool';
import { etkinRanges, isOccult } from './ratings';

/** The rulebook's starting characteristic and natural skill. */
export const ETKIN_STARTING_RATING = 3;

/** Seed 003 names them in its examples and the rulebook calls them natural: every character has them. */
export const NATURAL_SKILLS: readonly string[] = ['Charm', 'Dodge', 'Fight', 'Impress', 'Melee', 'Observe', 'Shoot', 'Sneak', 'Vigor'];

export const isNaturalSkill = (name: string): boolean => NATURAL_SKILLS.some((n) => abilityKey(n) === abilityKey(name));

export function etkinStartingCharacter(s: GameSystem, input: { id: string; name: string; kind: Character['kind'] }): Character {
  const range = etkinRanges(s.core);
  const rating = Math.max(range.attribute.min, Math.min(ETKIN_STARTING_RATING, range.attribute.max));
  const skill = Math.max(range.actionSkill.min, Math.min(ETKIN_STARTING_RATING, range.actionSkill.max));
  const attributes = s.setting.attributes.filter((a) => !isOccult(a.name)).map((a) => ({ name: a.name, rating }));
  const actionSkills = s.setting.actionSkills.filter((a) => isNaturalSkill(a.name)).map((a) => ({ name: a.name, rating: skill }));
  return makeCharacter({ id: input.id, name: input.name, kind: input.kind, attributes, actionSkills, luckPoints: heroPoolSize({ attributes }) });
}
