/**
 * Each FS3.1 action (seed 002 "Combat Turns", seed 000 "Action Resolution", "Automatic Fire",
 * "Explosions", "Suppression"), on the battle's working copy. A declaration the rules refuse at
 * this point is skipped with its reason (thrown as CombatRuleError before any die is rolled).
 * The firing actions (attack, full-auto, explosives, Suppress) are in fire-actions.ts.
 */
import type { Severity } from '../../../core/mechanics/combat-ruleset';
import { CombatRuleError } from '../../../core/mechanics/hit-location';
import { treatMinutes } from '../../../core/mechanics/first-aid';
import type { DeclaredAction } from '../../../core/combat/declarations';
import { markOf, rollShot, SEVERITY_WORDS } from './attack';
import { personKnockout, knockoutText } from './knockout';
import { combatRoll, told, woundMods } from './rolls';
import { allRollMods, poolOf, weaponOf, type Battle, type Fighter } from './state';
import { fs31ApplyPoints } from '../healing';
import { attack, explode, fullAuto, suppress } from './fire-actions';

export { explosionZone, SUPPRESS_FACTOR } from './fire-actions';

type Of<K extends DeclaredAction['kind']> = Extract<DeclaredAction, { kind: K }>;

/** Resolves `a`'s declared action; returns the one-line outcome for the log's headline. */
export function resolveAction(b: Battle, a: Fighter, action: DeclaredAction): string {
  // 000 "Subdue": "The attacker cannot take any other action … if he does, the other character automatically escapes."
  if (action.kind !== 'subdue') releaseCaptives(b, a);
  switch (action.kind) {
    case 'attack':
      return attack(b, a, action);
    case 'full-auto':
      return fullAuto(b, a, action);
    case 'explode':
      return explode(b, a, action);
    case 'suppress':
      return suppress(b, a, action);
    case 'aim':
      // 000 "Aim": "automatically successful … +30 to attack that same target next turn".
      a.aim = { targetId: action.target, turn: b.turn };
      return `${a.name} aims at ${name(b, action.target)}`;
    case 'reload': {
      const w = weaponOf(b, a);
      if (w.ammo === null) throw new CombatRuleError(`${w.name} needs no reloading`);
      a.ammo = w.ammo;
      return `${a.name} reloads the ${w.name}`;
    }
    case 'subdue':
      return subdue(b, a, action);
    case 'escape':
      return escape(b, a);
    case 'rally':
      return rally(b, a, action);
    case 'treat':
      return treat(b, a, action);
    // A task is refused at declaration (FS3.1's procedures take none).
    case 'task':
    case 'pass':
      return `${a.name} passes`;
  }
}

const name = (b: Battle, id: string) => b.people.get(id)?.name ?? b.vehicles.get(id)?.name ?? id;

function releaseCaptives(b: Battle, a: Fighter): void {
  for (const f of b.people.values()) {
    if (f.subduedBy !== a.id) continue;
    f.subduedBy = null;
    b.lines.push(`${f.name} slips free: ${a.name} did something else.`);
  }
}

function subdue(b: Battle, a: Fighter, action: Of<'subdue'>): string {
  const t = b.people.get(action.target);
  if (!t) throw new CombatRuleError('Only a person can be subdued');
  if (t.subduedBy === a.id) {
    b.lines.push(`${a.name} keeps ${t.name} subdued.`);
    return `${a.name} keeps ${t.name} subdued`;
  }
  const w = weaponOf(b, a);
  b.lines.push(`${a.name} tries to subdue ${t.name}.`);
  // 000 "Subdue": "resolved by making an attack roll as normal. If the attack 'hits', the target is subdued."
  const r = rollShot(b, a, markOf(b, t.id), w, {});
  if (r.outcome === 'hit') t.subduedBy = a.id;
  return r.outcome === 'hit' ? `${a.name} subdues ${t.name}` : `${t.name} avoids ${a.name}'s hold`;
}

