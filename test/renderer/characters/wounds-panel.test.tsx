// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CharactersScreen } from '../../../renderer/features/characters/CharactersScreen';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

const opened: { close: () => Promise<void> }[] = [];

/** The real handlers over the sample campaign, the sheet of `id` open. */
async function openSheet(id: string) {
  const transport = createInProcessTransport({ now: () => new Date('2026-03-01T12:00:00Z') });
  await transport.ctx.campaigns.openAtStartup();
  opened.push(transport.ctx.campaigns);
  window.location.hash = `#/characters/${id}`;
  renderWithClient(<CharactersScreen />, transport);
  await screen.findByRole('button', { name: 'Add a wound' });
  return transport;
}

beforeEach(() => {
  window.location.hash = '';
});
afterEach(async () => {
  cleanup();
  for (const c of opened.splice(0)) await c.close();
});

describe('the sheet\u2019s wounds and care', { timeout: 30_000 }, () => {
  it('adds a wound, edits it, shows its forecast and history, and undoes the edit', async () => {
    const transport = await openSheet('pc-okafor');
    fireEvent.click(screen.getByRole('button', { name: 'Add a wound' }));
    const form = screen.getByRole('group', { name: 'Add a wound' });
    fireEvent.change(within(form).getByLabelText('Location'), { target: { value: 'Left Leg' } });
    fireEvent.change(within(form).getByLabelText('Severity'), { target: { value: 'critical' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add wound' }));
    await waitFor(() => expect(screen.getByTestId('wound-status').textContent).toBe('Wound added: Critical, Left Leg.'));
    await waitFor(() => expect(screen.getByTestId('wound-forecast').textContent).toMatch(/Heals in ~\d+ days \(median\), 90% by day \d+/));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Severity'), { target: { value: 'light' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save wound' }));
    await waitFor(() => expect(screen.getByTestId('wound-history').textContent).toContain('Wound edited: Critical, Left Leg → Light, Left Leg'));
    expect(transport.ctx.campaigns.requireSession().repos.wounds.listFor('pc-okafor')[0]!.severity).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: /^Undo: Wound of Lt\. Mara 'Sparrow' Okafor edited/ }));
    await waitFor(() => expect(transport.ctx.campaigns.requireSession().repos.wounds.listFor('pc-okafor')[0]!.severity).toBe('critical'));
  });

  it('refuses a doctor over the limit with the doctor\u2019s patients named', async () => {
    const transport = await openSheet('npc-centurion-1');
    transport.ctx.campaigns.requireSession().transact((repos) => {
      for (const id of ['pc-okafor', 'pc-ruiz', 'pc-brandt']) repos.care.set({ patientId: id, doctorId: 'pc-varga', inHospital: false });
    });
    fireEvent.change(screen.getByLabelText('Doctor'), { target: { value: 'pc-varga' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save care' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Dr\. Ilse Varga \(Medicine 6\) may tend at most 3 patients and already tends /));
  });
});
