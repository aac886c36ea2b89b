/** Settings a new FS3.2 campaign can start from. */
import type { Setting } from '../../domain/setting';
import { deriveRuleset } from '../../core/dice/ruleset';
import { FS3_2_RULESET } from './ruleset';
import { BSG_SETTING } from '../../core/content/battlestar-galactica';
import type { SettingTemplate } from '../types';
import { cloneJson } from '../clone';

/**
 * Only what FS3.2 needs to run: attributes for every ability roll (seed 004: "All characters will
 * have a rating in every attribute") and an ability for each special role. Two attributes keep
 * the roles apart (Body rolls toughness and initiative, Mind the carer's rolls); everything else
 * (action skills, languages, ideas) is the storyteller's to add.
 */
export function minimalFs32Setting(): Setting {
  return {
    id: 'fs3.2-minimal',
    name: 'New setting',
    description: '',
    source: 'Minimal FS3.2 setting',
    ruleset: deriveRuleset(FS3_2_RULESET, { id: 'fs3.2-custom', name: 'FS3.2' }),
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

export const FS32_TEMPLATES: readonly SettingTemplate[] = [
  { id: 'minimal', name: 'Minimal', description: 'Two attributes and the special roles; add the rest yourself.', setting: minimalFs32Setting },
  {
    id: 'storytellers-guide-sample',
    name: 'Storyteller\u2019s Guide sample (Battlestar Galactica)',
    description: 'Seed 000\u2019s sample configuration: six attributes, its action skills, chargen and XP limits.',
    setting: () => cloneJson(BSG_SETTING),
  },
];
