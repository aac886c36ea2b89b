import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { banner, declareAll, keyboardDrag, mouseDrag, nextText, resolveTurn, team } from '../helpers/gm-screen';
import { screenshotPath } from '../helpers/screenshots';
import { downloadedText, watchPageErrors } from '../helpers/browser';

// Seeded combat dice in the host this file starts (main/core/combat/index.ts): the same fight every run.
process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-combat';
const app = useBrowserApp();

const PCS = ["Lt. Mara 'Sparrow' Okafor", 'Cpl. Dane Ruiz', 'Dr. Ilse Varga', 'Specialist Tomas Brandt'];
const NPCS = ['Centurion One', 'Centurion Two', 'Centurion Three'];

/** What the tracker shows, as text, for comparing before and after a reload. */
async function trackerText(page: Page): Promise<string> {
  const parts = await Promise.all([
    page.getByTestId('combat-state').textContent(),
    nextText(page),
    team(page, 1).innerText(),
    team(page, 2).innerText(),
    page.getByTestId('combat-log').innerText(),
  ]);
  return parts.join('\n---\n');
}

/** Declares for everyone still missing, checking the odds once, then rolls initiative and resolves the turn. */
async function playTurn(page: Page, turn: number, checkOdds: boolean): Promise<void> {
  const odds = async (panel: Locator) => {
    await expect.poll(() => panel.getByTestId('odds').textContent()).toMatch(/\d+% hit · (<1|\d+)% Serious or worse/);
  };
  await declareAll(page, turn, checkOdds ? odds : undefined);
  await resolveTurn(page, turn);
}

