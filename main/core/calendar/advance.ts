/**
 * Advancing the campaign calendar: a preview rolls every patient's healing for the days passed
 * (the report of every roll) and keeps the outcome in memory under a plan id; the commit writes
 * exactly that outcome, moves the date and records one campaign-log step. A plan is refused when
 * anything in the campaign file changed after its preview (the connection's change counter moved).
 */
import { randomUUID } from 'node:crypto';
import type { Wound as StoredWound } from '../../../shared/domain/wound';
import type { AdvancePreview, CalendarStatus } from '../../../shared/ipc/calendar-contract';
import { AppError } from '../../../shared/ipc/result';
import {
  dayToIsoDate, healingAbilities, isoDateToDay, planHealing, type GameSystem, type PlanDoctor, type PlanPatient, type Rng, type Wound,
} from '../../../shared/systems';
import { toRulesWound, toStoredWound } from '../combat/character-wounds';
import type { Repos } from '../db/repos';
import { poolOrNull } from '../healing/patients';
import { severityLabel } from '../healing/wound-ops';
import { readChange, recordStep, undoLastStep } from './log';
import { redoable } from './redo';
import { weeklyAwardsForAdvance, weeklyXpDue } from './weekly-hook';
import { commitRepairs, repairInputs, type VehicleChange } from './vehicle-repair';
import type { HeldVehicles } from '../vehicles/vehicle-fights';

const WEEKDAYS = ['Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday'];

type Plan = {
  id: string;
  changes: number;
  from: string;
  to: string;
  days: number;
  patients: { id: string; name: string; stored: StoredWound[]; after: Wound[] }[];
  /** Issue 39 item 5: the campaign vehicles' damage before and after the repairs. */
  vehicles: VehicleChange[];
  report: AdvancePreview['report'];
};
/** The latest preview of each open campaign (one at a time: a new preview replaces the old). */
const plans = new WeakMap<Repos, Plan>();

export function calendarStatus(repos: Repos): CalendarStatus {
  const date = repos.campaign.get().info.inGameDate;
  const day = isoDateToDay(date);
  const last = repos.campaignLog.lastDone();
  return {
    date,
    isCalendarDate: day !== null,
    weekday: day !== null ? WEEKDAYS[((day % 7) + 7) % 7]! : null,
    log: repos.campaignLog.recent(30).map(({ changeJson: _c, ...e }) => e),
    undo: last ? { id: last.id, label: last.label } : null,
    redo: (() => {
      const next = redoable(repos);
      return next ? { id: next.id, label: next.label } : null;
    })(),
  };
}

/** Sets the calendar date; the text it replaces stays in the log step (undo restores it). */
export function setCalendarDate(repos: Repos, date: string, now: Date): void {
  if (isoDateToDay(date) === null) throw new AppError('calendar/bad-date', `"${date}" is not a calendar date (YYYY-MM-DD).`);
  const before = repos.campaign.get().info.inGameDate;
  if (before === date) return;
  repos.campaign.updateInfo({ inGameDate: date }, now.toISOString());
  recordStep(repos, {
    kind: 'set-date', label: `Calendar date set: ${before || '(none)'} → ${date}`, recordedAt: now.toISOString(),
    change: { wounds: { before: [], after: [] }, date: { before, after: date }, ledgers: { xp: [], luck: [] }, report: null },
    characters: new Map(),
  });
}

function requireCalendarDate(repos: Repos): { date: string; day: number } {
  const date = repos.campaign.get().info.inGameDate;
  const day = isoDateToDay(date);
  if (day === null) {
    throw new AppError(
      'calendar/no-date',
      `The in-game date "${date}" is not a calendar date. Set a calendar date (YYYY-MM-DD) before the first advance; the current text is kept in the campaign log.`,
    );
  }
  return { date, day };
}

