/**
 * The edition's ready-to-play campaign ("open the sample"): the full Fading Suns setting with
 * Dante the Brother Battle on seed 003's own numbers ("Dante, the brother battle has Calm of 4 and
 * Stoic Mind of 5"; "Dante shoots at a Kurgan, his Dex is 7 and his shoot is 7"), a second player
 * character and the Kurgan raiders he shoots at. The other numbers are the console's (the seed
 * prints no more of Dante). Gear is the edition's built-in catalog, passed in.
 */
import type { CampaignTemplateInput } from '../../domain/campaign-export';
import { makeCharacter, type Character } from '../../domain/character';
import type { GearCatalog } from '../../domain/gear';
import { deriveRuleset } from '../../core/dice/ruleset';
import { fadingSunsSetting } from './full-setting';
import { allegianceLoreName } from './lore';
import { ETKIN_RULESET } from './ruleset';

type Ratings = Record<string, number>;
const rated = (ratings: Ratings) => Object.entries(ratings).map(([name, rating]) => ({ name, rating }));

/** Every one of the setting's non-occult characteristics, the given ones over a base of 3. */
const BASE: Ratings = { Strength: 3, Dexterity: 3, Endurance: 3, Wits: 3, Perception: 3, Tech: 3, Extrovert: 3, Introvert: 1, Passion: 3, Calm: 1, Faith: 3, Ego: 1, Human: 3 };

function person(
  id: string, name: string, kind: Character['kind'], concept: string, attrs: Ratings, skills: Ratings,
  lore: [string, number, string][], extra: { quirks?: string[]; luck?: number } = {},
): Character {
  const attributes = { ...BASE, ...attrs };
  return makeCharacter({
    id,
    name,
    kind,
    concept,
    attributes: rated(attributes),
    actionSkills: rated(skills),
    backgroundSkills: lore.map(([n, rating, rulingAttribute]) => ({ name: n, rating, rulingAttribute })),
    quirks: extra.quirks ?? [],
    // "a pool of hero points equal to his Human characteristic", full at the start.
    luckPoints: extra.luck ?? attributes.Human ?? 0,
  });
}

export const DANTE_ID = 'pc-dante';
export const KURGAN_ID = 'npc-kurgan-1';

export function etkinSampleCharacters(): Character[] {
  return [
    person(DANTE_ID, 'Brother Dante', 'pc', 'A Brother Battle knight of the Church\u2019s fighting order, sent to hold the border against the Kurgan. Silent, patient, deadly with a blaster.',
      { Strength: 6, Dexterity: 7, Endurance: 6, Wits: 5, Perception: 5, Tech: 3, Extrovert: 2, Introvert: 4, Passion: 3, Calm: 4, Faith: 6, Ego: 1, Human: 5 },
      { Shoot: 7, 'Stoic Mind': 5, Melee: 6, Fight: 5, Dodge: 5, Vigor: 5, Observe: 4, Impress: 4, Charm: 2, Sneak: 3, 'First Aid': 3, Warfare: 4, 'Stoic Body': 4 },
      [[allegianceLoreName('Brother Battle'), 3, 'Wits'], ['Lore (Kurga Caliphate)', 2, 'Wits']],
      { quirks: ['Vow of obedience to the order'] }),
    person('pc-mira', 'Mira Voss', 'pc', 'A Charioteer pilot who hears things nobody else hears; flies anything with a jumpdrive and keeps her gift quiet.',
      { Strength: 3, Dexterity: 6, Endurance: 4, Wits: 6, Perception: 6, Tech: 5, Extrovert: 4, Introvert: 2, Passion: 4, Calm: 2, Faith: 2, Ego: 3, Human: 4, Psi: 3, Urge: 1 },
      { Pilot: 7, Shoot: 4, Dodge: 5, Observe: 5, Charm: 4, Physick: 4, 'Think Machine': 4, Sneak: 3, Fight: 3, Vigor: 3, Focus: 3 },
      [[allegianceLoreName('Charioteers'), 2, 'Wits'], ['Lore (Jumpweb)', 4, 'Wits']],
      { quirks: ['Owes the guild a ship'] }),
    person(KURGAN_ID, 'Kurgan Raider', 'npc', 'A warrior of the Kurga Caliphate raiding across the border: a rifle, a scimitar and no fear.',
      { Strength: 6, Dexterity: 6, Endurance: 5, Wits: 4, Perception: 5, Passion: 5, Faith: 5, Human: 3 },
      { Shoot: 5, Melee: 6, Fight: 4, Dodge: 4, Vigor: 5, Observe: 4, Sneak: 4, Impress: 4 },
      [['Lore (Kurga Caliphate)', 3, 'Wits']], { luck: 0 }),
    person('npc-kurgan-2', 'Kurgan Sharpshooter', 'npc', 'Hangs back on the ridge with a long rifle.',
      { Strength: 4, Dexterity: 7, Endurance: 4, Wits: 5, Perception: 6, Passion: 3, Faith: 4, Human: 3 },
      { Shoot: 7, Melee: 3, Fight: 3, Dodge: 4, Vigor: 3, Observe: 6, Sneak: 5 },
      [], { luck: 0 }),
  ];
}

export function etkinSampleCampaign(gear: GearCatalog): CampaignTemplateInput {
  const ruleset = deriveRuleset(ETKIN_RULESET, { id: 'fading-suns-etkin-sample', name: 'Fading Suns (Etkin) \u2014 sample' });
  return {
    name: 'Sample: The Kurgan border (Fading Suns)',
    description: 'Brother Dante and a Charioteer pilot hold a border station against Kurgan raiders, on Ed Etkin\u2019s house rules (seed 003).',
    inGameDate: '5000-03-01',
    setting: { ...fadingSunsSetting(ruleset, { id: 'fading-suns-etkin-sample', hero: 'Human' }), name: 'Fading Suns: the Kurgan border' },
    system: { edition: 'fading-suns-etkin', houseRules: {} },
    gear,
    characters: etkinSampleCharacters(),
  };
}
