/**
 * §A.3 / §A.4: AresMUSH's roll strings (`helpers/parse_rolls.rb`) and opposed rolls
 * (`helpers/formatting.rb opposed_result_title`), with their exact odds.
 */
import type { AbilityRollResult } from '../../core/dice/ability-roll';
import type { Rng } from '../../core/dice/rng';
import { aresLevelDistribution, aresRollDice, aresSuccessLevel } from './dice';
import { aresAbilityType, aresDiceToRoll, type AresRatings, type AresRollParams, type AresRules, type AresAbilityLists } from './pools';

const ROLL_PARAMS = /^(?<ability>[^+-]+)\s*(?<linked>[+]\s*[A-Za-z\s]+)?\s*(?<modifier>[+-]\s*\d+)?$/;

/**
 * `parse_roll_params(str)`: (ability, modifier, linked attribute), or null when AresMUSH cannot
 * parse it ("A-ATTR+2", a linked ability that is not an attribute …). `ATTR+X` is read as X
 * linked to ATTR.
 */
export function parseRollParams(lists: Pick<AresAbilityLists, 'attributes' | 'actionSkills' | 'languages' | 'advantages'>, str: string): Required<AresRollParams> | null {
  const m = ROLL_PARAMS.exec(str);
  if (!m?.groups) return null;
  let ability = m.groups.ability!.trim();
  const modifier = m.groups.modifier === undefined ? 0 : Number.parseInt(m.groups.modifier.replace(/\s+/g, ''), 10);
  let linkedAttr = m.groups.linked === undefined ? null : m.groups.linked.replace(/^\+/, '').trim();
  if (linkedAttr !== null) {
    if (aresAbilityType(lists, ability) === 'attribute') [ability, linkedAttr] = [linkedAttr, ability];
    if (aresAbilityType(lists, linkedAttr) !== 'attribute') return null;
  }
  return { ability, modifier, linkedAttr };
}

/** What `parse_and_roll` decided: the dice it rolls, or that it could not parse the string. */
export type ParsedRoll = { ok: true; dice: number; params: Required<AresRollParams> | null } | { ok: false; message: string };

/** `parse_and_roll` without the rolling: a bare number N is N + 2 dice ("an Average attribute of 2"). */
export function planRollString(rules: AresRules, ratings: AresRatings, str: string): ParsedRoll {
  const text = str.trim();
  if (/^\d+$/.test(text)) return { ok: true, dice: Number(text) + 2, params: null };
  const params = parseRollParams(rules.lists, text);
  if (params === null) return { ok: false, message: `Can't parse the roll "${text}".` };
  return { ok: true, dice: aresDiceToRoll(rules, ratings, params), params };
}

/** A rolled roll string: its dice and `get_success_level` (−1 botch, 0 failure, else successes). */
export type RolledString = { dice: number[]; level: number };

/** `parse_and_roll`: plans and rolls a roll string; null when it cannot be parsed. */
export function rollString(rules: AresRules, ratings: AresRatings, str: string, rng: Rng): RolledString | null {
  const plan = planRollString(rules, ratings, str);
  if (!plan.ok) return null;
  const dice = aresRollDice(plan.dice, rng);
  return { dice, level: aresSuccessLevel(dice) };
}

// ------------------------------------------------------------------ opposed rolls (§A.4)

export type AresMargin = 'marginal' | 'victory' | 'crushing';
export type AresOpposedOutcome = { kind: 'everyone-failed' } | { kind: 'draw' } | { kind: 'win'; winner: 1 | 2; margin: AresMargin };

/** The level an opposed roll compares: successes, 0 for a failure, −1 for a botch. */
export const levelOfRoll = (r: Pick<AbilityRollResult, 'hits' | 'isEmbarrassingFailure'>): number => (r.isEmbarrassingFailure ? -1 : r.hits);

/** `opposed_result_title`: both ≤ 0 → everyone failed; else the delta's margin (a botch counts −1). */
export function aresOpposedOutcome(s1: number, s2: number): AresOpposedOutcome {
  if (s1 <= 0 && s2 <= 0) return { kind: 'everyone-failed' };
  const delta = s1 - s2;
  if (delta === 0) return { kind: 'draw' };
  const abs = Math.abs(delta);
  return { kind: 'win', winner: delta > 0 ? 1 : 2, margin: abs >= 3 ? 'crushing' : abs === 2 ? 'victory' : 'marginal' };
}

const MARGIN_LABEL: Record<AresMargin, string> = { marginal: 'Marginal Victory', victory: 'Victory', crushing: 'Crushing Victory' };

/** The line AresMUSH prints for an outcome. */
export function aresOpposedTitle(outcome: AresOpposedOutcome, name1: string, name2: string): string {
  if (outcome.kind === 'everyone-failed') return 'Everyone failed!';
  if (outcome.kind === 'draw') return 'DRAW';
  return `${MARGIN_LABEL[outcome.margin]} for ${outcome.winner === 1 ? name1 : name2}`;
}

export type AresOpposedOdds = {
  everyoneFailed: number;
  draw: number;
  first: Record<AresMargin, number>;
  second: Record<AresMargin, number>;
};

/** Exact odds of every outcome of two pools rolled against each other (pools as `roll_dice` takes them). */
export function aresOpposedOdds(pool1: number, pool2: number): AresOpposedOdds {
  const a = aresLevelDistribution(pool1);
  const b = aresLevelDistribution(pool2);
  const out: AresOpposedOdds = { everyoneFailed: 0, draw: 0, first: { marginal: 0, victory: 0, crushing: 0 }, second: { marginal: 0, victory: 0, crushing: 0 } };
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const p = a[i]! * b[j]!;
      if (p === 0) continue;
      const o = aresOpposedOutcome(i - 1, j - 1);
      if (o.kind === 'everyone-failed') out.everyoneFailed += p;
      else if (o.kind === 'draw') out.draw += p;
      else (o.winner === 1 ? out.first : out.second)[o.margin] += p;
    }
  }
  return out;
}

const OPPOSED = /(?<name1>[^/]+)\/(?<str1>.+) vs (?<name2>[^/]+)?\/?(?<str2>.+)/;

/** `roll A/x vs B/y` split as AresMUSH's regex does (including its backtracking quirk on `vs 12`). */
export function parseOpposedRoll(str: string): { name1: string; str1: string; name2: string | null; str2: string } | null {
  if (!str.includes(' vs ')) return null;
  const m = OPPOSED.exec(str);
  if (!m?.groups) return null;
  return { name1: m.groups.name1!.trim(), str1: m.groups.str1!.trim(), name2: m.groups.name2?.trim() ?? null, str2: m.groups.str2!.trim() };
}