/** Rolls the advance's healing and keeps it under a new plan id. Writes nothing. */
export function previewAdvance(repos: Repos, system: GameSystem, input: ({ days: number } | { to: string }) & { activity?: string | undefined }, rng: Rng, held: HeldVehicles): AdvancePreview {
  const { date: from, day } = requireCalendarDate(repos);
  // How the patients spend the days, for an edition whose healing asks (seed 003: rest, sleep, strenuous).
  const activities = system.edition.ops.healing.activities ?? [];
  if (input.activity !== undefined && !activities.some((a) => a.id === input.activity)) {
    throw new AppError(
      'calendar/bad-activity',
      activities.length === 0
        ? `activity: ${system.edition.name} heals the same whatever the patients do; leave the activity out.`
        : `activity: "${input.activity}" is not one of ${activities.map((a) => a.id).join(', ')}.`,
    );
  }
  let days: number;
  if ('days' in input) days = input.days;
  else {
    const target = isoDateToDay(input.to);
    if (target === null) throw new AppError('calendar/bad-date', `"${input.to}" is not a calendar date (YYYY-MM-DD).`);
    days = target - day;
    if (days < 1) throw new AppError('calendar/bad-date', `${input.to} is not after the current date ${from}; the calendar only moves forward (undo takes an advance back).`);
    if (days > 366) throw new AppError('calendar/bad-date', `${input.to} is ${days} days ahead; advance at most 366 days at a time.`);
  }
  const dates = Array.from({ length: days }, (_, i) => dayToIsoDate(day + i + 1));
  const byCharacter = new Map<string, StoredWound[]>();
  for (const w of repos.wounds.listAll()) {
    const list = byCharacter.get(w.characterId);
    if (list) list.push(w);
    else byCharacter.set(w.characterId, [w]);
  }
  const care = new Map(repos.care.list().map((c) => [c.patientId, c]));
  const abilities = healingAbilities(system);
  const patients: PlanPatient[] = [];
  const stored = new Map<string, StoredWound[]>();
  const doctorIds = new Set<string>();
  const characters = repos.characters.listAll();
  for (const c of characters) {
    const wounds = byCharacter.get(c.id);
    if (!wounds?.length) continue;
    const cr = care.get(c.id);
    if (cr?.doctorId) doctorIds.add(cr.doctorId);
    stored.set(c.id, wounds);
    patients.push({
      id: c.id,
      name: c.name,
      wounds: wounds.map((w) => toRulesWound(system, w)),
      recovery: poolOrNull(system, c, abilities.recovery),
      ...(c.kind === 'npc' ? { npc: true } : {}),
      care: { doctorId: cr?.doctorId ?? null, hospital: cr?.inHospital ?? false },
    });
  }
  const doctors: PlanDoctor[] = [];
  for (const c of characters) {
    if (!doctorIds.has(c.id)) continue;
    const pool = poolOrNull(system, c, abilities.doctor);
    if (pool) doctors.push({ id: c.id, name: c.name, pool });
  }
  // Issue 39 item 5: damaged campaign vehicles, repaired by their mechanics after the patients each day.
  const repairs = repairInputs(repos, system, held);
  const plan = planHealing(
    system,
    { patients, doctors, dates, vehicles: repairs.vehicles, mechanics: repairs.mechanics, ...(input.activity !== undefined ? { activity: input.activity } : {}) },
    rng,
  );
  const vehicles: VehicleChange[] = repairs.vehicles.map((v) => ({ id: v.id, name: v.name, before: repairs.stored.get(v.id)!.wounds, after: plan.vehicles[v.id]! }));
  let healed = 0;
  const planned: Plan['patients'] = patients.map((p) => {
    const after = plan.wounds[p.id]!;
    healed += after.filter((w, i) => w.severity === 'healed' && p.wounds[i]!.severity !== 'healed').length;
    return { id: p.id, name: p.name, stored: stored.get(p.id)!, after };
  });
  const warnings = [...fightWarnings(repos, new Set(patients.map((p) => p.id))), ...repairs.warnings];
  const id = randomUUID();
  const to = dates.at(-1)!;
  plans.set(repos, { id, changes: repos.meta.totalChanges(), from, to, days, patients: planned, vehicles, report: plan.report });
  const severityLabels = Object.fromEntries(['light', 'moderate', 'serious', 'critical'].map((s) => [s, severityLabel(system, s)]));
  const repairing = repairs.vehicles.filter((v) => v.mechanicId !== null).length;
  return { planId: id, from, to, days, patients: patients.length, ...(repairing ? { vehicles: repairing } : {}), healed, warnings, severityLabels, weeklyXp: weeklyXpDue(system, from, to), report: plan.report };
}

