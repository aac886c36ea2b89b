/**
 * The table of the players-declare e2e tests: two PCs (Ann and Bo, each on their own player link),
 * an NPC the players see and one hidden (the campaign's default for NPCs), in a fight not yet
 * started; the storyteller's page (1366×768) and each player's phone-sized page open in their own
 * Chromium context. Every byte each player's browser receives is kept (`bytes`), for the tests'
 * "nothing hidden crosses" checks.
 */
import type { Page } from 'playwright-core';
import type { BrowserApp } from './browser-app';
import { watchPageErrors } from './browser';
import { rpc } from './host-process';

/** Every frame and response body the page receives, as text. */
export function traffic(page: Page): string[] {
  const seen: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => seen.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8'))));
  page.on('response', (r) => void r.text().then((t) => seen.push(t), () => undefined));
  return seen;
}

type Someone = { id: string; name: string };
export type TableView = { combatants: { id: string; characterId: string | null; stance: string; declaration: { action: Record<string, unknown> } | null }[]; vehicles: { id: string; name: string }[] };

export type TableOptions = {
  /** Ends every name the table makes, so editions tested one after another never meet. */
  tag: string;
  /** The NPCs' base name ("Thug"); the fight is named after the hidden one (`fight(lurker)`). */
  npcs: string;
  fight: (lurkerName: string) => string;
  /** What each PC has before the NPCs are made (private gear, XP …). */
  furnish?: (ann: { id: string }, bo: { id: string }) => Promise<unknown>;
};

export async function playerTable(app: BrowserApp, { tag, npcs, fight, furnish }: TableOptions) {
  const { weapons } = await rpc<{ weapons: { name: string; type: string }[] }>(app.host, 'combat.gear', {});
  const weapon = weapons.find((w) => w.name === 'Pistol')?.name ?? weapons.find((w) => w.type === 'ranged')!.name;
  const ann = await rpc<{ id: string }>(app.host, 'character.create', { name: `Ann ${tag}`, kind: 'pc' });
  const bo = await rpc<{ id: string }>(app.host, 'character.create', { name: `Bo ${tag}`, kind: 'pc' });
  await furnish?.(ann, bo);
  const [seen, lurker] = (await rpc<{ characters: Someone[] }>(app.host, 'character.createNpcs', { baseName: `${npcs}${tag}`, count: 2, defaultRating: 3 })).characters as [Someone, Someone];
  const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: fight(lurker.name) });
  for (const [c, team] of [[ann, 1], [bo, 1], [seen, 2], [lurker, 2]] as const) await rpc(app.host, 'combat.addCharacter', { combatId, characterId: c.id, team, weapon });
  const view = await rpc<TableView>(app.host, 'combat.get', { combatId });
  const idOf = (characterId: string) => view.combatants.find((c) => c.characterId === characterId)!.id;
  await rpc(app.host, 'combat.command', { combatId, command: { type: 'privacy.set', combatantIds: [idOf(seen.id)], change: { hidden: false } } });
  await rpc(app.host, 'players.openScreen', {});
  const kimLink = await rpc<{ url: string }>(app.host, 'players.createLink', { label: 'Kim', characterIds: [ann.id] });
  const samLink = await rpc<{ url: string }>(app.host, 'players.createLink', { label: 'Sam', characterIds: [bo.id] });
  const gmContext = await app.browser.newContext({ bypassCSP: true, viewport: { width: 1366, height: 768 } });
  const gm = await gmContext.newPage();
  const errors = watchPageErrors(gm);
  const open = async (url: string) => {
    const context = await app.browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    errors.push(...watchPageErrors(page));
    const bytes = traffic(page);
    await page.goto(url);
    await page.getByTestId('play-panel').waitFor();
    return { page, bytes, context, url };
  };
  const kim = await open(kimLink.url);
  const sam = await open(samLink.url);
  const close = () => Promise.all([gmContext.close(), kim.context.close(), sam.context.close()]);
  return { combatId, view, idOf, seen, lurker, ann, bo, gm, kim, sam, errors, close };
}
