/**
 * Issue 18 defect 9: the sheet showed no total dice pool next to each action skill. It shows the
 * edition's pool for a plain roll (skill + ruling attribute), live as ratings change, in FS3.2
 * (the sample campaign) and in AresMUSH Third Edition.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserApp } from '../helpers/browser-app';
import { createAres3eCampaign, watchPageErrors } from '../helpers/browser';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

async function newCharacter(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Characters' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create and open' }).click();
  await page.getByLabel('Firearms rating').waitFor();
}

/** Firearms' ruling attribute, as its row names it. */
async function firearmsAttribute(page: Page): Promise<string> {
  const head = await page.getByRole('rowheader', { name: /^Firearms \(/ }).textContent();
  return /^Firearms \(([^)]+)\)/.exec(head ?? '')![1]!;
}

describe('the sheet shows each action skill\'s total dice pool', () => {
  it('FS3.2 sample campaign: Firearms + its ruling attribute, updated as either changes', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    await newCharacter(page, 'Pool Check');
    const attribute = await firearmsAttribute(page);
    await page.getByLabel('Firearms rating').fill('4');
    await page.getByLabel(`${attribute} rating`).fill('3');
    await expect.poll(() => page.getByTestId('pool-Firearms').textContent()).toBe(' · 7 dice');
    await page.getByLabel('Firearms rating').fill('5');
    await expect.poll(() => page.getByTestId('pool-Firearms').textContent()).toBe(' · 8 dice');
    // Every action skill row carries one.
    // Both counts read in each poll (the rows and their pools settle together).
    const actionRatings = page.getByLabel(/ rating$/).and(page.locator('section[aria-labelledby="action-title"] input'));
    await expect.poll(async () => [await page.locator('[data-testid^="pool-"]').count(), await actionRatings.count()]).toSatisfy(([pools, ratings]) => pools === ratings);
    await page.getByTestId('pool-Firearms').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('sheet-skill-pools-fs32') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('§A.2 AresMUSH Third Edition: Firearms 3 + Reflexes 2 = 5 dice, as the roller says', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBeTruthy();
    await createAres3eCampaign(page, 'Pools by AresMUSH');
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Pools by AresMUSH');
    await newCharacter(page, 'Kara Thrace');
    await expect.poll(() => firearmsAttribute(page)).toBe('Reflexes');
    await page.getByLabel('Firearms rating').fill('3');
    await page.getByLabel('Reflexes rating').fill('2');
    await expect.poll(() => page.getByTestId('pool-Firearms').textContent()).toBe(' · 5 dice');
    await page.screenshot({ path: screenshotPath('sheet-skill-pools-3e') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
