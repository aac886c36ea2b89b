// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Transport } from '../../../shared/ipc/types';
import type { CombatView } from '../../../shared/core/combat/view';
import { App } from '../../../renderer/app/App';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

type Rig = { transport: ReturnType<typeof createInProcessTransport>; combatId: string };

async function call<T>(transport: Transport, method: string, input: unknown): Promise<T> {
  const r = await transport.call(method as never, input as never);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as T;
}

/** The sample campaign, a combat with two PCs against two Centurions, started (turn 1, declaring). */
async function startedCombat(): Promise<Rig> {
  const transport = createInProcessTransport();
  await call(transport, 'campaign.create', { name: 'Test', template: 'sample' });
  const { combatId } = await call<CombatView>(transport, 'combat.create', { name: 'Hangar deck' });
  const add = (characterId: string, team: number) => call(transport, 'combat.addCharacter', { combatId, characterId, team, weapon: 'Pistol' });
  await add('pc-ruiz', 1);
  await add('pc-okafor', 1);
  await add('npc-centurion-1', 2);
  await add('npc-centurion-2', 2);
  await call(transport, 'combat.command', { combatId, command: { type: 'combat.start' } });
  return { transport, combatId };
}

function renderAt(transport: Transport, hash: string) {
  window.location.hash = hash;
  return renderWithClient(<App />, transport);
}

const nextText = () => screen.getByTestId('next-text').textContent ?? '';
const banner = () => within(screen.getByTestId('next-banner'));

beforeEach(() => {
  window.confirm = () => true;
});
afterEach(() => {
  cleanup();
  window.location.hash = '';
});

