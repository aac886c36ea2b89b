/**
 * Issue 35: every byte a player receives, over the real player listener of the built app, across
 * a whole session: create a fight → add the PC → add a hidden NPC → steps → undo/redo → reveal →
 * hide → another fight → back → the host restarted. Three players listen throughout: the real
 * player page in Chromium (every HTTP answer's body, page and assets, and every WebSocket frame),
 * a WebSocket upgraded by hand on a raw TCP socket (every byte, headers and frames), and raw HTTP
 * requests for the page, its assets and refused paths. None may ever hold a name, id, wound,
 * note, condition or die of the hidden combatant, or anything only the storyteller wrote: the
 * fight's names, team names, notes, conditions, modifiers' reasons, the storyteller's log notes,
 * a vehicle's name; nor may a roll asked of the players name an NPC otherwise than they know it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createWound } from '../../shared/core/mechanics/wounds';
import { launchChromium } from '../helpers/browser';
import { rpc, startHost, type RunningHost } from '../helpers/host-process';
import { rawHttp, rawPlayer, type WireClient } from '../helpers/player-wire';
import { screenshotPath } from '../helpers/screenshots';
import { ViewsOfFrames } from '../helpers/player-frames';

process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-player-privacy-wire';

const dataDir = mkdtempSync(join(tmpdir(), 'fs3-privacy-wire-'));
const hosts: RunningHost[] = [];
let browser: Browser | null = null;
afterAll(async () => {
  await browser?.close();
  for (const h of hosts) await h.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Only the storyteller's: never in a byte a player gets. */
const SECRET_WORDS = [
  'Velkaris', 'Dunmoor', // the hidden NPC, named in the fight's title too
  'Brannoch', 'Quell', // a revealed NPC's real name (players see "NPC n")
  'Ambush', 'Reckoning', // the fights' own names
  'Ravens', 'Hunters', // team names
  'duke', 'Shrouded', 'Cursed', 'Smokescreen', // notes, conditions, a modifier's reason
  'Nightjar', // a vehicle's name (after the hidden NPC: "Velkaris's Nightjar")
  'from the players', 'to the players', 'player name', 'is now called', 'joins', // the storyteller's log notes
];

type View = { version: number; fight: { name: string; teams: { id: number; name: string }[]; combatants: { key: string; name: string; kind: string; wounds: { display: string } }[]; log: { text: string; dice?: string[] }[] } | null };

