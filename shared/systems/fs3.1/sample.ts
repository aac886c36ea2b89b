/**
 * FS3.1's ready-to-play campaign ("open the sample"): the Storyteller's Guide sample setting on
 * FS3.1 (templates.ts), the FS3.2 sample's crew rebuilt by FS3.1's rules (80 points, attributes
 * and skills 1–12, rated languages) and its Centurions with single ratings on the 0–12 rows.
 * Authored for FS3 Console. The gear is the edition's built-in catalog, passed in.
 */
import type { CampaignTemplateInput } from '../../domain/campaign-export';
import { sampleCenturion, samplePc } from '../../core/content/sample-crew';
import type { GearCatalog } from '../../domain/gear';
import { storytellersGuideFs31Setting } from './templates';

type Ratings = Record<string, number>;

/** A PC: backgrounds and rated languages are both `[name, rating, ruling attribute]` (GROWTH-NOTES.md "Languages"). */
const pc = (id: string, name: string, concept: string, attributes: Ratings, skills: Ratings, background: [string, number, string][], quirks: string[]) =>
  samplePc(id, name, concept, { attributes, skills, background }, quirks);
const centurion = (id: string, name: string) => sampleCenturion(id, name, { Firearms: 7, Melee: 7, Alertness: 5, Athletic: 8 }, 4);

export function fs31SampleCampaign(gear: GearCatalog): CampaignTemplateInput {
  return {
    name: 'Sample: Ragnar Anchorage (FS3.1)',
    description: 'A boarding action at a derelict munitions depot, on the classic percentile rules. Four crew, three Centurions, one bad day.',
    inGameDate: '2026-01-01',
    setting: storytellersGuideFs31Setting(),
    system: { edition: 'fs3.1', houseRules: {} },
    gear,
    characters: [
      pc('pc-okafor', "Lt. Mara 'Sparrow' Okafor", 'Viper pilot with more confidence than sense. Grew up on Picon docks.',
        { Academic: 5, Creative: 4, Technical: 4, Athletic: 5, Reactive: 8, Social: 6 },
        { 'Viper Piloting': 8, Firearms: 5, Alertness: 6, Gunnery: 6, Melee: 3, Stealth: 2, 'First Aid': 2 },
        [['Card Games', 3, 'Social'], ['Picon History', 2, 'Academic'], ['Colonial Standard', 8, 'Academic'], ['Tauron', 3, 'Academic']], ['Reckless']),
      pc('pc-ruiz', 'Cpl. Dane Ruiz', 'Colonial marine, steady under fire, quietly religious.',
        { Academic: 4, Creative: 4, Technical: 4, Athletic: 8, Reactive: 7, Social: 5 },
        { Firearms: 8, Melee: 6, Alertness: 6, Stealth: 5, 'First Aid': 3, Repair: 2, Gunnery: 2 },
        [['Scripture', 2, 'Academic'], ['Boxing', 3, 'Athletic'], ['Colonial Standard', 7, 'Academic'], ['Sagittaron', 4, 'Academic']], ['Stubborn']),
      pc('pc-varga', 'Dr. Ilse Varga', 'Ship surgeon who volunteers for away teams to keep her patients alive.',
        { Academic: 8, Creative: 5, Technical: 6, Athletic: 4, Reactive: 4, Social: 5 },
        { Medicine: 8, 'First Aid': 7, Alertness: 6, Firearms: 2, Repair: 2, Stealth: 2, Melee: 2 },
        [['Chess', 3, 'Academic'], ['Caprican Opera', 3, 'Creative'], ['Colonial Standard', 6, 'Academic'], ['Old Kobolian', 4, 'Academic'], ['Gemenese', 3, 'Academic']], ['Dry humour']),
      pc('pc-brandt', 'Specialist Tomas Brandt', 'Deck hand and mechanic; can fix anything except his love life.',
        { Academic: 4, Creative: 5, Technical: 8, Athletic: 6, Reactive: 4, Social: 4 },
        { Repair: 8, Firearms: 4, Alertness: 5, Melee: 4, Gunnery: 4, 'First Aid': 3, Stealth: 3 },
        [['Moonshine Distilling', 3, 'Technical'], ['Pyramid', 3, 'Athletic'], ['Colonial Standard', 6, 'Academic'], ['Tauron', 6, 'Academic']], ['Gambler']),
      centurion('npc-centurion-1', 'Centurion One'),
      centurion('npc-centurion-2', 'Centurion Two'),
      centurion('npc-centurion-3', 'Centurion Three'),
    ],
  };
}
