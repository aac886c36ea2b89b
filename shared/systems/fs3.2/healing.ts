/**
 * FS3.2 healing between fights (seed 001 "Healing Damage", seed 000 "Healing Damage" and "Treat")
 * over the engine in shared/core/mechanics/healing.ts and first-aid.ts, with the campaign's numbers
 * (`combat.healing`: simple or advanced system, points, hospital, first-aid window).
 */
import { withModifiers, type PoolSpec } from '../../core/dice/ability-roll';
import { inGameAgeMinutes, resolveTreat, treatRefusal } from '../../core/mechanics/first-aid';
import { applyHealingPoints, doctorPatientLimit, resolveDailyHealing } from '../../core/mechanics/healing';
import { totalWoundModifier, woundRollModifier, type Wound } from '../../core/mechanics/wounds';
import { oddsForPool } from '../../core/dice/odds';
import type { HealCare, HealDay, HealPatient } from '../healing-types';
import type { GameSystem, HealingOps } from '../types';
import { FS32_REPAIR } from './repair';

/** The doctor's pool with their own wound modifier (seed 004: wounds apply to every ability roll). */
function doctorPool(system: GameSystem, care: HealCare): PoolSpec | null {
  if (!care.doctor) return null;
  const mod = woundRollModifier(care.doctor.woundModifier);
  return mod ? withModifiers(system.core, care.doctor.pool, [mod]) : care.doctor.pool;
}

/** The patient's toughness pool with their own wound modifier (seed 004, as resolveDailyHealing adds it). */
function recoveryPool(system: GameSystem, patient: HealPatient): PoolSpec | null {
  if (!patient.recovery) return null;
  const mod = woundRollModifier(totalWoundModifier(patient.wounds, system.combat).total);
  return mod ? withModifiers(system.core, patient.recovery, [mod]) : patient.recovery;
}

const open = (wounds: readonly Wound[]) => wounds.some((w) => w.severity !== 'healed');

function day(system: GameSystem, patient: HealPatient, care: HealCare, rng: Parameters<HealingOps['day']>[3]): HealDay | null {
  if (!open(patient.wounds)) return null;
  const h = system.combat.healing;
  const doctor = care.doctor ? { name: care.doctor.name, pool: doctorPool(system, care)! } : undefined;
  const r = resolveDailyHealing(
    system.combat,
    { name: patient.name, wounds: patient.wounds },
    { ...(patient.recovery ? { toughness: patient.recovery } : {}), ...(doctor ? { carer: doctor } : {}), inHospital: care.hospital },
    rng,
  );
  const points = [...r.points];
  // A patient without the toughness ability still rests: the seed's failed-roll point (advanced system).
  if (h.system === 'advanced' && !patient.recovery) points.unshift({ points: h.toughnessFailure, source: 'No toughness ability: counted as a failed roll' });
  const total = points.reduce((s, p) => s + p.points, 0);
  const wounds = total === r.total ? r.wounds.map((s) => s.after) : patient.wounds.map((w) => applyHealingPoints(system.combat, w, total).after);
  const rolls: HealDay['rolls'] = [];
  if (r.toughnessRoll) rolls.push({ role: 'recovery', by: patient.name, roll: r.toughnessRoll });
  if (r.carerRoll) rolls.push({ role: 'doctor', by: care.doctor!.name, roll: r.carerRoll });
  return { rolls, points, total, wounds };
}

function dayPoints(system: GameSystem, patient: HealPatient, care: HealCare): { points: number; p: number }[] {
  const h = system.combat.healing;
  if (h.system === 'simple') return [{ points: h.simpleDaily + (care.doctor ? h.simpleDoctor : 0), p: 1 }];
  const base = care.hospital ? h.hospital : 0;
  const tPool = recoveryPool(system, patient);
  const pT = tPool ? oddsForPool(system.core, tPool).pSuccess : 0;
  const dPool = doctorPool(system, care);
  const toughness = [{ points: h.toughnessSuccess, p: pT }, { points: h.toughnessFailure, p: 1 - pT }];
  const doctor = dPool
    ? [{ points: h.medicineSuccess, p: oddsForPool(system.core, dPool).pSuccess }, { points: h.medicineFailure, p: 1 - oddsForPool(system.core, dPool).pSuccess }]
    : [{ points: 0, p: 1 }];
  const out = new Map<number, number>();
  for (const t of toughness) for (const d of doctor) {
    const pts = base + t.points + d.points;
    out.set(pts, (out.get(pts) ?? 0) + t.p * d.p);
  }
  return [...out].map(([points, p]) => ({ points, p })).filter((e) => e.p > 0);
}

export const FS32_HEALING: HealingOps = {
  source: 'seed 001 "Healing Damage"; seed 000 "Healing Damage", "Treat"',
  abilities: (s) => ({ recovery: s.setting.specialAbilities.toughness, doctor: s.setting.specialAbilities.medicine, firstAid: s.setting.specialAbilities.firstAid }),
  firstAidRetries: false,
  firstAidRefusal: (s, wound, timing) => {
    // The hour is in-game time (issue 39, `inGameAgeMinutes`): the calendar's days, real minutes only without dates.
    const refusal = treatRefusal(s.combat, wound, inGameAgeMinutes(timing.minutesSinceInjury, timing.gameDaysSinceInjury));
    if (refusal) return timing.gameDaysSinceInjury !== null && timing.gameDaysSinceInjury > 0 && wound.firstAid === 'none' ? `First aid only helps within ${s.combat.healing.firstAidWindowMinutes} minutes of the injury; the calendar has moved on since.` : refusal;
    return null;
  },
  firstAid: (s, input, rng) => {
    const r = resolveTreat(
      s.combat,
      { healer: input.healer, patient: { name: 'patient', wounds: [input.wound], woundIndex: 0, knockedOut: false }, minutesSinceInjury: input.timing.minutesSinceInjury },
      rng,
    );
    return { roll: r.firstAid, succeeded: r.succeeded, wound: r.wounds[0]! };
  },
  day,
  dayPoints,
  applyPoints: (s, wound, points) => applyHealingPoints(s.combat, wound, points).after,
  patientLimit: (s, rating) => doctorPatientLimit(s.combat, rating),
  repair: { ops: FS32_REPAIR },
};
