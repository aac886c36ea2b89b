import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { startBigFight } from '../helpers/big-fight';
import { watchPageErrors } from '../helpers/browser';
import { banner, nextText, team } from '../helpers/gm-screen';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

// Issue 18, defect 3: with 204 combatants the "Next" banner listed every name still to declare
// and pushed the board below the fold. It names five, says how many more, and lists them all on demand.
describe('issue 18 defect 3: the Next banner of a big fight', () => {
  it('names the first five and "and 199 more", keeps the board on screen at 1366×768, lists all on demand', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const combatId = await startBigFight(app.host, 204);
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);

    await expect.poll(() => nextText(page), { timeout: 15_000 }).toContain('waiting for 204 declarations');
    const text = (await nextText(page))!;
    expect(text).toMatch(/^Turn 1: waiting for 204 declarations: (Raider 1 \d+, ){4}Raider 1 \d+ and 199 more\.$/);

    // The banner stays a line or two; the board's first team starts well inside the first screen.
    const bannerBox = (await banner(page).boundingBox())!;
    expect(bannerBox.height).toBeLessThanOrEqual(110);
    const board = (await team(page, 1).boundingBox())!;
    expect(board.y).toBeLessThan(768 - 150);
    await page.screenshot({ path: screenshotPath('next-banner-204-1366') });

    // The whole list on demand, in its own scroll box; a name opens that combatant's declaration.
    await banner(page).getByRole('button', { name: 'Show all 204 waiting' }).click();
    const list = page.getByRole('list', { name: 'Waiting for a declaration' });
    await expect.poll(() => list.getByRole('button').count()).toBe(204);
    expect((await banner(page).boundingBox())!.height).toBeLessThanOrEqual(110 + 180);
    const pick = list.getByRole('button').nth(150);
    const picked = (await pick.textContent())!;
    await pick.click();
    await expect.poll(() => page.getByTestId('declare-panel').locator('h2').first().textContent()).toBe(picked);

    // Quick-declare the NPCs: nobody waits, and the list goes with the names.
    await banner(page).getByRole('button', { name: 'Quick-declare NPCs' }).click();
    await expect.poll(() => nextText(page)).toBe('Turn 1: everyone has declared.');
    await expect.poll(() => page.getByTestId('waiting-all').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
