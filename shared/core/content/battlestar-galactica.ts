import type { Setting } from '../../domain/setting';
import { deriveRuleset, STANDARD_RULESET } from '../dice/ruleset';

/**
 * The Storyteller's Guide sample configuration, a Battlestar Galactica game (seed
 * 000_6f75505b79330e92.txt, "Sample Configuration"), on the FS3.2 dice. The seed lists the
 * attributes, action skills, background-skill ideas, chargen limits, XP rules and special
 * abilities. It gives no ruling attributes, languages, quirk ideas or common knowledge: those are
 * authored here and marked in shared/systems/fs3.2/RULES-NOTES.md.
 */
export const BSG_SETTING: Setting = {
  id: 'bsg-sample',
  name: 'Battlestar Galactica (Storyteller\u2019s Guide sample)',
  description:
    'The survivors of the Twelve Colonies flee the Cylons aboard a battlestar and its ragtag fleet. An intense war and survival game.',
  source: "FS3 Storyteller's Guide sample configuration (seed 000_6f75505b79330e92.txt)",
  ruleset: deriveRuleset(STANDARD_RULESET, {
    id: 'fs3.2-bsg-sample',
    name: 'FS3.2 \u2014 Battlestar Galactica sample',
    chargen: {
      abilityPoints: 80,
      highRatingThreshold: 7,
      maxHighRatedAbilities: 4,
      maxAttributePoints: 32,
      maxActionSkillPoints: 32,
      minQuirks: 1,
      maxQuirks: 4,
      minBackgroundSkills: 2,
    },
    // "2 XP / week (Battlestar Galactica is an intense war/survival environment)".
    xp: { weeklyAward: 2, maxSavedXp: 16, daysBetweenRaises: 3 },
  }),
  attributes: [
    { name: 'Academic', description: 'Book learning and scientific pursuits.' },
    { name: 'Creative', description: 'Artistic and creative endeavors.' },
    { name: 'Technical', description: 'Working with gizmos.' },
    { name: 'Athletic', description: 'Running, jumping, and the like.' },
    {
      name: 'Reactive',
      description: 'Things involving good reaction and hand/eye coordination, like driving, piloting, shooting, etc.',
    },
    { name: 'Social', description: 'Dealing with people.' },
  ],
  actionSkills: [
    { name: 'Firearms', rulingAttribute: 'Reactive', description: 'Shooting pistols, rifles and other small arms.' },
    { name: 'Melee', rulingAttribute: 'Athletic', description: 'Fighting hand to hand, with or without a weapon.' },
    { name: 'Alertness', rulingAttribute: 'Reactive', description: 'Noticing things and reacting to them.' },
    { name: 'Stealth', rulingAttribute: 'Athletic', description: 'Moving unseen and unheard.' },
    { name: 'Viper Piloting', rulingAttribute: 'Reactive', description: 'Flying Viper fighters.' },
    { name: 'Raptor Piloting', rulingAttribute: 'Reactive', description: 'Flying Raptors.' },
    { name: 'ECM', rulingAttribute: 'Technical', description: "Electronic countermeasures, for Raptor ECOs." },
    { name: 'Gunnery', rulingAttribute: 'Reactive', description: 'Ship and vehicle-mounted weapons.' },
    { name: 'Repair', rulingAttribute: 'Technical', description: 'Fixing and jury-rigging machines.' },
    { name: 'First Aid', rulingAttribute: 'Academic', description: 'Tending wounds in the field.' },
    { name: 'Medicine', rulingAttribute: 'Academic', description: 'Diagnosing and treating the sick and injured.' },
  ],
  languages: ['Colonial Standard', 'Tauron', 'Gemenese', 'Sagittaron', 'Old Kobolian'],
  backgroundSkillIdeas: [
    'A science - astronomy, biology, chemistry, geology, mathematics, physics, etc.',
    'A humanity - history, literature, psychology, philosophy, poetry, etc.',
    'A profession or trade - cook, waitress, bartender, accountant, programmer, carpenter, brewer, blacksmith, etc.',
    'A game - chess, roleplaying, poker, etc.',
    'An art - sculpting, painting, sketching, photography, etc.',
    'A form of expression - acting, singing, dancing, playing an instrument, writing',
    'A sport - baseball, football, gymnastics, etc.',
    'A craft or hobby - gardening, basketweaving, knitting, etc.',
    'An unusual interest - detective novels, game show hosts, etc.',
  ],
  quirkIdeas: [
    'Never forgets a face',
    'Girl in every port',
    'Superstitious about the Lords of Kobol',
    'Gambles on anything',
    'Chain smoker',
    'Hates Cylons more than is healthy',
    'Writes letters to the dead',
  ],
  commonKnowledge: [
    'Operating ordinary Colonial computers and wireless sets',
    'Basic shipboard procedures and ranks',
    'Recognising Cylon Raiders and Centurions',
  ],
  specialAbilities: {
    initiative: 'Reactive',
    toughness: 'Athletic',
    firstAid: 'First Aid',
    medicine: 'Medicine',
    repair: 'Repair',
    juryRig: 'Repair',
  },
};
