import { describe, expect, it } from 'vitest';
import { applyViewDelta, diffView, ViewDeltaSchema } from '../../../shared/player/view-delta';
import type { PlayerView } from '../../../shared/player/view-schema';

const view = (version: number, forecastWords?: { serious: string }): PlayerView => ({
  version,
  fight: {
    name: 'Depot', turn: 1, phase: 'declaring', phaseText: 'Declaring', ordered: false,
    teams: [{ id: 1, name: 'Crew' }],
    combatants: [{ key: 'a', name: 'Ann', kind: 'pc', team: 1, wounds: { display: 'none' }, acted: false, next: false, waiting: false, ...(forecastWords ? { forecast: { pHit: 0.4, pSerious: 0.2, pOut: 0.1 } } : {}) }],
    log: [],
    ...(forecastWords ? { forecastWords } : {}),
  },
});

describe('the forecast words in a view delta', () => {
  it('arrive when the forecast is shown, leave when it is hidden, and stay when unchanged', () => {
    const hidden = view(1);
    const shown = view(2, { serious: 'Impaired' });
    const on = ViewDeltaSchema.parse(diffView(hidden, shown));
    expect(on.forecastWords).toEqual({ serious: 'Impaired' });
    expect(applyViewDelta(hidden, on)).toEqual(shown);
    const same = diffView(shown, view(3, { serious: 'Impaired' }))!;
    expect('forecastWords' in same).toBe(false);
    expect(applyViewDelta(shown, same).fight!.forecastWords).toEqual({ serious: 'Impaired' });
    const off = ViewDeltaSchema.parse(diffView(shown, view(4)));
    expect(off.forecastWords).toBeNull();
    expect(applyViewDelta(shown, off)).toEqual(view(4));
    expect('forecastWords' in applyViewDelta(shown, off).fight!).toBe(false);
  });
});
