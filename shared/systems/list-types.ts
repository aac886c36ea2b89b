/**
 * The lists and words of the GM screen an edition supplies through the combat view (part of the
 * game-system interface, re-exported by `types.ts`).
 */

/** A labelled choice for a list the GM screen shows (stances, range bands, actions …). */
export type Choice<T extends string = string> = { id: T; label: string; hint?: string };

/** The lists a combat screen offers, supplied by the edition through the combat view. */
export type EditionLists = {
  actions: readonly Choice[];
  stances: readonly Choice[];
  rangeBands: readonly Choice[];
  luckOptions: readonly Choice[];
  coverTypes: readonly { name: string; protection: number }[];
  woundSeverities: readonly Choice[];
  /** The GM screen's words that differ by edition. */
  words: EditionWords;
  /** NPC levels (AresMUSH's `npc_types`) an NPC combatant may have, and the level a new NPC gets; absent: none. */
  npcLevels?: { choices: Choice[]; default: string };
  /** Mounts (AresMUSH's `mounts`) a combatant may ride; absent: none. */
  mounts?: Choice[];
  /** Explosion zones a target can be declared in (seed 001: 0 within the blast radius, 1 within double); absent or empty: none. */
  blastZones?: readonly Choice[];
  /** True when the edition's damage has no hit location (seed 003: vitality and endurance levels lost); absent: located wounds. */
  unlocatedWounds?: boolean;
  /** Combatant types with their default gear (AresMUSH's `combatant_types`, "Rifle+Ap"); absent: none. */
  /** `mount` / `vehicle`: what joining as the type rides or pilots (AresMUSH §C.2); `chart`: its hit chart (`hitloc`); absent or null: none. */
  /** `default`: the type a newcomer joins as when none is chosen (AresMUSH's `default_type`, §C.2 `combat/join`). */
  combatantTypes?: (Choice & { weapon: string | null; armor: string | null; mount?: string | null; vehicle?: string | null; chart?: string | null; default?: boolean })[];
  /** The vehicles a fight adds, with their numbers as the hint (AresMUSH: the game's vehicles file); absent: the campaign's gear catalog. */
  vehicles?: Choice[];
  /**
   * Boarding by the edition's own rule (AresMUSH §C.18, issue 40): a taken pilot seat takes a new
   * pilot (the old one becomes a passenger) and a seated combatant changes seats without leaving
   * first; absent: one pilot a seat, leave before boarding.
   */
  boardsOwnWay?: boolean;
  /**
   * Issue 42: choices FS3.2 has that this edition's combat does not, each with the reason, in the
   * edition's words, a declaration using it is refused with (a player's device is offered neither).
   * Absent: the edition has both (vehicles as targets, called shots at a hit location).
   */
  lacks?: EditionLacks;
};

/** See {@link EditionLists.lacks}: a reason per missing choice; an absent one is there. */
export type EditionLacks = { vehicleTargets?: string; calledShots?: string };

/** Words of the GM screen an edition names its own way (FS3.2: Suppression, Revive …). */
export type EditionWords = {
  /** The pressure a combatant is under (FS3.2 suppression, AresMUSH stress) and its chip's short form. */
  stress: string;
  stressShort: string;
  /** The storyteller's revive without a roll, and the edition's luck-paid recovery (null: none offered). */
  revive: string;
  reviveWithLuck: string | null;
  /** The control that spends luck to move the injury just taken (seed 004); absent or null: the edition has no such rule. */
  moveInjury?: string | null;
  /** The edition's name for luck points on the GM screen (seed 003: "Hero pool"); absent: "Luck". */
  luck?: string;
  /** The short badge of each wound severity the edition uses (by severity id). */
  severityShort: Readonly<Record<string, string>>;
};