describe('GM screen in the browser', () => {
  it('runs a fight from the sample campaign: drag in, declare, resolve, undo, reload, export', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1600, height: 1000 }, acceptDownloads: true });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    // A fresh copy of the sample, one click away, as a storyteller starting a game would.
    await page.getByRole('button', { name: 'New from sample' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Open Sample: Ragnar Anchorage' }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('campaign-counts').textContent()).toBe('4 PCs · 3 NPCs');
    await page.getByRole('link', { name: 'Combat' }).click();
    await page.getByLabel('Combat name').fill('Ambush at Ragnar');
    await page.getByRole('button', { name: 'Create combat' }).click();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Ambush at Ragnar');
    await expect.poll(() => nextText(page)).toContain('Drag characters from the roster');

    // 4 PCs into team 1 and 3 NPCs into team 2: some with the mouse, some with the keyboard.
    await mouseDrag(page, page.getByTestId(`roster-${PCS[0]}`), team(page, 1));
    await expect.poll(() => team(page, 1).locator('.combatant').count()).toBe(1);
    await keyboardDrag(page, page.getByTestId(`roster-${PCS[1]}`), 'Team 1');
    await expect.poll(() => team(page, 1).locator('.combatant').count()).toBe(2);
    await mouseDrag(page, page.getByTestId(`roster-${PCS[2]}`), team(page, 1));
    await expect.poll(() => team(page, 1).locator('.combatant').count()).toBe(3);
    await keyboardDrag(page, page.getByTestId(`roster-${PCS[3]}`), 'Team 1');
    await expect.poll(() => team(page, 1).locator('.combatant').count()).toBe(4);
    await mouseDrag(page, page.getByTestId(`roster-${NPCS[0]}`), team(page, 2));
    await expect.poll(() => team(page, 2).locator('.combatant').count()).toBe(1);
    await keyboardDrag(page, page.getByTestId(`roster-${NPCS[1]}`), 'Team 2');
    await expect.poll(() => team(page, 2).locator('.combatant').count()).toBe(2);
    await mouseDrag(page, page.getByTestId(`roster-${NPCS[2]}`), team(page, 2));
    await expect.poll(() => team(page, 2).locator('.combatant').count()).toBe(3);
    for (const name of PCS) await expect.poll(() => team(page, 1).getByTestId(`combatant-${name}`).count()).toBe(1);
    for (const name of NPCS) await expect.poll(() => team(page, 2).getByTestId(`combatant-${name}`).count()).toBe(1);
    // A sensible default loadout from the catalog: a pistol with a full clip.
    await expect.poll(() => team(page, 1).getByTestId(`combatant-${PCS[0]}`).innerText()).toContain('15/15');

    await banner(page).getByRole('button', { name: 'Start combat' }).click();
    await playTurn(page, 1, true);
    await page.screenshot({ path: screenshotPath('combat-tracker-light'), fullPage: true });
    await playTurn(page, 2, false);
    await playTurn(page, 3, false);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/Initiative for turn 3/);

    // Undo one step from the keyboard (focus outside any field).
    const stepsBefore = await page.locator('.log-step').count();
    await page.locator('#tracker-title').click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator('.log-step').count()).toBe(stepsBefore - 1);
    await expect.poll(() => page.getByRole('button', { name: '↷ Redo' }).isEnabled()).toBe(true);

    // Reload: the same fight, exactly.
    const before = await trackerText(page);
    await page.reload();
    await expect.poll(() => page.locator('.log-step').count()).toBe(stepsBefore - 1);
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Ambush at Ragnar');
    await expect.poll(() => trackerText(page)).toBe(before);

    // The status card shows on keyboard focus, not only on hover.
    const status = team(page, 1).locator('.status').first();
    await status.focus();
    await expect.poll(() => status.locator('.tip').isVisible()).toBe(true);

    // A log line opens to show its dice and modifier sources (keyboard: Enter on the summary).
    // Issue 18: an attack's line is its outcome ("… hits …", "… misses …", "… evades …").
    // (Not a knockout line: "= 2 hits —" also holds " hits ", and its details name no dice pool.)
    const summary = page.locator('details.log-line summary').filter({ hasText: / (attacks|hits|misses|evades) / }).filter({ hasNotText: /^Knockout rolls/ }).last();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('details.log-line[open] li').count()).toBeGreaterThan(0);
    // "6 dice", or "1 die" when wounds and suppression leave one.
    await expect.poll(() => page.locator('details.log-line[open]').last().innerText()).toMatch(/\d+ dic?e\b/i);

    // Export the log as a Markdown file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Markdown' }).click()]);
    expect(download.suggestedFilename()).toBe('Ambush-at-Ragnar.md');
    const text = await downloadedText(download);
    expect(text).toMatch(/^# Ambush at Ragnar/);
    expect(text).toContain('Centurion One');

    // Dark theme.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Dark').click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.goBack();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Ambush at Ragnar');
    // A vehicle, and a PC dragged with the mouse into its pilot seat.
    await page.getByLabel('Vehicle to add').selectOption('Light Truck');
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const seat = page.getByLabel('Light Truck: pilot seat');
    await seat.waitFor();
    await mouseDrag(page, page.getByLabel(`Move ${PCS[3]}`), seat);
    await expect.poll(() => seat.innerText()).toContain(PCS[3]);
    // The name opens the panel (aria-pressed). Once in a CI run the click was lost (the panel never
    // opened, 30 s): a click again only if the first left the name unpressed, the board then settled.
    const name = team(page, 1).getByTestId(`combatant-${PCS[1]}`).locator('.combatant-name');
    await name.click();
    for (let attempt = 0; (await name.getAttribute('aria-pressed')) !== 'true' && attempt < 2; attempt++) {
      await expect.poll(() => name.getAttribute('aria-pressed'), { timeout: 3_000 }).toBe('true').catch(() => name.click());
    }
    await expect.poll(() => name.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Gear, stance and overrides').click();
    await team(page, 2).locator('.status').first().hover();
    await page.screenshot({ path: screenshotPath('combat-tracker-dark'), fullPage: true });
    // The campaign's combats, with this one in progress.
    await page.getByRole('link', { name: '← Combats' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Combats' }).innerText()).toContain('Ambush at Ragnar');
    await expect.poll(() => page.getByRole('list', { name: 'Combats' }).innerText()).toMatch(/In progress · turn 3/);
    await page.screenshot({ path: screenshotPath('combat-list-dark'), fullPage: true });
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Light').click();
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
