// @vitest-environment jsdom
/**
 * A change refused while a modal dialog is open is said inside that dialog (its role="alert"
 * line; the screen's own message is under the modal's backdrop), and the dialog stays open with
 * what was typed, focus on the field the refusal names. Over the real handlers in process.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allowModalDialogs, closeScreen, hangarFight, openHeaderMore, showGmScreen } from '../../helpers/gm-dialog-rig';

/** The GM screen on the sample campaign's two PCs against two Centurions, started. */
async function gmScreen() {
  const { transport, combatId } = await hangarFight();
  await showGmScreen(transport, combatId);
}

beforeAll(allowModalDialogs);
afterEach(closeScreen);

describe('a refused change is said inside its modal dialog, which keeps what was typed', () => {
  it('Names for players: stays open with the typed names, the refusal inside, focus on the field named', async () => {
    await gmScreen();
    openHeaderMore();
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
    openHeaderMore();
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
