/**
 * §C.7 attack resolution, with §C.8 hit location, §C.9 armor, §C.10 cover, §C.11 damage, §C.12
 * stun, §C.13 stress gain and §C.18 crew hits, in AresMUSH's exact order of random draws.
 */
import { chartOf, combatantTypeOf, damageLevels, vehicleOf, type A3Chart, type A3CombatConfig, type A3Weapon } from './config';
import { armorOf, weaponOf } from './gear-stats';
import { rand } from './dice';
import { fighter, type A3Battle, type A3Fighter } from './fighter';
import { titlecase } from './names';
import { npcWoundsBonus } from './npc';
import { mountOf } from './config';
import { rollAttack, rollDefense, rollStrength } from './rolls';
import { newWound } from './wounds';
import { rollSuccesses } from './dice';
import type { Rng } from '../../../core/dice/rng';

export type MarginKind = 'miss' | 'near-miss' | 'mount' | 'cover' | 'dodged' | 'dodged-easily' | 'hit';

export type AttackMargin = { kind: MarginKind; hit: boolean; attack: number; defense: number; net: number; message: string; mountKo?: boolean };

export type HitResult = {
  kind: 'armor' | 'hit' | 'no-weapon';
  location: string;
  /** The game's level name; null when stopped by armor. */
  level: string | null;
  armorReduction: number;
  damageRoll: number | null;
  message: string;
  crewHits: readonly HitResult[];
};

/** Display names of AresMUSH's own level keys (fs3combat locale); renamed levels show as written. */
const LEVEL_NAMES: Readonly<Record<string, string>> = { GRAZE: 'Graze', FLESH: 'Flesh Wound', IMPAIR: 'Impaired', INCAP: 'Incapacitated', HEAL: 'Healed' };
export const levelName = (level: string): string => LEVEL_NAMES[level] ?? level;
/** "Impaired wound", but "Flesh Wound" (not "Flesh Wound wound") when the level's name already says it. */
const woundWords = (name: string): string => (/\bwound$/i.test(name) ? name : `${name} wound`);

/** §C.10 the chance (percent) that cover takes the hit. */
export const coverChance = (net: number): number => (net === 0 || net === 1 ? 50 : net === 2 ? 25 : 0);

/** §C.19 `hit_mount?` chance (percent), or null when no draw is made (no mount, or net < 0). */
export function mountChance(attackerMounted: boolean, defenderMounted: boolean, net: number, mountSpecial: boolean): number | null {
  if (!defenderMounted || net < 0) return null;
  if (net > 0 && mountSpecial) return 90;
  if (net > 2) return 0;
  return attackerMounted ? 20 : 40;
}

