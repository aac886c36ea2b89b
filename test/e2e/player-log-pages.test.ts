/**
 * Issue 38: the player page in Chromium on the real host. It acknowledges its views and is sent
 * changes from then on (a step is a small `delta`, painted as the storyteller's preview shows it);
 * its log holds the newest 200 lines, and scrolling to the top of it brings the earlier ones page
 * by page, in order, back to the fight's first line; back at the end, the earlier pages go. The
 * hidden NPC is in no frame.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';
import { viewsOfFrames } from '../helpers/player-frames';

process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-player-log-pages';
const app = useBrowserApp();
/** Three lines a turn for the players (initiative, Alice passes, end of turn): 270 lines, more than the view's 200. */
const TURNS = 90;

const lineTexts = (page: Page) => page.getByTestId('player-log').locator('li:not(.muted)').allTextContents();
/** The turns whose end the log shows, in its order. */
const ends = (texts: string[]) => texts.flatMap((t) => /End of turn (\d+)\./.exec(t)?.[1] ?? []).map(Number);

describe('the player page: changes and the log in pages (issue 38)', () => {
  it('is sent changes, paints them, and reads the log back to its first line by scrolling up', async () => {
    await rpc(app.host, 'players.setPrivacy', { npcNames: 'real', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: true });
    const alice = await rpc<{ id: string }>(app.host, 'character.create', { name: 'Alice Vance', kind: 'pc' });
    const lurker = await rpc<{ id: string }>(app.host, 'character.create', { name: 'Velkaris Dunmoor', kind: 'npc' });
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Long siege' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: alice.id, team: 1, weapon: 'Pistol' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: lurker.id, team: 2, weapon: 'Pistol' });
    const fight = await rpc<{ combatants: { id: string; characterId: string }[] }>(app.host, 'combat.get', { combatId });
    const aliceId = fight.combatants.find((c) => c.characterId === alice.id)!.id;
    const lurkerId = fight.combatants.find((c) => c.characterId === lurker.id)!.id;
    const command = (c: Record<string, unknown>) => rpc(app.host, 'combat.command', { combatId, command: c });
    /** A turn where both pass: the hidden NPC's part of it is never sent. */
    const turn = async () => {
      await command({ type: 'action.declare', declarations: [aliceId, lurkerId].map((combatantId) => ({ combatantId, action: { kind: 'pass' } })) });
      for (const type of ['initiative.roll', 'action.resolveAll', 'knockout.roll', 'turn.end']) await command({ type });
    };
    await command({ type: 'combat.start' });
    for (let t = 0; t < TURNS; t++) await turn();

    const { url } = await rpc<{ url: string }>(app.host, 'players.openScreen', {});
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const frames: string[] = [];
    page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8'))));
    await page.goto(url);
    // The newest 200 lines, the newest last.
    await expect.poll(async () => ends(await lineTexts(page)).at(-1), { timeout: 15_000 }).toBe(TURNS);
    await expect.poll(() => page.getByTestId('player-log').locator('li:not(.muted)').count()).toBe(200);

    // A step: a change, not the whole view, and the page shows what the preview shows.
    await turn();
    await expect.poll(async () => ends(await lineTexts(page)).at(-1), { timeout: 15_000 }).toBe(TURNS + 1);
    const preview = await rpc<{ version: number; fight: { log: { text: string }[] } }>(app.host, 'players.preview', {});
    const last = frames.at(-1)!;
    expect(frames.some((f) => f.startsWith('{"type":"delta"'))).toBe(true);
    expect(viewsOfFrames(frames).at(-1)).toEqual(preview);
    expect(last.length).toBeLessThan(JSON.stringify(preview).length / 10);

    // Scrolled to the top, again and again: the earlier lines arrive above, back to the first.
    const log = page.getByTestId('player-log');
    await expect.poll(async () => {
      await log.evaluate((el) => el.scrollTo({ top: 0 }));
      return page.getByTestId('log-start').count();
    }, { timeout: 20_000, interval: 300 }).toBe(1);
    const all = await lineTexts(page);
    expect(ends(all)).toEqual(Array.from({ length: TURNS + 1 }, (_, n) => n + 1));
    expect(all).toHaveLength(3 * (TURNS + 1));
    expect(all[0]).toMatch(/^T1\s*Initiative for turn 1: Alice Vance/);
    await page.screenshot({ path: screenshotPath('player-log-pages-start') });

    // Back at the end: the earlier pages go, the newest 200 lines stay.
    await expect.poll(async () => {
      await log.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      return page.getByTestId('player-log').locator('li:not(.muted)').count();
    }, { timeout: 10_000, interval: 300 }).toBe(200);

    const traffic = frames.join('\n');
    expect(traffic).not.toContain('Velkaris');
    expect(traffic).not.toContain(lurkerId);
    expect(errors).toEqual([]);
    await context.close();
  });
});
