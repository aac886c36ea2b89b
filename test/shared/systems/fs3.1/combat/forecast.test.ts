// Issue 41: FS3.1's turn forecast (simulated by its own procedures) against 100,000 turns, and its NPCs deciding by FS3's actions.
import { describe, expect, it } from 'vitest';
import { forecastTurn } from '../../../../../shared/core/combat/forecast';
import { createWound } from '../../../../../shared/core/mechanics/wounds';
import { fs31OddsMany } from '../../../../../shared/systems/fs3.1/combat';
import { RIFLE } from '../../../core/mechanics/fixtures';
import { base, fight, pools, seeded } from './helpers';

const P = pools({ Reflexes: 5, Firearms: 6, Toughness: 4, 'First Aid': 3 });

function ready() {
  const f = fight();
  f.send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'a', name: 'A', kind: 'pc', team: 1, pools: P, weapon: RIFLE },
      { ...base, id: 'c', name: 'C', kind: 'pc', team: 1, pools: P, weapon: RIFLE },
      { ...base, id: 'b', name: 'B', kind: 'npc', team: 2, pools: P, weapon: RIFLE },
    ],
  });
  f.send({ type: 'combat.start' });
  return f;
}

describe('FS3.1 turn forecast', () => {
  it('simulated (10,000 turns) within its stated precision of a 100,000-turn simulation', () => {
    const f = ready();
    f.send({ type: 'npc.setAuto', combatantIds: ['b'], change: { mode: 'automatic' } });
    f.send({ type: 'npc.autoDeclare' }, seeded('b'));
    expect(f.who('b').declaration?.action).toMatchObject({ kind: 'attack' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'attack', target: 'b' } }, { combatantId: 'c', action: { kind: 'attack', target: 'b' } }] });
    const forecast = forecastTurn(f.rules, f.ctx());
    // Issue 41: sampled from FS3.1's exact odds (outcome tables), not played in full.
    expect(forecast).toMatchObject({ method: 'simulation', turns: 10_000, engine: 'tables' });
    const big = forecastTurn(f.rules, f.ctx(), { simulate: true, turns: 100_000, seed: 'big' });
    forecast.combatants.forEach((c, i) => {
      expect(Math.abs(c.pHit - big.combatants[i]!.pHit)).toBeLessThanOrEqual(forecast.precision);
      expect(Math.abs(c.pSerious! - big.combatants[i]!.pSerious!)).toBeLessThanOrEqual(forecast.precision);
      expect(Math.abs(c.pOut! - big.combatants[i]!.pOut!)).toBeLessThanOrEqual(forecast.precision);
    });
    expect(forecast.combatants[2]!.pHit).toBeGreaterThan(0.05);
  });

  it('exact for one attacker and one defender, to 1e-9 of the knockout roll worked by hand', () => {
    const moderate = createWound({ location: 'Chest', severity: 'moderate', type: 'wound', source: 'Pistol' });
    const f = fight();
    f.send({ type: 'combatant.add', combatants: [{ ...base, id: 'a', name: 'A', kind: 'pc', team: 1, pools: P, weapon: RIFLE }, { ...base, id: 'b', name: 'B', kind: 'npc', team: 2, pools: pools({ Reflexes: 5, Toughness: 3 }), weapon: RIFLE, wounds: [moderate] }] });
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'attack', target: 'b' } }, { combatantId: 'b', action: { kind: 'pass' } }] });
    const forecast = forecastTurn(f.rules, f.ctx());
    expect(forecast.method).toBe('exact');
    const o = fs31OddsMany(f.rules, f.ctx(), [{ attackerId: 'a', targetId: 'b', luck: null }])[0]!;
    // 002: wound modifiers −5/−20/−50/−80 add up; Toughness 3 is −10 on the d100; out when d100 − 10 < the wounds.
    const need = { light: 25, moderate: 40, serious: 70, critical: 100 };
    let hand = 0;
    for (const [sev, w] of Object.entries(need)) hand += o.severities![sev]! * Math.min(100, Math.max(0, w + 10 - 1)) / 100;
    const b = forecast.combatants[1]!;
    expect(Math.abs(b.pHit - o.pWounded)).toBeLessThan(1e-9);
    expect(Math.abs(b.pSerious! - o.severities!.serious! - o.severities!.critical!)).toBeLessThan(1e-9);
    expect(Math.abs(b.pOut! - hand)).toBeLessThan(1e-9);
    expect(b.pOut!).toBeGreaterThan(0.1);
  });
});
