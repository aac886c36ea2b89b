/**
 * The I/O edge of the AresMUSH import: turns a folder, a .zip or a single .yml file into the
 * `{ name, text }` list that `planImport` (shared/config) checks. Only *.yml / *.yaml files are
 * taken; hidden files and macOS resource forks are ignored; text must be UTF-8.
 */
import { constants, type Stats } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { planImport, planImportStepwise, type ConfigFileInput, type ImportPlan, type ImportProgress } from '../../../shared/config/plan';
import type { GameConfig } from '../../../shared/config/model';
import { problem, sortProblems, type ConfigProblem } from '../../../shared/config/problems';
import { fileTooLarge, importTooLarge, MAX_CONFIG_FILE_BYTES, MAX_CONFIG_IMPORT_BYTES, sizeText, utf8Bytes } from '../../../shared/config/budgets';
import { readZip, ZipError, type ZipLimits } from './zip-reader';
import { oddKind } from '../file-kind';

export type ReadResult = { files: ConfigFileInput[]; problems: ConfigProblem[] };
type Progress = (p: ImportProgress) => void;

const isYaml = (name: string) => ['.yml', '.yaml'].includes(extname(name).toLowerCase());
const isJunk = (path: string) => path.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A zip archive itself may be no larger than what it may unpack to. */
const MAX_CONFIG_ZIP_BYTES = MAX_CONFIG_IMPORT_BYTES;
/** Entries of an archive: only its YAML files count against the budgets (others are never unpacked). */
export const CONFIG_ZIP_LIMITS: ZipLimits = { maxEntries: 5_000, maxEntryBytes: MAX_CONFIG_FILE_BYTES, maxTotalBytes: MAX_CONFIG_IMPORT_BYTES };

const refusal = (file: string, message: string, severity: 'error' | 'warning' = 'error'): ConfigProblem => ({
  ...problem(severity, 'not-a-config-file', [], message), file,
});

function decode(name: string, bytes: Uint8Array, problems: ConfigProblem[]): ConfigFileInput | null {
  try {
    // A byte-order mark is kept (the YAML reader skips it) so that export writes the file back as it was.
    return { name, text: utf8.decode(bytes) };
  } catch {
    problems.push({ ...problem('error', 'yaml-unsupported', [], 'The file is not UTF-8 text; save it as UTF-8 and import again.'), file: name });
    return null;
  }
}

/**
 * Reads a regular file of at most `limit` bytes. The type and size were checked with stat before;
 * it is opened non-blocking (a FIFO swapped in meanwhile cannot hold the open) and checked again on
 * the open handle, and never more than `limit` + 1 bytes are read (a file that grew is refused).
 */
async function readRegularFile(path: string, limit: number): Promise<{ bytes: Buffer } | { refused: string }> {
  const handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const info = await handle.stat();
    const odd = oddKind(info);
    if (odd || info.isDirectory()) return { refused: `${basename(path)} is ${odd ?? 'a folder'}, not a file; it was not read.` };
    if (info.size > limit) return { refused: fileTooLarge(basename(path), info.size) };
    const buffer = Buffer.alloc(Math.min(info.size, limit) + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > limit) return { refused: fileTooLarge(basename(path), length) };
      if (length === buffer.length) break;
    }
    return { bytes: buffer.subarray(0, length) };
  } finally {
    await handle.close();
  }
}

async function readFolder(path: string, progress: Progress): Promise<ReadResult> {
  const entries = (await readdir(path, { withFileTypes: true })).filter((d) => isYaml(d.name) && !isJunk(d.name));
  const files: ConfigFileInput[] = [];
  const problems: ConfigProblem[] = [];
  // Every entry's type and size first (stat, never open: opening a FIFO blocks), then the budget of the whole folder.
  const wanted: { name: string; size: number }[] = [];
  for (const d of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    let info: Stats;
    try {
      info = await stat(join(path, d.name));
    } catch {
      problems.push(refusal(d.name, `${d.name} could not be read (a broken link or no permission); it is left out.`, 'warning'));
      continue;
    }
    const odd = oddKind(info) ?? (info.isDirectory() ? 'a folder' : null);
    if (odd) {
      problems.push(refusal(d.name, `${d.name} is ${odd}, not a file; it is left out.`, 'warning'));
      continue;
    }
    if (info.size > MAX_CONFIG_FILE_BYTES) {
      problems.push(refusal(d.name, fileTooLarge(d.name, info.size)));
      continue;
    }
    wanted.push({ name: d.name, size: info.size });
  }
  const total = wanted.reduce((n, f) => n + f.size, 0);
  if (total > MAX_CONFIG_IMPORT_BYTES) return { files: [], problems: [...problems, refusal(basename(path), importTooLarge(total))] };
  if (problems.some((p) => p.severity === 'error')) return { files: [], problems };
  for (const [i, { name }] of wanted.entries()) {
    progress({ stage: 'load', done: i, total: wanted.length, file: name });
    const read = await readRegularFile(join(path, name), MAX_CONFIG_FILE_BYTES);
    if ('refused' in read) {
      problems.push(refusal(name, read.refused));
      continue;
    }
    const file = decode(name, read.bytes, problems);
    if (file) files.push(file);
  }
  return { files, problems };
}

