/**
 * Attack resolution (seed 002 "Attack Resolution", seed 000 "Modifiers", "Hit Location", "Armor",
 * "Cover", "Determining Damage", "Passenger Hits"): the attacker rolls the weapon's attack skill,
 * the defender the attacker's weapon's defense skill, both in percent-modified d100 on their rows;
 * the Roll Results decide miss / dodged / hit; a hit finds its location with 2d8 plus the
 * difference of the Roll Results, passes cover and armor, and rolls damage.
 */
import { type Armor, type HitChart, type Weapon } from '../../../domain/gear';
import type { PoolSpec, RollModifier } from '../../../core/dice/ability-roll';
import { aimBonusApplies } from '../../../core/mechanics/actions';
import { rollCount, SEVERITIES, type RangeBand, type Severity, type Stance } from '../../../core/mechanics/combat-ruleset';
import { severityFor } from '../../../core/mechanics/damage';
import { chartRow, CombatRuleError, fixedHitLocation, rollHitLocation, type HitLocationResult } from '../../../core/mechanics/hit-location';
import { coverByLocation, rollArmor, rollProtection, type ProtectionResult } from '../../../core/mechanics/protection';
import { createWound, type Wound } from '../../../core/mechanics/wounds';
import { combatRoll, mod, pct, ratingPool, told, woundModifierOf, woundMods, type CombatRoll } from './rolls';
import { armorOf, chartOf, luckOn, poolOf, storytellerMods, vehicleDef, type Battle, type Fighter, type Machine } from './state';
import type { RollResult } from '../dice';

export type Outcome = 'miss' | 'dodged' | 'hit';

/**
 * 002 "Attack and Defense Rolls": "Attack roll fails (result less than 1)" → miss; "succeeds, but
 * result is less than defender's roll result" → dodged; "greater than or equal" → hit ("Ties go to
 * the attacker").
 */
export function attackOutcome(attack: number, defense: number): Outcome {
  if (attack < 1) return 'miss';
  return attack < defense ? 'dodged' : 'hit';
}

/** Who or what is shot at: a person, or a vehicle with its pilot dodging. */
export type Mark = { id: string; name: string; person: Fighter | null; vehicle: Machine | null; chart: HitChart; armor: Armor | null };

export function markOf(b: Battle, id: string): Mark {
  const v = b.vehicles.get(id);
  if (v) {
    const def = vehicleDef(b, v);
    const armor = def.armor === null ? null : (b.ctx.gear.armor[def.armor] ?? null);
    return { id, name: v.name, person: null, vehicle: v, chart: b.ctx.gear.charts[def.hitChart]!, armor };
  }
  const f = b.people.get(id);
  if (!f) throw new CombatRuleError(`No combatant or vehicle with id ${id}`);
  return { id, name: f.name, person: f, vehicle: null, chart: chartOf(b, f), armor: armorOf(b, f) };
}

export type ShotOptions = { range?: RangeBand; bulletsBefore?: number; luck?: boolean; aimed?: boolean };

const stanceOf = (b: Battle, s: string) => b.rules.stances[s as Stance] ?? { attack: 0, defense: 0 };

/** 000 "Modifiers" on an attack roll, in percent. */
export function attackMods(b: Battle, a: Fighter, weapon: Weapon, o: ShotOptions): RollModifier[] {
  const r = b.rules;
  const out: RollModifier[] = [];
  const st = stanceOf(b, a.stance).attack;
  if (st) out.push(mod(st, `${label(a.stance)} stance`));
  if (o.aimed) out.push(mod(r.modifiers.aim, 'Aim'));
  if (weapon.type === 'melee') out.push(mod(r.modifiers.meleeAttack, 'Melee weapon'));
  if (weapon.accuracy) out.push(mod(weapon.accuracy, 'Accuracy'));
  const recoil = weapon.recoil * (o.bulletsBefore ?? 0);
  if (recoil) out.push(mod(-recoil, 'Recoil'));
  if (o.range) {
    const m = r.modifiers.range[o.range];
    if (m) out.push(mod(m, `${label(o.range)} range`));
  }
  const supp = Math.min(r.suppression.max, a.suppression) * r.modifiers.suppressionPerPoint;
  if (supp) out.push(mod(supp, 'Suppression'));
  out.push(...woundMods(r, a.wounds), ...storytellerMods(b, a.id, 'attack'));
  return out;
}

