/**
 * Issue 18 defect 2: Brandt's roster card dropped on a vehicle seat while he was already in the
 * fight added a second Brandt (one with the rifle, one with the pistol). One character is in a
 * fight at most once: the drop moves him into the seat with his gear, and a team drop moves him.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { mouseDrag, team } from '../helpers/gm-screen';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();
const BRANDT = 'Specialist Tomas Brandt';

describe('a character is in a fight at most once', () => {
  it('a roster card of a fighter dropped on a vehicle seat or another team moves him, never copies him', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    await page.getByRole('link', { name: 'Combat' }).click();
    await page.getByLabel('Combat name').fill('Convoy');
    await page.getByRole('button', { name: 'Create combat' }).click();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Convoy');

    await mouseDrag(page, page.getByTestId(`roster-${BRANDT}`), team(page, 1));
    const fighters = page.locator(`[data-testid="combatant-${BRANDT}"]`);
    await expect.poll(() => fighters.count()).toBe(1);
    const gearBefore = await fighters.first().innerText();

    await page.getByLabel('Vehicle to add').selectOption('Light Truck');
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const seat = page.getByLabel('Light Truck: pilot seat');
    await seat.waitFor();
    // The roster card again (not his combatant card), onto the pilot seat.
    await mouseDrag(page, page.getByTestId(`roster-${BRANDT}`), seat);
    await expect.poll(() => seat.innerText()).toContain(BRANDT);
    await page.waitForTimeout(300);
    await expect.poll(() => fighters.count()).toBe(1);
    await expect.poll(() => fighters.first().innerText()).toBe(gearBefore);

    // And onto team 2: he changes sides, still one of him.
    await mouseDrag(page, page.getByTestId(`roster-${BRANDT}`), team(page, 2));
    await expect.poll(() => team(page, 2).getByTestId(`combatant-${BRANDT}`).count()).toBe(1);
    await expect.poll(() => fighters.count()).toBe(1);
    await page.screenshot({ path: screenshotPath('combat-one-copy') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
