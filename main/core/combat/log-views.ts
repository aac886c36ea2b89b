/**
 * The log of an open combat as served: one page of it (issue 38: a long fight opens on its last
 * steps) or the whole log as text for export.
 */
import type { CombatLogStep } from '../../../shared/ipc/combat-contract';
import { formatCombatLog, type LogFormat } from '../../../shared/core/combat/log-format';
import type { CombatLogRepo } from '../db/repos/combat-log-repo';
import type { CombatMemory } from './combat-memory';
import { storedLastPage } from './log-tail';

/**
 * The `limit` steps before step number `before` (default: after the last step) of the log in
 * effect, with the number of steps in effect. Only those steps (and the turn a summary on them
 * reads) are replayed when the combat was reopened.
 */
export function logPage(
  memory: CombatMemory,
  combatId: string,
  page: { before?: number; limit: number },
  stored?: { combatLog: CombatLogRepo; appVersion: string },
): { steps: CombatLogStep[]; total: number; version: number } {
  // Issue 38: a combat not open yet answers its last page as its closing checkpoint keeps it,
  // without waiting for the combat to be opened (the GM screen asks for it with the view).
  if (stored && page.before === undefined && !memory.openNow(combatId)) {
    const last = storedLastPage(stored.combatLog, combatId, page.limit, stored.appVersion);
    if (last) return last;
  }
  const c = memory.ensureOpen(combatId);
  const total = c.history.cursor;
  const end = Math.min(total, page.before === undefined ? total : page.before - 1);
  return { steps: memory.logOf(c).page(c.history.stack, end, page.limit), total, version: memory.versionOf(c) };
}

/** The log in effect as Markdown or MUSH text, each ended turn closed by its summary (issue 18). */
export function exportLogText(memory: CombatMemory, combatId: string, format: LogFormat): string {
  const c = memory.ensureOpen(combatId);
  const log = memory.logOf(c);
  const entries = log.entriesInEffect(c.history.stack, c.history.cursor).flat();
  const summaries = new Map<number, string[]>();
  for (const step of log.stepsInEffect(c.history.stack, c.history.cursor)) if (step.summary) summaries.set(step.summary.turn, step.summary.lines);
  const edition = memory.systemOf(combatId).system.edition;
  return formatCombatLog(entries, format, memory.combatRow(combatId).name, summaries, `${edition.name} (version ${edition.version})`);
}
