/**
 * Three things a storyteller meets on the GM screen, in Chromium:
 * - the NPC automation dialog's two tables (teams, NPCs) keep their columns under their headers
 *   and in line with each other at 1366×768 and 1920×1080, long names cut short with the whole
 *   name on hover, nothing wider than the dialog;
 * - a refused change in that dialog names the field as the dialog labels it ("Protects: …");
 * - a board row's chips say what they mean (words, or a short text with its meaning as the
 *   accessible name and tooltip), and the row stays within its width at 1366×768.
 * Screenshots of each.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createWound } from '../../shared/core/mechanics/wounds';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { openHeaderMore } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

const LONG_PC = 'Captain Alexandra Wintergreen-Montgomery of the Third Fleet';
const LONG_NPC = 'Centurion Heavy Assault Unit Seven of the Cylon Raider Wing';
const LONG_TEAM = 'The Colonial Marines of Battlestar Pegasus, Second Platoon';

type View = { combatants: { id: string; name: string }[] };

/** A started fight: a long-named PC and a short one on a long-named team, three NPCs (one long-named), the PC wounded and suppressed. */
async function fight(): Promise<{ combatId: string; ids: Record<string, string> }> {
  const { characters } = await rpc<{ characters: { id: string }[] }>(app.host, 'character.createNpcs', { baseName: 'Centurion', count: 2, defaultRating: 3 });
  const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Polish' });
  for (const name of [LONG_PC, 'Helo']) {
    const pc = await rpc<{ id: string }>(app.host, 'character.create', { name, kind: 'pc' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: pc.id, team: 1, weapon: 'Pistol' });
  }
  const long = await rpc<{ id: string }>(app.host, 'character.create', { name: LONG_NPC, kind: 'npc' });
  for (const id of [...characters.map((c) => c.id), long.id]) await rpc(app.host, 'combat.addCharacter', { combatId, characterId: id, team: 2, weapon: 'Pistol' });
  const command = (c: object) => rpc<View>(app.host, 'combat.command', { combatId, command: c });
  await command({ type: 'team.rename', team: 1, name: LONG_TEAM });
  const view = await command({ type: 'combat.start' });
  const ids = Object.fromEntries(view.combatants.map((c) => [c.name, c.id]));
  const pc = ids[LONG_PC]!;
  await command({ type: 'wound.add', targetId: pc, wound: createWound({ location: 'Chest', severity: 'serious', type: 'wound', source: 'Storyteller' }) });
  await command({ type: 'wound.add', targetId: pc, wound: createWound({ location: 'Left Leg', severity: 'moderate', type: 'wound', source: 'Storyteller' }) });
  await command({ type: 'combatant.update', combatantId: pc, patch: { suppression: 2, stance: 'cautious' } });
  await command({ type: 'npc.setAuto', combatantIds: [ids['Centurion 1']!], teams: [], change: { profile: 'protect', ally: ids[LONG_NPC]! } });
  return { combatId, ids };
}

/** Each cell's left and right edges, row by row (the header row first). */
const columnEdges = (table: Locator) =>
  table.evaluate((t) => [...t.querySelectorAll('tr')].map((tr) => [...tr.children].map((cell) => {
    const r = cell.getBoundingClientRect();
    return [Math.round(r.left), Math.round(r.right)];
  })));

async function openDialog(page: Page): Promise<Locator> {
  await (await openHeaderMore(page)).getByTestId('npc-automation-open').click();
  const dialog = page.getByRole('dialog', { name: 'NPC automation' });
  await dialog.getByRole('combobox', { name: `${LONG_NPC} mode` }).waitFor();
  return dialog;
}

async function expectAligned(dialog: Locator): Promise<void> {
  const [teams, npcs] = [dialog.locator('table').nth(0), dialog.locator('table').nth(1)];
  for (const table of [teams, npcs]) {
    const rows = await columnEdges(table);
    // Every row has the header's cells, each under its header to the pixel.
    for (const row of rows.slice(1)) expect(row).toEqual(rows[0]);
  }
  // The two tables' columns line up with each other (Mode under Mode, Behaviour under Behaviour).
  expect((await columnEdges(npcs))[0]).toEqual((await columnEdges(teams))[0]);
  // Nothing is wider than the dialog; a long name is cut short, whole in its title.
  expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
  for (const name of [LONG_NPC, LONG_TEAM]) {
    const cell = dialog.locator('td.npc-auto-name').and(dialog.getByTitle(name, { exact: true }));
    expect(await cell.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow === 'ellipsis')).toBe(true);
  }
}

