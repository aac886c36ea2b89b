/** Settings a new FS3.1 campaign can start from (`Edition.templates`; the first is the minimal one). */
import type { Setting } from '../../domain/setting';
import { deriveRuleset } from '../../core/dice/ruleset';
import { BSG_SETTING } from '../../core/content/battlestar-galactica';
import { cloneJson } from '../clone';
import type { SettingTemplate } from '../types';
import { FS31_RULESET } from './ruleset';

/**
 * Only what FS3.1 needs to run: attributes for every roll (002 "All characters will have a rating
 * in every attribute") and an ability for each special role (000 "Special Abilities"; 002
 * "Initiative": "The Storyteller will determine which ability is used for initiative, be it an
 * attribute or a skill"). Two attributes keep the roles apart as FS3.2's minimal setting does:
 * Body rolls initiative and toughness, Mind the carer's rolls. 002's numbers with 000's
 * storyteller defaults (ruleset.ts); the storyteller adds skills and languages.
 */
export function minimalFs31Setting(): Setting {
  return {
    id: 'fs3.1-minimal',
    name: 'New setting',
    description: '',
    source: 'Minimal FS3.1 setting',
    ruleset: deriveRuleset(FS31_RULESET, { id: 'fs3.1-custom', name: 'FS3.1' }),
    attributes: [
      { name: 'Body', description: 'Strength, stamina and quickness.' },
      { name: 'Mind', description: 'Learning, wits and know-how.' },
    ],
    actionSkills: [],
    languages: [],
    backgroundSkillIdeas: [],
    quirkIdeas: [],
    commonKnowledge: [],
    specialAbilities: { toughness: 'Body', initiative: 'Body', medicine: 'Mind', firstAid: 'Mind', repair: 'Mind', juryRig: 'Mind' },
  };
}

/**
 * Seed 000's "Sample Configuration" (a Battlestar Galactica game) on FS3.1's numbers: its six
 * attributes, eleven action skills, background-skill ideas, special abilities, "80 points for
 * abilities", "No more than 4 abilities at rating 7 or higher", "No more than 32 points in
 * attributes", "No more than 32 points in action skills", "1-4 Quirks", "Minimum of 2 Background
 * Skills", "2 XP / week", "Maximum of 16 XP may be saved up", "One skill raise every 3 days". The
 * seed names no ruling attributes, languages, quirk ideas or common knowledge: those are the
 * console's FS3.2 sample's (shared/core/content/battlestar-galactica.ts), shared so both editions'
 * samples read the same.
 */
export function storytellersGuideFs31Setting(): Setting {
  const bsg = cloneJson(BSG_SETTING);
  return {
    ...bsg,
    id: 'fs3.1-bsg-sample',
    source: "FS3 Storyteller's Guide sample configuration (seed 000_6f75505b79330e92.txt) on FS3.1 (seed 002_eda5ab517d142692.txt)",
    ruleset: deriveRuleset(FS31_RULESET, {
      id: 'fs3.1-bsg-sample',
      name: 'FS3.1 \u2014 Battlestar Galactica sample',
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
  };
}

export const FS31_TEMPLATES: readonly SettingTemplate[] = [
  { id: 'minimal', name: 'Minimal', description: 'Two attributes and the special roles; add the rest yourself.', setting: minimalFs31Setting },
  {
    id: 'storytellers-guide-sample',
    name: 'Storyteller\u2019s Guide sample (Battlestar Galactica)',
    description: 'Seed 000\u2019s sample configuration on FS3.1: six attributes rated 1\u201312, its action skills, rated languages, chargen and XP limits.',
    setting: storytellersGuideFs31Setting,
  },
];
