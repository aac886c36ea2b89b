// Issue 41: the host's forecast runner: quick forecasts answer at once; a full simulation runs in
// slices and stops, answering `superseded`, when a newer question about the same fight arrives;
// the what-if drafts are checked as declarations are.
import { describe, expect, it } from 'vitest';
import { forecastTurn } from '../../../../shared/core/combat/forecast';
import { withWhatIf } from '../../../../shared/core/combat/forecast-what-if';
import { ForecastRunner } from '../../../../main/core/combat/forecast-runner';
import { Driver, GRENADE, RULES, spec } from '../../../shared/core/combat/fixtures';

function blast() {
  const d = new Driver('blast').add(spec('a', 1, { weapon: GRENADE }), spec('b', 2), spec('c', 2));
  d.send({ type: 'combat.start' });
  d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'explode', targets: [{ id: 'b', zone: 0 }] } }, { combatantId: 'b', action: { kind: 'attack', target: 'a' } }, { combatantId: 'c', action: { kind: 'attack', target: 'a' } }] });
  return d.snapshot.context;
}

describe('ForecastRunner', () => {
  it('a full simulation answers with 10,000 turns in slices; a newer question supersedes an older one', async () => {
    const runner = new ForecastRunner();
    const ctx = blast();
    const first = runner.run('f1', RULES, ctx);
    const second = runner.run('f1', RULES, ctx);
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual({ forecast: null, superseded: true, reason: null });
    expect(b.superseded).toBe(false);
    expect(b.forecast).toMatchObject({ method: 'simulation', turns: 10_000, engine: 'full' });
    // Within its precision of one long run of the same fight.
    const long = forecastTurn(RULES, ctx, { simulate: true, turns: 20_000, seed: 'long' });
    for (let i = 0; i < ctx.combatants.length; i++) expect(Math.abs(b.forecast!.combatants[i]!.pHit - long.combatants[i]!.pHit)).toBeLessThan(0.03);
  });

  it('another fight\'s question does not stop this one; an exact forecast answers at once', async () => {
    const runner = new ForecastRunner();
    const d = new Driver('duel').add(spec('a', 1), spec('b', 2));
    d.send({ type: 'combat.start' });
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'attack', target: 'b' } }, { combatantId: 'b', action: { kind: 'pass' } }] });
    const slow = runner.run('f1', RULES, blast());
    const quick = await runner.run('f2', RULES, d.snapshot.context);
    expect(quick.forecast?.method).toBe('exact');
    expect((await slow).superseded).toBe(false);
  });
});

describe('withWhatIf', () => {
  it('puts the drafts in place of what is declared, and refuses what the rules refuse, by name', () => {
    const d = new Driver('what').add(spec('a', 1), spec('b', 2), spec('c', 2));
    d.send({ type: 'combat.start' });
    const ctx = d.snapshot.context;
    const drafted = withWhatIf(RULES, ctx, 'declaring', [{ combatantId: 'a', action: { kind: 'attack', target: 'c' }, luck: null, stance: 'cautious' }]);
    expect('ctx' in drafted && drafted.ctx.combatants[0]).toMatchObject({ declaration: { action: { kind: 'attack', target: 'c' }, luck: null }, stance: 'cautious' });
    expect(ctx.combatants[0]!.declaration).toBeNull();
    expect(withWhatIf(RULES, ctx, 'declaring', [{ combatantId: 'zz', action: { kind: 'pass' }, luck: null }])).toEqual({ refused: 'No combatant with id zz.' });
    expect(withWhatIf(RULES, ctx, 'declaring', [])).toEqual({ ctx });
  });
});
