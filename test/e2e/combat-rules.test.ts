/**
 * Issue 16 deliverable 6 on the GM screen: an explosive declared at zone 1 (the blast radius's
 * outer ring) and full-auto at a vehicle, both from the declaration panel; Suppress and burst odds
 * that say what the action can do; a pilot never offered their own vehicle as a target; Treat
 * jury-rigging the damaged vehicle; the storyteller's "Exposed" override for its driver.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { banner, declareAll, mouseDrag, nextText, resolveTurn, selectName, team } from '../helpers/gm-screen';
import { screenshotPath } from '../helpers/screenshots';

// Seeded combat dice, so the fight is the same on every run (main/core/combat/index.ts).
process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-combat-rules';

const app = useBrowserApp();

const PCS = ["Lt. Mara 'Sparrow' Okafor", 'Cpl. Dane Ruiz'];
const NPCS = ['Centurion One', 'Centurion Two'];

/** Opens a combatant's declaration panel. */
async function openPanel(page: Page, teamNo: number, name: string): Promise<Locator> {
  await selectName(team(page, teamNo).getByTestId(`combatant-${name}`).locator('.combatant-name'));
  const panel = page.getByTestId('declare-panel');
  await expect.poll(() => panel.locator('h2').textContent()).toBe(name);
  return panel;
}

/** Gives the combatant whose panel is open another weapon from the catalog. */
async function arm(panel: Locator, weapon: string): Promise<void> {
  const details = panel.locator('details.gear-edit');
  if ((await details.getAttribute('open')) === null) await panel.getByText('Gear, stance and overrides').click();
  await panel.getByLabel('Weapon').selectOption(weapon);
  await expect.poll(() => panel.getByLabel('Weapon').inputValue()).toBe(weapon);
}

