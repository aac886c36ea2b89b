/**
 * The combat machine's context: plain JSON only, so that `getPersistedSnapshot()` can be stored
 * as-is and a replay can be compared with it byte for byte. Gear is kept once per combat by name
 * (a 500-combatant snapshot would otherwise carry 500 copies of the hit chart).
 */
import type { DiceRecord } from '../../domain/combat-log';
import type { Armor, HitChart, Vehicle, Weapon } from '../../domain/gear';
import type { PoolSpec } from '../dice/ability-roll';
import type { AimState } from '../mechanics/actions';
import type { Cover } from '../mechanics/protection';
import type { TurnAbilities } from '../mechanics/turn-state';
import type { Wound } from '../mechanics/wounds';
import type { DeclaredAction, LuckChoice } from './declarations';
import type { CombatantPrivacy } from '../../player/privacy';
import type { NpcAutomation, NpcSuggestion } from './npc-profiles';
import { placeOf } from './places';

/** Weapons, armor, hit charts and vehicles used in this combat, by name. */
export type CombatGear = {
  weapons: Record<string, Weapon>;
  armor: Record<string, Armor>;
  charts: Record<string, HitChart>;
  vehicles: Record<string, Vehicle>;
};

/**
 * What a combatant does this turn: the action, and the one combat luck use they earmarked.
 * `more`: the second and third actions, for an edition whose procedures set `maxActions` above 1.
 */
export type Declaration = { action: DeclaredAction; luck: LuckChoice | null; more?: DeclaredAction[] };

/** A declaration's actions in turn order: the first, then any extra ones (seed 003: up to three a turn). */
export function declaredActions(d: Declaration): DeclaredAction[] {
  return d.more?.length ? [d.action, ...d.more] : [d.action];
}

/** One person in the fight. Gear fields name entries of {@link CombatGear}. */
export type CombatantState = {
  id: string;
  name: string;
  /** The campaign character whose wounds this combatant carries (null: a one-off NPC). */
  characterId: string | null;
  kind: 'pc' | 'npc';
  team: number;
  /** Key of the combatant's stat block in {@link CombatContext.statBlocks}. */
  stats: string;
  weapon: string;
  ammo: number | null;
  armor: string | null;
  chart: string;
  /** A stance id (see `StanceIdSchema`): FS3.2's five, or the edition's own. */
  stance: string;
  cover: Cover | null;
  wounds: Wound[];
  /** Campaign wound ids parallel to `wounds` (null: taken in this combat). */
  woundIds: (string | null)[];
  suppression: number;
  aim: AimState | null;
  knockedOut: boolean;
  subduedBy: string | null;
  /** Luck points left (null: not tracked, e.g. a mook). */
  luckPoints: number | null;
  /** Rolls modified with combat luck this turn (seed 004: one per turn). */
  luckUsed: number;
  declaration: Declaration | null;
  damagedThisTurn: boolean;
  /** An NPC's level in an edition that has them (AresMUSH's `npc_types`); absent: none. */
  level?: string;
  /** The mount ridden (AresMUSH's `mounts`); absent: none. */
  mount?: string;
  /**
   * The combatant type (AresMUSH's `combatant_types`: its defense skill, its hit chart); absent: the
   * edition's default type, as every fight stored before issue 40 played.
   */
  combatantType?: string;
  /**
   * Who wounded this combatant this turn, by name as the log writes them (AresMUSH's `damaged_by`,
   * named in its end-of-turn "KO'd! (Damaged This Turn By: …)"), kept from the resolve step to the
   * knockout step; absent: nobody, or a fight from before resolution revision 3.
   */
  damagedBy?: string[];
  /**
   * The storyteller's word that this occupant of a vehicle is shot directly, not through the
   * vehicle's armor (a biker, a gunner in an open hatch); absent: behind the armor.
   */
  exposed?: boolean;
  /** The storyteller's conditions on this combatant ("Blinded, 2 turns"); absent: none (issue 18). */
  conditions?: Condition[];
  /** The storyteller's free note on this combatant; absent: none (issue 18). */
  note?: string;
  /** This turn's initiative in an edition that rolls it before declarations (seed 003); absent: not rolled. */
  initiative?: TurnInitiative;
  /** Issue 21: the storyteller's player-view overrides (hidden, public name, wounds, rolls); absent: the campaign's. */
  privacy?: CombatantPrivacy;
  /** Issue 35: the marks given when the players first saw this combatant; absent: never shown (shown.ts). */
  shown?: ShownMark;
  /** Issue 41: this NPC's automation (mode, profile) over its team's; absent: the team's, else manual. */
  npcAuto?: NpcAutomation;
  /** Issue 41: the action chosen for the storyteller to accept ('suggest' mode); absent: none. */
  npcSuggestion?: NpcSuggestion;
};

