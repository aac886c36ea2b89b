import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { exportGameConfig } from '../../../shared/config/export';
import { parseGameConfig, type GameConfig } from '../../../shared/config/model';
import { planImport, type ConfigFileInput } from '../../../shared/config/plan';
import type { ConfigProblem } from '../../../shared/config/problems';
import { fixtureFiles, importedDefault } from './fixtures';

/** One edit of a file's text; the numbers are reduced modulo whatever they index. */
type Mutation = { kind: MutationKind; line: number; offset: number; pick: number; text: string };
const KINDS = ['delete-line', 'delete-key', 'wrong-type', 'broken-yaml', 'huge-number', 'odd-unicode', 'duplicate-key', 'tabs'] as const;
type MutationKind = (typeof KINDS)[number];

const WRONG_VALUES = ['[1, 2]', '{a: 1}', '"text"', '12', 'true', '~', "''", '- x', '[[[]]]', '{Head: {Neck: 1}}'];
const BROKEN = ['[', '{', '"', "'", ': ', '- ', '&', '*nope', '!', '%', '@', '`', '? ', '|', '>', ']', '}', ',', '#', '\n  - x:\n'];
const HUGE = ['1e400', '-1e400', '99999999999999999999999', '1e308', '-0', '.nan', '.inf', '0x7fffffffffffffff', '1_000_000_000_000', '1e-320'];
const ODD = ['\u0000', '\uFEFF', '\u202E', '\uD800', '🚀', 'é', '\u0085', '\u2028', '\r', '\u00A0', 'Ω≈ç√', '\u0007', '\uFFFF'];

function blockEnd(lines: string[], at: number): number {
  const indent = (l: string) => l.length - l.trimStart().length;
  const own = indent(lines[at]!);
  let end = at + 1;
  while (end < lines.length && (lines[end]!.trim() === '' || indent(lines[end]!) > own || lines[end]!.trimStart().startsWith('- ') && indent(lines[end]!) === own)) end++;
  return end;
}

function mutate(text: string, m: Mutation): string {
  const lines = text.split('\n');
  const i = m.line % Math.max(1, lines.length - 1);
  const line = lines[i] ?? '';
  const at = m.offset % Math.max(1, text.length);
  switch (m.kind) {
    case 'delete-line':
      lines.splice(i, 1);
      return lines.join('\n');
    case 'delete-key':
      lines.splice(i, blockEnd(lines, i) - i);
      return lines.join('\n');
    case 'wrong-type': {
      const colon = line.indexOf(': ');
      const value = WRONG_VALUES[m.pick % WRONG_VALUES.length]!;
      if (colon >= 0) lines[i] = `${line.slice(0, colon + 2)}${value}`;
      else if (line.trimEnd().endsWith(':')) lines.splice(i, blockEnd(lines, i) - i, `${line.trimEnd()} ${value}`);
      else lines[i] = `${line}${value}`;
      return lines.join('\n');
    }
    case 'broken-yaml':
      return text.slice(0, at) + BROKEN[m.pick % BROKEN.length]! + text.slice(at);
    case 'huge-number': {
      const numbers = [...text.matchAll(/(?<=: |- )-?\d+(?:\.\d+)?(?=\n)/g)];
      const hit = numbers[m.pick % Math.max(1, numbers.length)];
      if (!hit) return text;
      return text.slice(0, hit.index) + HUGE[m.offset % HUGE.length]! + text.slice(hit.index + hit[0].length);
    }
    case 'odd-unicode':
      return text.slice(0, at) + (m.pick % 3 === 0 ? m.text : ODD[m.pick % ODD.length]!) + text.slice(at);
    case 'duplicate-key': {
      const end = blockEnd(lines, i);
      lines.splice(end, 0, ...lines.slice(i, end).map((l, k) => (k === 0 && m.pick % 2 ? l.replace(/: .*$/, ': 0') : l)));
      return lines.join('\n');
    }
    case 'tabs':
      lines[i] = m.pick % 2 ? line.replace(/^ +/, (s) => '\t'.repeat(Math.max(1, s.length / 2))) : `${line.slice(0, m.offset % (line.length + 1))}\t${line.slice(m.offset % (line.length + 1))}`;
      return lines.join('\n');
  }
}

const mutation = (kind: fc.Arbitrary<MutationKind>) =>
  fc.record({ kind, line: fc.nat(), offset: fc.nat(), pick: fc.nat(), text: fc.string({ unit: 'binary', maxLength: 4 }) });

const base = importedDefault();
const baseJson = JSON.stringify(base);
const FILES = fixtureFiles();
const tally = { variants: 0, imported: 0, refused: 0 };

function isLocated(p: ConfigProblem): boolean {
  if (p.file === null || p.message.trim() === '') return false;
  if (p.code === 'yaml-syntax' || p.code === 'yaml-unsupported') return p.line !== null && p.column !== null;
  // "None of the files holds an FS3 section" is about the files as a whole: the file names it.
  if (p.code === 'not-a-config-file') return true;
  return p.line !== null || p.path.length > 0;
}

/** Imports `files` on top of `current` and checks the outcome is all-or-nothing and explained. */
function check(current: GameConfig | null, files: ConfigFileInput[]): void {
  tally.variants++;
  const plan = planImport(current, files);
  expect(JSON.stringify(base)).toBe(baseJson);
  const errors = plan.problems.filter((p) => p.severity === 'error');
  for (const p of plan.problems) expect(isLocated(p), JSON.stringify(p)).toBe(true);
  if (plan.next === null) {
    tally.refused++;
    expect(errors.length).toBeGreaterThan(0);
    expect(plan.diff).toEqual({ added: [], changed: [], removed: [] });
    return;
  }
  tally.imported++;
  expect(errors).toEqual([]);
  expect(parseGameConfig(plan.next).ok).toBe(true);
  // Whatever imports must survive its own export: the re-import holds the same values.
  const names = files.map((f) => f.name);
  const again = planImport(current, exportGameConfig(plan.next, names));
  expect(again.next?.fs3combat).toEqual(plan.next.fs3combat);
  expect(again.next?.fs3skills).toEqual(plan.next.fs3skills);
  expect(again.next?.other).toEqual(plan.next.other);
}

describe('fuzzing the importer with mutated fixtures', () => {
  afterAll(() => {
    expect(tally.variants).toBeGreaterThanOrEqual(1000);
    expect(tally.imported).toBeGreaterThan(50);
    expect(tally.refused).toBeGreaterThan(50);
  });

  it.each(KINDS.map((k, i) => [k, i] as const))('%s: each variant imports whole or is refused with located messages', (kind, i) => {
    fc.assert(
      fc.property(fc.nat(FILES.length - 1), fc.array(mutation(fc.constant(kind)), { minLength: 1, maxLength: 2 }), (fileIndex, mutations) => {
        const file = FILES[fileIndex]!;
        const text = mutations.reduce(mutate, file.text);
        check(base, [{ name: file.name, text }]);
      }),
      { seed: 7000 + i, numRuns: 120 },
    );
  });

  it('mixed mutations of the whole file set, imported from scratch', () => {
    fc.assert(
      fc.property(fc.nat(FILES.length - 1), fc.array(mutation(fc.constantFrom(...KINDS)), { minLength: 1, maxLength: 4 }), (fileIndex, mutations) => {
        const files = FILES.map((f, k) => (k === fileIndex ? { name: f.name, text: mutations.reduce(mutate, f.text) } : f));
        check(null, files);
      }),
      { seed: 7100, numRuns: 120 },
    );
  });
});
