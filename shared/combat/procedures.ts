/**
 * The seam through which an edition plays its own turn on the combat machine (issue 15): when a
 * combat's rules carry `procedures`, the turn's dice-rolling steps (initiative, resolving, the
 * end-of-turn checks and the end of the turn) run the edition's functions instead of FS3.2's.
 * Everything else (roster, declarations, overrides, undo/redo, dice recorded in events) is the
 * machine's own. FS3.2 supplies none, so its steps are unchanged.
 */
import type { CombatantState, CombatContext } from './context';
import type { LuckChoice } from './declarations';
import type { OddsAnswer, OddsQuery } from './declaration-odds';
import type { StepEnv, StepResult } from './step';
import type { Wound } from '../rules/combat/wounds';

export type TurnProcedures = {
  /** The edition's id, for notes and checks. */
  edition: string;
  /** Abilities the procedures roll beyond the setting's special roles and the weapons' skills (pools a combatant needs). */
  abilities: readonly string[];
  /** The stance ids a combat of this edition accepts (its lists offer them). */
  stances: readonly string[];
  /** The NPC levels a combatant may have (AresMUSH's `npc_types`); absent: the edition has none. */
  npcLevels?: readonly string[];
  /** The mounts a combatant may ride (AresMUSH's `mounts`); absent: none. */
  mounts?: readonly string[];
  /** Whether Treat may target a vehicle (jury-rigging); absent: no (AresMUSH §C.18: vehicles never heal). */
  treatsVehicles?: boolean;
  /** Whether a combatant may declare a `task` action (seed 003's rolls of any characteristic + skill); absent: no. */
  taskActions?: boolean;
  /** Actions a combatant may declare in one turn (seed 003: up to three); absent: 1, and `more` is refused. */
  maxActions?: number;
  rollInitiative(env: StepEnv, ctx: CombatContext): StepResult;
  /** Resolves up to `count` slots of the order from `ctx.order.next`. */
  resolveSlots(env: StepEnv, ctx: CombatContext, count: number): StepResult;
  /** The checks after every action (the machine's `knockout.roll`). */
  rollKnockouts(env: StepEnv, ctx: CombatContext): StepResult;
  endTurn(env: StepEnv, ctx: CombatContext): StepResult;
  /** The whole dice a combatant's (or vehicle's) wounds cost each roll, as the GM screen shows it. */
  woundPenalty?(wounds: readonly Wound[]): number;
  /** The declare panel's odds of one attack by the edition's own procedure (no dice rolled). */
  odds?(ctx: CombatContext, query: OddsQuery): OddsAnswer | null;
  /** Many at once on one working copy (issue 18: a whole declare panel); absent: `odds` one by one. */
  oddsMany?(ctx: CombatContext, queries: readonly OddsQuery[]): (OddsAnswer | null)[];
  /**
   * The edition's own way back from a knockout with luck (`combatant.revive` with `useLuck`), and
   * why it is refused (null: allowed). The organizer's revive without luck stays the machine's.
   */
  heroRefusal?(ctx: CombatContext, targetId: string): string | null;
  /**
   * The edition's own check of the luck a combatant earmarks (replacing the seed's "one roll a
   * turn" check): e.g. Third Edition's one reason a turn, switched for free (§C.21).
   */
  luckRefusal?(c: CombatantState, luck: LuckChoice): string | null;
  hero?(env: StepEnv, ctx: CombatContext, targetId: string): StepResult;
};
