/**
 * FS3.2's opposed rolls and defaulting (seed 004 "Opposed Rolls", "Defaulting") over the FS3
 * engine in shared/core: an opposed roll compares hits and reads the net hits on the setting's
 * margin bands; defaulting rolls a loosely related skill (ruling attribute + rating) or an
 * attribute with the storyteller's modifier, -3 unless the storyteller says otherwise.
 */
import { abilityKey, type Character } from '../../domain/character';
import { defaultedPool, formatDice, type RollModifier } from '../../core/dice/ability-roll';
import { AbilityLookupError, poolForAbility, resolveAbility, settingAttributeName, attributeRating } from '../../core/character/character-roll';
import { marginBandFor, minHitsForSuccess } from '../../core/dice/ruleset';
import type { DefaultingRequest, GameSystem, OpposedOps } from '../types';

export const FS32_OPPOSED: OpposedOps = {
  score: (_s, result) => ({ score: result.hits, failed: !result.isSuccess }),
  distribution: (s, pool, options) => {
    const hits = s.edition.dice.odds(s.core, pool, options).hits;
    const from = minHitsForSuccess(s.core.dice);
    return hits.map((p, k) => ({ score: k, p, failed: k < from }));
  },
  outcome: (s, first, second) => {
    const diff = first.score - second.score;
    // Seed 004: "Whoever gets the most Hits 'beats' the other one, though it's still possible for
    // both characters to fail": the margin stands, and bothFailed says so.
    const band = marginBandFor(s.core.dice, Math.abs(diff));
    return {
      winner: diff > 0 ? 'first' : diff < 0 ? 'second' : 'draw',
      net: Math.abs(diff),
      margin: band.margin,
      label: band.label,
      bothFailed: first.failed && second.failed,
    };
  },
};

/** Refuses defaulting for a task the character can roll directly (seed 004: "If you do not have a rating"). */
export function refuseHeldTask(character: Character, task: string, rating: number | null): void {
  if (rating !== null && rating > 0) {
    throw new AbilityLookupError('not-rollable', `${character.name} has ${task.trim()} at ${rating}: roll it rather than default.`);
  }
}

export function fs32DefaultedPool(s: GameSystem, character: Character, request: DefaultingRequest, modifiers: readonly RollModifier[] = []) {
  const setting = s.setting;
  const task = request.task.trim();
  if (abilityKey(task) === abilityKey(request.related)) {
    throw new AbilityLookupError('not-rollable', `Defaulting rolls another ability than ${task}.`);
  }
  const held = resolveAbility(setting, character, task);
  if (held && (held.kind === 'action-skill' || held.kind === 'background-skill') && held.rating > 0) refuseHeldTask(character, held.name, held.rating);
  if (held && held.kind === 'npc-rating' && !held.isDefault) refuseHeldTask(character, held.name, held.rating);
  const modifier = request.modifier ?? s.core.defaultingModifier;
  const related = resolveAbility(setting, character, request.related);
  if (related && (related.kind === 'action-skill' || related.kind === 'background-skill')) {
    let ruling = related.rulingAttribute;
    if (request.attributeOverride !== undefined) {
      const name = settingAttributeName(setting, request.attributeOverride);
      if (name === undefined) throw new AbilityLookupError('not-an-attribute', `"${request.attributeOverride.trim()}" is not an attribute of this setting.`);
      ruling = { name, rating: attributeRating(setting, character, name) };
    }
    return defaultedPool(s.core, ruling, { name: related.name, rating: related.rating, kind: related.kind }, task, modifier, modifiers);
  }
  // An attribute (seed 004: "roll an attribute or loosely related skill") or an NPC's rating:
  // its ordinary pool with the same storyteller's modifier.
  const tagged: RollModifier = {
    dice: modifier,
    source: `Defaulting from ${related?.name ?? request.related.trim()} for ${task} ${formatDice(modifier)}`,
    tag: 'defaulting',
  };
  return poolForAbility(setting, character, request.related, [tagged, ...modifiers], request.attributeOverride);
}
