/**
 * What the GM screen offers in an FS3.1 combat (seed 002 "Combat Turns" and "Stance", seed 000
 * "Modifiers"): stances in percent, the actions with the free actions (a stance change rides on
 * any declaration), luck at ±50, wound severities with their percent modifiers.
 */
import { SAMPLE_COVER } from '../../../core/content/builtin-gear';
import type { EditionLists, GameSystem } from '../../types';

export const FS31_LISTS: EditionLists = {
  actions: [
    { id: 'attack', label: 'Attack' },
    { id: 'full-auto', label: 'Full-auto', hint: '10-round burst at up to 5 targets, 1 bullet lost per switch' },
    { id: 'explode', label: 'Explosive' },
    { id: 'suppress', label: 'Suppress', hint: '2 points per Roll Result of difference, at most 5' },
    { id: 'aim', label: 'Aim', hint: '+30 to attack that target next turn' },
    { id: 'reload', label: 'Reload' },
    { id: 'subdue', label: 'Subdue' },
    { id: 'escape', label: 'Escape' },
    { id: 'rally', label: 'Rally', hint: 'Another knockout roll for the knocked out' },
    { id: 'treat', label: 'Treat a wound', hint: 'First aid: halves the wound\u2019s modifier, may revive' },
    { id: 'pass', label: 'Pass' },
  ],
  // 002 "Stance".
  stances: [
    { id: 'normal', label: 'Normal' },
    { id: 'banzai', label: 'Banzai', hint: '+30 attack, \u221250 defense' },
    { id: 'evade', label: 'Evade', hint: '\u221250 attack, +30 defense' },
    { id: 'cautious', label: 'Cautious', hint: '\u221215 attack, +15 defense' },
    { id: 'cover', label: 'Cover', hint: 'Attacks may hit the cover instead' },
  ],
  // 000 "Modifiers": range 0 short, −15 medium, −30 long.
  rangeBands: [
    { id: 'short', label: 'short', hint: '0' },
    { id: 'medium', label: 'medium', hint: '\u221215' },
    { id: 'long', label: 'long', hint: '\u221230' },
  ],
  // 002 "Luck": +50 or −50 before a roll, a re-roll after one's own, cancelling luck used against you.
  luckOptions: [
    { id: 'attack:bonus', label: 'Attack +50' },
    { id: 'attack:reroll', label: 'Attack re-roll' },
    { id: 'defense:bonus', label: 'Defense +50' },
    { id: 'defense:reroll', label: 'Defense re-roll' },
    { id: 'initiative:bonus', label: 'Initiative +50' },
    { id: 'initiative:reroll', label: 'Initiative re-roll' },
    { id: 'attack:penalty', label: '\u221250 on someone\u2019s attack' },
    { id: 'defense:penalty', label: '\u221250 on someone\u2019s defense' },
    { id: 'initiative:penalty', label: '\u221250 on someone\u2019s initiative' },
    { id: 'attack:cancel', label: 'Cancel luck against my attack' },
    { id: 'defense:cancel', label: 'Cancel luck against my defense' },
    { id: 'initiative:cancel', label: 'Cancel luck against my initiative' },
  ],
  // 000 "Explosions": "Within the blast radius 0; Within double the blast radius 1".
  blastZones: [
    { id: '0', label: 'Zone 0', hint: 'Within the blast radius' },
    { id: '1', label: 'Zone 1', hint: 'Within double the blast radius' },
  ],
  coverTypes: SAMPLE_COVER,
  // 002 "Damage Levels".
  woundSeverities: [
    { id: 'light', label: 'Light', hint: '\u22125' },
    { id: 'moderate', label: 'Moderate', hint: '\u221220' },
    { id: 'serious', label: 'Serious', hint: '\u221250' },
    { id: 'critical', label: 'Critical', hint: '\u221280' },
  ],
  words: {
    stress: 'Suppression',
    stressShort: 'Supp',
    revive: 'Revive',
    // 002 "Luck > Combat": "Recover from a Knockout"; "Move an injury from one hit location to another".
    reviveWithLuck: 'Recover with luck (1 point)',
    moveInjury: 'Move with luck (1 point) to',
    severityShort: { light: 'L', moderate: 'M', serious: 'S', critical: 'C' },
  },
};

/** The lists for one campaign (the same for every FS3.1 game: its numbers are the seeds'). */
export function fs31Lists(_system?: GameSystem): EditionLists {
  return FS31_LISTS;
}
