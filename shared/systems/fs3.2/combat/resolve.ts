/**
 * Resolving (issue 6): one action at a time in initiative order, or all that remain. Knocked-out
 * and subdued combatants are handled by the rules (seed 004: the knocked out do not act; the
 * subdued can only try to escape). A declaration the rules refuse at this point (an empty clip
 * after a storyteller edit, say) is skipped with the reason, never left half-done.
 */
import { holdCaptive, releaseCaptives, target, type TurnActionResult } from '../../../core/mechanics/turn-context';
import { resolveAction } from './turn-actions';
import type { LiveCombatant } from '../../../core/mechanics/turn-state';
import { CombatRuleError } from '../../../core/mechanics/hit-location';
import { resolveEscape, resolveSubdue } from '../../../core/mechanics/opposed-action';
import { resolveTreat } from '../../../core/mechanics/first-aid';
import { vehicleToughnessPool } from '../../../core/mechanics/knockout';
import { liveWoundModifier } from '../../../core/mechanics/turn-state';
import { findCombatant, type CombatContext } from '../../../core/combat/context';
import { describeAction } from '../../../core/combat/declare';
import { attackerFor, personDefender, resolveFire } from './fire';
import type { CombatLogEntry, TurnFact } from '../../../core/combat/log-entries';
import { actionOutcome } from './action-outcome';
import type { StepEnv, StepResult } from '../../../core/combat/step';
import { buildWorld, poolOf, type LiveVehicle, type World } from '../../../core/combat/world';
import { writeBack } from '../../../core/combat/world-write-back';

/** The skill a jury-rig rolls: the setting's jury-rig ability (absent in combats made before it). */
const NO_JURY_RIG = 'Jury-rig';

/**
 * Treat on a vehicle (seed 000 "First aid on vehicles represents quick-fix jury-rigging, and can
 * be done in the midst of combat using the Treat action"): the rules engine's Treat with the
 * healer's jury-rig (repair) pool; success heals a point of the vehicle's wound, and a vehicle
 * knocked out rolls its own toughness again.
 */
function juryRig(world: World, actor: LiveCombatant, v: LiveVehicle, woundIndex: number, minutes: number): TurnActionResult {
  const { rules, rng } = world;
  const result = resolveTreat(
    rules,
    {
      healer: { name: actor.name, pool: poolOf(rules, actor.pools, world.abilities.juryRig ?? NO_JURY_RIG), woundModifier: liveWoundModifier(rules, actor) },
      patient: { name: v.name, wounds: v.wounds, woundIndex, knockedOut: v.knockedOut, toughness: vehicleToughnessPool(rules, v.definition) },
      minutesSinceInjury: minutes,
    },
    rng,
  );
  v.wounds = result.wounds;
  if (result.knockout?.recovered) v.knockedOut = false;
  return { actorId: actor.id, kind: 'treat', result };
}

function grapple(world: World, actor: LiveCombatant): TurnActionResult {
  const { rules, rng, tc } = world;
  const actorId = actor.id;
  const action = actor.action;
  if (action.kind === 'subdue') {
    const t = target(tc, action.target);
    if (t.subduedBy === actorId) return { actorId, kind: 'skipped', reason: `${actor.name} keeps ${t.name} subdued` };
    const result = resolveSubdue(rules, { weapon: actor.weapon, attacker: attackerFor(world, actor, false), defender: personDefender(world, t, actor.weapon) }, rng);
    if (result.succeeded) {
      t.subduedBy = actorId;
      holdCaptive(tc.captives, actorId, t.id);
    }
    return { actorId, kind: 'subdue', result };
  }
  if (actor.subduedBy === null) return { actorId, kind: 'skipped', reason: 'Not subdued' };
  const subduer = target(tc, actor.subduedBy);
  const result = resolveEscape(rules, { weapon: actor.weapon, escapee: attackerFor(world, actor, false), subduer: personDefender(world, subduer, actor.weapon) }, rng);
  if (result.succeeded) actor.subduedBy = null;
  return { actorId, kind: 'escape', result };
}

/** Resolves `actor`'s declared action against the working copy. */
export function resolveOne(world: World, actor: LiveCombatant, declared: boolean): TurnActionResult {
  const actorId = actor.id;
  if (actor.knockedOut) return { actorId, kind: 'skipped', reason: 'Knocked out' };
  if (!declared) return { actorId, kind: 'skipped', reason: 'No action declared' };
  const action = actor.action;
  if (actor.subduedBy !== null && action.kind !== 'escape') return { actorId, kind: 'skipped', reason: 'Subdued: can only try to escape' };
  // A subduer who does anything else lets the captive go (seed 000 "Subdue").
  if (action.kind !== 'subdue') releaseCaptives(world.tc, actorId);
  try {
    switch (action.kind) {
      case 'attack':
      case 'full-auto':
      case 'explode':
      case 'suppress':
        return resolveFire(world, actor, action);
      case 'subdue':
      case 'escape':
        return grapple(world, actor);
      case 'treat': {
        const v = world.vehicles.get(action.target);
        if (v) return juryRig(world, actor, v, action.woundIndex, action.minutesSinceInjury ?? 0);
        return resolveAction(world.tc, actor, world.abilities);
      }
      default:
        return resolveAction(world.tc, actor, world.abilities);
    }
  } catch (error) {
    if (error instanceof CombatRuleError) return { actorId, kind: 'skipped', reason: error.message };
    throw error;
  }
}

/** Resolves up to `count` actions from the current place in the order. */
export function resolveSlots(env: StepEnv, ctx: CombatContext, count: number): StepResult {
  const order = ctx.order;
  if (!order) throw new Error('resolveSlots needs an initiative order');
  const world = buildWorld(env.rules, ctx, env.rng);
  const entries: CombatLogEntry[] = [];
  let next = order.next;
  for (let n = 0; n < count && next < order.slots.length; n++) {
    const slot = order.slots[next++]!;
    const actor = world.tc.live.get(slot.id);
    const c = findCombatant(ctx, slot.id);
    if (!actor || !c) continue;
    const summary = c.declaration ? `${c.name} ${describeAction(ctx, c.declaration.action, true)}` : `${c.name} has no action`;
    env.rng.mark(`${c.name}: ${c.declaration?.action.kind ?? 'none'}`);
    const before = world.tc.suppression.length;
    const ammoBefore = actor.ammo;
    world.luckNotes = [];
    const result = resolveOne(world, actor, c.declaration !== null);
    const outcome = actionOutcome(env.rules, c.name, summary, result, { before: ammoBefore, after: actor.ammo });
    const luck = world.luckNotes;
    const facts = luck.length > 0 ? [...outcome.facts, ...luck.map((text): TurnFact => ({ kind: 'luck', text }))] : outcome.facts;
    // Issue 38: one object per entry, its optional fields set on it (a spread per part cost two temporaries each, 500 times a turn).
    const entry: CombatLogEntry = { kind: 'action', turn: ctx.turn, actor: c.name, summary, luck, result };
    if (outcome.headline) entry.headline = outcome.headline;
    if (facts.length) entry.facts = facts;
    entries.push(entry);
    if (world.tc.suppression.length > before) {
      const changes = world.tc.suppression.slice(before).map((s) => ({ name: world.tc.live.get(s.id)?.name ?? s.id, change: s.change }));
      entries.push({ kind: 'suppression', turn: ctx.turn, changes });
    }
  }
  return { context: writeBack(ctx, world, { slots: order.slots, next }), entries };
}
