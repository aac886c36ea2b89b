/**
 * Issue 42: what the device's declare form makes of the player's choices (pure, unit-tested): the
 * declared action, whom the action may name (people, and vehicles where the app offered them),
 * the called-shot locations of the chosen target, and the odds question the GM screen would ask
 * for the same choices.
 */
import type { DeclaredAction, OddsAction } from '../../shared/core/combat/declarations';
import type { PlayCombatant } from '../../shared/player/play-protocol';
import type { ClientFrame } from '../../shared/player/protocol';
import type { RangeBand } from '../../shared/systems';

export const SINGLE = new Set(['attack', 'aim', 'subdue', 'rally', 'treat']);
export const MULTI = new Set(['full-auto', 'suppress', 'explode']);
const ODDS = new Set(['attack', 'full-auto', 'suppress']);
/** As the GM screen: a vehicle is shot at, aimed at or caught in a blast (jury-rigging it is left to the storyteller). */
const AT_VEHICLES = new Set(['attack', 'aim', 'full-auto', 'explode']);

export type Draft = { kind: string; target: string; range: string; burst: boolean; location: string; stance: string };

export type TargetChoice = { key: string; label: string; chart: number | null; vehicle: boolean };

/** Whom this action may name: people (an ally marked), then the vehicles the app offered. */
export function targetChoices(c: PlayCombatant, kind: string): TargetChoice[] {
  const people = (kind === 'treat' ? c.targets : c.targets.filter((t) => !t.own)).map((t) => ({
    key: t.key,
    label: `${t.name}${t.aboard ? ` (in the ${t.aboard})` : ''}`,
    chart: t.chart,
    vehicle: false,
  }));
  const vehicles = AT_VEHICLES.has(kind) ? c.vehicles.map((v) => ({ key: v.key, label: `${v.name} (vehicle)`, chart: v.chart, vehicle: true })) : [];
  return [...people, ...vehicles];
}

/** The called-shot locations at the chosen target (none unless attacking someone whose chart has them). */
export function locationsAt(charts: readonly (readonly string[])[], kind: string, target: TargetChoice | undefined): readonly string[] {
  if (kind !== 'attack' || !target || target.chart === null) return [];
  return charts[target.chart] ?? [];
}

export function draftAction(d: Draft, locations: readonly string[]): DeclaredAction | null {
  const r = d.range ? { range: d.range as RangeBand } : {};
  const { kind, target } = d;
  if ((SINGLE.has(kind) || MULTI.has(kind)) && !target) return null;
  // A location the chosen target's chart does not have (the target changed) is no called shot.
  const location = d.location && locations.includes(d.location) ? { location: d.location } : {};
  switch (kind) {
    case 'attack': return { kind, target, ...location, ...r, ...(d.burst ? { burst: true } : {}) };
    case 'aim': case 'subdue': case 'rally': return { kind, target };
    case 'treat': return { kind, target, woundIndex: 0 };
    case 'full-auto': case 'suppress': return { kind, targets: [target], ...r };
    case 'explode': return { kind, targets: [{ id: target, zone: 0 }] };
    case 'reload': case 'escape': case 'pass': return { kind };
    default: return null;
  }
}

type OddsQuestion = Omit<Extract<ClientFrame, { type: 'odds' }>, 'type' | 'id'>;

/** The odds question for this draft, as the GM screen asks its declared line (null: no odds for this action). */
export function oddsQuestion(c: PlayCombatant, d: Draft, action: DeclaredAction | null, luck: 'bonus' | 'reroll' | null): OddsQuestion | null {
  if (!ODDS.has(d.kind) || !action || !d.target) return null;
  const oddsAction: OddsAction = d.kind === 'attack' && d.burst ? 'burst' : (d.kind as OddsAction);
  return {
    combatant: c.key,
    target: d.target,
    action: oddsAction,
    luck,
    stance: d.stance,
    ...(action.kind === 'attack' && action.location ? { location: action.location } : {}),
    ...(d.range ? { range: d.range as RangeBand } : {}),
  };
}
