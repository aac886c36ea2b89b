/**
 * Issue 16 deliverable 3 in Chromium: "Weekly XP for all PCs" on the roster of the sample
 * campaign (FS3.2, 4 PCs, 2 XP a week, hoard cap 16). Click, read the result table, see the
 * "already given" warning, the cap applied, and the cap lifted only through the named checkbox,
 * logged on the sheet's ledger.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser';
import { startHost, type RunningHost } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

let host: RunningHost;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  host = await startHost();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

/** The result table as [name, credited, capped, balance] rows. */
async function resultRows(): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'Weekly XP results' });
  await table.waitFor();
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

describe('weekly XP for all PCs', () => {
  it('gives every PC the weekly award, warns when given again within the week, caps savings, and lifts the cap only when asked', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Characters' }).click();
    const panel = page.getByRole('region', { name: 'Weekly XP for all PCs' });
    await panel.waitFor();
    await expect.poll(() => panel.getByTestId('weekly-rules').textContent()).toContain('2 XP a week to each of 4 PCs; savings above 16 XP are forfeited.');
    await expect.poll(() => panel.getByTestId('weekly-last').textContent()).toBe('Not given yet in this campaign.');
    await expect.poll(() => panel.getByTestId('weekly-warning').count()).toBe(0);

    await panel.getByRole('button', { name: 'Give 2 XP to every PC' }).click();
    let rows = await resultRows();
    expect(rows.map((r) => r[0]).sort()).toEqual(['Cpl. Dane Ruiz', 'Dr. Ilse Varga', "Lt. Mara 'Sparrow' Okafor", 'Specialist Tomas Brandt'].sort());
    expect(rows.every((r) => r[1] === '+2' && r[2] === '—' && r[3] === '2')).toBe(true);
    // Remembered: the next click would be a second award this week, and the panel says so first.
    await expect.poll(() => panel.getByTestId('weekly-warning').textContent()).toContain('Weekly XP was already given on');
    await expect.poll(() => panel.getByTestId('weekly-last').textContent()).toMatch(/^Last given on \d{4}-\d{2}-\d{2}\.$/);

    // Eight weeks at once: 16 XP, cut to the hoard cap of 16 (2 forfeited each).
    await panel.getByLabel('Weeks').fill('8');
    await panel.getByRole('button', { name: 'Give 16 XP to every PC' }).click();
    await expect.poll(async () => (await resultRows())[0]?.[1]).toBe('+14');
    rows = await resultRows();
    expect(rows.every((r) => r[1] === '+14' && r[2] === '2 forfeited' && r[3] === '16')).toBe(true);
    await page.screenshot({ path: screenshotPath('awards-weekly-capped'), fullPage: false });

    // The storyteller's exception: a checkbox that names the cap.
    await panel.getByLabel('Weeks').fill('1');
    await panel.getByLabel('Lift the hoard cap of 16 XP for this award (logged)').check();
    await panel.getByRole('button', { name: 'Give 2 XP to every PC' }).click();
    await expect.poll(async () => (await resultRows())[0]?.[3]).toBe('18');
    rows = await resultRows();
    expect(rows.every((r) => r[1] === '+2' && r[2] === 'cap lifted, 2 above' && r[3] === '18')).toBe(true);
    await expect.poll(() => panel.getByLabel('Lift the hoard cap of 16 XP for this award (logged)').isChecked()).toBe(false);
    await page.screenshot({ path: screenshotPath('awards-weekly-lifted'), fullPage: true });

    // The sheet's ledger says the cap was lifted and by how much.
    await page.getByRole('link', { name: 'Cpl. Dane Ruiz' }).click();
    const ledger = page.getByRole('table', { name: 'Ledger' });
    await ledger.waitFor();
    await expect.poll(() => ledger.locator('tbody tr').first().textContent()).toContain('Weekly XP (hoard cap of 16 XP lifted by the storyteller: 2 XP above it)');
    await expect.poll(() => page.getByTestId('xp-balance').textContent()).toBe('18');
    await expect.poll(() => page.getByTestId('xp-clock').textContent()).toContain('XP limits follow the real calendar');
    expect(errors).toEqual([]);
  });

  it('switches XP to the game calendar on the Game system screen; the sheet flags a rating out of range and refuses to save it', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Game system' }).click();
    const clock = page.getByLabel('XP follows');
    await clock.waitFor();
    await expect.poll(() => clock.inputValue()).toBe('real');
    await clock.selectOption('game');
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');

    await page.getByRole('link', { name: 'Characters' }).click();
    await page.getByRole('link', { name: 'Cpl. Dane Ruiz' }).click();
    // The sample campaign's in-game date is a calendar date: XP limits now count on it.
    await expect.poll(() => page.getByTestId('xp-clock').textContent()).toBe('XP limits follow the game calendar: today is 2026-01-01.');
    await page.getByTestId('lift-wait').waitFor();
    await expect.poll(() => page.getByTestId('lift-wait').textContent()).toContain('Lift the 3-day wait between raises for the next raise (logged)');

    // Melee 99: flagged at once, and the save is refused with the field named.
    const melee = page.getByLabel('Melee rating');
    await melee.fill('99');
    await page.getByRole('textbox', { name: 'Notes' }).click();
    await expect.poll(() => page.getByTestId('ratings-out-of-range').textContent()).toContain('Melee: 99 is above the highest rating, 12.');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Melee: 99 is above the highest rating, 12' }).count()).toBeGreaterThan(0);
    // The roller offers no pool built on it.
    await expect.poll(() => page.getByTestId('roller-blocked').textContent()).toBe('Fix the ratings out of range before rolling: Melee.');
    await expect.poll(() => page.getByRole('button', { name: /^Roll .* now$/ }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath('awards-rating-out-of-range'), fullPage: false });
    await melee.fill('5');
    await page.getByRole('textbox', { name: 'Notes' }).click();
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');
    await expect.poll(() => page.getByTestId('ratings-out-of-range').count()).toBe(0);
    await page.getByRole('button', { name: 'Roll Firearms now' }).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Melee rating').inputValue()).toBe('5');
    expect(errors).toEqual([]);
  });
});
