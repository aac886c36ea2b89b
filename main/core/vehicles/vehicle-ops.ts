/**
 * The campaign's own vehicles (issue 39 item 5): created from a vehicle type, renamed, given a
 * mechanic, removed, and shown with their damage as the rules count it. Every input is checked
 * here with a message naming the field; the damage itself changes only through a fight's steps,
 * the calendar's repairs and the storyteller's "remove wound" (vehicle-damage.ts).
 */
import type { CampaignVehicle, VehicleCrew } from '../../../shared/domain/campaign-vehicle';
import type { Character } from '../../../shared/domain/character';
import type { Vehicle } from '../../../shared/domain/gear';
import type { CampaignVehicleView, VehicleList } from '../../../shared/ipc/vehicle-contract';
import { AppError } from '../../../shared/ipc/result';
import { healingPointsNeeded, totalWoundModifier, vehicleRepair, type GameSystem } from '../../../shared/systems';
import { combatCatalog } from '../combat/combat-gear';
import type { Repos } from '../db/repos';
import { poolOrNull, ratingIn } from '../healing/patients';
import { severityLabel } from '../healing/wound-ops';
import type { HeldVehicles } from './vehicle-fights';

/** Most vehicles a campaign keeps (a budget on the list and the calendar's work). */
export const MAX_CAMPAIGN_VEHICLES = 500;

/** The vehicle types a campaign vehicle may be: a Third Edition game's vehicles file, else the campaign's catalog. */
export function vehicleTypes(system: GameSystem): string[] {
  const own = system.edition.listsFor?.(system).vehicles ?? system.lists.vehicles;
  if (system.edition.combatVehicle) return (own ?? []).map((c) => c.id);
  return combatCatalog(system.gear, system.edition).vehicles.map((v) => v.name);
}

/** Each vehicle type's numbers by name, looked up once per list. */
function definitions(system: GameSystem): (type: string) => Vehicle | null {
  const own = system.edition.combatVehicle;
  if (own) {
    const cache = new Map<string, Vehicle | null>();
    // The sheet shows the numbers the fight uses (a Third Edition file's negative toughness kept).
    const shown = (v: Vehicle | null) => (v && system.edition.shownVehicle ? system.edition.shownVehicle(system, v) : v);
    return (type) => {
      if (!cache.has(type)) cache.set(type, shown(own(system, type)?.definition ?? null));
      return cache.get(type)!;
    };
  }
  const byName = new Map(combatCatalog(system.gear, system.edition).vehicles.map((v) => [v.name, v]));
  return (type) => byName.get(type) ?? null;
}

export function requireVehicle(repos: Repos, id: string): CampaignVehicle {
  const v = repos.vehicles.get(id);
  if (!v) throw new AppError('vehicle/not-found', `id: there is no vehicle with id "${id}" in this campaign.`);
  return v;
}

function checkName(repos: Repos, name: string, self: string | null): void {
  const other = repos.vehicles.idNamed(name);
  if (other !== undefined && other !== self) throw new AppError('vehicle/name-taken', `name: the campaign already has a vehicle called "${name}".`);
}

export function createVehicle(repos: Repos, system: GameSystem, input: { name: string; vehicleType: string }, opts: { id: string; now: Date }): CampaignVehicle {
  const types = vehicleTypes(system);
  if (!types.includes(input.vehicleType)) {
    throw new AppError('vehicle/unknown-type', `vehicleType: "${input.vehicleType}" is not a vehicle type of this campaign${types.length ? ` (${types.slice(0, 8).join(', ')}${types.length > 8 ? ', …' : ''})` : '; add one in the vehicle editor first'}.`);
  }
  if (repos.vehicles.list().length >= MAX_CAMPAIGN_VEHICLES) throw new AppError('vehicle/too-many', `A campaign keeps at most ${MAX_CAMPAIGN_VEHICLES} vehicles.`);
  checkName(repos, input.name, null);
  const v: CampaignVehicle = { id: opts.id, name: input.name, vehicleType: input.vehicleType, mechanicId: null, wounds: [], createdAt: opts.now.toISOString() };
  repos.vehicles.add(v);
  return v;
}

/** The mechanic's repair rating and how many vehicles they may keep (seed 001: repair "works like healing", a doctor's ½ rating). */
function mechanicLimit(system: GameSystem, c: Character | undefined): { name: string; rating: number; limit: number } | null {
  if (!c) return null;
  const ability = system.setting.specialAbilities.repair;
  const repair = vehicleRepair(system);
  const rating = ratingIn(poolOrNull(system, c, ability), ability);
  return { name: c.name, rating, limit: 'ops' in repair ? repair.ops.vehicleLimit(system, rating) : 0 };
}

