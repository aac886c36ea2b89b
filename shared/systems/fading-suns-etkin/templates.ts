/** Settings a new campaign on seed 003 can start from (`Edition.templates`; the first is the minimal one). */
import type { Setting } from '../../domain/setting';
import { deriveRuleset } from '../../core/dice/ruleset';
import type { SettingTemplate } from '../types';
import { fadingSunsSetting } from './full-setting';
import { ETKIN_RULESET } from './ruleset';

/** Fading Suns' characteristics (the rulebook's; 003 names Dexterity, Wits, Perception, Endurance, Calm, Human, Destiny). */
export const ETKIN_CHARACTERISTICS: readonly { name: string; description: string }[] = [
  { name: 'Strength', description: 'Body: raw physical power.' },
  { name: 'Dexterity', description: 'Body: agility and coordination; part of the initiative factor (seed 003).' },
  { name: 'Endurance', description: 'Body: stamina; the daily healing roll (seed 003).' },
  { name: 'Wits', description: 'Mind: quick thinking; part of the initiative factor, breaks ties (seed 003).' },
  { name: 'Perception', description: 'Mind: awareness; part of the initiative factor (seed 003).' },
  { name: 'Tech', description: 'Mind: technological aptitude.' },
  { name: 'Extrovert', description: 'Spirit: outgoing drive (opposed by Introvert).' },
  { name: 'Introvert', description: 'Spirit: inner focus (opposed by Extrovert).' },
  { name: 'Passion', description: 'Spirit: fire and feeling (opposed by Calm).' },
  { name: 'Calm', description: 'Spirit: composure (opposed by Passion).' },
  { name: 'Faith', description: 'Spirit: belief (opposed by Ego).' },
  { name: 'Ego', description: 'Spirit: self-reliance (opposed by Faith).' },
  { name: 'Human', description: 'Occult: humanity; the Hero Pool holds as many points (seed 003).' },
];

/** The natural skills every Fading Suns character has, and a few learned ones seed 003 names. */
export const ETKIN_SKILLS: readonly { name: string; rulingAttribute: string; description: string }[] = [
  { name: 'Charm', rulingAttribute: 'Extrovert', description: 'Natural skill.' },
  { name: 'Dodge', rulingAttribute: 'Dexterity', description: 'Natural skill.' },
  { name: 'Fight', rulingAttribute: 'Dexterity', description: 'Natural skill.' },
  { name: 'Impress', rulingAttribute: 'Extrovert', description: 'Natural skill.' },
  { name: 'Melee', rulingAttribute: 'Dexterity', description: 'Natural skill.' },
  { name: 'Observe', rulingAttribute: 'Perception', description: 'Natural skill; occult sensitivity rolls it (seed 003).' },
  { name: 'Shoot', rulingAttribute: 'Dexterity', description: 'Natural skill.' },
  { name: 'Sneak', rulingAttribute: 'Dexterity', description: 'Natural skill.' },
  { name: 'Vigor', rulingAttribute: 'Endurance', description: 'Natural skill; half of it helps the daily healing roll (seed 003).' },
  { name: 'Physick', rulingAttribute: 'Tech', description: 'Learned skill; a complementary roll while healing (seed 003).' },
  { name: 'First Aid', rulingAttribute: 'Tech', description: 'Learned skill; complements healing at \u22124 (seed 003).' },
  { name: 'Stoic Mind', rulingAttribute: 'Calm', description: 'Learned skill (seed 003: Dante\u2019s Calm 4 + Stoic Mind 5).' },
];

/** Only what the edition needs to run: the characteristics, the natural skills and the special roles. */
export function minimalEtkinSetting(): Setting {
  return {
    id: 'fading-suns-etkin-minimal',
    name: 'New setting',
    description: '',
    source: 'Minimal Fading Suns (Etkin house rules) setting, seed 003',
    ruleset: deriveRuleset(ETKIN_RULESET, { id: 'fading-suns-etkin-custom', name: 'Fading Suns (Etkin)' }),
    attributes: ETKIN_CHARACTERISTICS.map((a) => ({ ...a })),
    actionSkills: ETKIN_SKILLS.map((s) => ({ ...s })),
    languages: [],
    backgroundSkillIdeas: [],
    quirkIdeas: [],
    commonKnowledge: [],
    // The daily healing roll is "Endurance + ½ Vigor" (healing.ts reads the recovery pool's
    // characteristic and skill): Vigor, ruled by Endurance, is the recovery ability.
    specialAbilities: { toughness: 'Vigor', initiative: 'Dexterity', medicine: 'Physick', firstAid: 'First Aid', repair: 'Tech', juryRig: 'Tech' },
  };
}

/** The full setting (full-setting.ts) on the edition's numbers: Human, or the 2nd edition's Destiny. */
function fullEtkinSetting(hero: 'Human' | 'Destiny'): Setting {
  const id = hero === 'Human' ? 'fading-suns-etkin-full' : 'fading-suns-etkin-destiny';
  return fadingSunsSetting(deriveRuleset(ETKIN_RULESET, { id, name: 'Fading Suns (Etkin)' }), { id, hero });
}

export const ETKIN_TEMPLATES: readonly SettingTemplate[] = [
  { id: 'minimal', name: 'Fading Suns', description: 'The thirteen characteristics, the natural skills and the learned skills seed 003 names.', setting: minimalEtkinSetting },
  {
    id: 'full',
    name: 'Fading Suns: the Known Worlds',
    description: 'The characteristics with the occult pairs (Psi, Theurgy), the natural skills and the learned skills a game needs, Lore ideas and allegiance lores.',
    setting: () => fullEtkinSetting('Human'),
  },
  {
    id: 'destiny',
    name: 'Fading Suns: the Known Worlds, with Destiny',
    description: 'The same with seed 003\u2019s 2nd-edition Destiny ("a new stat (not opposed)") in place of Human for the hero pool.',
    setting: () => fullEtkinSetting('Destiny'),
  },
];
