/** Settings a new AresMUSH Third Edition campaign can start from. */
import type { Setting } from '../../domain/setting';
import type { SettingTemplate } from '../types';
import { ARES3E_RULESET } from './ruleset';

/**
 * AresMUSH's six attributes and the action skills its combat names in `fs3combat_skills.yml`
 * (initiative Alertness, composure Composure, treat Medicine) plus the weapon skills of a minimal
 * armory: what a campaign needs to run a fight before the storyteller imports or writes more.
 */
export function minimalAres3eSetting(): Setting {
  const attr = (name: string, description: string) => ({ name, description });
  const skill = (name: string, rulingAttribute: string, description: string) => ({ name, rulingAttribute, description });
  return {
    id: 'aresmush-3e-minimal',
    name: 'New setting',
    description: '',
    source: 'Minimal AresMUSH Third Edition setting',
    ruleset: ARES3E_RULESET,
    attributes: [
      attr('Brawn', 'Strength and toughness.'),
      attr('Reflexes', 'Agility and coordination.'),
      attr('Wits', 'Reasoning and quick thinking.'),
      attr('Grit', 'Willpower and composure.'),
      attr('Perception', 'Noticing things.'),
      attr('Presence', 'Charisma and force of personality.'),
    ],
    actionSkills: [
      skill('Alertness', 'Perception', 'Noticing danger; rolled for initiative.'),
      skill('Athletics', 'Brawn', 'Running, climbing, throwing.'),
      skill('Composure', 'Grit', 'Keeping your head; knockouts and stress.'),
      skill('Firearms', 'Reflexes', 'Shooting.'),
      skill('Medicine', 'Wits', 'First aid and doctoring.'),
      skill('Melee', 'Brawn', 'Hand-to-hand fighting.'),
    ],
    languages: [],
    backgroundSkillIdeas: [],
    quirkIdeas: [],
    commonKnowledge: [],
    specialAbilities: { toughness: 'Composure', initiative: 'Alertness', medicine: 'Medicine', firstAid: 'Medicine', repair: 'Medicine', juryRig: 'Medicine' },
  };
}

export const ARES3E_TEMPLATES: readonly SettingTemplate[] = [
  { id: 'minimal', name: 'Minimal', description: 'AresMUSH\u2019s six attributes and the skills its combat rolls.', setting: minimalAres3eSetting },
];
