/**
 * FS3.1's firing actions (seed 000 "Action Resolution", "Automatic Fire", "Explosions",
 * "Suppression"): an attack or burst, full-auto, an explosive and Suppress, on the battle's
 * working copy; each refusal is thrown as CombatRuleError before any die is rolled.
 */
import type { Weapon } from '../../../domain/gear';
import { planFullAuto } from '../../../core/mechanics/automatic-fire';
import { rollCount } from '../../../core/mechanics/combat-ruleset';
import { concussionLocation, shrapnelLocation } from '../../../core/mechanics/explosion';
import { CombatRuleError } from '../../../core/mechanics/hit-location';
import type { DeclaredAction } from '../../../core/combat/declarations';
import { describeAction } from '../../../core/combat/declare';
import { aimedAt, attackMods, autoHit, checkCalled, defenseMods, defensePool, dodgerOf, landHit, markOf, rollShot, type Mark } from './attack';
import { combatRoll, pct, told } from './rolls';
import { luckOn, poolOf, weaponOf, type Battle, type Fighter } from './state';

type Of<K extends DeclaredAction['kind']> = Extract<DeclaredAction, { kind: K }>;

function needRounds(w: Weapon, ammo: number | null, rounds = 1): void {
  if (ammo !== null && ammo < rounds) throw new CombatRuleError(`${w.name} is out of ammo`);
}

const spend = (a: Fighter, n: number) => {
  if (a.ammo !== null) a.ammo = Math.max(0, a.ammo - n);
};

/** 000 "Suppression": "Every time a character is fired upon, he receives a single Suppression Point" (firearms only). */
function firedUpon(b: Battle, w: Weapon, m: Mark): void {
  if (w.type !== 'ranged' || !m.person) return;
  addSuppression(b, m.person, b.rules.suppression.perAttack, 'fired upon');
}

function addSuppression(b: Battle, f: Fighter, points: number, why: string): number {
  const after = Math.min(b.rules.suppression.max, f.suppression + Math.max(0, points));
  const gained = after - f.suppression;
  if (gained > 0) b.lines.push(`${f.name} gains ${gained} suppression (${why}): ${after}.`);
  f.suppression = after;
  return gained;
}

function canShoot(w: Weapon): void {
  if (w.type === 'defensive') throw new CombatRuleError(`${w.name} can only suppress`);
  if (w.type === 'explosive') throw new CombatRuleError(`${w.name} is an explosive: declare it as one`);
}

function hitWords(b: Battle, a: Fighter, m: Mark, wounds: number, hits: number, shots: number): string {
  if (hits === 0) return `${a.name} misses ${m.name}${shots > 1 ? ` (${shots} shots)` : ''}`;
  const last = b.facts.filter((f) => f.kind === 'wound' && f.who === m.name).at(-1);
  if (wounds === 0) return `${a.name} hits ${m.name}${shots > 1 ? ` ${hits} of ${shots} times` : ''}, no wound`;
  const w = last && last.kind === 'wound' ? ` — ${last.level} wound to the ${last.location} (${pct(-last.modifier)})` : '';
  return `${a.name} hits ${m.name}${shots > 1 ? ` ${hits} of ${shots} times, ${wounds} wound${wounds === 1 ? '' : 's'}` : ''}${w}`;
}

/** Bullets at one mark: each its own attack and defense roll, recoil from the second on (000 "Automatic Fire"). */
function volley(b: Battle, a: Fighter, w: Weapon, m: Mark, bullets: number, before: number, firstLuck: boolean, o: { range?: Of<'attack'>['range']; called?: string; aimed: boolean }): { hits: number; wounds: number } {
  let hits = 0;
  let wounds = 0;
  for (let i = 0; i < bullets; i++) {
    if (bullets > 1) b.lines.push(`Bullet ${i + 1}:`);
    const r = rollShot(b, a, m, w, { range: o.range, bulletsBefore: before + i, luck: firstLuck && i === 0, aimed: o.aimed });
    if (r.outcome !== 'hit') continue;
    hits++;
    const landed = landHit(b, a.name, m, w, o.called, r.attack.result, r.defense?.result ?? -2);
    if (landed.wound) wounds++;
  }
  return { hits, wounds };
}

