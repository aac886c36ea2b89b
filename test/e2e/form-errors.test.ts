import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';

const app = useBrowserApp();

const alert = (page: Page) => page.locator('.editors .status [role="alert"]');
const itemNames = (page: Page) => page.locator('.items .item-name').allTextContents();

// Issue 18, defect 4: a corrected form kept its stale error ("There is already a vehicle named
// 'APC'") and carried it to another tab. A message now goes as soon as its field is edited, and
// belongs to the tab and item it came from.
describe('issue 18 defect 4: form errors clear when corrected and stay with their form', () => {
  it('a refused rename: the message goes while typing the fix, and does not follow to another tab', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    await page.getByRole('link', { name: 'Gear editors' }).click();
    await page.getByRole('navigation', { name: 'Editors' }).getByRole('link', { name: 'Vehicles' }).click();
    await expect.poll(async () => (await itemNames(page)).length).toBeGreaterThanOrEqual(2);
    const [first, second] = await itemNames(page);
    await page.locator('.items .item', { hasText: second! }).click();
    const name = page.locator('#ed-vehicles-name');
    await expect.poll(() => name.inputValue()).toBe(second);

    // A taken name is refused by main, and said so.
    await name.fill(first!);
    await name.press('Enter');
    await expect.poll(() => alert(page).textContent()).toContain(`There is already a vehicle named "${first}".`);

    // Typing the correction clears it at once, before anything is saved.
    await name.fill(`${second} Mk II`);
    await expect.poll(() => alert(page).count()).toBe(0);
    await name.press('Enter');
    await expect.poll(() => itemNames(page)).toContain(`${second} Mk II`);
    await expect.poll(() => alert(page).count()).toBe(0);

    // Refused again, then another tab: the message stays with the vehicle form.
    await name.fill(first!);
    await name.press('Enter');
    await expect.poll(() => alert(page).count()).toBe(1);
    await page.getByRole('navigation', { name: 'Editors' }).getByRole('link', { name: 'Weapons' }).click();
    await expect.poll(() => page.locator('#ed-weapons-name').count()).toBe(1);
    await expect.poll(() => alert(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a field's own message goes when the field is edited, and comes back on leaving it still wrong", async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    await page.getByRole('link', { name: 'Gear editors' }).click();
    await page.getByRole('navigation', { name: 'Editors' }).getByRole('link', { name: 'Vehicles' }).click();
    const toughness = page.locator('#ed-vehicles-toughness');
    await toughness.waitFor();
    const problems = page.locator('#ed-vehicles-toughness-problems');

    await toughness.fill('-1');
    await toughness.press('Enter');
    await expect.poll(() => problems.count()).toBe(1);
    await expect.poll(() => toughness.getAttribute('aria-invalid')).toBe('true');

    // Still wrong, but edited: the message about "-1" goes; leaving the field checks it again.
    await toughness.fill('-2');
    await expect.poll(() => problems.count()).toBe(0);
    await toughness.press('Tab');
    await expect.poll(() => problems.count()).toBe(1);
    await toughness.fill('4');
    await expect.poll(() => problems.count()).toBe(0);
    await toughness.press('Enter');
    await expect.poll(() => problems.count()).toBe(0);
    await page.close();
  });
});
