/**
 * A campaign made on AresMUSH Third Edition shows its sheets by that edition's rules: the
 * roller's odds are AresMUSH's (successes on 6+, §A.1; 1 + attribute alone, §A.2), the chargen
 * check is the §B.6 review (notes, never blocking), and a roll is read by the 6+ rule.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { createAres3eCampaign, watchPageErrors } from '../helpers/browser';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

describe('AresMUSH Third Edition sheet and roller', () => {
  it('§A.1/§A.2/§B.6 a new Third Edition campaign rolls and checks by AresMUSH numbers', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBeTruthy();

    await createAres3eCampaign(page, 'Caprica by AresMUSH');
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Caprica by AresMUSH');

    await page.getByRole('link', { name: 'Characters' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kara Thrace');
    await page.getByRole('button', { name: 'Create and open' }).click();
    await page.getByLabel('Reflexes rating').waitFor();

    // §B.4 reset_char: a new character starts with every attribute at 2 and every action skill at 1.
    // §A.1: Alertness 1 + Perception 2 is three dice, a success on 6+: 1 − (5/8)^3 (FS3.2's 7+ would say 57.8%).
    const odds = page.getByTestId('roll-odds');
    await expect.poll(() => odds.textContent()).toContain('Alertness 1 + Perception 2 = 3 dice: 75.6% to succeed');
    // §A.2: an attribute alone rolls 1 + attribute.
    await page.locator('section.roller select').selectOption('Brawn');
    await expect.poll(() => odds.textContent()).toBe('attribute alone 1 + Brawn 2 = 3 dice: 75.6% to succeed · good 5.3% · embarrassing 2.5%');
    // Firearms 3 + Reflexes 2 = 5 dice: 1 − (5/8)^5.
    await page.getByLabel('Firearms rating').fill('3');
    await page.getByLabel('Reflexes rating').fill('2');
    await page.locator('section.roller select').selectOption('Firearms');
    await expect.poll(() => odds.textContent()).toContain('Firearms 3 + Reflexes 2 = 5 dice: 90.5% to succeed');

    // §B.6: the review's findings are notes, never broken rules (no backgrounds; since §B.4's start holds every skill, that is the one note).
    await expect.poll(() => page.getByTestId('chargen-verdict').textContent()).toMatch(/^0 rules broken, \d+ notes?\./);
    await expect.poll(() => page.getByText('0 background skills; at least 2 are expected.').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Roll Firearms now' }).click();
    const result = page.getByTestId('roll-result');
    await result.waitFor();
    await expect.poll(() => result.locator('.die').count()).toBe(5);
    const dice = (await result.locator('.die').allTextContents()).map(Number);
    expect(dice).toHaveLength(5);
    // Every die of 6 or more is shown as a success.
    await expect.poll(() => result.locator('.die.hit').count()).toBe(dice.filter((d) => d >= 6).length);
    await expect.poll(() => result.textContent()).toContain(`${dice.filter((d) => d >= 6).length} hit`);
    await page.screenshot({ path: screenshotPath('ares3e-sheet-roller'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('§B.7/§B.8 a learn shows its progress toward the next rating and the wait; attributes can be learned; luck adds no dice outside combat', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBeTruthy();
    await createAres3eCampaign(page, 'Picon by AresMUSH');
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Picon by AresMUSH');

    await page.getByRole('link', { name: 'Characters' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sharon Valerii');
    await page.getByRole('button', { name: 'Create and open' }).click();
    await page.getByLabel('Firearms rating').fill('2');
    await page.getByLabel('Reflexes rating').fill('2');
    await page.getByLabel('Firearms rating').blur();
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');

    // §B.8: no +3 dice luck in the sheet roller; a note says where luck is spent.
    await expect.poll(() => page.getByText(/Spend 1 luck \(\+/).count()).toBe(0);
    await expect.poll(() => page.getByTestId('luck-note').textContent()).toContain('no dice outside combat');

    // XP: the hoard (max_xp_hoard 4) caps an award of 10.
    await page.getByLabel('Amount').fill('10');
    await page.getByLabel('Reason').fill('Session 1');
    await page.getByRole('button', { name: 'Record' }).click();
    await expect.poll(() => page.getByTestId('xp-balance').textContent()).toBe('4');

    // §B.7: Firearms 2 → 3 takes 2 spends of 1 XP; the control says so, not "for N XP".
    const firearms = page.getByRole('button', { name: /^Learn Firearms \(1 XP\)/ });
    const progress = firearms.locator('.xp-progress');
    await expect.poll(() => progress.textContent()).toBe('0/2 toward Competent');
    await expect.poll(() => firearms.getAttribute('aria-label')).toBe('Learn Firearms (1 XP): 0 of 2 spends toward 3, Competent — Learn (1 XP) 0/2 toward Competent');
    // Attributes can be learned in this edition: Reflexes 2 → 3 takes 4 spends.
    await expect.poll(() => page.getByRole('button', { name: /^Learn Reflexes \(1 XP\)/ }).locator('.xp-progress').textContent()).toBe('0/4 toward Good');
    await firearms.click();
    await expect.poll(() => page.getByTestId('sheet-notice').textContent()).toBe('Learning Firearms: 1 of 2 toward 3: -1 XP.');
    await expect.poll(() => progress.textContent()).toBe('1/2 toward Competent · 30 days');
    await expect.poll(() => firearms.getAttribute('aria-label')).toBe('Learn Firearms (1 XP): 1 of 2 spends toward 3, Competent; next learn in 30 days — Learn (1 XP) 1/2 toward Competent · 30 days');
    await expect.poll(() => page.getByTestId('xp-balance').textContent()).toBe('3');
    await expect.poll(() => page.getByLabel('Firearms rating').inputValue()).toBe('2');
    await firearms.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: screenshotPath('ares3e-sheet-learn') });

    // Too soon for Firearms: main refuses with the day it may be learned again.
    await firearms.click();
    await expect.poll(() => page.getByTestId('sheet-notice').textContent()).toMatch(/can be learned again on \d{4}-\d{2}-\d{2}/);
    // Undo puts the progress back.
    await page.getByRole('button', { name: 'Undo last change' }).click();
    await expect.poll(() => progress.textContent()).toBe('0/2 toward Competent');
    await expect.poll(() => page.getByTestId('xp-balance').textContent()).toBe('4');
    expect(errors).toEqual([]);
    await page.close();
  });
});
