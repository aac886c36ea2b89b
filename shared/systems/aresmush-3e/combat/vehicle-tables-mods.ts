/**
 * Issue 41: each person's §C.1 `total_damage_mod` in a sampled turn of the Third Edition's vehicle
 * tables (vehicle-tables.ts): their wounds and this turn's new ones, plus their vehicle's.
 */
import type { A3CombatConfig } from './config';
import type { A3Fighter, A3Wound } from './fighter';
import { B, POW } from './vehicle-tables-memo';
import { woundMod } from './wounds';

/** The turn's new wounds as the sampler keeps them (base-B digits per stored level), read as they stand. */
export type TurnWounds = { vehicleOf: Int32Array; own: Int32Array; vcode: Int32Array; levels: readonly string[] };

export function modifiers(cfg: A3CombatConfig, F: readonly A3Fighter[], vehicleWounds: readonly (readonly A3Wound[])[], w: TurnWounds): (i: number) => number {
  const { vehicleOf, own, vcode, levels } = w;
  // §C.1 `total_damage_mod` with this turn's new wounds, from the sums of the wounds' weights (§D.2).
  const weight = levels.map((l) => cfg.damageMods[l] ?? 0);
  const weighOf = (list: readonly A3Wound[]) => list.reduce((sum, w) => sum + woundMod(cfg, w), 0);
  const ownBase = F.map((f) => weighOf(f.wounds));
  const vehicleBase = vehicleWounds.map(weighOf);
  const [pow, b] = [POW, B];
  const withNew = (base: number, code: number) => {
    let sum = base;
    for (let j = 0; j < weight.length; j++) sum += weight[j]! * (Math.floor(code / pow[j]!) % b);
    return sum;
  };
  const total = (sum: number) => {
    const r = Math.round(sum * 100) / 100;
    return r === 0 ? 0 : -r;
  };
  return (i: number): number => {
    const mine = total(withNew(ownBase[i]!, own[i]!));
    const v = vehicleOf[i]!;
    return v < 0 ? mine : Math.round((mine + total(withNew(vehicleBase[v]!, vcode[v]!))) * 100) / 100;
  };
}