/**
 * Issue 35: assigned once, by the step in which players first see a combatant, and never changed:
 * `order` is its place in the order combatants became visible (the players' list before
 * initiative), `npc` an NPC's public number ("NPC 2"). Counted over what players were shown only,
 * so no number tells of a hidden combatant.
 */
export type ShownMark = { order: number; npc?: number };

/**
 * A team. `publicName`: the storyteller's name for it on the players' screens (issue 35; absent:
 * "Team N"); `shown`: its public number N, given when it first has a member the players see.
 */
export type TeamState = { id: number; name: string; publicName?: string; shown?: number; npcAuto?: NpcAutomation };

/** Issue 35: what the players are told of the fight itself, and the counters of `ShownMark`s given. */
export type PlayersPart = {
  /** The fight's title for the players (absent: the neutral "Fight"; the fight's own name is the storyteller's). */
  title?: string;
  shown: { combatants: number; npcs: number; teams: number };
};

/**
 * A combatant's initiative for the turn in an initiative-first edition: `roll` the factor's dice
 * with the modifiers on the whole turn (wounds, the storyteller's), `factor` its dice in words
 * ("2d6+2"), `dice` the faces rolled, and `rank` what breaks a tie (seed 003: the higher Wits acts
 * first; equal ranks act simultaneously).
 */
export type TurnInitiative = { roll: number; factor: string; dice: number[]; rank: number | null };

/**
 * A storyteller's condition (issue 18): a reminder with an optional duration in turns, counted
 * from the turn it was set (`since`; setup counts as turn 1). It ends at the end of turn
 * `endsAfter`; null: until removed. It changes no roll (modifiers do that).
 */
export type Condition = { id: string; name: string; turns: number | null; since: number; endsAfter: number | null };

/** A vehicle in the fight, with who is aboard. Its damage is its own. */
export type VehicleState = {
  id: string;
  name: string;
  /** Name in {@link CombatGear.vehicles}. */
  vehicle: string;
  pilotId: string | null;
  passengerIds: string[];
  wounds: Wound[];
  knockedOut: boolean;
  damagedThisTurn: boolean;
  /** Issue 39 item 5: the campaign vehicle it is (its damage goes back to it with every step); absent: this fight's own. */
  campaignVehicleId?: string;
};

export const MODIFIER_ROLLS = ['all', 'attack', 'defense', 'initiative', 'toughness'] as const;
/** Which of a combatant's rolls a storyteller modifier applies to. */
export type ModifierRoll = (typeof MODIFIER_ROLLS)[number];
export const MODIFIER_DURATIONS = ['turn', 'combat'] as const;
export type ModifierDuration = (typeof MODIFIER_DURATIONS)[number];

/** A storyteller's custom modifier ("Smoke -2"), shown with its reason in every roll it touches. */
export type CustomModifier = {
  id: string;
  combatantId: string;
  dice: number;
  reason: string;
  roll: ModifierRoll;
  duration: ModifierDuration;
};

/**
 * One place in the turn's order; the rolls themselves are in the log. `action`: which of the
 * combatant's declared actions this slot resolves (0 the first, 1 and 2 `Declaration.more`) in an
 * edition with several actions a turn; absent: the one declared action. `simultaneous`: this slot
 * acts at the same moment as the one before it (seed 003: equal initiative and equal Wits).
 */
export type OrderSlot = { id: string; hits: number; tieBreak: number | null; action?: number; simultaneous?: boolean };

/**
 * The turn's initiative order and how far resolution has got. `held`: combatants who hold their
 * action (issue 18), out of the pending order until released or the pending order runs out;
 * absent: nobody holds.
 */
export type TurnOrder = { slots: OrderSlot[]; next: number; held?: OrderSlot[] };

