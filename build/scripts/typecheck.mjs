// `npm run typecheck`: each folder's tsconfig checked on its own, so each gets only the libs of
// where it runs (shared: none, main: Node, renderer: the DOM; test and the root configs: theirs).
// Checked by TypeScript 7, the native compiler (package alias typescript-7): the same checks in
// 103 CPU-seconds instead of TypeScript 6's 232 (measured). TypeScript 6 (`typescript`) stays for
// typescript-eslint, which needs its JavaScript API. Called by path: both packages name a `tsc` bin.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './stale.mjs';

const tsc = join(root, 'node_modules/typescript-7/bin/tsc');
for (const project of ['tsconfig.json', 'shared', 'main', 'renderer', 'test']) {
  const run = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`Type check failed in ${project} (TypeScript 7: ${tsc} -p ${project})`);
    process.exit(run.status ?? 1);
  }
}
