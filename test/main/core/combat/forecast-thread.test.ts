/**
 * The GM's turn forecast is worked out in a worker thread (forecast-off-thread.ts): at 200
 * combatants a quick forecast held main 50 ms to 2 s, and a step clicked meanwhile waited for it.
 * The worker answers exactly what main would (same rules from the fight's record, same seeds); a
 * step is answered while the worker is still at it; the players' view reads the worker's answer
 * instead of working it out again; a closed fight's rules leave the worker.
 */
import { describe, expect, it } from 'vitest';
import { forecastNow, forecastOf } from '../../../../main/core/combat/combat-forecast';
import { ForecastRunner } from '../../../../main/core/combat/forecast-runner';
import type { CombatHost } from '../../../../main/core/combat/combat-host';
import { CombatCommandSchema, type CombatCommandInput, type CombatantSpec } from '../../../../shared/core/combat/commands';
import { useTempDirs } from '../../../helpers/db-temp';
import { GRENADE, pools, spec } from '../../../shared/core/combat/fixtures';
import { useHost } from './host-fixtures';

const rig = useHost(useTempDirs());
const cmd = (c: CombatCommandInput) => CombatCommandSchema.parse(c);
const POOLS = { pools: pools({ Reflexes: 3, Brawn: 3, Medicine: 2 }) };

/** A fight of `specs`, started and declared (`declare`, else quick declare), as the GM screen asks about it. */
function declared(host: CombatHost, specs: CombatantSpec[], declare?: CombatCommandInput): string {
  const id = host.create({ name: 'Forecast' }).combatId;
  host.command(id, cmd({ type: 'combatant.add', combatants: specs }));
  host.command(id, cmd({ type: 'combat.start' }));
  host.command(id, cmd(declare ?? { type: 'action.quickDeclare' }));
  return id;
}

const crowd = (n: number) => Array.from({ length: n }, (_, i) => spec(`c${i}`, (i % 2) + 1, POOLS));

/** What main alone answers for the same fight (a runner of its own, no worker). */
function onMain(host: CombatHost, id: string) {
  const f = host.forecasting(id);
  return new ForecastRunner().run(id, f.rules, f.snapshot.context);
}

describe('the turn forecast in its worker thread', () => {
  it('answers what main answers: exact, by tables, and a full simulation', async () => {
    const { host } = rig('thread');
    const duel = declared(host, crowd(2), { type: 'action.declare', declarations: [{ combatantId: 'c0', action: { kind: 'attack', target: 'c1' } }, { combatantId: 'c1', action: { kind: 'pass' } }] });
    const big = declared(host, crowd(40));
    const blast = declared(host, [spec('a', 1, { ...POOLS, weapon: GRENADE }), spec('b', 2, POOLS), spec('c', 2, POOLS)]);
    for (const id of [duel, big, blast]) {
      const answer = await forecastOf(host.forecasting(id), []);
      expect(answer.superseded).toBe(false);
      expect(answer).toEqual(await onMain(host, id));
    }
    const engines = await Promise.all([duel, big, blast].map(async (id) => (await forecastOf(host.forecasting(id), [])).forecast));
    expect(engines.map((f) => [f?.method, f?.engine])).toEqual([['exact', undefined], ['simulation', 'tables'], ['simulation', 'full']]);
    host.closeAll();
  });

  it('a step is answered while the worker is still working out the forecast', async () => {
    const { host } = rig('busy');
    const id = declared(host, crowd(60));
    let answered = false;
    const asked = forecastOf(host.forecasting(id), []).then((a) => {
      answered = true;
      return a;
    });
    // On main, the forecast was worked out inside the call: answered before the next turn of the loop.
    await new Promise<void>((done) => setImmediate(done));
    expect(answered).toBe(false);
    host.command(id, cmd({ type: 'initiative.roll' }));
    expect(host.view(id).phase).toBe('resolving');
    expect(answered).toBe(false);
    expect((await asked).forecast?.combatants).toHaveLength(60);
    host.closeAll();
  });

  it('the players\' view reads the GM\'s answer about the same version, not a second forecast', async () => {
    const { host } = rig('players');
    const id = declared(host, crowd(40));
    const f = host.forecasting(id);
    const gm = await forecastOf(f, []);
    expect(gm.forecast).not.toBeNull();
    expect(forecastNow(f)).toBe(gm.forecast);
    // A draft's answer is not the fight as declared: the players' view does not read it.
    const drafted = await forecastOf(host.forecasting(id), [{ combatantId: 'c0', action: { kind: 'pass' }, luck: null }]);
    expect(drafted.forecast).not.toEqual(gm.forecast);
    expect(forecastNow(host.forecasting(id))).toBe(gm.forecast);
    host.closeAll();
  });

  it('a fight closed and opened again is asked about with its rules again', async () => {
    const { host } = rig('reopen');
    const id = declared(host, crowd(4));
    const first = await forecastOf(host.forecasting(id), []);
    host.close(id);
    // Reopened from the file: a new context object, the same fight; the worker is told its rules again.
    const again = await forecastOf(host.forecasting(id), []);
    expect(again).toEqual(first);
    host.closeAll();
  });
});
