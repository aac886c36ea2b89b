/**
 * Issue 18, "an e2e session": a storyteller's evening on the GM screen, end to end in Chromium.
 * Prepare an encounter from an NPC template, start it, bulk-declare the NPCs, hold an action and
 * release it, resolve three turns, copy the last turn's summary as a MUSH pose; the sidebar's
 * Combat brings the running fight back. Seeded dice; screenshots at 1366×768 and 1920×1080.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { banner, declareAll, nextText, team } from '../helpers/gm-screen';
import { screenshotPath } from '../helpers/screenshots';

// Seeded combat dice, so the evening is the same on every run (main/core/combat/index.ts).
process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-session-evening';

const app = useBrowserApp();
const OKAFOR = "Lt. Mara 'Sparrow' Okafor";
const RUIZ = 'Cpl. Dane Ruiz';
const log = (page: Page) => page.getByTestId('combat-log');

/** The rest of a turn after initiative: everything resolved, knockouts if asked, the end. */
async function finishTurn(page: Page, turn: number): Promise<void> {
  await banner(page).getByRole('button', { name: 'Resolve all remaining' }).click();
  await expect.poll(() => nextText(page)).toMatch(/Roll for knockouts|is over/);
  if ((await nextText(page))?.includes('knockouts')) await banner(page).getByRole('button', { name: 'Roll knockouts' }).click();
  await banner(page).getByRole('button', { name: `End turn ${turn}` }).click();
  await expect.poll(() => nextText(page)).toContain(`Turn ${turn + 1}:`);
}

