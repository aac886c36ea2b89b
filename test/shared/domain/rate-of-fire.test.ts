/**
 * Issue 39 item 11 (b): a gun's rate of fire is a gear field (seed 003: "A gun may be fired a
 * number of times equal to the rate of fire"): optional, validated, and carried through the
 * AresMUSH gear files the console imports and exports.
 */
import { describe, expect, it } from 'vitest';
import { exportGameConfig } from '../../../shared/config/export';
import { planImport, type ConfigFileInput } from '../../../shared/config/plan';
import { applyProductEdits, toProductModel } from '../../../shared/config/product';
import { cloneJson, type GameConfig } from '../../../shared/config/model';
import { BSG_SETTING } from '../../../shared/core/content';
import { WeaponSchema } from '../../../shared/domain/gear';
import { fixtureFiles } from '../config/fixtures';

const GUN = { name: 'Autogun', type: 'ranged', attackSkill: 'Shoot', defenseRating: 3, penetration: 3 } as const;

function importAll(files: ConfigFileInput[]): GameConfig {
  const plan = planImport(null, files);
  if (!plan.next) throw new Error(plan.problems.map((p) => p.message).join('\n'));
  return plan.next;
}

describe('rate of fire as a weapon field', () => {
  it('is optional (null when not given) and kept when given', () => {
    expect(WeaponSchema.parse(GUN).rateOfFire).toBeNull();
    expect(WeaponSchema.parse({ ...GUN, rateOfFire: 3 }).rateOfFire).toBe(3);
  });

  it('is refused with a message naming the field: below 1, above 20, a fraction, or on a weapon that is not a gun', () => {
    const message = (input: object) => WeaponSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(message({ ...GUN, rateOfFire: 0 })).toEqual(['rateOfFire: Rate of fire must be at least 1 (or blank)']);
    expect(message({ ...GUN, rateOfFire: 21 })).toEqual(['rateOfFire: Rate of fire must be 20 or less']);
    expect(message({ ...GUN, rateOfFire: 2.5 })?.[0]).toMatch(/^rateOfFire: Rate of fire/);
    expect(message({ ...GUN, type: 'melee', rateOfFire: 2 })).toEqual(['rateOfFire: Only ranged weapons have a rate of fire']);
  });

  it('an edit in the gear editor writes rate_of_fire to the weapons file, and importing it reads it back', () => {
    const config = importAll(fixtureFiles());
    const { product } = toProductModel(config, BSG_SETTING);
    const gear = cloneJson(product.gear as never) as typeof product.gear;
    const pistol = gear.weapons.find((w) => w.name === 'Pistol')!;
    expect(pistol.rateOfFire).toBeNull();
    (pistol as { rateOfFire: number }).rateOfFire = 3;
    const out = exportGameConfig(applyProductEdits(config, { ...product, gear }));
    const weapons = out.find((f) => f.name === 'fs3combat_weapons.yml')!.text;
    expect(weapons).toMatch(/\n\s+rate_of_fire: 3\r?\n/);
    const back = toProductModel(importAll(out.map((f) => ({ name: f.name, text: f.text }))), BSG_SETTING).product.gear;
    expect(back.weapons.find((w) => w.name === 'Pistol')!.rateOfFire).toBe(3);
  });
});