/** Reads the YAML files of a .zip archive held in memory (e.g. sent by the renderer). Never throws for bad content. */
export function readConfigZip(archive: string, bytes: Buffer, progress: Progress = () => undefined): ReadResult {
  if (bytes.length > MAX_CONFIG_ZIP_BYTES) {
    return { files: [], problems: [refusal(archive, `${archive} is ${sizeText(bytes.length)}, more than the ${sizeText(MAX_CONFIG_ZIP_BYTES)} a config archive may be; it was not read.`)] };
  }
  let entries;
  try {
    // Only YAML entries are unpacked and counted against the budgets (a README or picture beside them is skipped).
    entries = readZip(bytes, CONFIG_ZIP_LIMITS, (name) => isYaml(name) && !isJunk(name));
  } catch (error) {
    if (!(error instanceof ZipError)) throw error;
    return { files: [], problems: [refusal(archive, error.message)] };
  }
  const files: ConfigFileInput[] = [];
  const problems: ConfigProblem[] = [];
  entries.forEach((entry, i) => {
    const name = entry.name.split('/').pop() ?? entry.name;
    progress({ stage: 'load', done: i, total: entries.length, file: name });
    const file = decode(name, entry.data, problems);
    if (file) files.push(file);
  });
  if (files.length === 0 && problems.length === 0) problems.push(refusal(archive, `There are no .yml files in ${archive}.`));
  return { files, problems };
}

/**
 * Files the renderer sent as text, as sent (a byte-order mark included: the YAML reader skips it,
 * export keeps it), within the size budgets: a file over its budget is refused by name, unparsed.
 */
export function readSentFiles(files: readonly ConfigFileInput[]): ReadResult {
  const sizes = files.map((f) => utf8Bytes(f.text));
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total > MAX_CONFIG_IMPORT_BYTES) return { files: [], problems: [refusal(files[0]?.name ?? 'import', importTooLarge(total))] };
  const problems = files.flatMap((f, i) => (sizes[i]! > MAX_CONFIG_FILE_BYTES ? [refusal(f.name, fileTooLarge(f.name, sizes[i]!))] : []));
  if (problems.length > 0) return { files: [], problems };
  return { files: files.map((f) => ({ name: f.name, text: f.text })), problems: [] };
}

/**
 * Reads the files of a folder, a .zip archive or one YAML file. Never throws for bad content, and
 * never blocks: the path is looked at (stat) before anything is opened, so a named pipe, a device
 * or a file over its size budget is refused at once, by name.
 */
export async function readConfigSource(path: string, options: { onProgress?: Progress } = {}): Promise<ReadResult> {
  const progress = options.onProgress ?? (() => undefined);
  const name = basename(path);
  let info: Stats;
  try {
    info = await stat(path);
  } catch {
    return { files: [], problems: [refusal(name, `${name} does not exist or cannot be read; choose a folder, a .zip archive or a .yml file.`)] };
  }
  const odd = oddKind(info);
  if (odd) return { files: [], problems: [refusal(name, `${name} is ${odd}, not a file or folder; choose a folder, a .zip archive or a .yml file.`)] };
  const zip = extname(path).toLowerCase() === '.zip';
  if (info.isDirectory()) {
    const read = await readFolder(path, progress);
    if (read.files.length > 0 || read.problems.some((p) => p.severity === 'error')) return read;
    return { files: [], problems: [...read.problems, refusal(name, `There are no .yml files in ${name}.`)] };
  }
  if (!zip && !isYaml(name)) return { files: [], problems: [refusal(name, 'Choose a folder, a .zip archive or a .yml file.')] };
  const limit = zip ? MAX_CONFIG_ZIP_BYTES : MAX_CONFIG_FILE_BYTES;
  if (info.size > limit) {
    return { files: [], problems: [refusal(name, zip ? `${name} is ${sizeText(info.size)}, more than the ${sizeText(limit)} a config archive may be; it was not read.` : fileTooLarge(name, info.size))] };
  }
  progress({ stage: 'load', done: 0, total: 1, file: name });
  const read = await readRegularFile(path, limit);
  if ('refused' in read) return { files: [], problems: [refusal(name, read.refused)] };
  if (zip) return readConfigZip(name, read.bytes, progress);
  const problems: ConfigProblem[] = [];
  const file = decode(name, read.bytes, problems);
  return { files: file ? [file] : [], problems };
}

/**
 * Reads `path` and plans the import on top of `current`. Like `planImport`, writes nothing: the
 * plan's `next` is null when anything (including a file that could not be read) is an error.
 */
export async function planImportFromPath(current: GameConfig | null, path: string, options: { onProgress?: Progress } = {}): Promise<ImportPlan> {
  return planFromRead(current, await readConfigSource(path, options), options);
}

/** Plans the import of files already read, keeping the problems met while reading them. */
export function planFromRead(current: GameConfig | null, read: ReadResult, options: { onProgress?: Progress } = {}): ImportPlan {
  return withReadProblems(read, planImport(current, read.files, options));
}

/** {@link planFromRead}, pausing after every step so progress reaches the window (see planImportStepwise). */
export async function planFromReadStepwise(
  current: GameConfig | null,
  read: ReadResult,
  options: { onProgress?: Progress; pause: () => Promise<void> },
): Promise<ImportPlan> {
  return withReadProblems(read, await planImportStepwise(current, read.files, options));
}

function withReadProblems(read: ReadResult, plan: ImportPlan): ImportPlan {
  if (read.problems.length === 0) return plan;
  const problems = sortProblems([...read.problems, ...plan.problems]);
  if (!read.problems.some((p) => p.severity === 'error')) return { ...plan, problems };
  return { ...plan, next: null, diff: { added: [], changed: [], removed: [] }, problems };
}