/** §C.7 `determine_attack_margin`: attack and defense rolls, then the first matching branch. */
export function determineAttackMargin(b: A3Battle, c: A3Fighter, target: A3Fighter, mod = 0, called: string | null = null, mountSpecial = false): AttackMargin {
  const weapon = weaponOf(b.config, c.weapon, c.weaponSpecials);
  const attack = rollAttack(b, c, target, mod - c.recoil);
  const defense = rollDefense(b, target, weapon);
  const net = attack - defense;
  const cover = target.stance === 'Cover' ? rand(b.rng, 100) < coverChance(net) : false;
  const chance = mountChance(c.mount !== null, target.mount !== null, net, mountSpecial);
  const hitMount = chance === null ? false : rand(b.rng, 100) < chance;
  if (attack > 0 && !(called && net === 1) && !hitMount && !cover && net >= 0) return { kind: 'hit', hit: true, message: '', attack, defense, net };
  const wName = weapon?.key ?? c.weapon;
  const base = { attack, defense, net };
  if (attack <= 0) return { ...base, kind: 'miss', hit: false, message: `${c.name} attacks ${target.name} with ${wName} but MISSES!` };
  if (called && net === 1) return { ...base, kind: 'near-miss', hit: false, message: `${c.name} attacks ${target.name} with ${wName} but NARROWLY MISSES!` };
  if (hitMount) {
    const mount = mountOf(b.config, target.mount);
    const ko = rollSuccesses(b.rng, mount?.toughness ?? 0) <= 0;
    let note = '(Mount INJURED)';
    if (ko) {
      inflict(b, target, newWound(b.config, damageLevels(b.config).stored[1] ?? 'IMPAIR', 'Fall Damage', true), false);
      target.mount = null;
      note = `(Mount KOed - ${levelName(damageLevels(b.config).stored[1] ?? 'IMPAIR')} wound from fall damage)`;
    }
    return { ...base, kind: 'mount', hit: false, mountKo: ko, message: `${c.name} attacks ${target.name} with ${wName} but hits their mount. ${note}` };
  }
  if (cover) return { ...base, kind: 'cover', hit: false, message: `${c.name} attacks ${target.name} with ${wName} but hits COVER.` };
  if (net < 0) {
    if (weapon?.type === 'Melee' || target.vehicle !== null) {
      const easily = net < -2;
      return { ...base, kind: easily ? 'dodged-easily' : 'dodged', hit: false, message: `${target.name} ${easily ? 'EASILY ' : ''}EVADES ${c.name}'s attack with ${wName}.` };
    }
    return { ...base, kind: 'near-miss', hit: false, message: `${c.name} attacks ${target.name} with ${wName} but NARROWLY MISSES!` };
  }
  return { ...base, kind: 'hit', hit: true, message: '' };
}

/** §C.8 the chart in use: the vehicle's unless a crew hit, else the combatant type's hitloc. */
export function chartFor(b: A3Battle, target: A3Fighter, crew: boolean): A3Chart | null {
  const v = target.vehicle && !crew ? b.vehicles[target.vehicle] : undefined;
  const name = v ? vehicleOf(b.config, v.type)?.hitloc_chart : (target.chart ?? combatantTypeOf(b.config, target.type)?.hitloc);
  return chartOf(b.config, name ?? 'Humanoid') ?? chartOf(b.config, 'Humanoid');
}

/** §C.8 `determine_hitloc` on a chart: called with net > 2 exact; else rand(count) + net clamped. */
export function hitLocation(rng: Rng, chart: A3Chart, net: number, called: string | null): string {
  const area = called ? titlecase(called) : null;
  if (area && net > 2) return area;
  const list = (area && chart.areas[area]) || chart.areas[chart.defaultArea] || [];
  if (list.length === 0) return area ?? chart.defaultArea;
  const roll = Math.min(Math.max(rand(rng, list.length) + net, 0), list.length - 1);
  return list[roll]!;
}

/** §C.9 the reduction for an armor result (die + net + pen − protect); 100 = stopped. */
export function armorReduction(rng: Rng, result: number): number {
  if (result >= 8) return 0;
  if (result >= 6) return rand(rng, 25);
  if (result >= 4) return rand(rng, 25) + 25;
  if (result >= 2) return rand(rng, 50) + 50;
  return 100;
}

/** §C.9 `determine_armor`: 0 when no armor or the location is not covered; else the d8 procedure. */
export function determineArmor(b: A3Battle, target: A3Fighter, location: string, weapon: A3Weapon, net: number, crew: boolean): number {
  const v = target.vehicle && !crew ? b.vehicles[target.vehicle] : undefined;
  const armor = v ? armorOf(b.config, vehicleOf(b.config, v.type)?.armor ?? null) : armorOf(b.config, target.armor, target.armorSpecials);
  if (!armor) return 0;
  const protect = armor.protection[location];
  if (protect === undefined) return 0;
  const die = rand(b.rng, 8) + 1;
  return armorReduction(b.rng, die + net + weapon.penetration - protect);
}

