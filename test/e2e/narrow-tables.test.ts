import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { rpc } from '../helpers/host-process';
import { watchPageErrors } from '../helpers/browser';

const app = useBrowserApp();

/** How far the page scrolls sideways (0: it fits). */
const sideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** How far an element reaches past the right edge of the closest ancestor matching `box`. */
const overhang = (page: Page, selector: string, box: string) =>
  page.locator(selector).first().evaluate((el, b) => el.getBoundingClientRect().right - el.closest(b)!.getBoundingClientRect().right, box);

type Detail = { character: { id: string; name: string; actionSkills: { name: string; rating: number }[] } & Record<string, unknown> };

// Issue 18, defect 5: at 1024 px the sheet's ability table and the chart editor's location table
// overflowed and the whole page scrolled sideways. They fit their panel now.
describe('issue 18 defect 5: tables fit at 1024 px', () => {
  it('the sheet: a long skill name from an imported character wraps inside its section', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1024, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const { characters } = await rpc<{ characters: { id: string; name: string }[] }>(app.host, 'character.list', {});
    const ruiz = characters.find((c) => c.name === 'Cpl. Dane Ruiz')!;
    const { character } = await rpc<Detail>(app.host, 'character.get', { id: ruiz.id });
    // A skill this setting does not know (as an import from another game brings): listed by its name.
    const long = 'Zero-gravity boarding actions and hull breaching under heavy fire (Colonial Fleet doctrine)';
    await rpc(app.host, 'character.update', { character: { ...character, actionSkills: [...character.actionSkills, { name: long, rating: 4 }] } });
    await page.evaluate((id) => (window.location.hash = `#/characters/${id}`), ruiz.id);
    await page.getByRole('rowheader', { name: long }).waitFor();

    await expect.poll(() => sideScroll(page)).toBeLessThanOrEqual(0);
    for (let i = 0; i < (await page.locator('table.abilities').count()); i++) {
      await expect.poll(() => page.locator('table.abilities').nth(i).evaluate((el) => el.getBoundingClientRect().right - el.closest('.sheet-section')!.getBoundingClientRect().right)).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the chart editor: the location table fits beside the chart list', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1024, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    await page.evaluate(() => (window.location.hash = '#/editors/charts/Humanoid'));
    await page.locator('table.locations').waitFor();
    await expect.poll(() => sideScroll(page)).toBeLessThanOrEqual(0);
    await expect.poll(() => overhang(page, 'table.locations', '.detail')).toBeLessThanOrEqual(0);
    // Every row's controls stay usable: the last button of the first row is on screen.
    const lastButton = page.locator('table.locations tbody tr').first().locator('button').last();
    const box = (await lastButton.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    // A vehicle chart adds a crew column per vehicle: still no sideways page.
    await page.evaluate(() => (window.location.hash = '#/editors/charts/Viper'));
    await page.locator('table.locations th', { hasText: 'Crew (' }).first().waitFor();
    await expect.poll(() => sideScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
