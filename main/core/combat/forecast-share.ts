/**
 * Issue 41: one forecast per fight version and declaration set, whoever asks. Every GM window
 * asks for the forecast after each step; two windows (or the players' view) asking about the same
 * version with the same "what if" drafts share one computation, a full simulation included. A
 * version is the fight's context object (every step that changes the fight makes a new one); the
 * declaration set is the drafts, as the contract parsed them.
 */
import type { CombatContext } from '../../../shared/core/combat/context';
import type { ForecastAnswer } from '../../../shared/core/combat/forecast-schema';
import type { TurnForecast } from '../../../shared/core/combat/forecast-types';
import type { CombatRules } from '../../../shared/core/combat/procedures';

/** Draft sets kept per version (the declare panel's what-ifs of a few windows). */
const KEPT = 16;

type Version = { rules: CombatRules; base: CombatContext; answers: Map<string, Promise<ForecastAnswer>> };

export class SharedForecasts {
  private readonly fights = new Map<string, Version>();
  private quick = new WeakMap<CombatContext, { rules: CombatRules; forecast: TurnForecast | null }>();

  /** The answer about `base` with the drafts `key`: the one already asked for, else `compute`'s. */
  ask(combatId: string, rules: CombatRules, base: CombatContext, key: string, compute: () => Promise<ForecastAnswer>): Promise<ForecastAnswer> {
    let v = this.fights.get(combatId);
    if (!v || v.base !== base || v.rules !== rules) this.fights.set(combatId, (v = { rules, base, answers: new Map() }));
    const kept = v.answers.get(key);
    if (kept) return kept;
    const answer = compute();
    const answers = v.answers;
    answers.set(key, answer);
    if (answers.size > KEPT) answers.delete(answers.keys().next().value!);
    // A question stopped by a newer one (`superseded`) or failed is not kept: asking again computes it.
    const drop = () => {
      if (answers.get(key) === answer) answers.delete(key);
    };
    answer.then((a) => (a.superseded ? drop() : undefined), drop);
    return answer;
  }

  /** The quick forecast (exact or by tables) of one context, worked out once. */
  quickOf(rules: CombatRules, ctx: CombatContext, compute: () => TurnForecast | null): TurnForecast | null {
    const kept = this.quick.get(ctx);
    if (kept && kept.rules === rules) return kept.forecast;
    const forecast = compute();
    this.quick.set(ctx, { rules, forecast });
    return forecast;
  }

  /** The quick forecast of `ctx` when it has been worked out already (undefined: not yet). */
  knownQuick(rules: CombatRules, ctx: CombatContext): { forecast: TurnForecast | null } | undefined {
    const kept = this.quick.get(ctx);
    return kept && kept.rules === rules ? kept : undefined;
  }

  /** Forgets a fight (closed or deleted). */
  forget(combatId: string): void {
    this.fights.delete(combatId);
  }
}
