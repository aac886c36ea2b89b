import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { selectName } from '../helpers/gm-screen';
import { rpc } from '../helpers/host-process';
import { screenshotPath } from '../helpers/screenshots';

const app = useBrowserApp();
const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const files = () => readdirSync(FIXTURES).filter((f) => f.endsWith('.yml')).sort().map((name) => ({ name, text: readFileSync(join(FIXTURES, name), 'utf8') }));

const PCT = /(\d+|<1|>99)%/;

/** The rows of one group of the odds list: label, figures, best or not, chosen or not. */
async function rows(panel: Locator, group: string) {
  const buttons = panel.getByTestId(`odds-${group}`).getByRole('button');
  const read = () => buttons.evaluateAll((els) =>
    els.map((el) => ({
      label: el.querySelector('.odds-label')?.textContent ?? '',
      figure: el.querySelector('.odds-figure')?.textContent ?? '',
      best: el.getAttribute('data-best') === 'true',
      chosen: el.getAttribute('aria-pressed') === 'true',
      name: el.textContent ?? '',
    })),
  );
  // Read in one go once the group's odds have come (a best row is marked only then): the rows are
  // drawn before the answer ('—'), and a loaded run read the group emptied (the panel drawn again).
  let found: Awaited<ReturnType<typeof read>> = [];
  await expect.poll(async () => {
    found = await read();
    return found.length > 0 && found.some((r) => r.best);
  }).toBe(true);
  return found;
}

/** Opens `name`'s declare panel and waits for the odds of every choice. */
async function openPanel(page: Page, name: string): Promise<Locator> {
  await selectName(page.getByTestId(`combatant-${name}`).locator('.combatant-name'));
  const panel = page.getByTestId('declare-panel');
  await panel.getByTestId('odds-choices').waitFor({ timeout: 15_000 });
  return panel;
}

async function startFight(campaign: string, fighters: { name: string; team: number; weapon: string; armor?: string | null; kind?: 'pc' | 'npc' }[]) {
  const { combatId } = await rpc<{ combatId: string }>(app.host, 'combat.create', { name: `${campaign} odds` });
  for (const f of fighters) {
    const made =
      f.kind === 'npc'
        ? (await rpc<{ characters: { id: string }[] }>(app.host, 'character.createNpcs', { baseName: f.name, count: 1, defaultRating: 4 })).characters[0]!
        : await rpc<{ id: string }>(app.host, 'character.create', { name: f.name, kind: 'pc' });
    await rpc(app.host, 'combat.addCharacter', { combatId, characterId: made.id, team: f.team, weapon: f.weapon, armor: f.armor ?? null });
  }
  await rpc(app.host, 'combat.command', { combatId, command: { type: 'combat.start' } });
  return combatId;
}

