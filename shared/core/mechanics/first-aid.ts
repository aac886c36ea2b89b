/**
 * The Treat action (seed 000 "Treat"): a first-aid roll; success puts one healing point on the
 * wound, which halves its modifier, and lets a knocked-out patient roll knockout again. Once per
 * wound, successful or not, and only within an hour of the injury. On a vehicle it is jury-rigging
 * with the repair skill (seed 000 "Vehicle Combat > Healing").
 */
import type { AbilityRollResult, PoolSpec } from '../dice/ability-roll';
import type { Rng } from '../dice/rng';
import { rollSide } from './attack-roll';
import type { CombatRuleset } from './combat-ruleset';
import { applyHealingPoints, type HealingStep } from './healing';
import { CombatRuleError } from './hit-location';
import { rollKnockout } from './knockout';
import { totalWoundModifier, woundRollModifier, type Wound } from './wounds';

/**
 * A wound's age for seed 000's hour ("First aid can only be used within an hour of the initial
 * injury"), in in-game time (issue 39's decision, RULES-NOTES "First aid's hour"): the hour is the
 * characters' hour, not the table's. With the campaign calendar (both dates known) the age is the
 * in-game days since the injury (the calendar is the game's clock; it keeps no hours, so the same
 * in-game day is within the hour until the storyteller moves the calendar on); a session that
 * resumes a scene days later in real time no longer finds the wound too old. Without calendar dates
 * the real minutes stand in for the game's time.
 */
export function inGameAgeMinutes(realMinutes: number, gameDays: number | null): number {
  if (gameDays !== null) return Math.max(0, gameDays) * 24 * 60;
  return Number.isFinite(realMinutes) ? Math.max(0, realMinutes) : 0;
}

/**
 * How old the wound is for first aid: the minutes given, or the age a stored wound brought into
 * the fight (`ageMinutes`), whichever is more, so a week-old wound is not "fresh" in a fight.
 */
export function treatMinutes(wound: Wound, minutesSinceInjury: number): number {
  return Math.max(minutesSinceInjury, wound.ageMinutes ?? 0);
}

/** Why a wound cannot be treated now, or null when it can. */
export function treatRefusal(
  rules: CombatRuleset,
  wound: Wound,
  minutesSinceInjury: number,
): string | null {
  if (wound.severity === 'healed') return 'The wound has already healed.';
  if (wound.firstAid !== 'none') return 'First aid has already been tried on this wound.';
  // Seed 000 "Treat": "First aid can only be used within an hour of the initial injury".
  const age = treatMinutes(wound, minutesSinceInjury);
  if (age > rules.healing.firstAidWindowMinutes) {
    const old = wound.ageMinutes !== undefined && wound.ageMinutes >= age ? ` This wound was ${ageWords(age)} old when the fight began.` : '';
    return `First aid only helps within ${rules.healing.firstAidWindowMinutes} minutes of the injury.${old}`;
  }
  return null;
}

/** "3 days", "5 hours", "90 minutes": a wound's age as the refusal states it. */
function ageWords(minutes: number): string {
  if (minutes >= 2 * 1440) return `${Math.floor(minutes / 1440)} days`;
  if (minutes >= 120) return `${Math.floor(minutes / 60)} hours`;
  return `${Math.round(minutes)} minutes`;
}

export type TreatInput = {
  healer: { name: string; pool: PoolSpec; woundModifier: number };
  patient: {
    name: string;
    wounds: readonly Wound[];
    /** Index in `wounds` of the wound being treated. */
    woundIndex: number;
    knockedOut: boolean;
    /** Needed for the extra knockout roll when the patient is knocked out. */
    toughness?: PoolSpec;
  };
  minutesSinceInjury: number;
};

export type TreatResult = {
  firstAid: AbilityRollResult;
  succeeded: boolean;
  healing: HealingStep | null;
  /** The patient's wounds afterwards (the treated one marked, healed by a point on success). */
  wounds: Wound[];
  /** The extra knockout roll a successful treatment allows a knocked-out patient. */
  knockout: { roll: AbilityRollResult; recovered: boolean } | null;
};

/** Resolves Treat. Throws {@link CombatRuleError} when the wound cannot be treated. */
export function resolveTreat(rules: CombatRuleset, input: TreatInput, rng: Rng): TreatResult {
  const { healer, patient } = input;
  const wound = patient.wounds[input.patient.woundIndex];
  if (!wound)
    throw new CombatRuleError(`${patient.name} has no wound number ${patient.woundIndex + 1}`);
  const refusal = treatRefusal(rules, wound, input.minutesSinceInjury);
  if (refusal) throw new CombatRuleError(refusal);
  const healerWounds = woundRollModifier(healer.woundModifier);
  const firstAid = rollSide(
    rules,
    { name: healer.name, pool: healer.pool, modifiers: healerWounds ? [healerWounds] : [] },
    rng,
  );
  const succeeded = firstAid.isSuccess;
  const wounds = [...patient.wounds];
  let healing: HealingStep | null = null;
  if (succeeded) {
    healing = applyHealingPoints(rules, wound, rules.healing.firstAidPoints);
    wounds[patient.woundIndex] = { ...healing.after, firstAid: 'succeeded' };
  } else {
    wounds[patient.woundIndex] = { ...wound, firstAid: 'failed' };
  }
  let knockout: TreatResult['knockout'] = null;
  if (succeeded && patient.knockedOut && patient.toughness) {
    const r = rollKnockout(
      rules,
      {
        name: patient.name,
        toughness: patient.toughness,
        woundModifier: totalWoundModifier(wounds, rules).total,
      },
      rng,
    );
    knockout = { roll: r.roll, recovered: !r.knockedOut };
  }
  return { firstAid, succeeded, healing, wounds, knockout };
}
