import { makeCharacter, type Character, type CharacterKind } from '../../domain/character';
import type { Setting } from '../../domain/setting';

/**
 * A fresh character for a setting: every attribute at the minimum rating (seed 004: every
 * character has every attribute, at least 1) and the ruleset's starting luck (seed 004: 1).
 */
export function startingCharacter(setting: Setting, input: { id: string; name: string; kind?: CharacterKind }): Character {
  const ruleset = setting.ruleset;
  return makeCharacter({
    id: input.id,
    name: input.name,
    kind: input.kind ?? 'pc',
    attributes: setting.attributes.map((a) => ({ name: a.name, rating: ruleset.ratings.attribute.min })),
    luckPoints: ruleset.luck.startingPoints,
  });
}
