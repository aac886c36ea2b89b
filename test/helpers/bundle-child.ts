// A child process script bundled once by Vite, so each spawn is plain `node file.mjs`: under
// `node --import tsx` every start resolves and loads each TS module of the graph through tsx's
// loader (0.8–0.9 s to the first line on a 2-core machine; bundled, 0.25 s). The code run is the same.
import { rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { bundleForNode } from './bundle-for-node';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundles `entry` (an absolute path) before the file's tests and removes it after; the returned
 * function gives the bundle's path. The bundle lies inside the repository (test-results/, ignored
 * by git) so the packages left external (better-sqlite3 with its native binary) resolve from node_modules.
 */
export function useBundledChild(entry: string): () => string {
  const dir = join(ROOT, 'test-results', 'children', `${basename(entry, '.ts')}-${process.pid}`);
  const file = join(dir, 'child.mjs');
  beforeAll(() => bundleForNode(ROOT, entry, dir, 'child'), 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return () => file;
}

