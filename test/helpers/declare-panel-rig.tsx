/**
 * The GM screen's declare panel in jsdom, through the real handlers (in-process transport, real
 * engine): a sample campaign, a fight with the given fighters, started, and the panel of the one
 * named opened from the Next banner, as the storyteller would.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Transport } from '../../shared/ipc/types';
import type { CombatView } from '../../shared/core/combat/view';
import { App } from '../../renderer/app/App';
import { createInProcessTransport } from './fake-transport';
import { renderWithClient } from './render-with-client';

/** One call through the transport; a refused call throws its message. */
export async function call<T>(transport: Transport, method: string, input: unknown): Promise<T> {
  const r = await transport.call(method as never, input as never);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as T;
}

export type Fighter = { characterId: string; team: number; weapon: string };
export type PanelRig = { transport: Transport; combatId: string; panel: ReturnType<typeof within>; ids: Record<string, string> };

/**
 * `beforeStart` runs once the fighters are in (their combatant ids by character id), before
 * combat.start: a stance or cover set during setup.
 */
export async function openDeclarePanel(fighters: Fighter[], declareFor: string, beforeStart?: (rig: Omit<PanelRig, 'panel'>) => Promise<void>): Promise<PanelRig> {
  const transport = createInProcessTransport();
  await call(transport, 'campaign.create', { name: 'Test', template: 'sample' });
  const { combatId } = await call<CombatView>(transport, 'combat.create', { name: 'Hangar deck' });
  const ids: Record<string, string> = {};
  for (const f of fighters) {
    const view = await call<CombatView>(transport, 'combat.addCharacter', { combatId, ...f });
    ids[f.characterId] = view.combatants.find((c) => c.characterId === f.characterId)!.id;
  }
  await beforeStart?.({ transport, combatId, ids });
  await call(transport, 'combat.command', { combatId, command: { type: 'combat.start' } });
  window.location.hash = `#/combat/${combatId}`;
  renderWithClient(<App />, transport);
  fireEvent.click(await screen.findByRole('button', { name: `Declare for ${declareFor}` }));
  const panel = within(await screen.findByTestId('declare-panel'));
  return { transport, combatId, panel, ids };
}

/** For afterEach: unmounts and clears the route, so the next test starts on a fresh screen. */
export function closeScreen(): void {
  cleanup();
  window.location.hash = '';
}
