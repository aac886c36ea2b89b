import { appendFileSync, closeSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../logger';

/**
 * Issue 43 item 4: the log on disk, `<dataDir>/logs/main.log`, rotated by size. Written
 * synchronously, line by line: a log exists for the moment something goes wrong, and an
 * asynchronous writer loses exactly the last lines before a crash. Lines are rare (warnings,
 * errors, a few start-up facts), so the cost does not matter.
 *
 * Rotation: when a line would take main.log past `maxBytes`, main.log becomes main.1.log (main.1
 * becomes main.2 …) and the oldest beyond `keep` is deleted, so the folder never holds more than
 * (keep + 1) × maxBytes. Defaults: 1 MiB and 3 old files, 4 MiB at most, weeks of ordinary use.
 */
export type FileLogOptions = {
  dir: string;
  /** Base name without extension; default "main". */
  name?: string;
  maxBytes?: number;
  keep?: number;
  now?: () => Date;
  /** Where a failure to write the log itself goes (never thrown: logging must not break the app). */
  fallback?: Logger;
};

export type FileLog = Logger & {
  /** The file being written now. */
  file: string;
  /** The last `count` lines over the current and rotated files, oldest first. */
  tail(count: number): string[];
};

/** One line a message may not exceed (a runaway message must not rotate the whole log away). */
const MAX_LINE = 4000;

export function createFileLog(options: FileLogOptions): FileLog {
  const { dir, name = 'main', maxBytes = 1024 * 1024, keep = 3, now = () => new Date(), fallback } = options;
  const file = join(dir, `${name}.log`);
  const rotated = (n: number) => join(dir, `${name}.${n}.log`);
  let size: number | null = null;
  let broken = false;

  const rotate = (): void => {
    rmSync(rotated(keep), { force: true });
    for (let n = keep - 1; n >= 1; n--) {
      try {
        renameSync(rotated(n), rotated(n + 1));
      } catch {
        // that generation does not exist yet
      }
    }
    if (keep >= 1) renameSync(file, rotated(1));
    else rmSync(file, { force: true });
    size = 0;
  };

  const write = (level: string, message: string, cause?: unknown): void => {
    const why = cause instanceof Error ? ` (${cause.stack ?? cause.message})` : cause !== undefined && cause !== '' ? ` (${String(cause)})` : '';
    const text = `${message}${why}`.replace(/\r?\n/g, '\n    ');
    const line = `${now().toISOString()} ${level.padEnd(5)} ${text.length > MAX_LINE ? `${text.slice(0, MAX_LINE)}…` : text}\n`;
    const bytes = Buffer.byteLength(line);
    try {
      mkdirSync(dir, { recursive: true });
      if (size === null) size = fileSize(file);
      if (size > 0 && size + bytes > maxBytes) rotate();
      appendFileSync(file, line);
      size += bytes;
      broken = false;
    } catch (error) {
      // Say it once per failure spell, not on every line.
      if (!broken) fallback?.warn(`Could not write the log file ${file}: ${error instanceof Error ? error.message : String(error)}`);
      broken = true;
    }
  };

  return {
    file,
    info: (m) => write('info', m),
    warn: (m) => write('warn', m),
    error: (m, cause) => write('error', m, cause),
    tail(count) {
      const lines: string[] = [];
      for (let n = 0; n <= keep && lines.length < count; n++) {
        const text = readTail(n === 0 ? file : rotated(n), 256 * 1024);
        if (text === null) continue;
        const own = text.split('\n').filter(Boolean);
        lines.unshift(...own.slice(-(count - lines.length)));
      }
      return lines;
    },
  };
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** The last `budget` bytes of a file (whole lines only), or null when it does not exist. */
function readTail(path: string, budget: number): string | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  try {
    const size = statSync(path).size;
    if (size <= budget) return readFileSync(path, 'utf8');
    const buffer = Buffer.alloc(budget);
    readSync(fd, buffer, 0, budget, size - budget);
    const text = buffer.toString('utf8');
    return text.slice(text.indexOf('\n') + 1);
  } finally {
    closeSync(fd);
  }
}

/** Every line to each logger: the file and the terminal. */
export function teeLogger(...loggers: Logger[]): Logger {
  return {
    info: (m) => loggers.forEach((l) => l.info(m)),
    warn: (m) => loggers.forEach((l) => l.warn(m)),
    error: (m, cause) => loggers.forEach((l) => l.error(m, cause)),
  };
}

/**
 * Both hosts' log: the terminal as before, plus `<dataDir>/logs/main.log`. The first line of a
 * run says which app, runtime and OS wrote what follows.
 */
export function createAppLog(dataDir: string, console: Logger, facts: string): { log: Logger; fileLog: FileLog } {
  const fileLog = createFileLog({ dir: join(dataDir, 'logs'), fallback: console });
  fileLog.info(`Started: ${facts}`);
  return { log: teeLogger(console, fileLog), fileLog };
}
