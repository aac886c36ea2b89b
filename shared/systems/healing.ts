/**
 * Healing between fights for a whole campaign, edition-neutral: the planner that runs N days of
 * healing for every patient (what the calendar's advance shows and then commits), and the exact
 * forecast of how many days each wound takes. Both reach the rules only through the edition's
 * {@link HealingOps}; dice come from the injected Rng, so a seeded plan is reproducible.
 */
import type { PoolSpec } from '../core/dice/ability-roll';
import type { Wound } from '../core/mechanics/wounds';
import type { Rng } from '../core/dice/rng';
import type { FirstAidInput, FirstAidTiming, HealCare, HealDay, HealPatient } from './healing-types';
import type { GameSystem } from './types';

export type * from './healing-types';
export type { HealingOps } from './types';

export const healingAbilities = (s: GameSystem) => s.edition.ops.healing.abilities(s);
export const firstAidRefusal = (s: GameSystem, wound: Wound, timing: FirstAidTiming) => s.edition.ops.healing.firstAidRefusal(s, wound, timing);
export const resolveFirstAid = (s: GameSystem, input: FirstAidInput, rng: Rng) => s.edition.ops.healing.firstAid(s, input, rng);
export const firstAidRetries = (s: GameSystem) => s.edition.ops.healing.firstAidRetries;
export const doctorPatientLimit = (s: GameSystem, rating: number) => s.edition.ops.healing.patientLimit(s, rating);
export const healingDay = (s: GameSystem, patient: HealPatient, care: HealCare, rng: Rng) => s.edition.ops.healing.day(s, patient, care, rng);
/** The edition's vehicle repair between fights (issue 39 item 5), or its reason for none. */
export const vehicleRepair = (s: GameSystem) => s.edition.ops.healing.repair;
export const applyHealing = (s: GameSystem, wound: Wound, points: number) => s.edition.ops.healing.applyPoints(s, wound, points);

/** A patient of the plan: their wounds, recovery pool and stored care (a doctor by id). */
export type PlanPatient = HealPatient & { id: string; care: { doctorId: string | null; hospital: boolean } };
/** A doctor's skill pool; their wound modifier follows their own wounds day by day. */
export type PlanDoctor = { id: string; name: string; pool: PoolSpec };

/** One roll as the report keeps it (compact: 500 patients × 7 days must stay small). */
export type ReportRoll = { role: 'recovery' | 'doctor' | 'repair'; by: string; dice: number[]; diceRolled: number; result: string; success: boolean };
/** One patient's day in the report. */
export type ReportEntry = {
  id: string;
  name: string;
  rolls: ReportRoll[];
  points: { points: number; source: string }[];
  total: number;
  /** Wounds whose level changed that day: index in the patient's wounds, before and after. */
  changes: { index: number; location: string; from: Wound['severity']; to: Wound['severity'] }[];
};
export type ReportDay = { day: number; date: string | null; entries: ReportEntry[] };
export type HealingReport = { source: string; days: ReportDay[] };

export type HealingPlan = {
  report: HealingReport;
  /** Each patient's wounds after the last day, same order as given. */
  wounds: Record<string, Wound[]>;
  /** Each vehicle's damage after the last day (issue 39 item 5), same order as given. */
  vehicles: Record<string, Wound[]>;
};

/** A campaign vehicle of the plan: its damage and its mechanic (a character by id, repairing with the repair skill). */
export type PlanVehicle = { id: string; name: string; wounds: readonly Wound[]; mechanicId: string | null };

/**
 * Runs `days` days of healing for every patient. Each day every patient is healed from the state
 * the day began with (a doctor's wound modifier is theirs at the start of the day), patients in
 * the order given, so the dice are drawn in a fixed order. `dates` labels the days (may be null);
 * `activity` is how every patient spends them (the edition's `HealingOps.activities`).
 */
export function planHealing(
  system: GameSystem,
  input: {
    patients: readonly PlanPatient[]; doctors: readonly PlanDoctor[]; dates: readonly (string | null)[]; activity?: string;
    /** Vehicles and their mechanics' repair pools (issue 39 item 5); repaired after the patients each day. */
    vehicles?: readonly PlanVehicle[]; mechanics?: readonly PlanDoctor[];
  },
  rng: Rng,
): HealingPlan {
  const ops = system.edition.ops.healing;
  const repair = 'ops' in ops.repair ? ops.repair.ops : null;
  const vehicles = repair ? (input.vehicles ?? []) : [];
  const damage = new Map<string, Wound[]>((input.vehicles ?? []).map((v) => [v.id, [...v.wounds]]));
  const mechanics = new Map((input.mechanics ?? []).map((d) => [d.id, d]));
  const state = new Map<string, Wound[]>(input.patients.map((p) => [p.id, [...p.wounds]]));
  const doctors = new Map(input.doctors.map((d) => [d.id, d]));
  const days: ReportDay[] = [];
  input.dates.forEach((date, i) => {
    const start = new Map(state);
    const entries: ReportEntry[] = [];
    for (const p of input.patients) {
      const wounds = start.get(p.id)!;
      const doc = p.care.doctorId !== null ? doctors.get(p.care.doctorId) : undefined;
      const docWounds = doc ? start.get(doc.id) : undefined;
      const care: HealCare = {
        doctor: doc ? { name: doc.name, pool: doc.pool, woundModifier: docWounds ? Math.max(0, system.edition.ops.totalWoundModifier(system, docWounds).total) : 0 } : null,
        hospital: p.care.hospital,
        ...(input.activity !== undefined ? { activity: input.activity } : {}),
      };
      const d = ops.day(system, { name: p.name, wounds, recovery: p.recovery, ...(p.npc ? { npc: true } : {}) }, care, rng);
      if (!d) continue;
      state.set(p.id, d.wounds);
      entries.push(reportEntry(p, wounds, d));
    }
    // "Vehicles don't heal by themselves" (seed 001): only a mechanic's repair roll counts; the
    // mechanic's own wounds are theirs at the start of the day, as a doctor's.
    for (const v of vehicles) {
      const mech = v.mechanicId !== null ? mechanics.get(v.mechanicId) : undefined;
      const mechWounds = mech ? start.get(mech.id) : undefined;
      const woundModifier = mechWounds ? Math.max(0, system.edition.ops.totalWoundModifier(system, mechWounds).total) : 0;
      const wounds = damage.get(v.id)!;
      const d = repair!.day(system, { name: v.name, wounds }, mech ? { name: mech.name, pool: mech.pool, woundModifier } : null, rng);
      if (!d) continue;
      damage.set(v.id, d.wounds);
      entries.push(reportEntry({ id: v.id, name: v.name }, wounds, d));
    }
    days.push({ day: i + 1, date, entries });
  });
  const source = vehicles.length > 0 ? `${ops.source}; ${repair!.source}` : ops.source;
  return { report: { source, days }, wounds: Object.fromEntries(state), vehicles: Object.fromEntries(damage) };
}

