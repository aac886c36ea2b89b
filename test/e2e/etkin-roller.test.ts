/**
 * Issue 22 (rolls): a Fading Suns (Etkin house rules) campaign from the New campaign wizard, a
 * character made on its sheet, the dice roller's exact odds (each VP count, the SFX bands, the task
 * under each accent and with hero re-rolls), a non-stressful, negatively accented roll shown die
 * by die with its SFX die, and a hero re-roll. Seeded dice (FS3_CONSOLE_DICE_SEED). Screenshot.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

process.env['FS3_CONSOLE_DICE_SEED'] = 'e2e-etkin-roller';
const app = useBrowserApp();

describe('Fading Suns (Etkin house rules): the dice roller', () => {
  it('rolls Dexterity + Shoot with its odds, accented and non-stressful, shows the d20s and the SFX die, and re-rolls with a hero point', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBeTruthy();

    const dialog = page.getByRole('dialog', { name: 'New campaign' });
    await page.getByRole('button', { name: 'New campaign…' }).click();
    await page.getByLabel('Campaign name').fill('Byzantium Secundus');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('radio', { name: /Fading Suns \(Etkin house rules\)/ }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('radio', { name: 'Fading Suns', exact: true }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByTestId('campaign-name').filter({ hasText: 'Byzantium Secundus' }).waitFor();

    await page.getByRole('link', { name: 'Characters' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dante');
    await page.getByRole('button', { name: 'Create and open' }).click();
    await page.getByLabel('Dexterity rating').waitFor();
    await page.getByLabel('Dexterity rating').fill('7');
    await page.getByLabel('Shoot rating').fill('7');
    await page.getByLabel('Shoot rating').blur();
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');

    const roller = page.getByRole('region', { name: 'Dice roller' });
    await roller.getByLabel('Ability').selectOption('Shoot');
    const odds = page.getByTestId('roll-odds');
    await expect.poll(() => odds.textContent()).toContain('Dexterity 7 + Shoot 7 = goal 14, 3d20: 94.9% to succeed');
    await expect.poll(() => page.getByTestId('sfx-odds').textContent()).toMatch(/^Good SFX 5\.0% \(1–10 2\.5%/);
    await roller.getByRole('checkbox', { name: 'Non-stressful (+2, not in combat)' }).check();
    await roller.getByLabel('Accent').selectOption('negative');
    await expect.poll(() => odds.textContent()).toContain('Dexterity 7 + Shoot 7, Non-stressful +2 = goal 16, 4d20 (accented negatively): ');
    await expect.poll(() => page.getByTestId('odds-variants').locator('tbody tr').count()).toBe(5);

    await roller.getByRole('button', { name: 'Roll Shoot now' }).click();
    const result = page.getByTestId('roll-result');
    await result.waitFor();
    await expect.poll(async () => (await page.getByTestId('goal-line').textContent()) ?? '').toMatch(/^Goal 16 \(Dexterity 7 \+ Shoot 7, Non-stressful \+2\): 4d20 accented negatively \[\d+, \d+, \d+, \d+\] .* · SFX \d+/);
    // Four skill d20s and the SFX die (and an effect die when it triggered).
    await expect.poll(async () => { const dice = await page.getByTestId('goal-roll').locator('.die').count(); return dice === 5 || dice === 6; }).toBe(true);
    await page.screenshot({ path: screenshotPath('etkin-roller'), fullPage: true });

    const reroll = result.getByRole('button', { name: /^Re-roll with \d hero points?$/ });
    if (await reroll.isEnabled()) {
      await reroll.click();
      await expect.poll(() => result.textContent()).toMatch(/re-rolled .* SFX \d+ → .* SFX \d+, kept the (first|second)/);
      await page.screenshot({ path: screenshotPath('etkin-roller-reroll'), fullPage: true });
    }

    // An opposed roll against a Kurgan raider (Dodge): the exact odds of each outcome, then both sides rolled.
    await rpc(app.host, 'character.create', {
      name: 'Kurgan raider', kind: 'npc',
      attributes: [{ name: 'Dexterity', rating: 6 }], actionSkills: [{ name: 'Dodge', rating: 5 }],
    });
    const opposed = page.getByRole('region', { name: 'Opposed roll' });
    await page.reload();
    await page.getByLabel('Dexterity rating').waitFor();
    await opposed.getByLabel('Against').selectOption({ label: 'Kurgan raider (NPC)' });
    await opposed.getByLabel('First ability').selectOption('Shoot');
    await opposed.getByLabel('Second ability').selectOption('Dodge');
    const table = page.getByTestId('opposed-odds');
    await expect.poll(() => table.textContent()).toMatch(/Dante: Dexterity 7 \+ Shoot 7 = goal 14, 3d20 \(94\.9% to succeed\) · Kurgan raider: Dexterity 6 \+ Dodge 5 = goal 11, 2d20 \(\d+\.\d% to succeed\)/);
    await expect.poll(() => table.textContent()).toMatch(/Wins by 1 VP for Dante/);
    await opposed.getByRole('button', { name: 'Roll opposed' }).click();
    await page.getByTestId('opposed-result').waitFor();
    await expect.poll(() => page.getByTestId('opposed-result').textContent()).toMatch(/(Wins .* for (Dante|Kurgan raider)|Draw \(\d+ VP each\)|Both failed)/);
    await expect.poll(() => page.getByTestId('opposed-result').getByTestId('goal-roll').count()).toBe(2);
    await page.getByTestId('opposed-odds').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('etkin-opposed'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
