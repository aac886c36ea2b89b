/**
 * Healing between fights, as the editions supply it (issue 16 deliverable 2): first aid, one day
 * of healing for a patient, the exact odds of a day's points (for the forecast) and the doctor's
 * patient limit. The campaign-level planner and forecast in `healing.ts` run on these ops only,
 * so neither names an edition.
 */
import type { AbilityRollResult, PoolSpec } from '../core/dice/ability-roll';
import type { Wound } from '../core/mechanics/wounds';
import type { Rng } from '../core/dice/rng';
import type { Choice, GameSystem } from './types';

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
  doctor: { name: string; pool: PoolSpec; woundModifier: number } | null;
  hospital: boolean;
  /**
   * How the patient spends the days (an id of the edition's `HealingOps.activities`: seed 003's
   * rest, sleep only, strenuous). Absent: the edition's first (default) activity.
   */
  activity?: string;
};

/** One roll of a healing day, as the report shows it. */
export type HealRoll = { role: 'recovery' | 'doctor'; by: string; roll: AbilityRollResult };

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

export type HealingOps = {
  abilities(system: GameSystem): HealingAbilities;
  /** Why the wound cannot have first aid now, or null. */
  firstAidRefusal(system: GameSystem, wound: Wound, timing: FirstAidTiming): string | null;
  /** Whether a failed first aid may be tried again on the same wound. */
  firstAidRetries: boolean;
  firstAid(system: GameSystem, input: FirstAidInput, rng: Rng): FirstAidResult;
  /** One day of healing for one patient (null: nothing to heal, no roll made). */
  day(system: GameSystem, patient: HealPatient, care: HealCare, rng: Rng): HealDay | null;
  /** The exact distribution of the points one day gives this patient in this state (sums to 1). */
  dayPoints(system: GameSystem, patient: HealPatient, care: HealCare): { points: number; p: number }[];
  /** A wound after `points` healing points. */
  applyPoints(system: GameSystem, wound: Wound, points: number): Wound;
  /**
   * All of a patient's wounds after a day that gave `points`, for an edition whose day does not
   * give every wound the same points (the Fading Suns house rules heal one endurance level a day
   * and count days of rest toward a vitality level). Absent: `applyPoints` on every wound.
   */
  applyDay?(system: GameSystem, wounds: readonly Wound[], points: number): Wound[];
  /** Patients a doctor with this rating of the doctor skill may tend. */
  patientLimit(system: GameSystem, doctorRating: number): number;
  /** Where each rule comes from (shown by the report). */
  source: string;
  /**
   * The ways a patient may spend the days of an advance, for an edition whose healing depends on
   * it (seed 003: a full day of rest, only sleep, strenuous activity); the first is the default.
   * Absent: the calendar offers no choice.
   */
  activities?: readonly Choice[];
};
