// @vitest-environment jsdom
/**
 * Issue 39 item 9 on the GM screen (seed 000 "Cover", step 2): behind cover, the storyteller ticks
 * the body parts the cover hides in the declare panel's gear fold-out; the combatant's cover then
 * names them (the hit location decides instead of the 75% roll). Through the real handlers.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CombatView } from '../../../shared/core/combat/view';
import { call, closeScreen, openDeclarePanel } from '../../helpers/declare-panel-rig';

afterEach(closeScreen);

describe('cover by body part on the GM screen (issue 39 item 9)', () => {
  it('ticks the legs behind a crate: the cover names them, unticking the last goes back to the 75% roll', async () => {
    const { transport, combatId, panel } = await openDeclarePanel([{ characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' }], 'Cpl. Dane Ruiz', ({ transport, combatId, ids }) =>
      call(transport, 'combat.command', { combatId, command: { type: 'combatant.update', combatantId: ids['pc-ruiz'], patch: { stance: 'cover', cover: { name: 'Crate', protection: 4 } } } }).then(() => undefined),
    );
    const coverOf = async () => (await call<CombatView>(transport, 'combat.get', { combatId })).combatants[0]!.cover;

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
