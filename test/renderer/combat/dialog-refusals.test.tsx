// @vitest-environment jsdom
/**
 * A change refused while a modal dialog is open is said inside that dialog (its role="alert"
 * line; the screen's own message is under the modal's backdrop), and the dialog stays open with
 * what was typed, focus on the field the refusal names. Over the real handlers in process.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CombatView } from '../../../shared/core/combat/view';
import type { Transport } from '../../../shared/ipc/types';
import { App } from '../../../renderer/app/App';
import { createInProcessTransport } from '../../helpers/fake-transport';
import { renderWithClient } from '../../helpers/render-with-client';

async function call<T>(transport: Transport, method: string, input: unknown): Promise<T> {
  const r = await transport.call(method as never, input as never);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as T;
}

/** The sample campaign's two PCs against two Centurions, started, on the GM screen. */
async function gmScreen() {
  const transport = createInProcessTransport();
  await call(transport, 'campaign.create', { name: 'Test', template: 'sample' });
  const { combatId } = await call<CombatView>(transport, 'combat.create', { name: 'Hangar deck' });
  for (const [id, team] of [['pc-ruiz', 1], ['pc-okafor', 1], ['npc-centurion-1', 2], ['npc-centurion-2', 2]] as const) await call(transport, 'combat.addCharacter', { combatId, characterId: id, team, weapon: 'Pistol' });
  await call(transport, 'combat.command', { combatId, command: { type: 'combat.start' } });
  window.location.hash = `#/combat/${combatId}`;
  renderWithClient(<App />, transport);
  await waitFor(() => expect(screen.getByTestId('combat-state').textContent).toContain('4 combatants'), { timeout: 10_000 });
}

function openMore() {
  const more = screen.getByTestId('header-more');
  if (more.getAttribute('aria-expanded') !== 'true') act(() => more.click());
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  window.location.hash = '';
});

describe('a refused change is said inside its modal dialog, which keeps what was typed', () => {
  it('Names for players: stays open with the typed names, the refusal inside, focus on the field named', async () => {
    await gmScreen();
    openMore();
    act(() => screen.getByRole('button', { name: 'Names for players' }).click());
    const element = screen.getByRole('dialog', { name: 'Names the players see' }) as HTMLDialogElement;
    const dialog = within(element);
    // The field's maxLength stops typing past 80; a value set otherwise reaches main's check.
    const title = dialog.getByLabelText('Fight title') as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'y'.repeat(81) } });
    const team = element.querySelector<HTMLInputElement>('#fn-team-1')!;
    fireEvent.change(team, { target: { value: 'The visitors' } });
    act(() => dialog.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('Fight title: at most 80 characters.'));
    expect(element.open).toBe(true);
    expect(title.value).toBe('y'.repeat(81));
    expect(team.value).toBe('The visitors');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe('fn-error');
    await waitFor(() => expect(document.activeElement).toBe(title));
    // An accepted change closes it as before.
    fireEvent.change(title, { target: { value: 'Skirmish' } });
    act(() => dialog.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(element.open).toBe(false));
  });

  it('NPC automation: stays open with the refusal inside it', async () => {
    await gmScreen();
    openMore();
    act(() => screen.getByTestId('npc-automation-open').click());
    const element = screen.getByRole('dialog', { name: 'NPC automation' }) as HTMLDialogElement;
    const dialog = within(element);
    fireEvent.change(dialog.getByRole('combobox', { name: 'Centurion One behaviour' }), { target: { value: 'protect' } });
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Centurion One protects' })).toBeTruthy());
    // Choosing no one to protect leaves Centurion One protecting nobody: refused.
    fireEvent.change(dialog.getByRole('combobox', { name: 'Centurion One protects' }), { target: { value: '' } });
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toMatch(/^Protects: Centurion One would protect nobody/));
    expect(element.open).toBe(true);
  });

  it('Add NPCs: stays open with the typed name, the refusal inside, focus on the field named', async () => {
    await gmScreen();
    act(() => screen.getByRole('button', { name: 'Add NPCs' }).click());
    const element = screen.getByRole('dialog', { name: /Add NPCs/ }) as HTMLDialogElement;
    const dialog = within(element);
    const name = dialog.getByLabelText('Name') as HTMLInputElement;
    // Past the field's maxLength: main's edge check refuses it.
    fireEvent.change(name, { target: { value: 'g'.repeat(121) } });
    act(() => dialog.getByRole('button', { name: /^Add/ }).click());
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toMatch(/^Name: /));
    expect(element.open).toBe(true);
    expect(name.value).toBe('g'.repeat(121));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });
});