export function attack(b: Battle, a: Fighter, action: Of<'attack'>): string {
  const w = weaponOf(b, a);
  canShoot(w);
  const m = markOf(b, action.target);
  checkCalled(m, action.location);
  let bullets = 1;
  if (action.burst) {
    if (!w.automatic) throw new CombatRuleError(`${w.name} cannot fire bursts`);
    // 000: "If a character doesn't have enough bullets in their clip for a complete burst, they can empty the clip".
    bullets = a.ammo === null ? b.rules.autoFire.burstRounds : Math.min(b.rules.autoFire.burstRounds, a.ammo);
  }
  needRounds(w, a.ammo);
  b.lines.push(`${a.name} ${describeAction(b.ctx, action, true)} with the ${w.name}.`);
  const r = volley(b, a, w, m, bullets, 0, true, { range: action.range, called: action.location, aimed: aimedAt(b, a, action.target) });
  spend(a, bullets);
  firedUpon(b, w, m);
  return hitWords(b, a, m, r.wounds, r.hits, bullets);
}

/** 000: full-auto "treated as a 10-round burst … up to 5 targets … One bullet is 'lost' between each target". */
export function fullAuto(b: Battle, a: Fighter, action: Of<'full-auto'>): string {
  const w = weaponOf(b, a);
  canShoot(w);
  if (!w.automatic) throw new CombatRuleError(`${w.name} cannot fire full-auto`);
  const plan = planFullAuto(b.rules, action.targets.length, a.ammo);
  const marks = action.targets.map((id) => markOf(b, id));
  b.lines.push(`${a.name} fires full-auto (${plan.fired} rounds) at ${marks.map((m) => m.name).join(', ')}.`);
  let before = 0;
  const parts: string[] = [];
  marks.forEach((m, i) => {
    const n = plan.perTarget[i]!;
    b.lines.push(`${n} at ${m.name}:`);
    const r = volley(b, a, w, m, n, before, i === 0, { range: action.range, aimed: aimedAt(b, a, m.id) });
    before += n + b.rules.autoFire.lostPerSwitch;
    parts.push(`${m.name} ${r.hits}/${n}${r.wounds ? ` (${r.wounds} wounded)` : ''}`);
  });
  spend(a, plan.fired);
  for (const m of marks) firedUpon(b, w, m);
  return `${a.name} fires full-auto: ${parts.join(', ')}`;
}

/**
 * 000 "Explosions": one attack roll; per target a defense roll; "The roll result is subtracted
 * from defender's zone" when the attack fails, and "If the defender rolls better than the attacker,
 * the zone is further modified by the difference"; then a concussion wound (head, or a vehicle's
 * centre of mass) with the zone's and the weapon's damage modifiers, and shrapnel by the zone.
 */
