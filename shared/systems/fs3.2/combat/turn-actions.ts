/**
 * Dispatches one combatant's action during `resolveTurn`: firing actions go to `turn-fire.ts`,
 * the rest (aim, reload, subdue, escape, rally, treat, pass) are handled here.
 */
import { declareAim, reload } from '../../../core/mechanics/actions';
import { resolveTreat } from '../../../core/mechanics/first-aid';
import { rally } from '../../../core/mechanics/knockout';
import { resolveEscape, resolveSubdue } from '../../../core/mechanics/opposed-action';
import {
  holdCaptive,
  releaseCaptives,
  target,
  type TurnActionResult,
  type TurnContext,
} from '../../../core/mechanics/turn-context';
import { resolveFireAction } from './turn-fire';
import {
  asAttacker,
  asDefender,
  liveWoundModifier,
  poolFor,
  type LiveCombatant,
  type TurnAbilities,
} from '../../../core/mechanics/turn-state';

/** Resolves `actor`'s declared action against the live state of the turn. */
export function resolveAction(
  ctx: TurnContext,
  actor: LiveCombatant,
  abilities: TurnAbilities,
): TurnActionResult {
  const { rules, rng } = ctx;
  const action = actor.action;
  const actorId = actor.id;
  if (actor.subduedBy !== null && action.kind !== 'escape')
    return { actorId, kind: 'skipped', reason: 'Subdued: can only try to escape' };
  // A subduer who does anything else lets the captive go (seed 000 "Subdue").
  if (action.kind !== 'subdue') releaseCaptives(ctx, actorId);
  switch (action.kind) {
    case 'attack':
    case 'full-auto':
    case 'explode':
    case 'suppress':
      return resolveFireAction(ctx, actor, action);
    case 'aim':
      actor.aim = declareAim(action.target, ctx.turn);
      return { actorId, kind: 'aim' };
    case 'reload':
      actor.ammo = reload(actor.weapon);
      return { actorId, kind: 'reload' };
    case 'subdue': {
      const t = target(ctx, action.target);
      if (t.subduedBy === actorId) {
        return { actorId, kind: 'skipped', reason: `${actor.name} keeps ${t.name} subdued` };
      }
      const result = resolveSubdue(
        rules,
        {
          weapon: actor.weapon,
          attacker: asAttacker(rules, actor, false),
          defender: asDefender(rules, t, actor.weapon),
        },
        rng,
      );
      if (result.succeeded) {
        t.subduedBy = actorId;
        holdCaptive(ctx.captives, actorId, t.id);
      }
      return { actorId, kind: 'subdue', result };
    }
    case 'escape': {
      if (actor.subduedBy === null) return { actorId, kind: 'skipped', reason: 'Not subdued' };
      const subduer = target(ctx, actor.subduedBy);
      const result = resolveEscape(
        rules,
        {
          weapon: actor.weapon,
          escapee: asAttacker(rules, actor, false),
          subduer: asDefender(rules, subduer, actor.weapon),
        },
        rng,
      );
      if (result.succeeded) actor.subduedBy = null;
      return { actorId, kind: 'escape', result };
    }
    case 'rally': {
      const t = target(ctx, action.target);
      if (!t.knockedOut)
        return { actorId, kind: 'skipped', reason: `${t.name} is not knocked out` };
      const result = rally(
        rules,
        {
          name: t.name,
          toughness: poolFor(rules, t, abilities.toughness),
          woundModifier: liveWoundModifier(rules, t),
        },
        rng,
      );
      if (result.recovered) t.knockedOut = false;
      return { actorId, kind: 'rally', result };
    }
    case 'treat': {
      const t = target(ctx, action.target);
      const result = resolveTreat(
        rules,
        {
          healer: {
            name: actor.name,
            pool: poolFor(rules, actor, abilities.firstAid),
            woundModifier: liveWoundModifier(rules, actor),
          },
          patient: {
            name: t.name,
            wounds: t.wounds,
            woundIndex: action.woundIndex,
            knockedOut: t.knockedOut,
            toughness: poolFor(rules, t, abilities.toughness),
          },
          minutesSinceInjury: action.minutesSinceInjury ?? 0,
        },
        rng,
      );
      t.wounds = result.wounds;
      if (result.knockout?.recovered) t.knockedOut = false;
      return { actorId, kind: 'treat', result };
    }
    case 'pass':
      return { actorId, kind: 'pass' };
  }
}
