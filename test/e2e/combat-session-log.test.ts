/**
 * Issue 18 ("engine+log"): a seeded FS3.2 fight on the GM screen in Chromium. A combatant holds
 * their action and is released ("Act now"); a 2-turn condition shows on the row and expires at the
 * end of its second turn with a log line; the log shows each action's outcome as its headline with
 * the dice folded below; each turn's summary is in the log and copies as a MUSH pose.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { banner, declareAll, mouseDrag, nextText, selectName, team } from '../helpers/gm-screen';
import { screenshotPath } from '../helpers/screenshots';

// Seeded combat dice, so the fight is the same on every run (main/core/combat/index.ts).
process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-session-log';

const app = useBrowserApp();

const PCS = ["Lt. Mara 'Sparrow' Okafor", 'Cpl. Dane Ruiz'];
const NPCS = ['Centurion One', 'Centurion Two'];
const log = (page: Page) => page.getByTestId('combat-log');

/** axe-core 4.14 on this slice's own parts of the screen: serious and critical violations, by rule. */
async function axeViolations(page: Page, include: string[]): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const r = await axe.run({ include: selectors.map((s) => [s]) }, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  }, include);
}
const logText = (page: Page) => log(page).innerText();

async function endTurn(page: Page, turn: number): Promise<void> {
  await banner(page).getByRole('button', { name: 'Resolve all remaining' }).click();
  await expect.poll(() => nextText(page)).toMatch(/Roll for knockouts|is over/);
  if ((await nextText(page))?.includes('knockouts')) await banner(page).getByRole('button', { name: 'Roll knockouts' }).click();
  await banner(page).getByRole('button', { name: `End turn ${turn}` }).click();
  await expect.poll(() => nextText(page)).toContain(`Turn ${turn + 1}:`);
}

