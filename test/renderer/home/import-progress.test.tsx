// @vitest-environment jsdom
// Issue 35 item 4: Home's JSON import runs in main's worker; the window shows its progress and can
// stop it. Over the real handlers and the real import worker: Stop leaves no file and the open campaign.
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignExport } from '../../../shared/domain/campaign-export';
import { IMPORT_CANCELLED_MESSAGE, waitingImportWorker } from '../../../main/core/campaign/import-off-thread';
import { testCharacter } from '../../helpers/db-fixtures';
import { renderHome } from './render-home';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  cleanup();
  for (const close of closers.splice(0)) await close();
});

describe('Home: a campaign import in progress', () => {
  it('opening the file picker starts the import\'s worker in main, and the import picked then runs on it (issue 38)', async () => {
    const home = await renderHome();
    closers.push(() => home.ctx.campaigns.close());
    await screen.findByTestId('campaign-name');
    const input = screen.getByLabelText('Import a campaign export (.json)');
    expect(waitingImportWorker()).toBeNull();
    fireEvent.click(input);
    await waitFor(() => expect(waitingImportWorker()).not.toBeNull());
    const worker = waitingImportWorker();
    const doc = home.ctx.campaigns.requireSession().exportDocument() as CampaignExport;
    fireEvent.change(input, { target: { files: [new File([JSON.stringify({ ...doc, campaign: { ...doc.campaign, name: 'Picked' } })], 'picked.json', { type: 'application/json' })] } });
    await waitFor(() => expect(screen.getByText('Imported picked.json as “Picked”.')).toBeTruthy(), { timeout: 30_000 });
    // The import took the worker started at the click, and gave it back for the next one.
    expect(waitingImportWorker()).toBe(worker);
  }, 60_000);

  it('shows a progress bar with the stage, offers Stop once main has started it, and Stop keeps the open campaign and writes nothing', async () => {
    const home = await renderHome();
    closers.push(() => home.ctx.campaigns.close());
    await screen.findByTestId('campaign-name');
    const folder = dirname(home.ctx.campaigns.current()!.path);
    const before = readdirSync(folder).sort();
    // Big enough that the worker is still at it when Stop is pressed (several seconds here).
    const doc = home.ctx.campaigns.requireSession().exportDocument() as CampaignExport;
    const characters = Array.from({ length: 5_000 }, (_, i) => testCharacter(`big-${i}`, { name: `Crew ${i}`, notes: 'x'.repeat(1200) }));
    fireEvent.change(screen.getByLabelText('Import a campaign export (.json)'), {
      target: { files: [new File([JSON.stringify({ ...doc, campaign: { ...doc.campaign, name: 'Too big' }, characters })], 'big.json', { type: 'application/json' })] },
    });

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect((screen.getByLabelText('Import a campaign export (.json)') as HTMLInputElement).disabled).toBe(true);
    const stop = screen.getByRole('button', { name: 'Stop import' }) as HTMLButtonElement;
    // Until main reports the import (and its id) there is nothing to stop: the file is still being read here.
    if (stop.disabled) expect(screen.getByText('Reading the file…')).toBeTruthy();
    await waitFor(() => expect(stop.disabled).toBe(false), { timeout: 30_000 });
    // The stage main reported, in words.
    expect(bar.parentElement?.textContent).toMatch(/Reading the export|Checking the combat log|Writing the combat log|Rebuilding the fights/);

    fireEvent.click(stop);
    // Said as a status (what the storyteller asked for), not as an error.
    await waitFor(() => expect(screen.getByText(IMPORT_CANCELLED_MESSAGE)).toBeTruthy(), { timeout: 30_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Import progress' })).toBeNull();
    expect((screen.getByLabelText('Import a campaign export (.json)') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByTestId('campaign-name').textContent).toBe('Ragnar');
    expect(home.ctx.campaigns.current()!.name).toBe('Ragnar');
    expect(readdirSync(folder).sort()).toEqual(before);
  }, 60_000);
});
