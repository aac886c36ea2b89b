/** The luck tests' evening: Dane's sheet open in a second window while the GM screen fights. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserApp } from './browser-app';
import { watchPageErrors } from './browser';
import { banner, mouseDrag, team } from './gm-screen';

export const DANE = 'Cpl. Dane Ruiz';

export type LuckFight = { gm: Page; sheet: Page; balance: Locator; start: number; errors: string[]; sheetErrors: string[] };

/**
 * A new campaign from the sample; Dane's sheet in a second window, open for the whole fight
 * (`start` his luck before it); then, on the GM screen, the fight `name` with Dane (team 1) and
 * Centurion One (team 2) dragged in, started.
 */
export async function startLuckFight(app: BrowserApp, name: string): Promise<LuckFight> {
  const gm = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
  const errors = watchPageErrors(gm);
  await gm.goto(app.host.url);
  await expect.poll(() => gm.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
  await gm.getByRole('button', { name: 'New from sample' }).click();
  await expect.poll(() => gm.getByRole('button', { name: 'Open Sample: Ragnar Anchorage' }).count()).toBe(1);

  const sheet = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
  const sheetErrors = watchPageErrors(sheet);
  await sheet.goto(app.host.url);
  await sheet.getByRole('link', { name: 'Characters' }).click();
  await sheet.getByRole('link', { name: DANE }).click();
  const balance = sheet.getByTestId('luck-balance');
  await expect.poll(() => balance.textContent()).toMatch(/^\d+$/);
  const start = Number(await balance.textContent());
  expect(start).toBeGreaterThanOrEqual(1);

  await gm.getByRole('link', { name: 'Combat' }).click();
  await gm.getByLabel('Combat name').fill(name);
  await gm.getByRole('button', { name: 'Create combat' }).click();
  await expect.poll(() => gm.locator('#tracker-title').textContent()).toBe(name);
  await mouseDrag(gm, gm.getByTestId(`roster-${DANE}`), team(gm, 1));
  await expect.poll(() => team(gm, 1).locator('.combatant').count()).toBe(1);
  await mouseDrag(gm, gm.getByTestId('roster-Centurion One'), team(gm, 2));
  await expect.poll(() => team(gm, 2).locator('.combatant').count()).toBe(1);
  await banner(gm).getByRole('button', { name: 'Start combat' }).click();
  return { gm, sheet, balance, start, errors, sheetErrors };
}
