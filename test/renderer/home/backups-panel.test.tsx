// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatSize } from '../../../renderer/features/home/BackupsPanel';
import { renderHome } from './render-home';

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const fixtureFiles = () =>
  readdirSync(FIXTURES).filter((f) => f.endsWith('.yml')).sort().map((name) => new File([readFileSync(join(FIXTURES, name), 'utf8')], name));

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  cleanup();
  for (const close of closers.splice(0)) await close();
});

async function setup() {
  const home = await renderHome();
  closers.push(() => home.ctx.campaigns.close());
  await screen.findByTestId('campaign-name');
  return home;
}

const SLOW = { timeout: 10_000 };

describe('backups on Home', () => {
  it('lists backups with time, reason and size; restores one as a new campaign, or over the open one after confirming', async () => {
    const { session } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    const table = await screen.findByRole('table', { name: 'Backups of this campaign' });
    await waitFor(() => expect(within(table).getAllByTestId('backup-row').some((r) => r.dataset.kind === 'manual')).toBe(true));
    const manual = within(table).getAllByTestId('backup-row').find((r) => r.dataset.kind === 'manual')!;
    const info = session().listBackups().find((b) => b.kind === 'manual')!;
    expect(manual.textContent).toContain('manual');
    expect(manual.textContent).toContain(formatSize(info.sizeBytes));
    expect(within(manual).getByText(new Date(info.takenAt).toLocaleString())).toBeTruthy();

    // Over the open campaign: only after a confirmation.
    const original = session().path;
    session().transact((repos) => repos.gear.remove('weapons', 'Knife'));
    fireEvent.click(within(manual).getByRole('button', { name: 'Restore over this campaign…' }));
    expect(within(manual).getByText('Replace Ragnar with this backup?')).toBeTruthy();
    fireEvent.click(within(manual).getByRole('button', { name: 'Cancel' }));
    expect(session().repos.gear.getCatalog().weapons.some((w) => w.name === 'Knife')).toBe(false);
    fireEvent.click(within(manual).getByRole('button', { name: 'Restore over this campaign…' }));
    fireEvent.click(within(manual).getByRole('button', { name: 'Yes, restore over it' }));
    expect((await screen.findByTestId('backups-status', {}, SLOW)).textContent).toMatch(/^Restored Ragnar as it was at /);
    expect(session().path).toBe(original);
    expect(session().repos.gear.getCatalog().weapons.some((w) => w.name === 'Knife')).toBe(true);
    await waitFor(() => expect(screen.getAllByTestId('backup-row').some((r) => r.dataset.kind === 'pre-restore')).toBe(true));

    // As a new campaign: a new file, now open, the other one untouched.
    const row = screen.getAllByTestId('backup-row').find((r) => r.dataset.kind === 'manual')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Restore as new campaign' }));
    await waitFor(() => expect(screen.getByTestId('campaign-name').textContent).toBe('Ragnar (restored)'), SLOW);
    expect(session().path).not.toBe(original);
  }, 30_000);

  it('shows the total size and deletes a backup only after confirming in place, then refreshes', async () => {
    const { session } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    await waitFor(() => expect(screen.getAllByTestId('backup-row').some((r) => r.dataset.kind === 'manual')).toBe(true));
    const folder = () => session().backupFolder();
    await waitFor(() => expect(screen.getByTestId('backups-summary').textContent).toContain(`${folder().backups.length} backup`));
    expect(screen.getByTestId('backups-summary').textContent).toContain(`${formatSize(folder().totalBytes)} in total`);
    const before = folder().backups.length;
    const manual = screen.getAllByTestId('backup-row').find((r) => r.dataset.kind === 'manual')!;
    const info = folder().backups.find((b) => b.kind === 'manual')!;
    const taken = new Date(info.takenAt).toLocaleString();

    // Asks first, with the safe answer focused; Keep deletes nothing.
    fireEvent.click(within(manual).getByRole('button', { name: `Delete the backup of ${taken}` }));
    const confirm = within(manual).getByRole('group', { name: `Confirm deleting the backup of ${taken}` });
    expect(document.activeElement?.textContent).toBe('Keep');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(folder().backups).toHaveLength(before);

    fireEvent.click(within(manual).getByRole('button', { name: `Delete the backup of ${taken}` }));
    fireEvent.click(within(manual).getByRole('button', { name: 'Yes, delete it' }));
    expect((await screen.findByTestId('backups-status', {}, SLOW)).textContent).toBe(`Deleted the backup of ${taken}; ${formatSize(info.sizeBytes)} freed.`);
    expect(folder().backups.some((b) => b.path === info.path)).toBe(false);
    await waitFor(() => expect(screen.queryAllByTestId('backup-row').some((r) => r.dataset.kind === 'manual')).toBe(false));
    expect(screen.getByTestId('backups-summary').textContent).toContain(`${formatSize(folder().totalBytes)} in total`);
  }, 30_000);

  it('imports an AresMUSH game as a new Third Edition campaign from Home', async () => {
    const { session } = await setup();
    const original = session().path;
    expect((screen.getByRole('button', { name: 'Import as new campaign' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('AresMUSH game files (.yml or .zip)'), { target: { files: fixtureFiles() } });
    fireEvent.change(screen.getByLabelText('Name of the new campaign'), { target: { value: 'Default game' } });
    // Reading the picked files is asynchronous: the button waits for them.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Import as new campaign' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Import as new campaign' }));
    await waitFor(() => expect(screen.getByTestId('campaign-name').textContent).toBe('Default game'), SLOW);
    expect(session().path).not.toBe(original);
    expect(session().repos.campaign.get().system.edition).toBe('aresmush-3e');
    expect(screen.getByTestId('import-game-status').textContent).toBe('Created Default game from 17 files; it is now open.');
  }, 30_000);
});