/** 000 "Modifiers" on a defense roll, in percent (a pilot adds the vehicle's dodge bonus). */
export function defenseMods(b: Battle, d: Fighter, weapon: Weapon, vehicle: Machine | null): RollModifier[] {
  const r = b.rules;
  const out: RollModifier[] = [];
  const st = stanceOf(b, d.stance).defense;
  if (st) out.push(mod(st, `${label(d.stance)} stance`));
  if (weapon.type === 'melee') out.push(mod(r.modifiers.meleeDefense, 'Defending against melee'));
  if (vehicle) {
    const dodge = vehicleDef(b, vehicle).dodgeBonus;
    if (dodge) out.push(mod(dodge, `${vehicle.name} dodge`));
  }
  out.push(...woundMods(r, d.wounds), ...storytellerMods(b, d.id, 'defense'));
  return out;
}

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The defense pool against `weapon`: its defense skill, or its raw rating (000 recommends 3 for firearms). */
export function defensePool(b: Battle, d: Fighter, weapon: Weapon): PoolSpec {
  return weapon.defenseSkill !== null ? poolOf(b, d, weapon.defenseSkill) : ratingPool(`${weapon.name} defense rating`, weapon.defenseRating ?? 0);
}

/** The pilot who dodges for a vehicle (none when nobody conscious is at the controls). */
export function dodgerOf(b: Battle, m: Mark): Fighter | null {
  if (m.person) return m.person;
  const p = m.vehicle?.pilotId ? b.people.get(m.vehicle.pilotId) : undefined;
  return p && !p.knockedOut ? p : null;
}

export type Rolls = { attack: CombatRoll; defense: CombatRoll | null; outcome: Outcome };

/** The attack and defense rolls of one shot (luck on the first bullet only). */
export function rollShot(b: Battle, a: Fighter, m: Mark, weapon: Weapon, o: ShotOptions): Rolls {
  const aLuck = o.luck === false ? { mods: [], reroll: false } : luckOn(b, a.id, 'attack');
  const attack = combatRoll(b.rules.core.id, poolOf(b, a, weapon.attackSkill), [...attackMods(b, a, weapon, o), ...aLuck.mods], b.rng, aLuck.reroll);
  const dodger = dodgerOf(b, m);
  let defense: CombatRoll | null = null;
  if (dodger) {
    const dLuck = o.luck === false ? { mods: [], reroll: false } : luckOn(b, dodger.id, 'defense');
    defense = combatRoll(b.rules.core.id, defensePool(b, dodger, weapon), [...defenseMods(b, dodger, weapon, m.vehicle), ...dLuck.mods], b.rng, dLuck.reroll);
  }
  // Nobody dodges for an empty vehicle: the defense reads as the worst result.
  const outcome = attackOutcome(attack.result, defense?.result ?? -2);
  b.lines.push(told((roll) => `attack ${roll(attack)} vs ${defense ? `defense (${m.person ? m.name : dodger!.name}) ${roll(defense)}` : 'no defense'}: ${OUTCOME_WORDS[outcome]}.`));
  return { attack, defense, outcome };
}

const OUTCOME_WORDS: Record<Outcome, string> = { miss: 'miss', dodged: 'dodged', hit: 'hit' };

/** What a hit did. */
export type Landed = { location: HitLocationResult; cover: { exposed: boolean; roll: number | null; protection: ProtectionResult | null } | null; armor: ProtectionResult | null; wound: Wound | null; damage: { roll: number; total: number } | null };

/** Whether a person is behind cover (002 "Cover" stance, or the storyteller's cover). */
const inCover = (f: Fighter | null) => f !== null && (f.cover !== null || f.stance === 'cover');

/** Checks a called shot before any die is rolled (a row the chart lacks). */
export function checkCalled(m: Mark, called: string | undefined): void {
  chartRow(m.chart, called ?? m.chart.defaultTarget);
}

/**
 * A hit's location, cover, armor and damage (000: "Roll 2d8 and add the difference between the
 * attacker's roll result and the defender's roll result"; cover "If the attacker got a Roll Result
 * of +3 on his attack roll, he has hit an exposed body part … Otherwise … 75% chance that cover will
 * apply … treat it like armor"; armor stop chance; damage percentile + lethality + location − armor
 * and cover), then the wound lands (and a vehicle's may hurt its crew).
 */
