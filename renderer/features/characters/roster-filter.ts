/**
 * The Characters screen's list (issue 18): one search over PCs, NPCs and the campaign's vehicle
 * types, a kind filter, natural name order ("Alpha 2" before "Alpha 10"). Pure, so a unit test
 * covers it and a 1,000-character roster filters per keystroke without re-sorting.
 */
import type { Vehicle } from '../../../shared/domain/gear';
import type { CharacterSummary } from '../../../shared/ipc/character-contract';
import { indexRoster, matchesQuery, naturalCompare, vehicleText, type RosterIndex } from '../home/roster-logic';

export const ROSTER_FILTERS = ['all', 'pc', 'npc', 'vehicle'] as const;
export type RosterFilter = (typeof ROSTER_FILTERS)[number];

export const FILTER_WORDS: Record<RosterFilter, string> = { all: 'All', pc: 'PCs', npc: 'NPCs', vehicle: 'Vehicles' };

export type RosterRows = {
  characters: CharacterSummary[];
  vehicles: Vehicle[];
  /** How many of each kind match the search (the filter buttons show them). */
  counts: Record<RosterFilter, number>;
};

export { indexRoster, type RosterIndex };

/** Vehicle types in natural name order (the catalog keeps the author's order). */
export function sortVehicles(vehicles: readonly Vehicle[]): Vehicle[] {
  return [...vehicles].sort((a, b) => naturalCompare(a.name, b.name));
}

/** The rows a filter and a search show, with every kind's count for the same search. */
export function rosterRows(index: RosterIndex, vehicles: readonly Vehicle[], query: string, filter: RosterFilter): RosterRows {
  const matching = index.filter(({ character }) => matchesQuery([character.name, character.concept], query)).map((e) => e.character);
  const pcs = matching.filter((c) => c.kind === 'pc').length;
  const shownVehicles = vehicles.filter((v) => matchesQuery(vehicleText(v), query));
  const counts = { all: matching.length + shownVehicles.length, pc: pcs, npc: matching.length - pcs, vehicle: shownVehicles.length };
  return {
    characters: filter === 'vehicle' ? [] : filter === 'all' ? matching : matching.filter((c) => c.kind === filter),
    vehicles: filter === 'all' || filter === 'vehicle' ? shownVehicles : [],
    counts,
  };
}
