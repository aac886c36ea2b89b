/**
 * The seam through which an edition plays its own turn on the combat machine (issue 15): when a
 * combat's rules carry `procedures`, the turn's dice-rolling steps (initiative, resolving, the
 * end-of-turn checks and the end of the turn) run the edition's functions instead of FS3.2's.
 * Everything else (roster, declarations, overrides, undo/redo, dice recorded in events) is the
 * machine's own. FS3.2 supplies none, so its steps are unchanged.
 */
import type { CombatantState, CombatContext, OrderSlot, VehicleState } from './context';
import type { DeclaredAction, LuckChoice } from './declarations';
import type { OddsAnswer, OddsQuery } from './odds-types';
import type { LabelledRng } from './dice-tape';
import type { CombatLogEntry } from './log-entries';
import type { CombatRuleset } from '../mechanics/combat-ruleset';
import type { Wound } from '../mechanics/wounds';
import type { NpcDecision, NpcSettings } from './npc-profiles';
import type { ExactOutcome, SampledOutcomes, VehicleShotOdds } from './forecast-types';

/**
 * The declare panel's exact odds of one task action (an edition whose turn is made of tasks, seed
 * 003): the goal number and dice it would roll, and what may come of it. No die is rolled.
 */
export type TaskOdds = {
  goal: number;
  dice: number;
  /** The goal in words: "Dex 7 + Shoot 7 − 5 (two actions) = goal 9, 3d20". */
  text: string;
  pSuccess: number;
  /** Each victory-point count of a success with its chance (after the SFX die). */
  vp: { vp: number; p: number }[];
  pGoodSfx: number;
  pBadSfx: number;
};

/**
 * One action of a combatant's declaration as the panel has it now (`actions`: the first action and
 * the extra ones, `index` the one asked about), with the hero-pool luck earmarked for it.
 */
export type TaskOddsQuery = {
  combatantId: string;
  actions: DeclaredAction[];
  index: number;
  luck?: 'bonus' | 'reroll' | null;
  /** With `luck` 'reroll': 2 for a second re-roll while the kept roll still fails (seed 003); absent: one. */
  rerolls?: 1 | 2;
};

/** What a combatant's task actions can roll: their characteristics and skills with ratings. */
export type TaskChoices = { characteristics: { name: string; rating: number }[]; skills: { name: string; rating: number }[] };

/**
 * Issue 41: what an NPC deciding its action is given: its settings, and its target drawn by its
 * profile from the step's dice (`target()` draws only when called, so an NPC that reloads or
 * escapes rolls nothing, as AresMUSH calls `find_ai_target` only then; null: no enemy to target).
 */
export type NpcChoice = { settings: NpcSettings; target(): CombatantState | null };

