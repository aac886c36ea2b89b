/**
 * FS3.2's exact odds of a declared action for the GM screen, computed with the mechanics'
 * `attackOdds` on the same attacker/defender FS3.2's resolution builds (stances, wounds,
 * suppression, aim, storyteller modifiers, earmarked luck). Read-only: the working copy is thrown
 * away and no die is rolled. Each action gets the odds of what it can do (issue 16):
 * - a single shot: P(hit), P(wounded), P(Serious or worse);
 * - a burst or a full-auto volley: the same over all the bullets at that target (P(at least one
 *   hits / wounds / is Serious or worse)), every bullet with its own recoil and the luck on the
 *   first bullet only, as `fireVolleys` resolves them (bullets are independent rolls);
 * - Suppress: no damage at all, only the suppression points each outcome gives.
 */
import type { CombatContext } from '../../../core/combat/context';
import type { OddsAnswer, OddsQuery } from '../../../core/combat/declaration-odds';
import type { LabelledRng } from '../../../core/combat/dice-tape';
import type { CombatRules } from '../../../core/combat/procedures';
import { buildWorld, type World } from '../../../core/combat/world';
import { luckBook } from '../../../core/combat/world-luck';
import { aimBonusApplies } from '../../../core/mechanics/actions';
import type { Attacker, Defender } from '../../../core/mechanics/attack';
import { planFullAuto } from '../../../core/mechanics/automatic-fire';
import { isLegacyResolution, STANCES, type Stance } from '../../../core/mechanics/combat-ruleset';
import { CombatRuleError } from '../../../core/mechanics/hit-location';
import { attackOdds, type AttackOdds } from '../../../core/mechanics/odds';
import { addSuppression, firedUponPoints, suppressActionPoints } from '../../../core/mechanics/suppression';
import type { Weapon } from '../../../domain/gear';
import { explodeOddsIn } from './explosion-odds';
import { attackerFor, defenderFor } from './fire';

/** Odds never consume dice: any call on this generator is a bug. */
const NO_DICE: LabelledRng = {
  mark: () => undefined,
  die: () => {
    throw new Error('Odds must not roll dice');
  },
};

/**
 * Many questions about one context at once (issue 18: the declare panel asks for every target,
 * location, burst or single shot and stance in one call). The working copy is built once and
 * what a question changes (stances, earmarked luck) is put back before the next, so a
 * 200-combatant list costs one `buildWorld`, not 200. Only known ids are asked (the machine checks).
 */
export function fs32OddsMany(rules: CombatRules, ctx: CombatContext, queries: readonly OddsQuery[]): (OddsAnswer | null)[] {
  let world: World | null = null;
  return queries.map((q) => {
    world ??= buildWorld(rules, ctx, NO_DICE);
    const actor = world.tc.live.get(q.attackerId)!;
    const target = world.tc.live.get(q.targetId);
    const stances = [actor.stance, target?.stance] as const;
    const ledger = world.luck.get(q.attackerId);
    const choice = ledger?.choice ?? null;
    try {
      return oddsIn(world, q);
    } catch (error) {
      // A called shot the target's chart does not have: no odds for this row, the others stand.
      if (error instanceof CombatRuleError) return null;
      throw error;
    } finally {
      // Put back what the question changed: the next one starts from the context as it is.
      actor.stance = stances[0];
      if (target) target.stance = stances[1]!;
      if (ledger) ledger.choice = choice;
      // A question that spent luck (its own bonus, a defender's, a penalty) gets fresh ledgers.
      if (world.luckNotes.length > 0) Object.assign(world, luckBook(world.rules, ctx));
    }
  });
}


/**
 * The odds of the declared action at one person or vehicle (its pilot dodges with the dodge
 * bonus; its own chart and armor take the hit), or null when they cannot be computed (a weapon
 * that cannot do it, unknown ids, too few rounds).
 */
