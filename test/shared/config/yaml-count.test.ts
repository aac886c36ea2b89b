/**
 * The values counted from a large file's lexemes (yaml-count.ts) refuse a file holding more values
 * than the work budget before it is parsed, and never refuse one the walk accepts: the count is
 * never more than the walk's steps, on the real config files, on YAML's odd corners, and on
 * mutated configs.
 */
import fc from 'fast-check';
import { LineCounter } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readDocuments } from '../../../shared/config/yaml-compose';
import { COUNT_FROM_CHARS, refuseOverBudget, workIn } from '../../../shared/config/yaml-count';
import { billionLaughs, mergeBomb, mergeChain } from '../../helpers/hostile-yaml';
import { parseConfigFile } from '../../../shared/config/yaml-source';
import { drain, MAX_YAML_WORK, newWalk, toJson, TooLarge } from '../../../shared/config/yaml-walk';
import { fixtureFiles } from './fixtures';
import { KINDS, mutate, mutation } from './mutate';

/** The walk's steps over `text` (budget errors and all), or null when the text is refused before the walk. */
function walkSteps(text: string): number | null {
  const lc = new LineCounter();
  let docs;
  try {
    docs = drain(readDocuments(text, lc, false, 1 << 30));
  } catch (error) {
    if (error instanceof TooLarge) return null;
    throw error;
  }
  const doc = docs[0];
  if (!doc || docs.length > 1 || doc.errors.length > 0) return null;
  const w = newWalk('x.yml', doc, lc, { locate: false });
  try {
    drain(toJson(w, doc.contents, []));
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    return w.work;
  }
  // A walk that found an error refuses the file whatever the count says.
  return w.problems.some((p) => p.severity === 'error') ? null : w.work;
}

const CORNERS = [
  'a: 1\nb: [1, 2]\n',
  'a:\nb:\n  c:\n',
  '{a: 1, b, "c": d, ? e : f}\n',
  '? a\n: b\n? [x, y]\n: z\n',
  "'q': \"x\"\n\"k\" : v\nlong: this is\n  a plain scalar\n  on three lines\n",
  'base: &b {x: 1, y: 2}\nuse:\n  <<: *b\n  z: *b\nlist: [*b, *b]\n',
  'text: |\n  a block\n  scalar\nfolded: >-\n  folded\n  text\n',
  '- &a one\n- *a\n- !!str 2\n- [a: 1, b: 2]\n- {}\n- []\n- ~\n',
  '%YAML 1.1\n---\na: 1 # a comment: with [chars]\n...\n',
  '\uFEFFa: 1\r\nb: 2\r\n',
  'a: 1\na: 2\nweird key with spaces : value\n',
  'k: [a, [b, [c, {d: [e]}]]]\n',
  'a: &a\n  x: &x {p: 1, q: [1, 2, 3]}\n  y: *x\n  z:\n    deep: *x\nb: *a\nc: [*a, *x]\n',
  'a: &a [1, 2]\na: &a [1]\nb: *a\n',
  '- &s\n  - 1\n  - 2\n- &m\n  k: *s\n  j: 3\n- [*m, *s]\n',
  'list: &l\n- 1\n- 2\nafter: *l\n',
  'x: &t !!map\n  a: 1\ny: *t\nz: &c # a comment\n  b: 2\nw: *c\n',
  'base: &b\n  k0: 0\n  k1: 1\nm0:\n  <<: *b\nm1:\n  <<: [*b, *b]\n  own: 1\n',
  't: &t |\n  text\nu: *t\n',
];

describe('the value count of a large YAML file (yaml-count.ts)', () => {
  it('counts each value and alias once, keys never', () => {
    expect(workIn('a: 1\nb: [1, 2]\n')).toBe(3);
    expect(workIn('a:\nb:\n')).toBe(0);
    expect(workIn('? a\n: b\n')).toBe(1);
    expect(workIn('x: &b 1\ny: *b\n')).toBe(3); // the alias, and its scalar again
    expect(workIn('b: &b {x: 1, y: 2}\nu: *b\n')).toBe(6);
    expect(workIn('b: &b\n  x: 1\n  y: 2\nu: *b\n')).toBe(6);
    expect(workIn('- &x\n  k: 1\n- *x\n')).toBe(4);
    expect(workIn('- key: &x\n    k: 1\n  other: 2\n- *x\n')).toBe(5); // "other" is beside "key", not in x
    expect(workIn('b: &b\n- 1\n- 2\nu: *b\n')).toBe(4); // a compact list's extent is not certain: it counts one
    expect(workIn("'k': \"v\"\n")).toBe(1);
    expect(workIn('t: |\n  two\n  lines\n')).toBe(1);
  });

  it("is never more than the walk's steps: YAML's odd corners and every real config file", () => {
    const texts = [...CORNERS, ...fixtureFiles().map((f) => f.text)];
    for (const text of texts) {
      const steps = walkSteps(text);
      if (steps !== null) expect(workIn(text), text.slice(0, 80)).toBeLessThanOrEqual(steps);
    }
  });

  it("is never more than the walk's steps on mutated configs (anchors, flow style, tags, broken YAML …)", () => {
    const files = fixtureFiles();
    fc.assert(
      fc.property(fc.nat(files.length - 1), fc.array(mutation(fc.constantFrom(...KINDS)), { minLength: 1, maxLength: 4 }), (i, mutations) => {
        const text = mutations.reduce(mutate, files[i]!.text);
        const steps = walkSteps(text);
        if (steps !== null) expect(workIn(text)).toBeLessThanOrEqual(steps);
      }),
      { numRuns: 300, seed: 38 },
    );
  });

  it('refuses a large file holding one value too many before parsing it, at the line of that value', () => {
    const line = (i: number) => `  - ${'x'.repeat(i % 7)}${i}`;
    const over = `fs3combat:\n  list:\n${Array.from({ length: MAX_YAML_WORK + 1 }, (_, i) => line(i)).join('\n')}\n`;
    expect(over.length).toBeGreaterThan(COUNT_FROM_CHARS);
    const parsed = parseConfigFile('fs3combat_many.yml', over);
    expect(parsed.problems).toMatchObject([{ severity: 'error', file: 'fs3combat_many.yml', line: MAX_YAML_WORK + 3, column: 5 }]);
    expect(parsed.problems[0]!.message).toMatch(/holds more than 100,000 values/);
  });

  it('refuses the merge-key bomb, the merge chain and the billion laughs while lexing, naming the alias as the walk does', () => {
    for (const text of [mergeBomb(), mergeChain(), billionLaughs()]) {
      let thrown: unknown;
      try {
        drain(refuseOverBudget(text, true));
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(TooLarge);
      expect((thrown as TooLarge).why).toMatch(/^Too many alias expansions: expanding the alias \*\w+ \(line \d+, column \d+\)/);
    }
  });

  it('lets a large file within the budget through to the walk, which reads it', () => {
    const lists = Array.from({ length: 90 }, (_, i) => `  l${i}: [${Array.from({ length: 1_000 }, (_, k) => `"value ${k}"`).join(', ')}]`);
    const text = `fs3combat:\n${lists.join('\n')}\n`;
    expect(text.length).toBeGreaterThan(COUNT_FROM_CHARS);
    const parsed = parseConfigFile('fs3combat_big.yml', text);
    expect(parsed.problems).toEqual([]);
    expect((parsed.data!.fs3combat as Record<string, string[]>).l89![999]).toBe('value 999');
  });
});
