/** The GM screen's lists for FS3's standard combat (seed 004 "Combat Turns", seed 001): FS3.2 offers them as they are; the Third Edition falls back to them where a game's config is silent. */
import { SAMPLE_COVER } from './builtin-gear';
import type { EditionLists } from '../../systems/types';

export const STANDARD_LISTS: EditionLists = {
  actions: [
    { id: 'attack', label: 'Attack' },
    { id: 'full-auto', label: 'Full-auto' },
    { id: 'explode', label: 'Explosive' },
    { id: 'suppress', label: 'Suppress' },
    { id: 'aim', label: 'Aim' },
    { id: 'reload', label: 'Reload' },
    { id: 'subdue', label: 'Subdue' },
    { id: 'escape', label: 'Escape' },
    { id: 'rally', label: 'Rally' },
    { id: 'treat', label: 'Treat a wound' },
    { id: 'pass', label: 'Pass' },
  ],
  stances: [
    { id: 'normal', label: 'Normal' },
    { id: 'banzai', label: 'Banzai', hint: '+3 attack, \u22123 defense' },
    { id: 'evade', label: 'Evade', hint: '\u22123 attack, +3 defense' },
    { id: 'cautious', label: 'Cautious', hint: '\u22121 attack, +1 defense' },
    { id: 'cover', label: 'Cover' },
  ],
  rangeBands: [
    { id: 'short', label: 'short' },
    { id: 'medium', label: 'medium' },
    { id: 'long', label: 'long' },
  ],
  luckOptions: [
    { id: 'attack:bonus', label: 'Attack +dice' },
    { id: 'attack:reroll', label: 'Attack re-roll' },
    { id: 'defense:bonus', label: 'Defense +dice' },
    { id: 'defense:reroll', label: 'Defense re-roll' },
    { id: 'initiative:bonus', label: 'Initiative +dice' },
    { id: 'initiative:reroll', label: 'Initiative re-roll' },
    // Seed 004: a point before someone else's roll for a penalty on it, or to cancel one spent against you.
    { id: 'attack:penalty', label: 'Penalty on someone\'s attack' },
    { id: 'defense:penalty', label: 'Penalty on someone\'s defense' },
    { id: 'initiative:penalty', label: 'Penalty on someone\'s initiative' },
    { id: 'attack:cancel', label: 'Cancel luck against my attack' },
    { id: 'defense:cancel', label: 'Cancel luck against my defense' },
    { id: 'initiative:cancel', label: 'Cancel luck against my initiative' },
  ],
  // Seed 001 "Distance from Intended Target": the zone each target of an explosive starts in.
  blastZones: [
    { id: '0', label: 'Zone 0', hint: 'Within the blast radius' },
    { id: '1', label: 'Zone 1', hint: 'Within double the blast radius' },
  ],
  coverTypes: SAMPLE_COVER,
  woundSeverities: [
    { id: 'light', label: 'Light' },
    { id: 'moderate', label: 'Moderate' },
    { id: 'serious', label: 'Serious' },
    { id: 'critical', label: 'Critical' },
  ],
  words: { stress: 'Suppression', stressShort: 'Supp', revive: 'Revive', reviveWithLuck: 'Revive with luck (1 point)', moveInjury: 'Move with luck (1 point) to', severityShort: { light: 'L', moderate: 'M', serious: 'S', critical: 'C' } },
};
