/**
 * Issue 39 item 7, seed 003 "Occult Sensitivity": "Psychically aware characters have an innate
 * sensitivity to occult phenomena. Any time an aware character is near an active psychic phenomena
 * of a strong rating (e.g. a power or rite of level 6+ being used or an area with a strong psychic
 * impression, the character may make a Psi or Theurgy + Observe test. Victory points do not
 * matter - the character either senses the occult presence or not."
 * The roller offers it by name to a character with Psi or Theurgy above 0 (the aware ones): Observe
 * rolled with that characteristic in place of Perception; success senses the presence.
 */
import { findRated, type Character } from '../../domain/character';
import type { PresetRoll } from '../sheet-types';
import type { GameSystem } from '../types';

const OCCULT = ['Psi', 'Theurgy'] as const;
const NOTE = 'Near an active psychic phenomenon of a strong rating (a power or rite of level 6+, a strong psychic impression). Victory points do not matter: a success senses the occult presence, a failure senses nothing (seed 003).';

export function etkinPresetRolls(s: GameSystem, c: Character): PresetRoll[] {
  const observe = s.setting.actionSkills.find((k) => k.name === 'Observe');
  if (!observe) return [];
  return OCCULT.filter((o) => s.setting.attributes.some((a) => a.name === o) && (findRated(c.attributes, o)?.rating ?? 0) > 0).map((o) => ({
    id: `occult-sensitivity-${o.toLowerCase()}`,
    label: `Occult Sensitivity (${o} + Observe)`,
    ability: 'Observe',
    attribute: o,
    note: NOTE,
  }));
}
