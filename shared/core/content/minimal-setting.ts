/**
 * The minimal setting the d8 and d100 FS3 editions start a blank campaign from: attributes for every
 * roll (seeds 004 and 002: "All characters will have a rating in every attribute") and an ability for
 * each special role. Two attributes keep the roles apart: Body rolls toughness and initiative, Mind
 * the carer's rolls; everything else is the storyteller's to add. Each edition passes its ruleset.
 */
import type { Ruleset } from '../dice/ruleset';
import type { Setting } from '../../domain/setting';

export function minimalSetting(id: string, source: string, ruleset: Ruleset): Setting {
  return {
    id,
    name: 'New setting',
    description: '',
    source,
    ruleset,
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
