// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EDITIONS, findEdition } from '../../../shared/systems';
import { renderHome } from './render-home';

const FIXTURES = join(process.cwd(), '../shared/fixtures/aresmush-default-config');
const FS32 = findEdition('fs3.2')!;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  cleanup();
  for (const close of closers.splice(0)) await close();
});

async function setup() {
  const home = await renderHome();
  closers.push(() => home.ctx.campaigns.close());
  await screen.findByTestId('campaign-name');
  fireEvent.click(screen.getByRole('button', { name: 'New campaign…' }));
  const dialog = screen.getByRole('dialog', { name: 'New campaign' });
  return { ...home, dialog };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepTitle = () => within(screen.getByRole('dialog')).getByRole('heading', { level: 3 }).textContent;
const pick = (label: string, files: File[]) => fireEvent.change(screen.getByLabelText(label), { target: { files } });

describe('new campaign wizard', () => {
  it('checks each step, goes back and on, and creates the minimal template with the built-in gear', async () => {
    const { ctx } = await setup();
    const name = screen.getByLabelText('Campaign name');
    expect(document.activeElement).toBe(name);
    next();
    expect(screen.getByText('Campaign name: give the campaign a name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: '  Dust and Iron ' } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'A frontier town.' } });
    next();
    expect(stepTitle()).toBe('Step 2 of 5: Edition');
    // Every registered edition is offered, with its summary.
    expect((screen.getByRole('radio', { name: FS32.name, description: FS32.summary }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(EDITIONS.length);
    for (const e of EDITIONS) expect(screen.getByRole('radio', { name: e.name, description: e.summary })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Campaign name') as HTMLInputElement).value).toBe('  Dust and Iron ');
    next();
    next();
    expect(stepTitle()).toBe('Step 3 of 5: Starting setting');
    expect((screen.getByRole('radio', { name: /^Minimal/ }) as HTMLInputElement).checked).toBe(true);
    next();
    expect((screen.getByRole('radio', { name: /^Gear from the source/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /^Built-in FS3\.2 catalog/ }) as HTMLInputElement).checked).toBe(true);
    next();
    expect(stepTitle()).toBe('Step 5 of 5: Review');
    expect(screen.getByText('Minimal')).toBeTruthy();
    expect(screen.getByText('The built-in FS3.2 catalog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(screen.getByTestId('campaign-name').textContent).toBe('Dust and Iron'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const { repos } = ctx.campaigns.requireSession();
    expect(repos.campaign.get()).toMatchObject({ setting: FS32.templates[0]!.setting(), system: { edition: 'fs3.2', houseRules: {} } });
    expect(repos.campaign.get().info.description).toBe('A frontier town.');
    expect(repos.gear.getCatalog()).toEqual(FS32.builtinGear());
    expect(ctx.campaigns.current()).toMatchObject({ pcCount: 0, npcCount: 0 });
  });

  it('starts from AresMUSH files, asking for them before going on', async () => {
    const { ctx } = await setup();
    fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: 'Ares game' } });
    next();
    next();
    fireEvent.click(screen.getByRole('radio', { name: /^AresMUSH game config files/ }));
    next();
    expect(screen.getByText('AresMUSH files: pick the .yml files of your game, or one .zip of them.')).toBeTruthy();
    pick('AresMUSH config files (.yml or .zip)', [new File(['x'], 'notes.txt')]);
    expect(await screen.findByText(/^AresMUSH files: notes\.txt is not a \.yml file/)).toBeTruthy();
    const files = readdirSync(FIXTURES).filter((n) => n.endsWith('.yml')).map((n) => new File([readFileSync(join(FIXTURES, n))], n));
    pick('AresMUSH config files (.yml or .zip)', files);
    expect(await screen.findByText(/^Picked: 17 files \(fs3combat_armor\.yml, /)).toBeTruthy();
    next();
    expect((screen.getByRole('radio', { name: /^Gear from the AresMUSH files/ }) as HTMLInputElement).checked).toBe(true);
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(screen.getByTestId('campaign-name').textContent).toBe('Ares game'));
    const { setting, system } = ctx.campaigns.requireSession().repos.campaign.get();
    expect(setting.attributes.map((a) => a.name)).toEqual(['Reflexes', 'Brawn', 'Wits', 'Grit', 'Perception', 'Presence']);
    // The edition was left as offered: AresMUSH files play AresMUSH Third Edition.
    expect(system.edition).toBe('aresmush-3e');
  });

  it("shows main's refusal on the step it is about and leaves the open campaign alone", async () => {
    const { ctx } = await setup();
    const before = ctx.campaigns.current()?.path;
    fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: 'Broken' } });
    next();
    next();
    fireEvent.click(screen.getByRole('radio', { name: /^AresMUSH game config files/ }));
    pick('AresMUSH config files (.yml or .zip)', [new File(['fs3skills:\n  attributes: [unclosed\n'], 'fs3skills_attrs.yml')]);
    await screen.findByText('Picked: fs3skills_attrs.yml');
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^setting\.files: .*fs3skills_attrs\.yml:\d+/);
    expect(stepTitle()).toBe('Step 3 of 5: Starting setting');
    expect(ctx.campaigns.current()?.path).toBe(before);
  });

  it('takes a campaign export, refusing a JSON file that is not one', async () => {
    const { ctx } = await setup();
    const { json } = ctx.campaigns.exportJson();
    fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: 'Second front' } });
    next();
    next();
    fireEvent.click(screen.getByRole('radio', { name: /^Another campaign's JSON export/ }));
    pick('Campaign export (.json)', [new File(['{"a":1}'], 'notes.json')]);
    expect(await screen.findByText('Campaign file: notes.json is not an FS3 Console campaign export.')).toBeTruthy();
    pick('Campaign export (.json)', [new File([json], 'ragnar.json')]);
    expect(await screen.findByText('Picked: ragnar.json')).toBeTruthy();
    next();
    next();
    expect(screen.getByText('Setting of another campaign: ragnar.json')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(screen.getByTestId('campaign-name').textContent).toBe('Second front'));
    expect(ctx.campaigns.current()).toMatchObject({ settingName: FS32.templates[1]!.setting().name, pcCount: 0, npcCount: 0 });
  });

  it('closes on Escape and on Cancel without creating anything, and the sample stays one click away', async () => {
    const { ctx, dialog } = await setup();
    const before = ctx.campaigns.current()?.path;
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New campaign…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ctx.campaigns.current()?.path).toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'New from sample' }));
    await waitFor(() => expect(ctx.campaigns.current()?.path).not.toBe(before));
    expect(ctx.campaigns.current()).toMatchObject({ name: 'Sample: Ragnar Anchorage', pcCount: 4, npcCount: 3 });
  });
});
