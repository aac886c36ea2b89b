/**
 * Healing between fights, as the editions supply it (issue 16 deliverable 2): what first aid and
 * a day of healing take and give. The ops that roll them (`HealingOps`) live with the other
 * edition ops in `types.ts`, because they take the resolved `GameSystem`; this file stays a leaf
 * so `types.ts` can import it without a circle. The campaign-level planner and forecast in
 * `healing.ts` run on those ops only, so neither names an edition.
 */
import type { AbilityRollResult, PoolSpec } from '../core/dice/ability-roll';
import type { Wound } from '../core/mechanics/wounds';

/** The abilities the edition's healing rolls use (the setting's or the game config's names). */
export type HealingAbilities = {
  /** The patient's daily roll: FS3.2 toughness, 3E `recovery_skill`. */
  recovery: string;
  /** A doctor's skill (daily medicine roll in FS3.2; patient limit in both). */
  doctor: string;
  /** The first-aid roll. */
  firstAid: string;
};

/** One patient as a day of healing sees them; pools are built by the caller through `poolForAbility`. */
export type HealPatient = {
  name: string;
  wounds: readonly Wound[];
  /** The recovery/toughness pool before wound modifiers; null when the character has no such ability. */
  recovery: PoolSpec | null;
  /** A storyteller's NPC (an edition may not heal them: Third Edition §D.6). Absent: a player character. */
  npc?: boolean;
};

/** Who looks after the patient (stored care). */
export type HealCare = {
  /** The doctor: their skill pool (before their own wound modifiers) and wound modifier. */
  doctor: { name: string; pool: PoolSpec; woundModifier: number; /** Their First Aid pool, for an edition that lets it stand in (seed 003, issue 39 item 7); absent: none. */ firstAid?: PoolSpec | null } | null;
  hospital: boolean;
  /**
   * How the patient spends the days (an id of the edition's `HealingOps.activities`: seed 003's
   * rest, sleep only, strenuous). Absent: the edition's first (default) activity.
   */
  activity?: string;
};

/** One roll of a healing day, as the report shows it. */
export type HealRoll = { role: 'recovery' | 'doctor' | 'repair'; by: string; roll: AbilityRollResult };

/** One patient's day: the rolls, every point with its source, and the wounds afterwards. */
export type HealDay = {
  rolls: HealRoll[];
  points: { points: number; source: string }[];
  total: number;
  wounds: Wound[];
};

/** A wound-relevant moment for first aid: how long since the injury, in real minutes and game days. */
export type FirstAidTiming = { minutesSinceInjury: number; gameDaysSinceInjury: number | null };

export type FirstAidInput = {
  healer: { name: string; pool: PoolSpec; woundModifier: number };
  wound: Wound;
  timing: FirstAidTiming;
};

/** The first aid roll and the wound afterwards (its first-aid state set, healed a point on success). */
export type FirstAidResult = { roll: AbilityRollResult; succeeded: boolean; wound: Wound };
