/**
 * Issue 37: an optional round timer per turn (the storyteller's setting, shown to players only if
 * they tick it) and a turn clock in the GM screen's header. The players' copy carries only the
 * timer's length and the time left, nothing about anyone in the fight.
 */
import { describe, expect, it } from 'vitest';
import { createRaiders } from '../helpers/big-fight';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { nextText } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();
type Preview = { timer?: { seconds: number; leftMs: number } | null; fight: unknown };

describe('issue 37: the turn clock and the round timer', () => {
  it('counts the turn, counts a 30 s timer down to "Time!", and shows it to players only when asked', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    // The page's clock is the test's: the countdown is checked without waiting 30 s.
    await page.clock.install({ time: new Date('2026-01-10T20:00:00Z') });
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const ids = await createRaiders(app.host, 2);
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Clock drill' });
    for (const [i, characterId] of ids.entries()) await rpc(app.host, 'combat.addCharacter', { combatId, characterId, team: i + 1, weapon: 'Pistol' });
    await rpc(app.host, 'combat.command', { combatId, command: { type: 'combat.start' } });
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await expect.poll(() => nextText(page)).toContain('waiting for');

    const clock = page.getByTestId('turn-clock');
    await expect.poll(() => clock.textContent()).toContain('0:00 this turn');
    await page.clock.runFor(65_000);
    await expect.poll(() => clock.textContent()).toContain('1:05 this turn');
    await expect.poll(() => page.getByTestId('round-timer').count()).toBe(0);

    // A 30 s timer, not yet shown to players: their view has none.
    await clock.getByText('Timer', { exact: true }).click();
    await clock.getByLabel('Round timer per turn').selectOption({ label: '30 s' });
    await clock.getByRole('button', { name: 'Restart this turn’s timer' }).click();
    await expect.poll(() => page.getByTestId('round-timer').innerText()).toBe('0:30 left');
    expect((await rpc<Preview>(app.host, 'players.preview', {})).timer ?? null).toBeNull();

    // Shown to players: only its length and the time left.
    await clock.getByLabel('Show it to players').check();
    await expect.poll(async () => (await rpc<Preview>(app.host, 'players.preview', {})).timer?.seconds ?? null).toBe(30);
    const timer = (await rpc<Preview>(app.host, 'players.preview', {})).timer!;
    expect(Object.keys(timer).sort()).toEqual(['leftMs', 'seconds']);
    expect(timer.leftMs).toBeLessThanOrEqual(30_000);
    const { url } = await rpc<{ url: string }>(app.host, 'players.openScreen', {});
    const player = await app.browser.newPage({ viewport: { width: 800, height: 700 } });
    await player.goto(url);
    await expect.poll(() => player.getByTestId('player-timer').textContent(), { timeout: 15_000 }).toMatch(/^Round timer: (\d:\d\d left|time is up)$/);
    await page.screenshot({ path: screenshotPath('combat-round-timer-1366') });

    // Time runs out: "Time!" in the header, said once in a polite live region.
    await page.clock.runFor(31_000);
    await expect.poll(() => page.getByTestId('round-timer').innerText()).toBe('Time!');
    await expect.poll(() => page.getByTestId('round-timer-said').getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => page.getByTestId('round-timer-said').textContent()).toBe('Time is up for turn 1.');

    // Off again: the players' view drops it.
    await clock.getByLabel('Show it to players').uncheck();
    await expect.poll(async () => (await rpc<Preview>(app.host, 'players.preview', {})).timer ?? null).toBeNull();
    await expect.poll(() => player.getByTestId('player-timer').count(), { timeout: 15_000 }).toBe(0);
    expect(errors).toEqual([]);
  });
});
