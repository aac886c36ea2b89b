// @vitest-environment jsdom
/**
 * A refused change in the NPC automation dialog (and its sibling dialogs, "Names for players" and
 * "Add NPCs") names the field as the dialog labels it, over the real handlers in process: the
 * rules' own refusal ("Protects: …") and main's edge check of the input (the command's field path
 * said as the dialog's label), never "(change.ally)" or "action.command.change.mode".
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from '../../../shared/ipc/types';
import { ADD_NPCS_LABELS, refusalWords, stepErrorWords } from '../../../renderer/features/combat/refusal-words';
import { allowModalDialogs, call, closeScreen, hangarFight, openHeaderMore, showGmScreen } from '../../helpers/gm-dialog-rig';

/** The error main answers, as the renderer's client throws it. */
async function refused(transport: Transport, method: string, input: unknown): Promise<Error> {
  const r = await transport.call(method as never, input as never);
  if (r.ok) throw new Error(`${method} was not refused`);
  return new Error(r.error.message);
}

/** The hangar fight, started; Centurion One protects Centurion Two. */
async function fight() {
  const rig = await hangarFight();
  await call(rig.transport, 'combat.command', { combatId: rig.combatId, command: { type: 'npc.setAuto', combatantIds: [rig.id('Centurion One')], teams: [], change: { profile: 'protect', ally: rig.id('Centurion Two') } } });
  return rig;
}

beforeAll(allowModalDialogs);
afterEach(closeScreen);

describe('NPC automation refusals in the dialog\'s words', () => {
  it('clearing whom an NPC protects is refused with "Protects: …" on the GM screen', async () => {
    const { transport, combatId } = await fight();
    await showGmScreen(transport, combatId);
    openHeaderMore();
    act(() => screen.getByTestId('npc-automation-open').click());
    const dialog = within(screen.getByRole('dialog', { name: 'NPC automation' }));
    fireEvent.change(dialog.getByRole('combobox', { name: 'Centurion One protects' }), { target: { value: '' } });
    const said = 'Protects: Centurion One would protect nobody; choose a teammate, or another behaviour.';
    await waitFor(() => expect(screen.getByTestId('combat-error').querySelector('span')!.textContent).toBe(said));
    // And inside the dialog, whose backdrop covers the screen's message.
    await waitFor(() => expect(dialog.getByTestId('npc-auto-error').textContent).toBe(said));
  });

  it('main\'s edge check of a change names the dialog\'s column, not the command\'s field', async () => {
    const { transport, combatId, id } = await fight();
    const action = { kind: 'command' as const, command: { type: 'npc.setAuto' as const, combatantIds: [id('Centurion One')], teams: [], change: { mode: 'sometimes' } } };
    const edge = await refused(transport, 'combat.step', { combatId, requestId: crypto.randomUUID(), action });
    expect(edge.message).toMatch(/^Invalid input for combat\.step: action\.command\.change\.mode: /);
    expect(stepErrorWords(edge, action as never)).toBe('Mode: not one of the choices offered.');
    const ally = { kind: 'command' as const, command: { type: 'npc.setAuto' as const, combatantIds: [id('Centurion One')], teams: [], change: { ally: 'x'.repeat(500) } } };
    const tooLong = await refused(transport, 'combat.step', { combatId, requestId: crypto.randomUUID(), action: ally });
    expect(stepErrorWords(tooLong, ally as never)).toMatch(/^Protects: /);
  });

  it('the sibling dialogs: "Names for players" and "Add NPCs"', async () => {
    const { transport, combatId } = await fight();
    const names = { kind: 'command' as const, command: { type: 'privacy.names' as const, teams: [{ team: 1, name: 'x'.repeat(81) }] } };
    const edge = await refused(transport, 'combat.step', { combatId, requestId: crypto.randomUUID(), action: names });
    expect(stepErrorWords(edge, names as never)).toBe('Team name for players: at most 80 characters.');
    const title = { kind: 'command' as const, command: { type: 'privacy.names' as const, title: 'y'.repeat(81) } };
    expect(stepErrorWords(await refused(transport, 'combat.step', { combatId, requestId: crypto.randomUUID(), action: title }), title as never)).toBe('Fight title: at most 80 characters.');
    const add = await refused(transport, 'encounter.addNpcs', { combatId, baseName: 'Goon', count: 51, team: 2, templateId: null, ratings: [], defaultRating: null, weapon: null, stance: null, level: null });
    expect(refusalWords(add.message, ADD_NPCS_LABELS)).toBe('How many: at most 50.');
  });

  it('leaves a refusal already in words, and a field no dialog labels, as main said it', () => {
    expect(stepErrorWords(new Error('This combat has ended.'), { kind: 'command', command: { type: 'npc.setAuto' } })).toBe('This combat has ended.');
    const other = 'Invalid input for combat.step: action.command.dice: Invalid input';
    expect(stepErrorWords(new Error(other), { kind: 'command', command: { type: 'npc.setAuto' } })).toBe(other);
    expect(stepErrorWords(new Error(other), { kind: 'undo' })).toBe(other);
  });
});