describe('combat tracker', () => {
  it('says whose declaration is missing, declares with exact odds, and moves on', async () => {
    const { transport, combatId } = await startedCombat();
    renderAt(transport, `#/combat/${combatId}`);
    await waitFor(() => expect(nextText()).toBe("Turn 1: waiting for 4 declarations: Cpl. Dane Ruiz, Lt. Mara 'Sparrow' Okafor, Centurion One, Centurion Two."));
    fireEvent.click(banner().getByRole('button', { name: 'Declare for Cpl. Dane Ruiz' }));
    const panel = within(await screen.findByTestId('declare-panel'));
    expect(panel.getByLabelText('Action')).toHaveProperty('value', 'attack');
    expect((panel.getByLabelText('Target') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Centurion One');
    await waitFor(() => expect(panel.getByTestId('odds').textContent).toMatch(/^\d+% hit · (<1|\d+)% Serious or worse \d+ vs \d+ dice$/));
    const plain = panel.getByTestId('odds').textContent;
    // Earmarking luck for the attack raises the odds at once.
    fireEvent.change(panel.getByLabelText(/^Luck/), { target: { value: 'attack:bonus' } });
    await waitFor(() => expect(panel.getByTestId('odds').textContent).not.toBe(plain));
    fireEvent.click(panel.getByRole('button', { name: 'Declare' }));
    await waitFor(() => expect(nextText()).toBe("Turn 1: waiting for 3 declarations: Lt. Mara 'Sparrow' Okafor, Centurion One, Centurion Two."));
    const view = await call<CombatView>(transport, 'combat.get', { combatId });
    expect(view.combatants.find((c) => c.name === 'Cpl. Dane Ruiz')!.declaration).toEqual({ action: { kind: 'attack', target: expect.any(String) }, luck: { roll: 'attack', effect: 'bonus' } });
  });

  it('quick-declares NPCs, rolls initiative, resolves all, and shows the log with its dice folded', async () => {
    const { transport, combatId } = await startedCombat();
    await call(transport, 'combat.command', { combatId, command: { type: 'action.declare', declarations: await pcPasses(transport, combatId) } });
    renderAt(transport, `#/combat/${combatId}`);
    await waitFor(() => expect(nextText()).toContain('waiting for 2 declarations: Centurion One, Centurion Two'));
    fireEvent.click(banner().getByRole('button', { name: 'Quick-declare NPCs' }));
    await waitFor(() => expect(nextText()).toBe('Turn 1: everyone has declared.'));
    fireEvent.click(banner().getByRole('button', { name: 'Roll initiative' }));
    await waitFor(() => expect(nextText()).toMatch(/acts next\.$/));
    expect(screen.getByTestId('initiative-order').querySelectorAll('li')).toHaveLength(4);
    fireEvent.click(banner().getByRole('button', { name: 'Resolve all remaining' }));
    await waitFor(() => expect(nextText()).toMatch(/Roll for knockouts|is over/));
    const log = screen.getByTestId('combat-log');
    // Issue 18: each attack's line is its outcome; "X attacks Y", the dice and modifier sources fold under it.
    const outcome = /Centurion (One|Two) (hits|misses) |evades Centurion (One|Two)/;
    await waitFor(() => expect(log.textContent).toMatch(outcome));
    const attack = [...log.querySelectorAll('details')].find((d) => outcome.test(d.querySelector('summary')!.textContent!))!;
    expect(attack.querySelectorAll('li')).toHaveLength(0);
    attack.open = true;
    fireEvent(attack, new Event('toggle'));
    await waitFor(() => expect(attack.querySelectorAll('li').length).toBeGreaterThan(0));
    expect(attack.textContent).toMatch(/dice/i);
    expect(attack.querySelector('li')!.textContent).toMatch(/^Centurion (One|Two) attacks /);
  });

  it('undoes and redoes with Ctrl+Z / Ctrl+Shift+Z, but not while typing in a field', async () => {
    const { transport, combatId } = await startedCombat();
    renderAt(transport, `#/combat/${combatId}`);
    await waitFor(() => expect(nextText()).toContain('waiting for 4'));
    fireEvent.click(banner().getByRole('button', { name: 'Quick-declare NPCs' }));
    await waitFor(() => expect(nextText()).toContain('waiting for 2'));
    fireEvent.keyDown(screen.getByLabelText('Search the roster'), { key: 'z', ctrlKey: true });
    await new Promise((r) => setTimeout(r, 30));
    expect(nextText()).toContain('waiting for 2');
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(nextText()).toContain('waiting for 4'));
    expect(screen.getByRole('button', { name: '↷ Redo' })).toHaveProperty('disabled', false);
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(nextText()).toContain('waiting for 2'));
  });

  it('shows a refusal from main as a readable message and keeps the screen', async () => {
    const { transport, combatId } = await startedCombat();
    const refusing: Transport = {
      on: transport.on,
      call: async (method, input) =>
        method === 'combat.step' ? { ok: false, error: { code: 'combat/not-allowed', message: 'Every NPC who can act has already declared.' } } : transport.call(method, input),
    };
    renderAt(refusing, `#/combat/${combatId}`);
    await waitFor(() => expect(nextText()).toContain('waiting for 4'));
    fireEvent.click(banner().getByRole('button', { name: 'Quick-declare NPCs' }));
    expect((await screen.findByTestId('combat-error')).textContent).toContain('Every NPC who can act has already declared.');
    expect(screen.getByTestId('team-1').textContent).toContain('Cpl. Dane Ruiz');
  });

  it('adds a roster character to a team with the keyboard (Space, arrows, Space) and announces it', async () => {
    const transport = createInProcessTransport();
    await call(transport, 'campaign.create', { name: 'Test', template: 'sample' });
    const { combatId } = await call<CombatView>(transport, 'combat.create', { name: 'Keys' });
    renderAt(transport, `#/combat/${combatId}`);
    const item = await screen.findByTestId('roster-Dr. Ilse Varga');
    await waitFor(() => expect(screen.getByTestId('roster-Centurion One')).toBeTruthy());
    // The gear catalog must be there for the default loadout.
    await waitFor(() => expect(screen.getByLabelText('Vehicle to add')).toBeTruthy());
    item.focus();
    // The sensor listens on the document from the next tick after the pick-up.
    const press = async (target: Element | Document, code: string) => {
      await act(async () => {
        fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
        await new Promise((r) => setTimeout(r, 5));
      });
    };
    await press(item, 'Space');
    const live = () => [...document.querySelectorAll('[id^="DndLiveRegion"]')].map((e) => e.textContent).join('');
    expect(live()).toContain('Picked up Dr. Ilse Varga');
    await press(document, 'ArrowDown');
    expect(live()).toBe('Dr. Ilse Varga is over Team 1.');
    await press(document, 'ArrowDown');
    expect(live()).toBe('Dr. Ilse Varga is over Team 2.');
    await press(document, 'Space');
    await waitFor(() => expect(within(screen.getByTestId('team-2')).getByTestId('combatant-Dr. Ilse Varga')).toBeTruthy());
    const view = await call<CombatView>(transport, 'combat.get', { combatId });
    expect(view.combatants).toEqual([expect.objectContaining({ name: 'Dr. Ilse Varga', team: 2, weapon: 'Pistol', armor: 'Light Vest' })]);
    expect([...document.querySelectorAll('[id^="DndLiveRegion"]')].map((e) => e.textContent).join('')).toBe('Dr. Ilse Varga was dropped on Team 2.');
  });
});

