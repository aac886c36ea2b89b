/**
 * The shape of the combat view pushed to every window (`combat.changed`; see view.ts for how a
 * snapshot is projected onto it), checked where it crosses a process boundary.
 */
import { z } from 'zod';
import { EntityIdSchema } from '../../domain/ids';
import { WoundSchema } from '../mechanics/wounds';
import { COMBAT_COMMAND_TYPES, CoverSchema, CustomModifierSchema, StanceIdSchema, type CombatCommandType } from './commands';
import { DeclaredActionSchema, LuckChoiceSchema } from './declarations';
import { COMBAT_PHASES } from './machine';
import { CombatantPrivacySchema } from '../../player/privacy';
import { NpcAutomationSchema } from './npc-profiles';

const id = EntityIdSchema;

export const CombatantViewSchema = z.object({
  id,
  name: z.string(),
  characterId: id.nullable(),
  kind: z.enum(['pc', 'npc']),
  team: z.number().int(),
  weapon: z.string(),
  ammo: z.number().int().nullable(),
  /** Rounds in a full clip (null: no ammunition). */
  clip: z.number().int().nullable(),
  armor: z.string().nullable(),
  chart: z.string(),
  stance: StanceIdSchema,
  cover: CoverSchema.nullable(),
  wounds: z.array(WoundSchema),
  woundModifier: z.number(),
  suppression: z.number(),
  aim: z.object({ targetId: z.string(), turn: z.number() }).nullable(),
  knockedOut: z.boolean(),
  subduedBy: id.nullable(),
  luckPoints: z.number().nullable(),
  luckUsed: z.number(),
  /** `more`: the second and third actions (issue 22), so the declare panel shows a declaration as made. */
  declaration: z.object({ action: DeclaredActionSchema, more: z.array(DeclaredActionSchema).optional(), luck: LuckChoiceSchema.nullable() }).nullable(),
  /** "attack Alice (burst)", for the declaration list. */
  declarationText: z.string().nullable(),
  vehicleId: id.nullable(),
  damagedThisTurn: z.boolean(),
  /** An NPC's level (editions with NPC levels). */
  level: z.string().optional(),
  /** The mount ridden (editions with mounts). */
  mount: z.string().optional(),
  /** The combatant type (editions with types; absent: the default type). */
  combatantType: z.string().optional(),
  /** Aboard a vehicle but shot directly, not through its armor (the storyteller's override). */
  exposed: z.boolean().optional(),
  /** Issue 39 item 6: the chance the knockout roll fails with the current wounds (0–1), in an edition that shows it. */
  knockoutChance: z.number().min(0).max(1).optional(),
  /** The storyteller's conditions (issue 18): `endsAfter` is the last turn; null: until removed. */
  conditions: z.array(z.object({ id, name: z.string(), turns: z.number().int().nullable(), since: z.number().int(), endsAfter: z.number().int().nullable() })).optional(),
  /** The storyteller's note (issue 18). */
  note: z.string().optional(),
  /** This turn's initiative and the factor it was rolled with ("2d6+2"), once rolled (initiative-first editions). */
  initiative: z.object({ roll: z.number().int(), factor: z.string() }).optional(),
  /** Issue 21: the storyteller's player-view overrides (hidden, public name, wounds, rolls); absent: the campaign's. */
  privacy: CombatantPrivacySchema.optional(),
  /** Issue 35: given when the players first saw it, never changed (`order`, an NPC's public number `npc`); absent: never shown. */
  shown: z.object({ order: z.number().int(), npc: z.number().int().optional() }).optional(),
  /** Issue 41: the NPC's own automation setting (mode, profile …); absent: its team's or manual. */
  npcAuto: NpcAutomationSchema.optional(),
  /** Issue 41: this turn's suggested action ('suggest' mode), for the storyteller to accept, with its words. */
  npcSuggestion: z.object({ action: DeclaredActionSchema, more: z.array(DeclaredActionSchema).optional(), stance: z.string().optional(), text: z.string() }).optional(),
  /** What the combatant's task actions can roll (editions with task actions, seed 003). */
  tasks: z
    .object({
      characteristics: z.array(z.object({ name: z.string(), rating: z.number().int() })),
      skills: z.array(z.object({ name: z.string(), rating: z.number().int() })),
    })
    .optional(),
});
export type CombatantView = z.infer<typeof CombatantViewSchema>;

export const VehicleViewSchema = z.object({
  id,
  name: z.string(),
  vehicle: z.string(),
  pilotId: id.nullable(),
  passengerIds: z.array(id),
  wounds: z.array(WoundSchema),
  woundModifier: z.number(),
  knockedOut: z.boolean(),
});

export const HistoryViewSchema = z.object({
  /** Storyteller steps in effect (undo moves it back, redo forward). */
  position: z.number().int().min(0),
  /** Steps that can be redone are those between `position` and `length`. */
  length: z.number().int().min(0),
  canUndo: z.boolean(),
  canRedo: z.boolean(),
});
export type HistoryView = z.infer<typeof HistoryViewSchema>;

const ChoiceSchema = z.object({ id: z.string(), label: z.string(), hint: z.string().optional() });

/**
 * The system the combat plays by, and the lists the GM screen offers (from the edition: no list
 * is a constant in the renderer). `revision` < `campaignRevision`: the setting changed since the
 * fight started, and the storyteller may adopt the new one.
 */
