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

/** "2 errors · 5 warnings · 17 stored, not used in play": the same words on every screen that lists lint. */
export function problemTally(problems: readonly Pick<ConfigProblemView, 'severity'>[]): string {
  const count = (s: ConfigProblemView['severity']) => problems.filter((p) => p.severity === s).length;
  const n = (c: number, word: string) => `${c} ${word}${c === 1 ? '' : 's'}`;
  const info = count('info');
  return `${n(count('error'), 'error')} · ${n(count('warning'), 'warning')}${info > 0 ? ` · ${info} stored, not used in play` : ''}`;
}
