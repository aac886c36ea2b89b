/**
 * Healing (seed 001 "Healing Damage", seed 000 "Healing Damage" and "Vehicle Combat > Healing"):
 * a wound drops one level when it has gathered enough healing points. Points come from a daily
 * toughness roll, a doctor's medicine roll and a hospital (or the simple system's fixed points);
 * vehicles only from repairs.
 */
import type { AbilityRollResult, PoolSpec } from '../dice/ability-roll';
import type { Rng } from '../dice/rng';
import { rollSide } from './attack-roll';
import type { CombatRuleset } from './combat-ruleset';
import { totalWoundModifier, woundRollModifier, type Wound, type WoundState } from './wounds';

/** Points a wound needs to drop one level: a fifth for stun and for vehicles (seed 001). */
export function healingPointsNeeded(rules: CombatRuleset, wound: Wound): number {
  if (wound.severity === 'healed') return 0;
  const h = rules.healing;
  let points = h.points[wound.severity];
  if (wound.type === 'stun') points *= h.stunFactor;
  if (wound.vehicle) points *= h.vehicleFactor;
  return points;
}

/** A wound after healing points, with each level it passed through. */
export type HealingStep = { before: Wound; after: Wound; points: number; levels: WoundState[] };

const LOWER: Readonly<Record<WoundState, WoundState>> = {
  critical: 'serious',
  serious: 'moderate',
  moderate: 'light',
  light: 'healed',
  healed: 'healed',
};

/**
 * Adds healing points. Points beyond what a level needs carry over to the next one, since the
 * seeds speak of points being accumulated. Any point marks the wound as healing (half modifier).
 */
export function applyHealingPoints(
  rules: CombatRuleset,
  wound: Wound,
  points: number,
): HealingStep {
  if (wound.severity === 'healed' || points <= 0)
    return { before: wound, after: wound, points: 0, levels: [] };
  let w: Wound = { ...wound, healingPoints: wound.healingPoints + points, healingStarted: true };
  const levels: WoundState[] = [];
  // A small epsilon keeps 0.2 × 3 fifths from missing 0.6 by floating-point error.
  while (w.severity !== 'healed') {
    const need = healingPointsNeeded(rules, w);
    if (w.healingPoints + 1e-9 < need) break;
    const severity = LOWER[w.severity];
    w = {
      ...w,
      severity,
      healingPoints: severity === 'healed' ? 0 : Math.max(0, w.healingPoints - need),
    };
    levels.push(severity);
  }
  return { before: wound, after: w, points, levels };
}

/** A healing point with its source. */
export type HealingPoint = { points: number; source: string };

/** Who looks after the patient today. */
export type DailyCare = {
  /** The patient's toughness pool (people only). */
  toughness?: PoolSpec;
  /** A doctor's medicine pool (people) or a mechanic's repair pool (vehicles). */
  carer?: { name: string; pool: PoolSpec };
  inHospital?: boolean;
};

export type DailyHealingResult = {
  system: CombatRuleset['healing']['system'];
  toughnessRoll: AbilityRollResult | null;
  carerRoll: AbilityRollResult | null;
  points: HealingPoint[];
  total: number;
  wounds: HealingStep[];
};

/**
 * One day of healing for every wound of a patient (seed 001; one set of rolls per day, the same
 * points for every wound, seed 000). The patient's own wound modifier applies to the toughness
 * roll, as it applies to all ability rolls (seed 004). Vehicles never heal by themselves: only a
 * repair roll by a mechanic counts.
 */
export function resolveDailyHealing(
  rules: CombatRuleset,
  patient: { name: string; wounds: readonly Wound[]; vehicle?: boolean },
  care: DailyCare,
  rng: Rng,
): DailyHealingResult {
  const h = rules.healing;
  const points: HealingPoint[] = [];
  let toughnessRoll: AbilityRollResult | null = null;
  let carerRoll: AbilityRollResult | null = null;
  // The carer's roll: Medicine for a person, repair for a vehicle; no modifiers of its own here.
  const rollCarer = (carer: NonNullable<typeof care.carer>) => rollSide(rules, { name: carer.name, pool: carer.pool, modifiers: [] }, rng);
  if (patient.vehicle) {
    if (care.carer) {
      carerRoll = rollCarer(care.carer);
      points.push({
        points: carerRoll.isSuccess ? h.repairSuccess : h.repairFailure,
        source: `Repair by ${care.carer.name}`,
      });
    }
  } else if (h.system === 'simple') {
    points.push({ points: h.simpleDaily, source: 'Daily rest' });
    if (care.carer) points.push({ points: h.simpleDoctor, source: `Care of ${care.carer.name}` });
  } else {
    if (care.toughness) {
      const wounds = woundRollModifier(totalWoundModifier(patient.wounds, rules).total);
      toughnessRoll = rollSide(
        rules,
        { name: patient.name, pool: care.toughness, modifiers: wounds ? [wounds] : [] },
        rng,
      );
      points.push({
        points: toughnessRoll.isSuccess ? h.toughnessSuccess : h.toughnessFailure,
        source: 'Daily toughness roll',
      });
    }
    if (care.carer) {
      carerRoll = rollCarer(care.carer);
      points.push({
        points: carerRoll.isSuccess ? h.medicineSuccess : h.medicineFailure,
        source: `Medicine roll by ${care.carer.name}`,
      });
    }
    if (care.inHospital) points.push({ points: h.hospital, source: 'Hospital' });
  }
  let total = 0;
  for (const p of points) total += p.points;
  const wounds = patient.wounds.map((w) => applyHealingPoints(rules, w, total));
  return { system: h.system, toughnessRoll, carerRoll, points, total, wounds };
}

/** Patients one doctor may tend: half the medicine rating, rounded down (seed 001). */
export function doctorPatientLimit(rules: CombatRuleset, medicineRating: number): number {
  return Math.floor(medicineRating * rules.healing.patientsPerMedicineRating);
}

/** Days of a given daily rate until a wound heals completely (for the GM's planning view). */
export function daysToHeal(
  rules: CombatRuleset,
  wound: Wound,
  pointsPerDay: number,
): number | null {
  if (pointsPerDay <= 0) return wound.severity === 'healed' ? 0 : null;
  let w = wound;
  let days = 0;
  while (w.severity !== 'healed' && days < 10_000) {
    w = applyHealingPoints(rules, w, pointsPerDay).after;
    days++;
  }
  return days;
}
