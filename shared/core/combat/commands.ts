/**
 * The storyteller's commands to the combat machine, as zod schemas validated at the IPC edge.
 * Names are `noun.verb` (architecture §3.8). Dice never come from the caller: the host rolls
 * them and adds them to the machine event (see {@link CombatMachineEvent}).
 */
import { z } from 'zod';
import type { DiceRecord } from '../../domain/combat-log';
import { ArmorSchema, HitChartSchema, VehicleSchema, WeaponSchema } from '../../domain/gear';
import { EntityIdSchema } from '../../domain/ids';
import { POOL_TERM_KINDS } from '../dice/ability-roll';
import { WoundSchema } from '../mechanics/wounds';
import { MODIFIER_DURATIONS, MODIFIER_ROLLS } from './context';
import { DeclaredActionSchema, LuckChoiceSchema } from './declarations';
import { NpcAutomationChangeSchema } from './npc-profiles';
import { CombatantPrivacySchema, RollDisplaySchema, WoundDisplaySchema } from '../../player/privacy';

const id = EntityIdSchema;
const label = z.string().trim().min(1).max(200);

export const RollModifierSchema = z.strictObject({
  // Dice (FS3.2, AresMUSH) or percent on a d100 (FS3.1: wounds down to −80 each, luck ±50).
  dice: z.number().int().min(-500).max(500),
  source: z.string().min(1).max(200),
  tag: z.string().max(50).optional(),
});

/** A pool as `shared/core` builds it; the machine recomputes its size from terms and modifiers. */
export const PoolSpecSchema = z.strictObject({
  terms: z.array(z.strictObject({ kind: z.enum(POOL_TERM_KINDS), name: label, rating: z.number().int().min(-20).max(50) })),
  modifiers: z.array(RollModifierSchema),
  attributeRating: z.number().int().min(0).max(50),
  size: z.number().int().min(-100).max(200),
  diceRolled: z.number().int().min(0).max(200),
  accent: z.enum(['negative', 'positive']).optional(),
  sfx: z.strictObject({ good: z.number().int().min(0).max(10), bad: z.number().int().min(11).max(21) }).optional(),
});

export const CoverSchema = z.strictObject({
  name: z.string().max(100).optional(),
  protection: z.number().positive().optional(),
  /** Issue 39 item 9 (seed 000 Cover, step 2): the hit locations it hides; absent or empty: the 75% roll. */
  covers: z.array(z.string().trim().min(1).max(100)).max(30).optional(),
});

/** A combatant joining the fight, with their gear and the wounds they bring in. */
/**
 * A stance id: FS3.2's five (normal, banzai, evade, cautious, cover) or an edition's own (AresMUSH
 * Third Edition reads its stances from the game's config). Which ids a combat accepts is the
 * rules' refusal (`stanceRefusal`), not the schema.
 */
export const StanceIdSchema = z.string().trim().min(1).max(40);

/** An edition's NPC level name (which names a combat accepts is the rules' refusal). */
export const NpcLevelSchema = z.string().trim().min(1).max(60);

/** A seat aboard a vehicle: the pilot's (one) or a passenger's. */
export const SeatRoleSchema = z.enum(['pilot', 'passenger']);

export const VehicleSpecSchema = z.strictObject({
  id,
  name: label,
  definition: VehicleSchema,
  chart: HitChartSchema,
  armor: ArmorSchema.nullable().default(null),
  /** Issue 39 item 5: the damage a campaign vehicle brings in (seed 001: vehicles stay damaged until repaired); absent: none. */
  wounds: z.array(WoundSchema).max(100).optional(),
  /** Issue 39 item 5: the campaign vehicle it is, whose damage the fight hands back; absent: a vehicle of this fight only. */
  campaignVehicleId: id.optional(),
  /** Issue 39: a campaign vehicle's stored crew who are in the fight, seated in the same step (pilot first); absent: nobody. */
  crew: z.array(z.strictObject({ combatantId: id, role: SeatRoleSchema })).max(50).optional(),
});
export type VehicleSpec = z.output<typeof VehicleSpecSchema>;

