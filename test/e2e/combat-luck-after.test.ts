/**
 * Issue 39 item 2 in Chromium (seeds 002/004 "Luck": "After your own roll, spend a point to get a
 * re-roll and choose the better of the two rolls"): the first action is resolved and seen with no
 * luck spent; only then does the storyteller spend Dane's point on a re-roll of his roll in it. His
 * open sheet loses the point with the ledger naming the re-roll; Undo gives it back and offers
 * the re-roll again. The declare panel no longer offers attack or defense re-rolls beforehand.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { banner, declareAll, nextText } from '../helpers/gm-screen';
import { DANE, startLuckFight } from '../helpers/luck-fight';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

describe('luck after the roll on the GM screen (issue 39 item 2)', () => {
  it('resolves, shows the rolls, then spends Dane\'s point only when the storyteller asks; undo takes it back', async () => {
    const { gm, sheet, balance, start, errors, sheetErrors } = await startLuckFight(app, 'Luck after');

    // No attack or defense re-roll to declare beforehand any more (initiative's stays).
    let luckIds: string[] = [];
    await declareAll(gm, 1, async (panel) => {
      luckIds = await panel.getByLabel(/^Luck/).locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    });
    expect(luckIds).toContain('attack:bonus');
    expect(luckIds).toContain('initiative:reroll');
    expect(luckIds).not.toContain('attack:reroll');
    expect(luckIds).not.toContain('defense:reroll');

    await banner(gm).getByRole('button', { name: 'Roll initiative' }).click();
    await expect.poll(() => nextText(gm)).toMatch(/acts next/);
    const first = await nextText(gm);
    await banner(gm).getByRole('button', { name: /^Resolve (?!all)/ }).click();
    await expect.poll(() => nextText(gm)).not.toBe(first);

    // The rolls are seen; Dane's re-roll is offered (his attack, or his defense if the centurion went first), nothing spent yet.
    const bar = gm.getByTestId('luck-after');
    const spend = bar.getByRole('button', { name: new RegExp(`^Spend luck to re-roll ${DANE}’s (attack|defense)$`) });
    await expect.poll(() => spend.count()).toBe(1);
    const roll = ((await spend.textContent()) ?? '').endsWith('attack') ? 'attack' : 'defense';
    await expect.poll(() => balance.textContent()).toBe(String(start));
    await gm.screenshot({ path: screenshotPath('combat-luck-after-offer'), fullPage: true });

    await spend.click();
    await expect.poll(() => balance.textContent()).toBe(String(start - 1));
    await expect.poll(() => sheet.getByRole('table', { name: 'Ledger' }).innerText()).toContain(`Luck in combat 'Luck after', turn 1: ${roll} re-roll`);
    // One re-roll per action: the offer is gone; the log tells the re-roll and both rolls.
    await expect.poll(() => bar.count()).toBe(0);
    await expect.poll(() => gm.locator('#combat-log-box').innerText()).toContain(`${DANE} spends luck after seeing the ${roll} roll`);
    await expect.poll(() => gm.locator('#combat-log-box').innerText()).toMatch(/luck re-roll/);
    await gm.screenshot({ path: screenshotPath('combat-luck-after-spent'), fullPage: true });

    // Undo: the point comes back and the re-roll is offered again on the action as first seen.
    await gm.getByRole('button', { name: '↶ Undo' }).click();
    await expect.poll(() => balance.textContent()).toBe(String(start));
    await expect.poll(() => spend.count()).toBe(1);

    expect(errors).toEqual([]);
    expect(sheetErrors).toEqual([]);
  });
});
