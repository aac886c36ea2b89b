/**
 * Issue 17 item 4, as a storyteller meets it: a second app started on the same data folder (a
 * second `npm start`) finds the campaign held by the first. It starts without a campaign, and
 * opening the held campaign from Recent answers with the holder named, not a crash.
 */
import { describe, expect, it } from 'vitest';
import { watchPageErrors } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { startHost } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

describe('a second app on the same campaign', () => {
  it('starts without the held campaign and names the first app when asked to open it, at 1366×768', async () => {
    const second = await startHost({ dataDir: app.host.dataDir });
    try {
      expect(second.output()).toMatch(/one writer at a time/);
      const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
      const errors = watchPageErrors(page);
      await page.goto(second.url);
      const open = page.getByRole('button', { name: 'Open Sample: Ragnar Anchorage' });
      await open.click();
      const alert = page.getByRole('alert').filter({ hasText: 'one writer at a time' });
      await expect.poll(() => alert.textContent()).toContain(`process ${app.host.child.pid}`);
      await page.screenshot({ path: screenshotPath('second-instance-refused') });
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await second.stop();
    }
  });
});
