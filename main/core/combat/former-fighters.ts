/**
 * Who was in a fight and is no longer: older log lines still name them, and the players' view
 * must know them to keep a removed NPC's real name out (issues 21 and 35).
 */
import type { OpenCombat } from './open-combat';

export type FormerCombatant = { id: string; name: string; kind: 'pc' | 'npc' };
export type FormerVehicle = { id: string; name: string; vehicle: string };

/** Combatants added by a step in effect and no longer in the fight. */
export function formerCombatants(c: OpenCombat): FormerCombatant[] {
  const present = new Set(c.snapshot.context.combatants.map((x) => x.id));
  const former = new Map<string, FormerCombatant>();
  for (const event of c.effectiveEvents()) {
    if (event.type !== 'combatant.add') continue;
    for (const spec of event.combatants) if (!present.has(spec.id)) former.set(spec.id, { id: spec.id, name: spec.name, kind: spec.kind });
  }
  return [...former.values()];
}

/** Vehicles added by a step in effect and no longer in the fight, with their catalog type. */
export function formerVehicles(c: OpenCombat): FormerVehicle[] {
  const present = new Set(c.snapshot.context.vehicles.map((v) => v.id));
  const former = new Map<string, FormerVehicle>();
  for (const event of c.effectiveEvents()) {
    if (event.type === 'vehicle.add' && !present.has(event.vehicle.id)) former.set(event.vehicle.id, { id: event.vehicle.id, name: event.vehicle.name, vehicle: event.vehicle.definition.name });
  }
  return [...former.values()];
}
