/**
 * The state of one Third Edition fight (§C.1): fighters, vehicles and the config. The procedures
 * change it in place the way AresMUSH changes its models, and append their messages; a caller that
 * needs the old state (the GM screen's machine) copies it first with {@link cloneBattle}.
 */
import type { Rng } from '../../../core/dice/rng';
import type { A3CombatConfig } from './config';

/** One stored wound (§D.1); `level` is the game's own level name (FLESH, IMPAIR, INCAP, HEAL…). */
export type A3Wound = {
  level: string;
  initialLevel: string;
  healed: boolean;
  stun: boolean;
  /** Points still needed to drop one level. */
  points: number;
  description: string;
  /** Unhealed and less than 24 real hours old (§D.1 `is_treatable?`); the caller clears it when it ages. */
  treatable: boolean;
};

export type A3Luck = 'Attack' | 'Defense' | 'Initiative';

export type A3ActionKind =
  | 'attack' | 'aim' | 'distract' | 'escape' | 'explode' | 'fullauto' | 'pass' | 'rally' | 'reload' | 'subdue' | 'suppress' | 'treat';

export type A3Action = {
  kind: A3ActionKind;
  targets: string[];
  /** Attack specials (§C.15): `called:<loc>`, `mod:<n>`, `burst`, `crew`, `mount`. */
  called?: string | null;
  mod?: number;
  burst?: boolean;
  crew?: boolean;
  mount?: boolean;
};

export type A3Fighter = {
  name: string;
  /** NPC level (a key of npc_types), or null for a PC. */
  npcLevel: string | null;
  /** Combatant type (a key of combatant_types); "Observer" never acts. */
  type: string;
  /** A hit chart chosen for this fighter, over the type's `hitloc` (the GM screen picks one per combatant). */
  chart?: string | null;
  /** A PC's dice per ability before modifiers (§A.2: skill + linked attribute); missing = 0. */
  abilityDice: Record<string, number>;
  weapon: string;
  weaponSpecials: string[];
  armor: string | null;
  armorSpecials: string[];
  stance: string;
  luck: A3Luck | null;
  ammo: number;
  maxAmmo: number;
  /** Remaining ammo of weapons switched away from (§C.17). */
  priorAmmo: Record<string, number>;
  recoil: number;
  stress: number;
  aimTarget: string | null;
  subduedBy: string | null;
  action: A3Action | null;
  isKo: boolean;
  freshlyDamaged: boolean;
  damagedBy: string[];
  attackMod: number;
  defenseMod: number;
  initiativeMod: number;
  lethalMod: number;
  mount: string | null;
  /** Vehicle name when piloting or riding. */
  vehicle: string | null;
  piloting: boolean;
  wounds: A3Wound[];
  /** Set when the fighter left the fight (a KO'd NPC at turn end, §C.3). */
  removed: boolean;
};

export type A3Vehicle = { name: string; type: string; pilot: string | null; passengers: string[]; wounds: A3Wound[] };

export type A3Battle = {
  config: A3CombatConfig;
  fighters: Record<string, A3Fighter>;
  vehicles: Record<string, A3Vehicle>;
  rng: Rng;
  log: string[];
  /**
   * When set, every shot (attack, burst bullet, blast, fragment, crew hit) and knockout roll is
   * recorded here besides its message: the GM screen's headlines and turn summary (issue 18).
   */
  record?: A3Record;
};

/** One shot at one target: the margin's kind when it missed, the hit's kind and level when it landed. */
export type A3ShotRecord = { target: string; kind: string; location?: string; level?: string | null; stun?: boolean };
export type A3KoRecord = { name: string; dice: number[]; roll: number | null; auto: boolean; ko: boolean };
export type A3Record = { shots: A3ShotRecord[]; ko: A3KoRecord[] };

/** A fighter with AresMUSH's defaults (§C.1): Normal stance, team defaults aside, no gear state yet. */
export function newFighter(input: Partial<A3Fighter> & { name: string }): A3Fighter {
  // Object.assign onto the defaults, not `{ ...defaults, ...input }`: the same keys in the same order
  // (the defaults', then the input's new ones), but V8 built a literal with a spread key by key,
  // a fifth of the bridge's time in a forecast's played turns (the bridge makes every fighter here).
  const defaults: Omit<A3Fighter, 'name'> = {
    npcLevel: null,
    type: 'Soldier',
    abilityDice: {},
    weapon: 'Unarmed',
    weaponSpecials: [],
    armor: null,
    armorSpecials: [],
    stance: 'Normal',
    luck: null,
    ammo: 0,
    maxAmmo: 0,
    priorAmmo: {},
    recoil: 0,
    stress: 0,
    aimTarget: null,
    subduedBy: null,
    action: null,
    isKo: false,
    freshlyDamaged: false,
    damagedBy: [],
    attackMod: 0,
    defenseMod: 0,
    initiativeMod: 0,
    lethalMod: 0,
    mount: null,
    vehicle: null,
    piloting: false,
    wounds: [],
    removed: false,
  };
  return Object.assign(defaults, input);
}

/** A deep copy: the machine keeps the state before a step. */
export function cloneBattle(b: A3Battle, rng: Rng): A3Battle {
  return { config: b.config, fighters: JSON.parse(JSON.stringify(b.fighters)) as A3Battle['fighters'], vehicles: JSON.parse(JSON.stringify(b.vehicles)) as A3Battle['vehicles'], rng, log: [] };
}

export function fighter(b: A3Battle, name: string): A3Fighter {
  const f = b.fighters[name];
  if (!f) throw new Error(`No combatant named ${name}`);
  return f;
}
