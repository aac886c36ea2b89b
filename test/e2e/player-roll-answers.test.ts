/**
 * Issue 42 item 3: a roll answered from a player's own link waits for the storyteller. In two
 * Chromium contexts over a real listener: Kim rolls on the phone-sized page and reads "waiting";
 * the storyteller sees the answer with its sender in the GM screen's pending panel, turns it down
 * with a reason Kim reads, asks again, and accepts the second answer, which Kim then sees rolled.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-player-roll-answers';
const app = useBrowserApp();

describe('issue 42 item 3: roll answers from a device', () => {
  it('wait in the pending panel with the sender; rejected with a reason the player reads; accepted and rolled', async () => {
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Roll answers' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    await rpc(app.host, 'players.openScreen', {});
    const kimLink = await rpc<{ url: string }>(app.host, 'players.createLink', { label: 'Kim', characterIds: ['pc-ruiz'] });

    const gmContext = await app.browser.newContext({ bypassCSP: true, viewport: { width: 1366, height: 768 } });
    const gm = await gmContext.newPage();
    const errors = watchPageErrors(gm);
    await gm.goto(`${app.host.url}#/combat/${combatId}`);
    await gm.getByTestId('combat-state').waitFor();
    const context = await app.browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    const kim = await context.newPage();
    errors.push(...watchPageErrors(kim));
    await kim.goto(kimLink.url);
    await kim.getByTestId('play-panel').waitFor();
    await kim.getByLabel('Your name').fill("Kim's phone");
    await kim.locator('form.player-name').getByRole('button', { name: 'Save' }).click();

    const ask = () => rpc(app.host, 'players.requestRoll', { characterId: 'pc-ruiz', ability: 'Firearms', modifier: 0, to: null });
    await ask();
    await kim.getByTestId('roll-request').getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => kim.getByTestId('roll-answers').textContent()).toContain('waiting for the storyteller');
    await expect.poll(() => gm.getByTestId('player-roll-answer').count()).toBe(1);
    await expect.poll(() => gm.getByTestId('player-roll-answer').textContent()).toContain("from Kim · Kim's phone");
    await gm.screenshot({ path: screenshotPath('player-roll-answers-gm-pending') });

    const reason = 'Roll Alertness first';
    await gm.getByRole('button', { name: /^Reject roll Cpl\. Dane Ruiz Firearms/ }).click();
    await gm.getByTestId('player-roll-answers').getByLabel('Reason for the player').fill(reason);
    await gm.getByRole('button', { name: 'Send back' }).click();
    await expect.poll(() => kim.getByTestId('roll-answers').textContent()).toContain(reason);
    await expect.poll(() => gm.getByTestId('player-roll-answer').count()).toBe(0);
    await kim.screenshot({ path: screenshotPath('player-roll-answers-kim-rejected') });

    await ask();
    await kim.getByTestId('roll-request').getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => gm.getByTestId('player-roll-answer').count()).toBe(1);
    await gm.getByRole('button', { name: /^Accept roll Cpl\. Dane Ruiz Firearms/ }).click();
    await expect.poll(() => kim.getByTestId('roll-results').textContent()).toContain("Cpl. Dane Ruiz (Kim's phone)");
    await expect.poll(() => gm.getByTestId('player-roll-answer').count()).toBe(0);
    await expect.poll(() => kim.getByTestId('roll-answers').textContent()).not.toContain('waiting for the storyteller');
    expect(errors).toEqual([]);
    await Promise.all([gmContext.close(), context.close()]);
  }, 90_000);
});
