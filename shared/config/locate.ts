/**
 * Gives problems their file, line and column: the file from the layout (which file holds the
 * section key), the line from the source index of a file that was just read.
 */
import { defaultFileFor } from './files';
import type { ConfigLayout } from './model';
import type { ConfigPath, ConfigProblem } from './problems';
import { pathKey, type SourceIndex } from './yaml-source';

/** The file that holds (or would hold) the value at `path`. */
export function fileForPath(layout: ConfigLayout, path: ConfigPath): string | null {
  const [section, key] = path;
  if (typeof section !== 'string') return null;
  for (const f of layout.files) {
    for (const s of f.sections) if (s.section === section && (key === undefined || s.keys.includes(String(key)))) return f.name;
  }
  return key === undefined ? null : defaultFileFor(section, String(key));
}

/** Fills in file, line and column where known; the line is that of the deepest key on the path that the source shows. */
export function locateProblems(
  problems: readonly ConfigProblem[],
  layout: ConfigLayout,
  sources: ReadonlyMap<string, SourceIndex>,
): ConfigProblem[] {
  return problems.map((p) => {
    const file = p.file ?? fileForPath(layout, p.path);
    if (file === null || p.line !== null) return { ...p, file };
    const index = sources.get(file);
    if (!index) return { ...p, file };
    for (let n = p.path.length; n > 0; n--) {
      const pos = index.get(pathKey(p.path.slice(0, n)));
      if (pos) return { ...p, file, line: pos.line, column: pos.column };
    }
    return { ...p, file };
  });
}
