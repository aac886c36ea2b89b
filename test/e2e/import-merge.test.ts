/**
 * Issue 15 in Chromium: the AresMUSH default config imported as a new campaign from Home, then
 * merged into the sample keeping its custom gear, the import undone, and a backup restored.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from '../helpers/browser-app';
import { watchPageErrors } from '../helpers/browser';
import { screenshotPath } from '../helpers/screenshots';

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const FILES = readdirSync(FIXTURES).filter((f) => f.endsWith('.yml')).sort().map((f) => join(FIXTURES, f));
const SAMPLE = 'Sample: Ragnar Anchorage';

const app = useBrowserApp();

/** A call to the running host, as the window makes it (set-up and checks the UI does not show). */
async function rpc<T>(method: string, input: unknown = {}): Promise<T> {
  const res = await fetch(`${app.host.origin}/rpc/${method}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${app.host.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as { ok: true; value: T } | { ok: false; error: { message: string } };
  if (!body.ok) throw new Error(`${method}: ${body.error.message}`);
  return body.value;
}

type Catalog = { weapons: { name: string }[] };

/** Pictures at both laptop and desktop sizes, for people to look at. */
async function shootBoth(page: Page, name: string, target?: () => ReturnType<Page['getByTestId']>) {
  for (const [w, h] of [[1366, 768], [1920, 1080]] as const) {
    await page.setViewportSize({ width: w, height: h });
    const path = screenshotPath(`${name}-${w}x${h}`);
    if (target) await target().screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('AresMUSH import in the browser', () => {
  it('imports the default config as a new campaign from Home, merges it into the sample keeping its custom gear, undoes it and restores a backup', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchPageErrors(page);
    await page.goto(app.host.url);
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe(SAMPLE);

    // 1. Home: a new campaign from the files, on AresMUSH Third Edition.
    await page.getByLabel('AresMUSH game files (.yml or .zip)').setInputFiles(FILES);
    await page.getByLabel('Name of the new campaign').fill('Default game');
    await page.getByRole('button', { name: 'Import as new campaign' }).click();
    await expect.poll(() => page.getByTestId('campaign-name').textContent(), { timeout: 15_000 }).toBe('Default game');
    expect((await rpc<{ choice: { edition: string } }>('system.get')).choice.edition).toBe('aresmush-3e');
    expect((await rpc<Catalog>('combat.gear')).weapons.length).toBe(22);

    // 2. Back to the sample; the storyteller's own weapon (a copy of the Knife, renamed).
    await page.getByRole('button', { name: `Open ${SAMPLE}` }).click();
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toBe(SAMPLE);
    const { name: custom } = await rpc<{ name: string }>('gear.duplicate', { list: 'weapons', name: 'Knife' });

    // 3. Game config: merge, explicitly, item by item.
    await page.getByRole('link', { name: 'Game config' }).click();
    await page.getByLabel('AresMUSH config files (.yml or .zip)').setInputFiles(FILES);
    await expect.poll(() => page.getByTestId('import-summary').textContent(), { timeout: 15_000 }).toMatch(/^\d+ added, [1-9]\d* changed, \d+ removed$/);
    await page.getByRole('button', { name: `Merge into ${SAMPLE} instead…` }).click();
    const customRow = page.getByTestId(`item-weapons-${custom}`);
    await expect.poll(() => customRow.textContent()).toContain('yours');
    await expect.poll(() => customRow.getByRole('combobox').inputValue()).toBe('keep');
    const pistol = page.getByTestId('item-weapons-Pistol');
    await expect.poll(() => pistol.textContent()).toMatch(/penetration\s*3\s*→\s*5/);
    // Map the sample's Athletic onto AresMUSH's Brawn: the characters list follows.
    await page.getByLabel('What becomes of Athletic').selectOption('map:Brawn');
    await expect.poll(() => page.getByTestId('merge-characters').textContent()).toMatch(/Athletic \d → Brawn \d/);
    await expect.poll(() => page.getByTestId('merge-ruleset').textContent()).toMatch(/xp\.maxSavedXp.*→\s*4/);
    await shootBoth(page, 'import-plan', () => page.getByTestId('import-plan'));
    await page.getByRole('button', { name: `Merge into ${SAMPLE}`, exact: true }).click();
    await expect.poll(() => page.getByTestId('import-status').textContent(), { timeout: 15_000 }).toMatch(/^Merged 17 files into Sample: Ragnar Anchorage: .* A backup was taken first/);
    const merged = await rpc<Catalog>('combat.gear');
    expect(merged.weapons.map((w) => w.name)).toContain(custom);
    // The sample's characters stay playable: each joins a fight.
    const { combatId } = await rpc<{ combatId: string }>('combat.create', { name: 'After the merge' });
    const ids = (await rpc<{ characters: { id: string }[] }>('character.list')).characters.map((c) => c.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const characterId of ids) await rpc('combat.addCharacter', { combatId, characterId, team: 1, weapon: custom });

    // 4. Undo the import: the pre-import backup comes back.
    await page.getByRole('button', { name: 'Undo import' }).click();
    await page.getByRole('button', { name: 'Yes, undo the import' }).click();
    await expect.poll(() => page.getByTestId('import-status').textContent(), { timeout: 15_000 }).toMatch(/^Import undone/);
    await expect.poll(() => page.getByTestId('config-source').textContent()).toContain('own FS3.2 setting');
    const undone = await rpc<Catalog>('combat.gear');
    expect(undone.weapons.map((w) => w.name)).toContain(custom);
    expect(undone.weapons.map((w) => w.name)).toContain('Assault Rifle');

    // 5. Home: the backups, and one restored into a new campaign file.
    await page.getByRole('link', { name: 'Home' }).click();
    const rows = page.getByTestId('backup-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const preImport = page.locator('[data-testid="backup-row"][data-kind="pre-import"]').first();
    await expect.poll(() => preImport.textContent()).toMatch(/before an import.*\d+ kB/);
    await shootBoth(page, 'home-backups', () => page.getByRole('region', { name: 'Backups' }) as ReturnType<Page['getByTestId']>);
    await preImport.getByRole('button', { name: 'Restore as new campaign' }).click();
    await expect.poll(() => page.getByTestId('campaign-name').textContent(), { timeout: 15_000 }).toBe(`${SAMPLE} (restored)`);

    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
