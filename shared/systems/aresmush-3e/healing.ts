/**
 * AresMUSH Third Edition healing between fights (reference §D.3–§D.7) on the console's wounds:
 * the daily recovery roll (no wound modifiers), 1 point plus 1 for a doctor or a success (no
 * stacking), `heal` dropping one level when the points run out (excess lost, stun heals at once),
 * treat within 24 real hours with retries until healing starts, doctors limited to half their
 * healing skill. Hospitals do nothing (§D.6: `Room.is_hospital` is unused).
 */
import type { Wound } from '../../core/mechanics/wounds';
import type { Severity } from '../../core/mechanics/combat-ruleset';
import type { HealCare, HealDay, HealPatient } from '../healing-types';
import type { GameSystem, HealingOps } from '../types';
import { maxPatients } from './combat/wounds';
import { configOf, healingPointsNeeded } from './combat/wound-ops';
import { aresOdds, aresRoll } from './dice';

/** §D.1 `damage_severities` order, worst first, on the domain severities (3E never makes 'moderate'). */
const LOWER: Readonly<Record<Severity, Wound['severity']>> = { critical: 'serious', serious: 'light', moderate: 'light', light: 'healed' };

/** §D.4 `heal(wound, points)` on the engine's wound (points gathered toward the level's need). */
export function aresHeal(system: GameSystem, wound: Wound, points: number): Wound {
  if (wound.severity === 'healed' || points <= 0) return wound;
  if (wound.type === 'stun') return { ...wound, severity: 'healed', healingPoints: 0, healingStarted: true };
  const need = healingPointsNeeded(system, wound);
  const gathered = wound.healingPoints + points;
  if (gathered + 1e-9 < need) return { ...wound, healingPoints: gathered, healingStarted: true };
  // The level drops one step; the new level starts from nothing (excess points are discarded).
  return { ...wound, severity: LOWER[wound.severity], healingPoints: 0, healingStarted: true };
}

const open = (w: Wound) => w.severity !== 'healed';
const WINDOW_MINUTES = 24 * 60;

function recoverySuccess(system: GameSystem, patient: HealPatient): number {
  return patient.recovery ? aresOdds(patient.recovery, {}, system.core.dice.hitThreshold).pSuccess : 0;
}

function day(system: GameSystem, patient: HealPatient, care: HealCare, rng: Parameters<HealingOps['day']>[3]): HealDay | null {
  // §D.6 the cron heals Characters only; AresMUSH's NPCs (the console's NPC characters) never heal.
  if (patient.npc || !patient.wounds.some(open)) return null;
  // §D.6 step 2: the recovery roll is made every day, with no wound modifiers.
  const roll = patient.recovery ? aresRoll(system.core.id, patient.recovery, rng, system.core.dice.hitThreshold) : null;
  const points: HealDay['points'] = [{ points: 1, source: 'Daily healing' }];
  if (care.doctor) points.push({ points: 1, source: `Doctor: ${care.doctor.name}` });
  else if (roll?.isSuccess) points.push({ points: 1, source: 'Successful recovery roll' });
  const total = points.reduce((s, p) => s + p.points, 0);
  return {
    rolls: roll ? [{ role: 'recovery', by: patient.name, roll }] : [],
    points,
    total,
    wounds: patient.wounds.map((w) => aresHeal(system, w, total)),
  };
}

export const ARES3E_HEALING: HealingOps = {
  source: 'AresMUSH Third Edition §D.3–§D.7',
  abilities: (s) => {
    const k = configOf(s).skills;
    return { recovery: k.recovery, doctor: k.healing, firstAid: k.treat };
  },
  firstAidRetries: true,
  firstAidRefusal: (_s, wound, timing) => {
    if (wound.severity === 'healed') return 'The wound has already healed.';
    if (wound.healingStarted) return '§D.5: healing has begun on this wound, so it can no longer be treated.';
    if (timing.minutesSinceInjury > WINDOW_MINUTES) return '§D.5: a wound can be treated only within 24 real hours of the injury.';
    return null;
  },
  // §D.5: the treat skill with no modifiers; success heals the wound 1 point, failure may be retried.
  firstAid: (s, input, rng) => {
    const roll = aresRoll(s.core.id, input.healer.pool, rng, s.core.dice.hitThreshold);
    const wound = roll.isSuccess ? { ...aresHeal(s, input.wound, 1), firstAid: 'succeeded' as const } : { ...input.wound, firstAid: 'failed' as const };
    return { roll, succeeded: roll.isSuccess, wound };
  },
  day,
  dayPoints: (s, patient, care) => {
    if (patient.npc) return [{ points: 0, p: 1 }];
    if (care.doctor) return [{ points: 2, p: 1 }];
    const p = recoverySuccess(s, patient);
    return [{ points: 1, p: 1 - p }, { points: 2, p }].filter((e) => e.p > 0);
  },
  applyPoints: aresHeal,
  patientLimit: (_s, rating) => maxPatients(rating),
  // §C.18 "Vehicles never heal: the cron only heals Characters, and treat targets people"; §D.6
  // "NPCs and vehicles never heal". The storyteller takes damage off by hand (§D.8 damage/delete).
  repair: { none: 'AresMUSH Third Edition never repairs vehicles (§C.18, §D.6: "NPCs and vehicles never heal"); remove a wound by hand on the vehicle sheet, as damage/delete does (§D.8).' },
};
