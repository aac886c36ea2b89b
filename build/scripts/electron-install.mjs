// `npm ci` / `npm install` (the root package's postinstall): fetch Electron's binary where its
// download host answers, and finish with one line where it does not.
//
// Why not Electron's own install script: it retries an unreachable github.com for about 90 s and
// then fails the whole `npm ci` (toolchain reference §2). package.json therefore denies it in
// `allowScripts` and this script runs it instead, after a quick reachability check:
// - ELECTRON_SKIP_BINARY_DOWNLOAD set (CI): nothing is fetched, one line says so;
// - the binary already installed for this version: silent;
// - the host (ELECTRON_MIRROR, else github.com; through HTTPS_PROXY when one is set) refuses or
//   does not answer a TCP connect within FS3_ELECTRON_PROBE_MS (default 4000): one line;
// - otherwise Electron's own install.js downloads and unpacks it (checksums checked there); if
//   that fails or exceeds FS3_ELECTRON_INSTALL_MS (default 15 min) one line says so.
// The exit code is always 0: browser mode works without the binary, so the install must not fail.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { URL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');
const PREFIX = 'FS3 Console:';
const FALLBACK = 'the desktop window is unavailable, `npm start` will use browser mode';

/** Milliseconds from an environment variable, or the default when unset or not a positive number. */
function ms(name, fallback) {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** The electron package folder, or null when npm did not install it (e.g. `--omit=dev`). */
function electronDir() {
  try {
    return dirname(createRequire(join(root, 'package.json')).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/** Electron's own "already installed" test (install.js isInstalled), so a re-install is silent. */
function installed(dir) {
  try {
    const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
    const dist = readFileSync(join(dir, 'dist', 'version'), 'utf8').replace(/^v/, '').trim();
    const binary = readFileSync(join(dir, 'path.txt'), 'utf8');
    return dist === version && existsSync(join(dir, 'dist', binary));
  } catch {
    return false;
  }
}

/** Where the download goes first: the proxy when one is configured, else the mirror or GitHub. */
export function downloadTarget(env = process.env) {
  const proxy = env.HTTPS_PROXY || env.https_proxy || env.npm_config_https_proxy || env.npm_config_proxy;
  const mirror = env.ELECTRON_MIRROR || env.npm_config_electron_mirror || 'https://github.com/';
  const url = new URL(proxy || mirror);
  const port = Number(url.port) || (url.protocol === 'http:' ? 80 : 443);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, via: proxy ? 'proxy' : 'host' };
}

/** Resolves with null when a TCP connection opens, else with the reason (error code or timeout). */
export function probe({ host, port }, timeoutMs) {
  return new Promise((done) => {
    const socket = connect({ host, port });
    const finish = (reason) => {
      clearTimeout(timer);
      socket.destroy();
      done(reason);
    };
    const timer = setTimeout(() => finish(`no answer in ${timeoutMs} ms`), timeoutMs);
    socket.once('connect', () => finish(null));
    socket.once('error', (error) => finish(error.code ?? error.message));
  });
}

function runElectronInstall(dir, timeoutMs) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(dir, 'install.js')], { cwd: dir, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      stderr = `no finish in ${Math.round(timeoutMs / 1000)} s`;
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      const last = stderr.trim().split('\n').find((l) => /error/i.test(l)) ?? stderr.trim().split('\n')[0] ?? '';
      done(code === 0 ? null : last.trim().slice(0, 200) || `exit code ${code}`);
    });
  });
}

async function main() {
  const dir = electronDir();
  if (!dir) return; // electron not installed at all (production install): nothing to say
  if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
    console.log(`${PREFIX} Electron download skipped (ELECTRON_SKIP_BINARY_DOWNLOAD is set); ${FALLBACK}.`);
    return;
  }
  if (installed(dir)) return;
  const target = downloadTarget();
  const problem = await probe(target, ms('FS3_ELECTRON_PROBE_MS', 4000));
  if (problem) {
    console.log(`${PREFIX} Electron's download ${target.via} ${target.host}:${target.port} is not reachable (${problem}); ${FALLBACK}.`);
    return;
  }
  const failed = await runElectronInstall(dir, ms('FS3_ELECTRON_INSTALL_MS', 15 * 60_000));
  if (failed) console.log(`${PREFIX} Electron's download failed (${failed}); ${FALLBACK}.`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
