/**
 * Issue 21 with a real game: an AresMUSH Third Edition campaign made from the default config, a
 * fight with the config's gear shown on the player screen (NPCs join hidden by default), a player
 * roll asked from the GM's Players panel and rolled on the player's page, landing in the roll log
 * with who rolled it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';
import { viewsOfFrames } from '../helpers/player-frames';

process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-player-ares';
process.env['FS3_CONSOLE_DICE_SEED'] = 'e2e-player-ares';
const app = useBrowserApp();

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const files = () => readdirSync(FIXTURES).filter((f) => f.endsWith('.yml')).sort().map((name) => ({ name, text: readFileSync(join(FIXTURES, name), 'utf8') }));

describe('the player view of an AresMUSH game (issue 21)', () => {
  it('shows the fight without the hidden Goon, then with it; a roll asked of the player lands in the roll log with who rolled', async () => {
    await rpc(app.host, 'campaign.create', { name: 'Ares 3E', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: files() }, gear: 'from-source' });
    const ann = await rpc<{ id: string }>(app.host, 'character.create', { name: 'Ann', kind: 'pc' });
    const goon = (await rpc<{ characters: { id: string; name: string }[] }>(app.host, 'character.createNpcs', { baseName: 'Goon', count: 1, defaultRating: 5 })).characters[0]!;
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Ambush at the depot' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: ann.id, team: 1, weapon: 'Rifle+Ap', armor: 'Tactical' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: goon.id, team: 2, weapon: 'Pistol', armor: null });
    const view = await rpc<{ combatants: { id: string; characterId: string | null; privacy?: { hidden?: boolean } }[] }>(app.host, 'combat.get', { combatId });
    const goonId = view.combatants.find((c) => c.characterId === goon.id)!.id;
    const annId = view.combatants.find((c) => c.characterId === ann.id)!.id;
    // The campaign's defaults: an NPC joins hidden.
    expect(view.combatants.find((c) => c.id === goonId)?.privacy?.hidden).toBe(true);

    // The player screen opened from the Players panel (browser mode: a new tab of this browser).
    const gm = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(gm);
    await gm.goto(`${app.host.url}#/players`);
    const [screen] = await Promise.all([gm.context().waitForEvent('page'), gm.getByRole('button', { name: 'Open player screen' }).click()]);
    errors.push(...watchPageErrors(screen));
    const frames: string[] = [];
    screen.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await screen.reload();
    // Issue 35: the fight's own name is the storyteller's; players see the neutral title, then the one given them.
    await expect.poll(() => screen.getByTestId('fight-name').textContent()).toBe('Fight');
    await rpc(app.host, 'combat.command', { combatId, command: { type: 'privacy.names', title: 'At the depot' } });
    await expect.poll(() => screen.getByTestId('fight-name').textContent()).toBe('At the depot');
    expect(frames.join('\n')).not.toContain('Ambush at the depot');

    const command = (c: Record<string, unknown>) => rpc(app.host, 'combat.command', { combatId, command: c });
    await command({ type: 'combat.start' });
    for (let turn = 1; turn <= 2; turn++) {
      await command({ type: 'action.declare', declarations: [{ combatantId: annId, action: { kind: 'attack', target: goonId } }] });
      for (const type of ['action.quickDeclare', 'initiative.roll', 'action.resolveAll']) await command({ type });
      const after = await rpc<{ allowed: Record<string, boolean> }>(app.host, 'combat.get', { combatId });
      if (after.allowed['knockout.roll']) await command({ type: 'knockout.roll' });
      await command({ type: 'turn.end' });
    }
    await expect.poll(() => screen.getByTestId('fight-phase').textContent()).toContain('Turn 3');
    await expect.poll(() => screen.getByTestId('player-combatant').count()).toBe(1);
    const hiddenTraffic = frames.join('\n');
    expect(hiddenTraffic).not.toContain(goon.name);
    expect(hiddenTraffic).not.toContain(goonId);
    await screen.screenshot({ path: screenshotPath('player-view-ares-tv-hidden') });

    await rpc(app.host, 'combat.command', { combatId, command: { type: 'privacy.set', combatantIds: [goonId], change: { hidden: false, publicName: 'Depot guard' } } });
    await expect.poll(() => screen.getByTestId('player-combatant').count()).toBe(2);
    await expect.poll(() => screen.locator('body').innerText()).toContain('Depot guard');
    expect(frames.join('\n')).not.toContain(goon.name);
    // Revealed under its public name, its exchanges with Ann are told (the NPC's dice are not).
    await command({ type: 'action.declare', declarations: [{ combatantId: annId, action: { kind: 'attack', target: goonId } }] });
    for (const type of ['action.quickDeclare', 'initiative.roll', 'action.resolveAll']) await command({ type });
    // Ann's own shot is told too: the guard's wounds are not shown (the campaign's default), so
    // a hit reads "Ann attacks Depot guard", a miss as the game logs it.
    const turn3 = async () => {
      // Issue 38: the page's latest view, whole or worked out from the changes it was sent.
      const view = viewsOfFrames(frames).at(-1)!;
      return view.fight!.log.filter((l) => l.turn === 3).map((l) => l.text);
    };
    await expect.poll(turn3).toContainEqual(expect.stringMatching(/^Ann (attacks|misses) Depot guard\.$/));
    await expect.poll(turn3).toContainEqual(expect.stringMatching(/^Depot guard (misses|hits) Ann/));
    await screen.screenshot({ path: screenshotPath('player-view-ares-tv-revealed') });
    expect(frames.join('\n')).not.toContain(goon.name);

    // A roll asked of the screen's device, rolled there, lands in the campaign's roll log.
    await gm.bringToFront();
    await gm.getByLabel('Character').selectOption({ label: 'Ann' });
    await gm.getByLabel('Ability').selectOption('Firearms');
    await gm.getByRole('button', { name: 'Send' }).click();
    await screen.bringToFront();
    await screen.getByTestId('roll-request').getByRole('button', { name: 'Roll' }).click();
    await screen.getByTestId('roll-results').waitFor();
    await expect.poll(async () => (await rpc<{ entries: { characterName: string; roll: { rolledBy?: string; ability: string } }[] }>(app.host, 'character.rollLog', { limit: 5 })).entries.map((e) => [e.characterName, e.roll.ability, e.roll.rolledBy])).toContainEqual(['Ann', 'Firearms', expect.stringMatching(/^Player \d+$/)]);
    await gm.bringToFront();
    await expect.poll(() => gm.getByTestId('roll-results').innerText()).toMatch(/rolled by Player \d+/);
    await gm.screenshot({ path: screenshotPath('player-view-ares-gm-roll') });
    expect(errors).toEqual([]);
  });
});
