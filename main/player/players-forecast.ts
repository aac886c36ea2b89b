/**
 * Issue 41: the turn forecast on the players' screens (when the storyteller shows it), without
 * holding main. The players' view is built right after every step; its quick forecast (exact or by
 * tables) took 50 ms to 2 s of main at 200 combatants, so every step, push and request waited for
 * it. A small fight is still forecast at once (a few milliseconds, in the same push); a bigger one
 * is asked of the forecast's worker thread, the last numbers stay on the players' screens meanwhile
 * (as on the GM screen), and its answer is pushed when it comes. An answer the GM screen already
 * got for the same version (as declared, nobody hidden acting) is used as it is.
 */
import type { CombatContext } from '../../shared/core/combat/context';
import type { TurnForecast } from '../../shared/core/combat/forecast-types';
import { phaseOf } from '../../shared/core/combat/plan';
import { forPlayersForecast } from '../../shared/player/players-forecast';
import { FORECAST_PHASES, type Forecasting } from '../core/combat/combat-forecast';
import type { Logger } from '../core/logger';

/** Up to this many combatants and vehicles, a fight is forecast at once on main. */
export const FORECAST_AT_ONCE = 24;

export class PlayersForecast {
  /** The numbers last given to the players, per fight. */
  private last: { combatId: string; forecast: TurnForecast | null } | null = null;
  /** The players' context the worker is working on. */
  private asking: CombatContext | null = null;
  /** One the worker failed on: not asked again (its failure is logged once). */
  private failed: CombatContext | null = null;

  /** `ready`: a forecast the players wait for has come (the view is built and pushed again). */
  constructor(private readonly ready: () => void, private readonly log: Logger) {}

  /** The players' forecast of the fight now: at once, already known, or (while the worker works) the last one. */
  of(f: Forecasting): TurnForecast | null {
    if (!FORECAST_PHASES.has(phaseOf(f.snapshot))) return this.keep(f.combatId, null);
    // A hidden combatant's action is not in the players' numbers (players-forecast.ts). The fight's
    // memo serves both: only combatants differ, and its tables are kept per combatant object.
    const ctx = forPlayersForecast(f.snapshot.context);
    const thread = f.thread?.worker.available() ? f.thread : null;
    if (!thread || ctx.combatants.length + ctx.vehicles.length <= FORECAST_AT_ONCE) return this.keep(f.combatId, f.runner.quickNow(f.combatId, f.rules, ctx));
    const known = f.runner.shared.knownQuick(f.rules, ctx);
    if (known) return this.keep(f.combatId, known.forecast);
    if (this.asking !== ctx && this.failed !== ctx) {
      this.asking = ctx;
      thread.worker.quick(f.combatId, thread.record, ctx).then(
        (forecast) => {
          f.runner.shared.quickOf(f.rules, ctx, () => forecast);
          this.answered(ctx);
        },
        (error: unknown) => {
          this.log.error('Player view: the forecast failed', error);
          this.failed = ctx;
          if (this.asking === ctx) this.asking = null;
        },
      );
    }
    return this.last?.combatId === f.combatId ? this.last.forecast : null;
  }

  /** The fight shown changed or went: nothing of the last one is shown again. */
  clear(): void {
    this.last = null;
    this.asking = null;
    this.failed = null;
  }

  private keep(combatId: string, forecast: TurnForecast | null): TurnForecast | null {
    this.last = { combatId, forecast };
    return forecast;
  }

  private answered(ctx: CombatContext): void {
    if (this.asking !== ctx) return; // a newer step asked again: that answer will push
    this.asking = null;
    this.ready();
  }
}
