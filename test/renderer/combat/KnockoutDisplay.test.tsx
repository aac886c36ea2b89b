// @vitest-environment jsdom
/**
 * One knockout display a row: an FS3.1 combatant had issue 39's "KO n%" chip (wounds now) and
 * issue 41's KO-risk meter (this turn's shots) side by side. With a forecast, the meter alone
 * shows, and its name and the forecast's explanation give both numbers; without one (before the
 * fight starts, a draft the rules refuse …) the chip does.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CombatantView } from '../../../shared/core/combat/view';
import type { TurnForecast } from '../../../shared/core/combat/forecast-types';
import type { Transport } from '../../../shared/ipc/types';
import { RowForecast } from '../../../renderer/features/combat/ForecastBar';
import { ForecastProvider } from '../../../renderer/features/combat/forecast-context';
import { KnockoutChip } from '../../../renderer/features/combat/KnockoutChip';
import { renderWithClient } from '../../helpers/render-with-client';

afterEach(cleanup);

const forecast: TurnForecast = { method: 'exact', turns: null, precision: 0, combatants: [{ id: 'c1', pHit: 0.5, pSerious: 0.2, pOut: 0.08, koRisk: 0.08 }], teams: [{ team: 1, expectedOut: 0.1 }] };
/** Answers the forecast question only (what the row asks of main). */
const transport = (answer: TurnForecast | null): Transport => ({
  call: (method) => Promise.resolve(method === 'combat.forecast' ? ({ ok: true, value: answer ? { forecast: answer, superseded: false, reason: null } : { forecast: null, superseded: false, reason: 'No declarations yet.' } } as never) : ({ ok: false, error: { code: 'x', message: 'not here' } } as never)),
  on: () => () => undefined,
});
const kara = { id: 'c1', name: 'Kara', knockedOut: false, knockoutChance: 0.35 } as CombatantView;

function renderRow(answer: TurnForecast | null, phase: 'declaring' | 'setup' = 'declaring') {
  renderWithClient(
    <ForecastProvider combatId="f1" phase={phase} position={1}>
      <KnockoutChip c={kara} />
      <RowForecast id="c1" koNow={kara.knockoutChance} />
    </ForecastProvider>,
    transport(answer),
  );
}

describe('the knockout display of an FS3.1 row', () => {
  it('with a forecast: the meter only, saying now 35% and after this turn 8%', async () => {
    renderRow(forecast);
    const meter = await screen.findByTestId('ko-meter');
    expect(meter.getAttribute('aria-label')).toBe('Knockout risk: now 35% (if hurt, with these wounds) / after this turn 8% (with what may still hit)');
    expect(screen.getByRole('tooltip').textContent).toContain('Knockout risk: now 35% (if hurt, with these wounds) / after this turn 8%');
    expect(screen.queryByTestId('knockout-chip')).toBeNull();
  });

  it('without a forecast: the chip, with what it means', async () => {
    renderRow(null, 'setup');
    const chip = await screen.findByTestId('knockout-chip');
    expect(chip.textContent).toBe('Knockout risk 35%');
    expect(chip.getAttribute('title')).toBe('Knockout risk: now 35% (if hurt this turn, the knockout roll fails with these wounds)');
    await waitFor(() => expect(screen.queryByTestId('ko-meter')).toBeNull());
  });
});
