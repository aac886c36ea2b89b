// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILTIN_GEAR } from '../../../shared/core/content/builtin-gear';
import { renderHome } from './render-home';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  cleanup();
  for (const close of closers.splice(0)) await close();
});

async function setup(options: Parameters<typeof renderHome>[0] = {}) {
  const home = await renderHome(options);
  closers.push(() => home.ctx.campaigns.close());
  await screen.findByRole('list', { name: /^PCs/ });
  return home;
}

const names = (section: string) =>
  within(screen.getByRole('list', { name: new RegExp(`^${section}`) }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.roster-name')?.textContent);
const count = (section: 'pcs' | 'npcs' | 'vehicles') => screen.getByTestId(`${section}-count`).textContent;
const search = () => screen.getByRole('searchbox', { name: /Search roster/ });

describe('roster', () => {
  it('lists the sample PCs and NPCs in name order, each linking to its sheet', async () => {
    await setup();
    expect(count('pcs')).toBe('4');
    expect(count('npcs')).toBe('3');
    expect(count('vehicles')).toBe('5');
    expect(names('NPCs')).toEqual(['Centurion One', 'Centurion Three', 'Centurion Two']);
    expect(screen.getByRole('link', { name: 'Cpl. Dane Ruiz' }).getAttribute('href')).toBe('#/characters/pc-ruiz');
  });

  it('says what is missing in a blank campaign whose gear catalog was emptied', async () => {
    const home = await renderHome({
      template: 'blank',
      prepare: (ctx) => {
        const { gear } = ctx.campaigns.requireSession().repos;
        for (const v of gear.getCatalog().vehicles) gear.remove('vehicles', v.name);
      },
    });
    closers.push(() => home.ctx.campaigns.close());
    await screen.findByText('No player characters yet.');
    expect(count('pcs')).toBe('0');
    expect(screen.getByText('No NPCs yet: add some with Quick NPCs.')).toBeTruthy();
    expect(screen.getByText("No vehicles in this campaign's gear catalog.")).toBeTruthy();
  });

  it('filters every section by name or concept, shows "n of total", and clears on Escape', async () => {
    await setup();
    fireEvent.change(search(), { target: { value: 'marine' } });
    expect(names('PCs')).toEqual(['Cpl. Dane Ruiz']);
    expect(count('pcs')).toBe('1 of 4');
    expect(count('npcs')).toBe('0 of 3');
    expect(screen.getByText('No NPCs match “marine”.')).toBeTruthy();
    expect(document.getElementById('roster-status')?.textContent).toBe('1 of 12 match “marine”.');
    fireEvent.change(search(), { target: { value: 'centurion TWO' } });
    expect(names('NPCs')).toEqual(['Centurion Two']);
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect(count('npcs')).toBe('3');
    expect((search() as HTMLInputElement).value).toBe('');
  });

  it('focuses the search box on "/" unless the storyteller is typing elsewhere', async () => {
    await setup();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(search());
    const npcName = screen.getByLabelText('NPC name');
    npcName.focus();
    fireEvent.keyDown(npcName, { key: '/' });
    expect(document.activeElement).toBe(npcName);
  });

  it('lists the gear catalog vehicles and filters them by piloting skill', async () => {
    await setup();
    expect(count('vehicles')).toBe('5');
    expect(names('Vehicles')).toEqual(BUILTIN_GEAR.vehicles.map((v) => v.name));
    expect(screen.getByText(/Piloting: Viper Piloting · Toughness 3 · Armor: Fighter Jet Armor/)).toBeTruthy();
    fireEvent.change(search(), { target: { value: 'viper' } });
    expect(names('Vehicles')).toEqual(['Viper']);
    expect(count('vehicles')).toBe('1 of 5');
    fireEvent.change(search(), { target: { value: 'submarine' } });
    expect(screen.getByText('No vehicles match “submarine”.')).toBeTruthy();
  });

  it('shows a character added from another window (character.changed push)', async () => {
    const { transport } = await setup();
    await transport.call('character.create', { name: 'Captain Adaeze', kind: 'pc' });
    await waitFor(() => expect(count('pcs')).toBe('5'));
    expect(names('PCs')).toContain('Captain Adaeze');
    await waitFor(() => expect(screen.getByTestId('campaign-counts').textContent).toBe('5 PCs · 3 NPCs'));
  });
});

describe('deleting a character', () => {
  it('asks in place with Keep focused; Escape keeps the character and returns focus', async () => {
    const { session } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Centurion One' }));
    // Issue 37 item 3: the question waits for the answer to "is this character in a fight?" (no: asked in place).
    const confirm = await screen.findByRole('group', { name: 'Confirm deleting Centurion One' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Keep'));
    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: /Confirm deleting/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Centurion One' }));
    expect(session().repos.characters.get('npc-centurion-1')).toBeTruthy();
  });

  it('deletes after confirmation, from the file and the roster', async () => {
    const { session } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Centurion One' }));
    fireEvent.click(within(await screen.findByRole('group', { name: 'Confirm deleting Centurion One' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(count('npcs')).toBe('2'));
    expect(names('NPCs')).toEqual(['Centurion Three', 'Centurion Two']);
    expect(session().repos.characters.get('npc-centurion-1')).toBeUndefined();
    expect(screen.getByText('Deleted Centurion One.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('campaign-counts').textContent).toBe('4 PCs · 2 NPCs'));
  });

  it('says so when another window deleted the character first', async () => {
    const { session } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Centurion Two' }));
    const confirm = await screen.findByRole('group', { name: 'Confirm deleting Centurion Two' });
    session().repos.characters.remove('npc-centurion-2');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Centurion Two was already deleted.')).toBeTruthy();
    await waitFor(() => expect(names('NPCs')).toEqual(['Centurion One', 'Centurion Three']));
  });

});
