import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { previewAWeek, useWatchedPage } from '../helpers/calendar-page';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();
const watched = useWatchedPage(app);

describe('campaign calendar and healing in the browser', () => {
  it('adds and treats a wound on the sheet, sets care, advances a week with the healing report, commits and undoes it', async () => {
    const page = watched.page();
    await page.goto(`${app.host.url}#/characters/pc-ruiz`);
    await page.getByRole('heading', { name: 'Wounds' }).waitFor();

    // A wound outside combat, then first aid by a chosen carer (seed 000 "Treat").
    await page.getByRole('button', { name: 'Add a wound' }).click();
    const form = page.getByRole('group', { name: 'Add a wound' });
    await form.getByLabel('Location').fill('Chest');
    await form.getByLabel('Severity').selectOption('serious');
    await form.getByLabel('What caused it').fill('Centurion rifle');
    await form.getByRole('button', { name: 'Add wound' }).click();
    await expect.poll(() => page.getByTestId('wound-status').textContent()).toBe('Wound added: Serious, Chest.');
    await page.getByLabel('First aid carer for the Chest wound').selectOption({ label: 'Dr. Ilse Varga' });
    await page.getByRole('button', { name: 'Give first aid' }).click();
    await expect.poll(() => page.getByTestId('wound-status').textContent()).toContain('First aid by Dr. Ilse Varga (First Aid)');
    await expect.poll(() => page.getByTestId('first-aid-state').textContent()).toMatch(/First aid: (succeeded|failed) \(1 attempt\)/);
    await expect.poll(() => page.getByRole('button', { name: 'Give first aid' }).count()).toBe(0); // once per wound (FS3.2)

    // Care: Dr. Varga is his doctor, in hospital; the forecast follows the care.
    await page.getByLabel('Doctor').selectOption({ index: 0 });
    await page.getByLabel('Doctor').selectOption({ label: 'Dr. Ilse Varga (Medicine 6, 0/3 patients)' });
    await page.getByLabel('In hospital').check();
    await page.getByRole('button', { name: 'Save care' }).click();
    await expect.poll(() => page.getByTestId('wound-status').textContent()).toBe('Care saved.');
    await expect.poll(() => page.getByTestId('wound-forecast').textContent()).toMatch(/Heals in ~\d+ days? \(median\), 90% by day \d+/);
    await page.getByText(/Wound history/).click();
    await expect.poll(() => page.getByTestId('wound-history').textContent()).toContain('Wound added: Serious, Chest (Centurion rifle)');
    await page.screenshot({ path: screenshotPath('healing-sheet'), fullPage: true });

    // Advance a week from Home: the report of every roll comes first, nothing is saved yet.
    const { preview, report, firstDay } = await previewAWeek(page, '2026-01-01');
    await expect.poll(() => preview.textContent()).toContain('Healing report: 2026-01-01 → 2026-01-08 (7 days)');
    await expect.poll(() => report.textContent()).toContain('Day 1 · 2026-01-02');
    await expect.poll(() => firstDay.textContent()).toContain('Cpl. Dane Ruiz');
    await expect.poll(() => firstDay.textContent()).toMatch(/Recovery: \[[1-8 ]*\]/);
    await expect.poll(() => firstDay.textContent()).toMatch(/Doctor \(Dr\. Ilse Varga\): \[[1-8 ]+\]/);
    await expect.poll(() => firstDay.textContent()).toContain('Hospital');
    await page.screenshot({ path: screenshotPath('calendar-preview'), fullPage: true });
    await expect.poll(() => page.getByTestId('calendar-date').textContent()).toBe('2026-01-01');

    await page.getByRole('button', { name: 'Commit advance' }).click();
    await expect.poll(() => page.getByTestId('calendar-date').textContent()).toBe('2026-01-08');
    const undo = page.getByRole('button', { name: 'Undo: Advanced 7 days: 2026-01-01 → 2026-01-08' });
    await undo.waitFor();
    await page.screenshot({ path: screenshotPath('calendar-committed'), fullPage: true });
    await undo.click();
    await expect.poll(() => page.getByTestId('calendar-date').textContent()).toBe('2026-01-01');
    await expect.poll(() => page.getByTestId('calendar-status').textContent()).toBe('Undone: Advanced 7 days: 2026-01-01 → 2026-01-08');
    expect(watched.errors()).toEqual([]);
  }, 120_000);
});
