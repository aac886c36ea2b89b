/**
 * Issue 16: the GM screen's odds for Suppress and Burst match what the action can do (before, a
 * Suppress showed a single shot's "12% Serious or worse", and a burst its first bullet only).
 * Exact figures, checked against the same rules engine resolving 20,000 seeded volleys.
 */
import { describe, expect, it } from 'vitest';
import { declarationOdds } from '../../../../shared/core/combat/declaration-odds';
import { attackerFor, defenderFor } from '../../../../shared/systems/fs3.2/combat/fire';
import { buildWorld } from '../../../../shared/core/combat/world';
import { COMBAT_RESOLUTION_REVISION } from '../../../../shared/core/combat/version';
import { rawPool } from '../../../../shared/core/dice/ability-roll';
import { resolveBurst, resolveFullAuto } from '../../../../shared/core/mechanics/automatic-fire';
import { attackOdds } from '../../../../shared/core/mechanics/odds';
import { resolveSuppress } from '../../../../shared/core/mechanics/suppression';
import { resolveAttack } from '../../../../shared/core/mechanics/attack';
import { ArmorSchema } from '../../../../shared/domain/gear';
import { vehicleSpec } from './random-commands';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import type { LabelledRng } from '../../../../shared/core/combat/dice-tape';
import { combatMachine } from '../../../helpers/fs32-machine';
import { Driver, PISTOL, RIFLE, RULES, spec, VEST } from './fixtures';

const raw = (n: number) => rawPool(RULES.core, n);
const pools = (firearms: number) => ({ Alertness: raw(2), Firearms: raw(firearms), Melee: raw(4), Toughness: raw(2), 'First Aid': raw(3) });
const RUNS = 20_000;
/** Seeded dice for `buildWorld` (which labels its rolls for the log). */
const seeded = (seed: string): LabelledRng => {
  const rng = createSeededRng(seed);
  return { die: (sides) => rng.die(sides), mark: () => undefined };
};
/** Within 4.5 standard errors of a proportion over RUNS trials. */
const close = (observed: number, p: number) => expect(Math.abs(observed - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / RUNS) + 1e-9);

function fight(weapon = RIFLE) {
  const d = new Driver('odds', combatMachine, { resolutionRevision: COMBAT_RESOLUTION_REVISION });
  d.add(spec('bob', 1, { weapon, ammo: weapon.ammo, pools: pools(6) }), spec('jane', 2, { armor: VEST, pools: pools(3) }), spec('harry', 2, { pools: pools(3) }));
  d.send({ type: 'combat.start' });
  return d;
}

describe('Suppress odds: suppression points, never damage', () => {
  it('a pistol suppressing Jane: P(+2) = P(hit), P(+1) otherwise, and no wound at all', () => {
    const d = fight(PISTOL);
    const o = declarationOdds(RULES, d.snapshot.context, { attackerId: 'bob', targetId: 'jane', luck: null, action: 'suppress' })!;
    const shot = declarationOdds(RULES, d.snapshot.context, { attackerId: 'bob', targetId: 'jane', luck: null })!;
    expect(shot.pSeriousOrWorse).toBeGreaterThan(0.01);
    expect(o).toMatchObject({ action: 'suppress', pWounded: 0, pSeriousOrWorse: 0 });
    expect(o.pHit).toBeCloseTo(shot.pHit, 12);
    expect(o.suppression).toEqual([
      { points: 2, p: expect.closeTo(o.pHit, 12) as number },
      { points: 1, p: expect.closeTo(1 - o.pHit, 12) as number },
    ]);
    // Against the resolution itself.
    const world = buildWorld(RULES, d.snapshot.context, seeded('suppress'));
    const actor = world.tc.live.get('bob')!;
    let two = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = resolveSuppress(RULES, { weapon: PISTOL, attacker: attackerFor(world, actor, false), targets: [{ defender: defenderFor(world, 'jane', PISTOL), suppression: 0 }] }, world.rng);
      if (r.targets[0]!.change.gained === 2) two++;
    }
    close(two / RUNS, o.pHit);
  });

  it('a target already at 4 points can only gain 1 more', () => {
    const d = fight(PISTOL);
    d.send({ type: 'combatant.update', combatantId: 'jane', patch: { suppression: 4 } });
    const o = declarationOdds(RULES, d.snapshot.context, { attackerId: 'bob', targetId: 'jane', luck: null, action: 'suppress' })!;
    expect(o.suppression).toEqual([{ points: 1, p: expect.closeTo(1, 12) as number }]);
  });
});

