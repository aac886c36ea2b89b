import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConfigFile } from '../../../shared/config/yaml-source';
import { billionLaughs, mergeBomb, mergeChain, plainYaml } from '../../helpers/hostile-yaml';
import { fixtureFiles } from './fixtures';
import { KINDS, mutate, mutation } from './mutate';

/**
 * A large file is composed in slices, handing the event loop back in between (issue 17 item 3).
 * Slicing must not change anything: the same data, positions, hints and problems as one call.
 */
const whole = (name: string, text: string) => parseConfigFile(name, text, { sliceChars: Number.MAX_SAFE_INTEGER });
const sliced = (name: string, text: string, sliceChars: number) => parseConfigFile(name, text, { sliceChars });
const view = (p: ReturnType<typeof parseConfigFile>) => ({ data: p.data, index: [...p.index], keyHints: p.keyHints, floatPaths: p.floatPaths, problems: p.problems });

describe('composing a large file in slices reads exactly what one call reads', () => {
  it('every default config file, and the hostile inputs, at several slice sizes', () => {
    const hostile = [{ name: 'plain.yml', text: plainYaml(100_000) }, { name: 'merge.yml', text: mergeBomb() }, { name: 'chain.yml', text: mergeChain() }, { name: 'laughs.yml', text: billionLaughs() }];
    for (const [inputs, sizes] of [[fixtureFiles(), [8, 64, 512]], [hostile, [4096]]] as const) {
      for (const { name, text } of inputs) {
        const expected = view(whole(name, text));
        for (const size of sizes) expect(view(sliced(name, text, size)), `${name} in slices of ${size}`).toEqual(expected);
      }
    }
  });

  it('mutated default files (broken YAML, tabs, anchors, tags, comments, duplicate keys …) at small slice sizes', () => {
    const files = fixtureFiles();
    fc.assert(
      fc.property(fc.nat(files.length - 1), fc.array(mutation(fc.constantFrom(...KINDS)), { minLength: 1, maxLength: 3 }), fc.constantFrom(8, 40, 200), (i, edits, size) => {
        const file = files[i]!;
        const text = edits.reduce((t, m) => mutate(t, m), file.text);
        expect(view(sliced(file.name, text, size))).toEqual(view(whole(file.name, text)));
      }),
      { numRuns: 300, seed: 17 },
    );
  });
});