describe('setting up and overriding', () => {
  /** Presses keys as the keyboard sensor sees them (it listens on the document after the pick-up). */
  async function keyboardDrop(handle: HTMLElement, target: string) {
    const press = async (t: Element | Document, code: string) => {
      await act(async () => {
        fireEvent.keyDown(t, { code, key: code === 'Space' ? ' ' : code });
        await new Promise((r) => setTimeout(r, 5));
      });
    };
    const live = () => [...document.querySelectorAll('[id^="DndLiveRegion"]')].map((e) => e.textContent).join('');
    handle.focus();
    await press(handle, 'Space');
    for (let i = 0; i < 10 && !live().endsWith(`is over ${target}.`); i++) await press(document, 'ArrowDown');
    expect(live()).toMatch(new RegExp(`is over ${target}\\.$`));
    await press(document, 'Space');
  }

  it('shows the odds of a shot at a vehicle', async () => {
    const { transport, combatId } = await startedCombat();
    await call(transport, 'combat.addVehicle', { combatId, vehicle: 'Light Truck', name: 'Supply truck' });
    renderAt(transport, `#/combat/${combatId}`);
    await screen.findByTestId('next-banner');
    fireEvent.click(await banner().findByRole('button', { name: 'Declare for Cpl. Dane Ruiz' }));
    const panel = within(await screen.findByTestId('declare-panel'));
    const truck = [...(panel.getByLabelText('Target') as HTMLSelectElement).options].find((o) => o.textContent === 'Supply truck (vehicle)')!;
    fireEvent.change(panel.getByLabelText('Target'), { target: { value: truck.value } });
    // Nobody drives it: nobody dodges (0 defense dice).
    await waitFor(() => expect(panel.getByTestId('odds').textContent).toMatch(/^\d+% hit · (<1|\d+)% Serious or worse \d+ vs 0 dice$/));
  });

  it('moves a combatant to the other team and into a vehicle seat with the keyboard, then out again', async () => {
    const transport = createInProcessTransport();
    await call(transport, 'campaign.create', { name: 'Test', template: 'sample' });
    const { combatId } = await call<CombatView>(transport, 'combat.create', { name: 'Convoy' });
    await call(transport, 'combat.addCharacter', { combatId, characterId: 'pc-brandt', team: 1, weapon: 'Pistol' });
    await call(transport, 'combat.addCharacter', { combatId, characterId: 'npc-centurion-1', team: 2, weapon: 'Pistol' });
    renderAt(transport, `#/combat/${combatId}`);
    // Viper is the first vehicle the catalog offers.
    fireEvent.click(await screen.findByRole('button', { name: 'Add vehicle' }));
    await screen.findByText('empty');
    await keyboardDrop(screen.getByLabelText('Move Specialist Tomas Brandt'), 'Viper: pilot seat');
    await waitFor(() => expect(screen.getByLabelText('Specialist Tomas Brandt leaves the vehicle')).toBeTruthy());
    await keyboardDrop(screen.getByLabelText('Move Specialist Tomas Brandt'), 'Team 2');
    await waitFor(() => expect(within(screen.getByTestId('team-2')).getByTestId('combatant-Specialist Tomas Brandt')).toBeTruthy());
    const view = await call<CombatView>(transport, 'combat.get', { combatId });
    expect(view.combatants.find((c) => c.characterId === 'pc-brandt')).toMatchObject({ team: 2, vehicleId: view.vehicles[0]!.id });
    expect(view.vehicles[0]).toMatchObject({ vehicle: 'Viper', pilotId: view.combatants.find((c) => c.characterId === 'pc-brandt')!.id });
    fireEvent.click(screen.getByLabelText('Specialist Tomas Brandt leaves the vehicle'));
    await waitFor(() => expect(screen.getByText('empty')).toBeTruthy());
  });

  it('renames a team, adds and removes a wound and a storyteller modifier', async () => {
    const { transport, combatId } = await startedCombat();
    renderAt(transport, `#/combat/${combatId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Team 2' }));
    fireEvent.change(screen.getByLabelText('New name for Team 2'), { target: { value: 'Cylons' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('team-2').querySelector('h3')!.textContent).toContain('Cylons'));
    fireEvent.click(screen.getByTestId('combatant-Centurion One').querySelector('.combatant-name')!);
    const panel = within(await screen.findByTestId('declare-panel'));
    fireEvent.change(panel.getByLabelText('Wound location'), { target: { value: 'Chest' } });
    fireEvent.change(panel.getByLabelText('Wound severity'), { target: { value: 'serious' } });
    fireEvent.click(panel.getByRole('button', { name: 'Add wound' }));
    await waitFor(() => expect(within(screen.getByTestId('combatant-Centurion One')).getByText('S')).toBeTruthy());
    fireEvent.change(panel.getByLabelText('Modifier dice'), { target: { value: '-2' } });
    fireEvent.change(panel.getByLabelText('Modifier reason'), { target: { value: 'Smoke' } });
    fireEvent.click(panel.getByRole('button', { name: 'Add modifier' }));
    await waitFor(() => expect(panel.getByRole('button', { name: 'Remove the modifier Smoke' })).toBeTruthy());
    let view = await call<CombatView>(transport, 'combat.get', { combatId });
    const one = view.combatants.find((c) => c.name === 'Centurion One')!;
    expect(one.wounds).toEqual([expect.objectContaining({ location: 'Chest', severity: 'serious', source: 'Storyteller' })]);
    expect(view.modifiers).toEqual([expect.objectContaining({ combatantId: one.id, dice: -2, reason: 'Smoke', roll: 'all', duration: 'turn' })]);
    expect(view.teams.find((t) => t.id === 2)!.name).toBe('Cylons');
    // Cover from the table: the row says where they hide, the combat keeps its protection.
    fireEvent.change(panel.getByLabelText('Cover'), { target: { value: 'Car door' } });
    await waitFor(() => expect(screen.getByTestId('combatant-Centurion One').textContent).toContain('behind Car door'));
    view = await call<CombatView>(transport, 'combat.get', { combatId });
    expect(view.combatants.find((c) => c.name === 'Centurion One')!.cover).toEqual({ name: 'Car door', protection: 4 });
    // Edited in place: the storyteller downgrades it after a medic's scene.
    fireEvent.change(panel.getByLabelText('Severity of the Chest wound of Centurion One'), { target: { value: 'moderate' } });
    await waitFor(async () => {
      view = await call<CombatView>(transport, 'combat.get', { combatId });
      expect(view.combatants.find((c) => c.name === 'Centurion One')!.wounds).toEqual([expect.objectContaining({ location: 'Chest', severity: 'moderate', initialSeverity: 'serious' })]);
    });
    fireEvent.click(panel.getByRole('button', { name: 'Remove the moderate Chest wound of Centurion One' }));
    fireEvent.click(panel.getByRole('button', { name: 'Remove the modifier Smoke' }));
    await waitFor(async () => {
      view = await call<CombatView>(transport, 'combat.get', { combatId });
      expect(view.modifiers).toEqual([]);
      expect(view.combatants.find((c) => c.name === 'Centurion One')!.wounds).toEqual([]);
    });
  });
});

/** Both PCs pass (declared through the contract, as another window would). */
async function pcPasses(transport: Transport, combatId: string) {
  const view = await call<CombatView>(transport, 'combat.get', { combatId });
  return view.combatants.filter((c) => c.kind === 'pc').map((c) => ({ combatantId: c.id, action: { kind: 'pass' } }));
}