/** §C.8 severity class: Vital, Critical or Normal, case-insensitive. */
export function locationClass(chart: A3Chart | null, location: string): 'Vital' | 'Critical' | 'Normal' {
  if (!chart) return 'Normal';
  let cls = chart.classes.get(location);
  if (cls === undefined) {
    const l = location.toLowerCase();
    cls = chart.vital.has(l) ? 'Vital' : chart.critical.has(l) ? 'Critical' : 'Normal';
    chart.classes.set(location, cls);
  }
  return cls;
}

/** §C.11 the level a damage total gives: the first threshold above it, else the worst level. */
export function severityFor(cfg: A3CombatConfig, total: number): string {
  const { stored, bands } = damageLevels(cfg);
  for (const band of bands) if (total < band.below) return band.level;
  return stored[stored.length - 1]!;
}

/** §C.11 `determine_damage`: rand(100) + class + lethality + mod + lethalmod + NPC Wounds. */
export function determineDamage(b: A3Battle, target: A3Fighter, chart: A3Chart | null, location: string, weapon: A3Weapon, mod: number): { roll: number; level: string } {
  const cls = locationClass(chart, location);
  const severity = cls === 'Critical' ? 30 : cls === 'Vital' ? 0 : -30;
  const npc = target.npcLevel !== null ? npcWoundsBonus(b.config, target.npcLevel) : 0;
  const roll = rand(b.rng, 100) + severity + weapon.lethality + mod + target.lethalMod + npc;
  return { roll, level: severityFor(b.config, roll) };
}

/** §C.1 `inflict_damage`: onto the vehicle when aboard and not a crew hit; a graze is never stored. */
function inflict(b: A3Battle, target: A3Fighter, wound: ReturnType<typeof newWound>, crew: boolean): void {
  if (wound.level === damageLevels(b.config).graze) return;
  const v = target.vehicle && !crew ? b.vehicles[target.vehicle] : undefined;
  (v ? v.wounds : target.wounds).push(wound);
}

/** §C.7 `resolve_attack`: location, armor, damage, wound, stress, message, crew hits. */
export function resolveAttack(b: A3Battle, attacker: A3Fighter | null, attackName: string, target: A3Fighter, weapon: A3Weapon, net = 0, called: string | null = null, crew = false): HitResult {
  const chart = chartFor(b, target, crew);
  const location = chart ? hitLocation(b.rng, chart, net, called) : 'Body';
  const armor = determineArmor(b, target, location, weapon, net, crew);
  if (armor >= 100) {
    const message = `${attackName} attacks ${target.name} with ${weapon.key} but it's Stopped by ARMOR on ${location}.`;
    return { kind: 'armor', location, level: null, armorReduction: armor, damageRoll: null, message, crewHits: NO_HITS };
  }
  const attackLuck = attacker?.luck === 'Attack' ? 30 : 0;
  const defenseLuck = target.luck === 'Defense' ? 30 : 0;
  const hitMod = Math.min(25, Math.max(0, (net - 1) * 5));
  if (!weapon.type) {
    return { kind: 'no-weapon', location, level: null, armorReduction: armor, damageRoll: null, message: `${attackName} has no weapon type for ${weapon.key}.`, crewHits: NO_HITS };
  }
  const melee = weapon.type === 'Melee' && attacker ? Math.max((rollStrength(b, attacker) - 1) * 5, 0) : 0;
  const total = hitMod + melee + attackLuck - defenseLuck - armor;
  const damage = determineDamage(b, target, chart, location, weapon, total);
  inflict(b, target, newWound(b.config, damage.level, `${weapon.key} - ${location}`, weapon.stun), crew);
  // §C.18: the pilot is flagged when the vehicle takes the wound.
  if (damage.level !== damageLevels(b.config).graze) {
    target.freshlyDamaged = true;
    if (!target.damagedBy.includes(attackName)) target.damagedBy.push(attackName);
  }
  target.stress = Math.min(target.stress + 1, 5);
  const shown = weapon.type === 'Explosive' ? `${weapon.key}(Concussion)` : weapon.key;
  const message = `${attackName} attacks ${target.name} with ${shown} and HITS! ${woundWords(levelName(damage.level))} to ${location}.${armor > 0 ? ' (Reduced by ARMOR)' : ''}`;
  const result: HitResult = { kind: 'hit', location, level: damage.level, armorReduction: armor, damageRoll: damage.roll, message, crewHits: NO_HITS };
  if (!crew) result.crewHits = possibleCrewHits(b, target, chart, location, damage.level);
  return result;
}

