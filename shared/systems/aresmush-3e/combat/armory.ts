/**
 * The minimal armory a Third Edition campaign without a configuration fights with, authored from
 * the reference's tables (§C.5, §C.16, §E.1, §E.3, §E.6–§E.9), never from AresMUSH's files. A game's
 * own configuration replaces each section it has; `Unarmed`, `Shrapnel`, the `Humanoid` chart and
 * the `Observer` type are added when a game lacks them, because the procedures need them.
 */
import type { AresCombatantType, AresHitChart, AresNpcType, AresStance, AresWeapon, AresWeaponSpecial } from '../../../config/schema-combat';

export const BUILTIN_WEAPONS: Readonly<Record<string, AresWeapon>> = {
  // §E.1: Melee, lethality -20, pen 0, the Sparring special allowed.
  Unarmed: {
    description: 'Fists and feet.', skill: 'Melee', lethality: -20, penetration: 0, weapon_type: 'Melee', is_automatic: false,
    recoil: 0, damage_type: 'Physical', accuracy: 0, has_shrapnel: false, init_mod: 0, allowed_specials: ['Sparring'],
  },
  // §C.16: pen 5, lethality 0, Ranged, Physical, skill 3 raw dice.
  Shrapnel: {
    description: 'Flying fragments.', skill: 3, lethality: 0, penetration: 5, weapon_type: 'Ranged', is_automatic: false,
    recoil: 0, damage_type: 'Physical', accuracy: 0, has_shrapnel: false, init_mod: 0,
  },
};

export const BUILTIN_WEAPON_SPECIALS: Readonly<Record<string, AresWeaponSpecial>> = {
  Sparring: { description: 'Pulled punches.', lethality: -50 },
};

const CHEST = ['Left Leg', 'Right Leg', 'Left Arm', 'Right Arm', 'Abdomen', 'Abdomen', 'Head', 'Chest', 'Chest', 'Chest'];

/** §E.3 Humanoid: eleven areas of ten entries each, worst first; Chest is the default aim. */
export const HUMANOID_CHART: AresHitChart = {
  areas: {
    Chest: CHEST,
    'Left Leg': ['Chest', 'Right Foot', 'Right Leg', 'Right Leg', 'Abdomen', 'Abdomen', 'Left Foot', 'Left Leg', 'Left Leg', 'Left Leg'],
    'Right Leg': ['Chest', 'Left Foot', 'Left Leg', 'Left Leg', 'Abdomen', 'Abdomen', 'Right Foot', 'Right Leg', 'Right Leg', 'Right Leg'],
    Groin: ['Abdomen', 'Abdomen', 'Abdomen', 'Left Leg', 'Right Leg', 'Left Leg', 'Right Leg', 'Groin', 'Groin', 'Groin'],
    'Left Hand': ['Chest', 'Chest', 'Abdomen', 'Abdomen', 'Left Arm', 'Left Arm', 'Left Arm', 'Left Hand', 'Left Hand', 'Left Hand'],
    'Right Hand': ['Chest', 'Chest', 'Abdomen', 'Abdomen', 'Right Arm', 'Right Arm', 'Right Arm', 'Right Hand', 'Right Hand', 'Right Hand'],
    'Left Arm': ['Head', 'Chest', 'Chest', 'Abdomen', 'Abdomen', 'Left Hand', 'Left Hand', 'Left Arm', 'Left Arm', 'Left Arm'],
    'Right Arm': ['Head', 'Chest', 'Chest', 'Abdomen', 'Abdomen', 'Right Hand', 'Right Hand', 'Right Arm', 'Right Arm', 'Right Arm'],
    Head: ['Right Arm', 'Right Arm', 'Left Arm', 'Chest', 'Chest', 'Neck', 'Neck', 'Head', 'Head', 'Head'],
    Neck: ['Right Arm', 'Right Arm', 'Left Arm', 'Chest', 'Chest', 'Head', 'Head', 'Neck', 'Neck', 'Neck'],
    Abdomen: ['Left Leg', 'Right Leg', 'Left Leg', 'Right Leg', 'Chest', 'Chest', 'Chest', 'Abdomen', 'Abdomen', 'Abdomen'],
  },
  vital_areas: ['Chest', 'Abdomen'],
  critical_areas: ['Head', 'Neck', 'Groin'],
};

/** §C.5: the seven stances. */
export const DEFAULT_STANCES: Readonly<Record<string, AresStance>> = {
  Aggressive: { attack_mod: 2, defense_mod: -2 },
  Reckless: { attack_mod: 4, defense_mod: -4 },
  Normal: { attack_mod: 0, defense_mod: 0 },
  Defensive: { attack_mod: -2, defense_mod: 2 },
  Evasive: { attack_mod: -4, defense_mod: 4 },
  Cover: { attack_mod: 0, defense_mod: 0 },
  Hidden: { attack_mod: 0, defense_mod: 0 },
};

/**
 * §E.9 Observer and Soldier. AresMUSH's Soldier carries Rifle+Ap and Tactical armor, which the
 * minimal armory does not have, so here a Soldier fights Unarmed (a game's config replaces it).
 */
export const BUILTIN_COMBATANT_TYPES: Readonly<Record<string, AresCombatantType>> = {
  Observer: { hitloc: 'Humanoid' },
  Soldier: { weapon: 'Unarmed', hitloc: 'Humanoid', defense_skill: 'Reflexes' },
};

/** §E.6: the four NPC levels. */
export const DEFAULT_NPC_TYPES: Readonly<Record<string, AresNpcType>> = {
  Goon: { Default: 4, Firearms: 6, Gunnery: 6, Melee: 6, Wounds: 30 },
  Henchman: { Default: 6, Firearms: 8, Gunnery: 8, Melee: 8, Wounds: 20 },
  Miniboss: { Default: 9, Firearms: 11, Gunnery: 11, Melee: 11, Wounds: 15 },
  Boss: { Default: 11, Firearms: 13, Gunnery: 13, Melee: 13, Wounds: 0 },
};

/** §E.7 and §E.8: damage numbers and the seven skill keys. */
export const DEFAULT_DAMAGE_MODS: Readonly<Record<string, number>> = { HEAL: 0, FLESH: 0.25, IMPAIR: 2, INCAP: 7 };
export const DEFAULT_DAMAGE_TABLE: Readonly<Record<string, number>> = { GRAZE: 20, FLESH: 70, IMPAIR: 95 };
export const DEFAULT_HEALING_POINTS: Readonly<Record<string, number>> = { HEAL: 0, FLESH: 7, IMPAIR: 10, INCAP: 7 };
export const DEFAULT_SKILLS = {
  treat: 'Medicine',
  healing: 'Medicine',
  recovery: 'Brawn',
  initiative: 'Alertness',
  composure: 'Composure',
  defaultDefense: 'Reflexes',
  strength: 'Brawn',
} as const;
/** §E.10: attributes decide the NPC `Default/2` rule when a game lists none. */
export const DEFAULT_ATTRIBUTES = ['Reflexes', 'Brawn', 'Wits', 'Grit', 'Perception', 'Presence'] as const;
