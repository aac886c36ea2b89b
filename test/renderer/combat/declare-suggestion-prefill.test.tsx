// @vitest-environment jsdom
/**
 * Issue 41, "suggest" mode: an NPC's suggested action fills its declare form, so the form shows
 * the choice its "Suggested:" line names (target and stance) for the storyteller to declare as
 * it stands or change. The walk found the form aimed at the first enemy in Normal stance under
 * "Suggested: attack Dr. Ilse Varga".
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CombatView } from '../../../shared/core/combat/view';
import { call, closeScreen, openDeclarePanel } from '../../helpers/declare-panel-rig';

afterEach(closeScreen);

const label = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;

describe('a suggested action in the declare form', () => {
  it('fills target and stance; Declare stores the suggestion as it stands', async () => {
    const fighters = ['pc-ruiz', 'pc-varga', 'npc-centurion-1'].map((characterId, i) => ({ characterId, team: i < 2 ? 1 : 2, weapon: 'Pistol' }));
    const { transport, combatId, ids } = await openDeclarePanel(fighters, 'Cpl. Dane Ruiz', async ({ transport: t, combatId: id, ids: who }) => {
      await call(t, 'combat.command', { combatId: id, command: { type: 'npc.setAuto', teams: [], combatantIds: [who['npc-centurion-1']], change: { mode: 'suggest', profile: 'cautious' } } });
    });
    const view = await call<CombatView>(transport, 'combat.command', { combatId, command: { type: 'npc.autoDeclare' } });
    const suggestion = view.combatants.find((c) => c.id === ids['npc-centurion-1'])!.npcSuggestion!;
    expect(suggestion.stance).toBe('cautious');
    const suggestedTarget = view.combatants.find((c) => c.id === (suggestion.action as { target: string }).target)!.name;

    // The storyteller opens the Centurion's panel from the board.
    const row = await screen.findByTestId('combatant-Centurion One');
    fireEvent.click(row.querySelector('.combatant-name')!);
    const panel = within(await screen.findByTestId('declare-panel'));
    await panel.findByText(`Suggested: ${suggestion.text}`, { exact: false });
    await waitFor(() => expect(label(panel.getByRole('combobox', { name: /^Target/ }))).toBe(suggestedTarget));
    expect(label(panel.getByRole('combobox', { name: 'Stance' }))).toBe('Cautious');

    // Declare as it stands: the suggestion, stance included.
    fireEvent.click(panel.getByRole('button', { name: 'Declare' }));
    await waitFor(async () => {
      const after = await call<CombatView>(transport, 'combat.get', { combatId });
      const c = after.combatants.find((x) => x.id === ids['npc-centurion-1'])!;
      expect(c.declaration?.action).toEqual(suggestion.action);
      expect(c.stance).toBe('cautious');
    });
  });
});
