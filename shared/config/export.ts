/**
 * Writes a configuration back as AresMUSH YAML files. A file imported with its text (layout
 * `source`) comes back byte for byte when its values are unchanged, and otherwise as that text
 * patched line by line (yaml-patch.ts): comments, key order, quoting, blank lines, CRLF and a
 * byte-order mark stay, and only the lines of changed values change. Files the import never saw
 * (a native campaign, keys added since) are written fresh in AresMUSH's style: keys in their
 * original order, numbers and typed keys as they were, new keys in the file AresMUSH ships them in.
 * Either way the written files read back as the configuration, key by key and value by value.
 */
import { Document, isMap, isScalar, type Scalar } from 'yaml';
import type { JsonObject } from '../domain/json';
import { CONFIG_SECTIONS, defaultFileFor, defaultKeyRank } from './files';
import { getAt, type FileLayout, type GameConfig } from './model';
import type { ConfigPath } from './problems';
import { clearPatchCache, parsedSource, patchYaml, type PatchHints } from './yaml-patch';
import { documentJson, parseConfigFile, pathKey, setOwn, YAML_OPTIONS } from './yaml-source';

/** One exported file. */
export type ConfigFileOutput = { name: string; text: string };

function sectionValues(config: GameConfig): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>([
    ['fs3combat', config.fs3combat],
    ['fs3skills', config.fs3skills],
  ]);
  for (const [name, value] of Object.entries(config.other)) if (!out.has(name)) out.set(name, value);
  return out;
}

/** The layout to write: the stored one minus deleted keys, plus keys added since the import. */
export function exportLayout(config: GameConfig): FileLayout[] {
  const sections = sectionValues(config);
  const files: FileLayout[] = config.layout.files.map((f) => ({
    name: f.name,
    ...(f.source === undefined ? {} : { source: f.source }),
    sections: f.sections.map((s) => ({
      section: s.section,
      keys: s.keys.filter((k) => Object.hasOwn(sections.get(s.section) ?? {}, k)),
    })),
  }));
  const placed = new Set(files.flatMap((f) => f.sections.flatMap((s) => s.keys.map((k) => `${s.section}\u0000${k}`))));
  for (const [section, values] of sections) {
    const missing = Object.keys(values).filter((k) => !placed.has(`${section}\u0000${k}`));
    missing.sort((a, b) => defaultKeyRank(section, a) - defaultKeyRank(section, b));
    for (const key of missing) {
      const name = defaultFileFor(section, key);
      let file = files.find((f) => f.name === name);
      if (!file) {
        file = { name, sections: [] };
        files.push(file);
      }
      let entry = file.sections.find((s) => s.section === section);
      if (!entry) {
        entry = { section, keys: [] };
        file.sections.push(entry);
      }
      entry.keys.push(key);
    }
  }
  const fs3First = (n: string) => ((CONFIG_SECTIONS as readonly string[]).some((s) => n.startsWith(`${s}_`)) ? 0 : 1);
  const stored = new Set(config.layout.files.map((f) => f.name));
  // Files the import never saw are added in AresMUSH's alphabetical order after the stored ones.
  return [
    ...files.filter((f) => stored.has(f.name)),
    ...files.filter((f) => !stored.has(f.name)).sort((a, b) => fs3First(a.name) - fs3First(b.name) || a.name.localeCompare(b.name)),
  ].filter((f) => stored.has(f.name) || f.sections.some((s) => s.keys.length > 0));
}

const belongsTo = (file: FileLayout, path: ConfigPath) =>
  file.sections.some((s) => s.section === path[0] && s.keys.includes(String(path[1])));

/** The file's top-level mapping: each section with its keys, in layout order. */
function fileRoot(config: GameConfig, file: FileLayout): JsonObject {
  const sections = sectionValues(config);
  const root: JsonObject = {};
  for (const s of file.sections) {
    const values = sections.get(s.section) ?? {};
    const body: JsonObject = {};
    for (const key of s.keys) setOwn(body, key, values[key] as JsonObject);
    setOwn(root, s.section, body);
  }
  return root;
}

/** The typed keys and floats of one file that still name a value in it. */
function fileHints(config: GameConfig, file: FileLayout, root: JsonObject): PatchHints {
  return {
    keyHints: config.layout.keyHints.filter((h) => belongsTo(file, h.path) && getAt(root, h.path) !== undefined),
    floatPaths: config.layout.floatPaths.filter((p) => belongsTo(file, p) && Number.isInteger(getAt(root, p))),
  };
}