describe('issue 18: a whole session from the GM screen', () => {
  it('prepares an encounter from a template, starts it, bulk-declares, holds an action, resolves three turns and copies the turn summary', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.host.url).origin });
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');

    // Before play: a template and an encounter that draws three NPCs from it.
    await page.getByRole('link', { name: 'Encounters' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Encounters');
    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('form', { name: 'New NPC template' });
    await form.getByLabel('Template name').fill('Hangar Raider');
    await form.getByLabel('Ratings').fill('Firearms 5, Reaction 3');
    await form.getByLabel('Default rating').fill('3');
    await form.getByLabel('Weapon').selectOption('Pistol');
    await form.getByLabel('Stance').selectOption({ label: 'Normal' });
    await form.getByRole('button', { name: 'Add template' }).click();
    await expect.poll(() => page.getByTestId('encounter-status').textContent()).toBe('Saved template “Hangar Raider”.');

    await page.getByRole('button', { name: 'New encounter' }).click();
    const editor = page.getByRole('form', { name: 'New encounter' });
    await editor.getByLabel('Encounter name').fill('Hangar deck ambush');
    await editor.getByLabel('Team 1 name').fill('Anchorage crew');
    await editor.getByLabel('Team 2 name').fill('Raiders');
    await editor.getByLabel('Template to add').selectOption({ label: 'Hangar Raider' });
    await editor.getByRole('button', { name: 'Add NPC group' }).click();
    await editor.getByLabel('How many').fill('3');
    await expect.poll(() => editor.getByTestId('group-0-names').textContent()).toBe('Hangar Raider 1, Hangar Raider 2, Hangar Raider 3');
    for (const pc of [OKAFOR, RUIZ]) {
      await editor.getByLabel('Character to add').selectOption({ label: `${pc} (PC)` });
      await editor.getByRole('button', { name: 'Add character' }).click();
    }
    await editor.getByRole('button', { name: 'Save encounter' }).click();
    await expect.poll(() => page.getByTestId('encounter-status').textContent()).toBe('Saved “Hangar deck ambush”.');

    // Play reaches it: start.
    await page.getByRole('button', { name: 'Start Hangar deck ambush' }).click();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Hangar deck ambush');
    await expect.poll(() => team(page, 2).locator('li.combatant').count()).toBe(3);
    await expect.poll(() => team(page, 1).locator('li.combatant').count()).toBe(2);
    await banner(page).getByRole('button', { name: 'Start combat' }).click();
    await expect.poll(() => nextText(page)).toContain('Turn 1:');

    const undo = page.getByRole('button', { name: '↶ Undo' });
    for (let turn = 1; turn <= 3; turn++) {
      // Bulk: the raiders still standing, selected with ctrl-click and shift-click, attack the first of the crew standing, in one step.
      const raiders = team(page, 2).locator('li.combatant:not(.is-out)');
      const standing = await raiders.count();
      const crew = team(page, 1).locator('li.combatant:not(.is-out)');
      const mark = (await crew.count()) > 0 ? (await crew.first().getAttribute('data-testid'))!.replace('combatant-', '') : null;
      if (standing > 0 && mark !== null) {
        await raiders.first().locator('.combatant-name').click({ modifiers: ['Control'] });
        if (standing > 1) await raiders.last().locator('.combatant-name').click({ modifiers: ['Shift'] });
        const bar = page.getByTestId('selection-bar');
        await expect.poll(() => bar.getByRole('status').innerText()).toBe(`${standing} selected`);
        await bar.getByRole('combobox', { name: 'Action' }).selectOption('attack');
        await bar.getByRole('combobox', { name: 'Target' }).selectOption({ label: mark });
        await bar.getByRole('button', { name: `Declare for ${standing}` }).click();
        await expect.poll(() => raiders.first().innerText()).toContain(mark);
        if (turn === 1) {
          await page.screenshot({ path: screenshotPath('session-bulk-declared-1366') });
          // One step: one undo takes every declaration back, and redo puts them back.
          await undo.click();
          await expect.poll(() => nextText(page)).toContain('waiting for 5 declarations');
          await page.getByRole('button', { name: '↷ Redo' }).click();
          await expect.poll(() => nextText(page)).toContain('waiting for 2 declarations');
        }
        await page.keyboard.press('Escape');
      }
      await declareAll(page, turn);
      await banner(page).getByRole('button', { name: 'Roll initiative' }).click();
      await expect.poll(() => nextText(page)).toMatch(/acts next/);

      if (turn === 1) {
        // The first in the order waits; the next one acts; then the holder acts now.
        const order = page.getByTestId('initiative-order');
        const firstHold = order.getByRole('button', { name: /^Hold .*'s action$/ }).first();
        const holder = (await firstHold.getAttribute('aria-label'))!.replace(/^Hold (.*)'s action$/, '$1');
        await firstHold.click();
        await expect.poll(() => page.getByTestId(`held-${holder}`).count()).toBe(1);
        await expect.poll(() => nextText(page)).not.toContain(`${holder} acts next`);
        // The resolve lands before "Act now" is clicked: a step asked against the fight version before it is refused as stale (step-guard.ts).
        const resolving = await nextText(page);
        await banner(page).getByRole('button', { name: /^Resolve (?!all)/ }).click();
        await expect.poll(() => nextText(page)).not.toBe(resolving);
        await page.getByRole('button', { name: `Act now: ${holder}` }).click();
        await expect.poll(() => nextText(page)).toContain(`${holder} acts next`);
        await expect.poll(() => log(page).innerText()).toContain(`${holder} acts now (held action released).`);
        await page.screenshot({ path: screenshotPath('session-hold-1366') });
      }
      await finishTurn(page, turn);
      await expect.poll(() => page.getByTestId(`turn-summary-${turn}`).count()).toBe(1);
    }

    // The log reads as outcomes, and turn 3's summary copies as one MUSH pose.
    const heads = await log(page).locator('details.log-line > summary').allInnerTexts();
    expect(heads.some((h) => /^Hangar Raider \d (hits|misses) .+|evades Hangar Raider \d/.test(h))).toBe(true);
    const summary = page.getByTestId('turn-summary-3');
    const lines = (await summary.locator('li').allInnerTexts()).map((l) => l.trim());
    expect(lines.length).toBeGreaterThan(0);
    await summary.getByRole('button', { name: 'Copy turn summary 3' }).click();
    await expect.poll(() => summary.getByRole('status').count()).toBe(1);
    const pose = await page.evaluate(() => navigator.clipboard.readText());
    expect(pose.startsWith('Turn 3 summary%r')).toBe(true);
    expect(pose).not.toContain('\n');
    expect(pose.split('%r')).toHaveLength(lines.length + 1);
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('session-turn3-1366') });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: screenshotPath('session-turn3-1920') });

    // Between scenes the storyteller looks at a sheet; "Combat" brings the fight straight back.
    await page.getByRole('link', { name: 'Characters' }).click();
    await page.getByTestId('characters-table').waitFor();
    await page.getByRole('link', { name: 'Combat' }).click();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Hangar deck ambush');
    await expect.poll(() => nextText(page)).toContain('Turn 4:');
    expect(errors).toEqual([]);
    await context.close();
  });
});
