import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startBigFight } from '../helpers/big-fight';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { nextText, team } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();

type View = {
  combatants: { id: string; name: string; team: number; stance: string; declaration: { action: { kind: string; target?: string } } | null }[];
  modifiers: { combatantId: string; dice: number; reason: string }[];
  history: { position: number };
};
const view = (combatId: string) => rpc<View>(app.host, 'combat.get', { combatId });
const pickedNames = (page: Page) => page.locator('li.combatant.is-picked').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.replace('combatant-', '')));

// Issue 18, "Bulk actions": select combatants with shift/ctrl-click and the keyboard, then set a
// stance, an action at a target or a modifier for all of them, or quick-declare them: each ONE step.
describe('issue 18: multi-select and bulk actions on the GM screen', () => {
  it('selects with ctrl-click, shift-click, Shift+arrows, Space and Ctrl+A; Escape clears', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const combatId = await startBigFight(app.host, 12, 'Select drill');
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await expect.poll(() => nextText(page), { timeout: 15_000 }).toContain('waiting for 12 declarations');
    const names = await team(page, 1).locator('li.combatant').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.replace('combatant-', '')));
    const name = (n: string) => page.getByTestId(`combatant-${n}`).locator('.combatant-name');

    // Ctrl-click toggles one (no panel opens); shift-click adds the range from there.
    await name(names[0]!).click({ modifiers: ['Control'] });
    await expect.poll(() => pickedNames(page)).toEqual([names[0]]);
    await expect.poll(() => page.getByTestId('declare-panel').count()).toBe(0);
    await name(names[3]!).click({ modifiers: ['Shift'] });
    await expect.poll(() => pickedNames(page)).toEqual(names.slice(0, 4));
    await name(names[1]!).click({ modifiers: ['Control'] });
    await expect.poll(() => pickedNames(page)).toEqual([names[0], names[2], names[3]]);
    await expect.poll(() => page.getByTestId('selection-bar').getByRole('status').innerText()).toBe('3 selected');

    // Escape clears; the keyboard: Space on a row's checkbox, Shift+ArrowDown extends, Ctrl+A takes all.
    await page.keyboard.press('Escape');
    await expect.poll(() => pickedNames(page)).toEqual([]);
    await expect.poll(() => page.getByTestId('selection-bar').count()).toBe(0);
    await page.getByRole('checkbox', { name: `Select ${names[1]}` }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => pickedNames(page)).toEqual(names.slice(1, 4));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => pickedNames(page)).toEqual(names.slice(1, 5));
    await page.keyboard.press('Control+KeyA');
    await expect.poll(() => page.locator('li.combatant.is-picked').count()).toBe(12);
    await page.screenshot({ path: screenshotPath('combat-bulk-select-all-1366') });
    await page.keyboard.press('Escape');
    await expect.poll(() => pickedNames(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('bulk stance, bulk modifier, bulk attack at one target and quick-declare for the selection, each undone in one step', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const combatId = await startBigFight(app.host, 20, 'Bulk drill');
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await expect.poll(() => nextText(page), { timeout: 15_000 }).toContain('waiting for 20 declarations');
    const before = await view(combatId);
    const reds = before.combatants.filter((c) => c.team === 1);
    const blues = before.combatants.filter((c) => c.team === 2);
    const rows = team(page, 1).locator('li.combatant');
    await rows.nth(0).locator('.combatant-name').click({ modifiers: ['Control'] });
    await rows.nth(5).locator('.combatant-name').click({ modifiers: ['Shift'] });
    const bar = page.getByTestId('selection-bar');
    await expect.poll(() => bar.getByRole('status').innerText()).toBe('6 selected');
    const picked = (await pickedNames(page)).map((n) => before.combatants.find((c) => c.name === n)!.id);
    const undo = page.getByRole('button', { name: '↶ Undo' });
    const step = async (position: number) => expect.poll(async () => (await view(combatId)).history.position).toBe(position);

    // Stance for all six: one step; one undo takes all six back.
    await bar.getByRole('combobox', { name: 'Stance' }).selectOption('cautious');
    await bar.getByRole('button', { name: 'Set stance' }).click();
    await step(before.history.position + 1);
    let now = await view(combatId);
    expect(now.combatants.filter((c) => picked.includes(c.id)).map((c) => c.stance)).toEqual(Array(6).fill('cautious'));
    expect(now.combatants.filter((c) => !picked.includes(c.id)).every((c) => c.stance === 'normal')).toBe(true);
    await undo.click();
    await step(before.history.position);
    expect((await view(combatId)).combatants.every((c) => c.stance === 'normal')).toBe(true);

    // A storyteller modifier for all six, one step.
    await bar.getByRole('spinbutton', { name: 'Modifier' }).fill('-2');
    await bar.getByRole('textbox', { name: 'Reason' }).fill('Smoke');
    await bar.getByRole('button', { name: 'Add modifier' }).click();
    await step(before.history.position + 1);
    now = await view(combatId);
    expect(now.modifiers.filter((m) => m.reason === 'Smoke' && m.dice === -2).map((m) => m.combatantId).sort()).toEqual([...picked].sort());

    // An attack at one target for all six: one declaration step; undo takes the six back.
    const target = blues[3]!;
    await bar.getByRole('combobox', { name: 'Action' }).selectOption('attack');
    await bar.getByRole('combobox', { name: 'Target' }).selectOption(target.id);
    await bar.getByRole('button', { name: 'Declare for 6' }).click();
    await step(before.history.position + 2);
    now = await view(combatId);
    for (const id of picked) expect(now.combatants.find((c) => c.id === id)!.declaration?.action).toEqual({ kind: 'attack', target: target.id });
    await expect.poll(() => nextText(page)).toContain('waiting for 14 declarations');
    await page.screenshot({ path: screenshotPath('combat-bulk-declared-1366') });
    await undo.click();
    await step(before.history.position + 1);
    expect((await view(combatId)).combatants.every((c) => c.declaration === null)).toBe(true);

    // Quick-declare for the selection only: the six NPCs, nobody else.
    await bar.getByRole('button', { name: 'Quick-declare 6 NPCs' }).click();
    await step(before.history.position + 2);
    now = await view(combatId);
    expect(now.combatants.filter((c) => c.declaration !== null).map((c) => c.id).sort()).toEqual([...picked].sort());
    expect(reds.length).toBe(10);
    expect(errors).toEqual([]);
    await page.close();
  });
});
