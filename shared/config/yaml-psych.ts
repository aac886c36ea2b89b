/**
 * YAML as AresMUSH reads it: Ruby's Psych, YAML 1.1. Reading and writing a config file share
 * these options, so both agree on what a plain scalar means.
 */
import type { DocumentOptions, ParseOptions, SchemaOptions, Tags } from 'yaml';

const UNSUPPORTED_TAGS = new Set(
  ['binary', 'omap', 'pairs', 'set', 'timestamp'].map((t) => `tag:yaml.org,2002:${t}`),
);


/**
 * YAML 1.1 tags as Psych resolves them: booleans are only yes/no/on/off/true/false (any case, not
 * y/n), and timestamps, binary, sets and ordered maps are left as plain text so they round-trip.
 */
export function psychTags(tags: Tags): Tags {
  const out: Tags = [];
  for (const t of tags) {
    if (typeof t === 'string' || UNSUPPORTED_TAGS.has(t.tag)) continue;
    if (t.tag === 'tag:yaml.org,2002:bool' && 'test' in t && t.test) {
      const isTrue = t.test.test('true');
      out.push({ ...t, test: isTrue ? /^(?:yes|true|on)$/i : /^(?:no|false|off)$/i });
    } else out.push(t);
  }
  return out;
}

/** Options shared by reading and writing, so both sides agree on what a plain scalar means. */
export const YAML_OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.1',
  customTags: psychTags,
  merge: true,
};
