/**
 * Issue 40 item 6: the vehicles of a Third Edition fight come from the game's vehicles file, not
 * the campaign's gear catalog (which the storyteller may have edited, and which clamps a negative
 * toughness to 0). The GM screen offers the file's vehicles with their own numbers (a Raider's
 * toughness −1 kept) and adds one with its chart and armor projected as an import projects them;
 * the fight itself reads chart, armor, dodge and toughness from the config by the vehicle's type.
 */
import { projectGear } from '../../../config/map-gear';
import type { GameConfig } from '../../../config/model';
import { problem, type ConfigProblem } from '../../../config/problems';
import type { Armor, HitChart, Vehicle } from '../../../domain/gear';
import { vehicleOf, type A3CombatConfig } from './config';

/** What a `vehicle.add` needs: the console's definition, its chart and its armor. */
export type VehicleSetup = { definition: Vehicle; chart: HitChart; armor: Armor | null };

const projected = new WeakMap<GameConfig, ReturnType<typeof projectGear>['gear']>();

/** The game's vehicle `name` (any case) ready to join a fight, or null when the file lacks it or it cannot be projected. */
export function ares3eCombatVehicle(config: GameConfig | null, name: string): VehicleSetup | null {
  if (!config) return null;
  let gear = projected.get(config);
  if (!gear) {
    gear = projectGear(config).gear;
    projected.set(config, gear);
  }
  const definition = gear.vehicles.find((v) => v.name.toLowerCase() === name.toLowerCase());
  if (!definition) return null;
  const chart = gear.hitCharts.find((c) => c.name === definition.hitChart);
  if (!chart) return null;
  const armor = definition.armor === null ? null : (gear.armor.find((a) => a.name === definition.armor) ?? null);
  return { definition, chart, armor };
}

const signed = (n: number) => (n < 0 ? `\u2212${-n}` : `+${n}`);

/** The GM screen's vehicle choices: the file's vehicles (none when allow_vehicles is false), with the numbers the fight uses. */
export function ares3eVehicleChoices(cfg: A3CombatConfig): { id: string; label: string; hint: string }[] {
  if (!cfg.allowVehicles) return [];
  return Object.entries(cfg.vehicles).map(([id, v]) => {
    const toughness = typeof v.toughness === 'number' ? v.toughness : 0;
    const dodge = typeof v.dodge === 'number' ? v.dodge : 0;
    const parts = [`toughness ${toughness < 0 ? `\u2212${-toughness}` : toughness}`, v.armor ? `${v.armor} armor` : 'no armor', `dodge ${signed(dodge)}`, `${v.hitloc_chart ?? 'no'} chart`];
    return { id, label: id, hint: parts.join(', ') };
  });
}

/**
 * A vehicle type with the numbers a Third Edition fight uses (rolls.ts reads toughness and dodge
 * from the game's file by type): the file's toughness, a negative one kept (the catalog clamps it
 * to 0), and its dodge. A type the file lacks keeps the catalog's numbers for the roster, though no
 * fight takes it: AresMUSH makes no vehicle of a type its vehicles config lacks (§C.18
 * `find_or_create_vehicle` answers nil: "That is not a valid vehicle name or vehicle type."), a
 * fight here refuses it the same way (main's add-vehicle), and the config check warns of it
 * ({@link ares3eCatalogVehicleProblems}).
 */
export function ares3eShownVehicle(cfg: A3CombatConfig, v: Vehicle): Vehicle {
  const own = vehicleOf(cfg, v.name);
  return own ? { ...v, toughness: own.toughness ?? 0, dodgeBonus: own.dodge ?? 0 } : v;
}

/**
 * The campaign catalog's vehicles whose type the game's vehicles file lacks (matched by name, any
 * case, as AresMUSH's titlecase match), each a warning located at its catalog entry: AresMUSH
 * refuses to make one, so it can join no Third Edition fight.
 */
export function ares3eCatalogVehicleProblems(cfg: A3CombatConfig, vehicles: readonly Pick<Vehicle, 'name'>[]): ConfigProblem[] {
  return vehicles.flatMap((v, i) =>
    vehicleOf(cfg, v.name)
      ? []
      : [problem('warning', 'unknown-reference', ['gear', 'vehicles', i, 'name'], `Vehicle "${v.name}" is not in this game's vehicles file (fs3combat_vehicles.yml): AresMUSH makes no vehicle of a type it lacks ("That is not a valid vehicle name or vehicle type."), so it cannot join a fight; add it to the file or remove it from the catalog.`)],
  );
}
