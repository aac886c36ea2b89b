// Issue 41: the host computes the forecast once per fight version and declaration set: two GM
// windows asking about the same version (and the same what-if drafts) share one computation, a
// full simulation included; a new step, other drafts or a superseded answer compute anew.
import { describe, expect, it } from 'vitest';
import { forecastNow, forecastOf, type Forecasting } from '../../../../main/core/combat/combat-forecast';
import { ForecastRunner } from '../../../../main/core/combat/forecast-runner';
import { SharedForecasts } from '../../../../main/core/combat/forecast-share';
import type { ForecastAnswer } from '../../../../shared/core/combat/forecast-schema';
import { Driver, GRENADE, RULES, spec } from '../../../shared/core/combat/fixtures';

const ANSWER: ForecastAnswer = { forecast: null, superseded: false, reason: null };

function blast(): Driver {
  const d = new Driver('blast').add(spec('a', 1, { weapon: GRENADE }), spec('b', 2), spec('c', 2));
  d.send({ type: 'combat.start' });
  d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'explode', targets: [{ id: 'b', zone: 0 }] } }, { combatantId: 'b', action: { kind: 'attack', target: 'a' } }] });
  return d;
}

const asking = (d: Driver, runner: ForecastRunner): Forecasting => ({ combatId: 'f1', snapshot: d.snapshot, rules: RULES, runner });

describe('forecasts shared between windows', () => {
  it('two windows asking about the same version share one full simulation (neither is superseded)', async () => {
    const d = blast();
    const runner = new ForecastRunner();
    const one = forecastOf(asking(d, runner), []);
    const two = forecastOf(asking(d, runner), []);
    expect(two).toBe(one);
    const [a, b] = await Promise.all([one, two]);
    expect(a.superseded).toBe(false);
    expect(a.forecast).toMatchObject({ engine: 'full', turns: 10_000 });
    expect(b).toBe(a);
  });

  it('other drafts, or a step that changes the fight, compute anew; the same drafts again share', async () => {
    const d = new Driver('duel').add(spec('a', 1), spec('b', 2), spec('c', 2));
    d.send({ type: 'combat.start' });
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'attack', target: 'b' } }] });
    const runner = new ForecastRunner();
    const draft = [{ combatantId: 'a', action: { kind: 'attack' as const, target: 'c' }, luck: null }];
    const plain = await forecastOf(asking(d, runner), []);
    const drafted = forecastOf(asking(d, runner), draft);
    expect(forecastOf(asking(d, runner), draft)).toBe(drafted);
    expect((await drafted).forecast).not.toEqual(plain.forecast);
    // The players' view of the same version reads the same quick forecast, not a second one.
    expect(forecastNow(asking(d, runner))).toBe(plain.forecast);
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'b', action: { kind: 'attack', target: 'a' } }] });
    const after = await forecastOf(asking(d, runner), []);
    expect(after.forecast).not.toBe(plain.forecast);
  });

  it('an answer superseded by a newer question is not kept: asking again computes it', async () => {
    const shared = new SharedForecasts();
    const ctx = blast().snapshot.context;
    let computed = 0;
    const superseded = () => {
      computed++;
      return Promise.resolve({ ...ANSWER, superseded: true });
    };
    await shared.ask('f1', RULES, ctx, 'k', superseded);
    await shared.ask('f1', RULES, ctx, 'k', superseded);
    expect(computed).toBe(2);
    const kept = () => {
      computed++;
      return Promise.resolve(ANSWER);
    };
    await shared.ask('f1', RULES, ctx, 'k', kept);
    await shared.ask('f1', RULES, ctx, 'k', kept);
    expect(computed).toBe(3);
    shared.forget('f1');
    await shared.ask('f1', RULES, ctx, 'k', kept);
    expect(computed).toBe(4);
  });
});