/** Patients who are in an unfinished real fight: End combat writes back the fight's copy of their wounds. */
function fightWarnings(repos: Repos, patients: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const combat of repos.combats.list()) {
    if (combat.status === 'ended' || combat.isMock) continue;
    const names = repos.combats.combatants(combat.id).filter((c) => c.characterId !== null && patients.has(c.characterId)).map((c) => c.name);
    if (names.length) {
      out.push(`${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} in the unfinished fight "${combat.name}": its End combat will write back the wounds the fight holds, replacing this healing.`);
    }
  }
  return out;
}

/** Writes the previewed plan (inside the caller's transaction) and returns the characters it changed. */
export function commitAdvance(repos: Repos, system: GameSystem, planId: string, now: Date): string[] {
  const plan = plans.get(repos);
  if (!plan || plan.id !== planId) throw new AppError('calendar/stale-plan', 'This preview is no longer current (a newer preview replaced it, or the campaign was reopened). Preview the advance again.');
  if (plan.changes !== repos.meta.totalChanges()) {
    plans.delete(repos);
    throw new AppError('calendar/stale-plan', 'The campaign changed after this preview (a wound, care, the date or another record). Preview the advance again.');
  }
  plans.delete(repos);
  const before: StoredWound[] = [];
  const after: StoredWound[] = [];
  const summaries = new Map<string, string>();
  for (const p of plan.patients) {
    const changed: string[] = [];
    p.stored.forEach((w, i) => {
      const next = toStoredWound(system, p.after[i]!, {
        id: w.id, characterId: w.characterId, inGameDate: w.inGameDate, inflictedAt: w.inflictedAt,
        ...(w.firstAid !== undefined ? { firstAid: w.firstAid } : {}), ...(w.firstAidAttempts !== undefined ? { firstAidAttempts: w.firstAidAttempts } : {}),
      });
      if (next === null) {
        repos.wounds.remove(w.id);
        before.push(w);
        changed.push(`${w.location} ${severityLabel(system, w.severity)} healed`);
      } else if (next.healingPoints !== w.healingPoints || next.severity !== w.severity || next.treated !== w.treated) {
        repos.wounds.update(next);
        before.push(w);
        after.push(next);
        if (next.severity !== w.severity) changed.push(`${w.location} ${severityLabel(system, w.severity)} → ${severityLabel(system, next.severity)}`);
      }
    });
    const points = plan.report.days.reduce((s, d) => s + (d.entries.find((e) => e.id === p.id)?.total ?? 0), 0);
    summaries.set(p.id, `Healing ${plan.from} → ${plan.to}: ${points} points${changed.length ? `; ${changed.join('; ')}` : ''}`);
  }
  const repaired = commitRepairs(repos, plan.vehicles);
  repos.campaign.updateInfo({ inGameDate: plan.to }, now.toISOString());
  // Weekly XP on the game calendar (weekly-hook.ts); its ledger ids go into the log step for undo.
  const { weeks, ...awards } = weeklyAwardsForAdvance(repos, system, { from: plan.from, to: plan.to, now });
  const xpNote = (weeks > 0 ? `; weekly XP for ${weeks} ${weeks === 1 ? 'week' : 'weeks'}` : '') + (repaired.lines.length ? `; repairs: ${repaired.lines.join(', ')}` : '');
  recordStep(repos, {
    kind: 'advance',
    label: `Advanced ${plan.days} ${plan.days === 1 ? 'day' : 'days'}: ${plan.from} → ${plan.to}${xpNote}`,
    recordedAt: now.toISOString(),
    inGameDate: plan.to,
    change: {
      wounds: { before, after }, date: { before: plan.from, after: plan.to }, ledgers: awards, report: plan.report,
      ...(repaired.changes.length ? { vehicles: repaired.changes } : {}),
    },
    characters: summaries,
  });
  return plan.patients.map((p) => p.id);
}

export { readChange, undoLastStep };
