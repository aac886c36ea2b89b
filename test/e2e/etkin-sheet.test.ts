/**
 * Issue 22 "sheets" in Chromium: the Fading Suns (Etkin) sample campaign, Brother Dante's sheet
 * (goal and d20 band beside each skill, the vitality track and hero points), a vitality level
 * entered in the wounds panel moving the track, the hero pool refreshed, and the PDF exported.
 * Screenshots at 1366×768 (test-results/screenshots), looked at by people.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

describe('a Fading Suns (Etkin) sheet in the browser', () => {
  it('shows Dante with goals, bands, vitality and hero points; a vitality level lost moves the track', async () => {
    await rpc(app.host, 'campaign.create', { name: 'The Kurgan border', edition: 'fading-suns-etkin', template: 'sample' });
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(`${app.host.url}#/characters/pc-dante`);
    await page.getByLabel('Dexterity rating').waitFor();
    await expect.poll(() => page.getByTestId('pool-Shoot').textContent()).toBe(' \u00b7 goal 14');
    await expect.poll(() => page.getByTestId('rating-tag-Shoot').textContent()).toBe('3d20');
    await expect.poll(() => page.getByTestId('track-vitality-value').textContent()).toBe('11');
    await expect.poll(() => page.getByTestId('track-hero-points-value').textContent()).toBe('5');
    await page.screenshot({ path: screenshotPath('etkin-sheet-top'), fullPage: false });
    await page.getByTestId('pool-Shoot').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('etkin-sheet-skills') });
    await page.getByTestId('track-vitality').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('etkin-sheet-tracks') });

    // The storyteller enters a level lost in the wounds panel: the edition's two kinds are offered.
    await page.getByRole('button', { name: 'Add a wound' }).click();
    const form = page.getByRole('group', { name: 'Add a wound' });
    await expect.poll(() => form.getByLabel('Severity').locator('option').allTextContents()).toEqual(['Endurance level', 'Vitality level']);
    await form.getByLabel('Location').fill('Body');
    await form.getByLabel('Severity').selectOption({ label: 'Vitality level' });
    await form.getByLabel('What caused it').fill('Kurgan scimitar');
    await form.getByRole('button', { name: 'Add wound' }).click();
    await expect.poll(() => page.getByTestId('track-vitality-value').textContent()).toBe('10');
    await rpc(app.host, 'character.spendLuck', { id: 'pc-dante', points: 2, reason: 'Re-roll the shot' });
    await page.reload();
    await page.getByLabel('Dexterity rating').waitFor();
    await expect.poll(() => page.getByTestId('track-vitality-value').textContent()).toBe('10');
    await expect.poll(() => page.getByTestId('track-vitality').textContent()).toContain('wound penalty \u22122 goal');
    await page.getByRole('button', { name: 'Refresh hero points (+2)' }).click();
    await expect.poll(() => page.getByTestId('luck-balance').textContent()).toBe('5');
    await page.getByTestId('track-vitality').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('etkin-sheet-wounded') });

    // Home: the calendar asks how the days are spent (seed 003 "Healing Damage"); a week up and about.
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByTestId('calendar-date').waitFor();
    const how = page.getByLabel('How the patients spend the days');
    await expect.poll(() => how.locator('option').allTextContents()).toEqual(['days of full rest', 'days up, sleeping at night', 'days with some strenuous activity', 'whole days of strenuous activity']);
    await how.selectOption({ label: 'days up, sleeping at night' });
    await page.getByRole('button', { name: 'Advance a week' }).click();
    const preview = page.getByRole('region', { name: 'Advance preview' });
    await preview.waitFor();
    const report = page.getByTestId('healing-report');
    await report.getByText(/^Day 1 · /).click();
    await expect.poll(() => report.locator('details').first().textContent()).toContain('A day (not of rest) toward a vitality level (1 of 7)');
    await report.getByText(/^Day 7 · /).click();
    await expect.poll(() => report.locator('details').nth(6).textContent()).toMatch(/A week without rest, endurance roll: (Success, \d VP|Failure)/);
    await page.screenshot({ path: screenshotPath('etkin-calendar-week-up'), fullPage: true });
    await page.getByRole('button', { name: 'Commit advance' }).click();
    await preview.waitFor({ state: 'detached' });

    // The Game system screen reads this edition's numbers: the XP table the seed does not print, the hero pool.
    await page.getByRole('link', { name: 'Game system' }).click();
    await expect.poll(() => page.locator('main').textContent()).toContain('Fading Suns (Etkin house rules)');
    await page.screenshot({ path: screenshotPath('etkin-game-system'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
