/**
 * Issue 41: what the turn forecast says, per combatant and per team. The numbers are chances of
 * this turn's events given every declaration (the undeclared pass): a hit that wounds at least
 * once, a wound of Serious or worse (or the edition's equivalent), being knocked out at the end of
 * the turn (the KO-risk meter). null: the edition cannot tell (seed 003: the storyteller enters
 * the damage).
 */
export type CombatantForecast = {
  id: string;
  /** P(hit and wounded at least once this turn); a hit armor stops or the chart misses does not count. */
  pHit: number;
  /** P(a new wound of Serious or worse, or the edition's equivalent). */
  pSerious: number | null;
  /** P(knocked out at the end of this turn); already out: 1. */
  pOut: number | null;
  /** KO-risk: P(a knockout roll fails at the end of this turn) for one who is not out yet; 0 for one already out. */
  koRisk: number | null;
};

export type TeamForecast = { team: number; /** Expected number of its members out at the end of the turn (those out already included). */ expectedOut: number | null };

/**
 * `exact`: computed from the editions' exact odds (the events are independent); `simulation`:
 * `turns` seeded turns on copies of the fight, each chance within `precision` (the 95% half-width:
 * at its worst, p = ½, for the full turn; for the tables, from the spread seen) of the true one.
 */
export type TurnForecast = {
  method: 'exact' | 'simulation';
  turns: number | null;
  precision: number;
  /**
   * A simulation's chances are each at least as precise (no larger variance) as a plain
   * simulation of this many fully played turns: `turns` for the full turn; the tables sample
   * fewer turns, each averaging out the last shot at its targets, as many as that needs. Absent: exact.
   */
  equivalentTurns?: number;
  /** A simulation's engine: outcome tables sampled (forecast-table.ts) or the full turn played (forecast-sim.ts). */
  engine?: 'tables' | 'full';
  combatants: CombatantForecast[];
  teams: TeamForecast[];
  /** Issue 41: the vehicles shot at this turn, when the engine counted them; absent: none. */
  vehicles?: VehicleForecast[];
};

/** An edition's exact answer for one combatant (pOut includes one already out). */
export type ExactOutcome = { id: string; pHit: number; pSerious: number | null; pOut: number | null };

/** Issue 41: a vehicle's chances this turn (a wound on it, Serious or worse, knocked out at the end). */
export type VehicleForecast = { id: string; pHit: number; pSerious: number | null; pOut: number | null };

/**
 * Issue 41: an edition's exact odds of one shot at a vehicle, for the forecast's fast path: each
 * wound it can take (`key` names its severity and where it landed; the same keys whatever the
 * shooter's and pilot's states) with its chance, and for each, every crew outcome of each person
 * aboard (`occupants`, by combatant id): the wounds taken and their chances, summing to 1.
 * P(no wound on the vehicle) is 1 − Σ p.
 */
export type VehicleShotOdds = {
  occupants: string[];
  outcomes: { key: string; p: number; severity: string; crew: { p: number; wounds: string[] }[][] }[];
};

/** Issue 41: an edition's sampled outcomes (procedures.ts `forecastTables`) and the turns it sampled: as many as match the precision of the turns asked for. */
export type SampledOutcomes = { outcomes: ExactOutcome[]; turns: number };
