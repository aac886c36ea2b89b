/**
 * The GM screen's modal dialogs in jsdom, through the real handlers (in-process transport, real
 * engine): the sample campaign's two PCs against two Centurions, started, and the screen opened on
 * that fight. `call` and `closeScreen` are the declare panel rig's.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { CombatView } from '../../shared/core/combat/view';
import type { Transport } from '../../shared/ipc/types';
import { App } from '../../renderer/app/App';
import { call } from './declare-panel-rig';
import { createInProcessTransport } from './fake-transport';
import { renderWithClient } from './render-with-client';

export { call, closeScreen } from './declare-panel-rig';

/** The fight, started; `id` finds a combatant's id by name. Not on screen yet. */
export async function hangarFight(): Promise<{ transport: Transport; combatId: string; id: (name: string) => string }> {
  const transport = createInProcessTransport();
  await call(transport, 'campaign.create', { name: 'Test', template: 'sample' });
  const { combatId } = await call<CombatView>(transport, 'combat.create', { name: 'Hangar deck' });
  for (const [characterId, team] of [['pc-ruiz', 1], ['pc-okafor', 1], ['npc-centurion-1', 2], ['npc-centurion-2', 2]] as const) {
    await call(transport, 'combat.addCharacter', { combatId, characterId, team, weapon: 'Pistol' });
  }
  const view = await call<CombatView>(transport, 'combat.command', { combatId, command: { type: 'combat.start' } });
  return { transport, combatId, id: (name) => view.combatants.find((c) => c.name === name)!.id };
}

/** The GM screen on the fight, once it shows its four combatants. */
export async function showGmScreen(transport: Transport, combatId: string): Promise<void> {
  window.location.hash = `#/combat/${combatId}`;
  renderWithClient(<App />, transport);
  await waitFor(() => expect(screen.getByTestId('combat-state').textContent).toContain('4 combatants'), { timeout: 10_000 });
}

/** Opens the header's "More ▾" unless it is open. */
export function openHeaderMore(): void {
  const more = screen.getByTestId('header-more');
  if (more.getAttribute('aria-expanded') !== 'true') act(() => more.click());
}

/** jsdom has no modal dialogs: for beforeAll, opening one shows it in place and closing hides it. */
export function allowModalDialogs(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
}
