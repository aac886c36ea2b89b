import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rememberTempDir } from '../helpers/temp-registry';

describe('npm start without an Electron binary', () => {
  it('serves the app in browser mode on 127.0.0.1 with a token, then stops on Ctrl+C', async () => {
    const child = spawn(process.execPath, ['build/scripts/start.mjs', '--no-open'], {
      env: { ...process.env, FS3_CONSOLE_DATA_DIR: rememberTempDir(mkdtempSync(join(tmpdir(), 'fs3-start-'))) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${out}`)), 50_000);
      child.stdout.on('data', () => {
        const m = /Open: (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43})/.exec(out);
        if (m?.[1]) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
    });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    expect(await exit).toBe(0);
  });
});
