/**
 * Issue 38: prepared steps on the GM screen. The banner's step (and Resolve all remaining while
 * actions resolve) and Undo are prepared a moment after each step; a click shows the prepared step
 * at once and main commits exactly it. When the prepared step no longer stands at main, main takes
 * the step afresh and the screen puts itself right: what it shows afterwards is what main holds,
 * as a reload shows it.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { startBigFight } from '../helpers/big-fight';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

type StepAnswer = { ok: boolean; value?: { version: number; prepared?: boolean } };

/** The step answers and the versions prepared for, as the page sent and got them. */
function watchSteps(page: Page) {
  const steps: StepAnswer[] = [];
  const prepared: number[] = [];
  // A response cut off by a reload or the page closing never reached the page: it is not counted
  // (its read rejects after the test has moved on, which failed a CI run as an unhandled rejection).
  page.on('response', (r: Response) => {
    if (r.url().endsWith('/rpc/combat.step')) r.json().then((j: StepAnswer) => steps.push(j), () => undefined);
    if (r.url().endsWith('/rpc/combat.prepare')) r.finished().then(() => prepared.push((JSON.parse(r.request().postData() ?? '{}') as { version: number }).version), () => undefined);
  });
  return { steps, prepared };
}

const logText = (page: Page) => page.getByTestId('combat-log').innerText();
const bannerText = (page: Page) => page.getByTestId('next-text').innerText();
const version = async (combatId: string) => (await rpc<{ version: number }>(app.host, 'combat.current', { combatId })).version;

/** What the screen shows once it is opened afresh on the fight. */
async function afterReload(page: Page): Promise<{ log: string; banner: string }> {
  await page.reload();
  await page.getByTestId('combat-log').locator('li.log-step').last().waitFor();
  return { log: await logText(page), banner: await bannerText(page) };
}

async function openFight(page: Page, name: string): Promise<string> {
  await page.goto(app.host.url);
  await page.getByTestId('campaign-name').waitFor();
  const combatId = await startBigFight(app.host, 10, name);
  await rpc(app.host, 'combat.command', { combatId, command: { type: 'action.quickDeclare' } });
  await rpc(app.host, 'combat.command', { combatId, command: { type: 'initiative.roll' } });
  await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
  await page.getByTestId('combat-log').locator('li.log-step').last().waitFor();
  return combatId;
}

describe('prepared steps on the GM screen (issue 38)', () => {
  it('Resolve and Undo show their prepared steps, and main commits exactly those', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    const { steps, prepared } = watchSteps(page);
    const combatId = await openFight(page, 'Prepared');
    const resolve = page.getByTestId('next-banner').locator('button.primary');
    for (let i = 0; i < 4; i++) {
      const v = await version(combatId);
      await expect.poll(() => prepared.includes(v)).toBe(true);
      await expect.poll(() => resolve.textContent()).toMatch(/^Resolve/);
      await resolve.click();
      await expect.poll(() => steps.length).toBe(i + 1);
    }
    const v = await version(combatId);
    await expect.poll(() => prepared.includes(v)).toBe(true);
    await page.getByRole('group', { name: 'History' }).getByRole('button', { name: /Undo/ }).click();
    await expect.poll(() => steps.length).toBe(5);
    // Every step was committed exactly as shown.
    expect(steps.map((s) => s.value?.prepared)).toEqual([true, true, true, true, true]);
    const shown = { log: await logText(page), banner: await bannerText(page) };
    expect(await afterReload(page)).toEqual(shown);
    await page.screenshot({ path: screenshotPath('combat-prepared-steps') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Resolve all remaining is prepared too while actions resolve, and main commits exactly it', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    const { steps, prepared } = watchSteps(page);
    const combatId = await openFight(page, 'Prepared all');
    const resolve = page.getByTestId('next-banner').locator('button.primary');
    const first = await version(combatId);
    await expect.poll(() => prepared.includes(first)).toBe(true);
    await resolve.click();
    await expect.poll(() => steps.length).toBe(1);
    const v = await version(combatId);
    await expect.poll(() => prepared.includes(v)).toBe(true);
    await page.getByRole('button', { name: 'Resolve all remaining' }).click();
    await expect.poll(() => steps.length).toBe(2);
    expect(steps.map((s) => s.value?.prepared)).toEqual([true, true]);
    await expect.poll(() => bannerText(page)).not.toMatch(/acts next/);
    const shown = { log: await logText(page), banner: await bannerText(page) };
    expect(await afterReload(page)).toEqual(shown);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a prepared step that no longer stands at main is taken afresh, and the screen shows what main holds', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    const { steps, prepared } = watchSteps(page);
    const combatId = await openFight(page, 'Not as prepared');
    const v = await version(combatId);
    await expect.poll(() => prepared.includes(v)).toBe(true);
    // Another screen on the same fight asks main for more steps than it keeps: the page's go.
    const actions = [{ kind: 'command', command: { type: 'action.resolveNext' } }, { kind: 'undo' }];
    for (let k = 0; k < 2; k++) await rpc(app.host, 'combat.prepare', { combatId, version: v, actions });
    await page.getByTestId('next-banner').locator('button.primary').click();
    await expect.poll(() => steps.length).toBe(1);
    expect(steps[0]!.value?.prepared).toBe(false);
    // The screen went back and fetched the fight: it shows the step main took.
    await expect.poll(async () => (await rpc<{ steps: unknown[] }>(app.host, 'combat.log', { combatId, limit: 1000 })).steps.length).toBe((await rpc<{ total: number }>(app.host, 'combat.log', { combatId, limit: 1 })).total);
    await page.waitForTimeout(300);
    const shown = { log: await logText(page), banner: await bannerText(page) };
    expect(await afterReload(page)).toEqual(shown);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
