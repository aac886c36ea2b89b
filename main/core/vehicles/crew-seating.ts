/**
 * Issue 39: a campaign vehicle's stored crew carried into a fight. When the vehicle joins, those of
 * its crew who are in the fight and aboard nothing take their seats in the same step; a crew member
 * who joins a fight already holding the vehicle takes their seat as they join. Those the fight has
 * seated otherwise stay where they are.
 */
import type { CombatContext } from '../../../shared/core/combat/context';
import type { CombatCommand, CommandOf } from '../../../shared/core/combat/commands';
import type { FightsOpener } from './vehicle-fights';
import type { Repos } from '../db/repos';

type Seat = { combatantId: string; role: 'pilot' | 'passenger' };

/** Whom the fight leaves to its own seating: characters it seats elsewhere, and whether it names its own pilot. */
export type KeepSeats = { characterIds: ReadonlySet<string>; pilot: boolean };

const aboard = (ctx: CombatContext, combatantId: string) => ctx.vehicles.some((v) => v.pilotId === combatantId || v.passengerIds.includes(combatantId));

/** The seats the vehicle's stored crew take as it joins (pilot first, passengers in their order). */
export function crewSeats(repos: Repos, campaignVehicleId: string, ctx: CombatContext, keep: KeepSeats = { characterIds: new Set(), pilot: false }): Seat[] {
  const crew = repos.crews.of(campaignVehicleId);
  const inFight = (characterId: string | null) => {
    if (characterId === null || keep.characterIds.has(characterId)) return null;
    const c = ctx.combatants.find((x) => x.characterId === characterId);
    return c && !aboard(ctx, c.id) ? c.id : null;
  };
  const seats: Seat[] = [];
  const pilot = inFight(crew.pilotId);
  if (pilot !== null) seats.push({ combatantId: pilot, role: keep.pilot ? 'passenger' : 'pilot' });
  for (const id of crew.passengerIds) {
    const p = inFight(id);
    if (p !== null) seats.push({ combatantId: p, role: 'passenger' });
  }
  return seats;
}

/** A joining character's stored seat aboard a campaign vehicle this fight holds (pilot only while that seat is free). */
export function withStoredSeat(repos: Repos, cmd: CommandOf<'combatant.add'>, ctx: CombatContext): CommandOf<'combatant.add'> {
  const held = ctx.vehicles.filter((v) => v.campaignVehicleId !== undefined);
  if (held.length === 0) return cmd;
  const crews = held.map((v) => ({ v, crew: repos.crews.of(v.campaignVehicleId!) }));
  const combatants = cmd.combatants.map((s) => {
    // One who brings a vehicle or a mount of their own joins as they asked.
    if (s.characterId === null || s.pilots || s.boards || s.mount !== undefined) return s;
    const found = crews.find(({ crew }) => crew.pilotId === s.characterId || crew.passengerIds.includes(s.characterId!));
    if (!found) return s;
    const role = found.crew.pilotId === s.characterId && found.v.pilotId === null ? ('pilot' as const) : ('passenger' as const);
    return { ...s, boards: { vehicleId: found.v.id, role } };
  });
  return { ...cmd, combatants };
}

/** A campaign character's join (`combatant.add`), seated aboard the campaign vehicle of this fight whose stored crew they are. */
export function joinSeated(repos: Repos, fights: FightsOpener, combatId: string, cmd: CombatCommand): CombatCommand {
  return cmd.type === 'combatant.add' ? withStoredSeat(repos, cmd, fights.ensureOpen(combatId).snapshot.context) : cmd;
}