/** What `vehicle.board` asks: who boards which vehicle, in which seat. */
export type BoardCommand = { vehicleId: string; combatantId: string; role: 'pilot' | 'passenger' };

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
  /** The combatant types a combatant may be (AresMUSH's `combatant_types`); absent: none. */
  combatantTypes?: readonly string[];
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
  /** The turn summary's name of a wound's level ("Vitality-level wound"); absent: the severity ("Serious"). */
  woundLevel?(wound: Wound): string;
  /** The log's name of a wound the storyteller adds, edits or removes ("vitality level"); absent: "serious wound to the Head". */
  woundName?(wound: Wound): string;
  /** The declare panel's odds of one attack by the edition's own procedure (no dice rolled). */
  odds?(ctx: CombatContext, query: OddsQuery): OddsAnswer | null;
  /** Many at once on one working copy (issue 18: a whole declare panel); absent: `odds` one by one. */
  oddsMany?(ctx: CombatContext, queries: readonly OddsQuery[], rules: CombatRuleset): (OddsAnswer | null)[];
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
  /** The luck ledger's words for what earmarked luck bought (`points` spent in the step); absent: "attack bonus", "attack re-roll". */
  luckWords?(luck: LuckChoice, points: number): string;
  hero?(env: StepEnv, ctx: CombatContext, targetId: string): StepResult;
  /**
   * Issue 39 item 2: luck re-rolls an attack or defense roll after it was seen (`luck.reroll`,
   * luck-after.ts) instead of being declared beforehand, from resolution revision 6.
   */
  luckAfterRoll?: boolean;
  /**
   * The turn's shape (seed 003 "Initiative"): initiative is rolled first (the machine's
   * `initiative` phase, `rollInitiative` sets each combatant's `initiative`), declarations follow
   * from the lowest initiative up, and `actions.begin` ({@link TurnProcedures.beginActions}) builds
   * the order once everyone has declared. Absent: FS3.2's declare → initiative → resolve.
   */
  initiativeFirst?: boolean;
  /** Initiative-first editions: the order of action slots, built from the declarations (`actions.begin`). */
  beginActions?(env: StepEnv, ctx: CombatContext): StepResult;
  /**
   * The edition's own check of a whole declaration (every action and the luck beside it), after
   * the machine's checks of targets; null: accepted.
   */
  declarationRefusal?(ctx: CombatContext, c: CombatantState, actions: readonly DeclaredAction[], luck: LuckChoice | null): string | null;
  /** The declare panel's odds of one task action (no dice rolled); null when it is not a task. */
  taskOdds?(ctx: CombatContext, query: TaskOddsQuery): TaskOdds | null;
  /** What `c`'s task actions can roll, for the declare panel; absent: the edition has no task actions. */
  taskChoices?(ctx: CombatContext, c: CombatantState): TaskChoices | null;
  /**
   * NPC quick-declare in an edition with its own actions: what `c` does at `foe` (the next enemy of
   * the machine's spread; null: no enemy left). Absent: FS3's attack, reload, escape …
   */
  quickAction?(ctx: CombatContext, c: CombatantState, foe: CombatantState | null): DeclaredAction;
  /**
   * The edition's own boarding (`vehicle.board`) and leaving (`vehicle.leave`), with their refusals
   * (issue 40: AresMUSH moves an old pilot to passenger, arms the pilot with the vehicle's first
   * weapon, resets gear on leaving). Absent: the machine's roster steps (a second pilot refused).
   */
  boardRefusal?(ctx: CombatContext, cmd: BoardCommand): string | null;
  board?(env: StepEnv, ctx: CombatContext, cmd: BoardCommand): StepResult;
  leaveRefusal?(ctx: CombatContext, combatantId: string): string | null;
  leave?(env: StepEnv, ctx: CombatContext, combatantId: string): StepResult;
  /**
   * Issue 41: what an NPC does on its own this turn (AresMUSH's `ai_action`), in the edition's
   * actions. Absent: the FS3 family's (npc-auto.ts): escape when held, reload when empty, explode,
   * suppress or attack by weapon, pass with no enemy.
   */
  npcDecision?(ctx: CombatContext, c: CombatantState, choice: NpcChoice, rng: LabelledRng): NpcDecision;
  /** Issue 41: whether NPCs cannot see `c` to target it (AresMUSH's "Hidden" stance); absent: a stance with the id 'hidden'. */
  npcHidden?(ctx: CombatContext, c: CombatantState): boolean;
  /**
   * Issue 41, the exact forecast of an FS3-family turn: P(`c` is knocked out at the end of this
   * turn) if it now takes `wound` (null: no new wound). Absent: the forecast simulates.
   */
  knockoutOdds?(rules: CombatRules, ctx: CombatContext, c: CombatantState, wound: Wound | null): number;
  /**
   * Issue 41, the forecast's fast simulation (forecast-table.ts): `c`'s chance of each initiative
   * result (index: hits; ties are ordered at random), or null when it cannot tell (luck on
   * initiative). Absent: the forecast plays the full turn before initiative is rolled.
   */
  initiativeOdds?(rules: CombatRules, ctx: CombatContext, c: CombatantState): readonly number[] | null;
  /**
   * Issue 41, the forecast's fast simulation: `target` after `attacker` fires a single shot at it,
   * whatever the shot does (FS3.2: a suppression point for a firearm); the same object when
   * nothing changes. Absent: being fired upon changes nothing.
   */
  firedUpon?(rules: CombatRules, ctx: CombatContext, attacker: CombatantState, target: CombatantState): CombatantState;
  /**
   * Issue 38, the forecast's fast simulation: what a shot's odds read of `c`'s wounds (FS3.2: the
   * wound modifier alone), so that states whose wounds differ but read alike share one outcome
   * table. A fight's lone survivor shot at by 20 took 63,000 tables (9 s); it reads 20 modifiers.
   * Absent: the wounds themselves.
   */
  oddsWounds?(rules: CombatRules, c: CombatantState): unknown;
  /**
   * Issue 41, the forecast's fast simulation: `c` after `hits` shots landed on it this turn, each
   * with a wound or with none (the answer's `pGrazed`), beyond the wounds themselves (Third
   * Edition: a point of stress each, §C.13). Absent: a landed shot changes only the wounds.
   */
  struck?(rules: CombatRules, ctx: CombatContext, c: CombatantState, hits: number): CombatantState;
  /**
   * Issue 41, the forecast's fast simulation: the order in which combatants with the same
   * initiative (the same index of `initiativeOdds`) act, first to last, when the edition does not
   * break ties at random (Third Edition: reverse name order). Absent: at random.
   */
  initiativeTieOrder?(rules: CombatRules, ctx: CombatContext, ids: readonly string[]): readonly string[];
  /**
   * Issue 39 item 6: the chance `c`'s knockout roll fails with its current wounds, shown on the GM
   * screen; null: nothing to show (unhurt, out). Absent: the edition shows none.
   */
  knockoutChance?(rules: CombatRules, ctx: CombatContext, c: CombatantState): number | null;
  /**
   * Issue 41, the forecast's fast simulation: the exact odds of a single shot at a vehicle (its
   * wound by its own chart and armor, the pilot dodging; the crew hits it gives), or null when it
   * cannot tell. Absent: a shot at a vehicle, or by or at anyone aboard one, plays the full turn.
   */
  vehicleShotOdds?(rules: CombatRules, ctx: CombatContext, query: OddsQuery): VehicleShotOdds | null;
  /** Issue 41: P(`v` is knocked out at the end of this turn) if it now takes `wounds`; with `vehicleShotOdds`. */
  vehicleKnockoutOdds?(rules: CombatRules, ctx: CombatContext, v: VehicleState, wounds: readonly Wound[]): number;
  /**
   * Issue 41: the edition's own exact forecast of the turn (seed 003's tasks). Absent: the core's
   * exact forecast (forecast-exact.ts). null: no exact forecast of this turn — the core does not
   * try its own then, it simulates (its outcome tables, `forecastTables`, else the full turn); an
   * edition that wants the core's exact answer for some turns asks for it itself, with this hook
   * left out of the rules it passes (the Third Edition's vehicle-exact.ts).
   */
  forecastExact?(rules: CombatRules, ctx: CombatContext): ExactOutcome[] | null;
  /**
   * Issue 41: the edition's own fast simulation, as precise as `turns` played turns (it says how
   * many it sampled), asked when the core's outcome tables (forecast-table.ts) cannot play the turn
   * (the Third Edition's attacks through vehicles); people then vehicles, as `simulateOutcomes`.
   * null or absent: the full turn.
   */
  forecastTables?(rules: CombatRules, ctx: CombatContext, turns: number, seed: number | string): SampledOutcomes | null;
  /** Issue 41: whether a wound counts as Serious or worse in the forecast; absent: serious or critical. */
  seriousOrWorse?(wound: Wound): boolean;
  /** The order list's words for one slot ("Dex + Shoot at Kurgan"); absent: the declared action's words. */
  slotLabel?(ctx: CombatContext, slot: OrderSlot): string | null;
};

/**
 * The rules a fight is played by: the edition's combat numbers (shared/core/mechanics, which know
 * nothing of turns) with the edition's own turn.
 */
export type CombatRules = CombatRuleset & {
  /**
   * The edition's own turn (procedures.ts): initiative, resolution, odds and the end-of-turn
   * checks run these. Every registered edition supplies them (FS3.2's are in
   * shared/systems/fs3.2/combat/procedures.ts); the machine has no turn of its own.
   */
  procedures?: TurnProcedures;
};

/** What a step returns: the next context and its log entries. */
export type StepResult = { context: CombatContext; entries: CombatLogEntry[] };

/** What a step may use: the fight's rules and the dice (recorded, replayed or scripted). */
export type StepEnv = { rules: CombatRules; rng: LabelledRng };
