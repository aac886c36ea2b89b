/**
 * Issue 39 item 11: the declare panel asks FS3.2 for an explosion's odds target by target, each
 * in the zone the storyteller picked; the answer is the core mechanics' exact odds for the
 * attacker and defender the Explode action resolves with. Before, every explosive weapon got null.
 */
import { describe, expect, it } from 'vitest';
import { declarationOdds, declarationOddsMany } from '../../../../shared/core/combat/declaration-odds';
import { buildWorld } from '../../../../shared/core/combat/world';
import { COMBAT_RESOLUTION_REVISION } from '../../../../shared/core/combat/version';
import { rawPool } from '../../../../shared/core/dice/ability-roll';
import { explosionOdds } from '../../../../shared/core/mechanics/explosion-odds';
import type { LabelledRng } from '../../../../shared/core/combat/dice-tape';
import { attackerFor, defenderFor } from '../../../../shared/systems/fs3.2/combat/fire';
import { combatMachine } from '../../../helpers/fs32-machine';
import { Driver, GRENADE, RULES, spec, VEST } from './fixtures';

const raw = (n: number) => rawPool(RULES.core, n);
const pools = (athletics: number) => ({ Alertness: raw(2), Athletics: raw(athletics), Firearms: raw(3), Melee: raw(4), Toughness: raw(2), 'First Aid': raw(3) });
const NO_DICE: LabelledRng = { mark: () => undefined, die: () => { throw new Error('no dice'); } };

function fight() {
  const d = new Driver('blast', combatMachine, { resolutionRevision: COMBAT_RESOLUTION_REVISION });
  d.add(spec('bob', 1, { weapon: GRENADE, ammo: GRENADE.ammo, pools: pools(5) }), spec('jane', 2, { armor: VEST, pools: pools(3) }), spec('harry', 2, { pools: pools(3) }));
  d.send({ type: 'combat.start' });
  return d;
}

describe('declare-panel odds of an explosion, zone by zone (FS3.2)', () => {
  it('answers each target in its zone with the exact zone and concussion odds', () => {
    const ctx = fight().snapshot.context;
    const [near, far] = declarationOddsMany(RULES, ctx, [
      { attackerId: 'bob', targetId: 'jane', luck: null, action: 'explode', zone: 0 },
      { attackerId: 'bob', targetId: 'harry', luck: null, action: 'explode', zone: 1 },
    ]);
    const world = buildWorld(RULES, ctx, NO_DICE);
    const bob = world.tc.live.get('bob')!;
    const expected = (id: string, zone: 0 | 1) => explosionOdds(world.rules, { weapon: GRENADE, attacker: attackerFor(world, bob, false), defender: defenderFor(world, id, GRENADE), zone });
    const e0 = expected('jane', 0);
    const e1 = expected('harry', 1);
    expect(near).toMatchObject({ action: 'explode', attackDice: e0.attackDice, defenseDice: e0.defenseDice });
    expect(near!.zones).toEqual(e0.zones);
    expect(near!.pSeriousOrWorse).toBeCloseTo(e0.pSeriousOrWorse, 12);
    expect(far!.zones).toEqual(e1.zones);
    expect(far!.zones!.some((z) => z.zone === 0)).toBe(false);
    expect(near!.pHit).toBeCloseTo(e0.zones.filter((z) => z.zone !== null).reduce((t, z) => t + z.p, 0), 12);
    expect(near!.pSeriousOrWorse).toBeGreaterThan(0);
  });

  it('a luck re-roll on the throw keeps more targets in the blast', () => {
    const ctx = fight().snapshot.context;
    const plain = declarationOdds(RULES, ctx, { attackerId: 'bob', targetId: 'harry', luck: null, action: 'explode' })!;
    const lucky = declarationOdds(RULES, ctx, { attackerId: 'bob', targetId: 'harry', luck: 'reroll', action: 'explode' })!;
    expect(lucky.pHit).toBeGreaterThan(plain.pHit);
  });

  it('no explosion odds for a weapon that does not explode, and no single-shot odds for a grenade', () => {
    const ctx = fight().snapshot.context;
    expect(declarationOdds(RULES, ctx, { attackerId: 'harry', targetId: 'bob', luck: null, action: 'explode' })).toBeNull();
    expect(declarationOdds(RULES, ctx, { attackerId: 'bob', targetId: 'harry', luck: null })).toBeNull();
  });
});
