// @vitest-environment jsdom
/**
 * Issue 39 item 11 on the GM screen: declaring a grenade shows the blast's odds target by target,
 * zone by zone, where the declare panel shows a shot's odds; moving a target to zone 1 asks again.
 * Through the real handlers (in-process transport, real engine).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transport } from '../../../shared/ipc/types';
import type { CombatView } from '../../../shared/core/combat/view';
import { App } from '../../../renderer/app/App';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

async function call<T>(transport: Transport, method: string, input: unknown): Promise<T> {
  const r = await transport.call(method as never, input as never);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as T;
}

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

describe('explosion odds in the declare panel (issue 39 item 11)', () => {
  it('shows each target’s chance of every zone and of a Serious concussion, and follows the zone picked', async () => {
    const transport = createInProcessTransport();
    await call(transport, 'campaign.create', { name: 'Test', template: 'sample' });
    const { combatId } = await call<CombatView>(transport, 'combat.create', { name: 'Hangar deck' });
    await call(transport, 'combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Frag Grenade' });
    await call(transport, 'combat.addCharacter', { combatId, characterId: 'npc-centurion-1', team: 2, weapon: 'Pistol' });
    await call(transport, 'combat.command', { combatId, command: { type: 'combat.start' } });
    window.location.hash = `#/combat/${combatId}`;
    renderWithClient(<App />, transport);

    fireEvent.click(await screen.findByRole('button', { name: 'Declare for Cpl. Dane Ruiz' }));
    const panel = within(await screen.findByTestId('declare-panel'));
    fireEvent.change(panel.getByLabelText('Action'), { target: { value: 'explode' } });
    // The first enemy is chosen already (as for a shot).
    const box = await panel.findByRole('checkbox', { name: /Centurion One/ });
    if (!(box as HTMLInputElement).checked) fireEvent.click(box);
    const odds = within(await panel.findByTestId('odds'));
    await waitFor(() => expect(odds.getByText(/zone 0 ·.*Serious or worse \(concussion\)/)).toBeTruthy());
    expect(odds.getByText(/zone 0/).textContent).not.toMatch(/hit ·/);
    fireEvent.change(panel.getByLabelText('Zone of Centurion One'), { target: { value: '1' } });
    await waitFor(() => expect(odds.getByText(/zone 1 ·.*\(concussion\)/).textContent).not.toMatch(/zone 0/));
  });
});
