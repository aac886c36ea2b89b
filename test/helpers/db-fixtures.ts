import type { CampaignTemplateInput } from '../../shared/domain/campaign-export';
import { makeCharacter, type Character } from '../../shared/domain/character';
import type { Combat, Combatant, NewCombatEvent } from '../../shared/domain/combat-log';
import type { GearCatalog } from '../../shared/domain/gear';
import type { Setting } from '../../shared/domain/setting';
import type { Wound } from '../../shared/domain/wound';
import { FS3_2_RULESET } from '../../shared/systems/fs3.2/ruleset';

/** A small but complete setting, independent of the shipped sample content. */
export const TEST_SETTING: Setting = {
  id: 'test-setting',
  name: 'Test Frontier',
  description: 'A tiny setting for database tests.',
  source: 'test fixture',
  ruleset: FS3_2_RULESET,
  attributes: [
    { name: 'Brawn', description: 'Strength and toughness.' },
    { name: 'Reflexes', description: 'Speed and coordination.' },
    { name: 'Wits', description: 'Perception and cunning.' },
  ],
  actionSkills: [
    { name: 'Firearms', rulingAttribute: 'Reflexes', description: 'Guns.' },
    { name: 'Melee', rulingAttribute: 'Brawn', description: 'Close combat.' },
    { name: 'Medicine', rulingAttribute: 'Wits', description: 'Healing.' },
  ],
  languages: ['Common', 'Old Tongue'],
  backgroundSkillIdeas: ['Farming', 'Trade'],
  quirkIdeas: ['Never forgets a face'],
  commonKnowledge: ['The frontier is lawless.'],
  specialAbilities: {
    toughness: 'Brawn',
    medicine: 'Medicine',
    firstAid: 'Medicine',
    repair: 'Wits',
    juryRig: 'Wits',
    initiative: 'Reflexes',
  },
};

export const TEST_GEAR: GearCatalog = {
  weapons: [
    {
      name: 'Revolver', type: 'ranged', class: 'personal', attackSkill: 'Firearms', defenseSkill: null, defenseRating: 3,
      lethality: 0, penetration: 2, damageType: 'wound', ammo: 6, automatic: false, rateOfFire: null, recoil: 0, effectiveRange: 30,
      blastRadius: null, shrapnel: false, accuracy: 0,
    },
    {
      name: 'Club', type: 'melee', class: 'personal', attackSkill: 'Melee', defenseSkill: 'Melee', defenseRating: null,
      lethality: -10, penetration: 1, damageType: 'stun', ammo: null, automatic: false, rateOfFire: null, recoil: 0, effectiveRange: null,
      blastRadius: null, shrapnel: false, accuracy: 0,
    },
  ],
  armor: [{ name: 'Leather Coat', class: 'personal', protection: 1, locations: ['Chest', 'Left Arm'] }],
  vehicles: [
    {
      name: 'Stagecoach', pilotingSkill: 'Melee', toughness: 4, armor: 'Leather Coat', hitChart: 'Humanoid',
      weapons: ['Revolver'], dodgeBonus: -1, crewLocations: ['Chest'],
    },
  ],
  hitCharts: [
    {
      name: 'Humanoid',
      defaultTarget: 'Chest',
      locations: [
        { name: 'Head', mark: 'critical' },
        { name: 'Chest', mark: 'vital' },
        { name: 'Left Arm', mark: 'normal' },
      ],
      targets: { Chest: ['Chest', 'Left Arm', 'Chest', 'Head'], Head: ['miss', 'Head', 'Chest'] },
    },
  ],
};

export function testCharacter(id: string, overrides: Partial<Character> = {}): Character {
  return makeCharacter({
    id,
    name: `Character ${id}`,
    concept: 'A drifter with a past.',
    attributes: [
      { name: 'Brawn', rating: 2 },
      { name: 'Reflexes', rating: 3 },
      { name: 'Wits', rating: 2 },
    ],
    actionSkills: [
      { name: 'Firearms', rating: 4 },
      { name: 'Melee', rating: 1 },
    ],
    backgroundSkills: [{ name: 'Farming', rating: 3, rulingAttribute: 'Wits' }],
    languages: ['Common'],
    quirks: ['Hums when nervous', 'Owes everyone money'],
    luckPoints: 1,
    xp: 2,
    notes: 'Met the party at the saloon.',
    ...overrides,
  });
}

export function testNpc(id: string): Character {
  return testCharacter(id, {
    kind: 'npc',
    name: `Goon ${id}`,
    attributes: [],
    actionSkills: [],
    backgroundSkills: [],
    quirks: [],
    npc: { ratings: [{ name: 'Firearms', rating: 5 }, { name: 'Melee', rating: 3 }], defaultRating: 2 },
  });
}

export function testTemplate(overrides: Partial<CampaignTemplateInput> = {}): CampaignTemplateInput {
  return {
    name: 'Dust and Iron',
    description: 'A test campaign.',
    inGameDate: 'Day 1',
    setting: TEST_SETTING,
    characters: [testCharacter('pc-1'), testNpc('npc-1')],
    gear: TEST_GEAR,
    configExtras: [{ source: 'fs3combat_misc.yml', keyPath: 'fs3combat.combat_help', value: { shortcut: 'cbt', n: [1, 2] } }],
    ...overrides,
  };
}

export function testWound(id: string, characterId: string, overrides: Partial<Wound> = {}): Wound {
  return {
    id, characterId, location: 'Chest', severity: 'moderate', damageType: 'wound', healingPoints: 10, treated: false,
    inGameDate: 'Day 2', description: 'Revolver - Chest', inflictedAt: '2026-05-01T18:05:00.000Z', ...overrides,
  };
}

export function testCombat(id: string, overrides: Partial<Combat> = {}): Combat {
  return {
    id, name: `Fight ${id}`, status: 'active', isMock: false, round: 1, settings: { teamNames: { '1': 'Posse' } },
    createdAt: '2026-05-01T18:00:00.000Z', endedAt: null, ...overrides,
  };
}

export function testCombatant(id: string, combatId: string, characterId: string | null, position = 0): Combatant {
  return { id, combatId, characterId, name: `Fighter ${id}`, team: 1, position, state: { stance: 'normal', weapon: 'Revolver', ammo: 6 } };
}

/** An attack event with its dice, the shape the combat host logs. */
export function testEvent(combatId: string, n: number, at = '2026-05-01T18:10:00.000Z'): NewCombatEvent {
  return {
    combatId,
    round: 1 + Math.floor(n / 10),
    type: 'attack.resolve',
    actorId: `c-${n % 4}`,
    payload: { targetId: `c-${(n + 1) % 4}`, weapon: 'Revolver', netHits: n % 3, modifiers: [{ source: 'aim', dice: 3 }] },
    dice: [
      { label: 'attack: Firearms 4 + Reflexes 3 + aim 3', sides: 8, faces: [7, 2, 8, 1, 5, 3, 7, 6, 4, 2].slice(0, 5 + (n % 5)) },
      { label: 'defense: rating 3', sides: 8, faces: [3, 7, 1] },
    ],
    recordedAt: at,
  };
}