export function updateVehicle(repos: Repos, system: GameSystem, input: { id: string; name?: string | undefined; mechanicId?: string | null | undefined }): CampaignVehicle {
  const v = requireVehicle(repos, input.id);
  const next = { ...v };
  if (input.name !== undefined) {
    checkName(repos, input.name, v.id);
    next.name = input.name;
  }
  if (input.mechanicId !== undefined && input.mechanicId !== v.mechanicId) {
    if (input.mechanicId !== null) {
      const repair = vehicleRepair(system);
      if ('none' in repair) throw new AppError('vehicle/no-repair', `mechanicId: ${repair.none}`);
      const m = mechanicLimit(system, repos.characters.get(input.mechanicId));
      if (!m) throw new AppError('character/not-found', `mechanicId: there is no character with id "${input.mechanicId}" in this campaign.`);
      const ability = system.setting.specialAbilities.repair;
      if (m.rating <= 0) throw new AppError('vehicle/no-mechanic', `mechanicId: ${m.name} has no ${ability} skill to repair with.`);
      const others = repos.vehicles.list().filter((o) => o.mechanicId === input.mechanicId && o.id !== v.id);
      if (others.length >= m.limit) {
        throw new AppError('vehicle/mechanic-full', `mechanicId: ${m.name} (${ability} ${m.rating}) may keep at most ${m.limit} ${m.limit === 1 ? 'vehicle' : 'vehicles'} repaired${others.length ? ` and already repairs ${others.map((o) => o.name).join(', ')}` : ''}.`);
      }
    }
    next.mechanicId = input.mechanicId;
  }
  repos.vehicles.update(next);
  return next;
}

/** A crew by name for the sheet and the list. */
function crewView(crew: VehicleCrew | undefined, names: ReadonlyMap<string, string>): CampaignVehicleView['crew'] {
  const seated = (id: string) => ({ id, name: names.get(id) ?? id });
  return { pilot: crew?.pilotId ? seated(crew.pilotId) : null, passengers: (crew?.passengerIds ?? []).map(seated) };
}

/** The roster's and the sheet's view of every campaign vehicle, with what the calendar may do. */
export function vehicleList(repos: Repos, system: GameSystem, held: HeldVehicles): VehicleList {
  const characters = repos.characters.listAll();
  const names = new Map(characters.map((c) => [c.id, c.name]));
  const crews = repos.crews.all();
  const repair = vehicleRepair(system);
  const definitionOf = definitions(system);
  const labels = new Map<string, string>();
  const label = (severity: string) => labels.get(severity) ?? (labels.set(severity, severityLabel(system, severity)), labels.get(severity)!);
  const vehicles = repos.vehicles.list().map((v) => ({
    id: v.id,
    name: v.name,
    vehicleType: v.vehicleType,
    definition: definitionOf(v.vehicleType),
    mechanicId: v.mechanicId,
    mechanicName: v.mechanicId !== null ? (names.get(v.mechanicId) ?? null) : null,
    wounds: v.wounds.map((w) => ({ ...w, label: label(w.severity), pointsNeeded: healingPointsNeeded(system, w) })),
    woundModifier: totalWoundModifier(system, v.wounds).total,
    fight: held.get(v.id)?.name ?? null,
    crew: crewView(crews.get(v.id), names),
  }));
  const mechanics: VehicleList['mechanics'] = [];
  if ('ops' in repair) {
    // Only those who hold the ability by name can have a rating in it (a lookup that fails costs an exception each).
    const ability = system.setting.specialAbilities.repair.trim().toLowerCase();
    const holds = (c: Character) => [c.attributes, c.actionSkills, c.backgroundSkills].some((list) => list.some((a) => a.name.trim().toLowerCase() === ability));
    for (const c of characters) {
      if (!holds(c)) continue;
      const m = mechanicLimit(system, c);
      if (m && m.rating > 0) mechanics.push({ id: c.id, name: c.name, rating: m.rating, limit: m.limit });
    }
  }
  return {
    vehicles,
    types: vehicleTypes(system),
    repair: { ability: system.setting.specialAbilities.repair, rule: 'ops' in repair ? repair.ops.source : null, none: 'none' in repair ? repair.none : null },
    mechanics,
  };
}
