// @vitest-environment jsdom
/**
 * The GM screen's luck controls (issue 16, seed 004): a luck penalty on someone else's roll with
 * whose roll it goes on, and revive with luck for an FS3.2 combatant, through the real handlers.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CombatView } from '../../../shared/core/combat/view';
import { call, closeScreen, openDeclarePanel } from '../../helpers/declare-panel-rig';

afterEach(closeScreen);

describe('luck on the GM screen (issue 16)', () => {
  it('declares a luck penalty on a chosen enemy\'s defense, and revives a knocked-out PC with luck', async () => {
    const fighters = ['pc-ruiz', 'npc-centurion-1', 'npc-centurion-2'].map((characterId, i) => ({ characterId, team: i === 0 ? 1 : 2, weapon: 'Pistol' }));
    const { transport, combatId, panel } = await openDeclarePanel(fighters, 'Cpl. Dane Ruiz');
    fireEvent.change(panel.getByLabelText(/^Luck/), { target: { value: 'defense:penalty' } });
    const on = (await panel.findByLabelText('Luck penalty on')) as HTMLSelectElement;
    expect([...on.options].map((o) => o.textContent)).toEqual(['Centurion One', 'Centurion Two']);
    fireEvent.change(on, { target: { value: on.options[1]!.value } });
    fireEvent.click(panel.getByRole('button', { name: 'Declare' }));
    await waitFor(async () => {
      const view = await call<CombatView>(transport, 'combat.get', { combatId });
      const dane = view.combatants.find((c) => c.characterId === 'pc-ruiz')!;
      const two = view.combatants.find((c) => c.name === 'Centurion Two')!;
      expect(dane.declaration?.luck).toEqual({ roll: 'defense', effect: 'penalty', target: two.id });
    });

    let view = await call<CombatView>(transport, 'combat.get', { combatId });
    const dane = view.combatants.find((c) => c.characterId === 'pc-ruiz')!;
    await call(transport, 'combat.command', { combatId, command: { type: 'combatant.knockOut', targetId: dane.id } });
    const revive = await screen.findByRole('button', { name: 'Revive with luck (1 point)' });
    fireEvent.click(revive);
    await waitFor(async () => {
      view = await call<CombatView>(transport, 'combat.get', { combatId });
      expect(view.combatants.find((c) => c.id === dane.id)).toMatchObject({ knockedOut: false, luckPoints: dane.luckPoints! - 1 });
    });
    const sheet = await call<{ character: { luckPoints: number }; luckLedger: { reason: string }[] }>(transport, 'character.sheet', { id: 'pc-ruiz' });
    expect(sheet.character.luckPoints).toBe(dane.luckPoints! - 1);
    expect(sheet.luckLedger.at(-1)!.reason).toBe("Luck in combat 'Hangar deck', turn 1: recovery from a knockout");
  });
});
