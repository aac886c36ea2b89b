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
import { patchYaml, type PatchHints } from './yaml-patch';
import { parseConfigFile, pathKey, setOwn, YAML_OPTIONS } from './yaml-source';

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

/** Whether `text` reads back as exactly `root` with `hints` (values, key order, typed keys, floats). */
function readsAs(name: string, text: string, root: JsonObject, hints: PatchHints): boolean {
  const parsed = parseConfigFile(name, text);
  if (parsed.problems.some((p) => p.severity === 'error')) return false;
  return (
    JSON.stringify(parsed.data ?? {}) === JSON.stringify(root) &&
    sortedKeys(parsed.floatPaths) === sortedKeys(hints.floatPaths) &&
    sortedKeys(parsed.keyHints.map((h) => [...h.path, String(h.key)])) === sortedKeys(hints.keyHints.map((h) => [...h.path, String(h.key)]))
  );
}

/** Renders one file: its imported text as it was, or patched, or (never imported, or unpatchable) fresh. */
function renderFile(config: GameConfig, file: FileLayout): string {
  const root = fileRoot(config, file);
  const hints = fileHints(config, file, root);
  if (file.source !== undefined) {
    if (readsAs(file.name, file.source, root, hints)) return file.source;
    const patched = patchYaml(file.source, root, hints);
    if (patched !== null && readsAs(file.name, patched, root, hints)) return patched;
  }
  return renderFresh(root, hints);
}

/** Writes every file of the configuration in layout order, or only the files named in `only`. */
export function exportGameConfig(config: GameConfig, only?: readonly string[]): ConfigFileOutput[] {
  return exportLayout(config)
    .filter((file) => !only || only.includes(file.name))
    .map((file) => ({ name: file.name, text: renderFile(config, file) }));
}
