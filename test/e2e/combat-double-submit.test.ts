/**
 * Issue 37 item 2: double-clicking "Resolve <name>" resolved two combatants (the next actor too),
 * with dice shown to players at once. Any double submit (a double-click, Enter held down, a
 * replayed request) does the step once; a step made against an older fight version is refused.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { startBigFight } from '../helpers/big-fight';
import { watchPageErrors } from '../helpers/browser';
import { banner, nextText } from '../helpers/gm-screen';
import { hostCall, rpc } from '../helpers/host-process';

const app = useBrowserApp();

const steps = async (combatId: string) => (await rpc<{ steps: unknown[] }>(app.host, 'combat.log', { combatId })).steps.length;

async function toResolving(page: Page, combatId: string): Promise<void> {
  await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
  await expect.poll(() => nextText(page)).toContain('waiting for');
  await banner(page).getByRole('button', { name: 'Quick-declare NPCs' }).click();
  await expect.poll(() => nextText(page)).toBe('Turn 1: everyone has declared.');
  await banner(page).getByRole('button', { name: 'Roll initiative' }).click();
  await expect.poll(() => nextText(page)).toMatch(/acts next/);
}

describe('issue 37 item 2: a double submit does the step once', () => {
  it('a double-click, a held Enter and a replayed request each resolve one combatant', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const combatId = await startBigFight(app.host, 6, 'Double submit');
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/rpc/combat.step')) bodies.push(r.postData() ?? '');
    });
    await toResolving(page, combatId);

    // A person's double-click: two presses some 120 ms apart, the second with a click count of 2.
    const before = await steps(combatId);
    const resolve = banner(page).getByRole('button', { name: /^Resolve (?!all)/ });
    const box = (await resolve.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForTimeout(120);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await expect.poll(() => steps(combatId)).toBe(before + 1);
    await page.waitForTimeout(500);
    await expect.poll(() => steps(combatId)).toBe(before + 1);

    // Enter held down on the next "Resolve <name>": the key repeats, the step is done once.
    const held = await steps(combatId);
    await resolve.focus();
    await page.keyboard.down('Enter');
    for (let i = 0; i < 5; i++) {
      await page.waitForTimeout(80);
      await page.keyboard.down('Enter'); // a repeat (the key is still down)
    }
    await page.keyboard.up('Enter');
    await expect.poll(() => steps(combatId)).toBe(held + 1);
    await page.waitForTimeout(500);
    await expect.poll(() => steps(combatId)).toBe(held + 1);

    // The last request replayed as it was sent (a retry): the first answer again, nothing done.
    const replayed = await steps(combatId);
    const last = JSON.parse(bodies.at(-1)!) as { requestId: string; version: number };
    expect(typeof last.requestId).toBe('string');
    expect(typeof last.version).toBe('number');
    const again = await hostCall<{ version: number }>(app.host, 'combat.step', last);
    expect(again.ok).toBe(true);
    expect(again.value!.version).toBe(last.version + 1);
    await expect.poll(() => steps(combatId)).toBe(replayed);
    // The same step under a new id but made against the old version: refused, with a clear message.
    const stale = await hostCall(app.host, 'combat.step', { ...last, requestId: 'another-request' });
    expect(stale.ok).toBe(false);
    expect(stale.error!.code).toBe('combat/stale');
    expect(stale.error!.message).toMatch(/^Not done: the fight changed since this was asked for/);
    await expect.poll(() => steps(combatId)).toBe(replayed);
    expect(errors).toEqual([]);
    await page.close();
  });
});
