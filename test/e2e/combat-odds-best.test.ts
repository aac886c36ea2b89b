/**
 * Issue 37 item 5: the odds list marked an ally "best" while no target was chosen. Nothing is
 * best until a target is chosen, and an ally is never the best target.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { selectName } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';

const app = useBrowserApp();

const bestLabels = (panel: Locator) =>
  panel.getByTestId('odds-choices').locator('button[data-best="true"]').evaluateAll((els) => els.map((el) => el.querySelector('.odds-label')?.textContent ?? ''));

describe('issue 37 item 5: "best" only among enemies, and only once a target is chosen', () => {
  it('an unarmored ally is never best; with "Choose…" as the target no row is best', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Best odds' });
    const fighters = [
      { name: 'Kara Thrace', team: 1, weapon: 'Assault Rifle', armor: null },
      { name: 'Helo', team: 1, weapon: 'Pistol', armor: null },
      { name: 'Brute', team: 2, weapon: 'Pistol', armor: 'Military Body Armor' },
    ];
    for (const f of fighters) {
      const made = await rpc<{ id: string }>(app.host, 'character.create', { name: f.name, kind: 'pc' });
      await rpc(app.host, 'combat.addCharacter', { combatId, characterId: made.id, team: f.team, weapon: f.weapon, armor: f.armor });
    }
    await rpc(app.host, 'combat.command', { combatId, command: { type: 'combat.start' } });
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await selectName(page.getByTestId('combatant-Kara Thrace').locator('.combatant-name'));
    const panel = page.getByTestId('declare-panel');
    await panel.getByTestId('odds-choices').waitFor({ timeout: 15_000 });
    const targets = panel.getByTestId('odds-target').getByRole('button');
    await expect.poll(() => targets.count()).toBe(2);

    // The first enemy is the target: the armored enemy is the best target, never the unarmored ally.
    await expect.poll(() => panel.getByTestId('odds-target').locator('button[data-best="true"] .odds-label').allTextContents()).toEqual(['Brute']);

    // No target chosen: no row of any group is best.
    await panel.getByRole('combobox', { name: /^Target/ }).selectOption('');
    await expect.poll(() => bestLabels(panel)).toEqual([]);
    await expect.poll(() => panel.getByTestId('odds-choices').getByText('best', { exact: true }).count()).toBe(1); // the legend only
    expect(errors).toEqual([]);
    await page.close();
  });
});
