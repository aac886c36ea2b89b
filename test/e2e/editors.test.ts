import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HitChart } from '../../shared/domain/gear';
import { chartHeatmap, heatmapCell } from '../../shared/editors/heatmap';
import { FS32_COMBAT_RULESET } from '../../shared/systems/fs3.2/combat/ruleset';
import { pct } from '../../renderer/features/editors/ids';
import { useBrowserApp } from '../helpers/browser-app';
import { screenshotPath } from '../helpers/screenshots';
import { watchPageErrors } from '../helpers/browser';

const app = useBrowserApp();

const LOCATIONS = ['Body', 'Cockpit', 'Engine', 'Left Wing', 'Right Wing'];

async function rowValues(page: Page): Promise<string[]> {
  return page.getByTestId('row-entries').locator('select').evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value));
}

/** The heatmap cell the page shows, next to the rules engine's number for the same row. */
async function expectHeat(page: Page, chart: HitChart, aim: string, location: string, net: number) {
  const want = pct(heatmapCell(chartHeatmap(FS32_COMBAT_RULESET, chart), aim, net, location));
  await expect.poll(() => page.getByTestId(`heat-${location}-${net}`).textContent()).toBe(want);
  return want;
}

function raptor(body: string[], extra: Record<string, string[]> = {}): HitChart {
  return {
    name: 'Raptor',
    defaultTarget: 'Body',
    locations: LOCATIONS.map((name) => ({ name, mark: name === 'Body' ? 'vital' : name === 'Cockpit' || name === 'Engine' ? 'critical' : 'normal' })),
    targets: { Body: body, ...extra },
  };
}

