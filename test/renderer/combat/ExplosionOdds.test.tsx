// @vitest-environment jsdom
/**
 * Issue 39 item 11 on the GM screen: declaring a grenade shows the blast's odds target by target,
 * zone by zone, where the declare panel shows a shot's odds; moving a target to zone 1 asks again.
 * Through the real handlers (in-process transport, real engine).
 */
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeScreen, openDeclarePanel } from '../../helpers/declare-panel-rig';

afterEach(closeScreen);

describe('explosion odds in the declare panel (issue 39 item 11)', () => {
  it('shows each target’s chance of every zone and of a Serious concussion, and follows the zone picked', async () => {
    const { panel } = await openDeclarePanel(
      [
        { characterId: 'pc-ruiz', team: 1, weapon: 'Frag Grenade' },
        { characterId: 'npc-centurion-1', team: 2, weapon: 'Pistol' },
      ],
      'Cpl. Dane Ruiz',
    );
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
