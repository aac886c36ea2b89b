// `npm run dist`: installers for Linux (AppImage, deb), macOS (dmg) and Windows (nsis).
// Needs internet (electron-builder downloads Electron and its packaging tools) and a real Electron
// binary: better-sqlite3 is rebuilt for Electron's ABI only then, because without the binary the
// rebuild silently produces a Node build labelled as Electron's (see the toolchain reference).
import { spawnSync } from 'node:child_process';
import { electronBinary, root } from './stale.mjs';

function step(command, args) {
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!electronBinary()) {
  console.error('npm run dist needs the Electron binary, which is downloaded by `npm ci` on a machine with internet access.');
  console.error('This machine has none (browser mode only), so no installer can be built here.');
  process.exit(1);
}
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
step('npm', ['run', 'build']);
step(npx, ['electron-builder', 'install-app-deps']);
const packed = spawnSync(npx, ['electron-builder', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
// Put the Node build back so that `npm test` keeps working after packaging, whatever happened.
step('npm', ['rebuild', 'better-sqlite3']);
process.exit(packed.status ?? 1);
