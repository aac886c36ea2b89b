/**
 * A new storyteller's walk across features, in Chromium on a fresh data folder (browser mode),
 * with a screenshot of each screen at 1366×768 and 1920×1080: a real AresMUSH game (the default
 * config's files) as a new Third Edition campaign through the wizard; a campaign vehicle with its
 * crew set on its sheet; a fight with those characters and Quick NPCs, the vehicle seating its
 * stored crew; NPC automation (a team automatic, one NPC on suggest) and the turn forecast (bars,
 * KO risk on focus, what if); three turns; undo and redo; another campaign opened mid-fight and
 * back; the player screen in a second page (never a hidden NPC, never the forecast until allowed);
 * the fight ended; a character sheet printed to PDF (rendered with pdftoppm).
 * Assertions are on what the storyteller and the players see, each waited for.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { banner, mouseDrag, nextText, openDeclareFor, openHeaderMore, selectName, team } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

// Seeded combat dice in the host this file starts: the same walk every run.
process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-storyteller-walk';
const app = useBrowserApp({ firstRun: true });

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const FILES = readdirSync(FIXTURES).filter((f) => f.endsWith('.yml')).sort().map((f) => join(FIXTURES, f));
const DOWNLOADS = mkdtempSync(join(tmpdir(), 'fs3-walk-'));
afterAll(() => rmSync(DOWNLOADS, { recursive: true, force: true }));

const GAME = 'Caprica Station';
const SAMPLE = 'Sample: Ragnar Anchorage';
const SMALL = { width: 1366, height: 768 };
const LARGE = { width: 1920, height: 1080 };
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const row = (page: Page, name: string) => page.getByTestId(`combatant-${name}`);
const stepsOf = async (combatId: string) => (await rpc<{ steps: unknown[] }>(app.host, 'combat.log', { combatId })).steps.length;
const pHit = async (page: Page, name: string) => Number((await row(page, name).locator('.row-forecast').getAttribute('data-p-hit')) ?? 'NaN');

/** The screen at both sizes (1366×768, then 1920×1080), back to 1366×768 to go on. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(`walk-${name}-1366`) });
  await page.setViewportSize(LARGE);
  await page.screenshot({ path: screenshotPath(`walk-${name}-1920`) });
  await page.setViewportSize(SMALL);
}

/** Declares for everyone still missing this turn: NPCs by automation (a suggestion accepted), PCs an attack at the form's first target. */
async function declareTurn(page: Page, turn: number): Promise<void> {
  await expect.poll(() => nextText(page)).toContain(`Turn ${turn}:`);
  for (let guard = 0; guard < 12 && (await nextText(page))?.includes('waiting for'); guard++) {
    const before = await nextText(page);
    const declareFor = banner(page).getByRole('button', { name: /^Declare for / });
    if (await page.getByTestId('accept-suggestions').count()) await page.getByTestId('accept-suggestions').click();
    else if (await declareFor.count()) {
      const panel = await openDeclareFor(page);
      await panel.getByLabel('Action').selectOption('attack');
      const submit = panel.getByRole('button', { name: /^(Declare|Change declaration)$/ });
      if (await submit.isDisabled()) await panel.getByLabel('Action').selectOption('pass');
      await submit.click();
    } else {
      // Team 2 is automatic: the banner's NPC button lets their behaviour decide, never the fixed quick choice.
      await expect.poll(() => banner(page).getByRole('button', { name: 'Quick-declare NPCs' }).count()).toBe(0);
      await banner(page).getByRole('button', { name: 'Auto-declare NPCs' }).click();
    }
    await expect.poll(() => nextText(page)).not.toBe(before);
  }
  await expect.poll(() => nextText(page)).toBe(`Turn ${turn}: everyone has declared.`);
}

