/**
 * A storyteller's evening, start to end, in Chromium at 1366×768 on a fresh data folder (browser
 * mode): import a real AresMUSH game (the default config's files), start a fight, declare, spend
 * luck, resolve, end it; open a sheet and print its PDF (rendered with pdftoppm and looked at);
 * switch campaigns mid-fight and back; every committing button double-clicked does its step once
 * (Playwright's dblclick: two presses, the second with a click count of 2, as a person's).
 * Assertions are on what the storyteller sees.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { banner, mouseDrag, nextText, openDeclareFor, team } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

// Seeded combat dice in the host this file starts: the same evening every run.
process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-storyteller-evening';
const app = useBrowserApp({ firstRun: true });

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const FILES = readdirSync(FIXTURES).filter((f) => f.endsWith('.yml')).sort().map((f) => join(FIXTURES, f));
const DOWNLOADS = mkdtempSync(join(tmpdir(), 'fs3-evening-'));
afterAll(() => rmSync(DOWNLOADS, { recursive: true, force: true }));

const GAME = 'Default game';
const SAMPLE = 'Sample: Ragnar Anchorage';
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const steps = async (combatId: string) => (await rpc<{ steps: unknown[] }>(app.host, 'combat.log', { combatId })).steps.length;

/** Double-clicks a banner step button and waits for the banner to move on; the fight took exactly one step, and nothing was refused. */
async function doubleStep(page: Page, combatId: string, name: string | RegExp): Promise<void> {
  const before = await steps(combatId);
  const text = await nextText(page);
  await banner(page).getByRole('button', { name }).dblclick();
  await expect.poll(() => nextText(page)).not.toBe(text);
  // The screen answered the first press; a second one would have been sent at the second press, before it.
  await expect.poll(() => steps(combatId)).toBe(before + 1);
  await expect.poll(() => page.getByTestId('combat-error').count()).toBe(0);
}

