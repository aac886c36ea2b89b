/**
 * Issue 18, accessibility: axe-core 4.14 on every screen in both themes, in the states a session
 * reaches (a campaign open with its roster and backups, the wizard, the three editions' sheets (FS3.1 after a percentile roll), a fight
 * running with the declare panel open and a filled log, each gear editor tab with its heatmap and
 * the delete confirmation, the config screen's lint and import). None may have a serious or
 * critical violation; a failure prints each one (screen and theme, rule, target, axe's summary).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeFindings, seriousOrCritical } from '../helpers/axe';
import { startBigFight } from '../helpers/big-fight';
import { useBrowserApp } from '../helpers/browser-app';
import { createAres3eCampaign, watchPageErrors } from '../helpers/browser';
import { createFs31Campaign, FS31_PLAY_TEMPLATE } from '../helpers/fs31';
import { banner, nextText, resolveTurn, selectName } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

// Seeded combat dice (read by the host it starts): the fight, and so the GM screen scanned, is the same every run.
process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-accessibility';
const app = useBrowserApp();
const THEMES = ['light', 'dark'] as const;
/** AresMUSH's default game (test input, read from the shared fixtures as the config tests do). */
const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const FIXTURE_FILES = readdirSync(FIXTURES).filter((f) => f.endsWith('.yml')).sort();

