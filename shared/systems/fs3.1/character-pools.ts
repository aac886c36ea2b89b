/**
 * Seed 002 "What to Roll" and "Ruling Attribute" over the console's character model: which row
 * and which modifiers an ability roll of a character gets. (First version by the lead: H3 "rolls"
 * refines it.)
 */
import type { Character } from '../../domain/character';
import type { PoolSpec, RollModifier } from '../../rules/ability-roll';
import { AbilityLookupError, attributeRating, resolveAbility, settingAttributeName } from '../../rules/character-roll';
import type { GameSystem } from '../types';
import { rulingAttributeModifier } from './dice';
import { percentilePool } from './pools';

const pct = (n: number): string => (n >= 0 ? `+${n}` : `\u2212${-n}`);

/** The ruling attribute's automatic modifier as a pool modifier (002: "applies an automatic Modifier"). */
export function rulingModifier(attribute: { name: string; rating: number }): RollModifier {
  const m = rulingAttributeModifier(attribute.rating);
  return { dice: m, source: `Ruling attribute ${attribute.name} ${attribute.rating} ${pct(m)}`, tag: 'ruling-attribute' };
}

export function fs31PoolForAbility(s: GameSystem, character: Character, name: string, modifiers: readonly RollModifier[] = [], attributeOverride?: string): PoolSpec {
  const setting = s.setting;
  const resolved = resolveAbility(setting, character, name);
  if (resolved === null) throw new AbilityLookupError('unknown-ability', `${character.name} has no ability called "${name.trim()}".`);
  switch (resolved.kind) {
    case 'language':
      throw new AbilityLookupError('not-rollable', `${resolved.name} is a language without a rating.`);
    case 'npc-rating':
      return percentilePool([{ kind: 'npc-rating', name: resolved.name, rating: resolved.rating }], modifiers, 5);
    case 'attribute':
      if (attributeOverride !== undefined) throw new AbilityLookupError('not-an-attribute', `${resolved.name} is an attribute; only a skill takes a ruling attribute.`);
      // 002: an attribute for a common-knowledge task, modifier 0: its own rating is the row.
      return percentilePool([{ kind: 'attribute', name: resolved.name, rating: resolved.rating }], modifiers, resolved.rating);
    case 'action-skill':
    case 'background-skill': {
      let ruling = resolved.rulingAttribute;
      if (attributeOverride !== undefined) {
        const attr = settingAttributeName(setting, attributeOverride);
        if (attr === undefined) throw new AbilityLookupError('not-an-attribute', `"${attributeOverride.trim()}" is not an attribute of this setting.`);
        ruling = { name: attr, rating: attributeRating(setting, character, attr) };
      }
      return percentilePool([{ kind: resolved.kind, name: resolved.name, rating: resolved.rating }], [rulingModifier(ruling), ...modifiers], ruling.rating);
    }
  }
}
