/**
 * Issue 43 item 1: `npm ci`'s install step for Electron (build/scripts/electron-install.mjs, the
 * root postinstall). Where the download host cannot be reached it must finish quickly, exit 0 and
 * say so in one line; where it answers, Electron's own install script must really be run. The
 * script is run as npm runs it: a child Node process in the project folder.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const script = join(root, 'build/scripts/electron-install.mjs');
const cache = mkdtempSync(join(tmpdir(), 'fs3-electron-cache-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

type Run = { code: number | null; stdout: string; stderr: string; ms: number };

/** Runs the install step with a clean download environment plus `env`. */
function run(env: Record<string, string>): Promise<Run> {
  const base = { ...process.env };
  for (const key of ['ELECTRON_SKIP_BINARY_DOWNLOAD', 'ELECTRON_MIRROR', 'npm_config_electron_mirror', 'HTTPS_PROXY', 'https_proxy', 'npm_config_https_proxy', 'npm_config_proxy']) delete base[key];
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, [script], { cwd: root, env: { ...base, electron_config_cache: cache, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (code) => done({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

const lines = (text: string) => text.trim().split('\n').filter(Boolean);

describe('the Electron install step of npm ci', () => {
  it('is the root postinstall, with Electron\'s own (slow, failing) install script denied', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string>; allowScripts: Record<string, boolean> };
    expect(pkg.scripts.postinstall).toBe('node build/scripts/electron-install.mjs');
    expect(pkg.allowScripts.electron).toBe(false);
  });

  it('gives up at once on a host name that does not resolve: exit 0, one line, browser mode named', async () => {
    const r = await run({ ELECTRON_MIRROR: 'https://electron-mirror.invalid/' });
    expect(r.code).toBe(0);
    expect(r.ms).toBeLessThan(10_000);
    expect(lines(r.stdout)).toHaveLength(1);
    expect(r.stdout).toMatch(/^FS3 Console: Electron's download host electron-mirror\.invalid:443 is not reachable \(.+\); the desktop window is unavailable, `npm start` will use browser mode\.\n$/);
    expect(r.stderr).toBe('');
  });

  it('gives up after its probe time on a host that never answers (no long network time-out)', async () => {
    // A listener that never accepts: its backlog of 0 plus a full queue is not portable, so a
    // closed port on loopback stands for "refused", and the probe budget is tested with a
    // non-routable address (TEST-NET-1) that either times out or fails at once.
    const r = await run({ ELECTRON_MIRROR: 'https://192.0.2.1/', FS3_ELECTRON_PROBE_MS: '1500' });
    expect(r.code).toBe(0);
    expect(r.ms).toBeLessThan(8_000);
    expect(lines(r.stdout)).toHaveLength(1);
    expect(r.stdout).toMatch(/host 192\.0\.2\.1:443 is not reachable \((no answer in 1500 ms|E[A-Z]+)\).*browser mode/);
  });

  it('checks the proxy rather than the host when one is configured', async () => {
    const r = await run({ ELECTRON_MIRROR: 'https://github.com/', HTTPS_PROXY: 'http://127.0.0.1:9' });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^FS3 Console: Electron's download proxy 127\.0\.0\.1:9 is not reachable \(ECONNREFUSED\)/);
  });

  it('says in one line that CI skips the download, without probing anything', async () => {
    const r = await run({ ELECTRON_SKIP_BINARY_DOWNLOAD: '1', ELECTRON_MIRROR: 'https://192.0.2.1/' });
    expect(r.code).toBe(0);
    expect(r.ms).toBeLessThan(5_000);
    expect(r.stdout).toBe('FS3 Console: Electron download skipped (ELECTRON_SKIP_BINARY_DOWNLOAD is set); the desktop window is unavailable, `npm start` will use browser mode.\n');
  });

  it('runs Electron\'s own download where the host answers, and reports a failed download in one line', async () => {
    const asked: string[] = [];
    const server: Server = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const r = await run({ ELECTRON_MIRROR: `http://127.0.0.1:${port}/` });
      expect(r.code).toBe(0);
      const version = (JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string }).version;
      // @electron/get asked the mirror for this platform's zip of the pinned version.
      expect(asked.some((url) => url.includes(`electron-v${version}-${process.platform}-`))).toBe(true);
      expect(lines(r.stdout).at(-1)).toMatch(/^FS3 Console: Electron's download failed \(.+\); the desktop window is unavailable/);
    } finally {
      server.close();
    }
  });
});
