/** Mutations of AresMUSH config texts for the fuzz tests (importer and store). */
import fc from 'fast-check';

/** One edit of a file's text; the numbers are reduced modulo whatever they index. */
export type Mutation = { kind: MutationKind; line: number; offset: number; pick: number; text: string };
export const KINDS = [
  'delete-line', 'delete-key', 'wrong-type', 'broken-yaml', 'huge-number', 'odd-unicode', 'duplicate-key', 'tabs', 'empty-value', 'renamed-key', 'odd-yaml',
] as const;
export type MutationKind = (typeof KINDS)[number];

const WRONG_VALUES = ['[1, 2]', '{a: 1}', '"text"', '12', 'true', '~', "''", '- x', '[[[]]]', '{Head: {Neck: 1}}'];
const BROKEN = ['[', '{', '"', "'", ': ', '- ', '&', '*nope', '!', '%', '@', '`', '? ', '|', '>', ']', '}', ',', '#', '\n  - x:\n'];
const HUGE = ['1e400', '-1e400', '99999999999999999999999', '1e308', '-0', '.nan', '.inf', '0x7fffffffffffffff', '1_000_000_000_000', '1e-320'];
/** Renamings a game might make: case, a suffix, AresMUSH's own other names, a level renamed. */
const RENAME: readonly ((key: string) => string)[] = [
  (k) => k.toUpperCase(), (k) => k.toLowerCase(), (k) => `${k}_x`, (k) => k.replace(/_/g, ' '), (k) => k.replace(/ /g, '_'),
  () => 'Default', () => 'Wounds', () => 'allowed_specials', () => 'SCRATCH', () => 'weapon specials', () => 'Observer', () => 'x',
];
/** YAML that Psych reads the same (or refuses with a line): anchors, flow style, CRLF, tags, comments, document markers. */
const ODD_YAML: readonly ((lines: string[], i: number) => string[])[] = [
  (ls) => ls.map((l) => `${l}\r`),
  (ls, i) => [...ls.slice(0, i), `${' '.repeat(ls[i]!.length - ls[i]!.trimStart().length)}# a comment: with - yaml [chars]`, ...ls.slice(i)],
  (ls, i) => ls.map((l, k) => (k === i ? l.replace(/: (\S.*)$/, ': &anchor $1') : l)).concat(['  copy_of_anchor: *anchor']),
  (ls, i) => ls.map((l, k) => (k === i ? l.replace(/: (\S.*)$/, ": !!str '$1'") : l)),
  (ls) => ['---', ...ls, '...'],
  (ls) => ['%YAML 1.1', '---', ...ls],
  (ls, i) => ls.map((l, k) => (k === i ? l.replace(/^(\s*)([^:#-][^:]*):/, '$1"$2":') : l)),
  (ls, i) => ls.map((l, k) => (k === i ? l.replace(/^(\s*)- (.*)$/, '$1- [$2]') : l)),
  (ls) => ls.concat(['---', 'fs3combat: {}']),
  (ls, i) => ls.map((l, k) => (k === i ? l.replace(/: (\S.*)$/, ': |\n    $1') : l)),
];
const ODD = ['\u0000', '\uFEFF', '\u202E', '\uD800', '🚀', 'é', '\u0085', '\u2028', '\r', '\u00A0', 'Ω≈ç√', '\u0007', '\uFFFF'];

function blockEnd(lines: string[], at: number): number {
  const indent = (l: string) => l.length - l.trimStart().length;
  const own = indent(lines[at]!);
  let end = at + 1;
  while (end < lines.length && (lines[end]!.trim() === '' || indent(lines[end]!) > own || lines[end]!.trimStart().startsWith('- ') && indent(lines[end]!) === own)) end++;
  return end;
}

export function mutate(text: string, m: Mutation): string {
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
    case 'empty-value': {
      const colon = line.indexOf(':');
      if (colon < 0) return text;
      // `key:` with nothing after it (AresMUSH reads nil); a block's children go with it half the time.
      const end = m.pick % 2 ? blockEnd(lines, i) : i + 1;
      lines.splice(i, end - i, line.slice(0, colon + 1));
      return lines.join('\n');
    }
    case 'renamed-key': {
      const match = /^(\s*)([^:#\-\s][^:]*):(.*)$/.exec(line);
      if (!match) return text;
      lines[i] = `${match[1]!}${RENAME[m.pick % RENAME.length]!(match[2]!)}:${match[3]!}`;
      return lines.join('\n');
    }
    case 'odd-yaml':
      return ODD_YAML[m.pick % ODD_YAML.length]!(lines, i).join('\n');
    case 'tabs':
      lines[i] = m.pick % 2 ? line.replace(/^ +/, (s) => '\t'.repeat(Math.max(1, s.length / 2))) : `${line.slice(0, m.offset % (line.length + 1))}\t${line.slice(m.offset % (line.length + 1))}`;
      return lines.join('\n');
  }
}

export const mutation = (kind: fc.Arbitrary<MutationKind>) =>
  fc.record({ kind, line: fc.nat(), offset: fc.nat(), pick: fc.nat(), text: fc.string({ unit: 'binary', maxLength: 4 }) });

