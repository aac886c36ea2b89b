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

describe('new campaign', () => {
  it('asks for a name in place, then creates the campaign from the chosen template', async () => {
    const { ctx } = await setup();
    const name = screen.getByLabelText('Campaign name');
    fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(screen.getByText('Campaign name: give the campaign a name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: '  Dust and Iron ' } });
    fireEvent.change(screen.getByLabelText('Start from'), { target: { value: 'blank' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(screen.getByTestId('campaign-name').textContent).toBe('Dust and Iron'));
    expect(ctx.campaigns.current()).toMatchObject({ name: 'Dust and Iron', pcCount: 0, npcCount: 0 });
    await waitFor(() => expect(screen.getByTestId('npcs-count').textContent).toBe('0'));
  });
});
