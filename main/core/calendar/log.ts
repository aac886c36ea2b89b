/**
 * The campaign log's change records: what a step changed, enough to take it back exactly. Wounds
 * are kept as stored rows (before: as they were, after: as the step left them; a wound only in
 * `after` was added, only in `before` removed), the in-game date before and after, and the ids of
 * XP and luck ledger entries the step added. Undo takes back the newest step only; there is no
 * redo here: redo.ts puts an undone step back (an undone step stays in the log, marked undone).
 */
import { z } from 'zod';
import { WoundSchema, type Wound } from '../../../shared/domain/wound';
import { CampaignVehicleSchema } from '../../../shared/domain/campaign-vehicle';
import { HealingReportSchema, type HealingReportView } from '../../../shared/ipc/calendar-contract';
import { AppError } from '../../../shared/ipc/result';
import type { Repos } from '../db/repos';
import { parseJsonColumn, parseStored, rowLabel, type StoredRef } from '../db/repos/map';
import { abandonRedo, keepForRedo } from './redo-record';
import { CrewChangeSchema, crewStale, putCrews } from '../vehicles/crew-undo';

export const LogChangeSchema = z.object({
  wounds: z.object({ before: z.array(WoundSchema), after: z.array(WoundSchema) }),
  date: z.object({ before: z.string(), after: z.string() }).nullable(),
  ledgers: z.object({ xp: z.array(z.number().int()), luck: z.array(z.number().int()) }),
  // Checked only when a screen reads it (stepReport): undo need not parse a 500-patient report.
  report: z.unknown().nullable(),
  /** Issue 39 item 5: campaign vehicles' damage before and after (repairs, a wound taken off); absent in older steps. */
  vehicles: z.array(z.object({ id: z.string(), name: z.string(), before: CampaignVehicleSchema.shape.wounds, after: CampaignVehicleSchema.shape.wounds })).optional(),
  /** Issue 39: campaign vehicles' crews before and after (set on the vehicle sheet); absent in older steps. */
  crews: z.array(CrewChangeSchema).optional(),
});
export type LogChange = Omit<z.infer<typeof LogChangeSchema>, 'report'> & { report: HealingReportView | null };

export type StepInput = { kind: string; label: string; recordedAt: string; change: LogChange; characters: ReadonlyMap<string, string> };

/** Appends a step (inside the caller's transaction). */
export function recordStep(repos: Repos, step: StepInput & { inGameDate?: string }): number {
  // A new step: what was undone before it can no longer be redone (redo.ts).
  abandonRedo(repos);
  const inGameDate = step.inGameDate ?? repos.campaign.get().info.inGameDate;
  return repos.campaignLog.push(
    { kind: step.kind, label: step.label, inGameDate, recordedAt: step.recordedAt, changeJson: JSON.stringify(step.change) },
    step.characters,
  );
}

/** Key-order-independent text of a stored wound, to compare what is there with what a step left. */
function canonical(w: Wound | undefined): string {
  if (!w) return 'absent';
  const o = w as Record<string, unknown>;
  return JSON.stringify(Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => [k, o[k]]));
}

export function readChange(row: { id: number; label: string; changeJson: string }): Omit<LogChange, 'report'> & { report: unknown } {
  return parseJsonColumn(LogChangeSchema, row.changeJson, stepRef(row, 'change'));
}

const stepRef = (row: { id: number; label: string }, field: string): StoredRef => ({ table: 'campaign_log', row: rowLabel('campaign log step', row.id, row.label), field });

/** The report a step kept, or null. */
export function stepReport(repos: Repos, id: number): HealingReportView | null {
  const row = repos.campaignLog.get(id);
  if (!row) return null;
  const report = readChange(row).report;
  return report === null || report === undefined ? null : parseStored(HealingReportSchema, report, stepRef(row, 'healing report'));
}

/**
 * Takes back the newest step, inside the caller's transaction. Refused (nothing written) when a
 * wound or the date no longer is what the step left, e.g. a fight changed the wounds since.
 */
export function undoLastStep(repos: Repos): { id: number; label: string; characterIds: string[] } {
  const row = repos.campaignLog.lastDone();
  if (!row) throw new AppError('calendar/nothing-to-undo', 'There is nothing in the campaign log to undo.');
  const change = readChange(row);
  const before = new Map(change.wounds.before.map((w) => [w.id, w]));
  const after = new Map(change.wounds.after.map((w) => [w.id, w]));
  const ids = new Set([...before.keys(), ...after.keys()]);
  for (const id of ids) {
    if (canonical(repos.wounds.get(id)) !== canonical(after.get(id))) {
      throw new AppError('calendar/undo-stale', `"${row.label}" cannot be undone: a wound it changed has changed since (a fight or a later edit).`);
    }
  }
  for (const v of change.vehicles ?? []) {
    const now = repos.vehicles.get(v.id);
    if (!now) throw new AppError('calendar/undo-stale', `"${row.label}" cannot be undone: the vehicle ${v.name} has been deleted.`);
    if (JSON.stringify(now.wounds) !== JSON.stringify(v.after)) {
      throw new AppError('calendar/undo-stale', `"${row.label}" cannot be undone: ${v.name}'s damage has changed since (a fight or a later edit).`);
    }
  }
  const crewProblem = crewStale(repos, change.crews ?? [], 'after');
  if (crewProblem) throw new AppError('calendar/undo-stale', `"${row.label}" cannot be undone: ${crewProblem}.`);
  if (change.date && repos.campaign.get().info.inGameDate !== change.date.after) {
    throw new AppError('calendar/undo-stale', `"${row.label}" cannot be undone: the in-game date has changed since.`);
  }
  const characterIds = new Set<string>();
  const existing = new Set(repos.characters.list().map((c) => c.id));
  for (const id of ids) {
    const was = before.get(id);
    const now = after.get(id);
    if (was && !existing.has(was.characterId)) {
      throw new AppError('calendar/undo-stale', `"${row.label}" cannot be undone: a character it changed has been deleted.`);
    }
    if (was && now) repos.wounds.update(was);
    else if (was) repos.wounds.add(was);
    else if (now) repos.wounds.remove(id);
    characterIds.add((was ?? now)!.characterId);
  }
  for (const v of change.vehicles ?? []) repos.vehicles.setWounds(v.id, v.before);
  putCrews(repos, change.crews ?? [], 'before');
  keepForRedo(repos, row, change.ledgers);
  for (const id of [...change.ledgers.luck].reverse()) repos.ledgers.removeEntry('luck', id);
  for (const id of [...change.ledgers.xp].reverse()) repos.ledgers.removeEntry('xp', id);
  if (change.date) repos.campaign.updateInfo({ inGameDate: change.date.before }, row.recordedAt);
  repos.campaignLog.markUndone(row.id);
  return { id: row.id, label: row.label, characterIds: [...characterIds] };
}
