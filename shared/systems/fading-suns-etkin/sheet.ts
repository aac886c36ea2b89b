/**
 * What the sheet and its PDF show for this edition beside the ratings (the `sheetTracks` op): the
 * vitality track (wounds.ts) and the hero pool (hero-pool.ts).
 */
import { findRated, type Character } from '../../domain/character';
import type { Wound } from '../../core/mechanics/wounds';
import type { GameSystem, SheetTrack } from '../types';
import { heroCharacteristic, heroPoolSize } from './hero-pool';
import { vitalityTrack } from './wounds';

/** The characteristic the vitality track is sized by (the rulebook's Endurance + 5). */
export const TRACK_CHARACTERISTIC = 'Endurance';

export function etkinSheetTracks(_s: GameSystem, c: Character, wounds: readonly Pick<Wound, 'severity'>[]): SheetTrack[] {
  const endurance = findRated(c.attributes, TRACK_CHARACTERISTIC)?.rating ?? 0;
  const t = vitalityTrack(endurance, wounds);
  const lost: string[] = [];
  if (t.enduranceLost > 0) lost.push(`${t.enduranceLost} endurance ${t.enduranceLost === 1 ? 'level' : 'levels'} lost`);
  if (t.vitalityLost > 0) lost.push(`${t.vitalityLost} vitality ${t.vitalityLost === 1 ? 'level' : 'levels'} lost`);
  const penalty = t.penalty > 0 ? `wound penalty \u2212${t.penalty} goal` : 'no wound penalty';
  const hero = heroCharacteristic(c);
  return [
    {
      id: 'vitality',
      label: 'Vitality',
      value: t.remaining,
      max: t.total,
      detail: `Endurance ${endurance} + 5 \u00b7 ${lost.length > 0 ? lost.join(', ') : 'unhurt'} \u00b7 ${t.down ? 'down: all vitality levels lost' : penalty}`,
    },
    {
      id: 'hero-points',
      label: 'Hero points',
      value: c.luckPoints,
      max: heroPoolSize(c),
      detail: hero ? `pool = ${hero.name} ${hero.rating}; refreshes every span` : 'no Human or Destiny: no pool',
    },
  ];
}
