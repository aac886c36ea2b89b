/**
 * Issue 41 with the forecast's worker: the players' forecast never holds main. A small fight's is
 * worked out at once; a bigger one's is asked of the worker, the last numbers stay meanwhile, and
 * its answer is announced (the hub pushes it) and equals what main would have worked out, hidden
 * combatants' actions left out as before.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ForecastRunner } from '../../../main/core/combat/forecast-runner';
import type { CombatHost } from '../../../main/core/combat/combat-host';
import { createRecordingLogger } from '../../../main/core/logger';
import { FORECAST_AT_ONCE, PlayersForecast } from '../../../main/player/players-forecast';
import { CombatCommandSchema, type CombatCommandInput } from '../../../shared/core/combat/commands';
import { forPlayersForecast } from '../../../shared/player/players-forecast';
import { useTempDirs } from '../../helpers/db-temp';
import { playerRigs } from '../../helpers/player-rig';
import { pools, spec } from '../../shared/core/combat/fixtures';
import { useHost } from '../core/combat/host-fixtures';

const rig = useHost(useTempDirs());
const cmd = (c: CombatCommandInput) => CombatCommandSchema.parse(c);
const POOLS = { pools: pools({ Reflexes: 3, Brawn: 3, Medicine: 2 }) };

function fight(host: CombatHost, n: number): string {
  const id = host.create({ name: 'Shown' }).combatId;
  host.command(id, cmd({ type: 'combatant.add', combatants: Array.from({ length: n }, (_, i) => spec(`c${i}`, (i % 2) + 1, POOLS)) }));
  // NPCs join hidden (the campaign's default): the players see these.
  host.command(id, cmd({ type: 'privacy.set', combatantIds: Array.from({ length: n }, (_, i) => `c${i}`), change: { hidden: false } }));
  host.command(id, cmd({ type: 'combat.start' }));
  host.command(id, cmd({ type: 'action.quickDeclare' }));
  return id;
}

/** What main alone works out for the players' context of the fight now. */
function onMain(host: CombatHost, id: string) {
  const f = host.forecasting(id);
  return new ForecastRunner().quickNow(id, f.rules, forPlayersForecast(f.snapshot.context));
}

/** A PlayersForecast whose `ready` calls are counted and awaitable. */
function watched() {
  let calls = 0;
  let wake: (() => void) | null = null;
  const players = new PlayersForecast(() => {
    calls++;
    wake?.();
  }, createRecordingLogger());
  const next = () => new Promise<void>((done) => (wake = done));
  return { players, next, calls: () => calls };
}

describe('the players\' forecast', () => {
  it('a small fight is forecast at once, in the same view', () => {
    const { host } = rig('small');
    const id = fight(host, FORECAST_AT_ONCE);
    const { players, calls } = watched();
    expect(players.of(host.forecasting(id))).toEqual(onMain(host, id));
    expect(calls()).toBe(0);
    host.closeAll();
  });

  it('a big fight\'s comes from the worker and is announced; the last numbers stay until then', async () => {
    const { host } = rig('big');
    const id = fight(host, 60);
    const { players, next, calls } = watched();
    const coming = next();
    expect(players.of(host.forecasting(id))).toBeNull();
    // Asked once per version, however often the view is built meanwhile.
    expect(players.of(host.forecasting(id))).toBeNull();
    await coming;
    expect(calls()).toBe(1);
    const first = players.of(host.forecasting(id));
    expect(first).toEqual(onMain(host, id));

    // A step: the last numbers until the new ones come, then the new ones.
    host.command(id, cmd({ type: 'privacy.set', combatantIds: ['c0', 'c1'], change: { hidden: true } }));
    const again = next();
    expect(players.of(host.forecasting(id))).toBe(first);
    await again;
    const hidden = players.of(host.forecasting(id));
    expect(hidden).toEqual(onMain(host, id));
    // Their actions are out of the players' numbers: not what the GM screen shows.
    const f = host.forecasting(id);
    expect(hidden).not.toEqual(new ForecastRunner().quickNow(id, f.rules, f.snapshot.context));
    expect(calls()).toBe(2);
    host.closeAll();
  });

  it('another fight shown starts with no numbers of the last one', async () => {
    const { host } = rig('switch');
    const one = fight(host, 40);
    const two = fight(host, 40);
    const { players, next } = watched();
    const coming = next();
    players.of(host.forecasting(one));
    await coming;
    expect(players.of(host.forecasting(one))).not.toBeNull();
    players.clear();
    expect(players.of(host.forecasting(two))).toBeNull();
    host.closeAll();
  });
});

const rigs = playerRigs();
afterEach(() => rigs.close());

describe('the players\' forecast of a big fight, over the hub', () => {
  it('reaches a device in a push of its own once the worker answers', async () => {
    const { call, device } = await rigs.open();
    const privacy = { npcNames: 'generic', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: false };
    await call('players.setPrivacy', privacy);
    const { characters } = await call<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Raider', count: FORECAST_AT_ONCE + 6, defaultRating: 3 });
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Dock' });
    for (const [i, c] of characters.entries()) await call('combat.addCharacter', { combatId, characterId: c.id, team: (i % 2) + 1, weapon: 'Pistol' });
    for (const type of ['combat.start', 'action.quickDeclare']) await call('combat.command', { combatId, command: { type } });
    await call('players.setPrivacy', { ...privacy, forecast: 'shown' });
    await expect.poll(() => device.raw.some((r) => r.includes('"forecast"'))).toBe(true);
    const view = await call<{ fight: { combatants: { forecast?: { pHit: number } }[] } }>('players.preview');
    expect(view.fight.combatants.filter((c) => c.forecast !== undefined)).toHaveLength(characters.length);
  });
});
