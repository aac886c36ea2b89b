import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { declareAll, mouseDrag, resolveTurn, selectName, team } from '../helpers/gm-screen';
import { screenshotPath } from '../helpers/screenshots';

// Seeded combat dice in the host this file starts (read by main/core/combat/index.ts).
process.env['FS3_CONSOLE_COMBAT_SEED'] = 'e2e-ares3e';
const app = useBrowserApp();

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const files = () => readdirSync(FIXTURES).filter((f) => f.endsWith('.yml')).sort().map((name) => ({ name, text: readFileSync(join(FIXTURES, name), 'utf8') }));

/** The host's own API (`POST /rpc/<method>`), as the renderer calls it. */
async function rpc<T>(method: string, input: unknown): Promise<T> {
  const res = await fetch(`${app.host.origin}/rpc/${method}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${app.host.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as { ok: boolean; value?: T; error?: { message: string } };
  if (!body.ok) throw new Error(`${method}: ${body.error?.message}`);
  return body.value as T;
}

describe('GM screen plays AresMUSH Third Edition', () => {
  it('§C.3 a 3-turn fight with the default config\'s Rifle+Ap and Tactical against a Goon with a Pistol, at 1366×768', async () => {
    await rpc('campaign.create', { name: 'Ares 3E', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: files() }, gear: 'from-source' });
    const ann = await rpc<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' });
    const goon = (await rpc<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Goon', count: 1, defaultRating: 5 })).characters[0]!;
    const { combatId } = await rpc<{ combatId: string }>('combat.create', { name: 'Ambush at the depot' });
    await rpc('combat.addCharacter', { combatId, characterId: ann.id, team: 1, weapon: 'Rifle+Ap', armor: 'Tactical' });
    await rpc('combat.addCharacter', { combatId, characterId: goon.id, team: 2, weapon: 'Pistol', armor: null });

    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Ares 3E');
    await page.goto(`${app.host.url.split('#')[0]}#/combat/${encodeURIComponent(combatId)}`);
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Ambush at the depot');
    // The config's clips: Rifle 20 rounds, Pistol 10.
    await expect.poll(() => team(page, 1).getByTestId('combatant-Ann').innerText()).toContain('20/20');
    await expect.poll(() => team(page, 2).getByTestId('combatant-Goon').innerText()).toContain('10/10');
    await page.screenshot({ path: screenshotPath('ares3e-combat-setup-1366') });

    await page.getByTestId('next-banner').getByRole('button', { name: 'Start combat' }).click();
    for (let turn = 1; turn <= 3; turn++) {
      await declareAll(page, turn, async (panel) => {
        // The declare panel offers the game's stances and shows the Third Edition odds.
        await expect.poll(() => panel.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Aggressive', 'Reckless', 'Normal', 'Defensive', 'Evasive', 'Cover', 'Hidden']));
        await expect.poll(() => panel.getByTestId('odds').textContent()).toMatch(/\d+% hit · [<>]?\d+% Impaired or worse/);
        if (turn === 1) await page.screenshot({ path: screenshotPath('ares3e-combat-declare-1366') });
      });
      await resolveTurn(page, turn);
    }
    // Issue 18: the AresMUSH messages fold under each action's headline; open them all to read them.
    await page.getByTestId('combat-log').evaluate((el) => {
      for (const d of el.querySelectorAll('details')) d.open = true;
    });
    await expect.poll(() => page.locator('[data-testid="combat-log"] details.log-line li').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toMatch(/Initiative \(Alertness\), turn 3/);
    const log = await page.getByTestId('combat-log').innerText();
    const hits = log.split('\n').filter((l) => l.includes(' HITS! '));
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) expect(h).toMatch(/HITS! (Graze wound|Flesh Wound|Impaired wound|Incapacitated wound) to (Head|Neck|Chest|Abdomen|Groin|(Left|Right) (Arm|Hand|Leg|Foot))\./);
    expect(log).toContain('Ann attacks Goon with Rifle+Ap');
    await page.screenshot({ path: screenshotPath('ares3e-combat-turn3-1366') });
    await page.getByTestId('combat-log').scrollIntoViewIfNeeded();
    await page.getByTestId('combat-log').screenshot({ path: screenshotPath('ares3e-combat-log-1366') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('§C.22 an NPC\'s level chosen on the GM screen, §C.14 a KO\'d PC back with Hero (1 luck), §C.13 the Stress chip, at 1366×768', async () => {
    await rpc('campaign.create', { name: 'Ares 3E levels', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: files() }, gear: 'from-source' });
    const bob = await rpc<{ id: string }>('character.create', { name: 'Bob', kind: 'pc' });
    const thug = (await rpc<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Thug', count: 1, defaultRating: 5 })).characters[0]!;
    const { combatId } = await rpc<{ combatId: string }>('combat.create', { name: 'Warehouse' });
    await rpc('combat.addCharacter', { combatId, characterId: bob.id, team: 1, weapon: 'Rifle', armor: null });
    const added = await rpc<{ combatants: { id: string }[] }>('combat.addCharacter', { combatId, characterId: thug.id, team: 2, weapon: 'Pistol', armor: null });
    const b = added.combatants[0]!.id;
    const command = (c: unknown) => rpc('combat.command', { combatId, command: c });
    await command({ type: 'combatant.update', combatantId: b, patch: { luckPoints: 2, suppression: 2 } });

    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Ares 3E levels');
    await page.goto(`${app.host.url.split('#')[0]}#/combat/${encodeURIComponent(combatId)}`);
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Warehouse');
    const thugRow = team(page, 2).getByTestId('combatant-Thug');
    const bobRow = team(page, 1).getByTestId('combatant-Bob');
    // The NPC joined at the game's default_npc_type; the PC's stress chip says Stress.
    await expect.poll(() => thugRow.innerText()).toContain('Goon');
    await expect.poll(() => bobRow.innerText()).toContain('Stress 2');
    await expect.poll(() => bobRow.innerText()).not.toContain('Supp');

    await selectName(thugRow.locator('button.combatant-name'));
    const panel = page.getByTestId('declare-panel');
    await panel.locator('summary', { hasText: 'Gear, stance and overrides' }).click();
    await panel.getByLabel('NPC level').selectOption('Boss');
    await expect.poll(() => thugRow.innerText()).toContain('Boss');

    await command({ type: 'combat.start' });
    await command({ type: 'combatant.knockOut', targetId: b });
    await selectName(bobRow.locator('button.combatant-name'));
    await panel.locator('summary', { hasText: 'Gear, stance and overrides' }).click();
    // The revive control offers the organizer's Un-KO and the PC's own Hero (1 luck).
    await expect.poll(() => panel.getByRole('button', { name: 'Un-KO' }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('ares3e-combat-hero-1366') });
    await panel.getByRole('button', { name: 'Hero (1 luck)' }).click();
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toContain('Bob spends a luck point and is back in the fight!');
    await expect.poll(() => bobRow.innerText()).not.toMatch(/KO|Knocked out/);
    // §E.9 a combatant type's default gear: Soldier = Rifle+Ap and Tactical; issue 40: the type is kept.
    await panel.getByLabel('Combatant type').selectOption('Soldier');
    await expect
      .poll(async () => (await rpc<{ combatants: { id: string; weapon: string; armor: string | null; combatantType?: string }[] }>('combat.get', { combatId })).combatants.find((c) => c.id === b))
      .toMatchObject({ weapon: 'Rifle+Ap', armor: 'Tactical', combatantType: 'Soldier' });
    // The select shows it once the renderer has the stepped view (the push may land after the poll above).
    await expect.poll(() => panel.getByLabel('Combatant type').inputValue()).toBe('Soldier');
    await panel.getByLabel('Combatant type').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('ares3e-combat-levels-1366') });
    expect(errors).toEqual([]);
    await page.close();
  });
  it('issue 40: the game\'s Raider (toughness \u22121) on the board, a second pilot moves the first to a passenger seat, a Viper-type newcomer pilots a Viper, at 1366×768', async () => {
    await rpc('campaign.create', { name: 'Ares 3E fleet', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: files() }, gear: 'from-source' });
    const ids: Record<string, string> = {};
    for (const name of ['Ann', 'Bob', 'Cid']) ids[name] = (await rpc<{ id: string }>('character.create', { name, kind: 'pc' })).id;
    const { combatId } = await rpc<{ combatId: string }>('combat.create', { name: 'Dogfight' });
    await rpc('combat.addCharacter', { combatId, characterId: ids['Ann'], team: 1, weapon: 'Rifle', armor: null });
    await rpc('combat.addCharacter', { combatId, characterId: ids['Bob'], team: 1, weapon: 'Rifle', armor: null });
    type Fight = { combatants: { id: string; name: string; weapon: string }[]; vehicles: { vehicle: string; pilotId: string | null; passengerIds: string[] }[] };
    const fight = () => rpc<Fight>('combat.get', { combatId });

    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe('Ares 3E fleet');
    await page.goto(`${app.host.url.split('#')[0]}#/combat/${encodeURIComponent(combatId)}`);
    await expect.poll(() => page.locator('#tracker-title').textContent()).toBe('Dogfight');
    await page.getByLabel('Vehicle to add').selectOption('Raider');
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const pilot = page.getByLabel('Raider: pilot seat');
    await pilot.waitFor();
    // The file's own numbers, not the catalog's clamped toughness 0.
    await expect.poll(() => page.locator('.vehicle').first().innerText()).toContain('toughness \u22121, Raider armor, dodge +1, Fighter chart');
    await mouseDrag(page, page.getByLabel('Move Ann'), pilot);
    await expect.poll(() => pilot.innerText()).toContain('Ann');
    await mouseDrag(page, page.getByLabel('Move Bob'), pilot);
    await expect.poll(() => pilot.innerText()).toContain('Bob');
    await expect.poll(() => page.getByLabel('Raider: passengers').innerText()).toContain('Ann');
    expect((await fight()).combatants.map((c) => c.weapon)).toEqual(['Kew', 'Kew']);
    // A newcomer joins as the Viper type: a Viper of their own, at its controls.
    await page.getByLabel('Combatant type newcomers join as').selectOption('Viper');
    await mouseDrag(page, page.getByTestId('roster-Cid'), team(page, 1));
    await expect.poll(async () => (await fight()).vehicles.map((v) => v.vehicle)).toEqual(['Raider', 'Viper']);
    const cid = (await fight()).combatants.find((c) => c.name === 'Cid')!;
    expect((await fight()).vehicles[1]!.pilotId).toBe(cid.id);
    // The type's own gear (none: Unarmed, no armor), then the Viper's Kew at its controls.
    expect(cid.weapon).toBe('Kew');
    await expect.poll(() => page.getByTestId('combat-log').innerText()).toContain('Cid joins Team 1 (Unarmed).');
    await expect.poll(() => page.getByLabel('Viper: pilot seat').innerText()).toContain('Cid');
    await page.locator('.vehicles').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('ares3e-combat-vehicles-1366') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