export const CombatantSpecSchema = z.strictObject({
  id,
  name: label,
  characterId: id.nullable().default(null),
  kind: z.enum(['pc', 'npc']).default('npc'),
  team: z.number().int().min(0).max(99),
  pools: z.record(label, PoolSpecSchema),
  weapon: WeaponSchema,
  armor: ArmorSchema.nullable().default(null),
  chart: HitChartSchema,
  stance: StanceIdSchema.default('normal'),
  cover: CoverSchema.nullable().default(null),
  /** Rounds in the clip; omitted: a full clip. */
  ammo: z.number().int().min(0).nullable().optional(),
  wounds: z.array(WoundSchema).max(100).default([]),
  /** Campaign ids of `wounds`, in the same order. */
  woundIds: z.array(id.nullable()).max(100).optional(),
  luckPoints: z.number().min(0).nullable().default(null),
  /** An NPC's level in an edition that has them (AresMUSH's `npc_types`: Goon, Boss …); absent: none. */
  level: NpcLevelSchema.optional(),
  /** A mount the combatant rides, in an edition that has them (AresMUSH's `mounts`); absent: none. */
  mount: NpcLevelSchema.optional(),
  /** The combatant type it joined as, in an edition that has them (AresMUSH's `combatant_types`); absent: the default type. */
  combatantType: NpcLevelSchema.optional(),
  /**
   * A vehicle that joins with it, the combatant at its controls (AresMUSH §C.2: a combatant type
   * with a `vehicle` pilots a new vehicle of that kind); absent: none.
   */
  pilots: VehicleSpecSchema.optional(),
  /** Issue 39: the seat a campaign vehicle's stored crew member takes aboard it in this fight, in the same step; absent: none. */
  boards: z.strictObject({ vehicleId: id, role: SeatRoleSchema }).optional(),
  /** Issue 21: the player-view overrides it joins with (an NPC may join hidden in the same step); absent: none. */
  privacy: CombatantPrivacySchema.optional(),
});
export type CombatantSpec = z.output<typeof CombatantSpecSchema>;

export const CombatantPatchSchema = z.strictObject({
  name: label.optional(),
  team: z.number().int().min(0).max(99).optional(),
  kind: z.enum(['pc', 'npc']).optional(),
  pools: z.record(label, PoolSpecSchema).optional(),
  weapon: WeaponSchema.optional(),
  armor: ArmorSchema.nullable().optional(),
  chart: HitChartSchema.optional(),
  stance: StanceIdSchema.optional(),
  cover: CoverSchema.nullable().optional(),
  ammo: z.number().int().min(0).nullable().optional(),
  luckPoints: z.number().min(0).nullable().optional(),
  suppression: z.number().int().min(0).max(20).optional(),
  /** null: no level (the edition's default for an NPC). */
  level: NpcLevelSchema.nullable().optional(),
  /** null: dismounted. */
  mount: NpcLevelSchema.nullable().optional(),
  /** null: the edition's default combatant type. */
  combatantType: NpcLevelSchema.nullable().optional(),
  /** Aboard a vehicle: true = shot directly, false = through the vehicle's armor (the default). */
  exposed: z.boolean().optional(),
});

export const DeclarationInputSchema = z.strictObject({
  combatantId: id,
  action: DeclaredActionSchema,
  /** The second and third actions of the turn (seed 003 "up to three actions per turn"); only editions whose procedures allow them. */
  more: z.array(DeclaredActionSchema).max(2).optional(),
  luck: LuckChoiceSchema.nullable().default(null),
  stance: StanceIdSchema.optional(),
});

export const CustomModifierSchema = z.strictObject({
  id,
  combatantId: id,
  // ±20 dice, or ±100 percent for an edition that adds modifiers to a d100 (FS3.1); the GM
  // screen's field keeps to the edition's range.
  dice: z.number().int().min(-100).max(100),
  reason: label,
  roll: z.enum(MODIFIER_ROLLS),
  duration: z.enum(MODIFIER_DURATIONS),
});

/** A storyteller's condition as added (issue 18): `turns` absent or null: until removed. */
export const ConditionInputSchema = z.strictObject({
  id,
  name: z.string().trim().min(1).max(80),
  turns: z.number().int().min(1).max(99).nullable().optional(),
});

/**
 * Issue 21: a change to what the players see of some combatants; an absent field stays as it is,
 * null clears the override back to the campaign's setting.
 */
export const PrivacyChangeSchema = z.strictObject({
  hidden: z.boolean().optional(),
  publicName: z.string().trim().min(1).max(80).nullable().optional(),
  wounds: WoundDisplaySchema.nullable().optional(),
  rolls: RollDisplaySchema.nullable().optional(),
});
export type PrivacyChange = z.output<typeof PrivacyChangeSchema>;

/** Issue 35: a name the players see (the fight's title, a team's name); null clears it. */
const playerWords = z.string().trim().min(1).max(80).nullable();
export const PlayerNamesChangeSchema = z.strictObject({
  /** The fight's title for the players (absent: kept; null: the neutral "Fight"). */
  title: playerWords.optional(),
  /** Teams' names for the players (null: the neutral "Team N"). */
  teams: z.array(z.strictObject({ team: z.number().int().min(0).max(99), name: playerWords })).max(100).optional(),
});
export type PlayerNamesChange = z.output<typeof PlayerNamesChangeSchema>;

const cmd = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape });

