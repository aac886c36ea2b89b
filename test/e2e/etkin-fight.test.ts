/**
 * Issue 22 (the GM screen): a campaign on Ed Etkin's Fading Suns house rules made from the New
 * campaign wizard, Dante (the brother battle of seed 003: Dex 7, Shoot 7) and a Kurgan, and a
 * 2-turn fight on the GM screen with seeded dice (FS3_CONSOLE_COMBAT_SEED): initiative first,
 * declarations from the lowest initiative up, Dante's positively accented shot with a second
 * action (the multi-action penalty in the odds and the −4 slot in the initiative list), damage
 * the storyteller enters in the edition's levels, and the log read back. Screenshots at 1366×768
 * and 1920×1080.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pct, vpText } from '../../renderer/features/combat/task-draft';
import { goalOdds } from '../../shared/systems/fading-suns-etkin/dice';
import { axeViolations, describeFindings, seriousOrCritical } from '../helpers/axe';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { banner, nextText, selectName } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-etkin-fight';
const app = useBrowserApp();

const rated = (pairs: Record<string, number>) => Object.entries(pairs).map(([name, rating]) => ({ name, rating }));

/** The campaign from the New campaign wizard: the Fading Suns (Etkin) edition and its setting. */
async function createEtkinCampaign(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await page.getByRole('button', { name: 'New campaign…' }).click();
  await page.getByLabel('Campaign name').fill(name);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: /Fading Suns \(Etkin house rules\)/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: 'Fading Suns', exact: true }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Create campaign' }).click();
  await page.getByTestId('campaign-name').filter({ hasText: name }).waitFor();
}

/** Declares one task in the open panel's action `i`. */
async function task(panel: Locator, i: number, t: { characteristic: string; skill: string; target?: string; accent?: 'negative' | 'positive'; label?: string }): Promise<void> {
  const box = panel.getByTestId(`task-action-${i}`);
  await box.getByLabel(/^Characteristic/).selectOption(t.characteristic);
  await box.getByLabel(/^Skill/).selectOption(t.skill);
  await box.getByLabel(/^Target/).selectOption(t.target ? { label: t.target } : { value: '' });
  if (t.accent) await box.getByLabel(/^Accent/).selectOption(t.accent);
  if (t.label) await box.getByLabel(/^Label/).fill(t.label);
}

/** Opens the declare panel of whoever the banner says declares next and checks it is `name`. */
async function declareNext(page: Page, name: string): Promise<Locator> {
  await banner(page).getByRole('button', { name: `Declare for ${name}` }).click();
  const panel = page.getByTestId('declare-panel');
  await expect.poll(() => panel.locator('h2').first().textContent()).toBe(name);
  return panel;
}