describe('GM screen polish: NPC automation dialog, its refusals, and the board chips', () => {
  it('the dialog\'s columns line up at 1366×768 and 1920×1080, long names cut short with a title', async () => {
    const { combatId } = await fight();
    for (const [width, height] of [[1366, 768], [1920, 1080]] as const) {
      const page = await app.browser.newPage({ viewport: { width, height } });
      page.setDefaultTimeout(15_000);
      const errors = watchPageErrors(page);
      await page.goto(`${app.host.url}#/combat/${combatId}`);
      await page.getByTestId(`combatant-${LONG_PC}`).waitFor();
      const dialog = await openDialog(page);
      await page.screenshot({ path: screenshotPath(`npc-automation-layout-${width}`) });
      await expectAligned(dialog);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('a refused change names the field as the dialog labels it', async () => {
    const { combatId } = await fight();
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.setDefaultTimeout(15_000);
    await page.goto(`${app.host.url}#/combat/${combatId}`);
    await page.getByTestId(`combatant-${LONG_PC}`).waitFor();
    const dialog = await openDialog(page);
    // Clearing whom Centurion 1 protects leaves it protecting nobody: refused.
    await dialog.getByRole('combobox', { name: 'Centurion 1 protects' }).selectOption('');
    const said = 'Protects: Centurion 1 would protect nobody; choose a teammate, or another behaviour.';
    await expect.poll(() => page.getByTestId('combat-error').textContent()).toContain(said);
    // The screen's message is under the dialog's backdrop: the dialog says it too, where it is seen.
    const inDialog = dialog.getByTestId('npc-auto-error');
    await expect.poll(() => inDialog.isVisible()).toBe(true);
    expect(await inDialog.textContent()).toBe(said);
    await page.screenshot({ path: screenshotPath('npc-automation-refusal-1366') });
    // The next change that is not refused takes it away.
    await dialog.getByRole('combobox', { name: 'Centurion 2 mode' }).selectOption('suggest');
    await expect.poll(() => inDialog.count()).toBe(0);
    await page.close();
  });

  it('board chips say what they mean, and the row stays within its width at 1366×768', async () => {
    const { combatId } = await fight();
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.setDefaultTimeout(15_000);
    const errors = watchPageErrors(page);
    await page.goto(`${app.host.url}#/combat/${combatId}`);
    const row = page.getByTestId(`combatant-${LONG_PC}`);
    await row.waitFor();
    await expect.poll(() => row.locator('.chip').count()).toBeGreaterThan(3);
    await page.screenshot({ path: screenshotPath('board-chips-1366') });
    // Short wound chips keep their letters, with the words as name and tooltip.
    const serious = row.getByRole('img', { name: '1 Serious wound' });
    expect(await serious.textContent()).toBe('S');
    expect(await serious.getAttribute('title')).toBe('1 Serious wound');
    expect(await row.getByRole('img', { name: '1 Moderate wound' }).textContent()).toBe('M');
    // The suppression chip in words.
    expect(await row.locator('.chip.warn').textContent()).toBe('Suppression 2');
    // Every chip on the row says what it means, in its text or its title.
    const unexplained = await row.locator('.status > .chip').evaluateAll((chips) => chips.filter((c) => (c.textContent ?? '').length < 8 && !c.getAttribute('title')).map((c) => c.textContent));
    expect(unexplained).toEqual([]);
    // Within the row's width: no chip spills past the row's right edge.
    expect(await row.evaluate((li) => {
      const right = li.getBoundingClientRect().right;
      return [...li.querySelectorAll('.chip')].every((c) => c.getBoundingClientRect().right <= right + 0.5) && li.scrollWidth <= li.clientWidth;
    })).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
