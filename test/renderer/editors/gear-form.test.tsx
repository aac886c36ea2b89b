// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GearState } from '../../../shared/ipc/gear-contract';
import { EditorsScreen } from '../../../renderer/features/editors/EditorsScreen';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

let transport: ReturnType<typeof createInProcessTransport>;

async function stored(): Promise<GearState> {
  const r = await transport.call('gear.state', {});
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function renderAt(hash: string, heading: string) {
  window.location.hash = hash;
  renderWithClient(<EditorsScreen />, transport);
  await screen.findByRole('heading', { name: heading });
}

const listed = () => within(screen.getByRole('list', { name: 'Items' })).getAllByRole('button').map((b) => b.querySelector('.item-name')!.textContent);

beforeEach(async () => {
  transport = createInProcessTransport();
  await transport.ctx.campaigns.openAtStartup();
  await transport.call('gear.addBuiltin', {});
});
afterEach(async () => {
  cleanup();
  await transport.ctx.campaigns.close();
});

describe('gear forms and lists', () => {
  it('shows an invalid value beside its field and saves nothing until it is fixed', async () => {
    await renderAt('#/editors/weapons/Pistol', 'Pistol');
    const pen = screen.getByLabelText('Penetration');
    fireEvent.change(pen, { target: { value: '0' } });
    fireEvent.blur(pen);
    expect(await screen.findByText('Penetration must be greater than 0')).toBeTruthy();
    expect(pen.getAttribute('aria-invalid')).toBe('true');
    expect((await stored()).catalog.weapons.find((w) => w.name === 'Pistol')!.penetration).toBe(3);
    fireEvent.change(pen, { target: { value: '5' } });
    fireEvent.blur(pen);
    await waitFor(async () => expect((await stored()).catalog.weapons.find((w) => w.name === 'Pistol')!.penetration).toBe(5));
    expect(screen.queryByText('Penetration must be greater than 0')).toBeNull();
  });

  it('searches, filters by type and sorts the list', async () => {
    await renderAt('#/editors/weapons', 'Knife');
    fireEvent.change(screen.getByLabelText('Filter by type'), { target: { value: 'explosive' } });
    expect(listed()).toEqual(['Frag Grenade', 'Anti-Aircraft Missile', 'Anti-Tank Missile']);
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'stat' } });
    expect(listed()).toEqual(['Anti-Tank Missile', 'Anti-Aircraft Missile', 'Frag Grenade']);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'tank' } });
    expect(listed()).toEqual(['Anti-Tank Missile']);
  });

  it('renames a weapon with the vehicle loadouts following', async () => {
    const viper = (await stored()).catalog.vehicles.find((v) => v.name === 'Viper')!;
    const gun = viper.weapons[0]!;
    await renderAt(`#/editors/weapons/${encodeURIComponent(gun)}`, gun);
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'KEW Cannons' } });
    fireEvent.blur(name);
    await waitFor(async () => expect((await stored()).catalog.vehicles.find((v) => v.name === 'Viper')!.weapons[0]).toBe('KEW Cannons'));
    await screen.findByRole('heading', { name: 'KEW Cannons' });
    expect(screen.getByText(/these follow: vehicle "Viper" \(weapons\)/)).toBeTruthy();
  });

  it('asks before deleting armor a vehicle wears, saying which, and clears the reference', async () => {
    await renderAt('#/editors/armor/Fighter Jet Armor', 'Fighter Jet Armor');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('vehicle "Viper" (armor)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete and clear references' }));
    await waitFor(async () => {
      const s = await stored();
      expect(s.catalog.armor.some((a) => a.name === 'Fighter Jet Armor')).toBe(false);
      expect(s.catalog.vehicles.find((v) => v.name === 'Viper')!.armor).toBeNull();
    });
  });

  it('does not offer to delete a chart a vehicle uses', async () => {
    await renderAt('#/editors/charts/Truck', 'Truck');
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Used by vehicle "Light Truck" \(hitChart\)/)).toBeTruthy();
  });
});

describe('vehicle form', () => {
  it('keeps only the crew locations the new chart has when the chart changes', async () => {
    await renderAt('#/editors/vehicles/Viper', 'Viper');
    fireEvent.change(screen.getByLabelText('Hit chart'), { target: { value: 'Truck' } });
    await waitFor(async () => {
      const viper = (await stored()).catalog.vehicles.find((v) => v.name === 'Viper')!;
      expect(viper.hitChart).toBe('Truck');
      expect(viper.crewLocations).toEqual([]);
    });
    fireEvent.click(within(screen.getByRole('group', { name: 'Crew sit in' })).getByLabelText('Cab'));
    await waitFor(async () => expect((await stored()).catalog.vehicles.find((v) => v.name === 'Viper')!.crewLocations).toEqual(['Cab']));
  });
  it('an FS3.1 campaign edits its gear in seed 000\'s percent: recoil 20 per round, dodge in %', async () => {
    const made = await transport.call('campaign.create', { name: 'Dodge City', edition: 'fs3.1', setting: { kind: 'template', id: 'storytellers-guide-sample' }, gear: 'builtin' });
    if (!made.ok) throw new Error(made.error.message);
    await renderAt('#/editors/weapons/Assault Rifle', 'Assault Rifle');
    const recoil = screen.getByLabelText('Recoil') as HTMLInputElement;
    await waitFor(() => expect(recoil.closest('.with-unit')?.querySelector('.unit')?.textContent).toBe('% per round fired'));
    expect(recoil.value).toBe('20');
    expect(screen.getByText(/seed 000: 20 for modern rifles, 30 for SMGs/)).toBeTruthy();
    cleanup();
    await renderAt('#/editors/vehicles/Viper', 'Viper');
    const dodge = screen.getByLabelText('Dodge bonus') as HTMLInputElement;
    await waitFor(() => expect(dodge.closest('.with-unit')?.querySelector('.unit')?.textContent).toBe('%'));
    expect(dodge.value).toBe('20');
  });

  it("states the campaign's own damage bands in the lethality hint (issue 39, seed 000's 106+ Critical)", async () => {
    const state = await transport.call('system.get', {});
    if (!state.ok) throw new Error(state.error.message);
    const saved = await transport.call('system.save', {
      setting: state.value.setting, label: 'damage bands', renames: [], expectedRevision: state.value.revision,
      choice: { ...state.value.choice, houseRules: { ...state.value.choice.houseRules, 'damage-bands': 'storytellers-guide' } },
    });
    if (!saved.ok) throw new Error(saved.error.message);
    await renderAt('#/editors/weapons/Pistol', 'Pistol');
    const hint = () => document.getElementById(`${screen.getByLabelText('Lethality').id}-hint`)!.textContent;
    await waitFor(() => expect(hint()).toBe('Added to the damage roll (≤40 Light, ≤80 Moderate, ≤105 Serious, 106+ Critical). Above +30 is extreme.'));
  });
});
