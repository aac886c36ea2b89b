/**
 * Issue 21: the storyteller and a player in two browser contexts over real listeners. The player's
 * device is on the LAN listener (on this machine's own network address, loopback if it has none). Privacy is checked on
 * what reaches the player's browser (every WebSocket frame and HTTP body), not only on its DOM: a
 * hidden NPC's name, id and dice never arrive; revealed, it appears with the next push.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';
import { viewsOfFrames } from '../helpers/player-frames';

process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-player-view';

const app = useBrowserApp();

type Frame = { type: string; view?: { version: number; fight: { combatants: { name: string }[]; log: { text: string; dice?: string[] }[] } | null } };

/** Everything the player's browser receives: WebSocket frames and HTTP bodies, as text. */
function recordTraffic(page: Page): { frames: string[]; bodies: string[] } {
  const traffic = { frames: [] as string[], bodies: [] as string[] };
  page.on('websocket', (ws) => ws.on('framereceived', (f) => traffic.frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8'))));
  page.on('response', (r) => {
    void r.text().then((t) => traffic.bodies.push(t), () => undefined);
  });
  return traffic;
}

/** Issue 38: whole views and the changes applied to them, as the page had them. */
const views = (frames: string[]) => viewsOfFrames(frames) as NonNullable<Frame['view']>[];

describe('the player view (issue 21)', () => {
  it('never sends a hidden NPC to the player; the reveal arrives with the next push', async () => {
    await rpc(app.host, 'players.setPrivacy', { npcNames: 'real', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'hidden', npcsJoinHidden: false });
    const alice = await rpc<{ id: string }>(app.host, 'character.create', { name: 'Alice Vance', kind: 'pc' });
    const { characters } = await rpc<{ characters: { id: string; name: string }[] }>(app.host, 'character.createNpcs', { baseName: 'Centurion', count: 2, defaultRating: 3 });
    const [lurker, open] = characters as [{ id: string; name: string }, { id: string; name: string }];
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Ambush at the pier' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: alice.id, team: 1, weapon: 'Pistol' });
    for (const c of characters) await rpc(app.host, 'combat.addCharacter', { combatId, characterId: c.id, team: 2, weapon: 'Pistol' });
    const view = await rpc<{ combatants: { id: string; name: string; characterId: string | null }[] }>(app.host, 'combat.get', { combatId });
    const lurkerId = view.combatants.find((c) => c.characterId === lurker.id)!.id;

    // The storyteller's GM screen; the LAN page turned on from the contract the Players panel uses.
    const gmContext = await app.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const gm = await gmContext.newPage();
    const errors = watchPageErrors(gm);
    await gm.goto(`${app.host.url}#/combat/${combatId}`);
    await gm.getByTestId('combat-state').waitFor();
    // A real interface of this machine when it has one (the LAN case), else loopback.
    const { interfaces } = await rpc<{ interfaces: { address: string; family: string; internal: boolean }[] }>(app.host, 'players.interfaces', {});
    const lan = interfaces.find((i) => !i.internal && i.family === 'IPv4')?.address ?? '127.0.0.1';
    const status = await rpc<{ lan: { url: string } }>(app.host, 'players.share', { address: lan, port: 0 });
    expect(new URL(status.lan.url).hostname).toBe(lan);
    expect(status.lan.url).not.toContain(app.host.token);

    // The storyteller hides the lurker from the GM screen (one logged step).
    await gm.getByRole('button', { name: `Hide ${lurker.name} from players` }).click();
    await expect.poll(async () => (await rpc<{ combatants: { id: string; privacy?: { hidden?: boolean } }[] }>(app.host, 'combat.get', { combatId })).combatants.find((c) => c.id === lurkerId)?.privacy?.hidden).toBe(true);

    const playerContext = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const player = await playerContext.newPage();
    errors.push(...watchPageErrors(player));
    const traffic = recordTraffic(player);
    await player.goto(status.lan.url);
    // Issue 35: the fight's own name is the storyteller's; players see the neutral title until given one.
    await expect.poll(() => player.getByTestId('fight-name').textContent()).toBe('Fight');
    await expect.poll(() => player.getByTestId('player-combatant').count()).toBe(2);

    // A whole turn: everyone declares and attacks, the lurker at Alice.
    const aliceId = view.combatants.find((c) => c.characterId === alice.id)!.id;
    const command = (c: Record<string, unknown>) => rpc(app.host, 'combat.command', { combatId, command: c });
    await command({ type: 'combat.start' });
    await command({ type: 'action.declare', declarations: [{ combatantId: aliceId, action: { kind: 'attack', target: view.combatants.find((c) => c.characterId === open.id)!.id } }] });
    for (const type of ['action.quickDeclare', 'initiative.roll', 'action.resolveAll']) await command({ type });
    // The lurker shot Alice: the players learn she is hit, not by whom.
    await expect.poll(() => views(traffic.frames).at(-1)?.fight?.log.map((l) => l.text)).toContain('Alice Vance is hit: Serious wound (Right Arm).');
    const beforeReveal = [...traffic.frames, ...traffic.bodies].join('\n');
    expect(beforeReveal).not.toContain(lurker.name);
    expect(beforeReveal).not.toContain('Ambush at the pier');
    expect(beforeReveal).not.toContain(lurkerId);
    expect(beforeReveal).not.toContain(lurker.id);
    // Dice arrive only for the PC (NPC rolls hidden): every line with dice is Alice's.
    const dice = views(traffic.frames).flatMap((v) => (v.fight?.log ?? []).flatMap((line) => line.dice ?? []));
    expect(dice.length).toBeGreaterThan(0);
    for (const d of dice) expect(d).toMatch(/^Alice Vance/);
    await expect.poll(() => player.locator('body').innerText()).not.toContain(lurker.name);
    await player.screenshot({ path: screenshotPath('player-view-phone-hidden') });

    // Revealed from the GM screen: the next push carries it, and the page shows it.
    const pushesBefore = views(traffic.frames).length;
    await gm.getByRole('button', { name: `Reveal ${lurker.name} to players` }).click();
    await expect.poll(() => player.getByTestId('player-combatant').count()).toBe(3);
    const next = views(traffic.frames)[pushesBefore];
    expect(next?.fight?.combatants.map((c) => c.name)).toContain(lurker.name);
    expect(open.name).not.toBe(lurker.name);
    await player.screenshot({ path: screenshotPath('player-view-phone-revealed') });
    await gm.screenshot({ path: screenshotPath('player-view-gm') });

    expect(errors).toEqual([]);
    await playerContext.close();
    await gmContext.close();
    await rpc(app.host, 'players.stopSharing', {});
  });
});
