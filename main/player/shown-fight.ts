/**
 * Issue 21: the fight the players are shown, the combat last stepped or opened, with the
 * storyteller's latest view of it kept from its last step (null: none shown).
 */
import type { CombatView } from '../../shared/core/combat/view';
import type { PlayerViewInput } from '../../shared/player/build';
import { publicFightOf } from '../../shared/player/public-input';
import type { CombatHost } from '../core/combat';
import type { Logger } from '../core/logger';
import type { TurnForecast } from '../../shared/core/combat/forecast-types';
import { PlayersForecast } from './players-forecast';

export class ShownFight {
  private shown: string | null = null;
  /** The shown fight's latest storyteller view, kept from its last step. */
  private latest: { combatId: string; view: CombatView } | null = null;

  /** The players' forecast; `forecastReady` is called when one they wait for comes from the worker. */
  private readonly players: PlayersForecast;

  constructor(private readonly combat: () => CombatHost, private readonly log: Logger, forecastReady: () => void = () => undefined) {
    this.players = new PlayersForecast(forecastReady, log);
  }

  /** A committed step: the stepped fight is shown, at that view. */
  stepped(combatId: string, view: CombatView): void {
    this.shown = combatId;
    this.latest = { combatId, view };
  }

  /** The storyteller opened a fight; false when it was shown already. */
  opened(combatId: string): boolean {
    if (this.shown === combatId) return false;
    this.shown = combatId;
    this.latest = null;
    this.players.clear();
    return true;
  }

  /** A deleted fight is no longer shown; false when it was not the one shown. */
  removed(combatId: string): boolean {
    if (this.shown !== combatId) return false;
    this.clear();
    return true;
  }

  /** No fight is shown. */
  clear(): void {
    this.shown = null;
    this.latest = null;
    this.players.clear();
  }

  /** The storyteller's view of the fight shown, or null (none shown, no campaign). */
  view(): CombatView | null {
    if (this.shown === null) return null;
    if (this.latest?.combatId === this.shown) return this.latest.view;
    try {
      return this.combat().view(this.shown);
    } catch {
      return null;
    }
  }

  /** Issue 41: the shown fight's turn forecast when it is quick (players-forecast.ts), else null. */
  forecast(): TurnForecast | null {
    if (this.shown === null) return null;
    try {
      return this.players.of(this.combat().forecasting(this.shown));
    } catch {
      return null;
    }
  }

  /** What the players' view is built from: the fight shown as the players may see it, and those who left it. */
  viewInput(): Pick<PlayerViewInput, 'fight' | 'former' | 'formerVehicles'> {
    let fight: PlayerViewInput['fight'] = null;
    let former: PlayerViewInput['former'] = [];
    let formerVehicles: PlayerViewInput['formerVehicles'] = [];
    if (this.shown !== null) {
      try {
        const host = this.combat();
        const id = this.shown;
        const view = this.latest?.combatId === id ? this.latest.view : host.view(id);
        // The projection is all the builder gets: the fight's own name, notes and the rest of the
        // storyteller's words are not in it (shared/player/public-input.ts).
        fight = { view: publicFightOf(view), steps: host.logEntries(id) };
        former = host.formerCombatants(id);
        formerVehicles = host.formerVehicles(id);
      } catch (error) {
        // No campaign, a deleted fight: players see none rather than stale data.
        this.log.warn(`Player view: no fight shown (${error instanceof Error ? error.message : String(error)})`);
        this.shown = null;
      }
    }
    return { fight, former, formerVehicles };
  }
}