describe('GM screen: seed rules the panel can now reach', () => {
  it('declares an explosion at zone 1 and full-auto at a vehicle, with odds that fit each action', async () => {
    // Roomy while dragging (every seat on screen); the screenshot is taken at 1366×768.
    const page = await app.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    await page.getByRole('button', { name: 'New from sample' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Open Sample: Ragnar Anchorage' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Combat' }).click();
    await page.getByLabel('Combat name').fill('Convoy ambush');
    await page.getByRole('button', { name: 'Create combat' }).click();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Convoy ambush');

    for (const [i, name] of PCS.entries()) {
      await mouseDrag(page, page.getByTestId(`roster-${name}`), team(page, 1));
      await expect.poll(() => team(page, 1).locator('.combatant').count()).toBe(i + 1);
    }
    for (const [i, name] of NPCS.entries()) {
      await mouseDrag(page, page.getByTestId(`roster-${name}`), team(page, 2));
      await expect.poll(() => team(page, 2).locator('.combatant').count()).toBe(i + 1);
    }
    // A truck driven by Centurion Two.
    await page.getByLabel('Vehicle to add').selectOption('Light Truck');
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const seat = page.getByLabel('Light Truck: pilot seat');
    await seat.waitFor();
    await mouseDrag(page, page.getByLabel(`Move ${NPCS[1]}`), seat);
    await expect.poll(() => seat.innerText()).toContain(NPCS[1]);
    await banner(page).getByRole('button', { name: 'Start combat' }).click();
    await expect.poll(() => nextText(page)).toContain('Turn 1:');
    await page.setViewportSize({ width: 1366, height: 768 });

    // Mara throws a grenade: Centurion One in zone 1, the truck in zone 0.
    let panel = await openPanel(page, 1, PCS[0]!);
    await arm(panel, 'Frag Grenade');
    await panel.getByLabel('Action').selectOption('explode');
    const targets = panel.locator('fieldset.targets');
    await targets.getByLabel(NPCS[0]!, { exact: true }).check();
    await targets.getByLabel('Light Truck (vehicle)', { exact: true }).check();
    await panel.getByLabel(`Zone of ${NPCS[0]}`).selectOption('1');
    await expect.poll(() => panel.getByLabel('Zone of Light Truck (vehicle)').inputValue()).toBe('0');
    await page.screenshot({ path: screenshotPath('combat-rules-explode') });
    await panel.getByRole('button', { name: 'Declare' }).click();
    await expect.poll(() => panel.locator('p.small').first().textContent()).toBe(`Declared: set off an explosive at ${NPCS[0]}, Light Truck (zone 1/0)`);

    // Dane with an assault rifle: Suppress odds are suppression points, never wounds.
    panel = await openPanel(page, 1, PCS[1]!);
    await arm(panel, 'Assault Rifle');
    await panel.getByLabel('Action').selectOption('suppress');
    await panel.locator('fieldset.targets').getByLabel(NPCS[0]!, { exact: true }).check();
    await expect.poll(() => panel.getByTestId('odds').textContent()).toMatch(/^(<1|>99|\d+)% \+2 · (<1|>99|\d+)% \+1 Suppression/);
    await expect.poll(() => panel.getByTestId('odds').textContent()).not.toMatch(/Serious/);
    // A burst: the odds of all three bullets.
    await panel.getByLabel('Action').selectOption('attack');
    await panel.getByLabel('Target').selectOption({ label: NPCS[0]! });
    await panel.getByLabel('Burst').check();
    await expect.poll(() => panel.getByTestId('odds').textContent()).toMatch(/^3 bullets: (<1|>99|\d+)% at least one hit · (<1|>99|\d+)% Serious or worse/);
    // Full-auto at the truck.
    await panel.getByLabel('Action').selectOption('full-auto');
    const fa = panel.locator('fieldset.targets');
    if (await fa.getByLabel(NPCS[0]!, { exact: true }).isChecked()) await fa.getByLabel(NPCS[0]!, { exact: true }).uncheck();
    await fa.getByLabel('Light Truck (vehicle)', { exact: true }).check();
    await expect.poll(() => panel.getByTestId('odds').textContent()).toMatch(/^10 bullets: (<1|>99|\d+)% at least one hit · (<1|>99|\d+)% Serious or worse/);
    await page.screenshot({ path: screenshotPath('combat-rules-full-auto') });
    await panel.getByRole('button', { name: 'Declare' }).click();
    await expect.poll(() => panel.locator('p.small').first().textContent()).toBe('Declared: fire full-auto at Light Truck');

    // The truck's driver is never offered the truck as a target.
    panel = await openPanel(page, 2, NPCS[1]!);
    await panel.getByLabel('Action').selectOption('attack');
    await expect.poll(() => panel.getByLabel('Target').locator('option', { hasText: 'Light Truck' }).count()).toBe(0);

    await declareAll(page, 1);
    await resolveTurn(page, 1);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toContain(`${PCS[0]} sets off an explosive at ${NPCS[0]}, Light Truck (zone 1/0)`);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toContain(`${PCS[1]} fires full-auto at Light Truck`);

    // Turn 2: the truck is damaged (seeded dice); Dane jury-rigs it with Treat.
    const truck = page.locator('.vehicle', { hasText: 'Light Truck' });
    await expect.poll(() => truck.locator('.chip.warn').count()).toBe(1);
    panel = await openPanel(page, 1, PCS[1]!);
    await panel.getByLabel('Action').selectOption('treat');
    await panel.getByLabel('Target').selectOption({ label: 'Light Truck (vehicle)' });
    await expect.poll(() => panel.getByLabel('Wound (jury-rig)').count()).toBe(1);
    // The click's effect is checked: once at load 16 here the panel showed no declaration after
    // 15 s (the click lost on a panel still laying out). Pressed again only while Declare is still
    // offered and idle (not a command under way) and no declaration shows.
    const declare = panel.getByRole('button', { name: 'Declare' });
    const declared = () => panel.locator('p.small').first().textContent();
    await declare.click();
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await expect.poll(declared, { timeout: 5_000 }).toBe('Declared: treat Light Truck (wound 1)').then(() => true, () => false)) break;
      if ((await declare.count()) === 1 && (await declare.isEnabled())) await declare.click({ timeout: 2_000 }).catch(() => undefined);
    }
    await expect.poll(declared).toBe('Declared: treat Light Truck (wound 1)');
    // The storyteller says the driver leans out of the cab: shot directly, not through the truck's armor.
    panel = await openPanel(page, 2, NPCS[1]!);
    if ((await panel.locator('details.gear-edit').getAttribute('open')) === null) await panel.getByText('Gear, stance and overrides').click();
    const exposed = panel.getByLabel("Exposed: shot directly, not through Light Truck's armor");
    // The box shows the combat's state: it turns on when main has stored the command, not at the
    // click (so Playwright's check(), which wants the change at once, is not used).
    await exposed.click();
    await expect.poll(() => exposed.isChecked()).toBe(true);
    await exposed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('combat-rules-exposed') });
    await declareAll(page, 2);
    await resolveTurn(page, 2);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toContain(`${PCS[1]} treats Light Truck (wound 1)`);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
