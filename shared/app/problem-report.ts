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

/** One log line without campaign content: quoted names become "…", paths `<path>.ext`. */
export function scrubLogLine(line: string): string {
  return line
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
    ...(facts.logLines.length ? facts.logLines.map(scrubLogLine) : ['(the log is empty)']),
  ].join('\n');
}
