/**
 * Issue 41: the exact odds of one attack on someone aboard a vehicle in the Third Edition, for the
 * turn forecast. AresMUSH hits the vehicle through the person aboard (§C.7, §C.18): the shot goes
 * to the pilot (a passenger is retargeted), who defends with the vehicle's pilot skill and dodge;
 * it reads the vehicle's chart and armor, and the wound lands on the vehicle, flagging the pilot
 * for the end-of-turn knockout roll. A wound on a crew area gives everyone aboard rand(1), rand(3)
 * or rand(5) Shrapnel hits by its level (personal chart, armor and damage). Everyone aboard then
 * carries the vehicle's wounds in their own modifier (`damageMod`), their knockout roll included;
 * the vehicle itself is never knocked out. Every sum follows the procedures' own branches
 * (attack.ts `resolveAttack`, `possibleCrewHits`; knockout.ts `checkForKo`).
 */
import type { ExactOutcome } from '../../../core/combat/forecast-types';
import { damageLevels } from './config';
import { armorOf, weaponOf } from './gear-stats';
import { chartFor, locationClass } from './attack';
import type { A3Battle, A3Fighter } from './fighter';
import { npcWoundsBonus } from './npc';
import { armorDist, attackOdds, knockoutChance, locationDist, severityDist } from './odds';
import { damageMod, knockoutPool } from './rolls';
import { newWound } from './wounds';

/** What one attack on a vehicle's occupant does: the vehicle's row and each person aboard's. */
export type VehicleShotOutcome = { vehicle: ExactOutcome; people: ExactOutcome[] };

/** P(level index) of n counts, as a map from "i,j,k" (wounds of each stored level) to chance. */
type Multiset = Map<string, number>;

/**
 * One Shrapnel hit's outcome on `person` (crew = true, net 0): [stopped by armor, a graze, then
 * each stored level]; all but the first add a point of stress (§C.13).
 */
export function shrapnelOutcomes(b: A3Battle, person: A3Fighter): number[] {
  const cfg = b.config;
  const { stored, graze } = damageLevels(cfg);
  const out = new Array<number>(stored.length + 2).fill(0);
  const shrapnel = weaponOf(cfg, 'Shrapnel');
  if (!shrapnel) {
    out[0] = 1;
    return out;
  }
  const chart = chartFor(b, person, true);
  const armor = armorOf(cfg, person.armor, person.armorSpecials);
  const npc = person.npcLevel !== null ? npcWoundsBonus(cfg, person.npcLevel) : 0;
  const defenseLuck = person.luck === 'Defense' ? 30 : 0;
  const locs = chart ? locationDist(chart, 0, null) : new Map([['Body', 1]]);
  for (const [loc, pLoc] of locs) {
    const cls = locationClass(chart, loc);
    const base = (cls === 'Critical' ? 30 : cls === 'Vital' ? 0 : -30) + shrapnel.lethality + person.lethalMod + npc - defenseLuck;
    const reductions = armor ? armorDist(0, shrapnel.penetration, armor.protection[loc]) : new Map([[0, 1]]);
    for (const [red, pRed] of reductions) {
      if (red >= 100) {
        out[0]! += pLoc * pRed;
        continue;
      }
      for (const [level, pLev] of severityDist(cfg, base - red)) out[level === graze ? 1 : stored.indexOf(level) + 2]! += pLoc * pRed * pLev;
    }
  }
  return out;
}

/** One Shrapnel hit's outcome: index 0 nothing stored (stopped or graze), i + 1 the i-th stored level. */
function shrapnelOdds(b: A3Battle, person: A3Fighter): number[] {
  const [stopped, grazed, ...levels] = shrapnelOutcomes(b, person);
  return [stopped! + grazed!, ...levels];
}

/** Every multiset of stored wounds `hits` Shrapnel hits can leave, each with its chance. */
function woundsOf(single: readonly number[], hits: number): Multiset {
  let dist: Multiset = new Map([[single.slice(1).map(() => 0).join(','), 1]]);
  for (let h = 0; h < hits; h++) {
    const next: Multiset = new Map();
    for (const [key, p] of dist) {
      single.forEach((q, outcome) => {
        if (q === 0) return;
        const counts = key.split(',').map(Number);
        if (outcome > 0) counts[outcome - 1]!++;
        const k = counts.join(',');
        next.set(k, (next.get(k) ?? 0) + p * q);
      });
    }
    dist = next;
  }
  return dist;
}

/** §C.18 the Shrapnel hits per occupant by the vehicle's wound: rand(1) for the first level, rand(5) for the worst, rand(3) between. */
export const crewSides = (index: number, levels: number): number => (index < 0 ? 0 : index === 0 ? 1 : index === levels - 1 ? 5 : 3);

/**
 * Runs `look` with new wounds put on the battle's copies (`vehicleLevels` on `f`'s vehicle, when
 * aboard one; `personal` on `f`), and takes them off again (a wound's weight reads its level only, §D.2).
 */
