/** How a configuration problem's place reads in the UI: "fs3combat_vehicles.yml:22:9", or the file and key path. */
import { describePath } from '../../../shared/config/problems';
import type { ConfigProblemView } from '../../../shared/ipc/config-contract';

export function problemPlace(p: ConfigProblemView): string {
  if (p.file !== null && p.line !== null) return `${p.file}:${p.line}:${p.column ?? 1}`;
  return p.file ?? describePath(p.path);
}

/** The key path, when it says more than the place (it always does unless the problem is file-wide). */
export function problemKey(p: ConfigProblemView): string | null {
  return p.path.length > 0 ? describePath(p.path) : null;
}

/** "2 errors · 5 warnings". */
export function problemTally(problems: readonly ConfigProblemView[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const n = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${n(errors, 'error')} · ${n(warnings, 'warning')}`;
}
