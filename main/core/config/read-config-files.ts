/**
 * The I/O edge of the AresMUSH import: turns a folder, a .zip or a single .yml file into the
 * `{ name, text }` list that `planImport` (shared/config) checks. Only *.yml / *.yaml files are
 * taken; hidden files and macOS resource forks are ignored; text must be UTF-8.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { planImport, planImportStepwise, type ConfigFileInput, type ImportPlan, type ImportProgress } from '../../../shared/config/plan';
import type { GameConfig } from '../../../shared/config/model';
import { problem, sortProblems, type ConfigProblem } from '../../../shared/config/problems';
import { readZip, ZipError } from './zip-reader';

export type ReadResult = { files: ConfigFileInput[]; problems: ConfigProblem[] };
type Progress = (p: ImportProgress) => void;

const isYaml = (name: string) => ['.yml', '.yaml'].includes(extname(name).toLowerCase());
const isJunk = (path: string) => path.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function decode(name: string, bytes: Uint8Array, problems: ConfigProblem[]): ConfigFileInput | null {
  try {
    // A byte-order mark is kept (the YAML reader skips it) so that export writes the file back as it was.
    return { name, text: utf8.decode(bytes) };
  } catch {
    problems.push({ ...problem('error', 'yaml-unsupported', [], 'The file is not UTF-8 text; save it as UTF-8 and import again.'), file: name });
    return null;
  }
}

async function readFolder(path: string, progress: Progress): Promise<ReadResult> {
  const names = (await readdir(path, { withFileTypes: true }))
    .filter((d) => d.isFile() && isYaml(d.name) && !isJunk(d.name))
    .map((d) => d.name)
    .sort();
  const files: ConfigFileInput[] = [];
  const problems: ConfigProblem[] = [];
  for (const [i, name] of names.entries()) {
    progress({ stage: 'load', done: i, total: names.length, file: name });
    const file = decode(name, await readFile(join(path, name)), problems);
    if (file) files.push(file);
  }
  return { files, problems };
}

async function readArchive(path: string, progress: Progress): Promise<ReadResult> {
  return readConfigZip(basename(path), await readFile(path), progress);
}

/** Reads the YAML files of a .zip archive held in memory (e.g. sent by the renderer). Never throws for bad content. */
export function readConfigZip(archive: string, bytes: Buffer, progress: Progress = () => undefined): ReadResult {
  let entries;
  try {
    entries = readZip(bytes);
  } catch (error) {
    if (!(error instanceof ZipError)) throw error;
    return { files: [], problems: [{ ...problem('error', 'not-a-config-file', [], error.message), file: archive }] };
  }
  const wanted = entries.filter((e) => isYaml(e.name) && !isJunk(e.name));
  const files: ConfigFileInput[] = [];
  const problems: ConfigProblem[] = [];
  wanted.forEach((entry, i) => {
    const name = entry.name.split('/').pop() ?? entry.name;
    progress({ stage: 'load', done: i, total: wanted.length, file: name });
    const file = decode(name, entry.data, problems);
    if (file) files.push(file);
  });
  if (files.length === 0 && problems.length === 0) {
    problems.push({ ...problem('error', 'not-a-config-file', [], `There are no .yml files in ${archive}.`), file: archive });
  }
  return { files, problems };
}

/** Files the renderer sent as text, as sent (a byte-order mark included: the YAML reader skips it, export keeps it). */
export function readSentFiles(files: readonly ConfigFileInput[]): ReadResult {
  return { files: files.map((f) => ({ name: f.name, text: f.text })), problems: [] };
}

/** Reads the files of a folder, a .zip archive or one YAML file. Never throws for bad content. */
export async function readConfigSource(path: string, options: { onProgress?: Progress } = {}): Promise<ReadResult> {
  const progress = options.onProgress ?? (() => undefined);
  const info = await stat(path);
  const zip = extname(path).toLowerCase() === '.zip';
  if (info.isDirectory() || zip) {
    const read = info.isDirectory() ? await readFolder(path, progress) : await readArchive(path, progress);
    if (read.files.length > 0 || read.problems.length > 0) return read;
    return { files: [], problems: [{ ...problem('error', 'not-a-config-file', [], `There are no .yml files in ${basename(path)}.`), file: basename(path) }] };
  }
  const name = basename(path);
  if (!isYaml(name)) {
    return { files: [], problems: [{ ...problem('error', 'not-a-config-file', [], 'Choose a folder, a .zip archive or a .yml file.'), file: name }] };
  }
  const problems: ConfigProblem[] = [];
  progress({ stage: 'load', done: 0, total: 1, file: name });
  const file = decode(name, await readFile(path), problems);
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
