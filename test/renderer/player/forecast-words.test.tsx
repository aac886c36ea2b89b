// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerCombatant, PlayerView } from '../../../shared/player/view-schema';
import { FakeSocket } from '../../helpers/fake-socket';
import { usePlayerPage } from '../../helpers/player-page';

const pc = (key: string, name: string, extra: Partial<PlayerCombatant> = {}): PlayerCombatant => ({
  key, name, kind: 'pc', team: 1, wounds: { display: 'none' }, acted: false, next: false, waiting: false, ...extra,
});

function view(version: number, forecastWords?: { serious: string }): PlayerView {
  return {
    version,
    fight: {
      name: 'Depot', turn: 1, phase: 'declaring', phaseText: 'Declaring', ordered: false,
      teams: [{ id: 1, name: 'Crew' }],
      combatants: [pc('a', 'Ann', { forecast: { pHit: 0.42, pSerious: 0.18, pOut: 0.05 } })],
      log: [],
      ...(forecastWords ? { forecastWords } : {}),
    },
  };
}

const { renderPage, send } = usePlayerPage();
afterEach(() => {
  delete window.__fs3PlayerPainted;
});

describe('the player forecast words', () => {
  it('says the edition\'s word for serious or worse (Third Edition: Impaired), FS3\'s Serious when none is sent', () => {
    renderPage();
    act(() => FakeSocket.last().open());
    send({ type: 'hello', deviceId: 'd1', view: view(1, { serious: 'Impaired' }), requests: [] });
    expect(screen.getByTestId('player-forecast').textContent).toBe('hit 42% · Impaired or worse 18% · out 5%');
    // A later view with other words re-renders the row (the memo compares the words too).
    send({ type: 'view', view: view(2) });
    expect(screen.getByTestId('player-forecast').textContent).toBe('hit 42% · Serious or worse 18% · out 5%');
  });
});
