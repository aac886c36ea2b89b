/**
 * FS3.2's declare-panel odds of an explosion at one target (issue 39 item 11): the attacker and
 * defender `resolveFire` builds for the Explode action (no aim bonus, as there), and the core
 * mechanics' exact zone and concussion odds for the zone the storyteller picked.
 */
import type { OddsAnswer, OddsQuery } from '../../../core/combat/declaration-odds';
import type { World } from '../../../core/combat/world';
import { explosionOdds } from '../../../core/mechanics/explosion-odds';
import { attackerFor, defenderFor } from './fire';

/** Null when the weapon does not explode. The working copy's stances and luck are set by the caller. */
export function explodeOddsIn(world: World, q: OddsQuery): OddsAnswer | null {
  const actor = world.tc.live.get(q.attackerId)!;
  const weapon = actor.weapon;
  if (weapon.type !== 'explosive') return null;
  const o = explosionOdds(world.rules, {
    weapon,
    attacker: attackerFor(world, actor, false),
    defender: defenderFor(world, q.targetId, weapon),
    zone: q.zone ?? 0,
  });
  // "Hit" for a blast: caught in a zone of the table at all (not pushed out of it).
  const pHit = o.zones.reduce((t, z) => t + (z.zone === null ? 0 : z.p), 0);
  return { action: 'explode', attackDice: o.attackDice, defenseDice: o.defenseDice, pHit, pWounded: o.pWounded, pSeriousOrWorse: o.pSeriousOrWorse, severities: o.severities, zones: o.zones };
}