export function withWounds<T>(b: A3Battle, f: A3Fighter, vehicleLevels: readonly string[], personal: readonly string[], look: () => T): T {
  const v = f.vehicle ? b.vehicles[f.vehicle] : undefined;
  const onVehicle = v ? vehicleLevels.length : 0;
  for (let i = 0; i < onVehicle; i++) v!.wounds.push(newWound(b.config, vehicleLevels[i]!, 'forecast', false));
  for (const level of personal) f.wounds.push(newWound(b.config, level, 'forecast', false));
  try {
    return look();
  } finally {
    if (onVehicle) v!.wounds.length -= onVehicle;
    f.wounds.length -= personal.length;
  }
}

/**
 * §C.14 `check_for_ko` for `f` with its vehicle's new wounds `vehicleLevels` and its own new
 * `personal` levels: only when freshly damaged with wounds at −1 or worse; an NPC at −7 or worse
 * without a roll.
 */
export function knockout(b: A3Battle, f: A3Fighter, fresh: boolean, vehicleLevels: readonly string[], personal: readonly string[]): number {
  if (f.isKo) return 1;
  if (!fresh) return 0;
  return withWounds(b, f, vehicleLevels, personal, () => {
    const mod = damageMod(b, f);
    if (mod > -1) return 0;
    if (f.npcLevel !== null && mod <= -7) return 1;
    return knockoutChance(knockoutPool(b, f));
  });
}

/**
 * The exact outcome of `c`'s attack on `target` (someone aboard a vehicle) as the battle stands
 * (`called`: the declared location), for the vehicle (`vehicleId`) and everyone aboard it
 * (`idOf`: the battle's names to the fight's ids).
 */
export function ares3eVehicleShot(b: A3Battle, c: A3Fighter, target: A3Fighter, called: string | null, idOf: ReadonlyMap<string, string>, vehicleId: string): VehicleShotOutcome | null {
  const cfg = b.config;
  const v = target.vehicle ? b.vehicles[target.vehicle] : undefined;
  if (!v) return null;
  // The defender: the pilot, or the passenger shot at when nobody flies it (attack.ts `attackTarget`).
  const defender = !target.piloting && v.pilot ? b.fighters[v.pilot]! : target;
  const o = attackOdds(b, c, target, { called });
  const { stored } = damageLevels(cfg);
  const chart = chartFor(b, defender, false);
  const aboard = [...v.passengers, ...(v.pilot ? [v.pilot] : [])].map((name) => b.fighters[name]!).filter(Boolean);
  const single = new Map(aboard.map((f) => [f.name, shrapnelOdds(b, f)]));
  let vHit = 0;
  let vSerious = 0;
  const rows = new Map(aboard.map((f) => [f.name, { pHit: 0, pSerious: 0, pOut: 0 }]));
  // No wound on the vehicle (a miss, armor, a graze): the occupants' knockout as they are.
  const pStored = [...o.levels].reduce((s, [level, p]) => s + (stored.includes(level) ? p : 0), 0);
  for (const f of aboard) rows.get(f.name)!.pOut += (1 - pStored) * knockout(b, f, f.freshlyDamaged, [], []);
  for (const [loc, levels] of o.levelsAt) {
    for (const [level, p] of levels) {
      const index = stored.indexOf(level);
      if (index < 0 || p === 0) continue;
      vHit += p;
      if (index >= 1) vSerious += p;
      const sides = chart && chart.crew.has(loc) ? crewSides(index, stored.length) : 0;
      for (const f of aboard) {
        const row = rows.get(f.name)!;
        const fresh = f.freshlyDamaged || f === defender;
        // rand(sides) hits, each count equally likely (none when the place holds no crew).
        const counts = sides === 0 ? [0] : Array.from({ length: sides }, (_, n) => n);
        for (const n of counts) {
          const pn = p / counts.length;
          for (const [key, pw] of woundsOf(single.get(f.name)!, n)) {
            const personal = key.split(',').flatMap((count, i) => Array<string>(Number(count)).fill(stored[i]!));
            const q = pn * pw;
            if (personal.length > 0) row.pHit += q;
            if (personal.some((l) => stored.indexOf(l) >= 1)) row.pSerious += q;
            row.pOut += q * knockout(b, f, fresh || personal.length > 0, [level], personal);
          }
        }
      }
    }
  }
  const people = aboard.map((f): ExactOutcome => {
    const id = idOf.get(f.name)!;
    if (f.isKo) return { id, pHit: 0, pSerious: 0, pOut: 1 };
    return { id, ...rows.get(f.name)! };
  });
  // §C.18: a vehicle is never knocked out itself (its pilot rolls for it).
  return { vehicle: { id: vehicleId, pHit: vHit, pSerious: vSerious, pOut: 0 }, people };
}