export function explode(b: Battle, a: Fighter, action: Of<'explode'>): string {
  const w = weaponOf(b, a);
  if (w.type !== 'explosive') throw new CombatRuleError(`${w.name} is not an explosive`);
  needRounds(w, a.ammo);
  const marks = action.targets.map((t) => ({ mark: markOf(b, t.id), zone: t.zone }));
  const aLuck = luckOn(b, a.id, 'attack');
  const atk = combatRoll(b.rules.core.id, poolOf(b, a, w.attackSkill), [...attackMods(b, a, w, {}), ...aLuck.mods], b.rng, aLuck.reroll);
  b.lines.push(told((roll) => `${a.name} sets off the ${w.name}: attack ${roll(atk)}.`));
  spend(a, 1);
  const parts: string[] = [];
  for (const { mark: m, zone: base } of marks) {
    const dodger = dodgerOf(b, m);
    let def = -2;
    if (dodger) {
      const dLuck = luckOn(b, dodger.id, 'defense');
      const d = combatRoll(b.rules.core.id, defensePool(b, dodger, w), [...defenseMods(b, dodger, w, m.vehicle), ...dLuck.mods], b.rng, dLuck.reroll);
      def = d.result;
      b.lines.push(told((roll) => `${m.name} defense ${roll(d)}.`));
    }
    const zone = explosionZone(base, atk.result, def);
    const zones = b.rules.explosion.zones;
    if (zone >= zones.length) {
      b.lines.push(`${m.name} ends up in zone ${zone}: out of the blast.`);
      parts.push(`${m.name} clear`);
      continue;
    }
    const z = zones[zone]!;
    b.lines.push(`${m.name} is in zone ${zone} (damage ${pct(z.damageModifier)}).`);
    const before = b.facts.length;
    autoHit(b, m, concussionLocation(m.chart, m.vehicle !== null), z.damageModifier + w.lethality, w.penetration, `Concussion (${w.name})`, w.damageType, a.name, 'zone and lethality');
    if (w.shrapnel) {
      const count = rollCount(z.shrapnel, b.rng);
      b.lines.push(`Shrapnel: ${count.count} piece${count.count === 1 ? '' : 's'}${count.dice.length ? ` (${count.dice.join('+')})` : ''}.`);
      const struck = new Set<string>();
      for (let i = 0; i < count.count; i++) {
        const loc = shrapnelLocation(b.rules, m.chart, struck, b.rng);
        autoHit(b, m, loc.location ?? m.chart.defaultTarget, z.damageModifier, b.rules.explosion.shrapnelPenetration, 'Shrapnel', 'wound', a.name);
      }
    }
    parts.push(`${m.name} zone ${zone}, ${b.facts.length - before} wound${b.facts.length - before === 1 ? '' : 's'}`);
  }
  return `${a.name}'s ${w.name} explodes: ${parts.join('; ')}`;
}

/** The zone after the rolls (000's Jesse and Mike: zone 0, attack −1 → 1; defense +1 → 3). */
export function explosionZone(base: number, attack: number, defense: number): number {
  let zone = base;
  if (attack < 1) zone -= attack;
  if (defense > attack) zone += defense - attack;
  return zone;
}

/**
 * 000 "Suppress": "an attack roll as normal. If the attack 'hits', no damage is done but it applies
 * a number of Suppression Points equal to twice the difference between the attacker and defender's
 * roll results"; "A fully automatic firearm can suppress up to 5 targets … expending 1 bullet per
 * target"; at most 5 points.
 */
export function suppress(b: Battle, a: Fighter, action: Of<'suppress'>): string {
  const w = weaponOf(b, a);
  const most = w.automatic ? b.rules.autoFire.maxTargets : 1;
  if (action.targets.length > most) throw new CombatRuleError(`${w.name} can suppress ${most} target${most === 1 ? '' : 's'} at most`);
  const marks = action.targets.map((id) => markOf(b, id));
  if (marks.some((m) => !m.person)) throw new CombatRuleError('Only people can be suppressed');
  needRounds(w, a.ammo, w.type === 'melee' ? 0 : marks.length);
  b.lines.push(`${a.name} suppresses ${marks.map((m) => m.name).join(', ')} with the ${w.name}.`);
  const parts: string[] = [];
  marks.forEach((m, i) => {
    const r = rollShot(b, a, m, w, { range: action.range, luck: i === 0 });
    let gained = 0;
    if (r.outcome === 'hit') gained = addSuppression(b, m.person!, SUPPRESS_FACTOR * (r.attack.result - (r.defense?.result ?? -2)), 'Suppress');
    parts.push(`${m.name} +${gained}`);
  });
  if (w.type !== 'melee') spend(a, marks.length);
  return `${a.name} suppresses: ${parts.join(', ')}`;
}

/** 000: "twice the difference"; the Suppress action's points replace the fired-upon point (Bruno's 4 points on Tom, NOTES.md). */
export const SUPPRESS_FACTOR = 2;
