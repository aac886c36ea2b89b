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
 */
import { z } from 'zod';
import { CombatLogStepSchema, type CombatLogStep } from '../../../shared/ipc/combat-contract';
import type { CombatLogCache } from './log-cache';

/** Steps kept: the GM screen's page of the log (LOG_PAGE). */
export const LOG_TAIL_STEPS = 100;
/** Lines kept at most: a few "resolve all" steps at 500 combatants have thousands; those are replayed. */
export const LOG_TAIL_LINES = 3000;

const LogTailSchema = z.array(CombatLogStepSchema).max(LOG_TAIL_STEPS);

/** The steps a combat closing at `cursor` keeps: those its log cache holds whole, within the budgets. */
export function logTailOf(log: CombatLogCache | undefined, stack: readonly number[], cursor: number): CombatLogStep[] {
  return log ? log.knownBefore(stack, cursor, LOG_TAIL_STEPS, LOG_TAIL_LINES) : [];
}

/** A stored tail as read back, or null when it is missing or malformed (the steps are then replayed). */
export function readLogTail(raw: unknown): CombatLogStep[] | null {
  if (raw === undefined) return null;
  const parsed = LogTailSchema.safeParse(raw);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}
