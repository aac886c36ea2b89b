import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread on one of the app's own entries (`name`: `import-worker`, `forecast-worker`),
 * started from the module at `callerUrl` (its `import.meta.url`). The built app (Electron's main
 * and the browser-mode host) has each entry bundled as `<name>.js` beside its own bundle, or one
 * folder up when the bundler put the caller in a chunk folder; running from the sources (tests,
 * benches) it is the TypeScript entry beside the caller, loaded through tsx, the dev dependency
 * that runs the sources. `label` names it in the error when the built file is missing.
 */
export function spawnEntryWorker(callerUrl: string, name: string, label: string): Worker {
  const here = fileURLToPath(callerUrl);
  if (here.endsWith('.ts')) {
    const tsx = createRequire(callerUrl).resolve('tsx/cjs/api');
    const entry = join(dirname(here), `${name}.ts`);
    const boot = "const { workerData } = require('node:worker_threads'); require(workerData.tsx).register(); require(workerData.entry);";
    return new Worker(boot, { eval: true, workerData: { tsx, entry } });
  }
  const candidates = [join(dirname(here), `${name}.js`), join(dirname(here), '..', `${name}.js`)];
  const file = candidates.find((c) => existsSync(c));
  if (!file) throw new Error(`The ${label} worker is missing from the app (looked for ${candidates.join(', ')})`);
  return new Worker(file);
}
