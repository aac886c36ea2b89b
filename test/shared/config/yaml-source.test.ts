import { describe, expect, it } from 'vitest';
import { MAX_YAML_ANCHORS, parseConfigFile } from '../../../shared/config/yaml-source';
import { fixtureText } from './fixtures';

const errors = (text: string) => parseConfigFile('t.yml', text).problems.filter((p) => p.severity === 'error');

describe('reading one AresMUSH YAML file', () => {
  it('reads a fixture into plain JSON and knows where each key is', () => {
    const file = parseConfigFile('fs3combat_weapons.yml', fixtureText('fs3combat_weapons.yml'));
    expect(file.problems).toEqual([]);
    expect(Object.keys((file.data!.fs3combat as { weapons: object }).weapons)).toHaveLength(23);
    // The Rocket's misspelled "Ammo" key sits on line 87, column 7 of the real file.
    expect(file.index.get(['fs3combat', 'weapons', 'Rocket', 'Ammo'].join('\u0000'))).toEqual({ line: 87, column: 7 });
    expect(file.index.get(['fs3combat', 'weapons', 'Lmg', 'allowed_specials', 1].join('\u0000'))).toEqual({ line: 132, column: 9 });
  });

  it('reports YAML syntax errors with line and column, and returns no data', () => {
    const file = parseConfigFile('t.yml', 'fs3combat:\n  weapons:\n    Rifle: [1, 2\n');
    expect(file.data).toBeNull();
    expect(file.problems).toMatchObject([{ severity: 'error', code: 'yaml-syntax', file: 't.yml', line: 4, column: 1 }]);
    expect(file.problems[0]!.message).toMatch(/^YAML syntax: .*\]/);
  });

  it('refuses tabs used for indentation at their position', () => {
    expect(errors('fs3combat:\n\tweapons: {}\n')).toMatchObject([{ code: 'yaml-syntax', line: 2, column: 1 }]);
  });

  it('warns about a duplicate key, naming both lines, and keeps the last value as Psych does', () => {
    const file = parseConfigFile('t.yml', 'fs3combat:\n  pc_knockout_bonus: 1\n  pc_knockout_bonus: 3\n');
    expect(file.data).toEqual({ fs3combat: { pc_knockout_bonus: 3 } });
    expect(file.problems).toMatchObject([{ severity: 'warning', code: 'duplicate-key', line: 3, column: 3, path: ['fs3combat', 'pc_knockout_bonus'] }]);
    expect(file.problems[0]!.message).toContain('lines 2 and 3');
  });

  it('reads booleans as Ruby does: yes/no/on/off are booleans, y/n and dates stay text', () => {
    const file = parseConfigFile('t.yml', 'a: yes\nb: Off\nc: y\nd: n\ne: 2001-01-01\nf: ~\n');
    expect(file.data).toEqual({ a: true, b: false, c: 'y', d: 'n', e: '2001-01-01', f: null });
  });

  it('records keys that were numbers and whole numbers written as floats, for the export', () => {
    const file = parseConfigFile('t.yml', 'fs3skills:\n  luck_for_scene:\n    0: 0.1\n    10: 0.075\n  max_luck: 3.0\n');
    expect(file.data).toEqual({ fs3skills: { luck_for_scene: { 0: 0.1, 10: 0.075 }, max_luck: 3 } });
    expect(file.keyHints).toEqual([
      { path: ['fs3skills', 'luck_for_scene', '0'], key: 0 },
      { path: ['fs3skills', 'luck_for_scene', '10'], key: 10 },
    ]);
    expect(file.floatPaths).toEqual([['fs3skills', 'max_luck']]);
  });

  it.each([
    ['an unknown tag', 'a: !ruby/object:Foo {}\n', /Unresolved tag/],
    ['binary data', 'a: !!binary aGVsbG8=\n', /Unresolved tag/],
    ['a number too large', 'a: 1e400\n', /too large/],
    ['a second document', 'a: 1\n---\nb: 2\n', /more than one YAML document/],
    ['a list at the top', '- 1\n- 2\n', /must be a mapping/],
    ['an alias to nowhere', 'a: *nope\n', /alias/i],
    ['a mapping used as a key', '? {a: 1}\n: 2\n', /key must be plain/],
  ])('refuses %s with a located error', (_what, text, message) => {
    const found = errors(text);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.message).toMatch(message);
    expect(found[0]!.line).toBeGreaterThan(0);
    expect(found[0]!.column).toBeGreaterThan(0);
  });

  it('stops an alias explosion instead of expanding it', () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 10; i++) lines.push(`a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]`);
    const found = errors(`${lines.join('\n')}\n`);
    expect(found).toMatchObject([{ code: 'yaml-unsupported' }]);
    expect(found[0]!.message).toMatch(/100,000 values/);
  });

  it('expands merge keys, keys written in the mapping winning', () => {
    const file = parseConfigFile('t.yml', 'base: &b {x: 1, y: 2}\nk:\n  <<: *b\n  y: 3\n');
    expect(file.data).toEqual({ base: { x: 1, y: 2 }, k: { y: 3, x: 1 } });
  });

  it('keeps a "__proto__" key as data instead of changing the object prototype', () => {
    const data = parseConfigFile('t.yml', 'fs3combat:\n  __proto__: {polluted: true}\n').data!;
    expect(Object.keys(data.fs3combat as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('treats an empty file as holding nothing, without problems', () => {
    expect(parseConfigFile('t.yml', '')).toMatchObject({ data: null, problems: [] });
    expect(parseConfigFile('t.yml', '---\n# nothing\n')).toMatchObject({ data: null, problems: [] });
  });
});

describe('issue 35: anchors are counted before anything is composed', () => {
  it('refuses a file of 10,000 redefined anchors, naming the file and the line where the budget ran out', () => {
    const text = `fs3combat:\n${Array.from({ length: 10_000 }, (_, i) => `  k${i}: &a ${i}\n  j${i}: *a`).join('\n')}\n`;
    const parsed = parseConfigFile('fs3combat_anchors.yml', text);
    expect(parsed.data).toBeNull();
    expect(parsed.problems).toEqual([
      expect.objectContaining({ severity: 'error', file: 'fs3combat_anchors.yml', line: 2 * MAX_YAML_ANCHORS + 2, message: expect.stringContaining(`more than ${MAX_YAML_ANCHORS.toLocaleString('en-US')} anchors`) }),
    ]);
    // A file within the budget reads as before.
    const few = parseConfigFile('fs3combat_few.yml', 'fs3combat:\n  base: &b {x: 1}\n  copy: *b\n');
    expect(few.data).toEqual({ fs3combat: { base: { x: 1 }, copy: { x: 1 } } });
  });
});