describe('a storyteller’s evening', () => {
  it('imports an AresMUSH game, runs a fight with luck, prints a sheet, switches campaigns mid-fight, every button pressed twice', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    // A new storyteller: the tour first; Skip ends it.
    await page.getByTestId('tour').getByRole('button', { name: 'Skip tour' }).click();
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe(SAMPLE);

    // 1. Home: the AresMUSH game's files as a new campaign.
    await page.getByLabel('AresMUSH game files (.yml or .zip)').setInputFiles(FILES);
    await page.getByLabel('Name of the new campaign').fill(GAME);
    await page.getByRole('button', { name: 'Import as new campaign' }).dblclick();
    await expect.poll(() => page.getByTestId('campaign-name').textContent(), { timeout: 20_000 }).toBe(GAME);
    // Pressed twice, imported once: one campaign of that name, the sample still there to go back to.
    await expect.poll(() => page.getByRole('button', { name: `Open ${GAME}` }).count()).toBe(0);
    await page.getByRole('button', { name: `Open ${SAMPLE}` }).waitFor();
    expect(readdirSync(join(app.host.dataDir, 'campaigns')).filter((f) => f.endsWith('.fs3campaign')).sort()).toEqual([`${GAME}.fs3campaign`, 'Sample Ragnar Anchorage.fs3campaign']);
    await page.screenshot({ path: screenshotPath('evening-home-imported-1366') });

    // 2. The crew: a PC made earlier with two luck points (an award), and two Quick NPCs from Home.
    const kai = await rpc<{ id: string }>(app.host, 'character.create', { name: 'Kai Moreno', kind: 'pc' });
    await rpc(app.host, 'character.awardLuck', { ids: [kai.id], amount: 2, reason: 'Session zero' });
    const luckBefore = (await rpc<{ character: { luckPoints: number } }>(app.host, 'character.sheet', { id: kai.id })).character.luckPoints;
    await page.getByLabel('NPC name').fill('Goon');
    await page.getByLabel('How many').fill('2');
    await page.getByLabel('Default rating').fill('4');
    await page.getByRole('button', { name: 'Add 2 NPCs' }).dblclick();
    await page.getByText('Goon 2', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByText(/^Goon \d+$/).count()).toBe(2);

    // 3. A fight: created (pressed twice, made once), the crew dragged in, started.
    await nav(page, 'Combat').click();
    await page.getByLabel('Combat name').fill('Dockside ambush');
    await page.getByRole('button', { name: 'Create combat' }).dblclick();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Dockside ambush');
    const fights = async () => (await rpc<{ combats: { id: string; name: string }[] }>(app.host, 'combat.list', {})).combats;
    expect((await fights()).filter((c) => c.name === 'Dockside ambush').length).toBe(1);
    const combatId = (await fights()).find((c) => c.name === 'Dockside ambush')!.id;
    await mouseDrag(page, page.getByTestId('roster-Kai Moreno'), team(page, 1));
    await expect.poll(() => team(page, 1).locator('.combatant').count()).toBe(1);
    await mouseDrag(page, page.getByTestId('roster-Goon 1'), team(page, 2));
    await expect.poll(() => team(page, 2).locator('.combatant').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('evening-fight-setup-1366') });
    await doubleStep(page, combatId, 'Start combat');
    await expect.poll(() => page.getByTestId('combat-state').textContent()).toMatch(/^Declaring · turn 1 · 2 combatants/);

    // 4. Kai declares an attack with a luck point on it; the Goon by quick-declare.
    await banner(page).getByRole('button', { name: 'Declare for Kai Moreno' }).waitFor();
    await openDeclareFor(page);
    const panel = page.getByTestId('declare-panel');
    await panel.getByLabel('Action').selectOption('attack');
    await expect.poll(() => panel.getByTestId('odds').innerText()).toMatch(/\d+% hit/);
    const luck = panel.getByLabel(/^Luck/);
    const luckChoices = await luck.locator('option').evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
    const attackLuck = luckChoices.find((o) => /attack/i.test(o.value))!;
    await luck.selectOption(attackLuck.value);
    await page.screenshot({ path: screenshotPath('evening-declare-1366') });
    const before = await steps(combatId);
    await panel.getByRole('button', { name: 'Declare', exact: true }).dblclick();
    await panel.getByRole('button', { name: 'Change declaration' }).waitFor();
    await expect.poll(() => steps(combatId)).toBe(before + 1);
    await expect.poll(() => page.getByTestId('combat-error').count()).toBe(0);
    await doubleStep(page, combatId, 'Quick-declare NPCs');
    await expect.poll(() => nextText(page)).toBe('Turn 1: everyone has declared.');

    // 5. Resolve the turn, each step's button pressed twice.
    await doubleStep(page, combatId, 'Roll initiative');
    await expect.poll(() => nextText(page)).toMatch(/acts next/);
    while ((await nextText(page))?.includes('acts next')) await doubleStep(page, combatId, /^Resolve (?!all)/);
    await expect.poll(() => nextText(page)).toMatch(/Roll for knockouts|is over/);
    if ((await nextText(page))?.includes('knockouts')) await doubleStep(page, combatId, 'Roll knockouts');
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/Kai Moreno (misses|hits) Goon 1/);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toContain('Kai Moreno spends a luck point on attack.');
    await page.screenshot({ path: screenshotPath('evening-turn1-1366') });
    await doubleStep(page, combatId, 'End turn 1');
    await expect.poll(() => nextText(page)).toContain('Turn 2:');

    // 6. End the fight: an in-app dialog; its End combat pressed twice ends it once.
    await banner(page).getByRole('button', { name: 'End combat' }).click();
    const endDialog = page.getByRole('dialog', { name: 'End the combat?' });
    const beforeEnd = await steps(combatId);
    await endDialog.getByRole('button', { name: 'End combat' }).dblclick();
    await expect.poll(() => page.getByTestId('combat-state').textContent()).toMatch(/^Ended/);
    await expect.poll(() => steps(combatId)).toBe(beforeEnd + 1);
    await expect.poll(() => page.getByTestId('combat-error').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('evening-ended-1366') });

    // 7. Kai's sheet: the luck point spent is gone, the ledger says where; the PDF prints.
    await nav(page, 'Characters').click();
    await page.getByRole('link', { name: 'Kai Moreno' }).click();
    await expect.poll(() => page.getByTestId('luck-balance').textContent()).toBe(String(luckBefore - 1));
    await expect.poll(() => page.getByRole('table', { name: 'Ledger' }).innerText()).toContain("Luck in combat 'Dockside ambush', turn 1");
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Export PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('Kai Moreno.pdf');
    const pdf = join(DOWNLOADS, 'kai.pdf');
    await download.saveAs(pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Kai Moreno');
    expect(text).toContain(GAME);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, screenshotPath('evening-sheet-pdf').replace(/\.png$/, '')]);
    await page.screenshot({ path: screenshotPath('evening-sheet-1366') });

    // 8. A second fight, mid-turn (Kai declared), when the storyteller opens the sample to look
    //    something up: the GM screen of the other campaign never shows; back again, it is as left.
    await nav(page, 'Combat').click();
    await page.getByLabel('Combat name').fill('Warehouse');
    await page.getByRole('button', { name: 'Create combat' }).click();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Warehouse');
    await mouseDrag(page, page.getByTestId('roster-Kai Moreno'), team(page, 1));
    await expect.poll(() => team(page, 1).locator('.combatant').count()).toBe(1);
    await mouseDrag(page, page.getByTestId('roster-Goon 2'), team(page, 2));
    await expect.poll(() => team(page, 2).locator('.combatant').count()).toBe(1);
    await banner(page).getByRole('button', { name: 'Start combat' }).click();
    await banner(page).getByRole('button', { name: 'Declare for Kai Moreno' }).waitFor();
    await openDeclareFor(page);
    await page.getByTestId('declare-panel').getByLabel('Action').selectOption('attack');
    await page.getByTestId('declare-panel').getByRole('button', { name: 'Declare', exact: true }).click();
    await expect.poll(() => nextText(page)).toBe('Turn 1: waiting for a declaration: Goon 2.');
    const midFight = await page.getByTestId('combat-state').textContent();

    await nav(page, 'Home').click();
    const opens: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/rpc/campaign.open')) opens.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: `Open ${SAMPLE}` }).dblclick();
    await expect.poll(() => page.getByTestId('campaign-name').textContent(), { timeout: 20_000 }).toBe(SAMPLE);
    // The list reorders on Open: the second press must not open the campaign now in its place.
    expect(opens.length).toBe(1);
    await expect.poll(() => page.getByText('Kai Moreno').count()).toBe(0);
    await nav(page, 'Combat').click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#/combat');
    await expect.poll(() => page.getByText('Warehouse').count()).toBe(0);
    await expect.poll(() => page.getByText(/There is no combat with id/).count()).toBe(0);

    await nav(page, 'Home').click();
    await page.getByRole('button', { name: `Open ${GAME}` }).click();
    await expect.poll(() => page.getByTestId('campaign-name').textContent(), { timeout: 20_000 }).toBe(GAME);
    // The sidebar's Combat leads to this campaign's running fight again, once its list has come.
    await expect.poll(() => nav(page, 'Combat').getAttribute('href'), { timeout: 15_000 }).toBe(`#/combat/${(await fights()).find((c) => c.name === 'Warehouse')!.id}`);
    await nav(page, 'Combat').click();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Warehouse');
    await expect.poll(() => page.getByTestId('combat-state').textContent()).toBe(midFight);
    await expect.poll(() => nextText(page)).toBe('Turn 1: waiting for a declaration: Goon 2.');
    await expect.poll(() => page.getByTestId('combatant-Kai Moreno').locator('.declared').textContent()).toMatch(/attack Goon 2/);
    await page.screenshot({ path: screenshotPath('evening-back-mid-fight-1366') });
    await expect.poll(() => page.getByTestId('combat-error').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 240_000);
});
