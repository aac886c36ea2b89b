// Issue 41: the forecast's fast simulation (outcome tables) against 100,000 fully played turns
// of the same FS3.2 fight, before and after initiative; what it leaves to the full simulation.
import { describe, expect, it } from 'vitest';
import type { CombatContext } from '../../../../shared/core/combat/context';
import { forecastTurn } from '../../../../shared/core/combat/forecast';
import { tableOutcomes } from '../../../../shared/core/combat/forecast-table';
import { createForecastMemo } from '../../../../shared/core/combat/forecast-memo';
import { expectTablesAgree } from './forecast-agreement';
import { Driver, GRENADE, RULES, spec } from './fixtures';
import { vehicleSpec } from './random-commands';

const wound = (severity: 'light' | 'moderate' | 'serious' | 'critical') => ({ location: 'Chest', severity, initialSeverity: severity, type: 'wound' as const, source: 'x', vehicle: false, healingPoints: 0, healingStarted: false, firstAid: 'none' as const, movedFrom: null });

/** a and c shoot b (already hurt), b shoots back at a, d shoots c: every shot depends on the order. */
function crossfire(): Driver {
  const d = new Driver('crossfire').add(spec('a', 1, { kind: 'pc' }), spec('c', 1, { kind: 'pc', wounds: [wound('light')] }), spec('b', 2, { wounds: [wound('moderate')] }), spec('d', 2));
  d.send({ type: 'combat.start' });
  d.send({
    type: 'action.declare',
    declarations: [
      { combatantId: 'a', action: { kind: 'attack', target: 'b' } },
      { combatantId: 'c', action: { kind: 'attack', target: 'b' }, luck: { roll: 'attack', effect: 'bonus' } },
      { combatantId: 'b', action: { kind: 'attack', target: 'a' } },
      { combatantId: 'd', action: { kind: 'attack', target: 'c' } },
    ],
  });
  return d;
}

function agrees(ctx: CombatContext): void {
  const fast = expectTablesAgree(RULES, ctx);
  expect(fast.combatants.find((c) => c.id === 'b')!.pHit).toBeGreaterThan(0.1);
}

describe('the forecast by outcome tables (FS3.2)', () => {
  it('before initiative (initiative sampled) agrees with 100,000 fully played turns', () => {
    agrees(crossfire().snapshot.context);
  });

  it('after initiative (the order as rolled, one shot already taken) agrees with 100,000 fully played turns', () => {
    const d = crossfire();
    d.send({ type: 'initiative.roll' });
    d.send({ type: 'action.resolveNext' });
    agrees(d.snapshot.context);
  });

  it('the same fight and seed forecast the same numbers', () => {
    const ctx = crossfire().snapshot.context;
    expect(tableOutcomes(RULES, ctx, 2000, 's')).toEqual(tableOutcomes(RULES, ctx, 2000, 's'));
    expect(tableOutcomes(RULES, ctx, 2000, 's')).not.toEqual(tableOutcomes(RULES, ctx, 2000, 't'));
  });

  it('leaves to the full turn what the tables do not play: an explosion, luck on defense', () => {
    const boom = new Driver('boom').add(spec('a', 1, { weapon: GRENADE }), spec('b', 2), spec('c', 2));
    boom.send({ type: 'combat.start' });
    boom.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'explode', targets: [{ id: 'b', zone: 0 }] } }, { combatantId: 'b', action: { kind: 'attack', target: 'a' } }, { combatantId: 'c', action: { kind: 'attack', target: 'a' } }] });
    expect(tableOutcomes(RULES, boom.snapshot.context, 100, 's')).toBeNull();
    expect(forecastTurn(RULES, boom.snapshot.context, { turns: 200 }).engine).toBe('full');
    const ctx = crossfire().snapshot.context;
    const guarded = { ...ctx, combatants: ctx.combatants.map((c) => (c.id === 'd' ? { ...c, declaration: { ...c.declaration!, luck: { roll: 'defense' as const, effect: 'bonus' as const } } } : c)) };
    expect(tableOutcomes(RULES, guarded, 100, 's')).toBeNull();
  });

  it('a vehicle no shot involves leaves the fast path on (within precision of 100,000 turns); a shot at it or at someone aboard is on it too, but plays the full turn in an edition without vehicle odds', () => {
    const d = crossfire();
    d.add(spec('p', 2));
    d.send({ type: 'vehicle.add', vehicle: vehicleSpec('v1') });
    d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'p', role: 'pilot' });
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'p', action: { kind: 'pass' } }] });
    agrees(d.snapshot.context);
    const ctx = d.snapshot.context;
    const at = (target: string): CombatContext => ({ ...ctx, combatants: ctx.combatants.map((c) => (c.id === 'a' ? { ...c, declaration: { action: { kind: 'attack' as const, target }, luck: null } } : c)) });
    // FS3.2 gives the vehicle's odds (shared/systems/fs3.2/combat/vehicle-forecast.ts, tested there).
    expect(tableOutcomes(RULES, at('v1'), 100, 's')!.map((o) => o.id)).toEqual([...ctx.combatants.map((c) => c.id), 'v1']);
    expect(tableOutcomes(RULES, at('p'), 100, 's')).not.toBeNull();
    const { vehicleShotOdds: _odds, vehicleKnockoutOdds: _ko, ...rest } = RULES.procedures!;
    const without = { ...RULES, procedures: rest };
    expect(tableOutcomes(without, at('v1'), 100, 's')).toBeNull();
    expect(tableOutcomes(without, at('p'), 100, 's')).toBeNull();
  });
});

describe('the forecast memo', () => {
  it('a declaration that changes how many shots one target takes forecasts as without the memo (kept tables are keyed by the states’ numbering)', () => {
    const ctx = crossfire().snapshot.context;
    const memo = createForecastMemo();
    forecastTurn(RULES, ctx, { memo });
    // d now shoots b too: b takes three shots, so the states are numbered in a larger base.
    const more = { ...ctx, combatants: ctx.combatants.map((c) => (c.id === 'd' ? { ...c, declaration: { action: { kind: 'attack' as const, target: 'b' }, luck: null } } : c)) };
    expect(forecastTurn(RULES, more, { memo })).toEqual(forecastTurn(RULES, more));
  });
});
