// Issue 41: seed 003's NPCs deciding by tasks (several actions only when enabled), and its exact
// turn forecast against a 100,000-turn simulation of its own procedures.
import { describe, expect, it } from 'vitest';
import type { CombatContext } from '../../../../../shared/core/combat/context';
import { forecastTurn } from '../../../../../shared/core/combat/forecast';
import { createSeededRng } from '../../../../../shared/core/dice/rng';
import { base, DANTE, fight, KURGAN } from './helpers';

function ready() {
  const f = fight();
  f.send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'dante', name: 'Dante', kind: 'pc', team: 1, luckPoints: 3, pools: DANTE, weapon: { ...base.weapon } },
      { ...base, id: 'kurgan', name: 'Kurgan', team: 2, pools: KURGAN, ammo: 6 },
      { ...base, id: 'kurgan2', name: 'Kurgan2', team: 2, pools: KURGAN, ammo: 0 },
    ],
  });
  f.send({ type: 'combat.start' });
  f.send({ type: 'initiative.roll' }, [6, 6, 3, 1, 1, 2, 2]);
  return f;
}

describe('seed 003 NPC automation', () => {
  it('a gun at the one enemy; several shots only when enabled; an empty gun reloads', () => {
    const f = ready();
    f.send({ type: 'npc.setAuto', teams: [2], change: { mode: 'automatic' } });
    f.send({ type: 'npc.autoDeclare' });
    expect(f.who('kurgan').declaration?.action).toEqual({ kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: 'dante' });
    expect(f.who('kurgan2').declaration?.action).toEqual({ kind: 'task', characteristic: 'Dexterity', skill: null, label: 'Reload' });
    const g = ready();
    g.send({ type: 'npc.setAuto', combatantIds: ['kurgan'], change: { mode: 'automatic', multi: true } });
    g.send({ type: 'npc.autoDeclare' });
    expect(g.who('kurgan').declaration?.action).toMatchObject({ skill: 'Shoot', target: 'dante', shots: 3 });
  });
});

describe('seed 003 turn forecast', () => {
  it('exact (independent tasks) and within the precision of a 100,000-turn simulation', () => {
    const f = ready();
    f.send({ type: 'npc.setAuto', combatantIds: ['kurgan'], change: { mode: 'automatic', multi: true } });
    f.send({ type: 'npc.autoDeclare', combatantIds: ['kurgan'] });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'dante', action: { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: 'kurgan' } }, { combatantId: 'kurgan2', action: { kind: 'pass' } }] });
    const ctx = f.ctx();
    const forecast = forecastTurn(f.rules, ctx);
    expect(forecast.method).toBe('exact');
    expect(forecast.combatants.map((c) => c.pSerious)).toEqual([null, null, null]);
    // The simulation: the turn's actions by the edition's procedures, a hit read from each action's line.
    const own = f.rules.procedures!;
    const rng = { ...createSeededRng('etkin-sim'), mark() {} };
    const env = { rules: f.rules, rng };
    const turns = 100_000;
    const hits = new Map<string, number>();
    for (let t = 0; t < turns; t++) {
      const begun: CombatContext = own.beginActions!(env, ctx).context;
      const text = own.resolveSlots(env, begun, Number.POSITIVE_INFINITY).entries.map((e) => ('text' in e ? e.text : '')).join(' ');
      for (const name of ['Dante', 'Kurgan']) if (text.includes(`hits ${name} with`)) hits.set(name, (hits.get(name) ?? 0) + 1);
    }
    const bound = (1.96 * 0.5) / Math.sqrt(turns);
    expect(Math.abs(forecast.combatants[0]!.pHit - (hits.get('Dante') ?? 0) / turns)).toBeLessThanOrEqual(bound);
    expect(Math.abs(forecast.combatants[1]!.pHit - (hits.get('Kurgan') ?? 0) / turns)).toBeLessThanOrEqual(bound);
    expect(forecast.combatants[0]!.pHit).toBeGreaterThan(0.05);
  });
});
