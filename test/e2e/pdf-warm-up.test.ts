// Issue 20: after start the page prepares the PDF export in the background (renderer/pdf/warm-up.ts),
// and the first export after that uses what was prepared and still makes a right PDF. Since issue 38
// both run in the PDF worker (renderer/pdf/pdf-maker.ts), not in the page.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PDF_WARM_MARK } from '../../renderer/pdf/warm-up';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';

const DOWNLOADS = join(process.cwd(), 'test-results', 'e2e-downloads');
mkdirSync(DOWNLOADS, { recursive: true });

const app = useBrowserApp();

/** How many times the page itself fetched the PDF code (issue 38: never, the worker holds it). */
const chunkLoads = () =>
  performance.getEntriesByType('resource').filter((e) => /\/assets\/browser-export-[^/]*\.js$/.test(e.name)).length;

/** The page's PDF workers (issue 38: the export's code runs in one, started by the warm-up). */
const pdfWorkers = (page: Page) => page.workers().filter((w) => /\/assets\/pdf-worker-[^/]*\.js$/.test(w.url()));

describe('PDF warm-up', () => {
  it('prepares the export after the first screen, and the first export uses it and is a right PDF', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1360, height: 900 }, acceptDownloads: true });
    const errors = watchPageErrors(page);
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.goto(app.host.url);
    await page.getByRole('link', { name: 'Characters' }).waitFor();

    // The warm-up finishes on its own, only after the first screen's data arrived.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PDF_WARM_MARK, { timeout: 30_000 });
    const order = await page.evaluate((mark) => {
      const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      return { firstPaint, load: at(`${mark}:load`), done: at(mark) };
    }, PDF_WARM_MARK);
    expect(order.load).toBeGreaterThan(order.firstPaint);
    expect(order.done).toBeGreaterThan(order.load);
    // Issue 38: warmed in the PDF worker; the page's own heap holds none of the PDF code.
    await expect.poll(() => page.evaluate(chunkLoads)).toBe(0);
    expect(pdfWorkers(page)).toHaveLength(1);
    // The warm-up's throwaway document is never offered as a download.
    expect(downloads).toBe(0);

    await page.getByRole('link', { name: 'Characters' }).click();
    await page.getByRole('link', { name: 'Cpl. Dane Ruiz' }).click();
    await page.getByLabel('Athletic rating').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Export PDF' }).click(),
    ]);
    const file = join(DOWNLOADS, 'warm-ruiz.pdf');
    await download.saveAs(file);
    expect(download.suggestedFilename()).toBe('Cpl. Dane Ruiz.pdf');
    // The export ran in the worker the warm-up started: no second worker, nothing loaded into the page.
    expect(pdfWorkers(page)).toHaveLength(1);
    await expect.poll(() => page.evaluate(chunkLoads)).toBe(0);

    // The sheet itself, not the warm-up's throwaway page, with both fonts embedded.
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Cpl. Dane Ruiz');
    expect(text).toContain('Colonial marine, steady under fire, quietly religious.');
    expect(text).not.toContain('Notice — “quoted” text');
    expect(downloads).toBe(1);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/DejaVuSans-Bold\s.*\byes\s+yes/);
    expect(fonts).toMatch(/DejaVuSans\s.*\byes\s+yes/);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Title:\s+Cpl\. Dane Ruiz — FS3 character sheet/);
    expect(info).toMatch(/Page size:.*\(A4\)/);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(DOWNLOADS, 'warm-ruiz')]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
