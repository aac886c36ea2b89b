/**
 * FS3.1 healing between fights. Seed 002 "Healing" defers to the Storyteller's Guide, so these are
 * seed 000's "Healing Damage" numbers as printed (percentile-native): Light 4, Moderate 6, Serious
 * 8, Critical 12 points to drop a level (stun and vehicles a fifth); the advanced system's daily
 * toughness roll (1 point on a success, 0.5 on a failure), the doctor's medicine roll (2 points,
 * or "Lose 1 point" on a failure) and a hospital's 0.5; the simple system's 1 a day plus 1 under a
 * doctor's care. First aid is 000's "Treat". Every roll is an FS3.1 d100 with the roller's wounds.
 */
import type { AbilityRollResult, PoolSpec } from '../../core/dice/ability-roll';
import type { CombatRuleset } from '../../core/mechanics/combat-ruleset';
import type { Wound, WoundState } from '../../core/mechanics/wounds';
import type { Rng } from '../../core/dice/rng';
import { inGameAgeMinutes } from '../../core/mechanics/first-aid';
import type { HealCare, HealDay, HealPatient } from '../healing-types';
import type { GameSystem, HealingOps, RepairOps } from '../types';
import { fs31Odds, fs31Roll } from './dice';
import { withPercentModifiers } from './pools';
import { FS31_FIFTH, FS31_HEALING_POINTS, FS31_WOUND_NUMBERS, fs31HealingPointsNeeded, fs31TotalWoundModifier, type Fs31WoundNumbers } from './wounds';

/**
 * 000's numbers in the combat ruleset's `healing` shape, for the edition's `combatBase` (so the
 * combat machine's Treat and the GM screen read the same numbers). The ops below read these, not
 * the campaign's combat block, except `system` (simple or advanced) which a house rule may switch.
 */
export const FS31_HEALING_NUMBERS: CombatRuleset['healing'] = {
  system: 'advanced',
  points: FS31_HEALING_POINTS,
  stunFactor: FS31_FIFTH,
  vehicleFactor: FS31_FIFTH,
  toughnessSuccess: 1,
  toughnessFailure: 0.5,
  medicineSuccess: 2,
  medicineFailure: -1,
  hospital: 0.5,
  // 000 "Vehicle repair works like healing ... a repair skill" instead of medicine: its numbers.
  repairSuccess: 2,
  repairFailure: -1,
  simpleDaily: 1,
  simpleDoctor: 1,
  // 000 "equal to 2 their medicine ability rating" is the scan of "½" (seed 001 prints "1⁄2").
  patientsPerMedicineRating: 0.5,
  firstAidPoints: 1,
  // 000 "First aid can only be used within an hour of the initial injury".
  firstAidWindowMinutes: 60,
};

const H = FS31_HEALING_NUMBERS;

const LOWER: Readonly<Record<WoundState, WoundState>> = { critical: 'serious', serious: 'moderate', moderate: 'light', light: 'healed', healed: 'healed' };

/**
 * A wound after a day's points. 000: "As soon as the wound has enough points, it automatically
 * becomes one severity level lower"; points beyond the need carry to the next level (they were
 * "accumulated", as the console's FS3.2 reads the same sentence). A negative day (a failed
 * medicine roll: "Lose 1 point") takes points back, never below none, and never raises the level.
 */
export function fs31ApplyPoints(wound: Wound, points: number, n: Fs31WoundNumbers = FS31_WOUND_NUMBERS): Wound {
  if (wound.severity === 'healed' || points === 0) return wound;
  if (points < 0) return { ...wound, healingPoints: Math.max(0, round(wound.healingPoints + points)) };
  let w: Wound = { ...wound, healingPoints: round(wound.healingPoints + points), healingStarted: true };
  while (w.severity !== 'healed') {
    const need = fs31HealingPointsNeeded(w, n);
    if (w.healingPoints + 1e-9 < need) break;
    const severity = LOWER[w.severity];
    w = { ...w, severity, healingPoints: severity === 'healed' ? 0 : Math.max(0, round(w.healingPoints - need)) };
  }
  return w;
}

/** Points are halves and fifths: a hundredth keeps float sums exact enough to compare. */
const round = (x: number) => Math.round(x * 100) / 100;

