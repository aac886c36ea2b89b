// `npm start`: rebuild what is stale, then open the desktop window when a real Electron binary is
// installed, or else serve the same app to a browser on 127.0.0.1 (browser mode).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, electronBinary, root } from './stale.mjs';

/** Browser mode can be forced even where Electron is installed. */
function desktopBinary() {
  return process.env.FS3_BROWSER_MODE === '1' ? null : electronBinary();
}

function run(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  // Ctrl+C reaches the whole process group in a terminal; forwarding covers a lone signal too.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

buildIfStale();
const electron = desktopBinary();
if (electron) run(electron, [root, ...process.argv.slice(2)]);
else run(process.execPath, [join(root, 'out/host/host.js'), ...process.argv.slice(2)]);
