// Issue 41: what an edition's `forecastExact` answer means to the core (procedures.ts). Absent:
// the core's own exact forecast; null: no exact forecast of this turn, so the core simulates and
// does not fall back on its own exact odds; a list: the edition's answer, taken as it is.
import { describe, expect, it } from 'vitest';
import type { CombatRules } from '../../../../shared/core/combat/procedures';
import { forecastTurn } from '../../../../shared/core/combat/forecast';
import { Driver, RULES, spec } from './fixtures';

function duel() {
  const d = new Driver('hook').add(spec('a', 1, { kind: 'pc' }), spec('b', 2));
  d.send({ type: 'combat.start' });
  d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'attack', target: 'b' } }, { combatantId: 'b', action: { kind: 'pass' } }] });
  return d.snapshot.context;
}

const withHook = (hook: NonNullable<CombatRules['procedures']>['forecastExact']): CombatRules => ({ ...RULES, procedures: { ...RULES.procedures!, forecastExact: hook } });

describe("an edition's forecastExact", () => {
  it('absent: the core forecasts exactly', () => {
    expect(RULES.procedures?.forecastExact).toBeUndefined();
    expect(forecastTurn(RULES, duel()).method).toBe('exact');
  });

  it('null: the turn is simulated, even where the core could have been exact', () => {
    const ctx = duel();
    const f = forecastTurn(withHook(() => null), ctx, { turns: 2000, seed: 'hook' });
    expect(f.method).toBe('simulation');
    expect(f.precision).toBeGreaterThan(0);
  });

  it("a list: the edition's own numbers, as they are", () => {
    const ctx = duel();
    const f = forecastTurn(withHook(() => [{ id: 'b', pHit: 0.25, pSerious: 0.125, pOut: 0.0625 }]), ctx);
    expect(f.method).toBe('exact');
    expect(f.combatants.find((c) => c.id === 'b')).toMatchObject({ pHit: 0.25, pSerious: 0.125, pOut: 0.0625 });
    expect(f.teams.find((t) => t.team === 2)!.expectedOut).toBeCloseTo(0.0625, 12);
  });
});
