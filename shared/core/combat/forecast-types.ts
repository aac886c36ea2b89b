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
 * `turns` seeded turns on copies of the fight, each chance within `precision` (the 95% half-width
 * at its worst, p = ½) of the true one.
 */
export type TurnForecast = {
  method: 'exact' | 'simulation';
  turns: number | null;
  precision: number;
  /** A simulation's engine: outcome tables sampled (forecast-table.ts) or the full turn played (forecast-sim.ts). */
  engine?: 'tables' | 'full';
  combatants: CombatantForecast[];
  teams: TeamForecast[];
};

/** An edition's exact answer for one combatant (pOut includes one already out). */
export type ExactOutcome = { id: string; pHit: number; pSerious: number | null; pOut: number | null };
