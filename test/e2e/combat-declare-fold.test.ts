/**
 * Issue 37 item 7: at 1366×768 the declare panel was a short scroll box, the odds and the Declare
 * button below its fold, Declare 25 Tabs from the panel's first field. The form, its odds and its
 * button are in view without scrolling (page or panel), and Declare is at most 6 keys from Action.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRaiders } from '../helpers/big-fight';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { nextText, selectName } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();
const box = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
const isSubmit = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('type') === 'submit' && document.activeElement.closest('[data-testid="declare-panel"]') !== null);

/** The sample crew (team 1, automatic rifles) against `raiders` NPCs (team 2), started. */
async function crewFight(raiders: number): Promise<string> {
  const { characters } = await rpc<{ characters: { id: string; kind: string }[] }>(app.host, 'character.list', {});
  const ids = await createRaiders(app.host, raiders);
  const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Fold drill' });
  for (const c of characters.filter((x) => x.kind === 'pc')) await rpc(app.host, 'combat.addCharacter', { combatId, characterId: c.id, team: 1, weapon: 'Assault Rifle' });
  for (const id of ids) await rpc(app.host, 'combat.addCharacter', { combatId, characterId: id, team: 2, weapon: 'Pistol' });
  await rpc(app.host, 'combat.command', { combatId, command: { type: 'combat.start' } });
  return combatId;
}

describe('issue 37 item 7: the declare form, its odds and its button above the fold', () => {
  for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
    it(`at ${size.width}×${size.height} with a big fight: all in view unscrolled, Declare ≤ 6 keys from Action`, async () => {
      const page = await app.browser.newPage({ viewport: size });
      const errors = watchPageErrors(page);
      await page.goto(app.host.url);
      await page.getByTestId('campaign-name').waitFor();
      const combatId = await crewFight(size.width === 1366 ? 196 : 20);
      await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
      await expect.poll(() => nextText(page), { timeout: 15_000 }).toContain('waiting for');

      await selectName(page.getByTestId('combatant-Cpl. Dane Ruiz').locator('.combatant-name'));
      const panel = page.getByTestId('declare-panel');
      const action = panel.getByLabel('Action');
      const submit = panel.getByRole('button', { name: 'Declare', exact: true });
      await action.selectOption('attack');
      await panel.getByLabel('Target').selectOption({ label: 'Raider 1 1' });
      const odds = panel.getByTestId('odds');
      await expect.poll(() => odds.innerText()).toMatch(/% hit/);

      await page.screenshot({ path: screenshotPath(`combat-declare-fold-${size.width}`) });
      // In the window and in the panel's box, with neither the page nor the panel scrolled.
      const p = await box(panel);
      for (const el of [action, odds, submit]) {
        const r = await box(el);
        expect(r.top).toBeGreaterThanOrEqual(Math.max(0, p.top));
        expect(r.bottom).toBeLessThanOrEqual(Math.min(size.height, p.bottom));
      }
      await expect.poll(() => panel.evaluate((el) => el.scrollTop)).toBe(0);
      await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
      const log = await box(page.locator('#combat-log-box'));
      expect(log.bottom).toBeLessThanOrEqual(size.height);
      expect(log.height).toBeGreaterThan(140);

      // Keyboard: from the first field, Tab until Declare; at most 6 presses; Enter declares.
      await action.focus();
      let keys = 0;
      while (!(await isSubmit(page)) && keys < 25) {
        await page.keyboard.press('Tab');
        keys++;
      }
      await expect.poll(() => isSubmit(page)).toBe(true);
      expect(keys).toBeLessThanOrEqual(6);
      const before = await nextText(page);
      await page.keyboard.press('Enter');
      await expect.poll(() => nextText(page)).not.toBe(before);
      await panel.getByRole('button', { name: 'Change declaration' }).waitFor();
      expect(errors).toEqual([]);
    });
  }
});
