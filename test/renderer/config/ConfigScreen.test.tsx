// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigProblemView } from '../../../shared/ipc/config-contract';
import { ConfigScreen } from '../../../renderer/features/config/ConfigScreen';
import { DiffView } from '../../../renderer/features/config/DiffView';
import { LintList } from '../../../renderer/features/config/LintList';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const fixtureFiles = () =>
  readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.yml'))
    .sort()
    .map((name) => new File([readFileSync(join(FIXTURES, name), 'utf8')], name, { type: 'application/x-yaml' }));

const transports: ReturnType<typeof createInProcessTransport>[] = [];
afterEach(async () => {
  cleanup();
  for (const t of transports.splice(0)) await t.ctx.campaigns.close();
});

async function renderScreen() {
  const transport = createInProcessTransport();
  transports.push(transport);
  await transport.ctx.campaigns.create({ name: 'Screen test', template: 'blank' });
  renderWithClient(<ConfigScreen />, transport);
  return transport;
}

/** Planning 17 files with the real handlers takes a few hundred ms, more on a busy machine. */
const SLOW = { timeout: 10_000 };

const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('AresMUSH config files (.yml or .zip)'), { target: { files } });

describe('Game config screen', () => {
  it('merges the default AresMUSH files only when asked: diff and choices first, nothing stored until Merge, then counts and lint findings', async () => {
    const transport = await renderScreen();
    await waitFor(() => expect(screen.getByTestId('config-source').textContent).toContain('own FS3.2 setting'));
    pick(fixtureFiles());
    expect((await screen.findByTestId('import-summary', {}, SLOW)).textContent).toMatch(/^\d+ added, [1-9]\d* changed, \d+ removed$/);
    // A new campaign is the default; merging is a separate choice.
    expect(screen.getByRole('button', { name: 'Create new campaign' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Merge into Screen test instead…' }));
    fireEvent.click(screen.getByText(/^Every AresMUSH value that changes/));
    // The diff groups by kind; a group's names open on demand, each change before → after.
    const changed = screen.getByRole('region', { name: /Changed/ });
    const weapons = within(changed).getByText(/^\d+ weapons?$/);
    fireEvent.click(weapons);
    const pistol = within(weapons.closest('details')!).getByText('Pistol').closest('li')!;
    expect(pistol.textContent).toContain('penetration 3 → 5');
    expect(pistol.textContent).toContain('ammo 15 → 10');
    // Per-item choices: the import's Pistol by default.
    const row = screen.getByTestId('item-weapons-Pistol');
    expect((within(row).getByRole('combobox') as HTMLSelectElement).value).toBe('replace');
    // Not stored yet.
    expect(transport.ctx.campaigns.requireSession().repos.campaign.listConfigExtras()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Merge into Screen test' }));
    expect((await screen.findByTestId('import-status', {}, SLOW)).textContent).toMatch(/^Merged 17 files into Screen test: \d+ added, [1-9]\d* changed, [1-9]\d* removed; 0 characters updated\. A backup was taken first/);
    expect(screen.getByRole('button', { name: 'Undo import' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('count-weapons').textContent).toBe('23'), SLOW);
    expect(screen.getByTestId('count-hitChartAreas').textContent).toBe('44');
    expect(screen.getByTestId('config-source').textContent).toBe('Imported from AresMUSH (17 files).');
    const lint = await screen.findByRole('list', { name: 'Configuration problems' });
    await waitFor(() => expect(within(lint).getByText(/"Nuke"/)).toBeTruthy(), SLOW);
    expect(within(lint).getByText(/Ammo/, { selector: '.lint-message' })).toBeTruthy();
    expect(within(lint).getAllByRole('img', { name: 'Warning' }).length).toBeGreaterThan(0);
    expect(within(lint).queryAllByRole('img', { name: 'Error' })).toEqual([]);
  }, 30_000);

  it('creates a new Third Edition campaign from the files by default, leaving the open one as it was', async () => {
    const transport = await renderScreen();
    const before = transport.ctx.campaigns.requireSession().path;
    await screen.findByTestId('config-source');
    pick(fixtureFiles());
    fireEvent.change(await screen.findByLabelText('Campaign name', {}, SLOW), { target: { value: 'Default game' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create new campaign' }));
    expect((await screen.findByTestId('import-status', {}, SLOW)).textContent).toMatch(/^Created the campaign Default game from 17 files; it is now open\. Screen test is unchanged/);
    const session = transport.ctx.campaigns.requireSession();
    expect(session.path).not.toBe(before);
    expect(session.repos.campaign.get().system.edition).toBe('aresmush-3e');
    await waitFor(() => expect(screen.getByTestId('config-source').textContent).toBe('Imported from AresMUSH (17 files).'), SLOW);
  }, 30_000);

  it('shows a refused import with file:line:column and writes nothing', async () => {
    const transport = await renderScreen();
    await screen.findByTestId('config-source');
    pick([new File(['fs3combat:\n  weapons:\n    Rifle: [1, 2\n'], 'fs3combat_weapons.yml')]);
    expect(await screen.findByText('The import was refused; nothing was written.')).toBeTruthy();
    const errors = screen.getByRole('list', { name: 'Import errors' });
    expect(within(errors).getByText(/^fs3combat_weapons\.yml:\d+:\d+$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create new campaign' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Merge into/ })).toBeNull();
    expect(transport.ctx.campaigns.requireSession().repos.campaign.listConfigExtras()).toEqual([]);
  });

  it('cancels a planned import without changing anything', async () => {
    await renderScreen();
    await screen.findByTestId('config-source');
    pick(fixtureFiles());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, SLOW));
    expect((await screen.findByTestId('import-status')).textContent).toBe('Import cancelled; nothing was changed.');
    expect(screen.getByTestId('count-weapons').textContent).not.toBe('23');
  }, 30_000);

  it('refuses a mix of .zip and .yml in the renderer with a plain message', async () => {
    await renderScreen();
    await screen.findByTestId('config-source');
    pick([new File(['x'], 'a.zip'), ...fixtureFiles().slice(0, 1)]);
    expect((await screen.findByRole('alert')).textContent).toBe('Pick either .yml files or one .zip archive, not both.');
  });
});

describe('JSON sharing on the screen', () => {
  it('reads a shared gear-and-setting file, and shows a broken one located without changing anything', async () => {
    const transport = await renderScreen();
    await screen.findByTestId('config-source');
    const input = screen.getByLabelText('Import gear and setting (.json)');
    fireEvent.change(input, { target: { files: [new File(['{\n  "format": "fs3-console-gear-and-setting",\n  oops\n}'], 'shared.json')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('shared.json was not imported; nothing was changed.');
    const problems = screen.getByRole('list', { name: 'Problems in the shared file' });
    expect(within(problems).getByText(/^shared\.json:3:\d+$/)).toBeTruthy();

    // A file another campaign exported: its gear replaces this campaign's.
    const shared = await transport.call('config.exportJson', {});
    if (!shared.ok) throw new Error(shared.error.message);
    const doc = JSON.parse(shared.value.json) as { gear: { weapons: unknown[]; vehicles: unknown[] } };
    // Vehicles name their weapons; without vehicles any two weapons make a valid catalog.
    doc.gear.weapons = doc.gear.weapons.slice(0, 2);
    doc.gear.vehicles = [];
    fireEvent.change(input, { target: { files: [new File([JSON.stringify(doc)], 'two weapons.json')] } });
    await waitFor(() => expect(screen.getByTestId('share-status').textContent).toBe('Imported the gear and setting of two weapons.json.'), SLOW);
    await waitFor(() => expect(screen.getByTestId('count-weapons').textContent).toBe('2'), SLOW);
  }, 30_000);
});

describe('DiffView and LintList', () => {
  it('lists changed fields and says when nothing changes', () => {
    const diff = {
      added: [],
      changed: [{ kind: 'weapon', name: 'Rifle', fields: ['ammo', 'recoil'], changes: [{ field: 'ammo', before: 30, after: 20 }, { field: 'recoil', before: 2, after: 3 }] }],
      removed: [{ kind: 'armor', name: 'Tactical', fields: [], changes: [] }],
    };
    const { unmount } = render(<DiffView diff={diff} />);
    expect(screen.getByText('1 weapon')).toBeTruthy();
    expect(screen.getByText('1 armor')).toBeTruthy();
    expect(screen.getByText(/ammo, recoil/)).toBeTruthy();
    expect(screen.getByText('Rifle').closest('li')!.textContent).toContain('ammo 30 → 20');
    unmount();
    render(<DiffView diff={{ added: [], changed: [], removed: [] }} />);
    expect(screen.getByTestId('diff-none')).toBeTruthy();
  });

  it('shows severity, place and sentence for each problem', () => {
    const problems: ConfigProblemView[] = [
      { severity: 'error', code: 'yaml-syntax', message: 'A bracket is not closed.', file: 'fs3combat_weapons.yml', path: [], line: 3, column: 12 },
      { severity: 'warning', code: 'misspelled-key', message: 'Did you mean "ammo"?', file: 'fs3combat_weapons.yml', path: ['fs3combat', 'weapons', 'Rocket', 'Ammo'], line: null, column: null },
    ];
    render(<LintList problems={problems} label="Findings" />);
    const items = within(screen.getByRole('list', { name: 'Findings' })).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.severity)).toEqual(['error', 'warning']);
    expect(within(items[0]!).getByRole('img', { name: 'Error' })).toBeTruthy();
    expect(within(items[0]!).getByText('fs3combat_weapons.yml:3:12')).toBeTruthy();
    expect(items[1]!.textContent).toContain('weapons › Rocket › Ammo');
    expect(screen.getByTestId('lint-tally').textContent).toBe('1 error · 1 warning');
  });
});