export const CombatSystemViewSchema = z.object({
  edition: z.string(),
  /** Issue 19: what a modifier's number counts, 'percent' on a d100 (FS3.1) or 'dice' (absent: dice). */
  modifierUnit: z.enum(['dice', 'percent', 'goal']).optional(),
  /**
   * The edition's turn (seed 003): initiative rolled before the declarations, and how many actions
   * a combatant may declare. Absent: FS3.2's turn (declare, initiative, one action each).
   */
  turnShape: z.object({ initiativeFirst: z.boolean(), maxActions: z.number().int().min(1) }).optional(),
  revision: z.number().int(),
  campaignRevision: z.number().int(),
  lists: z.object({
    actions: z.array(ChoiceSchema),
    stances: z.array(ChoiceSchema),
    rangeBands: z.array(ChoiceSchema),
    luckOptions: z.array(ChoiceSchema),
    coverTypes: z.array(z.object({ name: z.string(), protection: z.number() })),
    woundSeverities: z.array(ChoiceSchema),
    /** The NPC levels an NPC may have (absent: the edition has none) and the one a new NPC gets. */
    npcLevels: z.object({ choices: z.array(ChoiceSchema), default: z.string() }).optional(),
    /** The mounts a combatant may ride (absent: none). */
    mounts: z.array(ChoiceSchema).optional(),
    /** Explosion zones a target can be declared in (absent or empty: the edition has none). */
    blastZones: z.array(ChoiceSchema).optional(),
    /** True when the edition's damage has no hit location (seed 003: levels lost); the wound form asks none. */
    unlocatedWounds: z.boolean().optional(),
    /** Combatant types and the gear each starts with ("Rifle+Ap"); absent: none. */
    combatantTypes: z.array(ChoiceSchema.extend({ weapon: z.string().nullable(), armor: z.string().nullable(), mount: z.string().nullable().optional(), vehicle: z.string().nullable().optional(), chart: z.string().nullable().optional(), default: z.boolean().optional() })).optional(),
    /** The vehicles a fight adds, numbers as the hint (absent: the campaign's gear catalog). */
    vehicles: z.array(ChoiceSchema).optional(),
    /** A taken pilot seat takes a new pilot, and seats change without leaving first (AresMUSH §C.18). */
    boardsOwnWay: z.boolean().optional(),
    /** Issue 42: choices the edition lacks, each with the reason a declaration using it is refused (absent: it has them). */
    lacks: z.object({ vehicleTargets: z.string().optional(), calledShots: z.string().optional() }).optional(),
    /** The edition's words (FS3.2's when absent). */
    words: z
      .object({ stress: z.string(), stressShort: z.string(), revive: z.string(), reviveWithLuck: z.string().nullable(), moveInjury: z.string().nullable().optional(), luck: z.string().optional(), severityShort: z.record(z.string(), z.string()) })
      .optional(),
  }),
});
export type CombatSystemView = z.infer<typeof CombatSystemViewSchema>;

export const CombatViewSchema = z.object({
  combatId: id,
  machineVersion: z.number().int(),
  phase: z.enum(COMBAT_PHASES),
  turn: z.number().int(),
  /** `publicName`/`shown`: the team's name and public number for the players (issue 35); absent: none. */
  teams: z.array(z.object({ id: z.number().int(), name: z.string(), publicName: z.string().optional(), shown: z.number().int().optional(), npcAuto: NpcAutomationSchema.optional() })),
  /** Issue 35: the fight's title for the players (absent: the neutral "Fight"). */
  playerTitle: z.string().optional(),
  combatants: z.array(CombatantViewSchema),
  vehicles: z.array(VehicleViewSchema),
  modifiers: z.array(CustomModifierSchema),
  /** Active combatants who have not declared yet ("who has not declared"). */
  undeclared: z.array(id),
  /**
   * Initiative-first editions (seed 003), once initiative is rolled: the order people declare in,
   * lowest initiative first (the first of them still in `undeclared` is the one to declare next).
   */
  declareOrder: z.array(id).optional(),
  order: z
    .array(
      z.object({
        id,
        name: z.string(),
        hits: z.number().int(),
        tieBreak: z.number().int().nullable(),
        resolved: z.boolean(),
        /** Which of the combatant's declared actions this slot is (0 the first); absent: their one action. */
        action: z.number().int().min(0).optional(),
        /** The slot's words ("Dex + Shoot at Kurgan") in an edition with several actions a turn. */
        label: z.string().optional(),
        /** Acts at the same moment as the slot before it (seed 003: equal initiative and Wits). */
        simultaneous: z.boolean().optional(),
      }),
    )
    .nullable(),
  nextActorId: id.nullable(),
  /** Combatants holding their action this turn, in the order they held (issue 18); absent: none. */
  held: z.array(z.object({ id, name: z.string(), hits: z.number().int() })).optional(),
  /** Issue 39 item 2: who may spend luck now to re-roll a roll of the action just resolved; absent: nobody. */
  luckAfter: z.array(z.object({ combatantId: id, name: z.string(), roll: z.enum(['attack', 'defense']) })).optional(),
  /** Command type → accepted now. Commands with a payload are checked fully when sent. */
  allowed: z.record(z.enum(COMBAT_COMMAND_TYPES as [CombatCommandType, ...CombatCommandType[]]), z.boolean()),
  history: HistoryViewSchema,
  system: CombatSystemViewSchema,
});
export type CombatView = z.infer<typeof CombatViewSchema>;
