import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser';
import { startHost, type RunningHost } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const DOWNLOADS = join(process.cwd(), 'test-results', 'e2e-downloads');
mkdirSync(DOWNLOADS, { recursive: true });

let host: RunningHost;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  host = await startHost();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1360, height: 900 }, acceptDownloads: true });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

/** Clicks `button` and saves the PDF download it triggers; returns the file path. */
async function downloadPdf(click: () => Promise<void>, name: string): Promise<{ file: string; suggested: string }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  const file = join(DOWNLOADS, name);
  await download.saveAs(file);
  return { file, suggested: download.suggestedFilename() };
}
const pdfText = (file: string): string => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });

describe('character sheets in the browser', () => {
  it('edits a sheet with live chargen findings, spends XP, rolls, and exports PDFs', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Characters' }).click();
    await page.getByRole('link', { name: 'Cpl. Dane Ruiz' }).waitFor();
    await page.screenshot({ path: screenshotPath('characters-roster'), fullPage: true });

    await page.getByRole('link', { name: 'Cpl. Dane Ruiz' }).click();
    const athletic = page.getByLabel('Athletic rating');
    await athletic.waitFor();
    await expect.poll(() => page.getByTestId('chargen-verdict').textContent()).toContain('0 rules broken');

    // A rating above the attribute maximum: the finding appears beside Athletic, and clears.
    await athletic.fill('5');
    const finding = page.locator('tr', { has: athletic }).locator('.finding-error');
    await expect.poll(() => finding.textContent()).toContain('Athletic is rated 5; attributes are rated 1 to 4.');
    await expect.poll(() => page.getByTestId('chargen-verdict').textContent()).toContain('1 rule broken');
    await page.screenshot({ path: screenshotPath('characters-sheet-finding'), fullPage: true });
    await athletic.fill('4');
    await expect.poll(() => finding.count()).toBe(0);

    // Edits are saved (debounced / on blur) and survive a reload.
    await page.getByRole('textbox', { name: 'Concept' }).fill('Colonial marine, steady under fire. Owes Brandt a bottle.');
    await page.getByRole('textbox', { name: 'Notes' }).click();
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Concept' }).inputValue()).toBe('Colonial marine, steady under fire. Owes Brandt a bottle.');

    // XP: award, spend on a raise (cost table), undo.
    await page.getByLabel('Amount').first().fill('4');
    await page.getByLabel('Reason').fill('Session 1');
    await page.getByRole('button', { name: 'Record' }).click();
    await expect.poll(() => page.getByTestId('xp-balance').textContent()).toBe('4');
    await page.getByRole('button', { name: 'Raise Stealth to 4 for 4 XP' }).click();
    await expect.poll(() => page.getByTestId('xp-balance').textContent()).toBe('0');
    await expect.poll(() => page.getByLabel('Stealth rating').inputValue()).toBe('4');
    await page.getByRole('button', { name: 'Undo last change' }).click();
    await expect.poll(() => page.getByLabel('Stealth rating').inputValue()).toBe('3');
    await expect.poll(() => page.getByTestId('xp-balance').textContent()).toBe('4');

    // Dice: pick Firearms on the sheet, see the odds, roll in main.
    await page.getByRole('button', { name: 'Roll Firearms…' }).click();
    await expect.poll(() => page.getByTestId('roll-odds').textContent()).toContain('Reactive 3 + Firearms 6 = 9 dice: 92.5% to succeed');
    // Focus moves to the roller's button, so Enter rolls.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('roll-now');
    await page.keyboard.press('Enter');
    await page.getByTestId('roll-result').waitFor();
    await expect.poll(() => page.getByTestId('roll-result').textContent()).toMatch(/(Success|Failure|Good Success|Great Success|Amazing Success).*on 9 dice/);
    await page.screenshot({ path: screenshotPath('characters-sheet-roll'), fullPage: true });
    // The same sheet in the dark theme (the theme variables of styles/app.css).
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await page.screenshot({ path: screenshotPath('characters-sheet-dark') });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));

    // PDF of this sheet, downloaded as a file and read back with poppler.
    const one = await downloadPdf(() => page.getByRole('button', { name: 'Export PDF' }).click(), 'ruiz.pdf');
    expect(one.suggested).toBe('Cpl. Dane Ruiz.pdf');
    const text = pdfText(one.file);
    expect(text).toContain('Cpl. Dane Ruiz');
    expect(text).toContain('Owes Brandt a bottle.');
    expect(text).toContain('Session 1');
    expect(execFileSync('pdffonts', [one.file], { encoding: 'utf8' })).toMatch(/DejaVuSans-Bold\s.*\byes\s+yes/);

    // A non-ASCII name through the browser build's embedded fonts, on US Letter.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Zoë Ðurić');
    await page.getByLabel('Paper size').selectOption('LETTER');
    const zoe = await downloadPdf(() => page.getByRole('button', { name: 'Export PDF' }).click(), 'zoe.pdf');
    expect(zoe.suggested).toBe('Zoë Ðurić.pdf');
    expect(pdfText(zoe.file)).toContain('Zoë Ðurić');
    expect(execFileSync('pdfinfo', [zoe.file], { encoding: 'utf8' })).toMatch(/Page size:\s+612 x 792 pts/);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', zoe.file, join(DOWNLOADS, 'zoe')]);
    expect(errors).toEqual([]);
  });

  it('exports the whole roster into one PDF with a progress indicator', async () => {
    await page.getByRole('link', { name: '← All characters' }).click();
    // The campaign's roll log keeps the roll made on the sheet, under the name at the time.
    const log = page.getByRole('table', { name: 'Roll log' });
    await expect.poll(() => log.textContent()).toContain('Cpl. Dane Ruiz');
    await expect.poll(() => log.textContent()).toContain('Reactive 3 + Firearms 6 = 9 dice');
    await page.getByLabel('Select all characters').check();
    const batch = await downloadPdf(async () => {
      await page.getByRole('button', { name: 'Export selected as PDF' }).click();
      await page.getByLabel('PDF export progress').waitFor();
      await page.screenshot({ path: screenshotPath('characters-batch-progress') });
    }, 'roster.pdf');
    const info = execFileSync('pdfinfo', [batch.file], { encoding: 'utf8' });
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeGreaterThanOrEqual(7);
    const text = pdfText(batch.file);
    for (const name of ["Lt. Mara 'Sparrow' Okafor", 'Zoë Ðurić', 'Dr. Ilse Varga', 'Centurion Three']) expect(text).toContain(name);
    await expect.poll(() => page.getByTestId('pdf-status').textContent()).toContain('Saved');
    await page.screenshot({ path: screenshotPath('characters-roster-after-batch'), fullPage: true });

    // Two selected characters as one file each: two downloads, named after the characters.
    await page.getByLabel('Select all characters').uncheck();
    await page.getByLabel('Select Dr. Ilse Varga').check();
    await page.getByLabel('Select Centurion Two').check();
    await page.getByLabel('Files').selectOption('each');
    const names: string[] = [];
    const two = new Promise<void>((resolve) => {
      page.on('download', (d) => {
        names.push(d.suggestedFilename());
        if (names.length === 2) resolve();
      });
    });
    await page.getByRole('button', { name: 'Export selected as PDF' }).click();
    await two;
    expect(names.sort()).toEqual(['Centurion Two.pdf', 'Dr. Ilse Varga.pdf']);
    await expect.poll(() => page.getByTestId('pdf-status').textContent()).toBe('Saved 2 PDF files.');
    expect(errors).toEqual([]);
  });
});