describe('Fading Suns (Etkin house rules) on the GM screen', () => {
  it('fights 2 turns: initiative first, declarations lowest first, an accented shot and a second action, entered damage, the log', async () => {
    // bypassCSP: axe's bundle is injected as an inline script (the app's CSP forbids those).
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 768 }, bypassCSP: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBeTruthy();
    await createEtkinCampaign(page, 'Byzantium Secundus');

    // Seed 003's Dante (Dex 7, Shoot 7; Calm 4, Stoic Mind 5) and a Kurgan raider.
    const dante = await rpc<{ id: string }>(app.host, 'character.create', {
      name: 'Dante',
      kind: 'pc',
      attributes: rated({ Strength: 5, Dexterity: 7, Endurance: 5, Wits: 6, Perception: 5, Tech: 3, Calm: 4, Human: 5 }),
      actionSkills: rated({ Shoot: 7, Dodge: 4, Fight: 3, Vigor: 3, 'Stoic Mind': 5 }),
      luckPoints: 5,
    });
    const kurgan = await rpc<{ id: string }>(app.host, 'character.create', {
      name: 'Kurgan',
      kind: 'npc',
      attributes: rated({ Strength: 6, Dexterity: 5, Endurance: 6, Wits: 4, Perception: 4, Tech: 2, Calm: 3, Human: 3 }),
      actionSkills: rated({ Melee: 6, Fight: 4, Dodge: 3, Vigor: 4 }),
    });
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Ambush at the jumpgate' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: dante.id, team: 1, weapon: 'Pistol' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: kurgan.id, team: 2, weapon: 'Knife' });
    await page.goto(`${app.host.url.split('#')[0]}#/combat/${encodeURIComponent(combatId)}`);
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Ambush at the jumpgate');
    await banner(page).getByRole('button', { name: 'Start combat' }).click();

    // Turn 1. Initiative comes first (seed 003); then the lowest initiative declares first.
    await expect.poll(() => nextText(page)).toBe('Turn 1: roll initiative. Declarations go from the lowest initiative up.');
    await banner(page).getByRole('button', { name: 'Roll initiative' }).click();
    await expect.poll(() => nextText(page)).toMatch(/^Turn 1: (Dante|Kurgan) \(initiative -?\d+\) declares next \(lowest initiative first\); then (Dante|Kurgan) \(initiative -?\d+\)\.$/);
    const declareOrder = page.getByTestId('declare-order');
    await expect.poll(() => declareOrder.locator('li').count()).toBe(2);
    const rows = await declareOrder.locator('li').allInnerTexts();
    expect(rows).toHaveLength(2);
    const initiativeOf = (row: string) => Number(/^(-?\d+)/.exec(row.trim())![1]);
    expect(initiativeOf(rows[0]!)).toBeLessThanOrEqual(initiativeOf(rows[1]!));
    const first = /Dante/.test(rows[0]!) ? 'Dante' : 'Kurgan';
    const second = first === 'Dante' ? 'Kurgan' : 'Dante';

    const declare = async (who: string) => {
      const panel = await declareNext(page, who);
      if (who === 'Kurgan') {
        await task(panel, 0, { characteristic: 'Dexterity', skill: 'Melee', target: 'Dante', label: 'knife thrust' });
        await expect.poll(() => panel.getByTestId('task-odds-0').textContent()).toMatch(/Goal 11 · 3d20 · \d+% success/);
      } else {
        // Seed 003: "Dante shoots at a Kurgan ... he accents positively and gives up a die" (3d20 → 2d20, goal 14).
        await task(panel, 0, { characteristic: 'Dexterity', skill: 'Shoot', target: 'Kurgan' });
        await expect.poll(() => panel.getByTestId('task-odds-0').textContent()).toMatch(/Goal 14 · 3d20 · \d+% success/);
        await task(panel, 0, { characteristic: 'Dexterity', skill: 'Shoot', target: 'Kurgan', accent: 'positive' });
        // The exact odds as the edition computes them: P(success), every VP count, the SFX chances.
        const exact = goalOdds(14, 2, 'positive');
        const vp = vpText(exact.vp.map((p, k) => ({ vp: k, p })).filter((v) => v.p > 0));
        await expect.poll(() => panel.getByTestId('task-odds-0').textContent()).toBe(
          `Goal 14 · 2d20 · ${pct(exact.pSuccess)} success${vp}Good SFX 5% · Bad SFX 5%Dex 7 + Shoot 7 = goal 14, accented positively (1 VP per 2), 2d20`,
        );
        // A second action: dodge the return blow. Both goals drop by the multi-action penalty (−5, less 1 per 5 initiative).
        await panel.getByRole('button', { name: 'Add an action' }).click();
        await task(panel, 1, { characteristic: 'Dexterity', skill: 'Dodge' });
        await expect.poll(() => panel.getByTestId('multi-action-cost').textContent()).toMatch(/^Acting 2 times: −[1-5] goal on every action/);
        await expect.poll(() => panel.getByTestId('task-action-1').getByLabel(/^Accent/).isDisabled()).toBe(true);
        // The edition's word for luck points (seed 003's hero pool), with the points left.
        await expect.poll(() => panel.getByLabel(/^Hero pool \(5 left\)/).count()).toBe(1);
        // The task form passes axe-core's serious and critical checks, as the other screens do (issue 18).
        const found = seriousOrCritical(await axeViolations(page));
        expect(found, describeFindings('etkin declare panel', found)).toEqual([]);
        await panel.getByTestId('task-odds-0').scrollIntoViewIfNeeded();
        await page.screenshot({ path: screenshotPath('etkin-declare-1366') });
        await panel.getByTestId('multi-action-cost').scrollIntoViewIfNeeded();
        await page.screenshot({ path: screenshotPath('etkin-declare-1366-second') });
        await page.setViewportSize({ width: 1920, height: 1080 });
        await panel.getByTestId('task-action-0').scrollIntoViewIfNeeded();
        await page.screenshot({ path: screenshotPath('etkin-declare-1920') });
        await page.setViewportSize({ width: 1366, height: 768 });
      }
      await panel.getByRole('button', { name: 'Declare', exact: true }).click();
    };
    await declare(first);
    await expect.poll(() => nextText(page)).toMatch(new RegExp(`^Turn 1: ${second} \\(initiative -?\\d+\\) declares next`));
    await declare(second);
    await expect.poll(() => nextText(page)).toBe('Turn 1: everyone has declared. Actions go from the highest initiative down.');
    await banner(page).getByRole('button', { name: 'Begin actions' }).click();

    // The order: Dante's two slots (the second 4 lower) and the Kurgan's, highest first.
    const order = page.getByTestId('initiative-order');
    await expect.poll(() => order.locator('li').count()).toBe(3);
    const slots = await order.locator('li').allInnerTexts();
    expect(slots.some((s) => /Dante\s*2nd, −4: /.test(s))).toBe(true);
    await expect.poll(() => nextText(page)).toMatch(/^Turn 1: (Dante|Kurgan) acts next \(initiative -?\d+(, 2nd action)?\)/);
    await page.screenshot({ path: screenshotPath('etkin-order-1366') });
    await banner(page).getByRole('button', { name: /^Resolve (?!all)/ }).click();
    if ((await nextText(page))?.includes('acts next')) await banner(page).getByRole('button', { name: 'Resolve all remaining' }).click();
    await expect.poll(() => nextText(page)).toMatch(/Roll for knockouts|is over/);

    // The storyteller enters the damage the seed leaves to the rulebook: a vitality level on the Kurgan.
    await selectName(page.getByTestId('combatant-Kurgan').locator('.combatant-name'));
    const kPanel = page.getByTestId('declare-panel');
    await kPanel.getByRole('button', { name: 'Enter damage' }).click();
    const severity = kPanel.getByLabel('Wound severity');
    await expect.poll(() => severity.evaluate((el) => el === document.activeElement)).toBe(true);
    const severities = await severity.locator('option').allTextContents();
    expect(severities.join(' ')).toMatch(/Vitality/);
    await severity.selectOption({ label: severities.find((s) => /Vitality/.test(s))! });
    await kPanel.getByRole('button', { name: 'Add wound' }).click();
    // The row's chip in the edition's short word for the level, and its goal penalty.
    await expect.poll(() => page.getByTestId('combatant-Kurgan').locator('.status').textContent()).toMatch(/^Vit−2/);
    await expect.poll(() => kPanel.locator('.overrides').textContent()).toContain('Vitality level');
    // Levels lost have no hit location: the form asks none and the list names none.
    await expect.poll(() => kPanel.getByLabel('Wound location').count()).toBe(0);
    await expect.poll(() => kPanel.locator('.overrides').textContent()).not.toMatch(/Head|Chest/);
    await page.screenshot({ path: screenshotPath('etkin-damage-1366') });

    if ((await nextText(page))?.includes('knockouts')) await banner(page).getByRole('button', { name: 'Roll knockouts' }).click();
    await banner(page).getByRole('button', { name: 'End turn 1' }).click();

    // Turn 2: initiative again, one action each (the NPC quick-declared), all resolved.
    await expect.poll(() => nextText(page)).toMatch(/^Turn 2: roll initiative/);
    await banner(page).getByRole('button', { name: 'Roll initiative' }).click();
    await expect.poll(() => nextText(page)).toMatch(/^Turn 2: .* declares next/);
    for (let guard = 0; guard < 4 && (await nextText(page))?.includes('declares next'); guard++) {
      const before = await nextText(page);
      if (/^Turn 2: Dante/.test(before ?? '')) {
        const panel = await declareNext(page, 'Dante');
        await task(panel, 0, { characteristic: 'Dexterity', skill: 'Shoot', target: 'Kurgan' });
        // Two shots: the gun fired twice, each shot an action of its own (003: "up to the rate of fire").
        await panel.getByTestId('task-action-0').getByLabel(/^Shots/).fill('2');
        await expect.poll(() => panel.getByTestId('task-odds-0').textContent()).toMatch(/two actions/);
        await panel.getByRole('button', { name: 'Declare', exact: true }).click();
      } else {
        await banner(page).getByRole('button', { name: 'Quick-declare NPCs' }).click();
      }
      await expect.poll(() => nextText(page)).not.toBe(before);
    }
    await banner(page).getByRole('button', { name: 'Begin actions' }).click();
    await expect.poll(() => nextText(page)).toMatch(/acts next/);
    await expect.poll(() => order.locator('li').count()).toBe(3);
    expect((await order.locator('li').allInnerTexts()).some((s) => /Dante\s*2nd, −4: .*shot 2 of 2/.test(s))).toBe(true);
    await page.screenshot({ path: screenshotPath('etkin-turn2-order-1366') });
    await banner(page).getByRole('button', { name: 'Resolve all remaining' }).click();
    await expect.poll(() => nextText(page)).toMatch(/Roll for knockouts|is over/);
    if ((await nextText(page))?.includes('knockouts')) await banner(page).getByRole('button', { name: 'Roll knockouts' }).click();
    await banner(page).getByRole('button', { name: 'End turn 2' }).click();
    await expect.poll(() => nextText(page)).toMatch(/^Turn 3: roll initiative/);

    // The log: initiative factors, each task's goal and d20s, the accent, the entered wound.
    await page.getByTestId('combat-log').evaluate((el) => {
      for (const d of el.querySelectorAll('details')) d.open = true;
    });
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/turn 2/i);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/Dante/);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/goal \d+/i);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/\d+d20/);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/positive/i);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/Storyteller/);
    await page.screenshot({ path: screenshotPath('etkin-turn2-1366') });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: screenshotPath('etkin-turn2-1920') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
