/**
 * Issue 37 item 9: the storyteller had to leave the fight to look at a combatant's sheet, treat a
 * wound or read notes. The side panel's "Sheet" shows the selected combatant's wounds (with Treat,
 * declared as the medic's first aid, and the character's care), luck, gear and ammo, conditions
 * and note, while the board, the declare panel and the log stay usable at 1366×768.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createWound } from '../../shared/core/mechanics/wounds';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { nextText, selectName } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();
const box = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

type View = { combatants: { id: string; name: string; note?: string; declarationText: string | null; luckPoints: number | null }[] };

describe('issue 37 item 9: the combatant side panel', () => {
  for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
    it(`at ${size.width}×${size.height}: wounds with Treat and care, luck, gear and ammo, conditions and note, without leaving the fight`, async () => {
      const page = await app.browser.newPage({ viewport: size });
      const errors = watchPageErrors(page);
      await page.goto(app.host.url);
      await page.getByTestId('campaign-name').waitFor();
      const { characters } = await rpc<{ characters: { id: string; name: string; kind: string }[] }>(app.host, 'character.list', {});
      const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: `Sick bay ${size.width}` });
      for (const c of characters) await rpc(app.host, 'combat.addCharacter', { combatId, characterId: c.id, team: c.kind === 'pc' ? 1 : 2, weapon: 'Pistol' });
      await rpc(app.host, 'combat.command', { combatId, command: { type: 'combat.start' } });
      const get = () => rpc<View>(app.host, 'combat.get', { combatId });
      const dane = (await get()).combatants.find((c) => c.name === 'Cpl. Dane Ruiz')!;
      await rpc(app.host, 'combat.command', { combatId, command: { type: 'wound.add', targetId: dane.id, wound: createWound({ location: 'Chest', severity: 'serious', type: 'wound', source: 'Storyteller' }) } });
      await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
      await expect.poll(() => nextText(page)).toContain('waiting for');

      await selectName(page.getByTestId('combatant-Cpl. Dane Ruiz').locator('.combatant-name'));
      await page.getByTestId('side-tabs').getByRole('button', { name: 'Sheet' }).click();
      const sheet = page.getByTestId('combatant-sheet');
      await sheet.waitFor();
      await expect.poll(() => sheet.getByRole('heading', { level: 2 }).textContent()).toBe('Cpl. Dane Ruiz');
      await expect.poll(() => sheet.getByTestId('sheet-wounds').innerText()).toMatch(/Serious\s+Chest/i);
      await expect.poll(() => sheet.getByTestId('sheet-gear').innerText()).toMatch(/Weapon\s+Pistol/);
      await expect.poll(() => sheet.getByTestId('sheet-gear').innerText()).toMatch(/Ammo\s+\d+ of \d+ rounds/);
      await expect.poll(() => sheet.getByTestId('sheet-gear').innerText()).toMatch(dane.luckPoints === null ? /Luck\s+none/ : new RegExp(`Luck\\s+${dane.luckPoints} left`));
      await sheet.getByTestId('sheet-care').getByLabel('Doctor').waitFor();

      // Board, panel and log all in the window; nothing scrolls the page.
      for (const el of [page.locator('#combat-board'), sheet, page.locator('#combat-log-box')]) {
        const r = await box(el);
        expect(r.top).toBeGreaterThanOrEqual(0);
        expect(r.bottom).toBeLessThanOrEqual(size.height);
        expect(r.height).toBeGreaterThan(140);
      }
      await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight)).toBe(true);
      await page.screenshot({ path: screenshotPath(`combat-side-panel-${size.width}`) });

      // Treat: the medic's first aid, declared as their action (one step); Undo takes it back.
      // (Dane may bring a wound from an earlier fight of this campaign: the first one offered.)
      await sheet.getByRole('button', { name: /^Treat Serious Chest of Cpl\. Dane Ruiz$/i }).first().click();
      await sheet.getByLabel('Treated by').selectOption({ label: 'Dr. Ilse Varga' });
      await sheet.getByRole('button', { name: 'Declare first aid' }).click();
      const ilse = async () => (await get()).combatants.find((c) => c.name === 'Dr. Ilse Varga')!.declarationText;
      await expect.poll(ilse).toMatch(/^treat Cpl\. Dane Ruiz \(wound \d\)$/);
      await page.getByRole('button', { name: '↶ Undo' }).click();
      await expect.poll(ilse).toBeNull();

      // The note, from the sheet; the sheet stays chosen from one combatant to the next.
      await sheet.getByLabel('Note', { exact: true }).fill('Shrapnel still in the shoulder');
      await sheet.getByRole('button', { name: 'Save note' }).click();
      await expect.poll(async () => (await get()).combatants.find((c) => c.id === dane.id)!.note).toBe('Shrapnel still in the shoulder');
      await selectName(page.getByTestId('combatant-Dr. Ilse Varga').locator('.combatant-name'));
      await expect.poll(() => sheet.getByRole('heading', { level: 2 }).textContent()).toBe('Dr. Ilse Varga');
      await expect.poll(() => sheet.getByTestId('sheet-wounds').innerText()).toContain('Unhurt');

      // Escape closes the panel, focus back on the name on the board.
      await sheet.getByLabel('Note', { exact: true }).focus();
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('li.combatant')?.getAttribute('data-testid'))).toBe('combatant-Dr. Ilse Varga');
      expect(errors).toEqual([]);
    });
  }
});