/** A pool with the roller's own wound modifier (002: "applied to all ability rolls"). */
function wounded(pool: PoolSpec, penalty: number): PoolSpec {
  return penalty > 0 ? withPercentModifiers(pool, [{ dice: -penalty, source: `Wounds \u2212${penalty}`, tag: 'wounds' }]) : pool;
}

function patientPool(patient: HealPatient): PoolSpec | null {
  return patient.recovery ? wounded(patient.recovery, fs31TotalWoundModifier(patient.wounds).total) : null;
}

function doctorPool(care: HealCare): PoolSpec | null {
  return care.doctor ? wounded(care.doctor.pool, Math.max(0, care.doctor.woundModifier)) : null;
}

const open = (wounds: readonly Wound[]) => wounds.some((w) => w.severity !== 'healed');
const systemOf = (s: GameSystem): 'advanced' | 'simple' => (s.combat.healing.system === 'simple' ? 'simple' : 'advanced');

/**
 * One day (000 "Every 24 hours, both the injured character and his doctor (if applicable) may
 * make ability rolls"; "only one set of rolls per day. The same number of Healing Points is
 * applied to every wound"). A patient without the toughness ability counts a failed roll.
 */
function day(s: GameSystem, patient: HealPatient, care: HealCare, rng: Rng): HealDay | null {
  if (!open(patient.wounds)) return null;
  const points: HealDay['points'] = [];
  const rolls: HealDay['rolls'] = [];
  if (systemOf(s) === 'simple') {
    points.push({ points: H.simpleDaily, source: 'Daily healing' });
    if (care.doctor) points.push({ points: H.simpleDoctor, source: `Doctor's care: ${care.doctor.name}` });
  } else {
    const tPool = patientPool(patient);
    if (tPool) {
      const roll = fs31Roll(s.core.id, tPool, rng);
      rolls.push({ role: 'recovery', by: patient.name, roll });
      points.push({ points: roll.isSuccess ? H.toughnessSuccess : H.toughnessFailure, source: `Daily toughness roll: ${roll.label}` });
    } else {
      points.push({ points: H.toughnessFailure, source: 'No toughness ability: counted as a failed roll' });
    }
    const dPool = doctorPool(care);
    if (dPool && care.doctor) {
      const roll: AbilityRollResult = fs31Roll(s.core.id, dPool, rng);
      rolls.push({ role: 'doctor', by: care.doctor.name, roll });
      points.push({ points: roll.isSuccess ? H.medicineSuccess : H.medicineFailure, source: `Medicine roll by ${care.doctor.name}: ${roll.label}` });
    }
    if (care.hospital) points.push({ points: H.hospital, source: 'In a hospital' });
  }
  const total = round(points.reduce((sum, p) => sum + p.points, 0));
  return { rolls, points, total, wounds: patient.wounds.map((w) => fs31ApplyPoints(w, total)) };
}

/** The exact distribution of `day`'s total: the toughness and medicine rolls are independent d100s. */
function dayPoints(s: GameSystem, patient: HealPatient, care: HealCare): { points: number; p: number }[] {
  if (systemOf(s) === 'simple') return [{ points: H.simpleDaily + (care.doctor ? H.simpleDoctor : 0), p: 1 }];
  const tPool = patientPool(patient);
  const pT = tPool ? fs31Odds(tPool).pSuccess : 0;
  const dPool = doctorPool(care);
  const toughness = [{ points: H.toughnessSuccess, p: pT }, { points: H.toughnessFailure, p: 1 - pT }];
  const pD = dPool ? fs31Odds(dPool).pSuccess : 0;
  const doctor = dPool ? [{ points: H.medicineSuccess, p: pD }, { points: H.medicineFailure, p: 1 - pD }] : [{ points: 0, p: 1 }];
  const base = care.hospital ? H.hospital : 0;
  const out = new Map<number, number>();
  for (const t of toughness) for (const d of doctor) {
    const pts = round(base + t.points + d.points);
    out.set(pts, (out.get(pts) ?? 0) + t.p * d.p);
  }
  return [...out].map(([points, p]) => ({ points, p })).filter((e) => e.p > 0);
}

