/**
 * Issue 37: a keyboard-only evening on the GM screen at 1366×768: add a fighter (keyboard drag),
 * start, declare (Alt+N, at most 6 Tabs to Declare, Enter), roll initiative, resolve, treat a
 * wound from the combatant side panel, undo (Ctrl+Z); axe finds nothing serious in either theme
 * with the declare panel and the sheet open. Screenshots at 1366×768 and 1920×1080.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createWound } from '../../shared/core/mechanics/wounds';
import { axeViolations, describeFindings, seriousOrCritical } from '../helpers/axe';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { banner, keyboardDrag, nextText } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-keyboard-evening';
const app = useBrowserApp();

type View = { combatants: { id: string; name: string; declarationText: string | null }[] };
const inPanel = (page: Page, testId: string) => page.evaluate((id) => document.activeElement?.closest(`[data-testid="${id}"]`) !== null, testId);
const focusedText = (page: Page) => page.evaluate(() => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim());

/** Focus on a banner button (where focus-after-step puts it, or Tab would), then Enter; waits for the banner to move on. */
async function pressBanner(page: Page, name: RegExp | string): Promise<void> {
  const before = await nextText(page);
  await banner(page).getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => nextText(page)).not.toBe(before);
}

describe('issue 37: a keyboard-only evening', () => {
  it('adds, declares, resolves, treats a wound from the side panel and undoes, by keyboard; axe clean in both themes', async () => {
    const context = await app.browser.newContext({ bypassCSP: true, viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const failures: string[] = [];
    const scan = async (what: string) => {
      for (const theme of ['light', 'dark'] as const) {
        await rpc(app.host, 'prefs.set', { theme });
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await page.screenshot({ path: screenshotPath(`combat-evening-${what}-${theme}-1366`) });
        const found = seriousOrCritical(await axeViolations(page));
        if (found.length > 0) failures.push(describeFindings(`${what}, ${theme}`, found));
      }
    };
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const { characters } = await rpc<{ characters: { id: string; name: string }[] }>(app.host, 'character.list', {});
    const id = (name: string) => characters.find((c) => c.name === name)!.id;
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Evening' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: id('Dr. Ilse Varga'), team: 1, weapon: 'Pistol' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: id('Centurion One'), team: 2, weapon: 'Pistol' });
    await page.evaluate((c) => (window.location.hash = `#/combat/${c}`), combatId);
    await banner(page).getByRole('button', { name: 'Start combat' }).waitFor();

    // Add: Dane joins Team 1 by a keyboard drag from the roster.
    await keyboardDrag(page, page.getByTestId('roster-Cpl. Dane Ruiz'), 'Team 1');
    await page.getByTestId('combatant-Cpl. Dane Ruiz').waitFor();
    await pressBanner(page, 'Start combat');
    await expect.poll(() => nextText(page)).toContain('waiting for 3 declarations');

    // Declare: Alt+N opens the next one, focus on Action; Declare within 6 Tabs; Enter.
    for (let n = 0; n < 3 && (await nextText(page))?.includes('waiting for'); n++) {
      await page.keyboard.press('Alt+KeyN');
      await expect.poll(() => inPanel(page, 'declare-panel')).toBe(true);
      if (n === 0) await scan('declare');
      let keys = 0;
      while (!(await page.evaluate(() => document.activeElement?.getAttribute('type') === 'submit')) && keys < 6) {
        await page.keyboard.press('Tab');
        keys++;
      }
      await expect.poll(() => focusedText(page)).toMatch(/^(Declare|Change declaration)$/);
      const before = await nextText(page);
      await page.keyboard.press('Enter');
      await expect.poll(() => nextText(page)).not.toBe(before);
    }

    // Roll initiative, resolve one, the rest, knockouts if asked, end the turn.
    await expect.poll(() => nextText(page)).toContain('everyone has declared');
    await pressBanner(page, 'Roll initiative');
    await pressBanner(page, /^Resolve (?!all)/);
    if ((await nextText(page))?.includes('acts next')) await pressBanner(page, 'Resolve all remaining');
    if ((await nextText(page))?.includes('knockouts')) await pressBanner(page, 'Roll knockouts');
    await pressBanner(page, 'End turn 1');
    await expect.poll(() => nextText(page)).toContain('Turn 2:');

    // Treat a wound from the side panel: Dane's sheet, Treat, the medic (Ilse), Declare first aid.
    const dane = (await rpc<View>(app.host, 'combat.get', { combatId })).combatants.find((c) => c.name === 'Cpl. Dane Ruiz')!;
    await rpc(app.host, 'combat.command', { combatId, command: { type: 'wound.add', targetId: dane.id, wound: createWound({ location: 'Left Leg', severity: 'serious', type: 'wound', source: 'Storyteller' }) } });
    const name = page.getByTestId('combatant-Cpl. Dane Ruiz').locator('.combatant-name');
    await name.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('declare-panel').getByRole('heading', { level: 2 }).textContent()).toBe('Cpl. Dane Ruiz');
    // From the panel's first field back to its head: ✕, then the Sheet switch.
    await page.getByTestId('declare-panel').getByLabel('Action').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedText(page)).toBe('Sheet');
    await page.keyboard.press('Enter');
    const sheet = page.getByTestId('combatant-sheet');
    await sheet.waitFor();
    await expect.poll(() => focusedText(page)).toBe('Sheet');
    await scan('sheet');
    await page.keyboard.press('Tab'); // ✕
    let guard = 0;
    while (!/^Treat Serious Left Leg of Cpl\. Dane Ruiz$/i.test(await focusedText(page)) && guard++ < 12) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.closest('label')?.textContent ?? '')).toContain('Treated by');
    // The medic offered first: a teammate able to act (Ilse, unless turn 1 knocked her out), else Dane himself.
    const medic = (await page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedOptions[0]!.textContent))!.replace(/ \(.*\)$/, '');
    expect(['Dr. Ilse Varga', 'Cpl. Dane Ruiz']).toContain(medic);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedText(page)).toBe('Declare first aid');
    await page.keyboard.press('Enter');
    const medicDeclares = async () => (await rpc<View>(app.host, 'combat.get', { combatId })).combatants.find((c) => c.name === medic)!.declarationText;
    await expect.poll(medicDeclares).toMatch(/^treat Cpl\. Dane Ruiz/);

    // Undo: Escape leaves the panel (focus back on the board), Ctrl+Z takes the first aid back.
    await sheet.getByRole('button', { name: 'Close the combatant panel' }).focus();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+KeyZ');
    await expect.poll(async () => (await medicDeclares()) ?? 'nothing').not.toMatch(/^treat/);
    await page.screenshot({ path: screenshotPath('combat-evening-end-1366') });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await name.click();
    await page.getByTestId('side-tabs').getByRole('button', { name: 'Sheet' }).click();
    await sheet.waitFor();
    await page.screenshot({ path: screenshotPath('combat-evening-sheet-1920') });

    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
