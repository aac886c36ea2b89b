import type { Character } from '../../domain/character';
import type { CampaignTemplateInput } from '../../domain/campaign-export';
import { makeCharacter } from '../../domain/character';
import { BSG_SETTING } from '../../core/content/battlestar-galactica';
import { BUILTIN_GEAR } from '../../core/content/builtin-gear';

type Ratings = Record<string, number>;

const rated = (ratings: Ratings) => Object.entries(ratings).map(([name, rating]) => ({ name, rating }));

function pc(id: string, name: string, concept: string, attrs: Ratings, skills: Ratings, background: [string, number, string][], quirks: string[]): Character {
  return makeCharacter({
    id,
    name,
    kind: 'pc',
    concept,
    attributes: rated(attrs),
    actionSkills: rated(skills),
    backgroundSkills: background.map(([n, rating, rulingAttribute]) => ({ name: n, rating, rulingAttribute })),
    languages: ['Colonial Standard'],
    quirks,
    luckPoints: 1,
  });
}

function centurion(id: string, name: string): Character {
  return makeCharacter({
    id,
    name,
    kind: 'npc',
    concept: 'A Cylon Centurion: relentless, armoured, not much for conversation.',
    npc: { ratings: rated({ Firearms: 6, Melee: 6, Alertness: 4, Toughness: 6 }), defaultRating: 3 },
  });
}

/**
 * The ready-to-play campaign a first launch opens: the Storyteller's Guide sample setting, the
 * built-in gear catalog and hit charts, a crew of four player characters and a squad of
 * Centurions to fight. Authored for FS3 Console (no AresMUSH data), so it can ship.
 */
export const SAMPLE_CAMPAIGN: CampaignTemplateInput = {
  name: 'Sample: Ragnar Anchorage',
  description: 'A boarding action at a derelict munitions depot. Four crew, three Centurions, one bad day.',
  inGameDate: '2026-01-01',
  setting: BSG_SETTING,
  // The built-in FS3.2 catalog, so the sample's fights have knives, rifles, vests and Vipers.
  gear: BUILTIN_GEAR,
  characters: [
    pc('pc-okafor', "Lt. Mara 'Sparrow' Okafor", 'Viper pilot with more confidence than sense. Grew up on Picon docks.',
      { Academic: 2, Creative: 2, Technical: 2, Athletic: 3, Reactive: 4, Social: 3 },
      { 'Viper Piloting': 6, Firearms: 3, Alertness: 3, Gunnery: 3 },
      [['Card Games', 3, 'Social'], ['Picon History', 2, 'Academic']], ['Reckless']),
    pc('pc-ruiz', 'Cpl. Dane Ruiz', 'Colonial marine, steady under fire, quietly religious.',
      { Academic: 2, Creative: 2, Technical: 2, Athletic: 4, Reactive: 3, Social: 2 },
      { Firearms: 6, Melee: 4, Alertness: 3, Stealth: 3 },
      [['Scripture', 2, 'Academic'], ['Boxing', 3, 'Athletic']], ['Stubborn']),
    pc('pc-varga', 'Dr. Ilse Varga', 'Ship surgeon who volunteers for away teams to keep her patients alive.',
      { Academic: 4, Creative: 2, Technical: 3, Athletic: 2, Reactive: 2, Social: 3 },
      { Medicine: 6, 'First Aid': 5, Firearms: 1, Alertness: 2 },
      [['Chess', 3, 'Academic'], ['Caprican Opera', 2, 'Creative']], ['Dry humour']),
    pc('pc-brandt', 'Specialist Tomas Brandt', 'Deck hand and mechanic; can fix anything except his love life.',
      { Academic: 2, Creative: 3, Technical: 4, Athletic: 3, Reactive: 2, Social: 2 },
      { Repair: 6, Firearms: 2, Alertness: 3, Melee: 2 },
      [['Moonshine Distilling', 3, 'Technical'], ['Pyramid', 2, 'Athletic']], ['Gambler']),
    centurion('npc-centurion-1', 'Centurion One'),
    centurion('npc-centurion-2', 'Centurion Two'),
    centurion('npc-centurion-3', 'Centurion Three'),
  ],
};
