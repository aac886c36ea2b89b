// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHome } from './render-home';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  cleanup();
  for (const close of closers.splice(0)) await close();
});

async function setup() {
  const home = await renderHome();
  closers.push(() => home.ctx.campaigns.close());
  await screen.findByRole('list', { name: /^NPCs/ });
  return home;
}

const form = () => screen.getByRole('form', { name: 'Quick NPCs' });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const npcNames = () =>
  within(screen.getByRole('list', { name: /^NPCs/ }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.roster-name')?.textContent);

describe('quick NPCs', () => {
  it('adds "Raider 1 … Raider 5" with their single ratings, and the roster shows them', async () => {
    const { session } = await setup();
    type('NPC name', 'Raider');
    type('How many', '5');
    type('Concept', 'Colonial deserter turned pirate.');
    type('Ratings', 'Firearms 5, Reaction: 4; melee=3');
    type('Default rating', '2');
    expect(screen.getByTestId('npc-preview').textContent).toBe('Adds Raider 1 … Raider 5.');
    fireEvent.click(within(form()).getByRole('button', { name: 'Add 5 NPCs' }));
    await waitFor(() => expect(screen.getByTestId('npcs-count').textContent).toBe('8'));
    expect(npcNames()).toEqual(['Centurion One', 'Centurion Three', 'Centurion Two', 'Raider 1', 'Raider 2', 'Raider 3', 'Raider 4', 'Raider 5']);
    expect(within(form()).getByRole('status').textContent).toBe('Added Raider 1 … Raider 5.');
    const stored = session().repos.characters.listAll().filter((c) => c.name.startsWith('Raider'));
    expect(stored).toHaveLength(5);
    expect(stored[0]).toMatchObject({
      kind: 'npc',
      concept: 'Colonial deserter turned pirate.',
      npc: { ratings: [{ name: 'Firearms', rating: 5 }, { name: 'Reaction', rating: 4 }, { name: 'melee', rating: 3 }], defaultRating: 2 },
    });
    // The form is ready for the next batch.
    expect(field('NPC name').value).toBe('');
    expect(document.activeElement).toBe(field('NPC name'));
    await waitFor(() => expect(screen.getByTestId('campaign-counts').textContent).toBe('4 PCs · 8 NPCs'));
  });

  it('names one NPC without a number and warns when a name is already taken', async () => {
    const { session } = await setup();
    type('NPC name', 'Centurion One');
    expect(screen.getByTestId('npc-preview').textContent).toBe(
      'Adds Centurion One. Already in the roster: Centurion One. Another name keeps them apart.',
    );
    type('NPC name', 'Lieutenant Gage');
    fireEvent.click(within(form()).getByRole('button', { name: 'Add NPC' }));
    await waitFor(() => expect(npcNames()).toContain('Lieutenant Gage'));
    expect(session().repos.characters.listAll().find((c) => c.name === 'Lieutenant Gage')?.npc).toEqual({ ratings: [], defaultRating: null });
  });

  it('refuses a bad form field by field, focuses the first problem and creates nothing', async () => {
    const { session } = await setup();
    type('How many', '51');
    type('Ratings', 'Firearms, Reaction 4');
    type('Default rating', '20');
    fireEvent.click(within(form()).getByRole('button', { name: 'Add 51 NPCs' }));
    const error = (id: string) => document.getElementById(`npc-${id}-error`)?.textContent;
    expect(error('name')).toBe('Name: give the NPCs a name, e.g. Centurion.');
    expect(error('count')).toBe('How many: a whole number from 1 to 50.');
    expect(error('ratings')).toBe('Ratings: "Firearms" needs a number, e.g. Firearms 5.');
    expect(error('defaultRating')).toBe('Default rating: a whole number from 0 to 15, or empty.');
    expect(field('NPC name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Ratings').getAttribute('aria-describedby')).toContain('npc-ratings-error');
    expect(document.activeElement).toBe(field('NPC name'));
    // Errors clear as each field is fixed.
    type('NPC name', 'Raider');
    expect(error('name')).toBeUndefined();
    expect(error('count')).toBe('How many: a whole number from 1 to 50.');
    expect(session().repos.characters.list('npc')).toHaveLength(3);
  });

  it('shows a refusal from main as a readable message', async () => {
    const { session } = await setup();
    type('NPC name', 'Raider');
    // Longer than main accepts: the form leaves concept length to main's schema.
    type('Concept', 'x'.repeat(2001));
    fireEvent.click(within(form()).getByRole('button', { name: 'Add NPC' }));
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toMatch(/^Could not add the NPCs: .*concept/i);
    expect(session().repos.characters.list('npc')).toHaveLength(3);
  });
});
