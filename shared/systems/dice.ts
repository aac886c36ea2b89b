/**
 * Pluggable dice engines. An edition names one; the ruleset's `dice.kind` must match it. Each
 * engine rolls with an injected Rng and gives exact odds for the same spec, so what the screens
 * promise and what the host rolls can never disagree. The d8 pool is the first engine; a d100
 * result table (FS3.1) and d20 goal rolls (seed 003) plug in beside it.
 */
import { rollAbility as rollPoolAbility, type AbilityRollResult, type PoolSpec } from '../core/dice/ability-roll';
import { oddsForPool, type PoolOdds } from '../core/dice/odds';
import type { Rng } from '../core/dice/rng';
import type { Ruleset, SuccessLevel } from '../core/dice/ruleset';
import { SUCCESS_LEVELS, successLevelLabel } from '../core/dice/ruleset';

/** One possible result of a roll, worst first in {@link DiceEngine.outcomes}. */
export type DiceOutcome = { id: SuccessLevel; label: string; success: boolean };

export type DiceEngine = {
  kind: string;
  label: string;
  /** Every outcome a roll can have under these numbers, worst first. */
  outcomes(core: Ruleset): DiceOutcome[];
  roll(core: Ruleset, pool: PoolSpec, rng: Rng): AbilityRollResult;
  /** Exact odds (no simulation); `reroll` assumes a luck re-roll keeping the better result. */
  odds(core: Ruleset, pool: PoolSpec, options?: { reroll?: boolean }): PoolOdds;
  /**
   * What a modifier's number counts: 'dice' added to a pool (FS3.2, AresMUSH; the default) or
   * 'percent' added to a d100 (FS3.1) or 'goal' points added to a goal number (seed 003's d20s).
   * The screens word modifiers and luck by it.
   */
  modifierUnit?: 'dice' | 'percent' | 'goal';
  /**
   * The `dice.kind` of the settings this engine plays (absent: its own `kind`). FS3.1's d100
   * table is the seed's, not a setting number, so its settings keep the schema's d8 block unread.
   */
  settingKind?: string;
  /** One roll told in a line for logs and the roller; absent: the screens' dice-pool wording. */
  rollText?(result: AbilityRollResult): string;
  /**
   * The result-table row an ability rating reads (issue 19, the sheet and its PDF): each result
   * worst first with its inclusive range of modified rolls, null where the table has none.
   * Absent: the engine has no result table.
   */
  resultRow?(rating: number): { value: number; label: string; range: readonly [number, number] | null }[];
};

/** FS3.2's d8 pool: count dice at or above the threshold, read the success band (seed 004). */
export const D8_POOL_ENGINE: DiceEngine = {
  kind: 'd8-pool',
  label: 'Dice pool (d8, hits on 7+ by default)',
  outcomes: (core) =>
    SUCCESS_LEVELS.map((id) => ({ id, label: successLevelLabel(core.dice, id), success: id !== 'failure' && id !== 'embarrassing-failure' })),
  roll: (core, pool, rng) => rollPoolAbility(core, pool, rng),
  odds: (core, pool, options) => oddsForPool(core, pool, options),
};

/**
 * Engines by kind; a ruleset whose `dice.kind` is not here cannot be rolled. Editions with their
 * own engine (FS3.1's d100 table, seed 003's d20 goals) roll through `Edition.dice` and keep the
 * d8 block in their settings (`settingKind`).
 */
export const DICE_ENGINES: Readonly<Record<string, DiceEngine>> = { [D8_POOL_ENGINE.kind]: D8_POOL_ENGINE };
