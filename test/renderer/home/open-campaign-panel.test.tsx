// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHome } from './render-home';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  cleanup();
  for (const close of closers.splice(0)) await close();
});

async function setup(options: Parameters<typeof renderHome>[0] = {}) {
  const home = await renderHome(options);
  closers.push(() => home.ctx.campaigns.close());
  await screen.findByTestId('campaign-name');
  return home;
}

const upload = (text: string, name = 'export.json') =>
  fireEvent.change(screen.getByLabelText('Import a campaign export (.json)'), {
    target: { files: [new File([text], name, { type: 'application/json' })] },
  });

describe('opening campaign files', () => {
  it('imports an uploaded JSON export as a new campaign and switches to it', async () => {
    const { ctx } = await setup();
    const { json } = ctx.campaigns.exportJson();
    const doc = JSON.parse(json) as { campaign: { name: string } };
    doc.campaign.name = 'Convoy Duty';
    upload(JSON.stringify(doc), 'convoy.json');
    await waitFor(() => expect(screen.getByTestId('campaign-name').textContent).toBe('Convoy Duty'));
    expect(screen.getByText('Imported convoy.json as “Convoy Duty”.')).toBeTruthy();
    expect(ctx.campaigns.current()?.npcCount).toBe(3);
    await waitFor(() => expect(screen.getByTestId('npcs-count').textContent).toBe('3'));
    expect(screen.getByRole('button', { name: 'Open Ragnar' })).toBeTruthy();
  });

  it('refuses a broken upload readably and keeps the open campaign', async () => {
    await setup();
    upload('{"format":', 'broken.json');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The file is not valid JSON: /);
    expect(screen.getByTestId('campaign-name').textContent).toBe('Ragnar');
    expect(screen.queryByLabelText('Campaign file path')).toBeNull();
  });

  it('opens a campaign file by path on the desktop, and says which path failed', async () => {
    const { ctx } = await setup({ hostKind: 'desktop' });
    const first = ctx.campaigns.current()?.path ?? '';
    await ctx.campaigns.create({ name: 'Second', template: 'blank' });
    await waitFor(() => expect(screen.getByTestId('campaign-name').textContent).toBe('Second'));
    // The roster follows the open campaign (campaign.changed refetches it).
    await waitFor(() => expect(screen.getByTestId('pcs-count').textContent).toBe('0'));
    fireEvent.change(screen.getByLabelText('Campaign file path'), { target: { value: first } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByTestId('campaign-name').textContent).toBe('Ragnar'));
    await waitFor(() => expect(screen.getByTestId('pcs-count').textContent).toBe('4'));
    fireEvent.change(screen.getByLabelText('Campaign file path'), { target: { value: '/nowhere/lost.fs3campaign' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByRole('alert')).textContent).toContain('/nowhere/lost.fs3campaign');
  });
});

describe('desktop file dialogs', () => {
  // The native dialogs are Electron's (no binary here): the stand-in answers as a storyteller would.
  it('opens the file picked in the Open dialog, keeps the campaign on cancel, and saves a copy with Save as', async () => {
    const { ctx } = await setup({ hostKind: 'desktop' });
    const ragnar = ctx.campaigns.current()?.path ?? '';
    await ctx.campaigns.create({ name: 'Second', template: 'blank' });
    await waitFor(() => expect(screen.getByTestId('campaign-name').textContent).toBe('Second'));
    const picks: (string | null)[] = [null, ragnar];
    const copy = `${ctx.dir}/Ragnar copy.fs3campaign`;
    let suggested = '';
    ctx.dialogs = {
      chooseCampaignToOpen: () => Promise.resolve(picks.shift() ?? null),
      chooseCampaignSavePath: (name) => ((suggested = name), Promise.resolve(copy)),
    };
    fireEvent.click(screen.getByRole('button', { name: 'Open campaign file…' }));
    await waitFor(() => expect(picks).toHaveLength(1));
    expect(screen.getByTestId('campaign-name').textContent).toBe('Second');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open campaign file…' }));
    await waitFor(() => expect(screen.getByTestId('campaign-name').textContent).toBe('Ragnar'));
    fireEvent.click(screen.getByRole('button', { name: 'Save as…' }));
    // The copy is now the open campaign: the panel shows its file.
    await waitFor(() => expect(document.querySelector('code.path')?.textContent).toBe(copy));
    expect(suggested).toBe('Ragnar.fs3campaign');
    expect(ctx.campaigns.current()?.path).toBe(copy);
  }, 20_000);

  it('offers no dialogs in browser mode, and main refuses them with a plain reason', async () => {
    const { transport } = await setup();
    expect(screen.queryByRole('button', { name: 'Open campaign file…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save as…' })).toBeNull();
    const result = await transport.call('campaign.openDialog', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'app/desktop-only' } });
    if (!result.ok) expect(result.error.message).toMatch(/only in the desktop app/);
  });
});
