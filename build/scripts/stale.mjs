// Shared by `npm start` and `npm test`: rebuild out/ only when a source is newer than the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
const stamp = join(root, 'out/.build-stamp');
const SOURCES = ['main', 'renderer', 'shared', 'resources', 'electron.vite.config.ts', 'build/vite.host.config.mts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

export function buildIfStale() {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (built >= newest && existsSync(join(root, 'out/host/host.js'))) return;
  console.log('Building FS3 Console…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Marks out/ as built from the sources as they are now (`npm run build` ends with it). */
export function markBuilt() {
  writeFileSync(stamp, new Date().toISOString());
}

// `node build/scripts/stale.mjs --built`: the last step of `npm run build`, so that `npm test` and
// `npm start` right after it (as in .ci/run) do not build the same sources again.
if (process.argv[1] === import.meta.filename && process.argv[2] === '--built') markBuilt();

/** The electron package's path to its binary, or null when the binary was never downloaded. */
export function electronBinary() {
  try {
    const path = createRequire(join(root, 'package.json'))('electron');
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null; // "Electron failed to install correctly": no binary on this machine
  }
}
