/**
 * What the calendar's e2e tests share (campaign vehicles, healing): one 1366×768 page per test
 * file with its errors watched, and Home's "Advance a week" up to its preview with day 1 open.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BrowserApp } from './browser-app';
import { watchPageErrors } from './browser';

/** The file's page (made before its tests, closed after them) and the errors it has reported so far. */
export function useWatchedPage(app: BrowserApp): { page: () => Page; errors: () => string[] } {
  let page: Page | undefined;
  let errors: string[] = [];
  beforeAll(async () => {
    page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    errors = watchPageErrors(page);
  });
  afterAll(async () => {
    await page?.close();
  });
  return { page: () => page!, errors: () => errors };
}

/** From Home: "Advance a week" from `from` (the date shown first), waiting for the preview, with day 1 of the report open. */
export async function previewAWeek(page: Page, from: string): Promise<{ preview: Locator; report: Locator; firstDay: Locator }> {
  await page.getByRole('link', { name: 'Home' }).click();
  await expect.poll(() => page.getByTestId('calendar-date').textContent()).toBe(from);
  await page.getByRole('button', { name: 'Advance a week' }).click();
  const preview = page.getByRole('region', { name: 'Advance preview' });
  await preview.waitFor();
  const report = page.getByTestId('healing-report');
  await report.getByText(/^Day 1 · /).first().click();
  return { preview, report, firstDay: report.locator('details').first() };
}
