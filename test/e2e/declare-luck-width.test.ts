/**
 * Walk-through defect: at 1366 px the declare panel's Luck select was a third of a line wide and
 * clipped its choices ("Penalty on someone's initiative", AresMUSH's "Defense +3 dice, −30 damage
 * taken"). Luck now has a line of its own: every choice's text fits the select, at 1366×768 and
 * 1920×1080, in FS3.2 (the sample campaign) and AresMUSH Third Edition.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureFiles } from '../helpers/ares-fixtures';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { nextText, selectName } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

/** The widest choice's text (in the select's own font) and the room the select gives it (less its arrow). */
const fit = (select: Locator) =>
  select.evaluate((el) => {
    const s = el as HTMLSelectElement;
    const cs = getComputedStyle(s);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const widest = Math.max(...[...s.options].map((o) => ctx.measureText(o.textContent ?? '').width));
    // Chromium draws the drop-down arrow inside the padding box: about 20 px of it.
    const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
    return { widest, room, options: s.options.length };
  });

/** A PC against an NPC in the open campaign, started. */
async function duel(): Promise<string> {
  const { weapons } = await rpc<{ weapons: { name: string; type: string }[] }>(app.host, 'combat.gear', {});
  const weapon = weapons.find((w) => w.name === 'Pistol')?.name ?? weapons.find((w) => w.type === 'ranged')!.name;
  const pc = await rpc<{ id: string }>(app.host, 'character.create', { name: 'Lucky Lou', kind: 'pc' });
  const [npc] = (await rpc<{ characters: { id: string }[] }>(app.host, 'character.createNpcs', { baseName: 'Mark', count: 1, defaultRating: 3 })).characters;
  const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Luck drill' });
  await rpc(app.host, 'combat.addCharacter', { combatId, characterId: pc.id, team: 1, weapon });
  await rpc(app.host, 'combat.addCharacter', { combatId, characterId: npc!.id, team: 2, weapon });
  await rpc(app.host, 'combat.command', { combatId, command: { type: 'combat.start' } });
  return combatId;
}

async function luckSelect(page: Page, combatId: string): Promise<Locator> {
  await page.goto(`${app.host.url}#/combat/${combatId}`);
  await expect.poll(() => nextText(page), { timeout: 15_000 }).toContain('waiting for');
  await selectName(page.getByTestId('combatant-Lucky Lou').locator('.combatant-name'));
  const panel = page.getByTestId('declare-panel');
  await panel.getByLabel('Action').selectOption('attack');
  return panel.getByLabel(/^Luck/);
}

describe('the declare panel\'s Luck select shows its choices whole', () => {
  const editions = [
    { edition: 'fs3.2', setup: async () => undefined },
    { edition: 'aresmush-3e', setup: () => rpc(app.host, 'campaign.create', { name: 'Ares luck', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: fixtureFiles() }, gear: 'from-source' }) },
  ];
  for (const { edition, setup } of editions) {
    it(`${edition}: at 1366×768 and 1920×1080 the widest luck choice fits its select`, async () => {
      await setup();
      const combatId = await duel();
      for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
        const page = await app.browser.newPage({ viewport: size });
        const errors = watchPageErrors(page);
        const luck = await luckSelect(page, combatId);
        // Waited for: the choices and the panel's width come with the view and its layout.
        await expect.poll(async () => (await fit(luck)).options).toBeGreaterThan(2);
        await expect.poll(async () => {
          const { widest, room } = await fit(luck);
          return widest - room;
        }, { message: 'the widest luck choice less the room its select gives it' }).toBeLessThanOrEqual(0);
        // The longest choice chosen, for the screenshot (the closed select shows the chosen one).
        const labels = await luck.locator('option').allTextContents();
        await luck.selectOption({ label: labels.reduce((a, b) => (b.length > a.length ? b : a)) });
        await page.screenshot({ path: screenshotPath(`declare-luck-${edition}-${size.width}`) });
        expect(errors).toEqual([]);
        await page.close();
      }
    });
  }
});
