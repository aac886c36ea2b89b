/**
 * Issue 38: the log's last steps kept with the checkpoint a combat closes on, so that reopening a
 * long fight serves the first page of its log (the GM screen asks for it with the view) from
 * what is stored instead of replaying a hundred steps in a process that has only just started.
 *
 * The steps are those of the log in effect just before the checkpoint's position: a checkpoint is
 * keyed by the command it follows, which fixes every command below it (checkpoints.ts), so the
 * steps it carries can never belong to another history. They are the log as this app version
 * writes it: one written by another version is ignored (its wording may differ) and the steps are
 * replayed as before, as they are when a checkpoint carries none (a crash, an older file).
 * `through` is the combat's last log event when they were kept: while it is still the last, the
 * combat is where it closed, and its first page is answered without opening the combat at all.
 */
import { z } from 'zod';
import { CombatLogStepSchema, type CombatLogStep } from '../../../shared/ipc/combat-contract';
import { COMBAT_MACHINE_VERSION } from '../../../shared/core/combat/version';
import type { CombatLogRepo } from '../db/repos/combat-log-repo';
import type { CombatLogCache } from './log-cache';

/** Steps kept: the GM screen's page of the log (LOG_PAGE). */
export const LOG_TAIL_STEPS = 100;
/** Lines kept at most: a few "resolve all" steps at 500 combatants have thousands; those are replayed. */
export const LOG_TAIL_LINES = 3000;

/** The stored form: the steps, oldest first, and the combat's last log event when they were kept. */
export type StoredLogTail = { through: number; steps: CombatLogStep[] };

const LogTailSchema = z.object({
  through: z.number().int().min(0),
  steps: z.array(CombatLogStepSchema).max(LOG_TAIL_STEPS),
});

/** The steps a combat closing at `cursor` keeps: those its log cache holds whole, within the budgets. */
export function logTailOf(log: CombatLogCache | undefined, stack: readonly number[], cursor: number, through: number): StoredLogTail | undefined {
  const steps = log ? log.knownBefore(stack, cursor, LOG_TAIL_STEPS, LOG_TAIL_LINES) : [];
  return steps.length > 0 ? { through, steps } : undefined;
}

/** A stored tail as read back, or null when it is missing or malformed (the steps are then replayed). */
export function readLogTail(raw: unknown): StoredLogTail | null {
  if (raw === undefined || raw === null) return null;
  const parsed = LogTailSchema.safeParse(raw);
  return parsed.success && parsed.data.steps.length > 0 ? parsed.data : null;
}

/**
 * The last `limit` steps of a combat that is not open, as the newest checkpoint keeps them, when
 * it was kept by this app version at the combat's last log event and holds that many steps (or the
 * whole log); null otherwise (the combat is opened and its log read as usual).
 */
export function storedLastPage(combatLog: CombatLogRepo, combatId: string, limit: number, appVersion: string): { steps: CombatLogStep[]; total: number; version: number } | null {
  const row = combatLog.latestLogTail(combatId);
  if (!row || row.machineVersion !== COMBAT_MACHINE_VERSION || row.appVersion !== appVersion || row.cursor === null || row.log === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(row.log);
  } catch {
    return null;
  }
  const tail = readLogTail(raw);
  if (!tail || tail.through !== combatLog.lastSeq(combatId)) return null;
  const total = row.cursor;
  const want = Math.min(limit, total);
  if (tail.steps.length < want || tail.steps.at(-1)!.step !== total) return null;
  return { steps: tail.steps.slice(tail.steps.length - want), total, version: tail.through };
}
