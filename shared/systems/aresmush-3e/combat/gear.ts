/**
 * §C.17 weapons and ammo, §C.2 default gear, §C.18 boarding and leaving vehicles, §C.19 mounts.
 */
import { combatantTypeOf, vehicleOf } from './config';
import { splitGear, weaponOf } from './gear-stats';
import type { A3Battle, A3Fighter } from './fighter';
import { findKey } from './names';

/** §C.17 `set_weapon`: titlecased name (default Unarmed), ammo from prior ammo or a full clip, old ammo saved, action cleared. */
export function setWeapon(b: A3Battle, c: A3Fighter, name: string | null | undefined, specials: readonly string[] = []): void {
  const split = splitGear(name || 'Unarmed');
  const allSpecials = [...new Set([...split.specials, ...splitGear(`x+${specials.join('+')}`).specials])];
  const weapon = weaponOf(b.config, split.name, allSpecials);
  const newName = weapon?.name ?? split.name;
  if (c.weapon) c.priorAmmo[c.weapon] = c.ammo;
  c.weapon = newName;
  c.weaponSpecials = allSpecials;
  c.maxAmmo = weapon?.ammo ?? 0;
  c.ammo = c.priorAmmo[newName] ?? c.maxAmmo;
  c.action = null;
}

export function setArmor(c: A3Fighter, name: string | null | undefined, specials: readonly string[] = []): void {
  if (!name) {
    c.armor = null;
    c.armorSpecials = [];
    return;
  }
  const split = splitGear(name);
  c.armor = split.name;
  c.armorSpecials = [...new Set([...split.specials, ...splitGear(`x+${specials.join('+')}`).specials])];
}

/** §C.2 `set_default_gear`: the combatant type's weapon + specials and armor + specials. */
export function setDefaultGear(b: A3Battle, c: A3Fighter, typeName: string): void {
  const t = combatantTypeOf(b.config, typeName);
  setWeapon(b, c, t?.weapon ?? 'Unarmed', t?.weapon_specials ?? []);
  setArmor(c, t?.armor ?? null, t?.armor_specials ?? []);
}

/** §C.17 `check_ammo`: true without ammo tracking, else ammo ≥ n. */
export const checkAmmo = (c: A3Fighter, n: number): boolean => c.maxAmmo === 0 || c.ammo >= n;

/** §C.17 `update_ammo`: spends n; "clicks empty" at exactly 0. */
export function updateAmmo(b: A3Battle, c: A3Fighter, n: number): void {
  if (c.maxAmmo === 0) return;
  c.ammo -= n;
  if (c.ammo === 0) b.log.push(`${c.name}'s weapon clicks empty.`);
}

/**
 * §C.18 pilot or passenger. `vehicle` is an existing vehicle's name, or a type (a new vehicle is
 * made, named "Type-N"). Mounted fighters are refused; a pilot takes the first vehicle weapon and a
 * previous pilot becomes a passenger.
 */
export function board(b: A3Battle, c: A3Fighter, vehicle: string, role: 'pilot' | 'passenger'): string | null {
  if (c.mount) return `${c.name} can't board a vehicle while mounted.`;
  let v = b.vehicles[findKey(b.vehicles, vehicle) ?? ''];
  if (!v) {
    const typeKey = findKey(b.config.vehicles, vehicle);
    if (!typeKey) return `There is no vehicle or vehicle type named ${vehicle}.`;
    // AresMUSH names vehicles by record id; here the next free number keeps replays deterministic.
    let n = Object.keys(b.vehicles).length + 1;
    while (b.vehicles[`${typeKey}-${n}`]) n++;
    const name = `${typeKey}-${n}`;
    v = { name, type: typeKey, pilot: null, passengers: [], wounds: [] };
    b.vehicles[name] = v;
  }
  if (c.vehicle) leaveVehicle(b, c, false);
  if (role === 'pilot') {
    if (v.pilot) {
      const old = b.fighters[v.pilot];
      if (old) old.piloting = false;
      v.passengers.push(v.pilot);
    }
    v.pilot = c.name;
    c.piloting = true;
    c.vehicle = v.name;
    setWeapon(b, c, vehicleOf(b.config, v.type)?.weapons?.[0] ?? 'Unarmed');
  } else {
    v.passengers.push(c.name);
    c.vehicle = v.name;
    c.piloting = false;
  }
  return null;
}

/** §C.18 `combat/disembark`: leaves the vehicle; gear resets to the default type's. */
export function leaveVehicle(b: A3Battle, c: A3Fighter, resetGear = true): void {
  const v = c.vehicle ? b.vehicles[c.vehicle] : undefined;
  if (v) {
    if (v.pilot === c.name) v.pilot = null;
    v.passengers = v.passengers.filter((p) => p !== c.name);
  }
  c.vehicle = null;
  c.piloting = false;
  if (resetGear) setDefaultGear(b, c, b.config.defaultType);
}

/** §C.19 mount / dismount; refused while in a vehicle. */
export function setMount(c: A3Fighter, mount: string | null): string | null {
  if (mount && c.vehicle) return `${c.name} can't mount while in a vehicle.`;
  c.mount = mount;
  return null;
}
