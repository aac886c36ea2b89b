/**
 * One FS3.1 roll in combat (seed 002 "How to Roll"): a d100 plus the pool's modifiers (the ruling
 * attribute's) plus the combat's (000 "Modifiers", in percent), read on the row of the ability's
 * rating. Every roll keeps its dice and sources for the GM log, which reads
 * "d100 63 +10 → 73 on row 5 → +1 Success".
 */
import type { AbilityRollResult, PoolSpec, RollModifier } from '../../../core/dice/ability-roll';
import { markSecondRoll, type Rng } from '../../../core/dice/rng';
import type { Wound } from '../../../core/mechanics/wounds';
import type { CombatRuleset } from '../../../core/mechanics/combat-ruleset';
import { playersSource } from '../../../core/combat/log-entries';
import { fs31Resolve, fs31RollText, rollResultOf, type RollResult } from '../dice';
import { percentilePool, withPercentModifiers } from '../pools';
import { fs31TotalWoundModifier, fs31WoundModifierOf } from '../wounds';

/** A rolled combat check: the result, and the first roll when luck bought a re-roll. */
export type CombatRoll = { roll: AbilityRollResult; result: RollResult; first?: AbilityRollResult };

/** "+30", "−20" (a true minus sign, as the roll text writes modifiers). */
export const pct = (n: number): string => (n >= 0 ? `+${n}` : `\u2212${-n}`);

/** A named percent modifier ("Banzai +30"). */
export const mod = (value: number, source: string, tag?: string): RollModifier => ({ dice: value, source: `${source} ${pct(value)}`, ...(tag ? { tag } : {}) });

/**
 * Rolls `pool` with `extra` modifiers. `reroll` (002 luck: "After your own roll, spend a point to
 * get a re-roll and choose the better of the two rolls"): two d100, the better Roll Result kept
 * (the higher total on a tie, which reads the same result).
 */
export function combatRoll(rulesetId: string, pool: PoolSpec, extra: readonly RollModifier[], rng: Rng, reroll = false): CombatRoll {
  const p = extra.length ? withPercentModifiers(pool, extra) : pool;
  const a = fs31Resolve(rulesetId, p, rng.die(100));
  if (!reroll) return { roll: a, result: rollResultOf(a) };
  markSecondRoll(rng, true);
  const b = fs31Resolve(rulesetId, p, rng.die(100));
  markSecondRoll(rng, false);
  const keepB = rollResultOf(b) > rollResultOf(a);
  // The kept roll carries both dice (the shared `reroll` record the logs and exports read).
  const kept = { ...(keepB ? b : a), reroll: { by: 'luck', firstDice: a.dice, secondDice: b.dice, kept: keepB ? ('second' as const) : ('first' as const) } };
  return { roll: kept, result: rollResultOf(kept), first: keepB ? a : b };
}

/** Who a log line is for: the players are never told a storyteller's modifier's reason (issue 35). */
export type Audience = 'storyteller' | 'players';

/**
 * "d100 63 +10 → 73 on row 5 → +1 Success (Reflexes 7 +4, Aim +30)", with the discarded re-roll
 * when luck bought one; for the players a storyteller's modifier reads "Storyteller −10".
 */
export function rollLine(r: CombatRoll, audience: Audience = 'storyteller'): string {
  const sources = sourcesOf(r, audience);
  const text = `${fs31RollText(r.roll)}${sources ? ` (${sources})` : ''}`;
  return r.first ? `${text} [luck re-roll; other roll ${fs31RollText(r.first)}]` : text;
}

/** The modifiers of a roll, for the log: "Reflexes 7 +4, Banzai +30". */
export function sourcesOf(r: CombatRoll, audience: Audience = 'storyteller'): string {
  return r.roll.pool.modifiers.map((m) => (audience === 'players' ? playersSource(m, `Storyteller ${pct(m.dice)}`) : m.source)).join(', ');
}

/** A log line as each audience reads it (a plain string: the same for both). */
export type Told = string | { text: string; players: string };

/**
 * A line built once per audience from the same parts: `line` writes it with the roll texts it is
 * given, so the players' form differs only where a storyteller's modifier is named.
 */
export function told(line: (roll: (r: CombatRoll) => string) => string): Told {
  const text = line((r) => rollLine(r));
  const players = line((r) => rollLine(r, 'players'));
  return text === players ? text : { text, players };
}

/** The lines as one audience reads them. */
export function linesFor(lines: readonly Told[], audience: Audience): string[] {
  return lines.map((l) => (typeof l === 'string' ? l : audience === 'players' ? l.players : l.text));
}

/** A pool for a bare rating (a weapon's raw defense rating, 000 "use a raw ability level of 3"): its row, no attribute. */
export function ratingPool(name: string, rating: number): PoolSpec {
  return percentilePool([{ kind: 'raw', name, rating }], [], 5);
}

/** A pool for an ability the combatant does not have: row 0 (002 "Everyone has at least a 0"). */
export function unratedPool(name: string): PoolSpec {
  return percentilePool([{ kind: 'raw', name: `${name} (no rating)`, rating: 0 }], [], 5);
}

/** The combatant's pool for an ability, or row 0. */
export function poolFrom(pools: Readonly<Record<string, PoolSpec>>, ability: string): PoolSpec {
  return pools[ability] ?? unratedPool(ability);
}

/**
 * One wound's modifier in percent, negative (002 "Damage Levels": −5/−20/−50/−80; "Wounds that
 * have begun healing or been treated with first aid give only ½ the listed wound modifier").
 */
export function woundModifierOf(rules: CombatRuleset, w: Wound): number {
  return -fs31WoundModifierOf(w, rules);
}

/**
 * The total wound modifier (002: "Wound Modifiers are applied to all ability rolls, and are
 * cumulative. Thus if you have two Moderate wounds you would suffer a -40 modifier"), the sheet's
 * own sum (`../wounds.ts`, rounded in the character's favour) as a negative percent.
 */
export function totalWoundModifier(rules: CombatRuleset, wounds: readonly Wound[]): number {
  return -fs31TotalWoundModifier(wounds, rules).total || 0;
}

/** The wound modifier as a roll modifier, or none. */
export function woundMods(rules: CombatRuleset, wounds: readonly Wound[]): RollModifier[] {
  const t = totalWoundModifier(rules, wounds);
  return t === 0 ? [] : [mod(t, 'Wounds', 'wounds')];
}