/**
 * Vehicle repair between fights (issue 39 item 5). Seed 000 "Vehicle Combat > Healing":
 * "Vehicle repair works like healing, with Healing Points accumulated to reduce wound severity.
 * However, there are a few differences: * Instead of medicine / first aid, wounds are treated using
 * a repair skill specified by the Storyteller. * Vehicle wounds require 1/5th the total number of
 * Healing Points, because machines are a lot easier to fix than people. * Vehicles don't heal by
 * themselves; they only get better if someone is fixing them."
 *
 * The mechanic's repair roll takes the medicine roll's place with 000's medicine numbers
 * (`FS31_HEALING_NUMBERS.repairSuccess` 2, `repairFailure` −1: "Lose 1 point"); no toughness roll,
 * no hospital; a fifth of the points (`fs31HealingPointsNeeded` for a vehicle wound). The
 * mechanic's wounds apply (002: "applied to all ability rolls"); half the repair rating in
 * vehicles, as a doctor's patients.
 */
export const FS31_REPAIR: RepairOps = {
  source: 'seed 000 "Vehicle Combat > Healing": "Instead of medicine / first aid, wounds are treated using a repair skill"; "Vehicle wounds require 1/5th the total number of Healing Points"; "Vehicles don\'t heal by themselves"',
  day(system, vehicle, mechanic, rng) {
    if (!mechanic || !vehicle.wounds.some((w) => w.severity !== 'healed')) return null;
    const penalty = Math.max(0, mechanic.woundModifier);
    const pool = penalty > 0 ? withPercentModifiers(mechanic.pool, [{ dice: -penalty, source: `Wounds \u2212${penalty}`, tag: 'wounds' }]) : mechanic.pool;
    const roll = fs31Roll(system.core.id, pool, rng);
    const points = [{ points: roll.isSuccess ? H.repairSuccess : H.repairFailure, source: `Repair roll by ${mechanic.name}: ${roll.label}` }];
    const total = points[0]!.points;
    const wounds = vehicle.wounds.map((w) => fs31ApplyPoints(w.vehicle ? w : { ...w, vehicle: true }, total, system.combat));
    return { rolls: [{ role: 'repair', by: mechanic.name, roll }], points, total, wounds };
  },
  vehicleLimit: (_s, rating) => Math.floor(Math.max(0, rating) * H.patientsPerMedicineRating),
};

export const FS31_HEALING: HealingOps = {
  source: 'seed 000 "Healing Damage" and "Treat" (seed 002 "Healing" defers to it)',
  abilities: (s) => ({ recovery: s.setting.specialAbilities.toughness, doctor: s.setting.specialAbilities.medicine, firstAid: s.setting.specialAbilities.firstAid }),
  // 000 "can only be attempted once per wound, regardless of whether the roll is successful or not".
  firstAidRetries: false,
  firstAidRefusal: (_s, wound, timing) => {
    if (wound.severity === 'healed') return 'The wound has already healed.';
    if (wound.firstAid !== 'none') return 'First aid has already been tried on this wound (000: once per wound, successful or not).';
    // The hour is in-game time (issue 39, `inGameAgeMinutes`): the calendar's days, real minutes only without dates.
    if (timing.gameDaysSinceInjury !== null && timing.gameDaysSinceInjury > 0) return 'First aid only helps within an hour of the injury; the calendar has moved on since.';
    if (inGameAgeMinutes(timing.minutesSinceInjury, timing.gameDaysSinceInjury) > H.firstAidWindowMinutes) return 'First aid only helps within an hour of the injury (000 "Treat").';
    return null;
  },
  // 000 "Treat": "If successful, it applies 1 Healing Point to the wound ... This cuts the wound
  // modifiers from that wound in half". The healer's own wounds apply to the roll (002).
  firstAid: (s, input, rng) => {
    const roll = fs31Roll(s.core.id, wounded(input.healer.pool, Math.max(0, input.healer.woundModifier)), rng);
    const wound = roll.isSuccess ? { ...fs31ApplyPoints(input.wound, H.firstAidPoints), firstAid: 'succeeded' as const } : { ...input.wound, firstAid: 'failed' as const };
    return { roll, succeeded: roll.isSuccess, wound };
  },
  day,
  dayPoints,
  applyPoints: (s, wound, points) => fs31ApplyPoints(wound, points, s.combat),
  // 000: "a maximum number of patients equal to ½ their medicine ability rating", rounded down.
  patientLimit: (_s, rating) => Math.floor(Math.max(0, rating) * H.patientsPerMedicineRating),
  repair: { ops: FS31_REPAIR },
};