/** Initiative, each action, knockouts when asked, end of turn. */
async function resolveTurn(page: Page, turn: number): Promise<void> {
  await banner(page).getByRole('button', { name: 'Roll initiative' }).click();
  await expect.poll(() => nextText(page)).toMatch(/acts next|Roll for knockouts|is over/);
  while ((await nextText(page))?.includes('acts next')) {
    const before = await nextText(page);
    await banner(page).getByRole('button', { name: /^Resolve (?!all)/ }).click();
    await expect.poll(() => nextText(page)).not.toBe(before);
  }
  await expect.poll(() => nextText(page)).toMatch(/Roll for knockouts|is over/);
  if ((await nextText(page))?.includes('knockouts')) await banner(page).getByRole('button', { name: 'Roll knockouts' }).click();
  await banner(page).getByRole('button', { name: `End turn ${turn}` }).click();
  await expect.poll(() => nextText(page)).toContain(`Turn ${turn + 1}:`);
}

/** Everything the player's page receives over its WebSocket, as text. */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8'))));
  return frames;
}

async function checkedRadio(group: Locator, name: string): Promise<void> {
  // click, not check(): the radio follows the server's answer, which a loaded machine gives a moment later.
  await group.getByRole('radio', { name, exact: true }).click();
  await expect.poll(() => group.getByRole('radio', { name, exact: true }).isChecked()).toBe(true);
}

