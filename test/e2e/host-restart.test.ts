/**
 * Issue 18 defect 7: a tab left open while FS3 Console restarts holds the old launch's token. It
 * must say that the app was restarted and how to reopen it, not only "Missing or wrong access token".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser';
import { startHost, type RunningHost } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const dataDir = mkdtempSync(join(tmpdir(), 'fs3-restart-'));
const running: RunningHost[] = [];
afterAll(async () => {
  for (const h of running) await h.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A port free right now, so the restarted host listens where the old tab points. */
async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

describe('a tab kept open across a restart', () => {
  it('says FS3 Console was restarted and how to reopen it', async () => {
    const port = await freePort();
    const first = await startHost({ dataDir, args: ['--port', String(port)] });
    running.push(first);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      await page.goto(first.url);
      await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
      await first.stop();
      const second = await startHost({ dataDir, args: ['--port', String(port)] });
      running.push(second);
      expect(second.token).not.toBe(first.token);
      // The old tab asks the new host for something.
      await page.getByRole('link', { name: 'Characters' }).click();
      const heading = page.getByRole('heading', { level: 1, name: 'FS3 Console was restarted' });
      await heading.waitFor();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('FS3 Console was restarted');
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('npm start');
      await expect.poll(() => page.textContent('body')).toContain('copy the whole link after "Open:"');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('FS3 Console was restarted');
      await page.screenshot({ path: screenshotPath('host-restarted') });
      // The new link works in the same tab.
      await page.goto(second.url);
      await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    } finally {
      await browser.close();
    }
  }, 60_000);
});
