/**
 * The calendar's repairs (issue 39 item 5): what each damaged campaign vehicle brings to an
 * advance (its damage and its mechanic's repair pool), what the storyteller is told before
 * committing, and the writing of the repaired damage with the record undo needs. Seed 001
 * "Vehicle Healing": "Vehicles don't heal by themselves; they only get better if someone is fixing
 * them", so a vehicle without a mechanic is left as it is, and said so.
 */
import type { CampaignVehicle } from '../../../shared/domain/campaign-vehicle';
import { vehicleRepair, type GameSystem, type PlanDoctor, type PlanVehicle, type Wound } from '../../../shared/systems';
import type { Repos } from '../db/repos';
import { poolOrNull } from '../healing/patients';
import type { HeldVehicles } from '../vehicles/vehicle-fights';

/** One vehicle's damage before and after a step, as the campaign log keeps it for undo. */
export type VehicleChange = { id: string; name: string; before: Wound[]; after: Wound[] };

const damaged = (v: CampaignVehicle) => v.wounds.some((w) => w.severity !== 'healed');

/** The damaged vehicles and their mechanics for the plan, with the warnings the preview shows. */
export function repairInputs(repos: Repos, system: GameSystem, held: HeldVehicles): { vehicles: PlanVehicle[]; mechanics: PlanDoctor[]; warnings: string[]; stored: Map<string, CampaignVehicle> } {
  const list = repos.vehicles.list().filter(damaged);
  const stored = new Map(list.map((v) => [v.id, v]));
  const repair = vehicleRepair(system);
  if ('none' in repair) return { vehicles: [], mechanics: [], warnings: list.length ? [repair.none] : [], stored: new Map() };
  const ability = system.setting.specialAbilities.repair;
  const warnings: string[] = [];
  const mechanics = new Map<string, PlanDoctor>();
  const vehicles: PlanVehicle[] = [];
  for (const v of list) {
    const c = v.mechanicId !== null ? repos.characters.get(v.mechanicId) : undefined;
    const pool = c ? poolOrNull(system, c, ability) : null;
    if (c && pool) mechanics.set(c.id, { id: c.id, name: c.name, pool });
    else warnings.push(`${v.name} has ${c ? `a mechanic without ${ability}` : 'no mechanic'}: its damage stays (seed 001: "Vehicles don't heal by themselves").`);
    const fight = held.get(v.id);
    if (fight) warnings.push(`${v.name} is in the unfinished fight "${fight.name}": its next step there will write back the damage the fight holds, replacing this repair.`);
    vehicles.push({ id: v.id, name: v.name, wounds: v.wounds, mechanicId: c && pool ? c.id : null });
  }
  return { vehicles, mechanics: [...mechanics.values()], warnings, stored };
}

/** Writes the plan's repaired damage (inside the caller's transaction): the changes for the log and each vehicle's line. */
export function commitRepairs(repos: Repos, planned: readonly VehicleChange[]): { changes: VehicleChange[]; lines: string[] } {
  const changes: VehicleChange[] = [];
  const lines: string[] = [];
  for (const p of planned) {
    const after = p.after.filter((w) => w.severity !== 'healed');
    if (JSON.stringify(after) === JSON.stringify(p.before)) continue;
    repos.vehicles.setWounds(p.id, after);
    changes.push({ ...p, after });
    lines.push(`${p.name}: ${p.before.length} → ${after.length} ${after.length === 1 ? 'wound' : 'wounds'}`);
  }
  return { changes, lines };
}
