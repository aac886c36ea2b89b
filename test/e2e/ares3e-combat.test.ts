import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { declareAll, resolveTurn, team } from '../helpers/gm-screen';
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
    expect(await team(page, 1).getByTestId('combatant-Ann').innerText()).toContain('20/20');
    expect(await team(page, 2).getByTestId('combatant-Goon').innerText()).toContain('10/10');
    await page.screenshot({ path: screenshotPath('ares3e-combat-setup-1366') });

    await page.getByTestId('next-banner').getByRole('button', { name: 'Start combat' }).click();
    for (let turn = 1; turn <= 3; turn++) {
      await declareAll(page, turn, async (panel) => {
        // The declare panel offers the game's stances and shows the Third Edition odds.
        expect(await panel.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Aggressive', 'Reckless', 'Normal', 'Defensive', 'Evasive', 'Cover', 'Hidden']));
        await expect.poll(() => panel.getByTestId('odds').textContent()).toMatch(/\d+% hit/);
        if (turn === 1) await page.screenshot({ path: screenshotPath('ares3e-combat-declare-1366') });
      });
      await resolveTurn(page, turn);
    }
    const log = await page.getByTestId('combat-log').innerText();
    expect(log).toMatch(/Initiative \(Alertness\), turn 3/);
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
});
