/**
 * A campaign vehicle's crew set on its sheet (issue 39): checked here with the field named (the
 * characters exist, each holds one seat across the campaign's vehicles, the seats exist), stored,
 * and recorded as a campaign-log step, so the calendar's undo and redo take it back and put it
 * back like the sheet's other change (a wound taken off by hand).
 */
import { MAX_CREW_PASSENGERS, type VehicleCrew } from '../../../shared/domain/campaign-vehicle';
import { AppError } from '../../../shared/ipc/result';
import { recordStep } from '../calendar/log';
import type { Repos } from '../db/repos';
import { requireVehicle } from './vehicle-ops';

/** Every seated character's seat: character id → the vehicle and the seat's name. */
export function seatsByCharacter(repos: Repos): Map<string, { vehicleId: string; role: 'pilot' | 'passenger' }> {
  const out = new Map<string, { vehicleId: string; role: 'pilot' | 'passenger' }>();
  for (const [vehicleId, crew] of repos.crews.all()) {
    if (crew.pilotId !== null) out.set(crew.pilotId, { vehicleId, role: 'pilot' });
    for (const id of crew.passengerIds) out.set(id, { vehicleId, role: 'passenger' });
  }
  return out;
}

/** The crew in words for the campaign log ("pilot Brandt; passengers Varga, Okafor"). */
export function crewWords(crew: VehicleCrew, nameOf: (id: string) => string): string {
  const parts = [
    ...(crew.pilotId !== null ? [`pilot ${nameOf(crew.pilotId)}`] : []),
    ...(crew.passengerIds.length ? [`${crew.passengerIds.length === 1 ? 'passenger' : 'passengers'} ${crew.passengerIds.map(nameOf).join(', ')}`] : []),
  ];
  return parts.length ? parts.join('; ') : 'nobody';
}

/** Sets a vehicle's crew; refused with the field named. Nothing is recorded when nothing changes. */
export function setVehicleCrew(repos: Repos, input: { id: string; crew: VehicleCrew }, now: Date): void {
  const v = requireVehicle(repos, input.id);
  const { crew } = input;
  if (crew.passengerIds.length > MAX_CREW_PASSENGERS) throw new AppError('vehicle/no-seat', `crew.passengerIds: ${v.name} has ${MAX_CREW_PASSENGERS} passenger seats at most.`);
  const seats = seatsByCharacter(repos);
  const vehicleNames = new Map(repos.vehicles.list().map((x) => [x.id, x.name]));
  const names = new Map<string, string>();
  const seen = new Map<string, string>();
  const asked: [string, string][] = [
    ...(crew.pilotId !== null ? [['crew.pilotId', crew.pilotId] as [string, string]] : []),
    ...crew.passengerIds.map((id, i) => [`crew.passengerIds[${i}]`, id] as [string, string]),
  ];
  for (const [field, id] of asked) {
    const c = repos.characters.get(id);
    if (!c) throw new AppError('character/not-found', `${field}: there is no character with id "${id}" in this campaign.`);
    names.set(id, c.name);
    const twice = seen.get(id);
    if (twice) throw new AppError('vehicle/one-seat', `${field}: ${c.name} already has a seat in ${v.name} (${twice}); a character takes one seat.`);
    seen.set(id, field);
    const elsewhere = seats.get(id);
    if (elsewhere && elsewhere.vehicleId !== v.id) {
      throw new AppError('vehicle/one-seat', `${field}: ${c.name} is already the ${elsewhere.role} of ${vehicleNames.get(elsewhere.vehicleId) ?? elsewhere.vehicleId}; take them out of that crew first.`);
    }
  }
  const before = repos.crews.of(v.id);
  if (JSON.stringify(before) === JSON.stringify(crew)) return;
  for (const id of [before.pilotId, ...before.passengerIds]) if (id !== null && !names.has(id)) names.set(id, repos.characters.get(id)?.name ?? id);
  repos.crews.set(v.id, crew);
  const nameOf = (id: string) => names.get(id) ?? id;
  recordStep(repos, {
    kind: 'vehicle-crew',
    label: `${v.name}: crew ${crewWords(crew, nameOf)} (was ${crewWords(before, nameOf)})`,
    recordedAt: now.toISOString(),
    change: { wounds: { before: [], after: [] }, date: null, ledgers: { xp: [], luck: [] }, report: null, crews: [{ id: v.id, name: v.name, before, after: crew }] },
    characters: new Map([...names].map(([id]) => [id, `crew of ${v.name}`])),
  });
}