function reportEntry(p: { id: string; name: string }, before: readonly Wound[], d: HealDay): ReportEntry {
  const changes: ReportEntry['changes'] = [];
  d.wounds.forEach((w, index) => {
    const was = before[index]!;
    if (w.severity !== was.severity) changes.push({ index, location: w.location, from: was.severity, to: w.severity });
  });
  return {
    id: p.id,
    name: p.name,
    rolls: d.rolls.map((r) => ({ role: r.role, by: r.by, dice: r.roll.dice, diceRolled: r.roll.pool.diceRolled, result: r.roll.label, success: r.roll.isSuccess })),
    points: d.points,
    total: d.total,
    changes,
  };
}

/** The days until one wound heals: P(healed by the end of day d) for d = 1..; summary figures. */
export type WoundForecast = {
  index: number;
  /** cdf[d-1] = P(healed by the end of day d). Empty when already healed. */
  cdf: number[];
  /** Smallest day by which it has healed with probability ≥ ½ (≥ 0.9), or null beyond the horizon. */
  median: number | null;
  p90: number | null;
  /** P(still not healed after the horizon). */
  beyond: number;
};

const stateKey = (wounds: readonly Wound[]): string => {
  let k = '';
  for (const w of wounds) k += `${w.severity}:${Math.round(w.healingPoints * 1e6)}:${w.healingStarted ? 1 : 0}|`;
  return k;
};

/**
 * Exact forecast by dynamic programming: the probability of every state of the patient's wounds
 * after each day, from the edition's exact odds of a day's points in that state (a toughness roll
 * that suffers the patient's current wound modifier changes as the wounds heal). Care stays as it
 * is now, the doctor's wound modifier too.
 */
export function forecastHealing(system: GameSystem, patient: HealPatient, care: HealCare, horizonDays = 365): WoundForecast[] {
  const ops = system.edition.ops.healing;
  const n = patient.wounds.length;
  const cdfs: number[][] = patient.wounds.map(() => []);
  let states = new Map<string, { wounds: Wound[]; p: number }>([[stateKey(patient.wounds), { wounds: [...patient.wounds], p: 1 }]]);
  const done = patient.wounds.map((w) => w.severity === 'healed');
  for (let day = 1; day <= horizonDays && done.some((d) => !d); day++) {
    const next = new Map<string, { wounds: Wound[]; p: number }>();
    for (const s of states.values()) {
      const allHealed = s.wounds.every((w) => w.severity === 'healed');
      const dist = allHealed ? [{ points: 0, p: 1 }] : ops.dayPoints(system, { ...patient, wounds: s.wounds }, care);
      for (const { points, p } of dist) {
        // A negative day (FS3.1's failed medicine roll, seed 000 "Lose 1 point") takes points back too.
        const wounds = ops.applyDay ? ops.applyDay(system, s.wounds, points) : points !== 0 ? s.wounds.map((w) => ops.applyPoints(system, w, points)) : s.wounds;
        const key = stateKey(wounds);
        const e = next.get(key);
        if (e) e.p += s.p * p;
        else next.set(key, { wounds, p: s.p * p });
      }
    }
    states = next;
    for (let i = 0; i < n; i++) {
      if (done[i]) continue;
      let healed = 0;
      for (const s of states.values()) if (s.wounds[i]!.severity === 'healed') healed += s.p;
      cdfs[i]!.push(Math.min(1, healed));
      if (healed >= 1 - 1e-12) done[i] = true;
    }
  }
  return cdfs.map((cdf, index) => {
    const first = (q: number) => {
      const d = cdf.findIndex((v) => v >= q - 1e-12);
      return d < 0 ? null : d + 1;
    };
    const already = patient.wounds[index]!.severity === 'healed';
    return { index, cdf, median: already ? 0 : first(0.5), p90: already ? 0 : first(0.9), beyond: already ? 0 : 1 - (cdf.at(-1) ?? 0) };
  });
}