/** Drags one entry's handle onto another entry's place with the mouse (dnd-kit's pointer sensor). */
async function drag(page: Page, from: number, to: number) {
  // Keep the row in the middle of the viewport, away from the edges where dnd-kit auto-scrolls.
  await page.getByTestId('row-entries').evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const handle = page.getByTestId(`entry-${from}`).locator('.handle');
  const target = page.getByTestId(`entry-${to}`);
  const a = (await handle.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(a.x + a.width / 2, b.y + b.height / 2 + (to > from ? 4 : -4), { steps: 16 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

describe('gear editors in the browser', () => {
  it('builds a five-location vehicle chart by drag and keyboard, fixes a lint error, and keeps it all across a reload', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.setDefaultTimeout(8000);
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    await page.getByRole('link', { name: 'Gear editors' }).click();
    await page.getByRole('heading', { name: 'Humanoid' }).waitFor();
    await page.screenshot({ path: screenshotPath('editors-humanoid'), fullPage: true });

    // A new chart, renamed, with four more locations.
    await page.getByRole('button', { name: 'New chart' }).click();
    await page.getByRole('heading', { name: 'New chart' }).waitFor();
    await page.getByLabel('Chart name').fill('Raptor');
    await page.getByLabel('Chart name').press('Enter');
    await page.getByRole('heading', { name: 'Raptor' }).waitFor();
    for (const [name, mark] of [['Cockpit', 'critical'], ['Engine', 'critical'], ['Left Wing', 'normal'], ['Right Wing', 'normal']] as const) {
      await page.getByLabel('New location', { exact: true }).fill(name);
      await page.getByLabel('Mark of the new location').selectOption(mark);
      await page.getByRole('button', { name: 'Add location' }).click();
      await page.getByLabel(`Mark of ${name}`).waitFor();
    }
    await expect.poll(() => page.getByLabel(/^Name of location/).count()).toBe(5);
    await expectHeat(page, raptor(new Array(15).fill('Body')), 'Body', 'Body', 0);

    // Entries chosen from the keyboard-accessible pickers.
    await page.getByLabel('Entry 1', { exact: true }).selectOption('Left Wing');
    await page.getByLabel('Entry 2', { exact: true }).selectOption('Right Wing');
    await page.getByLabel('Entry 3', { exact: true }).selectOption('Engine');
    await page.getByLabel('Entry 10', { exact: true }).selectOption('Cockpit');
    let body = ['Left Wing', 'Right Wing', 'Engine', ...new Array(6).fill('Body'), 'Cockpit', ...new Array(5).fill('Body')];
    await expect.poll(() => rowValues(page)).toEqual(body);
    expect(await expectHeat(page, raptor(body), 'Body', 'Cockpit', 0)).toBe('10.9%');
    // Entry 1 is out of reach without net hits: the left wing is never hit yet.
    expect(await expectHeat(page, raptor(body), 'Body', 'Left Wing', 0)).toBe('—');

    // Drag entry 1 (Left Wing) down to entry 6 with the mouse: now 2d8 = 6 hits it.
    await drag(page, 1, 6);
    body = ['Right Wing', 'Engine', 'Body', 'Body', 'Body', 'Left Wing', 'Body', 'Body', 'Body', 'Cockpit', ...new Array(5).fill('Body')];
    await expect.poll(() => rowValues(page)).toEqual(body);
    expect(await expectHeat(page, raptor(body), 'Body', 'Left Wing', 0)).toBe('7.8%');

    // Move entry 1 (Right Wing) to entry 7 from the keyboard: Space, ↓ × 6, Space.
    await page.getByTestId('row-entries').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await page.getByRole('button', { name: 'Move entry 1: Right Wing', exact: true }).focus();
    await page.keyboard.press('Space');
    // One key at a time, each after the previous move was announced (each move is measured from
    // the last one's layout), as a person using a screen reader would.
    const live = page.locator('[id^="DndLiveRegion"]').first();
    await expect.poll(() => live.textContent()).toMatch(/Picked up|is over position 1\./);
    for (let position = 2; position <= 7; position++) {
      // The sensor starts listening a moment after the pick-up: a key pressed before then is lost,
      // so press again (only) while the item is still announced at the previous position.
      for (let attempt = 0; !(await live.textContent())?.includes(`is over position ${position}.`); attempt++) {
        if (attempt === 5) throw new Error(`Keyboard move to position ${position} never announced: ${await live.textContent()}`);
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => live.textContent(), { timeout: 2_000 }).toContain(`is over position ${position}.`).catch(() => undefined);
      }
    }
    await page.keyboard.press('Space');
    // Taking entry 1 out moves the left wing up to entry 5.
    body = ['Engine', 'Body', 'Body', 'Body', 'Left Wing', 'Body', 'Right Wing', 'Body', 'Body', 'Cockpit', ...new Array(5).fill('Body')];
    await expect.poll(() => rowValues(page)).toEqual(body);
    expect(await expectHeat(page, raptor(body), 'Body', 'Right Wing', 0)).toBe('9.4%');

    // The cockpit gets a row of its own, with near misses, copied from the body and edited.
    await page.getByRole('row', { name: /Cockpit/ }).getByRole('button', { name: 'Add row' }).click();
    await page.getByRole('heading', { name: /Aiming at Cockpit/ }).waitFor();
    await page.getByLabel('Copy row from').selectOption('Body');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByLabel('Entry 1', { exact: true }).selectOption('miss');
    await page.getByLabel('Entry 2', { exact: true }).selectOption('miss');
    const cockpit = ['miss', 'miss', 'Cockpit', 'Cockpit', 'Left Wing', 'Cockpit', 'Right Wing', 'Cockpit', 'Cockpit', 'Cockpit', ...new Array(5).fill('Cockpit')];
    await expect.poll(() => rowValues(page)).toEqual(cockpit);
    await page.getByRole('button', { name: 'Show 3 net hits on the diagram' }).click();
    await expect.poll(() => page.getByTestId('net-hits').textContent()).toBe('3');
    expect(await expectHeat(page, raptor(body, { Cockpit: cockpit }), 'Cockpit', 'miss', 0)).toBe('1.6%');
    await page.getByText(/Building a chart, the Storyteller/).click();
    await expect.poll(() => page.locator('.guide li.done').count()).toBe(5);
    await page.screenshot({ path: screenshotPath('editors-raptor-built'), fullPage: true });

    // A weapon with a misspelt skill: the linter flags it, the problem jumps to the field, the fix clears it.
    await page.getByRole('link', { name: 'Weapons' }).click();
    await page.getByRole('button', { name: 'New weapon' }).click();
    await page.getByRole('heading', { name: 'New weapon' }).waitFor();
    await page.getByLabel('Attack skill').fill('Gunnary');
    await page.getByLabel('Attack skill').press('Tab');
    const problem = page.getByRole('button', { name: /attacks with "Gunnary"/ });
    await problem.waitFor();
    await expect.poll(() => page.getByTestId('problem-count').textContent()).toMatch(/^Problems: 1 error/);
    await page.screenshot({ path: screenshotPath('editors-weapon-lint'), fullPage: true });
    await page.getByLabel('Name', { exact: true }).focus();
    await problem.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('ed-weapons-attackSkill');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Gunnery');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByTestId('problem-count').textContent()).not.toMatch(/error/);
    // Saving on Tab does not throw the focus away from the field Tab went to.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('ed-weapons-defenseSkill');

    // Ctrl+Z undoes the fix, Ctrl+Shift+Z redoes it.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByLabel('Attack skill').inputValue()).toBe('Gunnary');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => page.getByLabel('Attack skill').inputValue()).toBe('Gunnery');

    // Weapon vs armor, on the guide's gear the sample campaign ships with.
    await page.getByRole('link', { name: 'Weapon vs armor' }).click();
    await page.getByTestId('matchup').waitFor();
    await page.getByLabel('Weapon', { exact: true }).selectOption('Assault Rifle');
    await page.getByLabel('Armor', { exact: true }).selectOption('Military Body Armor');
    // Rifle pen 4 against kevlar 4: seed 001's 35%.
    await expect.poll(() => page.getByTestId('matchup').getByRole('row', { name: /^Chest/ }).getByRole('cell').nth(1).textContent()).toBe('35%');
    await page.screenshot({ path: screenshotPath('editors-matchup'), fullPage: true });

    // The vehicle form: the Viper's crew sit in the cockpit of its chart.
    await page.getByRole('link', { name: 'Vehicles' }).click();
    await page.getByRole('button', { name: /^Viper/ }).click();
    await page.getByRole('heading', { name: 'Viper', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('group', { name: 'Crew sit in' }).getByLabel('Cockpit').isChecked()).toBe(true);
    await page.screenshot({ path: screenshotPath('editors-vehicle'), fullPage: true });

    await page.getByRole('link', { name: 'Armor', exact: true }).click();
    await page.getByRole('button', { name: /^Military Body Armor/ }).click();
    await page.getByRole('heading', { name: 'Military Body Armor' }).waitFor();
    await expect.poll(() => page.getByRole('group', { name: 'Protected locations' }).getByLabel('Chest').isChecked()).toBe(true);
    await page.screenshot({ path: screenshotPath('editors-armor'), fullPage: true });

    // Reload: everything is in the campaign.
    await page.goto(`${app.host.origin}/#/editors/charts/Raptor`);
    await page.getByRole('heading', { name: 'Raptor' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Name of location/).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(LOCATIONS);
    await expect.poll(() => page.getByLabel('Mark of Engine').inputValue()).toBe('critical');
    await expect.poll(() => rowValues(page)).toEqual(body);
    await page.goto(`${app.host.origin}/#/editors/charts/Raptor/Cockpit`);
    await expect.poll(() => rowValues(page)).toEqual(cockpit);
    // The guide's Viper in the dark theme, aimed at the cockpit with two net hits.
    await page.goto(`${app.host.origin}/#/editors/charts/Viper/Cockpit`);
    await page.getByRole('heading', { name: /Aiming at Cockpit/ }).waitFor();
    await page.getByRole('button', { name: 'Show 2 net hits on the diagram' }).click();
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await page.screenshot({ path: screenshotPath('editors-viper-dark'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
