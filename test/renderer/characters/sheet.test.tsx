// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CharactersScreen } from '../../../renderer/features/characters/CharactersScreen';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

const opened: { close: () => Promise<void> }[] = [];

/** The real handlers over a real sample campaign; the sheet of `id` is open. */
async function openSheet(id: string) {
  let now = Date.parse('2026-03-01T12:00:00Z');
  const transport = createInProcessTransport({ now: () => new Date(now) });
  await transport.ctx.campaigns.openAtStartup();
  opened.push(transport.ctx.campaigns);
  window.location.hash = `#/characters/${id}`;
  renderWithClient(<CharactersScreen />, transport);
  await screen.findByLabelText('Athletic rating');
  const stored = () => transport.ctx.campaigns.requireSession().repos.characters.get(id)!;
  return { transport, stored, days: (n: number) => void (now += n * 86_400_000) };
}

const row = (label: string): HTMLElement => screen.getByLabelText(label).closest('tr')!;

beforeEach(() => {
  window.location.hash = '';
});
afterEach(async () => {
  cleanup();
  for (const c of opened.splice(0)) await c.close();
});

// Real SQLite and the real handlers: generous limits for a loaded CI machine.
describe('character sheet: chargen findings', { timeout: 30_000 }, () => {
  it('shows a finding beside the rating that breaks a rule, and clears it when fixed', async () => {
    await openSheet('pc-ruiz');
    expect(screen.getByTestId('chargen-verdict').textContent).toBe('0 rules broken, 1 note.');
    fireEvent.change(screen.getByLabelText('Athletic rating'), { target: { value: '5' } });
    expect(within(row('Athletic rating')).getByText(/Athletic is rated 5; attributes are rated 1 to 4\./)).toBeTruthy();
    expect(screen.getByTestId('chargen-verdict').textContent).toBe('1 rule broken, 1 note.');
    // The attribute points total moves with it, against the campaign's limit of 32.
    expect(screen.getByText('Attributes', { selector: 'dt' }).nextElementSibling?.textContent).toBe('16 / 32');
    fireEvent.change(screen.getByLabelText('Athletic rating'), { target: { value: '4' } });
    expect(within(row('Athletic rating')).queryByText(/Athletic is rated/)).toBeNull();
    expect(screen.getByTestId('chargen-verdict').textContent).toBe('0 rules broken, 1 note.');
  });

  it('puts quirk and background findings in their sections and saves the edit through character.update', async () => {
    const { stored } = await openSheet('pc-ruiz');
    fireEvent.click(screen.getByRole('button', { name: 'Remove quirk Stubborn' }));
    const quirks = screen.getByRole('region', { name: 'Quirks' });
    expect(within(quirks).getByText('0 quirks; at least 1 are required.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Boxing' }));
    const bg = screen.getByRole('region', { name: 'Background skills' });
    expect(within(bg).getByText('1 background skill; at least 2 are required.')).toBeTruthy();
    // Saved after a pause, not only in memory.
    await waitFor(() => expect(stored().quirks).toEqual([]), { timeout: 8000 });
    expect(stored().backgroundSkills.map((b) => b.name)).toEqual(['Scripture']);
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('All changes saved'));
  });

  it('does not save a sheet the schema refuses, and says why', async () => {
    const { stored } = await openSheet('pc-ruiz');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '   ' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Name' }));
    expect(await screen.findByText(/Not saved yet: name — A character needs a name/)).toBeTruthy();
    expect(stored().name).toBe('Cpl. Dane Ruiz');
  });
});

describe('character sheet: XP', { timeout: 30_000 }, () => {
  it('raises a skill for the cost table price, then refuses a second raise inside the waiting time with the reason', async () => {
    const { transport, stored } = await openSheet('pc-ruiz');
    await act(() => transport.call('character.awardXp', { ids: ['pc-ruiz'], amount: 10, reason: 'Session 1' }));
    await waitFor(() => expect(screen.getByTestId('xp-balance').textContent).toBe('10'));
    fireEvent.click(screen.getByRole('button', { name: 'Raise Stealth to 4 for 4 XP — +1 (4 XP)' }));
    await waitFor(() => expect((screen.getByLabelText('Stealth rating') as HTMLInputElement).value).toBe('4'));
    expect(screen.getByTestId('xp-balance').textContent).toBe('6');
    expect(stored().actionSkills.find((s) => s.name === 'Stealth')?.rating).toBe(4);
    expect(screen.getByTestId('sheet-notice').textContent).toBe('Raised Stealth to 4: -4 XP.');
    // The ledger lists the spend with its date and reason.
    const ledger = screen.getByRole('table', { name: 'Ledger' });
    expect(within(ledger).getAllByRole('row')[1]!.textContent).toContain('Raised Stealth to 4');

    fireEvent.click(screen.getByRole('button', { name: 'Raise Melee to 5 for 4 XP — +1 (4 XP)' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Cpl. Dane Ruiz raised a skill on 2026-03-01; the next raise is allowed on 2026-03-04.'));
    expect(stored().actionSkills.find((s) => s.name === 'Melee')?.rating).toBe(4);
    expect(screen.getByTestId('xp-balance').textContent).toBe('6');
  });

  it('refuses a raise without enough XP, and undoes the last raise from the sheet', async () => {
    const { transport, stored } = await openSheet('pc-varga');
    fireEvent.click(screen.getByRole('button', { name: 'Raise Firearms to 2 for 2 XP — +1 (2 XP)' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Raising Firearms from 1 to 2 costs 2 XP; Dr. Ilse Varga has 0.'));
    await act(() => transport.call('character.awardXp', { ids: ['pc-varga'], amount: 3, reason: 'Session 2' }));
    await waitFor(() => expect(screen.getByTestId('xp-balance').textContent).toBe('3'));
    // A brand-new background skill, learned with XP at rating 1.
    fireEvent.change(screen.getByLabelText('New background skill'), { target: { value: 'Gardening' } });
    fireEvent.click(screen.getByRole('button', { name: /Learn with XP/ }));
    await waitFor(() => expect(stored().backgroundSkills.at(-1)).toEqual({ name: 'Gardening', rating: 1, rulingAttribute: 'Academic' }));
    await waitFor(() => expect(screen.getByTestId('xp-balance').textContent).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo last change' }));
    await waitFor(() => expect(screen.getByTestId('xp-balance').textContent).toBe('3'));
    expect(stored().backgroundSkills.some((b) => b.name === 'Gardening')).toBe(false);
    await waitFor(() => expect(screen.queryByDisplayValue('Gardening')).toBeNull());
  });
});