/** Every command, discriminated by `type`. */
export const CombatCommandSchema = z.discriminatedUnion('type', [
  /** One or many (bulk NPC setup) at once. */
  cmd('combatant.add', { combatants: z.array(CombatantSpecSchema).min(1).max(1000) }),
  cmd('combatant.remove', { combatantId: id }),
  cmd('combatant.update', { combatantId: id, patch: CombatantPatchSchema }),
  cmd('team.rename', { team: z.number().int().min(0).max(99), name: label }),
  cmd('vehicle.add', { vehicle: VehicleSpecSchema }),
  cmd('vehicle.remove', { vehicleId: id }),
  cmd('vehicle.board', { vehicleId: id, combatantId: id, role: z.enum(['pilot', 'passenger']) }),
  cmd('vehicle.leave', { combatantId: id }),
  cmd('combat.start', {}),
  cmd('action.declare', { declarations: z.array(DeclarationInputSchema).min(1).max(2000) }),
  cmd('action.quickDeclare', { combatantIds: z.array(id).max(2000).optional() }),
  /** Issue 41: NPCs declare on their own (named ones, or every undeclared NPC set to automatic or suggest). */
  cmd('npc.autoDeclare', { combatantIds: z.array(id).min(1).max(2000).optional() }),
  /** Issue 41: NPCs' or teams' automation (mode, profile, ally, target teams), one undoable step. */
  cmd('npc.setAuto', { combatantIds: z.array(id).max(2000).default([]), teams: z.array(z.number().int().min(0).max(99)).max(100).default([]), change: NpcAutomationChangeSchema }),
  cmd('initiative.roll', {}),
  /** An initiative-first turn (seed 003): everyone has declared, the actions begin in initiative order. */
  cmd('actions.begin', {}),
  cmd('initiative.reorder', { order: z.array(id).min(1).max(2000) }),
  cmd('action.resolveNext', {}),
  cmd('action.resolveAll', {}),
  cmd('knockout.roll', {}),
  cmd('turn.end', {}),
  cmd('combat.end', {}),
  cmd('wound.add', { targetId: id, wound: WoundSchema }),
  cmd('wound.edit', { targetId: id, index: z.number().int().min(0), wound: WoundSchema }),
  cmd('wound.remove', { targetId: id, index: z.number().int().min(0) }),
  /** Seed 004: a luck point moves the injury just taken to another hit location (cosmetic). */
  /** Issue 39 item 2 (seeds 002/004): after seeing the latest action's rolls, luck re-rolls one of them and keeps the better. */
  cmd('luck.reroll', { combatantId: id, roll: z.enum(['attack', 'defense']) }),
  cmd('wound.moveWithLuck', { targetId: id, index: z.number().int().min(0), location: z.string().trim().min(1).max(100) }),
  cmd('combatant.knockOut', { targetId: id }),
  cmd('combatant.revive', { targetId: id, useLuck: z.boolean().default(false) }),
  cmd('modifier.add', { modifier: CustomModifierSchema }),
  cmd('modifier.remove', { modifierId: id }),
  /** Issue 18: hold an action out of the pending order, and release it ("act now": goes next). */
  cmd('action.hold', { combatantId: id }),
  cmd('action.release', { combatantId: id }),
  /** Issue 18: per-combatant conditions with an optional duration in turns, and a free note ('' clears). */
  cmd('condition.add', { combatantId: id, condition: ConditionInputSchema }),
  cmd('condition.edit', { combatantId: id, conditionId: id, name: z.string().trim().min(1).max(80).optional(), turns: z.number().int().min(1).max(99).nullable().optional() }),
  cmd('condition.remove', { combatantId: id, conditionId: id }),
  cmd('note.set', { combatantId: id, note: z.string().trim().max(500) }),
  /**
   * Issue 18: the GM screen's bulk change (selection bar), one undoable step: patches for many
   * combatants and storyteller modifiers for many, applied in order (see bulk.ts).
   */
  cmd('combatant.updateMany', {
    updates: z.array(z.strictObject({ combatantId: id, patch: CombatantPatchSchema })).max(2000),
    modifiers: z.array(CustomModifierSchema).max(2000).default([]),
  }),
  /** Issue 21: the player-view privacy of one or many combatants (hide, reveal all, a public name …), one undoable step. */
  cmd('privacy.set', { combatantIds: z.array(id).min(1).max(2000), change: PrivacyChangeSchema }),
  /** Issue 35: the fight's title and team names as the players see them (one undoable step; see shown.ts). */
  cmd('privacy.names', PlayerNamesChangeSchema.shape),
]);
/** A storyteller command as received (after parsing). */
export type CombatCommand = z.output<typeof CombatCommandSchema>;
export type CombatCommandInput = z.input<typeof CombatCommandSchema>;
export type CombatCommandType = CombatCommand['type'];
/** The command of one type. */
export type CommandOf<T extends CombatCommandType> = Extract<CombatCommand, { type: T }>;

/** Every command type, in a stable order (views list what is allowed in this order). */
export const COMBAT_COMMAND_TYPES = CombatCommandSchema.options.map(
  (o) => o.shape.type.value,
) as readonly CombatCommandType[];

/** What the machine receives: the command plus every die the host rolled for it. */
export type CombatMachineEvent = CombatCommand & { dice: DiceRecord[] };
