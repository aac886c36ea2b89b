/** Gear and pools shared by the combat tests. Stats are illustrative unless a seed gives them. */
import {
  ArmorSchema,
  WeaponSchema,
  type Armor,
  type Weapon,
  type WeaponInput,
} from '../../../../shared/domain/gear';
import { rawPool, skillPool, type PoolSpec } from '../../../../shared/core/dice/ability-roll';
import { FS32_COMBAT_RULESET } from '../../../../shared/systems/fs3.2/combat/ruleset';
import type { Attacker, Defender } from '../../../../shared/core/mechanics/attack';
import { HUMANOID_HIT_CHART } from '../../../../shared/core/content/hit-charts';

export const RULES = FS32_COMBAT_RULESET;
export const CORE = RULES.core;

export const weapon = (input: WeaponInput): Weapon => WeaponSchema.parse(input);

/** Seed 000: "Knife 1"; defended with the melee skill (seed 004's Kelly example). */
export const KNIFE = weapon({
  name: 'Knife',
  type: 'melee',
  attackSkill: 'Melee',
  defenseSkill: 'Melee',
  penetration: 1,
});
/** Seed 001: "a rifle (pen 4)"; seed 000 recommends a raw defense rating of 3 for firearms. */
export const RIFLE = weapon({
  name: 'Assault Rifle',
  type: 'ranged',
  attackSkill: 'Firearms',
  defenseRating: 3,
  penetration: 4,
  ammo: 30,
  automatic: true,
  recoil: 1,
  effectiveRange: 300,
});
export const PISTOL = weapon({
  name: 'Pistol',
  type: 'ranged',
  attackSkill: 'Firearms',
  defenseRating: 3,
  penetration: 2,
  ammo: 12,
  effectiveRange: 50,
});
export const GRENADE = weapon({
  name: 'Frag Grenade',
  type: 'explosive',
  attackSkill: 'Athletics',
  defenseRating: 3,
  penetration: 4,
  ammo: 1,
  blastRadius: 5,
  shrapnel: true,
});
/** Seed 001: "Bob got shot in the chest (armor protection 4)". */
export const VEST: Armor = ArmorSchema.parse({
  name: 'Kevlar Vest',
  protection: 4,
  locations: ['Chest', 'Abdomen'],
});

export const pool = (
  skill: string,
  rating: number,
  attribute = 2,
  attributeName = 'Reactive',
): PoolSpec => skillPool(CORE, { name: attributeName, rating: attribute }, { name: skill, rating });
export const raw = (dice: number): PoolSpec => rawPool(CORE, dice);

export const attacker = (name: string, p: PoolSpec, over: Partial<Attacker> = {}): Attacker => ({
  name,
  pool: p,
  stance: 'normal',
  woundModifier: 0,
  suppression: 0,
  ...over,
});

export const defender = (name: string, p: PoolSpec, over: Partial<Defender> = {}): Defender => ({
  name,
  pool: p,
  stance: 'normal',
  woundModifier: 0,
  chart: HUMANOID_HIT_CHART,
  ...over,
});

/** `n` d8 faces with exactly `hits` hits and no 1s (so never an embarrassing failure). */
export function faces(n: number, hits: number): number[] {
  return Array.from({ length: n }, (_, i) => (i < hits ? 8 : 2));
}
