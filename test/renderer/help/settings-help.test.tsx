// @vitest-environment jsdom
/**
 * Issue 43 items 4 and 6 in the page: Settings stores each choice through the contract (and
 * shows a refusal), the manual is searchable, the first-run tour shows once, can be skipped
 * and replayed, and Report a problem shows main's report.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../renderer/app/App';
import { searchManual, MANUAL } from '../../../renderer/features/help/manual';
import { ROUTES } from '../../../renderer/app/routes';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';
import { createJsonPrefsStore } from '../../../main/core/prefs/json-prefs-store';
import { createRecordingLogger } from '../../../main/core/logger';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rememberTempDir } from '../../helpers/temp-registry';

beforeEach(() => {
  window.location.hash = '';
});
afterEach(() => {
  cleanup();
  document.documentElement.style.zoom = '';
});

describe('Settings (issue 43)', () => {
  it('stores interface size, backups kept, default edition; refuses an out-of-range count and says why', async () => {
    const transport = createInProcessTransport();
    renderWithClient(<App />, transport);
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    const size = await screen.findByLabelText('Interface size');
    fireEvent.change(size, { target: { value: '1.25' } });
    await waitFor(() => expect(transport.ctx.prefs.get().uiScale).toBe(1.25));
    expect(document.documentElement.style.zoom).toBe('1.25');

    fireEvent.change(screen.getByLabelText('Default edition for new campaigns'), { target: { value: 'fs3.1' } });
    await waitFor(() => expect(transport.ctx.prefs.get().defaultEdition).toBe('fs3.1'));

    const automatic = screen.getByLabelText('Automatic backups kept');
    fireEvent.change(automatic, { target: { value: '25' } });
    await waitFor(() => expect(transport.ctx.prefs.get().backupRetention).toEqual({ automatic: 25, manual: 20 }));
    fireEvent.change(automatic, { target: { value: '0' } });
    expect(automatic.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Automatic backups kept: a whole number from 1 to 100')).toBeTruthy();
    expect(transport.ctx.prefs.get().backupRetention.automatic).toBe(25);
    // Browser mode: the update check is the desktop app's.
    expect((screen.getByRole('checkbox', { name: /Check for a newer release/ }) as HTMLInputElement).disabled).toBe(true);
    // Every shortcut group is listed, the GM screen's too.
    expect(screen.getByRole('table', { name: 'GM screen (Combat)' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Everywhere' })).getByText('Ctrl+1')).toBeTruthy();
  });

  it('main refuses an edition that does not exist, whatever the page sends', async () => {
    const transport = createInProcessTransport();
    const r = await transport.call('prefs.set', { defaultEdition: 'fs9' });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-request', message: 'defaultEdition: no game system "fs9"' } });
  });
});

describe('the manual', () => {
  it('has one page per screen of the sidebar', () => {
    expect(MANUAL.map((p) => p.id).sort()).toEqual(ROUTES.map((r) => r.id).sort());
  });

  it('finds pages holding every word, title matches first', () => {
    expect(searchManual('backup').map((h) => h.page.id)).toEqual(expect.arrayContaining(['home', 'settings']));
    expect(searchManual('odds roller').map((h) => h.page.id)).toEqual(['characters']);
    expect(searchManual('settings')[0]!.page.id).toBe('settings');
    expect(searchManual('zzzz')).toEqual([]);
  });

  it('searches on the Help screen and opens a page', async () => {
    renderWithClient(<App />, createInProcessTransport());
    fireEvent.click(screen.getByRole('link', { name: 'Help' }));
    fireEvent.change(await screen.findByLabelText('Search the manual'), { target: { value: 'QR code' } });
    expect(screen.getByTestId('manual-hits').textContent).toBe('1 page found');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Manual pages' })).getByRole('link', { name: 'Players' }));
    await waitFor(() => expect(within(screen.getByTestId('manual-page')).getByRole('heading').textContent).toBe('Players'));
  });
});

describe('the first-run tour', () => {
  const firstRunPrefs = () => createJsonPrefsStore(join(rememberTempDir(mkdtempSync(join(tmpdir(), 'fs3-tour-'))), 'config.json'), createRecordingLogger());

  it('shows once to a new storyteller, is skipped with Escape, and stays skipped', async () => {
    const transport = createInProcessTransport({ prefs: firstRunPrefs() });
    const view = renderWithClient(<App />, transport);
    const tour = await screen.findByTestId('tour');
    expect(within(tour).getByRole('heading').textContent).toBe('Welcome to FS3 Console');
    expect(document.querySelector('.tour-target')?.textContent).toBe('Home');
    fireEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(within(screen.getByTestId('tour')).getByRole('heading').textContent).toBe('Combat');
    expect(document.querySelector('.tour-target')?.textContent).toBe('Combat');
    fireEvent.keyDown(screen.getByTestId('tour'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('tour')).toBeNull());
    expect(document.querySelector('.tour-target')).toBeNull();
    await waitFor(() => expect(transport.ctx.prefs.get().tourDone).toBe(true));
    view.unmount();
    renderWithClient(<App />, transport);
    await screen.findByRole('link', { name: 'Help' });
    expect(screen.queryByTestId('tour')).toBeNull();
  });

  it('is replayed from Help, to the end', async () => {
    renderWithClient(<App />, createInProcessTransport());
    fireEvent.click(screen.getByRole('link', { name: 'Help' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Take the tour again' }));
    const tour = await screen.findByTestId('tour');
    for (let i = 0; i < 5; i++) fireEvent.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(within(tour).getByText('6 of 6')).toBeTruthy();
    fireEvent.click(within(tour).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('tour')).toBeNull());
  });
});

describe('Report a problem', () => {
  it('shows main\'s report (versions, OS, log lines) ready to copy', async () => {
    renderWithClient(<App />, createInProcessTransport());
    fireEvent.click(screen.getByRole('link', { name: 'Help' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare the report' }));
    const text = (await screen.findByTestId('problem-report')) as HTMLTextAreaElement;
    expect(text.value).toMatch(/^FS3 Console 0\.0\.0-test \(browser\)\nRuntime: /);
    expect(text.value).toContain('(the log is empty)');
    expect(screen.getByRole('button', { name: 'Copy the report' })).toBeTruthy();
  });
});
