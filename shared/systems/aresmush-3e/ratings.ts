/**
 * §B.2 ranges at the edge and §B.4's reset as the new character (NOTES.md "Ranges and new
 * characters"). The highest rating of a type is what XP can reach (`xp_costs` of that type, or
 * the chargen maximum if a game sets that higher); backgrounds, languages and advantages stop at
 * 3 (hard-coded in AresMUSH). Attributes never go below 1; action skills below 1 only when the
 * game allows incapable skills.
 */
import { makeCharacter, type Character } from '../../domain/character';
import type { GameSystem } from '../types';
import type { RatedListKind, RatingBounds } from '../ratings';
import type { AresRules } from './pools';
import type { AresAbilityType } from './skills-config';

/** Backgrounds, languages and advantages: 0–3 (`check_rating`, hard-coded). */
const MINOR_MAX = 3;

/** One above the highest level `xp_costs[type]` can raise from (xp_costs.action up to 7 → 8). */
function xpTop(rules: AresRules, type: AresAbilityType): number {
  const costs = rules.skills.xpCosts[type];
  let top = 0;
  costs.forEach((c, level) => {
    if (c !== undefined) top = Math.max(top, level + 1);
  });
  return top;
}

/** The §B.2 range of a rating in one of the console's lists, before the setting widens it. */
export function aresRatingRange(rules: AresRules, list: RatedListKind, npcTop: number): RatingBounds {
  const k = rules.skills;
  if (list === 'attribute') return { min: 1, max: Math.max(k.maxAttrRating, xpTop(rules, 'attribute')) };
  if (list === 'action-skill') return { min: k.allowIncapableActionSkills ? 0 : 1, max: Math.max(k.maxSkillRating, xpTop(rules, 'action')) };
  if (list === 'background-skill') return { min: 0, max: MINOR_MAX };
  // §A.5: an NPC's rating is raw dice; the game's own `npc_types` may give more than a PC could roll.
  const pc = Math.max(k.maxAttrRating, xpTop(rules, 'attribute')) + Math.max(k.maxSkillRating, xpTop(rules, 'action'));
  return { min: 0, max: Math.max(pc, npcTop) };
}

/**
 * §B.2's range widened by the campaign setting's own (`ruleset.ratings`; the Third Edition
 * template's are §B.2's): a setting carried over from another edition keeps its characters'
 * ratings valid (nothing converts a setting between editions), and the console's 0 for an action
 * skill (not held, as the pools read it) stays writable. Never narrower than AresMUSH's.
 */
export function widened(own: RatingBounds, setting: RatingBounds): RatingBounds {
  return { min: Math.min(own.min, setting.min), max: Math.max(own.max, setting.max) };
}

/** The highest whole number any `npc_types` level of the game's config gives. */
export function npcTypesTop(config: GameSystem['config']): number {
  const types = config?.fs3combat.npc_types;
  let top = 0;
  if (typeof types !== 'object' || types === null || Array.isArray(types)) return top;
  for (const level of Object.values(types as Record<string, unknown>)) {
    if (typeof level !== 'object' || level === null) continue;
    for (const [key, value] of Object.entries(level as Record<string, unknown>)) {
      if (key !== 'Wounds' && typeof value === 'number' && Number.isInteger(value)) top = Math.max(top, value);
    }
  }
  return top;
}

/** §B.4 `reset_char` (without the starting-skill groups): every attribute 2, every action skill 1; §B.1 luck 1. */
export function aresStartingCharacter(s: GameSystem, rules: AresRules, input: { id: string; name: string; kind: Character['kind'] }): Character {
  return makeCharacter({
    id: input.id,
    name: input.name,
    kind: input.kind,
    attributes: rules.lists.attributes.map((name) => ({ name, rating: 2 })),
    actionSkills: rules.lists.actionSkills.map((a) => ({ name: a.name, rating: 1 })),
    luckPoints: s.core.luck.startingPoints,
  });
}