/** §C.18 crew-area hits: shrapnel per occupant by the vehicle's wound (FLESH rand(1)=0, IMPAIR rand(3), INCAP rand(5)). */
function possibleCrewHits(b: A3Battle, target: A3Fighter, chart: A3Chart | null, location: string, level: string): readonly HitResult[] {
  const v = target.vehicle ? b.vehicles[target.vehicle] : undefined;
  if (!v || !chart || !chart.crew.has(location)) return NO_HITS;
  const stored = damageLevels(b.config).stored;
  const idx = stored.indexOf(level);
  const sides = idx < 0 ? 0 : idx === 0 ? 1 : idx === stored.length - 1 ? 5 : 3;
  if (sides === 0) return [];
  const shrapnel = weaponOf(b.config, 'Shrapnel');
  if (!shrapnel) return [];
  const out: HitResult[] = [];
  for (const name of [...v.passengers, ...(v.pilot ? [v.pilot] : [])]) {
    const person = fighter(b, name);
    const n = rand(b.rng, sides);
    for (let i = 0; i < n; i++) {
      const hit = resolveAttack(b, null, 'CREW HIT!', person, shrapnel, 0, null, true);
      recordHit(b, person.name, hit, shrapnel.stun);
      out.push(hit);
    }
  }
  return out;
}

const NO_HITS: readonly HitResult[] = Object.freeze([]);

export type AttackOutcome = { margin: AttackMargin; hit: HitResult | null; target: string };

/** §C.7 `attack_target`: passengers are retargeted to their pilot; recoil accrues even on a miss. */
export function attackTarget(b: A3Battle, c: A3Fighter, targetIn: A3Fighter, mod = 0, called: string | null = null, crew = false, mountSpecial = false): AttackOutcome {
  let target = targetIn;
  const v = target.vehicle && !target.piloting ? b.vehicles[target.vehicle] : undefined;
  if (v?.pilot) target = fighter(b, v.pilot);
  const margin = determineAttackMargin(b, c, target, mod, called, mountSpecial);
  const weapon = weaponOf(b.config, c.weapon, c.weaponSpecials);
  c.recoil += weapon?.recoil ?? 0;
  if (!margin.hit || !weapon) {
    b.log.push(margin.message);
    recordMiss(b, target.name, margin);
    return { margin, hit: null, target: target.name };
  }
  const hit = resolveAttack(b, c, c.name, target, weapon, margin.net, called, crew);
  recordHit(b, target.name, hit, weapon.stun);
  b.log.push(hit.message);
  if (hit.crewHits.length) b.log.push(...flatCrew(hit));
  return { margin, hit, target: target.name };
}

const flatCrew = (h: HitResult): string[] => h.crewHits.flatMap((c) => [c.message, ...flatCrew(c)]);

/** A missed shot, for the GM screen's headline (only when the battle records, issue 18). */
export function recordMiss(b: A3Battle, target: string, margin: AttackMargin): void {
  b.record?.shots.push({ target, kind: margin.kind });
}

/** A shot that landed (crew hits are recorded where they are rolled). */
export function recordHit(b: A3Battle, target: string, hit: HitResult, stun = false): void {
  if (b.record && hit.kind !== 'no-weapon') b.record.shots.push({ target, kind: hit.kind, location: hit.location, level: hit.level, stun });
}
