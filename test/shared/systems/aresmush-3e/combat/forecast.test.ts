// Issue 41: Third Edition's turn forecast: sampled from its exact odds (outcome tables) within the
// stated precision of 100,000 fully played turns, before and after initiative; exact to 1e-9 for
// one attacker and one defender, against the knockout roll worked by hand.
import { describe, expect, it } from 'vitest';
import type { CombatContext } from '../../../../../shared/core/combat/context';
import { forecastTurn } from '../../../../../shared/core/combat/forecast';
import { createWound } from '../../../../../shared/core/mechanics/wounds';
import { base, driver, poolsOf, RULES } from './forecast-fixtures';

// Each chance within 3.29 σ of the two estimates' combined spread, so all hold together at better than 98%.
function agrees(ctx: CombatContext): void {
  const fast = forecastTurn(RULES, ctx);
  expect(fast).toMatchObject({ method: 'simulation', turns: 10_000, engine: 'tables' });
  expect(fast.precision).toBeLessThanOrEqual(0.01);
  const full = forecastTurn(RULES, ctx, { simulate: true, turns: 100_000, seed: 'big' });
  expect(full.engine).toBe('full');
  const bound = (Math.hypot(fast.precision, full.precision) * 3.29) / 1.96;
  fast.combatants.forEach((c, i) => {
    const r = full.combatants[i]!;
    expect(Math.abs(c.pHit - r.pHit), `${c.id} pHit`).toBeLessThanOrEqual(bound);
    expect(Math.abs(c.pSerious! - r.pSerious!), `${c.id} pSerious`).toBeLessThanOrEqual(bound);
    expect(Math.abs(c.pOut! - r.pOut!), `${c.id} pOut`).toBeLessThanOrEqual(bound);
  });
}

describe('Third Edition turn forecast', () => {
  it('NPCs declared by ai_action, Ann shooting back: sampled, within its precision of 100,000 fully played turns', { timeout: 120_000 }, () => {
    const d = driver();
    d.send({ type: 'npc.setAuto', teams: [2], change: { mode: 'automatic' } });
    d.send({ type: 'npc.autoDeclare' });
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'attack', target: 'g1' } }] });
    agrees(d.ctx());
    expect(forecastTurn(RULES, d.ctx()).combatants[0]!.pHit).toBeGreaterThan(0.05);
  });

});

/** Ann and Bo shoot Goon1, who shoots Bo back (hurt already); Goon2 shoots Ann: stress from landed shots reaches later attacks. */
function crossfire() {
  const hurt = createWound({ location: 'Chest', severity: 'serious', type: 'wound', source: 'x' });
  const d = driver([
    { ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, pools: poolsOf({ Firearms: 7, Alertness: 4, Composure: 4 }) },
    { ...base, id: 'bo', name: 'Bo', kind: 'pc', team: 1, wounds: [hurt] },
    { ...base, id: 'g1', name: 'Goon1', kind: 'npc', team: 2 },
    { ...base, id: 'g2', name: 'Goon2', kind: 'npc', team: 2, pools: poolsOf({ Firearms: 8, Alertness: 2, Composure: 2 }) },
  ]);
  d.send({
    type: 'action.declare',
    declarations: [
      { combatantId: 'ann', action: { kind: 'attack', target: 'g1' } },
      { combatantId: 'bo', action: { kind: 'attack', target: 'g1' } },
      { combatantId: 'g1', action: { kind: 'attack', target: 'bo' } },
      { combatantId: 'g2', action: { kind: 'attack', target: 'ann' } },
    ],
  });
  return d;
}

describe('Third Edition turn forecast, a crossfire (100,000 turns played in full each)', () => {
  it('before initiative (initiative and its tie die sampled): within its precision', { timeout: 120_000 }, () => {
    agrees(crossfire().ctx());
  });

  it('after initiative (the order as rolled): within its precision', { timeout: 120_000 }, () => {
    const d = crossfire();
    d.send({ type: 'initiative.roll' });
    agrees(d.ctx());
  });
});

describe('Third Edition turn forecast, exact', () => {
  it('exact for one attacker and one defender: P(out) is each wound level weighed by its KO roll, by hand', () => {
    const d = driver();
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'g1', action: { kind: 'attack', target: 'ann' } }, { combatantId: 'ann', action: { kind: 'pass' } }, { combatantId: 'g2', action: { kind: 'pass' } }] });
    const ctx = d.ctx();
    const f = forecastTurn(RULES, ctx);
    expect(f.method).toBe('exact');
    const o = RULES.procedures!.oddsMany!(ctx, [{ attackerId: 'g1', targetId: 'ann', luck: null }], RULES)[0]!;
    // §C.14: a KO roll only at −1 or worse; Composure 6 + 2 × wounds + 1 (a PC) dice, each failing 5 times in 8.
    // FLESH −0.25: no roll. IMPAIR −2: 6 − 4 + 1 = 3 dice. INCAP −7: 6 − 14 + 1, at least 1 die.
    const hand = o.severities!.serious! * (5 / 8) ** 3 + o.severities!.critical! * (5 / 8);
    const ann = f.combatants.find((c) => c.id === 'ann')!;
    expect(Math.abs(ann.pHit - o.pWounded)).toBeLessThan(1e-9);
    expect(Math.abs(ann.pSerious! - o.pSeriousOrWorse)).toBeLessThan(1e-9);
    expect(Math.abs(ann.pOut! - hand)).toBeLessThan(1e-9);
    expect(o.severities!.serious!).toBeGreaterThan(0.05);
  });
});
