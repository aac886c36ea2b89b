/**
 * Issue 43 item 4: the text Help ▸ Report a problem copies. It must carry what a maintainer needs
 * (versions, OS, what the log said) and no campaign content: the log names campaigns, characters
 * and fights in quotes and files by their paths, so quoted text and paths are replaced before a
 * line leaves the machine. What is left is the app's own wording, codes and numbers.
 */

export type ProblemReportFacts = {
  productName: string;
  version: string;
  hostKind: string;
  runtime: string;
  os: string;
  /** The last log lines, oldest first, as written (scrubbed here). */
  logLines: readonly string[];
  /**
   * Text main knows to be the storyteller's: campaign names and paths of the recent list and
   * the open campaign, the data and home folders. Replaced wherever it appears, before the
   * patterns below (which catch what main did not know, e.g. a character's name in quotes).
   */
  known?: readonly string[];
};

const QUOTED = /"[^"\n]*"|“[^”\n]*”|‘[^’\n]*’|«[^»\n]*»/g;
// A Windows drive or UNC path, or a POSIX path of two or more segments (a lone "/" in "and/or"
// or "1/2" is not a path). Folder names may hold spaces ("FS3 Console"), so every segment but
// the last may; over-matching only removes more. The extension survives: ".fs3campaign" says
// which kind of file it was.
const WINDOWS_PATH = /(?:\b[A-Za-z]:\\|\\\\)(?:[^"'()\n\\]+\\)*[^\s"'()\\]*/g;
const POSIX_PATH = /(^|[\s(=:'])(~?\/(?:[^"'()\n/]+\/)+[^\s"'()/]*)/g;

function keepExtension(path: string): string {
  const ext = /\.[A-Za-z0-9]{1,12}$/.exec(path)?.[0] ?? '';
  return `<path>${ext}`;
}

// A path in parentheses runs to the closing one, spaces and all ("(/home/a/My Game.fs3campaign)").
const PAREN_PATH = /\((?:~?\/|[A-Za-z]:\\|\\\\)[^()\n]*\)/g;

/** One log line without campaign content: known names go, quoted text becomes "…", paths `<path>.ext`. */
export function scrubLogLine(line: string, known: readonly string[] = []): string {
  let out = line;
  // Longest first, so a path goes whole before the campaign name inside it.
  for (const text of [...known].filter((k) => k.trim().length >= 2).sort((a, b) => b.length - a.length)) out = out.split(text).join(text.includes('/') || text.includes('\\') ? keepExtension(text) : '…');
  return out
    .replace(PAREN_PATH, (p) => `(${keepExtension(p.slice(1, -1))})`)
    .replace(QUOTED, '"…"')
    .replace(WINDOWS_PATH, (p) => keepExtension(p))
    .replace(POSIX_PATH, (_m, lead: string, p: string) => `${lead}${keepExtension(p)}`);
}

/** The report, ready to paste into an issue. */
export function problemReportText(facts: ProblemReportFacts): string {
  return [
    `${facts.productName} ${facts.version} (${facts.hostKind})`,
    `Runtime: ${facts.runtime}`,
    `OS: ${facts.os}`,
    '',
    'What happened (please describe):',
    '',
    '',
    `Last ${facts.logLines.length} log lines (names and paths removed):`,
    ...(facts.logLines.length ? facts.logLines.map((l) => scrubLogLine(l, facts.known)) : ['(the log is empty)']),
  ].join('\n');
}