export function landHit(b: Battle, attacker: string, m: Mark, weapon: Weapon, called: string | undefined, attack: RollResult, defense: RollResult): Landed {
  const location = rollHitLocation(b.rules, m.chart, called, attack - defense, b.rng);
  b.lines.push(`Location 2d8 ${location.dice.join('+')} ${sign(location.netHits)} = ${location.roll} on the ${location.target} row → ${location.location ?? 'near miss'}${location.damageModifier ? ` (${location.mark} +${location.damageModifier})` : ''}.`);
  if (location.location === null) return { location, cover: null, armor: null, wound: null, damage: null };
  let cover: Landed['cover'] = null;
  if (inCover(m.person)) {
    const c = m.person!.cover ?? {};
    if (attack >= 3) {
      cover = { exposed: true, roll: null, protection: null };
      b.lines.push('Cover: +3 hits an exposed part.');
    } else {
      // 000 Cover, step 2: the hit location decides when the cover names the body parts it hides.
      const byPart = coverByLocation(c, location.location);
      const roll = byPart === null ? b.rng.die(100) : null;
      const applies = byPart ?? (roll !== null && roll <= b.rules.cover.chance);
      const protection = applies ? rollProtection(b.rules, c.name ?? 'Cover', c.protection ?? b.rules.cover.protection, weapon.penetration, b.rng) : null;
      cover = { exposed: false, roll, protection };
      const why = byPart === null ? `d100 ${roll} ${applies ? `≤ ${b.rules.cover.chance}, applies` : `> ${b.rules.cover.chance}, misses the cover`}` : `the ${location.location} is ${applies ? 'behind it, applies' : 'not behind it, misses the cover'}`;
      b.lines.push(`Cover: ${why}${applies ? `; ${protectionText(protection!)}` : ''}.`);
    }
  }
  if (cover?.protection?.outcome === 'stopped') return { location, cover, armor: null, wound: null, damage: null };
  const armor = rollArmor(b.rules, m.armor, location.location, weapon.penetration, b.rng);
  if (armor) b.lines.push(`Armor: ${protectionText(armor)}.`);
  if (armor?.outcome === 'stopped') return { location, cover, armor, wound: null, damage: null };
  const extra = [
    { value: weapon.lethality, name: 'lethality' },
    { value: location.damageModifier, name: location.mark ?? '' },
    { value: -(cover?.protection?.reduction ?? 0), name: 'cover' },
    { value: -(armor?.reduction ?? 0), name: 'armor' },
  ];
  const w = damage(b, m, location.location, extra, weapon.damageType, weapon.name);
  if (w.wound) woundFact(b, m.name, attacker, w.wound);
  return { location, cover, armor, wound: w.wound, damage: w.damage };
}

/** A total as the log writes numbers: a true minus sign below zero. */
const num = (n: number) => (n < 0 ? `\u2212${-n}` : String(n));

const sign = (n: number) => (n >= 0 ? `+ ${n}` : `\u2212 ${-n}`);

export function protectionText(p: ProtectionResult): string {
  const head = `${p.source} stop chance ${p.stopChance}%, d100 ${p.roll}`;
  if (p.outcome === 'bypassed') return `${head}: bypassed`;
  if (p.outcome === 'stopped') return `${head}: stopped`;
  return `${head}, then d100 ${p.reductionRoll} → damage −${p.reduction}`;
}

/** 000 "Determining Damage": d100 plus every modifier; 40 or less Light … 106 or higher Critical. */
function damage(b: Battle, m: Mark, location: string, extra: { value: number; name: string }[], type: Weapon['damageType'], source: string): { wound: Wound | null; damage: { roll: number; total: number } } {
  const roll = b.rng.die(100);
  let total = roll;
  const parts: string[] = [];
  for (const e of extra) {
    if (!e.value) continue;
    total += e.value;
    parts.push(`${e.value > 0 ? '+' : '\u2212'}${Math.abs(e.value)} ${e.name}`);
  }
  const severity = severityFor(b.rules, total);
  const wound = createWound({ location, severity, type, source, vehicle: m.vehicle !== null });
  b.lines.push(`Damage d100 ${roll}${parts.length ? ` ${parts.join(' ')}` : ''} = ${num(total)} → ${SEVERITY_WORDS[severity]} (${pct(woundModifierOf(b.rules, wound))}).`);
  put(b, m, wound);
  return { wound, damage: { roll, total } };
}

