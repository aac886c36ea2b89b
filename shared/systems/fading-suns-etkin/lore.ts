/**
 * Seed 003 "Allegiance More" [sic] and "Occult Sensitivity" (CHARACTERS-NOTES.md "Lore").
 *
 * Allegiance lore: "Every character that is a member of some organization (such as a noble or a
 * guildmember) has a free Lore skill with knowledge related to his organization equal to the
 * benefice cost of his rank. This Lore skill may only be increased when the character raises in
 * rank." The console keeps it as a background skill named "Allegiance Lore (<organization>)" whose
 * rating is the rank's benefice cost (the Fading Suns rulebook prices ranks; the seed does not, so
 * the storyteller types it): it costs no points at chargen, XP cannot raise it, and a rise in rank
 * sets it to the new rank's cost.
 */
import { abilityKey, findRated, type BackgroundSkill, type Character } from '../../domain/character';

export const ALLEGIANCE_LORE_PREFIX = 'Allegiance Lore';

/** "Allegiance Lore (Brother Battle)" and "allegiance lore" both mark the skill. */
export function isAllegianceLore(name: string): boolean {
  const key = abilityKey(name);
  const prefix = abilityKey(ALLEGIANCE_LORE_PREFIX);
  return key === prefix || key.startsWith(`${prefix} (`) || key.startsWith(`${prefix}:`);
}

export const allegianceLoreName = (organization: string): string => `${ALLEGIANCE_LORE_PREFIX} (${organization.trim()})`;

/** Why XP cannot raise it (the seed's sentence, for the raise refusal and the sheet's hint). */
export const ALLEGIANCE_LORE_REFUSAL =
  'Allegiance lore rises only with rank (seed 003: "This Lore skill may only be increased when the character raises in rank"): set it to the new rank\u2019s benefice cost on the sheet.';

/**
 * The character with the organization's lore at the rank's benefice cost: added, or set to the
 * new cost on a rise in rank. A cost below the rating held is refused (the seed raises it with
 * rank; losing rank is the storyteller's call, made on the sheet).
 */
export function withAllegianceLore(c: Character, input: { organization: string; rankCost: number; rulingAttribute: string }): Character {
  const organization = input.organization.trim();
  if (organization === '') throw new RangeError('organization: name the organization the character belongs to.');
  if (!Number.isInteger(input.rankCost) || input.rankCost < 1 || input.rankCost > 12) {
    throw new RangeError(`rankCost: the rank's benefice cost is a whole number from 1 to 12 (got ${String(input.rankCost)}).`);
  }
  const name = allegianceLoreName(organization);
  const held = findRated(c.backgroundSkills, name);
  if (held && held.rating > input.rankCost) {
    throw new RangeError(`rankCost: ${name} is already ${held.rating}; allegiance lore only rises with rank.`);
  }
  const skill: BackgroundSkill = { name, rating: input.rankCost, rulingAttribute: held?.rulingAttribute ?? input.rulingAttribute };
  return {
    ...c,
    backgroundSkills: held ? c.backgroundSkills.map((b) => (b === held ? { ...b, rating: input.rankCost } : b)) : [...c.backgroundSkills, skill],
  };
}

/**
 * Occult Sensitivity: "the character may make a Psi or Theurgy + Observe test. Victory points do
 * not matter - the character either senses the occult presence or not." The characteristic is
 * the higher of the character's Psi and Theurgy (a character with neither is not "psychically
 * aware": null). The rolls slice rolls it as a plain task and reads only success.
 */
export function occultSensitivity(c: Pick<Character, 'attributes' | 'actionSkills'>): { characteristic: string; rating: number; skill: string; skillRating: number } | null {
  const psi = findRated(c.attributes, 'Psi')?.rating ?? 0;
  const theurgy = findRated(c.attributes, 'Theurgy')?.rating ?? 0;
  if (psi <= 0 && theurgy <= 0) return null;
  const observe = findRated(c.actionSkills, 'Observe')?.rating ?? 0;
  return psi >= theurgy
    ? { characteristic: 'Psi', rating: psi, skill: 'Observe', skillRating: observe }
    : { characteristic: 'Theurgy', rating: theurgy, skill: 'Observe', skillRating: observe };
}