/** Everything one listening player got, as bytes or text. */
class Capture {
  readonly chunks: Buffer[] = [];
  readonly views: View[] = [];
  add(bytes: Buffer | string): void {
    this.chunks.push(typeof bytes === 'string' ? Buffer.from(bytes) : bytes);
  }
  /** Issue 38: the page is sent changes once it acknowledges; its views are worked out as the page does. */
  private readonly follow = new ViewsOfFrames();
  addFrame(text: string): void {
    this.add(text);
    const view = this.follow.add(text);
    if (view) this.views.push(view as View);
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/** The player page in Chromium, its every response body and WebSocket frame recorded. */
async function playerPage(link: string, capture: Capture): Promise<Page> {
  const page = await browser!.newPage({ viewport: { width: 390, height: 844 } });
  page.on('response', (r) => {
    void r.body().then((b) => capture.add(b), () => undefined);
    capture.add(JSON.stringify(r.headers()));
  });
  page.on('websocket', (ws) => ws.on('framereceived', (f) => capture.addFrame(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8'))));
  await page.goto(link);
  return page;
}

describe('issue 35: what a player receives, byte for byte', () => {
  it('never carries the hidden NPC or the storyteller\'s words across a whole session and a restart', async () => {
    let host = await startHost({ dataDir });
    hosts.push(host);
    browser = await launchChromium();
    const call = <T>(method: string, input: unknown = {}) => rpc<T>(host, method, input);
    await call('players.setPrivacy', { npcNames: 'generic', pcWounds: 'exact', npcWounds: 'none', pcRolls: 'shown', npcRolls: 'hidden', npcsJoinHidden: true });
    const alice = await call<{ id: string }>('character.create', { name: 'Alice Vance', kind: 'pc' });
    const velkaris = await call<{ id: string }>('character.create', { name: 'Velkaris Dunmoor', kind: 'npc' });
    const quell = await call<{ id: string }>('character.create', { name: 'Brannoch Quell', kind: 'npc' });

    const browserCapture = new Capture();
    const wireCapture = new Capture();
    const wires: WireClient[] = [];
    let link = (await call<{ url: string }>('players.openScreen')).url;
    let page = await playerPage(link, browserCapture);
    let wire = await rawPlayer(link);
    wires.push(wire);
    /** The page, its assets and refused requests, raw. */
    const rawRequests = async () => {
      const html = await rawHttp(link, '/player.html');
      wireCapture.add(html);
      for (const asset of new Set(html.toString('utf8').match(/\/?assets\/[\w.-]+/g) ?? [])) wireCapture.add(await rawHttp(link, `/${asset.replace(/^\//, '')}`));
      for (const path of ['/', '/index.html', '/play', '/rpc/combat.list', '/assets/../../main.js']) wireCapture.add(await rawHttp(link, path));
      wireCapture.add(await rawHttp(link, '/play', 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n'));
    };
    await rawRequests();

    /** Where this run of the host began in the page's views (versions count again from 1 after a restart). */
    let runStart = 0;
    /** Waits until both players got the view the storyteller's preview shows now. */
    const settled = async () => {
      const { version } = await call<View>('players.preview');
      await expect.poll(() => wire.messages().map((m) => JSON.parse(m) as { view?: View }).some((m) => m.view?.version === version), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => browserCapture.views.slice(runStart).some((v) => v.version === version), { timeout: 10_000 }).toBe(true);
    };
    const command = async (combatId: string, c: Record<string, unknown>) => {
      await call('combat.command', { combatId, command: c });
      await settled();
    };
    const history = async (combatId: string, kind: 'undo' | 'redo') => {
      await call('combat.step', { combatId, action: { kind } });
      await settled();
    };

    // Create, add the PC, add the hidden NPC and a second NPC revealed at once.
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Ambush by Velkaris Dunmoor' });
    await call('combat.addCharacter', { combatId, characterId: alice.id, team: 1, weapon: 'Pistol' });
    await settled();
    await call('combat.addCharacter', { combatId, characterId: velkaris.id, team: 2, weapon: 'Pistol' });
    await call('combat.addCharacter', { combatId, characterId: quell.id, team: 2, weapon: 'Pistol' });
    const fight = await call<{ combatants: { id: string; characterId: string }[] }>('combat.get', { combatId });
    const idOf = (characterId: string) => fight.combatants.find((c) => c.characterId === characterId)!.id;
    const [aliceId, velkarisId, quellId] = [idOf(alice.id), idOf(velkaris.id), idOf(quell.id)];
    await command(combatId, { type: 'privacy.set', combatantIds: [quellId], change: { hidden: false } });
    await command(combatId, { type: 'team.rename', team: 1, name: 'Hunters of the night' });
    await command(combatId, { type: 'team.rename', team: 2, name: "Velkaris's Ravens" });
    // The storyteller's own words on everyone, the PC included.
    await command(combatId, { type: 'note.set', combatantId: velkarisId, note: 'The duke in disguise' });
    await command(combatId, { type: 'condition.add', combatantId: velkarisId, condition: { id: 'c1', name: 'Shrouded' } });
    await command(combatId, { type: 'condition.add', combatantId: aliceId, condition: { id: 'c2', name: 'Cursed by the duke' } });
    await command(combatId, { type: 'note.set', combatantId: aliceId, note: 'Cursed: tell her at the end' });
    await command(combatId, { type: 'modifier.add', modifier: { id: 'm1', combatantId: aliceId, dice: -1, reason: 'Smokescreen', roll: 'attack', duration: 'combat' } });
    await command(combatId, { type: 'wound.add', targetId: velkarisId, wound: createWound({ location: 'Chest', severity: 'serious', type: 'wound', source: 'Storyteller' }) });
    // A vehicle the storyteller named after the hidden NPC, piloted by the NPC shown: players read "Viper".
    const withVehicle = await call<{ vehicles: { id: string }[] }>('combat.addVehicle', { combatId, vehicle: 'Viper', name: "Velkaris's Nightjar" });
    const nightjarId = withVehicle.vehicles[0]!.id;
    await command(combatId, { type: 'vehicle.board', vehicleId: nightjarId, combatantId: quellId, role: 'pilot' });

    // Two turns: Alice shoots the one she sees, then its vehicle; both NPCs shoot Alice.
    await command(combatId, { type: 'combat.start' });
    for (let turn = 0; turn < 2; turn++) {
      await command(combatId, { type: 'action.declare', declarations: [
        { combatantId: aliceId, action: { kind: 'attack', target: turn === 0 ? quellId : nightjarId } },
        { combatantId: velkarisId, action: { kind: 'attack', target: aliceId } },
        { combatantId: quellId, action: { kind: 'attack', target: aliceId } },
      ] });
      for (const type of ['initiative.roll', 'action.resolveAll', 'knockout.roll', 'turn.end']) await command(combatId, { type });
    }
    await history(combatId, 'undo');
    await history(combatId, 'undo');
    await history(combatId, 'redo');
    // A roll asked of the players: the hidden NPC's is refused, the shown NPC is named as they know it.
    await expect(call('players.requestRoll', { characterId: velkaris.id, ability: 'Firearms' })).rejects.toThrow(/hidden from the players/);
    const asked = await call<{ request: { characterName: string } }>('players.requestRoll', { characterId: quell.id, ability: 'Firearms' });
    expect(asked.request.characterName).toMatch(/^NPC \d+$/);
    await settled();
    const hiddenPeriod = [...browserCapture.views];
    const labels = (v: View) => Object.fromEntries((v.fight?.combatants ?? []).map((c) => [c.key, c.name]));
    const beforeReveal = labels(hiddenPeriod.at(-1)!);

    // Revealed, then hidden again: the NPC already shown keeps its number; the revealed one is NPC 2.
    await command(combatId, { type: 'privacy.set', combatantIds: [velkarisId], change: { hidden: false } });
    const revealed = browserCapture.views.at(-1)!;
    expect(labels(revealed)).toMatchObject(beforeReveal);
    // (In initiative order: the fight is under way.)
    expect(revealed.fight!.combatants.map((c) => c.name).sort()).toEqual(['Alice Vance', 'NPC 1', 'NPC 2']);
    await page.screenshot({ path: screenshotPath('player-privacy-wire-revealed') });
    await command(combatId, { type: 'privacy.set', combatantIds: [velkarisId], change: { hidden: true } });

    // Another fight shown, then back.
    const second = await call<{ combatId: string }>('combat.create', { name: 'Reckoning at Dunmoor' });
    await call('combat.get', { combatId: second.combatId });
    await settled();
    await call('combat.addCharacter', { combatId: second.combatId, characterId: alice.id, team: 1, weapon: 'Pistol' });
    await settled();
    await call('combat.get', { combatId });
    await settled();

    // The host restarted on the same data: a new link; the fight is rebuilt as it was.
    for (const w of wires) w.close();
    await page.close();
    await host.stop();
    host = await startHost({ dataDir });
    hosts.push(host);
    link = (await call<{ url: string }>('players.openScreen')).url;
    runStart = browserCapture.views.length;
    page = await playerPage(link, browserCapture);
    wire = await rawPlayer(link);
    wires.push(wire);
    await rawRequests();
    await call('combat.get', { combatId });
    await settled();
    expect(labels(browserCapture.views.at(-1)!)).toEqual(beforeReveal);
    await command(combatId, { type: 'privacy.set', combatantIds: [velkarisId], change: { hidden: false } });
    expect(labels(browserCapture.views.at(-1)!)).toEqual(labels(revealed));
    await command(combatId, { type: 'privacy.set', combatantIds: [velkarisId], change: { hidden: true } });
    await page.screenshot({ path: screenshotPath('player-privacy-wire-after-restart') });
    for (const w of wires) wireCapture.add(w.bytes());
    for (const w of wires) w.close();

    // What arrived: plenty (the session really was seen), and nothing of the storyteller's.
    expect(browserCapture.views.length).toBeGreaterThan(30);
    const seen = [browserCapture.text(), wireCapture.text()];
    const ids = [velkarisId, velkaris.id, quellId, quell.id, aliceId, alice.id, combatId, second.combatId];
    for (const [i, text] of seen.entries()) {
      expect(text.length, `capture ${i}`).toBeGreaterThan(10_000);
      for (const word of SECRET_WORDS) expect(text, `capture ${i}: "${word}"`).not.toContain(word);
      for (const id of ids) expect(text, `capture ${i}: id ${id}`).not.toContain(id);
    }
    const views = [...browserCapture.views, ...wires.flatMap((w) => w.messages().flatMap((m) => (JSON.parse(m) as { view?: View }).view ?? []))];
    for (const v of views) {
      if (!v.fight) continue;
      expect(v.fight.name).toBe('Fight');
      expect(v.fight.teams.map((t) => t.name)).toEqual(v.fight.teams.map((t) => `Team ${t.id}`));
      // NPCs show no wounds (the defaults), and every die is the PC's.
      for (const c of v.fight.combatants) if (c.kind === 'npc') expect(c.wounds).toEqual({ display: 'none' });
      for (const line of v.fight.log) for (const d of line.dice ?? []) expect(d).toMatch(/^Alice Vance/);
      // While hidden, the NPC is in no row: one NPC at most besides the one revealed for a while.
    }
    for (const v of hiddenPeriod) expect((v.fight?.combatants ?? []).filter((c) => c.kind === 'npc').length).toBeLessThanOrEqual(1);
    // The modifier's reason left the dice: the storyteller's modifier shows as such.
    expect(views.some((v) => v.fight?.log.some((l) => l.dice?.some((d) => d.includes('Storyteller -1'))))).toBe(true);
    // Alice's shots at the vehicle are told, at the Viper; the roll asked for the NPC arrived under its public name.
    expect(views.some((v) => v.fight?.log.some((l) => l.text.includes('Viper')))).toBe(true);
    expect(seen[1]).toMatch(/"characterName":"NPC \d+"/);
    await page.close();
  });
});