export const SEVERITY_WORDS: Record<Severity, string> = { light: 'Light', moderate: 'Moderate', serious: 'Serious', critical: 'Critical' };

function woundFact(b: Battle, who: string, by: string, w: Wound): void {
  b.facts.push({ kind: 'wound', who, by, level: SEVERITY_WORDS[w.severity as Severity], location: w.location, modifier: -woundModifierOf(b.rules, w), stun: w.type === 'stun' });
}

/** Puts a wound on the person or the vehicle; a vehicle's wound may hurt the people aboard (000 "Passenger Hits"). */
function put(b: Battle, m: Mark, w: Wound): void {
  if (m.person) {
    m.person.wounds.push(w);
    m.person.damagedThisTurn = true;
    return;
  }
  const v = m.vehicle!;
  v.wounds.push(w);
  v.damagedThisTurn = true;
  crewHits(b, v, w.severity as Severity);
}

/**
 * 000 "Passenger Hits": "Roll percentile dice for each passenger … If the die roll is less than
 * the chance to be injured, the passenger is hurt"; each hit "automatically hits", damage modifier
 * 0 and penetration 3.
 */
function crewHits(b: Battle, v: Machine, severity: Severity): void {
  const band = b.rules.crewHits.bands[severity];
  for (const id of [v.pilotId, ...v.passengerIds]) {
    const f = id === null ? undefined : b.people.get(id);
    if (!f) continue;
    const roll = b.rng.die(100);
    if (roll >= band.chance) {
      b.lines.push(`${f.name} aboard: d100 ${roll}, not hurt (needs less than ${band.chance}).`);
      continue;
    }
    const count = rollCount(band.wounds, b.rng).count;
    b.lines.push(`${f.name} aboard: d100 ${roll} < ${band.chance}, hurt ${count} time${count === 1 ? '' : 's'}.`);
    for (let i = 0; i < count; i++) autoHit(b, markOf(b, f.id), undefined, b.rules.crewHits.damageModifier, b.rules.crewHits.penetration, `${v.name} damage`, 'wound', v.name, 'damage');
  }
}

/**
 * A hit with no attack or defense roll (000: "Resolve each wound like a normal attack, only you
 * don't have to make attack and defense rolls — the attack automatically hits"): 2d8 on the
 * centre-of-mass row (a miss entry lands on the centre itself), or a fixed location; then armor
 * and damage.
 */
export function autoHit(b: Battle, m: Mark, at: string | undefined, damageModifier: number, penetration: number, source: string, type: Weapon['damageType'], by: string, modName = 'zone'): Wound | null {
  let location: HitLocationResult;
  if (at !== undefined) location = fixedHitLocation(b.rules, m.chart, at);
  else {
    const rolled = rollHitLocation(b.rules, m.chart, undefined, 0, b.rng);
    location = rolled.location === null ? fixedHitLocation(b.rules, m.chart, m.chart.defaultTarget, rolled) : rolled;
  }
  const where = location.location!;
  b.lines.push(`${source} hits ${m.name}${at === undefined ? ` (2d8 ${location.dice.join('+')})` : ''} in the ${where}${location.damageModifier ? ` (${location.mark} +${location.damageModifier})` : ''}.`);
  const armor = rollArmor(b.rules, m.armor, where, penetration, b.rng);
  if (armor) b.lines.push(`Armor: ${protectionText(armor)}.`);
  if (armor?.outcome === 'stopped') return null;
  const w = damage(b, m, where, [{ value: damageModifier, name: modName }, { value: location.damageModifier, name: location.mark ?? '' }, { value: -(armor?.reduction ?? 0), name: 'armor' }], type, source);
  if (w.wound) woundFact(b, m.name, by, w.wound);
  return w.wound;
}

/** Whether the aim bonus applies to a shot at `targetId` (000 "Aim": "+30 to attack that same target next turn"). */
export const aimedAt = (b: Battle, a: Fighter, targetId: string): boolean => aimBonusApplies(a.aim, targetId, b.turn);

/** Severity words in order, for lists. */
export const SEVERITY_ORDER = SEVERITIES;