function escape(b: Battle, a: Fighter): string {
  const by = a.subduedBy === null ? undefined : b.people.get(a.subduedBy);
  if (!by) throw new CombatRuleError(`${a.name} is not subdued`);
  b.lines.push(`${a.name} tries to escape ${by.name}.`);
  // 000 "Escape": "resolved by making an attack roll as normal. If the attack 'hits', you escape".
  const r = rollShot(b, a, markOf(b, by.id), weaponOf(b, a), {});
  if (r.outcome === 'hit') a.subduedBy = null;
  return r.outcome === 'hit' ? `${a.name} escapes ${by.name}` : `${a.name} fails to escape ${by.name}`;
}

/** 000 "Rally": "requires no special roll, but immediately allows the rallied character to make another Knockout Roll". */
function rally(b: Battle, a: Fighter, action: Of<'rally'>): string {
  const t = b.people.get(action.target);
  if (!t) throw new CombatRuleError('Only a person can be rallied');
  if (!t.knockedOut) throw new CombatRuleError(`${t.name} is not knocked out`);
  b.lines.push(`${a.name} rallies ${t.name}.`);
  return recover(b, t) ? `${a.name} rallies ${t.name}: back in the fight` : `${a.name} cannot rally ${t.name}`;
}

function recover(b: Battle, t: Fighter): boolean {
  const k = personKnockout(b, t);
  b.lines.push(knockoutText(k));
  if (k.out) return false;
  t.knockedOut = false;
  b.facts.push({ kind: 'back', who: t.name });
  return true;
}

/**
 * 000 "Treat": "The healer makes a first aid ability roll. If successful, it applies 1 Healing
 * Point to the wound … This cuts the wound modifiers from that wound in half, and also allows a
 * knocked out character to immediately make another Knockout Roll"; "only within an hour of the
 * initial injury, and … only … once per wound". On a vehicle it is jury-rigging ("First aid on
 * vehicles represents quick-fix jury-rigging").
 */
function treat(b: Battle, a: Fighter, action: Of<'treat'>): string {
  const person = b.people.get(action.target);
  const vehicle = b.vehicles.get(action.target);
  const wounds = person?.wounds ?? vehicle?.wounds;
  if (!wounds) throw new CombatRuleError(`No combatant or vehicle with id ${action.target}`);
  const w = wounds[action.woundIndex];
  if (!w || w.severity === 'healed') throw new CombatRuleError(`Wound ${action.woundIndex + 1} cannot be treated`);
  if (w.firstAid !== 'none') throw new CombatRuleError('First aid can only be attempted once per wound');
  // A stored wound brings its age into the fight (issue 39): a week-old wound is no longer fresh.
  const age = treatMinutes(w, action.minutesSinceInjury ?? 0);
  if (age > b.rules.healing.firstAidWindowMinutes) throw new CombatRuleError(`First aid can only be used within an hour of the injury (this wound is ${Math.round(age)} minutes old)`);
  const ability = vehicle ? (b.ctx.abilities.juryRig ?? 'Jury-rig') : b.ctx.abilities.firstAid;
  const all = allRollMods(b, a.id);
  const r = combatRoll(b.rules.core.id, poolOf(b, a, ability), [...woundMods(b.rules, a.wounds), ...all], b.rng);
  const targetName = person?.name ?? vehicle!.name;
  b.lines.push(told((roll) => `${a.name} treats ${targetName}'s ${SEVERITY_WORDS[w.severity as Severity]} wound (${w.location}) with ${ability}: ${roll(r)}.`));
  if (r.result < 1) {
    wounds[action.woundIndex] = { ...w, firstAid: 'failed' };
    return `${a.name} fails to treat ${targetName}`;
  }
  wounds[action.woundIndex] = healPoint(b, { ...w, firstAid: 'succeeded' }, b.rules.healing.firstAidPoints);
  const back = person?.knockedOut ? recover(b, person) : false;
  return `${a.name} treats ${targetName}'s ${w.location}${back ? `; ${targetName} is back in the fight` : ''}`;
}

/** Healing points on a wound (000 "Healing Damage"), as the healing screen applies them. */
function healPoint(b: Battle, w: Fighter['wounds'][number], points: number): Fighter['wounds'][number] {
  return fs31ApplyPoints(w, points, b.rules);
}