describe('issue 18 accessibility: axe-core on every screen, light and dark', () => {
  it('finds no serious or critical violation on any screen in either theme', async () => {
    // The app's CSP forbids inline scripts; axe's bundle is injected as one.
    const context = await app.browser.newContext({ bypassCSP: true, viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchPageErrors(page);
    const failures: string[] = [];
    const scanned: string[] = [];

    /** Scans the page as it stands in the light theme, then in the dark one (the preference, as Settings sets it). */
    const scan = async (screen: string, shot?: string) => {
      for (const theme of THEMES) {
        await rpc(app.host, 'prefs.set', { theme });
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme), { timeout: 10_000 }).toBe(theme);
        // The screens this issue changed, as a person sees them (looked at, not compared).
        if (shot) await page.screenshot({ path: screenshotPath(`a11y-${shot}-${theme}`) });
        const found = seriousOrCritical(await axeViolations(page));
        if (found.length > 0) failures.push(describeFindings(`${screen}, ${theme}`, found));
        scanned.push(`${screen} (${theme})`);
      }
    };
    const go = async (hash: string, heading: string | RegExp) => {
      await page.evaluate((h) => (window.location.hash = h), hash);
      await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
    };

    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Sample: Ragnar Anchorage');
    await page.getByRole('button', { name: 'Back up now' }).click();
    await page.getByTestId('backup-row').first().waitFor();
    await scan('Home');
    // Quick NPCs refused (the field's message), then added (the success line), then a roster delete asked in place.
    await page.getByRole('button', { name: 'Add NPC' }).click();
    await page.locator('#npc-name-error').waitFor();
    await scan('Home: Quick NPCs refused');
    await page.getByLabel('NPC name').fill('Deckhand');
    await page.getByLabel('How many').fill('2');
    await page.getByLabel('Ratings').fill('Firearms 3');
    await page.getByRole('button', { name: 'Add 2 NPCs' }).click();
    await expect.poll(() => page.getByTestId('campaign-counts').textContent()).toBe('4 PCs · 5 NPCs');
    await scan('Home: Quick NPCs added');
    await page.getByRole('button', { name: 'Delete Deckhand 2' }).click();
    await scan('Home: roster delete confirmation');
    await page.getByRole('button', { name: 'Keep', exact: true }).click();

    await page.getByRole('button', { name: 'New campaign…' }).click();
    const wizard = page.getByRole('dialog', { name: 'New campaign' });
    await wizard.waitFor();
    await scan('New campaign wizard, step 1');
    // Every step of the wizard (name, edition, setting, check), as a storyteller walks it.
    await page.getByLabel('Campaign name').fill('Scanned');
    for (let step = 2; step <= 4; step++) {
      await wizard.getByRole('button', { name: 'Next' }).click();
      await scan(`New campaign wizard, step ${step}`);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'New campaign' }).waitFor({ state: 'hidden' });

    await go('#/characters', 'Characters');
    await page.getByRole('link', { name: 'Cpl. Dane Ruiz' }).waitFor();
    await scan('Characters');
    await page.getByRole('link', { name: 'Cpl. Dane Ruiz' }).click();
    await page.getByTestId('chargen-verdict').waitFor();
    await scan('Sheet (FS3.2)', 'sheet-fs32');

    // A fight with a turn resolved (the log filled) and the declare panel open.
    const combatId = await startBigFight(app.host, 6, 'Dock ambush');
    await go('#/combat', 'Combat');
    await page.getByText('Dock ambush').first().waitFor();
    await scan('Combat list');
    // Prepared encounters and NPC templates, with both editors open.
    await go('#/encounters', 'Encounters');
    await page.getByRole('button', { name: 'New encounter' }).click();
    await page.getByRole('button', { name: 'New template' }).click();
    await scan('Encounters: encounter and template editors');
    // Issue 21: the Players panel with the LAN page on (link, QR code, connected list).
    await go('#/players', 'Players');
    await page.getByText('Share the player view on the network').click();
    await page.getByRole('button', { name: 'Start sharing' }).click();
    await page.getByTestId('share-on').waitFor();
    await scan('Players', 'players');
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByText('Share the player view on the network').waitFor();
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    await expect.poll(() => nextText(page)).toContain('Turn 1:');
    await banner(page).getByRole('button', { name: 'Quick-declare NPCs' }).click();
    await expect.poll(() => nextText(page)).toBe('Turn 1: everyone has declared.');
    await resolveTurn(page, 1);
    await selectName(page.locator('.combatant-name').first());
    await page.getByTestId('declare-panel').waitFor();
    await scan('GM screen', 'gm-screen');
    // The declare panel's overrides open, and a combatant's status card shown by keyboard focus.
    await page.getByTestId('declare-panel').getByText('Gear, stance and overrides').click();
    await page.locator('.combatant .status').first().focus();
    await scan('GM screen: overrides and status card');

    for (const [section, label] of [['weapons', 'Weapons'], ['armor', 'Armor'], ['vehicles', 'Vehicles'], ['charts', 'Hit charts'], ['matchup', 'Weapon vs armor']] as const) {
      await go(`#/editors/${section}`, 'Gear editors');
      await page.getByRole('link', { name: label, exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
      if (section === 'charts') await page.locator('table.heatmap').first().scrollIntoViewIfNeeded();
      await scan(`Gear editors: ${label}`, section === 'charts' ? 'heatmap' : undefined);
    }
    // Armor a vehicle wears asks before it goes.
    const armored = await rpc<{ catalog: { vehicles: { armor: string | null }[] } }>(app.host, 'gear.state', {});
    const worn = armored.catalog.vehicles.find((v) => v.armor !== null)!.armor!;
    await go(`#/editors/armor/${encodeURIComponent(worn)}`, 'Gear editors');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').waitFor();
    await scan('Gear editors: delete confirmation', 'delete-confirm');
    await page.getByRole('button', { name: 'Keep it' }).click();

    await go('#/config', 'Game config');
    await page.getByRole('list', { name: 'Configuration problems' }).or(page.getByText('No problems found in this configuration.')).first().waitFor();
    await scan('Game config');
    // An import planned from AresMUSH's default files: the plan, then the merge with its diff.
    await page.getByLabel('AresMUSH config files (.yml or .zip)').setInputFiles(FIXTURE_FILES.map((f) => join(FIXTURES, f)));
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toMatch(/^\d+ added, \d+ changed, \d+ removed$/);
    await scan('Game config: import plan');
    await page.getByRole('button', { name: 'Merge into Sample: Ragnar Anchorage instead…' }).click();
    await page.getByText(/^Every AresMUSH value that changes/).click();
    await page.getByText(/values adapted to the FS3\.2 rules/).click();
    await scan('Game config: merge plan');
    await go('#/system', /Game system|System/);
    await scan('Game system');
    await go('#/settings', 'Settings');
    await scan('Settings');
    // Issue 43: Help with the problem report prepared and the tour replayed over it.
    await go('#/help', 'Help');
    await page.getByRole('button', { name: 'Prepare the report' }).click();
    await page.getByTestId('problem-report').waitFor();
    await page.getByRole('button', { name: 'Take the tour again' }).click();
    await page.getByTestId('tour').waitFor();
    await scan('Help, report and tour', 'help');
    await page.getByTestId('tour').getByRole('button', { name: 'Skip tour' }).click();
    await expect.poll(() => page.getByTestId('tour').count()).toBe(0);
    await go('#/about', /About/);
    await scan('About');

    // A Third Edition campaign's sheet.
    await go('#/home', /.+/);
    await createAres3eCampaign(page, 'Accessible Caprica');
    await go('#/characters', 'Characters');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kara Thrace');
    await page.getByRole('button', { name: 'Create and open' }).click();
    await page.getByLabel('Reflexes rating').waitFor();
    await scan('Sheet (AresMUSH 3E)', 'sheet-ares3e');

    // Issue 19: an FS3.1 campaign's sheet after a percentile roll (the d100 line and every Roll Result's odds).
    await go('#/home', /.+/);
    await createFs31Campaign(page, 'Accessible Dodge City');
    await go('#/characters', 'Characters');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kid');
    await page.getByRole('button', { name: 'Create and open' }).click();
    const skill = FS31_PLAY_TEMPLATE.setting().actionSkills[0]!.name;
    await page.getByLabel(`${skill} rating`).fill('5');
    await page.locator('section.roller select').first().selectOption(skill);
    await page.getByTestId('result-odds').waitFor();
    await page.getByRole('button', { name: `Roll ${skill} now` }).click();
    await page.getByTestId('percentile-line').first().waitFor();
    await scan('Sheet (FS3.1) after a percentile roll', 'sheet-fs31');

    if (failures.length > 0) console.log(failures.join('\n\n'));
    expect(failures.join('\n\n')).toBe('');
    expect(scanned.length).toBe(2 * 30);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
