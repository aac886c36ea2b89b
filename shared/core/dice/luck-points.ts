import type { Character } from '../../domain/character';
import { LuckRuleError } from './luck';

/**
 * A character's luck points (seed 004: everyone starts with 1, the storyteller awards more).
 * Every change returns an entry shaped like the campaign's luck ledger (shared/domain/ledger.ts).
 */

/** One luck award or spend. */
export type LuckLedgerEntry = {
  characterId: string;
  /** Points gained (positive) or spent (negative); never 0. */
  delta: number;
  balanceAfter: number;
  reason: string;
  inGameDate: string;
};

/** The updated character and its ledger entry. */
export type LuckChange = { character: Character; entry: LuckLedgerEntry };

/**
 * Awards luck points at the storyteller's discretion, cut to the setting's cap when it has one
 * (`cap`: null or undefined for none). Throws a RangeError for a bad amount and LuckRuleError when
 * the character already holds the cap.
 */
export function awardLuck(character: Character, amount: number, inGameDate: string, reason: string, cap?: number | null): LuckChange {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('A luck award must be a whole number above 0.');
  const credited = cap === null || cap === undefined ? amount : Math.min(amount, cap - character.luckPoints);
  if (credited <= 0) throw new LuckRuleError(`${character.name} already holds ${character.luckPoints} luck, the most this setting allows (${cap}).`);
  const luckPoints = character.luckPoints + credited;
  return {
    character: { ...character, luckPoints },
    entry: { characterId: character.id, delta: credited, balanceAfter: luckPoints, reason, inGameDate },
  };
}

/**
 * Spends luck points (one for a roll or a combat use; more for a plot point, as the storyteller
 * decides). Throws {@link LuckRuleError} when the character has too few.
 */
export function spendLuck(character: Character, inGameDate: string, reason: string, points = 1): LuckChange {
  if (!Number.isInteger(points) || points <= 0) throw new RangeError('Luck is spent in whole points above 0.');
  if (character.luckPoints < points) {
    throw new LuckRuleError(`${character.name} has ${character.luckPoints} luck point${character.luckPoints === 1 ? '' : 's'}, not ${points}.`);
  }
  const luckPoints = character.luckPoints - points;
  return {
    character: { ...character, luckPoints },
    entry: { characterId: character.id, delta: -points, balanceAfter: luckPoints, reason, inGameDate },
  };
}
