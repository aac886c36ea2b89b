/**
 * Issue 41: the turn forecast on the host, off the GM screen's thread. An exact or table
 * forecast answers at once (tens of milliseconds); one that must play the full turn 10,000 times
 * (editions or turns the tables do not cover) runs in slices, yielding between them so steps and
 * other questions go on, and stops when a newer question about the same fight arrives (the
 * storyteller changed a declaration again): that older question answers `superseded`.
 */
import { declaredForForecast, FORECAST_MIN_TURNS, simulateOutcomes } from '../../../shared/core/combat/forecast-sim';
import { quickForecast, seedOf, simulatedForecast } from '../../../shared/core/combat/forecast';
import { createForecastMemo, type ForecastMemo } from '../../../shared/core/combat/forecast-memo';
import type { ForecastAnswer } from '../../../shared/core/combat/forecast-schema';
import type { ExactOutcome } from '../../../shared/core/combat/forecast-types';
import type { CombatContext } from '../../../shared/core/combat/context';
import type { CombatRules } from '../../../shared/core/combat/procedures';
import type { TurnForecast } from '../../../shared/core/combat/forecast-types';
import { SharedForecasts } from './forecast-share';

/** Turns played between yields: a slice of a 50-combatant fight takes a few tens of milliseconds. */
const SLICE_TURNS = 250;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

export class ForecastRunner {
  private readonly latest = new Map<string, number>();
  private readonly memos = new Map<string, ForecastMemo>();
  private asked = 0;
  /** Issue 41: answers shared by every window asking about the same version and drafts (forecast-share.ts). */
  readonly shared = new SharedForecasts();

  /** Forgets a fight (closed or deleted): its kept tables go, and any question still running stops. */
  forget(combatId: string): void {
    this.memos.delete(combatId);
    this.shared.forget(combatId);
    this.latest.set(combatId, ++this.asked);
  }

  /** The quick forecast of `ctx` (exact or by tables; null: only the full turn can tell), worked out once per context. */
  quickNow(combatId: string, rules: CombatRules, ctx: CombatContext): TurnForecast | null {
    return this.shared.quickOf(rules, ctx, () => quickForecast(rules, ctx, { memo: this.memoOf(combatId) }));
  }

  private memoOf(combatId: string): ForecastMemo {
    let memo = this.memos.get(combatId);
    if (!memo) this.memos.set(combatId, (memo = createForecastMemo()));
    return memo;
  }

  async run(combatId: string, rules: CombatRules, ctx: CombatContext): Promise<ForecastAnswer> {
    const mine = ++this.asked;
    this.latest.set(combatId, mine);
    const quick = this.quickNow(combatId, rules, ctx);
    if (quick) return { forecast: quick, superseded: false, reason: null };
    const prepared = declaredForForecast(ctx);
    const seed = seedOf(ctx);
    // The people, then the vehicles (simulateOutcomes counts both, in that order).
    const sums = [...ctx.combatants, ...ctx.vehicles].map((c) => ({ id: c.id, pHit: 0, pSerious: 0, pOut: 0 }));
    for (let done = 0, slice = 0; done < FORECAST_MIN_TURNS; done += SLICE_TURNS, slice++) {
      await nextTick();
      if (this.latest.get(combatId) !== mine) return { forecast: null, superseded: true, reason: null };
      const part = simulateOutcomes(rules, prepared, SLICE_TURNS, `${seed}:${slice}`);
      part.forEach((o, i) => addTo(sums[i]!, o, SLICE_TURNS));
    }
    const outcomes: ExactOutcome[] = sums.map((s) => ({ id: s.id, pHit: s.pHit / FORECAST_MIN_TURNS, pSerious: s.pSerious / FORECAST_MIN_TURNS, pOut: s.pOut / FORECAST_MIN_TURNS }));
    return { forecast: simulatedForecast(ctx, FORECAST_MIN_TURNS, outcomes), superseded: false, reason: null };
  }
}

function addTo(sum: { pHit: number; pSerious: number; pOut: number }, o: ExactOutcome, turns: number): void {
  sum.pHit += o.pHit * turns;
  sum.pSerious += (o.pSerious ?? 0) * turns;
  sum.pOut += (o.pOut ?? 0) * turns;
}
