// @vitest-environment jsdom
/**
 * The declare form follows a declaration stored elsewhere (Auto-declare, a suggestion accepted,
 * another window): its fields show what the "Declared:" line names. A draft is left alone while
 * others declare, and when its own declaration is cleared.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { call, closeScreen, openDeclarePanel } from '../../helpers/declare-panel-rig';

afterEach(closeScreen);

const target = (panel: Awaited<ReturnType<typeof openDeclarePanel>>['panel']) => panel.getByRole('combobox', { name: /^Target/ }) as HTMLSelectElement;
const label = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent;

describe('the declare form and a declaration made elsewhere', () => {
  it('shows the stored declaration’s target, and keeps a draft while someone else declares', async () => {
    const fighters = ['pc-ruiz', 'npc-centurion-1', 'npc-centurion-2'].map((characterId, i) => ({ characterId, team: i === 0 ? 1 : 2, weapon: 'Pistol' }));
    const { transport, combatId, panel, ids } = await openDeclarePanel(fighters, 'Cpl. Dane Ruiz');
    await waitFor(() => expect(label(target(panel))).toBe('Centurion One'));

    // Someone else declares: the draft stays as the storyteller left it.
    fireEvent.change(target(panel), { target: { value: ids['npc-centurion-2'] } });
    await call(transport, 'combat.command', { combatId, command: { type: 'action.declare', declarations: [{ combatantId: ids['npc-centurion-1'], action: { kind: 'attack', target: ids['pc-ruiz'] } }] } });
    // The board shows Centurion One's declaration: the screen has the new view.
    await screen.findAllByText(/attack Cpl\. Dane Ruiz/);
    expect(label(target(panel))).toBe('Centurion Two');

    // Dane's own declaration, made elsewhere at Centurion One: the form shows it.
    await call(transport, 'combat.command', { combatId, command: { type: 'action.declare', declarations: [{ combatantId: ids['pc-ruiz'], action: { kind: 'attack', target: ids['npc-centurion-1'] } }] } });
    await panel.findByText('Declared: attack Centurion One');
    await waitFor(() => expect(label(target(panel))).toBe('Centurion One'));
    expect(panel.getByRole('button', { name: 'Change declaration' })).toBeTruthy();
  });
});