// Issue 18, "Odds beside every choice": each target, called-shot location, single or burst and
// stance shows its odds in the declare panel, the best of each marked; a choice the edition does not
// compute shows "—".
describe('issue 18: odds beside every choice in the declare panel', () => {
  it('FS3.2: every target, location, single vs burst and stance has its odds, the best marked; pressing a row makes the choice', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await page.getByTestId('campaign-name').waitFor();
    const combatId = await startFight('FS3.2', [
      { name: 'Kara Thrace', team: 1, weapon: 'Assault Rifle' },
      { name: 'Brute', team: 2, weapon: 'Pistol', armor: 'Military Body Armor', kind: 'npc' },
      { name: 'Weakling', team: 2, weapon: 'Pistol', kind: 'npc' },
    ]);
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    const panel = await openPanel(page, 'Kara Thrace');

    const targets = await rows(panel, 'target');
    expect(targets.map((t) => t.label)).toEqual(expect.arrayContaining(['Brute', 'Weakling']));
    for (const t of targets) expect(t.figure).toMatch(new RegExp(`^${PCT.source} hit · ${PCT.source} Serious or worse$`));
    // Armor stops wounds: the unarmored target is the best.
    expect(targets.filter((t) => t.best).map((t) => t.label)).toEqual(['Weakling']);
    expect(targets.find((t) => t.best)!.name).toContain('best');

    const locations = await rows(panel, 'location');
    expect(locations[0]!.label).toBe('Centre of mass');
    expect(locations.map((l) => l.label)).toEqual(expect.arrayContaining(['Head', 'Chest']));
    expect(locations.filter((l) => l.best)).toHaveLength(1);
    const fire = await rows(panel, 'fire');
    expect(fire.map((f) => f.label)).toEqual(['Single shot', 'Burst']);
    expect(fire[1]!.figure).toMatch(/^3 bullets: \d+% at least one hit/);
    expect(fire.filter((f) => f.best)).toHaveLength(1);
    const stances = await rows(panel, 'stance');
    expect(stances.map((s) => s.label)).toEqual(['Normal', 'Aggressive', 'Evasive', 'Defensive', 'Cover'].map((s) => expect.stringMatching(new RegExp(s === 'Aggressive' ? 'Banzai|Aggressive' : s === 'Defensive' ? 'Cautious|Defensive' : s === 'Evasive' ? 'Evade|Evasive' : s))));
    for (const s of stances) expect(s.figure).toMatch(/^yours: .+ · back at you: .+$/);
    expect(stances.filter((s) => s.best)).toHaveLength(1);
    await page.screenshot({ path: screenshotPath('combat-odds-fs32-1366') });

    // Pressing rows chooses: the target, the location, burst; the declared action's odds follow.
    await panel.getByTestId('odds-target').getByRole('button', { name: /^Weakling/ }).click();
    await panel.getByTestId('odds-location').getByRole('button', { name: /^Head/ }).click();
    await panel.getByTestId('odds-fire').getByRole('button', { name: /^Burst/ }).click();
    await expect.poll(() => panel.getByRole('combobox', { name: /^Target/ }).inputValue()).toBe((await rpc<{ combatants: { id: string; name: string }[] }>(app.host, 'combat.get', { combatId })).combatants.find((c) => c.name === 'Weakling')!.id);
    await expect.poll(() => panel.getByRole('combobox', { name: /^Called shot/ }).inputValue()).toBe('Head');
    await expect.poll(() => panel.getByRole('checkbox', { name: 'Burst' }).isChecked()).toBe(true);
    await expect.poll(() => panel.getByTestId('odds').textContent()).toMatch(/^3 bullets: \d+% at least one hit · \d+% Serious or worse/);
    await expect.poll(async () => (await rows(panel, 'location')).find((l) => l.chosen)?.label).toBe('Head');
    await panel.getByTestId('odds-target').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('combat-odds-fs32-panel-1366') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('AresMUSH 3E: its own odds for targets, locations and stances; a burst it does not compute shows "—", never best', async () => {
    await rpc(app.host, 'campaign.create', { name: 'Ares 3E odds', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: files() }, gear: 'from-source' });
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Ares 3E odds');
    const combatId = await startFight('3E', [
      { name: 'Ann', team: 1, weapon: 'Rifle', armor: 'Tactical' },
      { name: 'Goon', team: 2, weapon: 'Pistol', kind: 'npc' },
      { name: 'Thug', team: 2, weapon: 'Pistol', kind: 'npc' },
    ]);
    await page.evaluate((id) => (window.location.hash = `#/combat/${id}`), combatId);
    const panel = await openPanel(page, 'Ann');

    const targets = await rows(panel, 'target');
    expect(targets.map((t) => t.label)).toEqual(expect.arrayContaining(['Goon', 'Thug']));
    for (const t of targets) expect(t.figure).toMatch(new RegExp(`^${PCT.source} hit · ${PCT.source} Impaired or worse$`));
    expect(targets.filter((t) => t.best)).toHaveLength(1);
    await page.screenshot({ path: screenshotPath('combat-odds-ares3e-1366') });
    const locations = await rows(panel, 'location');
    expect(locations.length).toBeGreaterThan(3);
    expect(locations.filter((l) => l.best)).toHaveLength(1);
    const fire = await rows(panel, 'fire');
    expect(fire.map((f) => [f.label, f.figure])).toEqual([
      ['Single shot', expect.stringMatching(/% hit/)],
      ['Burst', '—'],
    ]);
    expect(fire.find((f) => f.best)!.label).toBe('Single shot');
    const stances = await rows(panel, 'stance');
    expect(stances.map((s) => s.label)).toEqual(expect.arrayContaining(['Aggressive', 'Normal', 'Evasive', 'Cover']));
    for (const s of stances) expect(s.figure).toMatch(/^yours: \d+% hit .* · back at you: \d+% hit/);
    // Evasive is hit less often than Aggressive by the same shot back.
    const back = (label: string) => Number(/back at you: (\d+)% hit/.exec(stances.find((s) => s.label === label)!.figure)![1]);
    expect(back('Evasive')).toBeLessThan(back('Aggressive'));
    expect(stances.filter((s) => s.best)).toHaveLength(1);
    await panel.getByTestId('odds-target').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('combat-odds-ares3e-panel-1366') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