describe('a new storyteller’s walk across features', () => {
  it('AresMUSH game, campaign vehicle crew, automated NPCs and forecast, three turns, undo/redo, campaign switch, player screen, end, PDF', async () => {
    const page = await app.browser.newPage({ viewport: SMALL, acceptDownloads: true });
    page.setDefaultTimeout(20_000);
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('tour').getByRole('button', { name: 'Skip tour' }).click();
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe(SAMPLE);
    await shoot(page, '01-first-run-home');

    // 1. The wizard: a Third Edition campaign from the AresMUSH files, their gear with it.
    const wizard = page.getByRole('dialog', { name: 'New campaign' });
    const next = () => wizard.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'New campaign…' }).click();
    await page.getByLabel('Campaign name').fill(GAME);
    await next();
    await wizard.getByRole('radio', { name: /AresMUSH Third Edition/ }).check();
    await next();
    await wizard.getByRole('radio', { name: 'AresMUSH game config files' }).check();
    await page.getByLabel('AresMUSH config files (.yml or .zip)').setInputFiles(FILES);
    await expect.poll(() => wizard.getByText(/^Picked: /).count()).toBe(1);
    await shoot(page, '02-wizard-aresmush');
    await next();
    await expect.poll(() => wizard.getByRole('radio', { name: 'Gear from the AresMUSH files' }).isChecked()).toBe(true);
    await next();
    await wizard.getByRole('button', { name: 'Create campaign' }).click();
    await expect.poll(() => page.getByTestId('campaign-name').textContent(), { timeout: 30_000 }).toBe(GAME);
    expect(JSON.stringify(await rpc(app.host, 'system.get', {}))).toContain('aresmush-3e');

    // The crew: two PCs made earlier; three NPCs from Home's Quick NPCs.
    for (const name of ['Kara Thrace', 'Lee Adama']) await rpc(app.host, 'character.create', { name, kind: 'pc' });
    await page.getByLabel('NPC name').fill('Centurion');
    await page.getByLabel('How many').fill('3');
    await page.getByLabel('Default rating').fill('4');
    await page.getByRole('button', { name: 'Add 3 NPCs' }).click();
    await page.getByText('Centurion 3', { exact: true }).first().waitFor();
    await shoot(page, '03-home-game');

    // 2. A campaign vehicle with its crew, set on its sheet (Third Edition: the config's Viper).
    await nav(page, 'Characters').click();
    const vehiclesPanel = page.getByRole('region', { name: 'Campaign vehicles' });
    await vehiclesPanel.getByLabel('New vehicle name').fill('Red One');
    await vehiclesPanel.getByLabel('New vehicle type').selectOption('Viper');
    await vehiclesPanel.getByRole('button', { name: 'Add vehicle' }).click();
    await expect.poll(() => vehiclesPanel.getByTestId('vehicle-status').textContent()).toBe('Red One (Viper) added.');
    await vehiclesPanel.getByRole('link', { name: 'Red One' }).click();
    const crew = page.getByRole('region', { name: 'Crew' });
    await expect.poll(() => crew.getByLabel('Pilot').locator('option').allTextContents()).toContain('Kara Thrace');
    await crew.getByLabel('Pilot').selectOption({ label: 'Kara Thrace' });
    await crew.getByLabel('Add passenger').selectOption({ label: 'Lee Adama' });
    await crew.getByRole('button', { name: 'Add passenger' }).click();
    await crew.getByRole('button', { name: 'Save crew' }).click();
    await expect.poll(() => page.getByTestId('vehicle-notice').textContent()).toBe("Crew saved (the calendar's undo takes it back).");
    await shoot(page, '04-vehicle-crew');
    const redOne = (await rpc<{ vehicles: { id: string; name: string; crew: unknown }[] }>(app.host, 'vehicles.list', {})).vehicles.find((v) => v.name === 'Red One')!;
    expect(JSON.stringify(redOne.crew)).toMatch(/Kara Thrace.*Lee Adama/);

    // 3. The fight: Kara and Lee on team 1, the Centurions on team 2, Red One added with its crew aboard.
    await nav(page, 'Combat').click();
    await page.getByLabel('Combat name').fill('Raid on the Ragnar');
    await page.getByRole('button', { name: 'Create combat' }).click();
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Raid on the Ragnar');
    const combatId = (await rpc<{ combats: { id: string; name: string }[] }>(app.host, 'combat.list', {})).combats.find((c) => c.name === 'Raid on the Ragnar')!.id;
    for (const [name, n, count] of [['Kara Thrace', 1, 1], ['Lee Adama', 1, 2], ['Centurion 1', 2, 1], ['Centurion 2', 2, 2], ['Centurion 3', 2, 3]] as const) {
      await mouseDrag(page, page.getByTestId(`roster-${name}`), team(page, n));
      await expect.poll(() => team(page, n).locator('.combatant').count()).toBe(count);
    }
    const picker = page.getByLabel('Vehicle to add');
    await picker.selectOption(`campaign:${redOne.id}`);
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await expect.poll(() => page.getByLabel('Red One: pilot seat').textContent()).toContain('Kara Thrace');
    await expect.poll(() => page.getByLabel('Red One: passengers').textContent()).toContain('Lee Adama');
    // Players see Centurion 1 (as "NPC 1"); the other two stay hidden (NPCs join hidden).
    await page.getByRole('button', { name: 'Reveal Centurion 1 to players' }).click();
    await page.getByRole('button', { name: 'Hide Centurion 1 from players' }).waitFor();
    await shoot(page, '05-fight-setup');

    // 4. NPC automation: team 2 automatic, Centurion 3 on suggest.
    await (await openHeaderMore(page)).getByTestId('npc-automation-open').click();
    const automation = page.getByRole('dialog', { name: 'NPC automation' });
    await automation.locator('table').first().locator('tbody tr').nth(1).getByRole('combobox').first().selectOption('automatic');
    await expect.poll(() => automation.getByTestId('npc-auto-Centurion 1').getByRole('combobox').first().locator('option').first().textContent()).toBe('Team: Automatic');
    await automation.getByRole('combobox', { name: 'Centurion 3 mode' }).selectOption('suggest');
    await expect.poll(() => automation.getByRole('combobox', { name: 'Centurion 3 mode' }).inputValue()).toBe('suggest');
    await shoot(page, '06-npc-automation');
    await automation.getByRole('button', { name: 'Close' }).click();

    await banner(page).getByRole('button', { name: 'Start combat' }).click();
    await expect.poll(() => page.getByTestId('combat-state').textContent()).toMatch(/^Declaring · turn 1/);
    await page.getByTestId('auto-declare').click();
    for (const n of ['Centurion 1', 'Centurion 2']) await expect.poll(() => row(page, n).locator('.declared').textContent()).toMatch(/attack/);
    await expect.poll(() => row(page, 'Centurion 3').locator('.declared').count()).toBe(0);
    await page.getByTestId('accept-suggestions').click();
    await expect.poll(() => row(page, 'Centurion 3').locator('.declared').textContent()).toMatch(/attack/);

    // 5. The forecast: the Centurions shoot at the crew, so someone aboard is at risk; explained on focus.
    await expect.poll(async () => (await pHit(page, 'Kara Thrace')) + (await pHit(page, 'Lee Adama'))).toBeGreaterThan(0.05);
    await page.getByTestId('team-forecast-1').waitFor();
    await expect.poll(() => page.getByTestId('forecast-note').textContent()).toMatch(/Exact odds|Played out 10,000 times/);
    await row(page, 'Lee Adama').locator('.row-forecast').focus();
    await expect.poll(() => row(page, 'Lee Adama').getByRole('tooltip').textContent()).toMatch(/Hit and wounded at least once: \d+%.*Knockout risk/);
    await shoot(page, '07-forecast');

    // What if: Lee's draft at Centurion 2 moves its bar before anything is declared; then declared.
    await expect.poll(() => pHit(page, 'Centurion 2')).toBe(0);
    await selectName(row(page, 'Lee Adama').locator('.combatant-name'));
    const panel = page.getByTestId('declare-panel');
    await panel.getByLabel('Action').selectOption('attack');
    await panel.getByTestId('what-if-toggle').check();
    await panel.getByRole('combobox', { name: /^Target/ }).selectOption({ label: 'Centurion 2' });
    await expect.poll(() => pHit(page, 'Centurion 2')).toBeGreaterThan(0.01);
    await expect.poll(() => row(page, 'Lee Adama').locator('.declared').count()).toBe(0);
    await shoot(page, '08-what-if');
    await panel.getByRole('button', { name: 'Declare', exact: true }).click();
    await expect.poll(() => row(page, 'Lee Adama').locator('.declared').textContent()).toMatch(/attack Centurion 2/);

    // 6. Three turns.
    const beforeTurns = await stepsOf(combatId);
    await declareTurn(page, 1);
    await resolveTurn(page, 1);
    await shoot(page, '09-turn-1');
    for (const turn of [2, 3]) {
      await declareTurn(page, turn);
      await resolveTurn(page, turn);
    }
    await expect.poll(() => stepsOf(combatId)).toBeGreaterThan(beforeTurns + 10);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/Initiative.*turn 3/);
    await expect.poll(() => page.getByTestId('combat-error').count()).toBe(0);
    await shoot(page, '10-turn-3');

    // 7. Undo and redo: one step back and forward again, the screen following each.
    const atTurn4 = await page.getByTestId('combat-state').textContent();
    const steps = await stepsOf(combatId);
    await page.getByRole('button', { name: '↶ Undo' }).click();
    await expect.poll(() => nextText(page)).toMatch(/Turn 3/);
    await expect.poll(() => stepsOf(combatId)).toBe(steps - 1);
    await shoot(page, '11-undone');
    await page.getByRole('button', { name: /Redo/ }).click();
    await expect.poll(() => page.getByTestId('combat-state').textContent()).toBe(atTurn4);
    await expect.poll(() => stepsOf(combatId)).toBe(steps);

    // 8. Another campaign opened mid-fight, and back: the fight is as left.
    await nav(page, 'Home').click();
    await page.getByRole('button', { name: `Open ${SAMPLE}` }).click();
    await expect.poll(() => page.getByTestId('campaign-name').textContent(), { timeout: 20_000 }).toBe(SAMPLE);
    await nav(page, 'Combat').click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/^#\/combat/);
    await expect.poll(() => page.getByText('Raid on the Ragnar').count()).toBe(0);
    await shoot(page, '12-other-campaign');
    await nav(page, 'Home').click();
    await page.getByRole('button', { name: `Open ${GAME}` }).click();
    await expect.poll(() => page.getByTestId('campaign-name').textContent(), { timeout: 20_000 }).toBe(GAME);
    await expect.poll(() => nav(page, 'Combat').getAttribute('href'), { timeout: 15_000 }).toBe(`#/combat/${combatId}`);
    await nav(page, 'Combat').click();
    await expect.poll(() => page.getByTestId('combat-state').textContent()).toBe(atTurn4);

    // 9. The player screen in a second page: the hidden Centurions never reach it, nor the forecast until allowed.
    await nav(page, 'Players').click();
    const [player] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Open player screen' }).click()]);
    errors.push(...watchPageErrors(player));
    const frames = recordFrames(player);
    await player.setViewportSize(SMALL);
    await player.reload();
    await expect.poll(() => player.getByTestId('player-combatant').count()).toBe(3);
    const seen = (await player.getByTestId('player-combatant').allInnerTexts()).join('\n');
    expect(seen).toContain('Kara Thrace');
    expect(seen).toContain('NPC 1');
    await expect.poll(() => player.getByTestId('player-forecast').count()).toBe(0);
    await shoot(player, '13-player-screen');
    const privacy = page.getByRole('group', { name: 'Turn forecast' });
    await checkedRadio(privacy, 'Shown');
    await expect.poll(() => player.getByTestId('player-forecast').count()).toBeGreaterThan(0);
    // The Third Edition's own words, as the GM screen says them (not FS3's "serious").
    await expect.poll(async () => (await player.getByTestId('player-forecast').allInnerTexts()).join('\n')).toContain('Impaired or worse');
    await expect.poll(() => player.getByTestId('player-combatant').count()).toBe(3);
    await shoot(player, '14-player-forecast-shown');
    await shoot(page, '15-players-panel');
    await checkedRadio(privacy, 'Hidden');
    await expect.poll(() => player.getByTestId('player-forecast').count()).toBe(0);

    // 10. The end of the fight, on both screens.
    await nav(page, 'Combat').click();
    await banner(page).getByRole('button', { name: 'End combat' }).click();
    await page.getByRole('dialog', { name: 'End the combat?' }).getByRole('button', { name: 'End combat' }).click();
    await expect.poll(() => page.getByTestId('combat-state').textContent()).toMatch(/^Ended/);
    await expect.poll(() => player.getByTestId('fight-phase').textContent()).toMatch(/Ended|over/i);
    // The campaign vehicle keeps the damage the fight gave it, and is free for the next fight.
    const fought = (await rpc<{ vehicles: { wounds: unknown[] }[] }>(app.host, 'combat.get', { combatId })).vehicles[0]!.wounds.length;
    expect(fought).toBeGreaterThan(0);
    await expect.poll(async () => (await rpc<{ vehicles: { id: string; wounds: unknown[]; fight: string | null }[] }>(app.host, 'vehicles.list', {})).vehicles.find((v) => v.id === redOne.id)).toMatchObject({ fight: null, wounds: { length: fought } });
    await shoot(page, '16-ended');
    await shoot(player, '17-player-ended');
    // Nothing of a hidden Centurion ever reached the player's page.
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.join('\n')).not.toContain('Centurion');
    await player.close();

    // 11. Kara's sheet printed to PDF, rendered and looked at.
    await nav(page, 'Characters').click();
    await page.getByRole('link', { name: 'Kara Thrace' }).click();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Export PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('Kara Thrace.pdf');
    const pdf = join(DOWNLOADS, 'kara.pdf');
    await download.saveAs(pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Kara Thrace');
    expect(text).toContain(GAME);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, screenshotPath('walk-18-sheet-pdf').replace(/\.png$/, '')]);
    await shoot(page, '19-sheet');
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
