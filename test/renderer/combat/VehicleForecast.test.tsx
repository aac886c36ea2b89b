// @vitest-environment jsdom
/**
 * Issue 41: a vehicle's forecast on the board: three small bars beside its name (damaged, Serious
 * or worse in the edition's word, out of action) with the chances in words for a screen reader and
 * on hover or focus, and how the numbers were made; a vehicle the forecast has no row for (an
 * exact forecast names only those shot at) shows none.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TurnForecast } from '../../../shared/core/combat/forecast-types';
import type { Transport } from '../../../shared/ipc/types';
import { ForecastProvider } from '../../../renderer/features/combat/forecast-context';
import { VehicleRowForecast } from '../../../renderer/features/combat/VehicleForecast';
import { renderWithClient } from '../../helpers/render-with-client';

afterEach(cleanup);

const forecast: TurnForecast = {
  method: 'simulation',
  turns: 10_000,
  precision: 0.0098,
  engine: 'tables',
  combatants: [{ id: 'p', pHit: 0.04, pSerious: 0.01, pOut: 0.01, koRisk: 0.01 }],
  teams: [{ team: 2, expectedOut: 0.01 }],
  vehicles: [{ id: 'v1', pHit: 0.42, pSerious: 0.12, pOut: 0.07 }],
};
const transport = (answer: TurnForecast): Transport => ({
  call: (method) => Promise.resolve(method === 'combat.forecast' ? ({ ok: true, value: { forecast: answer, superseded: false, reason: null } } as never) : ({ ok: false, error: { code: 'x', message: 'not here' } } as never)),
  on: () => () => undefined,
});

function renderVehicles(seriousWord?: string) {
  renderWithClient(
    <ForecastProvider combatId="f1" phase="declaring" position={1}>
      <div data-testid="card-v1">
        <VehicleRowForecast id="v1" name="Raider" {...(seriousWord ? { seriousWord } : {})} />
      </div>
      <div data-testid="card-v2">
        <VehicleRowForecast id="v2" name="Idle" />
      </div>
    </ForecastProvider>,
    transport(forecast),
  );
}

describe('a vehicle\'s forecast bar on the board', () => {
  it('three bars, the chances in words on hover or focus, and how they were made', async () => {
    renderVehicles();
    const bar = await screen.findByTestId('vehicle-forecast-v1');
    expect(bar.getAttribute('tabindex')).toBe('0');
    expect(bar.getAttribute('aria-label')).toBe('Raider forecast: Damaged at least once: 42%; Serious or worse: 12%; Out of action at the end of the turn: 7%');
    expect([...bar.querySelectorAll('.fc-bar')].map((b) => b.getAttribute('title'))).toEqual(['Damaged 42%', 'Serious 12%', 'Out of action 7%']);
    const tip = screen.getByRole('tooltip');
    expect(bar.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.textContent).toContain('Raider this turn');
    expect(tip.textContent).toContain('Played out 10,000 times: each chance is right to within 1.0 points either way, 19 times in 20.');
    // A vehicle the forecast has no row for: no bar.
    expect(screen.getByTestId('card-v2').children).toHaveLength(0);
  });

  it('says Serious in the edition\'s word', async () => {
    renderVehicles('Impaired');
    const bar = await screen.findByTestId('vehicle-forecast-v1');
    expect(bar.getAttribute('aria-label')).toContain('Impaired or worse: 12%');
  });
});