/** The machine's whole context. */
export type CombatContext = {
  combatId: string;
  /** 0 during setup, then the current turn. */
  turn: number;
  abilities: TurnAbilities;
  gear: CombatGear;
  /**
   * Pools by ability name (weapon skills, defense skills, initiative, toughness, first aid), kept
   * once per distinct stat block: a horde of identical NPCs stores its numbers once, which halves
   * a 500-combatant snapshot.
   */
  statBlocks: Record<string, Record<string, PoolSpec>>;
  teams: TeamState[];
  combatants: CombatantState[];
  vehicles: VehicleState[];
  modifiers: CustomModifier[];
  order: TurnOrder | null;
  /** Campaign wounds the storyteller deleted during the fight (removed from the character at the end). */
  removedWoundIds: string[];
  /** FS3.2 resolution revision (`COMBAT_RESOLUTION_REVISION`); absent: 1, a combat from before issue 16. */
  resolutionRevision?: number;
  /** Issue 35: the players' title and the public numbers given so far; absent: none given yet. */
  players?: PlayersPart;
  /**
   * Issue 39 item 2: the action the latest step resolved, kept only while that step is the latest,
   * so luck may re-roll one of its rolls after it was seen (luck-after.ts); absent otherwise.
   */
  lastRoll?: LastRoll | null;
};

/** The context before the latest resolved action, its dice, and who acted (see `CombatContext.lastRoll`). */
export type LastRoll = { before: CombatContext; dice: DiceRecord[]; actorIds: string[] };

/** What the machine is created with (`resolutionRevision` absent: 1, see version.ts). */
export type CombatInput = { combatId: string; abilities: TurnAbilities; resolutionRevision?: number };

/** The empty context of a new combat. */
export function initialContext(input: CombatInput): CombatContext {
  return {
    combatId: input.combatId,
    turn: 0,
    abilities: { ...input.abilities },
    gear: { weapons: {}, armor: {}, charts: {}, vehicles: {} },
    statBlocks: {},
    teams: [],
    combatants: [],
    vehicles: [],
    modifiers: [],
    order: null,
    removedWoundIds: [],
    ...(input.resolutionRevision !== undefined ? { resolutionRevision: input.resolutionRevision } : {}),
  };
}

/** The FS3.2 resolution revision `ctx` plays by (1: stored before issue 16). */
export function resolutionRevisionOf(ctx: CombatContext): number {
  return ctx.resolutionRevision ?? 1;
}

/** The combatant with `id`, or undefined (places.ts: O(1) in a big fight). */
export function findCombatant(ctx: CombatContext, id: string): CombatantState | undefined {
  const at = placeOf(ctx.combatants, id);
  return at < 0 ? undefined : ctx.combatants[at];
}

/** A combatant's pools by ability name. */
export function poolsOf(ctx: CombatContext, c: CombatantState): Record<string, PoolSpec> {
  const pools = ctx.statBlocks[c.stats];
  if (!pools) throw new Error(`Combat context has no stat block ${c.stats}`);
  return pools;
}

/** The key of a stat block equal to `pools`, adding it when new. Keys are numbered in order, so replays agree. */
export function internStats(blocks: CombatContext['statBlocks'], pools: Record<string, PoolSpec>): { blocks: CombatContext['statBlocks']; key: string } {
  const text = JSON.stringify(pools);
  for (const [key, block] of Object.entries(blocks)) if (JSON.stringify(block) === text) return { blocks, key };
  const key = `s${Object.keys(blocks).length + 1}`;
  return { blocks: { ...blocks, [key]: pools }, key };
}

/** The vehicle with `id`, or undefined. */
export function findVehicle(ctx: CombatContext, id: string): VehicleState | undefined {
  return ctx.vehicles.find((v) => v.id === id);
}

/** The vehicle `combatantId` is piloting or riding in, if any. */
export function vehicleOf(ctx: CombatContext, combatantId: string): VehicleState | undefined {
  return ctx.vehicles.find((v) => v.pilotId === combatantId || v.passengerIds.includes(combatantId));
}

/** Replaces the combatant with the same id (immutably). */
export function replaceCombatant(ctx: CombatContext, next: CombatantState): CombatContext {
  return { ...ctx, combatants: ctx.combatants.map((c) => (c.id === next.id ? next : c)) };
}

/** Whether a combatant takes part in this turn's actions (knocked-out people do not, seed 004). */
export function canAct(c: CombatantState): boolean {
  return !c.knockedOut;
}

/** Ids of active combatants who still have to declare an action. */
export function undeclared(ctx: CombatContext): string[] {
  return ctx.combatants.filter((c) => canAct(c) && c.declaration === null).map((c) => c.id);
}
