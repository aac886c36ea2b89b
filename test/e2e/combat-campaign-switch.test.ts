/**
 * Issue 37 item 1: after a campaign switch (a new campaign or an import while a fight is open) the
 * sidebar's Combat showed the previous campaign's fight beside the new roster, and every action
 * answered "There is no combat with id …". Switching closes the old fight's screen and caches.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { mouseDrag, team } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';

const app = useBrowserApp();
const BRANDT = 'Specialist Tomas Brandt';

describe('issue 37 item 1: the running fight is always the open campaign’s', () => {
  it('a campaign created while a fight is open closes that fight’s screen; the sidebar’s Combat shows the new campaign’s fights', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Combat', exact: true }).click();
    await page.getByLabel('Combat name').fill('Old campaign fight');
    await page.getByRole('button', { name: 'Create combat' }).click();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Old campaign fight');
    await mouseDrag(page, page.getByTestId(`roster-${BRANDT}`), team(page, 1));
    await expect.poll(() => page.getByTestId(`combatant-${BRANDT}`).count()).toBe(1);
    await page.getByRole('button', { name: 'Start combat' }).click();
    // The sidebar's Combat now leads to this running fight.
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Combat', exact: true }).getAttribute('href')).toMatch(/^#\/combat\/.+/);

    // Another campaign opens (as an import or the new-campaign wizard does) while the fight is on screen.
    await rpc(app.host, 'campaign.create', { name: 'Second table', template: 'sample' });
    // The old fight's screen closed: the combat list of the new campaign is shown.
    await expect.poll(() => page.evaluate(() => window.location.hash), { timeout: 10_000 }).toBe('#/combat');
    await expect.poll(() => page.locator('#tracker-title').count()).toBe(0);
    const { combats } = await rpc<{ combats: { id: string; name: string; status: string }[] }>(app.host, 'combat.list', {});
    expect(combats.map((c) => c.name)).not.toContain('Old campaign fight');
    await expect.poll(() => page.getByText('Old campaign fight').count()).toBe(0);

    // The sidebar's Combat: no running fight in the new campaign, so the list (never the old fight).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Second table');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Combat', exact: true }).getAttribute('href')).toBe('#/combat');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Combat', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/combat');
    await expect.poll(() => page.locator('#tracker-title').count()).toBe(0);
    await expect.poll(() => page.getByText('Old campaign fight').count()).toBe(0);
    await expect.poll(() => page.getByText(/There is no combat with id/).count()).toBe(0);

    // A fight of the new campaign works as ever.
    await page.getByLabel('Combat name').fill('New campaign fight');
    await page.getByRole('button', { name: 'Create combat' }).click();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('New campaign fight');
    await mouseDrag(page, page.getByTestId(`roster-${BRANDT}`), team(page, 1));
    await expect.poll(() => page.getByTestId(`combatant-${BRANDT}`).count()).toBe(1);
    await expect.poll(() => page.getByTestId('combat-error').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
