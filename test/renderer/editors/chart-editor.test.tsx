// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GearState } from '../../../shared/ipc/gear-contract';
import { EditorsScreen } from '../../../renderer/features/editors/EditorsScreen';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

type Transport = ReturnType<typeof createInProcessTransport>;
let transport: Transport;

async function stored(): Promise<GearState> {
  const r = await transport.call('gear.state', {});
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function renderAt(hash: string) {
  window.location.hash = hash;
  renderWithClient(<EditorsScreen />, transport);
  await screen.findByRole('heading', { name: /Aiming at/ });
}

const entries = () => within(screen.getByTestId('row-entries')).getAllByRole('combobox').map((s) => (s as HTMLSelectElement).value);

beforeEach(async () => {
  transport = createInProcessTransport();
  await transport.ctx.campaigns.openAtStartup();
  await transport.call('gear.addBuiltin', {});
});
afterEach(async () => {
  cleanup();
  await transport.ctx.campaigns.close();
});

describe('chart editor', () => {
  it('adds and removes entries of the aimed row and saves each at once', async () => {
    await renderAt('#/editors/charts/Viper/Engine');
    const before = entries();
    expect(before).toHaveLength(15);
    fireEvent.change(screen.getByLabelText('Add entry'), { target: { value: 'Cockpit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add at the end' }));
    await waitFor(() => expect(entries()).toEqual([...before, 'Cockpit']));
    await waitFor(async () => expect((await stored()).catalog.hitCharts.find((c) => c.name === 'Viper')!.targets.Engine).toEqual([...before, 'Cockpit']));
    // A 16-entry row is legal but unusual: the linter says so.
    expect((await stored()).problems.some((p) => p.code === 'chart-length')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove entry 1: Near miss' }));
    await waitFor(() => expect(entries()).toEqual([...before.slice(1), 'Cockpit']));
    await waitFor(async () => expect((await stored()).catalog.hitCharts.find((c) => c.name === 'Viper')!.targets.Engine).toHaveLength(15));
  });

  it('changes an entry, undoes the change, and copies a row', async () => {
    await renderAt('#/editors/charts/Viper/Left Wing');
    fireEvent.change(screen.getByLabelText('Entry 1'), { target: { value: 'Engine' } });
    await waitFor(() => expect(entries()[0]).toBe('Engine'));
    fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
    await waitFor(() => expect(entries()[0]).toBe('miss'));
    fireEvent.change(screen.getByLabelText('Copy row from'), { target: { value: 'Right Wing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    const right = (await stored()).catalog.hitCharts.find((c) => c.name === 'Viper')!.targets['Right Wing']!;
    await waitFor(() => expect(entries()).toEqual(right.map((e) => (e === 'Right Wing' ? 'Left Wing' : e))));
  });

  it('edits made before the last one has rendered build on it: a copy, then two entries set at once, all kept', async () => {
    await renderAt('#/editors/charts/Viper/Left Wing');
    const right = (await stored()).catalog.hitCharts.find((c) => c.name === 'Viper')!.targets['Right Wing']!;
    const want = right.map((e) => (e === 'Right Wing' ? 'Left Wing' : e));
    want[1] = 'Engine';
    want[2] = 'Cockpit';
    fireEvent.change(screen.getByLabelText('Copy row from'), { target: { value: 'Right Wing' } });
    // No await between them: the query cache tells React of each optimistic catalog a task later,
    // so the entry pickers still hold the row from before the copy (stop 49's CI, on a slow machine).
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    fireEvent.change(screen.getByLabelText('Entry 2'), { target: { value: 'Engine' } });
    fireEvent.change(screen.getByLabelText('Entry 3'), { target: { value: 'Cockpit' } });
    await waitFor(() => expect(entries()).toEqual(want));
    await waitFor(async () => expect((await stored()).catalog.hitCharts.find((c) => c.name === 'Viper')!.targets['Left Wing']).toEqual(want));
  });

  it('two crew seats ticked at once are both kept, shown before main answers', async () => {
    await renderAt('#/editors/charts/Viper/Cockpit');
    const before = (await stored()).catalog.vehicles.find((v) => v.name === 'Viper')!.crewLocations;
    expect(before).toEqual(['Cockpit']);
    fireEvent.click(screen.getByLabelText('Viper crew sit in Engine'));
    fireEvent.click(screen.getByLabelText('Viper crew sit in Left Wing'));
    await waitFor(async () => expect((await stored()).catalog.vehicles.find((v) => v.name === 'Viper')!.crewLocations.sort()).toEqual(['Cockpit', 'Engine', 'Left Wing']));
    expect((screen.getByLabelText('Viper crew sit in Engine') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Viper crew sit in Left Wing') as HTMLInputElement).checked).toBe(true);
  });

  it('renames a location with the row, the vehicle crew and the armor following', async () => {
    await renderAt('#/editors/charts/Viper/Cockpit');
    const name = screen.getByLabelText('Name of location Cockpit');
    fireEvent.change(name, { target: { value: 'Canopy' } });
    fireEvent.blur(name);
    await waitFor(async () => {
      const s = await stored();
      const chart = s.catalog.hitCharts.find((c) => c.name === 'Viper')!;
      expect(chart.targets.Canopy).toBeDefined();
      expect(chart.targets.Body!.includes('Canopy')).toBe(true);
      expect(s.catalog.vehicles.find((v) => v.name === 'Viper')!.crewLocations).toEqual(['Canopy']);
      expect(s.catalog.armor.find((a) => a.name === 'Fighter Jet Armor')!.locations).toContain('Canopy');
    });
    expect(await screen.findByText(/these follow: vehicle "Viper", armor "Fighter Jet Armor"/)).toBeTruthy();
    // The route follows the renamed aim.
    await waitFor(() => expect(decodeURIComponent(window.location.hash)).toBe('#/editors/charts/Viper/Canopy'));
  });

  it('adds and removes a location, turning entries that named it into misses', async () => {
    await renderAt('#/editors/charts/Viper');
    fireEvent.change(screen.getByLabelText('New location'), { target: { value: 'Nose' } });
    fireEvent.change(screen.getByLabelText('Mark of the new location'), { target: { value: 'critical' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add location' }));
    await screen.findByLabelText('Mark of Nose');
    expect(((await screen.findByLabelText('Mark of Nose')) as HTMLSelectElement).value).toBe('critical');
    fireEvent.click(screen.getByRole('button', { name: 'Remove location Engine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Engine' }));
    await waitFor(async () => {
      const chart = (await stored()).catalog.hitCharts.find((c) => c.name === 'Viper')!;
      expect(chart.locations.map((l) => l.name)).toEqual(['Body', 'Cockpit', 'Left Wing', 'Right Wing', 'Nose']);
      expect(chart.targets.Cockpit!.includes('Engine')).toBe(false);
      expect(chart.targets.Body!.includes('Engine')).toBe(false);
    });
    await act(async () => undefined);
  });

  it('moves a location up and down the list, and saves the order', async () => {
    await renderAt('#/editors/charts/Viper/Engine');
    const order = async () => (await stored()).catalog.hitCharts.find((c) => c.name === 'Viper')!.locations.map((l) => l.name);
    const before = await order();
    expect((screen.getByRole('button', { name: `Move location ${before[0]} up` }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move location Engine up' }));
    const i = before.indexOf('Engine');
    const up = [...before];
    [up[i - 1], up[i]] = [up[i]!, up[i - 1]!];
    await waitFor(async () => expect(await order()).toEqual(up));
    fireEvent.click(screen.getByRole('button', { name: 'Move location Engine down' }));
    await waitFor(async () => expect(await order()).toEqual(before));
  });

  it('jumps from a chart problem to the row it names', async () => {
    const viper = (await stored()).catalog.hitCharts.find((c) => c.name === 'Viper')!;
    await transport.call('gear.save', { list: 'hitCharts', item: { ...viper, targets: { ...viper.targets, Engine: viper.targets.Engine!.slice(0, 12) } }, previousName: 'Viper' });
    await renderAt('#/editors/charts/Humanoid');
    fireEvent.click(await screen.findByRole('button', { name: /Row "Engine" of hit chart "Viper" has 12 entries/ }));
    await screen.findByRole('heading', { name: 'Aiming at Engine' });
    expect(decodeURIComponent(window.location.hash)).toBe('#/editors/charts/Viper/Engine');
    await waitFor(() => expect(document.activeElement?.id).toBe('ed-hitCharts-targets'));
  });

  it('shows the heatmap from the rules engine and updates it after an edit', async () => {
    await renderAt('#/editors/charts/Viper/Body');
    expect((await screen.findByTestId('heat-Cockpit-0')).textContent).toBe('10.9%');
    fireEvent.change(screen.getByLabelText('Entry 10'), { target: { value: 'Body' } });
    await waitFor(() => expect(screen.getByTestId('heat-Cockpit-0').textContent).toBe('—'));
  });
});
