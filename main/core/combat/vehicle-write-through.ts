/**
 * Issue 39 item 5: a campaign vehicle's damage follows the fight it is in, written in the same
 * transaction as each committed step, undo or redo (like a character's wounds, write-through.ts),
 * so End combat leaves it damaged, undoing a step takes the damage back, and nothing is ever half
 * written. Seed 001 "Vehicle Healing": "Vehicles don't heal by themselves; they only get better if
 * someone is fixing them", so the damage stays with the vehicle after the fight, for the calendar's
 * repairs and the next fight.
 */
import type { CombatContext, VehicleState } from '../../../shared/core/combat/context';
import type { Repos } from '../db/repos';

const sameDamage = (a: VehicleState | undefined, b: VehicleState): boolean =>
  a !== undefined && (a.wounds === b.wounds || JSON.stringify(a.wounds) === JSON.stringify(b.wounds));

/**
 * Writes the damage of the fight's campaign vehicles that changed in this step (every one of
 * them at the end); returns the ids of the campaign vehicles written, joined or left. A campaign vehicle deleted
 * meanwhile is skipped. Vehicle wounds are stored with `vehicle` set, whatever made them.
 */
export function writeVehicleDamage(repos: Repos, before: CombatContext, after: CombatContext, ending: boolean): string[] {
  // A campaign vehicle that joined or left (an add, a removal, their undo) changes the "in fight" its sheet shows.
  const held = (ctx: CombatContext) => new Set(ctx.vehicles.flatMap((v) => (v.campaignVehicleId === undefined ? [] : [v.campaignVehicleId])));
  const was = held(before);
  const now = held(after);
  const written = [...was].filter((id) => !now.has(id));
  for (const id of now) if (!was.has(id)) written.push(id);
  for (const v of after.vehicles) {
    if (v.campaignVehicleId === undefined) continue;
    if (!ending && sameDamage(before.vehicles.find((b) => b.id === v.id), v)) continue;
    const wounds = v.wounds.filter((w) => w.severity !== 'healed').map((w) => (w.vehicle ? w : { ...w, vehicle: true }));
    if (repos.vehicles.setWounds(v.campaignVehicleId, wounds) && !written.includes(v.campaignVehicleId)) written.push(v.campaignVehicleId);
  }
  return written;
}
