/**
 * The node project's files share their worker's modules (test/vitest.config.mts). A file that
 * replaced a module or a global there would change it for the files after it, so every file that
 * does must be listed in OWN_MODULES, which gives each its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOM_FILES, DOM_OWN_MODULES, listedIn, NODE_FILES, OWN_MODULES } from '../node-projects';

const ROOT = process.cwd();

/** The test files (names matching `test`) under `dir`, as paths from the repository root. */
function testFilesUnder(dir: string, test: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => test.test(f))
    .map((f) => `${dir}/${f.split(sep).join('/')}`);
}

/** Every file the node projects run: the test files under NODE_FILES' folders. */
function nodeTestFiles(): string[] {
  return NODE_FILES.map((p) => p.slice(0, -'/**/*.test.ts'.length)).flatMap((dir) => testFilesUnder(dir, /\.test\.ts$/));
}

const REPLACES = /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\s*\(/;
/** An assignment to a property of the page's globals (the address and the body's markup excepted), or a property defined on one. */
const PAGE_GLOBAL = /^\s*(window|document|navigator|globalThis)\.(?!location\.hash\b|body\.innerHTML\b|documentElement\.style\b)[\w.]+\s*=(?!=)|Object\.defineProperty\((window|document|navigator|globalThis)\b/m;

describe('node test files that replace modules or globals', () => {
  it('each run with modules of their own (OWN_MODULES)', () => {
    const files = nodeTestFiles();
    expect(files.length).toBeGreaterThan(300);
    const replacing = files.filter((f) => f !== 'test/build/node-projects.test.ts' && REPLACES.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(replacing.length).toBeGreaterThan(0);
    expect(replacing.filter((f) => !listedIn(f, OWN_MODULES))).toEqual([]);
  });

  it('component files doing so too (DOM_OWN_MODULES), and every one listed exists', () => {
    const files = testFilesUnder(DOM_FILES[0]!.slice(0, -'/**/*.test.{ts,tsx}'.length), /\.test\.tsx?$/);
    expect(files.length).toBeGreaterThan(80);
    // In a page, also a function of the page's own set by hand (a CI run failed when one file's
    // read-only document.execCommand met the next file's assignment).
    const replacing = files.filter((f) => {
      const text = readFileSync(join(ROOT, f), 'utf8');
      return REPLACES.test(text) || PAGE_GLOBAL.test(text);
    });
    expect(replacing.filter((f) => !DOM_OWN_MODULES.includes(f))).toEqual([]);
    expect(DOM_OWN_MODULES.filter((f) => !files.includes(f))).toEqual([]);
  });

  it('matches listed paths exactly or under a listed folder', () => {
    expect(listedIn('test/main/electron/menu.test.ts', OWN_MODULES)).toBe(true);
    expect(listedIn('test/main/core/combat/log-tail.test.ts', OWN_MODULES)).toBe(true);
    expect(listedIn('test/main/core/combat/log-cache.test.ts', OWN_MODULES)).toBe(false);
  });
});
