/**
 * Issue 19 (H4 "screens"): an FS3.1 campaign made from the New campaign wizard, a character
 * made on its sheet, a roll with the sheet's roller (seeded dice, FS3_CONSOLE_DICE_SEED) read as
 * seed 002 reads it ("d100 63 −26 → 37 on row 5 → +1 Success") with the exact odds of every Roll
 * Result, the rating's result-table row on the sheet, and the PDF sheet with the table.
 * Screenshots at 1366×768 and 1920×1080.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FS31_RESULT_LABELS, resultDistribution, resultOnRow, type RollResult } from '../../shared/systems/fs3.1/dice';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { createFs31Campaign, FS31_PLAY_TEMPLATE } from '../helpers/fs31';
import { declareAll, resolveTurn, team } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

process.env['FS3_CONSOLE_DICE_SEED'] = 'e2e-fs31-screens';
// Seeded combat dice in the host this file starts (read by main/core/combat/index.ts).
process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-fs31-fight';
const app = useBrowserApp();

const DOWNLOADS = join(process.cwd(), 'test-results', 'e2e-downloads');
mkdirSync(DOWNLOADS, { recursive: true });
const PDF_OUT = join(process.cwd(), 'test-results', 'pdf');
mkdirSync(PDF_OUT, { recursive: true });

const SETTING = FS31_PLAY_TEMPLATE.setting();
const SKILL = SETTING.actionSkills[0]!;
const RULING = SKILL.rulingAttribute;
const M = '\u2212';
const pct = (p: number): string => `${(p * 100).toFixed(1)}%`;
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `${M}${-n}` : '0');

describe('FS3.1 classic on the screens', () => {
  it('creates an FS3.1 campaign, makes a character, rolls on the sheet with every Roll Result\'s odds, fights 3 turns on the GM screen, and exports the PDF sheet', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBeTruthy();

    // The wizard offers FS3.1 with its starting settings.
    await createFs31Campaign(page, 'Dodge City');

    // A character made on the sheet: the skill at 5, its ruling attribute at 7 (002: +4).
    await page.getByRole('link', { name: 'Characters' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kid');
    await page.getByRole('button', { name: 'Create and open' }).click();
    await page.getByLabel(`${RULING} rating`).waitFor();
    await page.getByLabel(`${RULING} rating`).fill('7');
    await page.getByLabel(`${SKILL.name} rating`).fill('5');
    await page.getByLabel(`${SKILL.name} rating`).blur();
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');

    // Chargen by the sample's limits (000: 80 points, "No more than 32 points in attributes"):
    // six attributes at 5 and one at 7 fill the 32; one more point breaks one more rule.
    const totals = page.locator('.point-totals');
    await expect.poll(() => totals.innerText()).toMatch(/Total\s+37\s*\/\s*80\s+Attributes\s+32\s*\/\s*32\s+Action skills\s+5\s*\/\s*32/);
    const verdict = page.getByTestId('chargen-verdict');
    const broken = async () => Number(/^(\d+) rules? broken/.exec((await verdict.textContent()) ?? '')?.[1] ?? 0);
    const before = await broken();
    const other = SETTING.attributes.find((a) => a.name !== RULING)!.name;
    await page.getByLabel(`${other} rating`).fill('6');
    await page.getByLabel(`${other} rating`).blur();
    await expect.poll(broken).toBe(before + 1);
    await expect.poll(() => totals.innerText()).toMatch(/Attributes\s+33\s*\/\s*32/);
    await page.getByLabel(`${other} rating`).fill('5');
    await page.getByLabel(`${other} rating`).blur();
    await expect.poll(broken).toBe(before);
    await expect.poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');

    // The sheet: each rating with its result-table row, the row's ranges as its tooltip; the skill's plain roll.
    // 002: attribute 7 is Good, skill 5 Professional.
    await expect.poll(() => page.getByTestId(`rating-tag-${RULING}`).textContent()).toBe('Good \u00b7 row 7');
    await expect.poll(() => page.getByTestId(`rating-tag-${SKILL.name}`).textContent()).toBe('Professional');
    await expect.poll(() => page.getByTestId(`rating-tag-${RULING}`).getAttribute('title')).toBe(
      'Result table row 7: 1\u20132 Terrible Failure \u00b7 3\u20134 Bad Failure \u00b7 5\u201310 Failure \u00b7 11\u201328 Success \u00b7 29\u201373 Good Success \u00b7 74\u2013100 Great Success',
    );
    await expect.poll(() => page.getByTestId(`pool-${SKILL.name}`).textContent()).toBe(' \u00b7 row 5 +4');

    // The roller: percent modifiers, luck +50, the pool in 002's words and every Roll Result's exact odds.
    await page.locator('section.roller select').first().selectOption(SKILL.name);
    await page.getByLabel('Modifier (%)', { exact: true }).fill('-30');
    await expect.poll(() => page.getByText(/Spend 1 luck \(\+50; 1 left\)/).count()).toBe(1);
    const odds = page.getByTestId('roll-odds');
    await expect.poll(() => odds.textContent()).toContain(`${SKILL.name} 5 (row 5) \u00b7 ${RULING} 7 +4 \u00b7 Situation ${M}30 = ${M}26`);
    const dist = resultDistribution(5, -26);
    const items = await page.getByTestId('result-odds').locator('li').allTextContents();
    expect(items).toEqual(([-2, -1, 0, 1, 2, 3] as RollResult[]).map((r, i) => `${signed(r)} ${FS31_RESULT_LABELS[r]} ${pct(dist[i]!)}`));
    await expect.poll(() => odds.textContent()).toContain(`${pct(dist[3]! + dist[4]! + dist[5]!)} to succeed`);

    // The roll (seeded dice): the d100 line read back through the table.
    await page.getByRole('button', { name: `Roll ${SKILL.name} now` }).click();
    const line = page.getByTestId('roll-result').getByTestId('percentile-line');
    await line.waitFor();
    const text = (await line.textContent())!;
    const m = new RegExp(`^d100 (\\d+) ${M}26 \u2192 (${M}?\\d+) on row 5 \u2192 ([+${M}]?\\d) (.+)$`).exec(text);
    expect(m, text).not.toBeNull();
    const d100 = Number(m![1]);
    const total = Number(m![2]!.replace(M, '-'));
    const result = resultOnRow(5, d100 - 26);
    expect(total).toBe(d100 - 26);
    expect(m![3]).toBe(signed(result));
    expect(m![4]).toBe(FS31_RESULT_LABELS[result]);
    await page.screenshot({ path: screenshotPath('fs31-sheet-roll-1366'), fullPage: false });
    await page.getByTestId('roll-result').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('fs31-sheet-roll-1366-result') });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByTestId('roll-result').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('fs31-sheet-roll-1920') });

    // A 3-turn fight on the GM screen with the campaign's built-in gear (000's percent units):
    // Kid with an assault rifle against a bandit with a pistol, every roll on the result table.
    const kidId = decodeURIComponent(/#\/characters\/([^/?]+)/.exec(page.url())![1]!);
    const bandits = (await rpc<{ characters: { id: string }[] }>(app.host, 'character.createNpcs', { baseName: 'Bandit', count: 2, defaultRating: 5 })).characters;
    const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: 'Showdown' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: kidId, team: 1, weapon: 'Assault Rifle', armor: 'Light Vest' });
    for (const b of bandits) await rpc(app.host, 'combat.addCharacter', { combatId, characterId: b.id, team: 2, weapon: 'Pistol', armor: 'Military Body Armor' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${app.host.url.split('#')[0]}#/combat/${encodeURIComponent(combatId)}`);
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Showdown');
    await expect.poll(() => team(page, 1).getByTestId('combatant-Kid').innerText()).toContain('30/30');
    await page.getByTestId('next-banner').getByRole('button', { name: 'Start combat' }).click();
    for (let turn = 1; turn <= 3; turn++) {
      // Turn 1, both standing: 002's stances and the odds of a hit, a dodge and a miss (Roll Results compared).
      await declareAll(page, turn, turn > 1 ? undefined : async (panel) => {
        await expect.poll(() => panel.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Banzai', 'Evade', 'Cautious']));
        await expect.poll(() => panel.getByTestId('odds').textContent()).toMatch(/^\d+% hit · \d+% dodged · \d+% miss/);
        await page.screenshot({ path: screenshotPath('fs31-combat-declare-1366') });
      });
      await resolveTurn(page, turn);
    }
    await page.getByTestId('combat-log').evaluate((el) => {
      for (const d of el.querySelectorAll('details')) d.open = true;
    });
    // Initiative by Roll Result and each attack read through the result table ("d100 63 +10 → 73 on row 5 → +1 Success").
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/turn 3/i);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(new RegExp(`d100 \\d+( [+${M}]\\d+)? \u2192 ${M}?\\d+ on row \\d+ \u2192 [+${M}]?\\d [A-Z][a-z]+`));
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toContain('Kid attacks Bandit 1 with the Assault Rifle');
    // Armor, location and damage by 000 in percent; the turn summary names wounds as penalties (−5).
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/Armor: (Light Vest|Military Body Armor) stop chance 35%/);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/Damage d100 \d+ .*= −?\d+ → Light \(−5\)/);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/Hurt: .*Light wound to the [A-Za-z ]+ \(−5\) from Bandit 2/);
    const log = await page.getByTestId('combat-log').innerText();
    expect(log).not.toMatch(/wound to the [A-Za-z ]+ \(\+\d/);
    expect(log).not.toMatch(/= -\d|→ -\d/);
    await page.screenshot({ path: screenshotPath('fs31-combat-turn3-1366') });
    await page.getByTestId('combat-log').scrollIntoViewIfNeeded();
    await page.getByTestId('combat-log').screenshot({ path: screenshotPath('fs31-combat-log-1366') });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: screenshotPath('fs31-combat-turn3-1920') });

    // Back to Kid's sheet, after the fight, for the PDF.
    await page.goto(`${app.host.url.split('#')[0]}#/characters/${encodeURIComponent(kidId)}`);
    await page.getByLabel(`${RULING} rating`).waitFor();

    // The PDF sheet prints the ratings' rows and the result table.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Export PDF' }).click()]);
    const file = join(DOWNLOADS, 'fs31-kid.pdf');
    await download.saveAs(file);
    const pdf = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
    expect(pdf).toContain('Kid');
    expect(pdf).toMatch(/Good · row 7/);
    expect(pdf).toMatch(/Professional/);
    expect(pdf).toMatch(/row 5 \+4/);
    expect(pdf).toContain('Result table');
    // The fight's wounds in 002's percent (−5 each, −15 in all), not FS3.2's dice fractions.
    expect(pdf).toMatch(/Light\s+Chest\s+Pistol\s+−5\s/);
    expect(pdf).toMatch(/Wound modifier[\s\S]{0,80}−15/);
    expect(pdf).not.toContain('5.00');
    expect(pdf).toMatch(/5\s+1\u20136\s+7\u201312\s+13\u201320\s+21\u201352\s+53\u201384\s+85\u2013100/);
    execFileSync('pdftoppm', ['-png', '-r', '70', file, join(PDF_OUT, 'fs31-kid')]);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
