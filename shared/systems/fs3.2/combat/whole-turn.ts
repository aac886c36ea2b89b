/**
 * One whole turn for many combatants (seed 004 "Combat Turns"): initiative, every action in
 * order with wounds taking effect at once, then knockout rolls and suppression decay. Built on
 * the per-action functions; the combat machine may orchestrate them itself instead.
 */
import type { Rng } from '../../../core/dice/rng';
import type { CombatRuleset } from '../../../core/mechanics/combat-ruleset';
import { rollInitiative, type InitiativeSlot } from '../../../core/mechanics/initiative';
import { checkKnockout, type KnockoutCheck } from '../../../core/mechanics/knockout';
import { decaySuppression, type SuppressionChange } from '../../../core/mechanics/suppression';
import { resolveAction } from './turn-actions';
import { holdCaptive, type TurnActionResult, type TurnContext } from '../../../core/mechanics/turn-context';
import {
  fromLive,
  liveWoundModifier,
  poolFor,
  toLive,
  type LiveCombatant,
  type TurnAbilities,
  type TurnCombatant,
} from '../../../core/mechanics/turn-state';

/** Everything a turn produced, in the order it happened. */
export type TurnResult = {
  turn: number;
  initiative: InitiativeSlot[];
  actions: TurnActionResult[];
  /** Suppression gained from being fired upon and from the Suppress action, in order. */
  suppression: { id: string; change: SuppressionChange }[];
  knockouts: KnockoutCheck[];
  /** Everyone's state after the turn, in the order given. */
  combatants: TurnCombatant[];
};

/** Resolves `turn` for all combatants. Knocked-out combatants roll no initiative and do not act. */
export function resolveTurn(
  rules: CombatRuleset,
  input: { turn: number; combatants: readonly TurnCombatant[]; abilities: TurnAbilities },
  rng: Rng,
): TurnResult {
  const live = new Map<string, LiveCombatant>();
  for (const c of input.combatants) live.set(c.id, toLive(c));
  const captives = new Map<string, Set<string>>();
  for (const c of input.combatants)
    if (c.subduedBy !== null) holdCaptive(captives, c.subduedBy, c.id);
  const ctx: TurnContext = { rules, rng, turn: input.turn, live, suppression: [], captives };
  const active = input.combatants.filter((c) => !c.knockedOut);
  const initiative = rollInitiative(
    rules,
    active.map((c) => ({
      id: c.id,
      name: c.name,
      pool: poolFor(rules, c, input.abilities.initiative),
      woundModifier: liveWoundModifier(rules, live.get(c.id)!),
    })),
    rng,
  );
  const actions = initiative.map((slot) => resolveAction(ctx, live.get(slot.id)!, input.abilities));
  const knockouts: KnockoutCheck[] = [];
  for (const c of live.values()) {
    if (c.damagedThisTurn && !c.knockedOut) {
      const check = checkKnockout(
        rules,
        {
          name: c.name,
          toughness: poolFor(rules, c, input.abilities.toughness),
          woundModifier: liveWoundModifier(rules, c),
          damagedThisTurn: true,
        },
        rng,
      );
      if (check.knockedOut) c.knockedOut = true;
      knockouts.push(check);
    }
    c.suppression = decaySuppression(rules, c.suppression).after;
  }
  const combatants = input.combatants.map((c) => fromLive(live.get(c.id)!));
  return {
    turn: input.turn,
    initiative,
    actions,
    suppression: ctx.suppression,
    knockouts,
    combatants,
  };
}
