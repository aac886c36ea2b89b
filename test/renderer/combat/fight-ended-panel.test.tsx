// @vitest-environment jsdom
/**
 * Walk-through defect: once the fight ended, the side column still offered the declare form. It
 * now says the fight has ended (no declaring), with the combatant's sheet a tab away.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { call, closeScreen, openDeclarePanel } from '../../helpers/declare-panel-rig';

const FIGHTERS = [
  { characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' },
  { characterId: 'npc-centurion-1', team: 2, weapon: 'Pistol' },
];

afterEach(closeScreen);

describe('the side column after the fight ends', () => {
  it('closes the declare form when the fight ends, and says there is nothing to declare', async () => {
    const { transport, combatId } = await openDeclarePanel(FIGHTERS, 'Cpl. Dane Ruiz');
    // Ended from elsewhere (another window, the End combat dialog): the screen hears it by the push.
    await call(transport, 'combat.command', { combatId, command: { type: 'combat.end' } });
    const ended = await screen.findByTestId('declare-ended');
    expect(screen.queryByTestId('declare-panel')).toBeNull();
    expect(within(ended).getByRole('status').textContent).toBe('The fight has ended: there is nothing more to declare.');
    expect(within(ended).queryByRole('button', { name: 'Declare' })).toBeNull();
    // The sheet is still a tab away, and ✕ closes the panel.
    fireEvent.click(within(ended).getByRole('button', { name: 'Sheet' }));
    await waitFor(() => expect(screen.queryByTestId('declare-ended')).toBeNull());
    fireEvent.click(within(screen.getByRole('group', { name: /What to show for/ })).getByRole('button', { name: 'Declaration' }));
    fireEvent.click(within(await screen.findByTestId('declare-ended')).getByRole('button', { name: 'Close the declaration panel' }));
    await waitFor(() => expect(screen.queryByTestId('declare-ended')).toBeNull());
    expect(screen.getByText('The fight has ended. Choose a combatant (their name) to see their sheet.')).toBeTruthy();
  });
});
