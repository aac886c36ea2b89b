/**
 * What the GM screen offers in a seed 003 combat: every action is a task (a characteristic and a
 * skill, "Dexterity + Shoot at the Kurgan"), up to three a turn; the hero pool's two uses in a
 * round; the levels of the vitality track the storyteller enters as damage. No stances, ranges or
 * cover: seed 003 leaves those to the Fading Suns rulebook, as storyteller modifiers.
 */
import type { EditionLists } from '../../types';
import { ETKIN_SEVERITY_SHORT, ETKIN_WOUND_SEVERITIES } from '../wounds';

export const ETKIN_LISTS: EditionLists = {
  actions: [
    { id: 'task', label: 'Task', hint: 'Characteristic + skill against the goal number; up to three actions a turn' },
    { id: 'pass', label: 'Pass' },
  ],
  stances: [{ id: 'normal', label: 'Normal' }],
  rangeBands: [],
  // 003 "The Hero Pool": "A hero point may be spent to reroll the result of any action … keep the
  // most favorable roll. A second reroll may be made, but at the cost of 2 additional hero points.
  // One hero point may be spent to add an action bonus -- a +4 GN modifier to all actions a
  // character takes during a round." (`attack:reroll:2` is a re-roll with the second one if still failed.)
  luckOptions: [
    { id: 'attack:bonus', label: '+4 goal on all actions this turn (1 hero point)' },
    { id: 'attack:reroll', label: 'Re-roll an action, keep the better (1 hero point)' },
    { id: 'attack:reroll:2', label: 'Re-roll an action, and again if still failed (1 + 2 hero points)' },
  ],
  coverTypes: [],
  // One wound per level lost (wounds.ts), named as seed 003's healing names them.
  woundSeverities: ETKIN_WOUND_SEVERITIES,
  // 003 leaves damage to the rulebook: the storyteller enters levels lost, not wounds to a body part.
  unlocatedWounds: true,
  // Issue 42: every action is a task (003 "Multiple Actions"); damage is levels lost, never a body part.
  lacks: {
    calledShots: 'This game has no called shots: every action is a task (a characteristic and a skill), and damage is levels lost, not a hit location.',
    vehicleTargets: 'This game\'s tasks name a person, not a vehicle: target someone aboard it.',
  },
  words: {
    // 003 "The Hero Pool": the console's luck points are the character's hero points.
    luck: 'Hero pool',
    stress: 'Stress',
    stressShort: 'Str',
    revive: 'Back in the fight',
    reviveWithLuck: null,
    moveInjury: null,
    severityShort: ETKIN_SEVERITY_SHORT,
  },
};