function oddsIn(world: World, q: OddsQuery): OddsAnswer | null {
  const actor = world.tc.live.get(q.attackerId)!;
  const weapon = actor.weapon;
  const action = q.action ?? 'attack';
  if (action !== 'explode' && (action === 'suppress' ? weapon.type === 'melee' : weapon.type === 'defensive' || weapon.type === 'explosive')) return null;
  if ((action === 'burst' || action === 'full-auto') && !weapon.automatic) return null;
  if (q.stance && (STANCES as readonly string[]).includes(q.stance)) actor.stance = q.stance as Stance;
  const person = world.tc.live.get(q.targetId);
  if (person && q.targetStance && (STANCES as readonly string[]).includes(q.targetStance)) person.stance = q.targetStance as Stance;
  const ledger = world.luck.get(q.attackerId);
  if (ledger) ledger.choice = q.luck ? { roll: 'attack', effect: q.luck } : null;
  if (action === 'explode') return explodeOddsIn(world, q);
  // Aim helps shots at the aimed target, not Suppress (as `resolveFire` builds the attacker).
  const attacker = attackerFor(world, actor, action !== 'suppress' && aimBonusApplies(actor.aim, q.targetId, world.tc.turn));
  const defender = defenderFor(world, q.targetId, weapon);
  const shot = (bulletsBefore: number, first: boolean): AttackOdds =>
    attackOdds(world.rules, {
      weapon,
      attacker: first ? attacker : withoutLuck(attacker),
      defender: first || isLegacyResolution(world.rules) ? defender : withoutLuck(defender),
      target: action === 'attack' || action === 'burst' ? q.location : undefined,
      shot: { range: q.range, bulletsBefore },
    });
  if (action === 'suppress') {
    if (!person) return null;
    const first = (q.volley?.index ?? 0) === 0 || isLegacyResolution(world.rules);
    return suppressOdds(world.rules, weapon, attackOdds(world.rules, { weapon, attacker: first ? attacker : withoutLuck(attacker), defender, shot: { range: q.range } }), person.suppression);
  }
  if (action === 'attack') {
    const o = shot(0, true);
    return { attackDice: o.attackDice, defenseDice: o.defenseDice, pHit: o.pHit, pWounded: o.pWounded, pSeriousOrWorse: o.pSeriousOrWorse, severities: o.severities };
  }
  const first = bulletRange(world.rules, action, actor.ammo, q.volley);
  if (!first) return null;
  return volleyOdds(action, Array.from({ length: first.bullets }, (_, i) => shot(first.before + i, i === 0)));
}

const withoutLuck = <T extends Attacker | Defender>(side: T): T => (side.luck === undefined ? side : { ...side, luck: undefined });

/** Which bullets of the action go at this target: how many rounds were fired before the first, and how many. */
function bulletRange(rules: CombatRules, action: 'burst' | 'full-auto', ammo: number | null, volley: OddsQuery['volley']): { before: number; bullets: number } | null {
  if (action === 'burst') {
    const bullets = ammo === null ? rules.autoFire.burstRounds : Math.min(rules.autoFire.burstRounds, ammo);
    return bullets > 0 ? { before: 0, bullets } : null;
  }
  const v = volley ?? { index: 0, of: 1 };
  if (v.index < 0 || v.index >= v.of) return null;
  try {
    const plan = planFullAuto(rules, v.of, ammo);
    let before = 0;
    // Rounds lost between targets were fired too, so they count toward recoil (RULES-NOTES 23).
    for (let i = 0; i < v.index; i++) before += plan.perTarget[i]! + rules.autoFire.lostPerSwitch;
    return { before, bullets: plan.perTarget[v.index]! };
  } catch (error) {
    if (error instanceof CombatRuleError) return null;
    throw error;
  }
}

/** Independent bullets: the chance that at least one hits, wounds, or is Serious or worse. */
function volleyOdds(action: 'burst' | 'full-auto', bullets: readonly AttackOdds[]): OddsAnswer {
  let noHit = 1;
  let noWound = 1;
  let noSerious = 1;
  for (const b of bullets) {
    noHit *= 1 - b.pHit;
    noWound *= 1 - b.pWounded;
    noSerious *= 1 - b.pSeriousOrWorse;
  }
  const first = bullets[0]!;
  return { action, bullets: bullets.length, attackDice: first.attackDice, defenseDice: first.defenseDice, pHit: 1 - noHit, pWounded: 1 - noWound, pSeriousOrWorse: 1 - noSerious };
}

/**
 * Suppress (seed 000, seed 001): an attack roll as normal that does no damage. A hit gives the
 * Suppress action's points (by net hits under the house rule), a miss with a firearm the point
 * for being fired upon; what the target can still take is capped at the maximum.
 */
function suppressOdds(rules: CombatRules, weapon: Weapon, o: AttackOdds, current: number): OddsAnswer {
  const byPoints = new Map<number, number>();
  const add = (points: number, p: number) => {
    if (p <= 0) return;
    const gained = addSuppression(rules, current, points, '').gained;
    byPoints.set(gained, (byPoints.get(gained) ?? 0) + p);
  };
  o.hitByNet.forEach((p, net) => add(suppressActionPoints(rules, weapon, net), p));
  add(firedUponPoints(rules, weapon), o.pMiss + o.pDodged);
  const suppression = [...byPoints].map(([points, p]) => ({ points, p })).sort((a, b) => b.points - a.points);
  return { action: 'suppress', attackDice: o.attackDice, defenseDice: o.defenseDice, pHit: o.pHit, pWounded: 0, pSeriousOrWorse: 0, suppression };
}
