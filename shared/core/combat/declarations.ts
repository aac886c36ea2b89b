/**
 * What a combatant can declare (seed 004 "Combat Turns"): the rules engine's turn actions, with
 * combat luck earmarked separately because it may go on initiative or defense as well (seed 004
 * "Luck > Combat": one roll per turn).
 */
import { z } from 'zod';
import { EntityIdSchema } from '../../domain/ids';
import { RANGE_BANDS } from '../mechanics/combat-ruleset';

const id = EntityIdSchema;
const range = z.enum(RANGE_BANDS).optional();

export const DeclaredActionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('attack'),
    target: id,
    /** Called shot: a target row of the defender's chart. */
    location: z.string().min(1).max(100).optional(),
    range,
    burst: z.boolean().optional(),
  }),
  z.strictObject({ kind: z.literal('full-auto'), targets: z.array(id).min(1).max(5), range }),
  z.strictObject({
    kind: z.literal('explode'),
    targets: z.array(z.strictObject({ id, zone: z.union([z.literal(0), z.literal(1)]) })).min(1).max(50),
  }),
  z.strictObject({ kind: z.literal('suppress'), targets: z.array(id).min(1).max(5), range }),
  z.strictObject({ kind: z.literal('aim'), target: id }),
  z.strictObject({ kind: z.literal('reload') }),
  z.strictObject({ kind: z.literal('subdue'), target: id }),
  z.strictObject({ kind: z.literal('escape') }),
  z.strictObject({ kind: z.literal('rally'), target: id }),
  z.strictObject({
    kind: z.literal('treat'),
    target: id,
    woundIndex: z.number().int().min(0),
    minutesSinceInjury: z.number().min(0).optional(),
  }),
  z.strictObject({ kind: z.literal('pass') }),
  /**
   * Any roll a character makes in the turn, for an edition whose combat resolves tasks (seed 003:
   * "Dexterity + Shoot at the Kurgan", "Dexterity + Dodge"): the characteristic and the skill
   * (null: the characteristic alone), an optional target, the accent and, for a gun fired more
   * than once, the shots. Editions whose procedures do not take tasks refuse it.
   */
  z.strictObject({
    kind: z.literal('task'),
    characteristic: z.string().trim().min(1).max(100),
    skill: z.string().trim().min(1).max(100).nullable(),
    label: z.string().trim().min(1).max(120).optional(),
    target: id.optional(),
    accent: z.enum(['negative', 'positive']).optional(),
    shots: z.number().int().min(1).max(20).optional(),
    /** The action is complemented by another skill's roll (seed 003: "-2 Action is being complemented by another skill" on its initiative). */
    complement: z.boolean().optional(),
  }),
]);
/** A declared action; luck is declared beside it (see {@link LuckChoice}). */
export type DeclaredAction = z.infer<typeof DeclaredActionSchema>;

/** The actions the GM screen shows odds for (a single shot, a burst, full-auto, Suppress, an explosion). */
export const ODDS_ACTIONS = ['attack', 'burst', 'full-auto', 'suppress', 'explode'] as const;
export type OddsAction = (typeof ODDS_ACTIONS)[number];

export const LUCK_ROLLS = ['attack', 'defense', 'initiative'] as const;
export const LUCK_CHOICE_EFFECTS = ['bonus', 'reroll', 'penalty', 'cancel'] as const;
export const LuckChoiceSchema = z.strictObject({
  roll: z.enum(LUCK_ROLLS),
  effect: z.enum(LUCK_CHOICE_EFFECTS),
  /** Whose roll a penalty goes on (seed 004: someone else's roll); only with 'penalty'. */
  target: id.optional(),
  /** Which declared action a re-roll goes on (0 the first; seed 003's several actions a turn); absent: the first. */
  action: z.number().int().min(0).max(2).optional(),
  /** Re-rolls bought (seed 003: "A second reroll may be made, but at the cost of 2 additional hero points"); absent: one. */
  rerolls: z.union([z.literal(1), z.literal(2)]).optional(),
});
/**
 * The combatant's one combat luck use this turn: +dice before their own roll or a re-roll after
 * it, a penalty on `target`'s next roll of that kind, or cancelling a penalty put on their own.
 */
export type LuckChoice = z.infer<typeof LuckChoiceSchema>;

/** Every id a declared action points at (targets and, for explosions, each target). */
export function actionTargets(action: DeclaredAction): string[] {
  switch (action.kind) {
    case 'attack':
    case 'aim':
    case 'subdue':
    case 'rally':
    case 'treat':
      return [action.target];
    case 'full-auto':
    case 'suppress':
      return [...action.targets];
    case 'explode':
      return action.targets.map((t) => t.id);
    case 'task':
      return action.target === undefined ? [] : [action.target];
    case 'reload':
    case 'escape':
    case 'pass':
      return [];
  }
}
