// @vitest-environment jsdom
/**
 * Issue 39 item 9 on the GM screen (seed 000 "Cover", step 2): behind cover, the storyteller ticks
 * the body parts the cover hides in the declare panel's gear fold-out; the combatant's cover then
 * names them (the hit location decides instead of the 75% roll). Through the real handlers.
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

describe('cover by body part on the GM screen (issue 39 item 9)', () => {
  it('ticks the legs behind a crate: the cover names them, unticking the last goes back to the 75% roll', async () => {
    const transport = createInProcessTransport();
    await call(transport, 'campaign.create', { name: 'Test', template: 'sample' });
    const { combatId } = await call<CombatView>(transport, 'combat.create', { name: 'Hangar deck' });
    const added = await call<CombatView>(transport, 'combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    const dane = added.combatants[0]!.id;
    await call(transport, 'combat.command', { combatId, command: { type: 'combatant.update', combatantId: dane, patch: { stance: 'cover', cover: { name: 'Crate', protection: 4 } } } });
    await call(transport, 'combat.command', { combatId, command: { type: 'combat.start' } });
    const coverOf = async () => (await call<CombatView>(transport, 'combat.get', { combatId })).combatants[0]!.cover;
    window.location.hash = `#/combat/${combatId}`;
    renderWithClient(<App />, transport);

    fireEvent.click(await screen.findByRole('button', { name: 'Declare for Cpl. Dane Ruiz' }));
    const panel = within(await screen.findByTestId('declare-panel'));
    fireEvent.click(panel.getByText('Gear, stance and overrides'));
    const parts = within(await screen.findByTestId('cover-parts'));
    fireEvent.click(await parts.findByRole('checkbox', { name: 'Left Leg' }));
    await waitFor(async () => expect((await coverOf())?.covers).toEqual(['Left Leg']));
    await waitFor(() => expect(parts.getByRole('checkbox', { name: 'Left Leg' })).toHaveProperty('checked', true));
    fireEvent.click(parts.getByRole('checkbox', { name: 'Right Leg' }));
    await waitFor(async () => expect((await coverOf())?.covers?.sort()).toEqual(['Left Leg', 'Right Leg']));
    await waitFor(() => expect(parts.getByRole('checkbox', { name: 'Right Leg' })).toHaveProperty('checked', true));
    fireEvent.click(parts.getByRole('checkbox', { name: 'Left Leg' }));
    await waitFor(async () => expect((await coverOf())?.covers).toEqual(['Right Leg']));
    await waitFor(() => expect(parts.getByRole('checkbox', { name: 'Left Leg' })).toHaveProperty('checked', false));
    fireEvent.click(parts.getByRole('checkbox', { name: 'Right Leg' }));
    await waitFor(async () => expect((await coverOf())?.covers).toBeUndefined());
    expect((await coverOf())?.name).toBe('Crate');
  });
});