describe('Burst and full-auto odds: every bullet, with its recoil', () => {
  it('a 3-round burst: P(at least one hit / wound / Serious) over bullets at recoil 0, −1, −2', () => {
    const d = fight();
    const ctx = d.snapshot.context;
    const o = declarationOdds(RULES, ctx, { attackerId: 'bob', targetId: 'jane', luck: null, action: 'burst' })!;
    const world = buildWorld(RULES, ctx, seeded('burst'));
    const actor = world.tc.live.get('bob')!;
    const attacker = attackerFor(world, actor, false);
    const defender = defenderFor(world, 'jane', RIFLE);
    const bullets = [0, 1, 2].map((b) => attackOdds(RULES, { weapon: RIFLE, attacker, defender, shot: { bulletsBefore: b } }));
    const atLeastOne = (key: 'pHit' | 'pWounded' | 'pSeriousOrWorse') => 1 - bullets.reduce((q, b) => q * (1 - b[key]), 1);
    expect(o).toMatchObject({ action: 'burst', bullets: 3 });
    expect(o.pHit).toBeCloseTo(atLeastOne('pHit'), 12);
    expect(o.pSeriousOrWorse).toBeCloseTo(atLeastOne('pSeriousOrWorse'), 12);
    expect(o.pHit).toBeGreaterThan(bullets[0]!.pHit);
    let hit = 0;
    let serious = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = resolveBurst(RULES, { weapon: RIFLE, attacker, ammo: 30, defender }, world.rng);
      const b = r.volleys[0]!.bullets;
      if (b.some((x) => x.exchange.outcome === 'hit')) hit++;
      if (b.some((x) => x.damage && (x.damage.severity === 'serious' || x.damage.severity === 'critical') && x.wound)) serious++;
    }
    close(hit / RUNS, o.pHit);
    close(serious / RUNS, o.pSeriousOrWorse);
  });

  it('a burst from a clip of 2 fires 2 bullets; full-auto at two targets: 5 then 4 bullets, the second volley after 6 rounds', () => {
    const d = fight();
    d.send({ type: 'combatant.update', combatantId: 'bob', patch: { ammo: 2 } });
    expect(declarationOdds(RULES, d.snapshot.context, { attackerId: 'bob', targetId: 'jane', luck: null, action: 'burst' })?.bullets).toBe(2);
    const f = fight();
    const ctx = f.snapshot.context;
    const second = declarationOdds(RULES, ctx, { attackerId: 'bob', targetId: 'harry', luck: null, action: 'full-auto', volley: { index: 1, of: 2 } })!;
    expect(second.bullets).toBe(4);
    const world = buildWorld(RULES, ctx, seeded('fa'));
    const attacker = attackerFor(world, world.tc.live.get('bob')!, false);
    const harry = defenderFor(world, 'harry', RIFLE);
    const expected = 1 - [6, 7, 8, 9].reduce((q, b) => q * (1 - attackOdds(RULES, { weapon: RIFLE, attacker, defender: harry, shot: { bulletsBefore: b } }).pHit), 1);
    expect(second.pHit).toBeCloseTo(expected, 12);
    let hit = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = resolveFullAuto(RULES, { weapon: RIFLE, attacker, ammo: 30, targets: [{ defender: defenderFor(world, 'jane', RIFLE) }, { defender: harry }] }, world.rng);
      if (r.volleys[1]!.bullets.some((x) => x.exchange.outcome === 'hit')) hit++;
    }
    close(hit / RUNS, second.pHit);
  });

  it('no odds for a burst from a weapon that cannot fire one', () => {
    const d = fight(PISTOL);
    expect(declarationOdds(RULES, d.snapshot.context, { attackerId: 'bob', targetId: 'jane', luck: null, action: 'burst' })).toBeNull();
  });
});

describe("Odds at someone aboard a vehicle count the vehicle's armor", () => {
  it("a passenger behind a truck's hull: exact odds agree with 20,000 seeded shots; exposed, the hull does not count", () => {
    const d = new Driver('odds-aboard', combatMachine, { resolutionRevision: COMBAT_RESOLUTION_REVISION });
    d.add(spec('bob', 1, { weapon: RIFLE, ammo: 30, pools: pools(8) }), spec('pilot', 2, { pools: pools(3) }), spec('rider', 2, { pools: pools(3) }));
    const v = vehicleSpec('v1');
    const hull = ArmorSchema.parse({ name: 'Hull', class: 'vehicle', protection: 4, locations: ['Body'] });
    d.send({ type: 'vehicle.add', vehicle: { ...v, definition: { ...v.definition, armor: 'Hull' }, armor: hull } });
    d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'pilot', role: 'pilot' });
    d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'rider', role: 'passenger' });
    d.send({ type: 'combat.start' });
    const behind = declarationOdds(RULES, d.snapshot.context, { attackerId: 'bob', targetId: 'rider', luck: null })!;
    const world = buildWorld(RULES, d.snapshot.context, seeded('aboard'));
    const attacker = attackerFor(world, world.tc.live.get('bob')!, false);
    const defender = defenderFor(world, 'rider', RIFLE);
    expect(defender.shield).toEqual({ source: 'Viper v1 armor (Hull)', protection: 4 });
    let wounded = 0;
    for (let i = 0; i < RUNS; i++) if (resolveAttack(RULES, { weapon: RIFLE, attacker, defender }, world.rng).wound) wounded++;
    close(wounded / RUNS, behind.pWounded);
    d.send({ type: 'combatant.update', combatantId: 'rider', patch: { exposed: true } });
    const exposed = declarationOdds(RULES, d.snapshot.context, { attackerId: 'bob', targetId: 'rider', luck: null })!;
    expect(exposed.pHit).toBeCloseTo(behind.pHit, 12);
    expect(exposed.pWounded).toBeGreaterThan(behind.pWounded + 0.05);
  });
});

