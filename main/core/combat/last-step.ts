/**
 * Issue 38: the step just taken, as the Markdown list lines every update carries (`lastStep`). The
 * GM screen reads them out to screen readers (LogPanel's polite live region); the log itself has
 * the whole step. A "resolve all" of 500 actions is some 4,000 lines: read out, nobody would hear
 * its end, and sending them again beside the log step doubled the push. So the read-out stops
 * after its first lines and says how many more the log holds.
 */
import type { CombatLogStep } from '../../../shared/ipc/combat-contract';
import { formatCombatLog } from '../../../shared/core/combat/log-format';
import type { CombatLogEntry } from '../../../shared/core/combat/log-entries';

/** Lines a step's read-out keeps (a single resolved action has about 12). */
export const LAST_STEP_LINES = 40;

/** `lines` up to the cap, then one line saying how many the log has beside them. */
function capped(lines: readonly string[], line: (l: string) => string): string[] {
  const kept = lines.length > LAST_STEP_LINES ? LAST_STEP_LINES - 1 : lines.length;
  const out: string[] = [];
  for (let i = 0; i < kept; i++) out.push(line(lines[i]!));
  const more = lines.length - kept;
  if (more > 0) out.push(`- … and ${more.toLocaleString('en')} more lines in the log.`);
  return out;
}

/** A command's read-out: its log step's lines (formatting its entries again cost as much as the rest of the answer). */
export function addedStepLines(added: CombatLogStep | null): string[] {
  return capped(added?.lines ?? [], (l) => (l.startsWith('  ') ? `  - ${l.slice(2)}` : `- ${l}`));
}

/** The read-out of a step that is not a logged command (undo, redo, a switch of rules). */
export function noteLines(entries: CombatLogEntry[]): string[] {
  return capped(formatCombatLog(entries, 'markdown').split('\n').filter((l) => l.startsWith('-') || l.startsWith('  -')), (l) => l);
}
