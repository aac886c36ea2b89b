// `npm start`: rebuild what is stale, then open the desktop window when a real Electron binary is
// installed, or else serve the same app to a browser on 127.0.0.1 (browser mode).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildIfStale, root } from './stale.mjs';

/** The electron package's path to its binary, or null when the binary was never downloaded. */
function electronBinary() {
  if (process.env.FS3_BROWSER_MODE === '1') return null;
  try {
    const path = createRequire(join(root, 'package.json'))('electron');
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null; // "Electron failed to install correctly": no binary on this machine
  }
}

function run(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  // Ctrl+C reaches the whole process group in a terminal; forwarding covers a lone signal too.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

buildIfStale();
const electron = electronBinary();
if (electron) run(electron, [root, ...process.argv.slice(2)]);
else run(process.execPath, [join(root, 'out/host/host.js'), ...process.argv.slice(2)]);
