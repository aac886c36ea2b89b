/**
 * Seed 003 "Task Resolution" over the console's character model: a roll is a characteristic plus
 * a skill (the goal number), the skill's rating choosing the d20s. A skill is rolled with its
 * ruling characteristic unless another is named (Fading Suns pairs any characteristic with any
 * skill: "Strength + Vigor", "Calm + Stoic Mind"); a characteristic alone rolls one die. Wounds
 * are added by the caller as one `wounds` modifier, as in the other editions.
 */
import { abilityKey, type Character } from '../../domain/character';
import type { PoolSpec, RollModifier } from '../../core/dice/ability-roll';
import { AbilityLookupError, attributeRating, resolveAbility, settingAttributeName } from '../../core/character/character-roll';
import type { DefaultingRequest, GameSystem, RollSituation } from '../types';
import { etkinPool } from './dice';

/** 003 "Non-stressful Skill Use": "+2 to the goal number for a moderate task (… does not apply … under stressfull conditions such as combat)". */
export const NON_STRESSFUL: RollModifier = { dice: 2, source: 'Non-stressful', tag: 'non-stressful' };

export const ETKIN_SITUATIONS: readonly RollSituation[] = [
  { label: 'Non-stressful (+2, not in combat)', modifier: 2, tag: 'non-stressful', hint: '003 "Most non-combat skill resolutions start with a bonus of +2 to the goal number for a moderate task"' },
];

function characteristic(s: GameSystem, character: Character, name: string): { name: string; rating: number } {
  const attr = settingAttributeName(s.setting, name);
  if (attr === undefined) throw new AbilityLookupError('not-an-attribute', `"${name.trim()}" is not a characteristic of this setting.`);
  return { name: attr, rating: attributeRating(s.setting, character, attr) };
}

/** The pool of one roll; throws AbilityLookupError naming the ability. */
export function etkinPoolForAbility(s: GameSystem, character: Character, name: string, modifiers: readonly RollModifier[] = [], attributeOverride?: string): PoolSpec {
  const resolved = resolveAbility(s.setting, character, name);
  if (resolved === null) throw new AbilityLookupError('unknown-ability', `${character.name} has no ability called "${name.trim()}".`);
  switch (resolved.kind) {
    case 'language':
      throw new AbilityLookupError('not-rollable', `${resolved.name} is listed without a rating: give it a rating on the sheet to roll it.`);
    case 'npc-rating':
      return etkinPool({ name: resolved.name, rating: resolved.rating }, null, modifiers);
    case 'attribute':
      if (attributeOverride !== undefined) throw new AbilityLookupError('not-an-attribute', `${resolved.name} is a characteristic; pair it with a skill instead.`);
      return etkinPool({ name: resolved.name, rating: resolved.rating }, null, modifiers);
    case 'action-skill':
    case 'background-skill': {
      const ruling = attributeOverride !== undefined ? characteristic(s, character, attributeOverride) : resolved.rulingAttribute;
      return etkinPool(ruling, { name: resolved.name, rating: resolved.rating, kind: resolved.kind }, modifiers);
    }
  }
}

/** A task the character has no skill in: the related ability with the storyteller's modifier (003 prints no defaulting rule). */
export function etkinDefaultedPool(s: GameSystem, character: Character, request: DefaultingRequest, modifiers: readonly RollModifier[] = []): PoolSpec {
  const task = request.task.trim();
  if (task === '') throw new AbilityLookupError('not-rollable', 'Name the task the related ability is rolled for.');
  if (abilityKey(task) === abilityKey(request.related)) throw new AbilityLookupError('not-rollable', `Defaulting rolls another ability than ${task}.`);
  const modifier = request.modifier ?? 0;
  const tagged: RollModifier = { dice: modifier, source: `Related: ${request.related.trim()} for ${task}`, tag: 'defaulting' };
  return etkinPoolForAbility(s, character, request.related, modifier === 0 ? modifiers : [tagged, ...modifiers], request.attributeOverride);
}
