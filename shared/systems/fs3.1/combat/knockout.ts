/**
 * Knockout (seed 002 "Knockout"): "At the end of any turn *in which you took damage*, you must make
 * a Knockout Roll. This is a simple percentage roll, with a modifier based on how tough your
 * character is. If you roll lower than your total Wound Modifier, you are knocked out." The
 * toughness modifier is +5 per rating above 5 and −5 per rating below (NOTES.md "Toughness").
 */
import type { RollModifier } from '../../../core/dice/ability-roll';
import { poolRow } from '../pools';
import { mod, pct, totalWoundModifier } from './rolls';
import { poolOf, storytellerMods, vehicleDef, type Battle, type Fighter, type Machine } from './state';

/** The toughness modifier of a rating: +5 per level above 5, −5 per level below. */
export function toughnessModifier(rating: number): number {
  return (Math.trunc(rating) - 5) * 5;
}

export type KnockoutCheck = { name: string; roll: number; modifiers: RollModifier[]; total: number; wounds: number; out: boolean };

/** Whether a roll of d100 with `modifier` is knocked out against a wound total (negative): total < |wounds|. */
export const isKnockedOut = (d100: number, modifier: number, wounds: number): boolean => d100 + modifier < -wounds;

/** Exact odds of a knockout: the share of d100 faces whose total is lower than the wound total. */
export function knockoutOdds(toughnessRating: number, wounds: number, extra = 0): number {
  const m = toughnessModifier(toughnessRating) + extra;
  let out = 0;
  for (let d = 1; d <= 100; d++) if (isKnockedOut(d, m, wounds)) out++;
  return out / 100;
}

function check(b: Battle, name: string, rating: number, wounds: number, extra: RollModifier[]): KnockoutCheck {
  const t = toughnessModifier(rating);
  const modifiers = [...(t ? [mod(t, `Toughness ${rating}`)] : []), ...extra];
  const roll = b.rng.die(100);
  const total = roll + modifiers.reduce((s, m) => s + m.dice, 0);
  return { name, roll, modifiers, total, wounds, out: total < -wounds };
}

/** A person's knockout roll: the toughness ability's rating, the storyteller's toughness modifiers. */
export function personKnockout(b: Battle, f: Fighter): KnockoutCheck {
  const rating = poolRow(poolOf(b, f, b.ctx.abilities.toughness));
  return check(b, f.name, rating, totalWoundModifier(b.rules, f.wounds), storytellerMods(b, f.id, 'toughness'));
}

/** 000 "Knockout": "Vehicles have their own toughness ability rating. This is what you roll for Knockout". */
export function vehicleKnockout(b: Battle, v: Machine): KnockoutCheck {
  return check(b, v.name, vehicleDef(b, v).toughness, totalWoundModifier(b.rules, v.wounds), []);
}

/** "Jesse: knockout d100 12 −5 = 7, lower than 50 (wounds −50): knocked out." */
export function knockoutText(k: KnockoutCheck): string {
  const mods = k.modifiers.map((m) => ` ${m.dice >= 0 ? '+' : '\u2212'}${Math.abs(m.dice)}`).join('');
  const need = -k.wounds;
  const verdict = k.out ? `lower than ${need} (wounds ${pct(k.wounds)}): knocked out` : `not lower than ${need} (wounds ${pct(k.wounds)}): stays up`;
  return `${k.name}: knockout d100 ${k.roll}${mods} = ${k.total < 0 ? `\u2212${-k.total}` : k.total}, ${verdict}.`;
}
