/**
 * The knockout odds the FS3.1 sheet shows (issue 39). Seed 002 "Knockout": "At the end of any turn
 * in which you took damage, you must make a Knockout Roll. This is a simple percentage roll, with
 * a modifier based on how tough your character is. If you roll lower than your total Wound
 * Modifier, you are knocked out." The same exact odds and toughness row the fight rolls with
 * (combat/knockout.ts), read off the character's toughness pool and current wounds.
 */
import { AbilityLookupError } from '../../core/character/character-roll';
import type { Character } from '../../domain/character';
import type { GameSystem, KnockoutRisk } from '../types';
import { pct } from './character-pools';
import { knockoutOdds, toughnessModifier } from './combat/knockout';
import { poolRow } from './pools';

/** Null for an unhurt character (nothing to roll against) or one the setting gives no toughness ability. */
export function fs31KnockoutRisk(s: GameSystem, character: Character, woundTotal: number): KnockoutRisk | null {
  const need = Math.abs(Math.trunc(woundTotal));
  if (need === 0) return null;
  const ability = s.setting.specialAbilities.toughness;
  let row: number;
  try {
    row = poolRow(s.edition.ops.poolForAbility(s, character, ability));
  } catch (error) {
    if (error instanceof AbilityLookupError) return null;
    throw error;
  }
  const chance = knockoutOdds(row, -need);
  const t = toughnessModifier(row);
  return {
    chance,
    detail: `If hurt in a fight turn: d100${t !== 0 ? ` ${pct(t)} (${ability} ${row})` : ` (${ability} ${row})`} lower than ${need} (wounds ${pct(-need)}) knocks ${character.name} out.`,
  };
}