/** Writes a file fresh, in AresMUSH's style. */
function renderFresh(root: JsonObject, hints: PatchHints): string {
  const doc = new Document(root, YAML_OPTIONS);
  for (const path of hints.floatPaths) {
    const node = doc.getIn(path, true);
    if (isScalar(node) && typeof node.value === 'number') (node as Scalar).minFractionDigits = 1;
  }
  // Deepest first: once a parent key becomes a number, the path to its children no longer matches.
  const keys = [...hints.keyHints].sort((a, b) => b.path.length - a.path.length);
  for (const hint of keys) {
    const parent = doc.getIn(hint.path.slice(0, -1), true);
    if (!isMap(parent)) continue;
    const name = String(hint.path[hint.path.length - 1]);
    const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === name);
    if (pair) pair.key = doc.createNode(hint.key);
  }
  return `---\n${doc.toString({ indentSeq: false, lineWidth: 80, singleQuote: true })}`;
}

const sortedKeys = (paths: readonly ConfigPath[]) => paths.map(pathKey).sort().join('\u0001');

/** Values, key order, float-written numbers and typed keys of a file, as one comparable text. */
function signature(data: JsonObject, floatPaths: readonly ConfigPath[], keyHints: PatchHints['keyHints']): string {
  return [JSON.stringify(data), sortedKeys(floatPaths), sortedKeys(keyHints.map((h) => [...h.path, String(h.key)]))].join('\u0002');
}

/**
 * What stored texts read as, by text. Exports and lint runs read the same stored texts again and
 * again (each time fresh from the campaign file), and parsing is most of an export's time. Bounded.
 */
const readCache = new Map<string, string | null>();
const READ_CACHE_CHARS = 32 * 1024 * 1024;
let readCacheChars = 0;

/**
 * What `text` reads as. A stored text (`stored`) is read from the parse the patcher shares; a
 * patched text is read by the import's own reader, so that what export writes is checked by it.
 */
function readSignature(name: string, text: string, stored: boolean): string | null {
  const cached = readCache.get(text);
  if (cached !== undefined) return cached;
  let sig: string | null;
  const doc = stored ? parsedSource(text) : null;
  const json = doc ? documentJson(doc) : null;
  if (json) sig = signature(json.data !== null && typeof json.data === 'object' && !Array.isArray(json.data) ? json.data : {}, json.floatPaths, json.keyHints);
  else {
    const parsed = parseConfigFile(name, text, { locate: false });
    sig = parsed.problems.some((p) => p.severity === 'error') ? null : signature(parsed.data ?? {}, parsed.floatPaths, parsed.keyHints);
  }
  if (text.length <= READ_CACHE_CHARS / 4) {
    readCache.set(text, sig);
    readCacheChars += text.length;
    for (const [old] of readCache) {
      if (readCacheChars <= READ_CACHE_CHARS) break;
      readCache.delete(old);
      readCacheChars -= old.length;
    }
  }
  return sig;
}

/** Forgets what stored texts read as (for benchmarks measuring a first export). */
export function clearExportCaches(): void {
  readCache.clear();
  readCacheChars = 0;
  clearPatchCache();
}

/** Renders one file: its imported text as it was, or patched, or (never imported, or unpatchable) fresh. */
function renderFile(config: GameConfig, file: FileLayout): string {
  const root = fileRoot(config, file);
  const hints = fileHints(config, file, root);
  if (file.source !== undefined) {
    const wanted = signature(root, hints.floatPaths, hints.keyHints);
    if (readSignature(file.name, file.source, true) === wanted) return file.source;
    const patched = patchYaml(file.source, root, hints);
    // Checked, so that no patch can write a file that reads back as anything but the configuration.
    if (patched !== null && readSignature(file.name, patched, false) === wanted) return patched;
  }
  return renderFresh(root, hints);
}

/** Writes every file of the configuration in layout order, or only the files named in `only`. */
export function exportGameConfig(config: GameConfig, only?: readonly string[]): ConfigFileOutput[] {
  return exportLayout(config)
    .filter((file) => !only || only.includes(file.name))
    .map((file) => ({ name: file.name, text: renderFile(config, file) }));
}
