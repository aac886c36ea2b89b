// Issue 41: FS3.1's turn forecast (simulated by its own procedures) against 100,000 turns, and its NPCs deciding by FS3's actions.
import { describe, expect, it } from 'vitest';
import { forecastTurn } from '../../../../../shared/core/combat/forecast';
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
    expect(forecast).toMatchObject({ method: 'simulation', turns: 10_000 });
    const big = forecastTurn(f.rules, f.ctx(), { simulate: true, turns: 100_000, seed: 'big' });
    forecast.combatants.forEach((c, i) => {
      expect(Math.abs(c.pHit - big.combatants[i]!.pHit)).toBeLessThanOrEqual(forecast.precision);
      expect(Math.abs(c.pSerious! - big.combatants[i]!.pSerious!)).toBeLessThanOrEqual(forecast.precision);
      expect(Math.abs(c.pOut! - big.combatants[i]!.pOut!)).toBeLessThanOrEqual(forecast.precision);
    });
    expect(forecast.combatants[2]!.pHit).toBeGreaterThan(0.05);
  });
});