describe('GM screen: holds, conditions, inline outcomes and the turn summary', () => {
  it('holds and releases an action, expires a 2-turn condition, shows outcomes inline and copies the turn summary', async () => {
    // bypassCSP: only so that the axe-core script can be injected for the scans below.
    const context = await app.browser.newContext({ viewport: { width: 1600, height: 1000 }, bypassCSP: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.host.url).origin });
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    await page.getByRole('button', { name: 'New from sample' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Open Sample: Ragnar Anchorage' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Combat' }).click();
    await page.getByLabel('Combat name').fill('Hangar deck');
    await page.getByRole('button', { name: 'Create combat' }).click();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Hangar deck');
    for (const [i, name] of PCS.entries()) {
      await mouseDrag(page, page.getByTestId(`roster-${name}`), team(page, 1));
      await expect.poll(() => team(page, 1).locator('.combatant').count()).toBe(i + 1);
    }
    for (const [i, name] of NPCS.entries()) {
      await mouseDrag(page, page.getByTestId(`roster-${name}`), team(page, 2));
      await expect.poll(() => team(page, 2).locator('.combatant').count()).toBe(i + 1);
    }
    await banner(page).getByRole('button', { name: 'Start combat' }).click();
    await page.setViewportSize({ width: 1366, height: 768 });

    // Turn 1: Okafor is Blinded for 2 turns (this one and the next).
    await selectName(team(page, 1).getByTestId(`combatant-${PCS[0]}`).locator('.combatant-name'));
    const panel = page.getByTestId('declare-panel');
    await panel.getByRole('textbox', { name: 'Condition', exact: true }).fill('Blinded');
    await panel.getByRole('textbox', { name: 'Turns', exact: true }).fill('2');
    await panel.getByRole('button', { name: 'Add condition' }).click();
    await expect.poll(() => page.getByTestId(`condition-${PCS[0]}-Blinded`).count()).toBe(1);
    await expect.poll(() => panel.innerText()).toContain('to the end of turn 2');
    await expect.poll(() => logText(page)).toContain(`${PCS[0]}: Blinded (2 turns, to the end of turn 2).`);

    await declareAll(page, 1);
    await banner(page).getByRole('button', { name: 'Roll initiative' }).click();
    await expect.poll(() => nextText(page)).toMatch(/acts next/);

    // The first in the order holds: out of the pending order, into the held list; the next one is up.
    const order = page.getByTestId('initiative-order');
    const firstHold = order.getByRole('button', { name: /^Hold .*'s action$/ }).first();
    const holder = (await firstHold.getAttribute('aria-label'))!.replace(/^Hold (.*)'s action$/, '$1');
    await firstHold.click();
    await expect.poll(() => page.getByTestId(`held-${holder}`).count()).toBe(1);
    await expect.poll(() => logText(page)).toContain(`${holder} holds their action.`);
    await expect.poll(() => nextText(page)).not.toContain(`${holder} acts next`);
    await page.screenshot({ path: screenshotPath('combat-session-hold-1366') });
    expect(await axeViolations(page, ['.held-list', '.order-list', '.conditions-editor', '.status'])).toEqual([]);
    // The resolve lands before "Act now" is clicked: a step asked against the fight version before it is refused as stale (step-guard.ts).
    const resolving = await nextText(page);
    await banner(page).getByRole('button', { name: /^Resolve (?!all)/ }).click();
    await expect.poll(() => nextText(page)).not.toBe(resolving);
    // "Act now": the holder goes next.
    await page.getByRole('button', { name: `Act now: ${holder}` }).click();
    await expect.poll(() => nextText(page)).toContain(`${holder} acts next`);
    await expect.poll(() => page.getByTestId('held-list').count()).toBe(0);
    await expect.poll(() => logText(page)).toContain(`${holder} acts now (held action released).`);
    await endTurn(page, 1);
    await expect.poll(() => page.getByTestId(`condition-${PCS[0]}-Blinded`).count()).toBe(1);
    const summary1 = page.getByTestId('turn-summary-1');
    await expect.poll(() => summary1.innerText()).toContain(`Conditions started: ${PCS[0]} Blinded.`);

    // Turn 2: the condition ends at its end, with a line in the log and in the summary.
    await declareAll(page, 2);
    await banner(page).getByRole('button', { name: 'Roll initiative' }).click();
    await expect.poll(() => nextText(page)).toMatch(/acts next/);
    await endTurn(page, 2);
    await expect.poll(() => page.getByTestId(`condition-${PCS[0]}-Blinded`).count()).toBe(0);
    await expect.poll(() => logText(page)).toContain(`Blinded ends for ${PCS[0]} (2 turns from turn 1).`);
    const summary2 = page.getByTestId('turn-summary-2');
    await expect.poll(() => summary2.innerText()).toContain(`Conditions ended: ${PCS[0]} Blinded.`);

    // Outcomes inline: every attack's line is its outcome, the roll details fold below it.
    const heads = await log(page).locator('details.log-line > summary').allInnerTexts();
    const outcomes = heads.filter((h) => !h.startsWith('Knockout rolls') && / (hits|misses|evades|fires a burst at|fires full-auto at) /.test(h));
    expect(outcomes.length).toBeGreaterThan(0);
    for (const h of outcomes) expect(h).toMatch(/^.+ (misses .+|evades .+|hits .+ — .+|fires (a burst|full-auto) at .+ — .+)\.$/);
    // Knockout rolls show their dice in the line itself.
    expect(heads.filter((h) => /^Knockout rolls: .*\[[1-8 ]+\] = \d+ hits? — (knocked out|stays up)/.test(h)).length).toBeGreaterThan(0);
    const first = log(page).locator('details.log-line').filter({ hasText: outcomes[0]! }).first();
    await first.locator('summary').click();
    await expect.poll(() => first.locator('li').first().innerText()).toMatch(/ attacks /);
    await expect.poll(() => first.locator('li').nth(1).innerText()).toMatch(/\[[1-8 ]+\] = \d+ hits?/);
    await first.scrollIntoViewIfNeeded();
    await log(page).screenshot({ path: screenshotPath('combat-session-log-outcome') });

    // Copy turn 2's summary as a MUSH pose (one line, %r breaks).
    const lines = (await summary2.locator('li').allInnerTexts()).map((l) => l.trim());
    await summary2.getByRole('button', { name: 'Copy turn summary 2' }).click();
    await expect.poll(() => summary2.getByRole('status').count()).toBe(1);
    const pose = await page.evaluate(() => navigator.clipboard.readText());
    expect(pose).toBe(['Turn 2 summary', ...lines].join('%r').replace(/—/g, '-').replace(/−/g, '-'));
    expect(pose).not.toContain('\n');

    await log(page).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await page.screenshot({ path: screenshotPath('combat-session-log-1366') });
    await log(page).screenshot({ path: screenshotPath('combat-session-log-panel') });
    expect(await axeViolations(page, ['.turn-summary', '.log-steps'])).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
