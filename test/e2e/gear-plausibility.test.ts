/**
 * Issue 18, "Lint for absurd values" in Chromium: a storyteller types ammo 1,000,000 and toughness
 * 99,999 into the gear editors; both are saved (warnings never refuse), the editors' problems list
 * names the item and the field and jumps to it, and the Game config screen's lint says the same.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

const AMMO = 'Weapon "Pistol": ammo 1,000,000 is far beyond the 1,000 any game needs (most clips hold under 200 rounds); check it for a typo. It is kept as written.';

describe('issue 18: absurd gear values are warned about in the editors and the config lint', () => {
  it('saves ammo 1,000,000 and toughness 99,999, lists both as warnings naming item and field, and jumps to the field', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.setDefaultTimeout(8000);
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const { catalog } = await rpc<{ catalog: { vehicles: { name: string }[] } }>(app.host, 'gear.state', {});
    const vehicle = catalog.vehicles[0]!.name;

    await page.evaluate(() => (window.location.hash = '#/editors/weapons/Pistol'));
    const ammo = page.locator('#ed-weapons-ammo');
    await ammo.fill('1000000');
    await ammo.press('Enter');
    await page.evaluate((v) => (window.location.hash = `#/editors/vehicles/${encodeURIComponent(v)}`), vehicle);
    const toughness = page.locator('#ed-vehicles-toughness');
    await toughness.fill('99999');
    await toughness.press('Enter');

    // Kept as typed: a warning, not a refusal.
    await expect.poll(async () => {
      const s = await rpc<{ catalog: { weapons: { name: string; ammo: number | null }[]; vehicles: { name: string; toughness: number }[] } }>(app.host, 'gear.state', {});
      return [s.catalog.weapons.find((w) => w.name === 'Pistol')!.ammo, s.catalog.vehicles.find((v) => v.name === vehicle)!.toughness];
    }).toEqual([1_000_000, 99_999]);

    const list = page.getByRole('list', { name: 'Problems' });
    const ammoWarning = list.getByRole('listitem').filter({ hasText: AMMO });
    await expect.poll(() => ammoWarning.count()).toBe(1);
    await expect.poll(() => ammoWarning.locator('.sev').textContent()).toBe('warning');
    const toughWarning = list.getByRole('listitem').filter({ hasText: `Vehicle "${vehicle}": toughness 99,999 is far beyond the 20 any game needs` });
    await expect.poll(() => toughWarning.count()).toBe(1);
    await page.screenshot({ path: screenshotPath('a11y-gear-absurd-light') });
    await rpc(app.host, 'prefs.set', { theme: 'dark' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.screenshot({ path: screenshotPath('a11y-gear-absurd-dark') });
    await rpc(app.host, 'prefs.set', { theme: 'light' });

    // The warning jumps to the field it is about.
    await ammoWarning.getByRole('button').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('ed-weapons-ammo');

    // The Game config screen lints the same campaign the same way.
    await page.getByRole('link', { name: 'Game config' }).click();
    const configList = page.getByRole('list', { name: 'Configuration problems' });
    await expect.poll(() => configList.getByText(AMMO).count()).toBe(1);
    await expect.poll(() => configList.getByText(`Vehicle "${vehicle}": toughness 99,999`, { exact: false }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
