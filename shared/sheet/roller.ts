/**
 * The dice roller's plans (issue 16): one side's pool (ability, situation modifier, substituted
 * attribute or defaulting, wounds) and the luck spent before the roll, decided by the campaign's
 * edition. Shared so the roller shows exactly the odds main rolls. Throws {@link RollInputError}
 * naming the input field, or the edition's AbilityLookupError for an ability that cannot be rolled.
 */
import type { Character } from '../domain/character';
import type { RollLuck, SheetRoll } from '../domain/sheet';
import { formatDice, LUCK_TAG, type AbilityRollResult, type PoolSpec, type RollModifier } from '../core/dice/ability-roll';
import { planLuck, type LuckSpend } from '../core/dice/luck';
import {
  applyRollOptions, defaultedPool, luckBeforeRollRefusal, luckPointWord, luckRerollCost, maxLuckRerolls, opposedSideModifiers, poolForAbility,
  rollSituations, type GameSystem,
} from '../systems';
import { plannedOdds, situationModifier } from './roll-plan';
import { describePoolFor } from './roll-words';

/** A refusal tied to one input field ("luck.1", "second.ability"). */
export class RollInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'RollInputError';
  }
}

/** What the storyteller asks of one roller. */
export type RollSideRequest = {
  ability: string;
  modifier: number;
  /** Roll the skill with this attribute instead of its ruling one. */
  attribute?: string;
  /** Defaulting: `ability` is the loosely related ability rolled for `task`. */
  defaulting?: { task: string; modifier?: number };
  /** Issue 22: tags of the edition's situations in force (seed 003 "non-stressful": +2 goal). */
  situations?: readonly string[];
  /** Issue 22: accenting and the SFX range (seed 003); refused by an edition without them. */
  accent?: 'negative' | 'positive';
  sfx?: { good: number; bad: number };
};

/** A luck point offered before the roll by `by` on side `on` (index into the sides). */
export type LuckOffer = { by: Character; effect: 'bonus' | 'penalty' | 'cancel' | 'announce'; on: number };

export type SidePlan = {
  character: Character;
  request: RollSideRequest;
  pool: PoolSpec;
  poolText: string;
  odds: SheetRoll['odds'];
  /** Luck on this roll (ledger ids filled in by main when paid). */
  luck: RollLuck[];
};

export type RollPlan = { sides: SidePlan[]; payers: Character[] };

/**
 * Plans the sides of one roll (one side, or two for an opposed roll) with the luck offered.
 * `woundPenalty[i]`: dice side i loses to wounds (0 when waived). `field` prefixes each side's
 * errors ("first", "second"; "" for a single roll).
 */
export function planRoll(
  system: GameSystem,
  sides: readonly { character: Character; request: RollSideRequest; woundPenalty: number; field: string }[],
  offers: readonly LuckOffer[] = [],
): RollPlan {
  const labels = uniqueLabels([...sides.map((s) => s.character), ...offers.map((o) => o.by)]);
  const luck = planOffers(system, sides.map((s) => s.character), offers, labels);
  const poolOf = (side: (typeof sides)[number], i: number, extra: readonly RollModifier[]): PoolSpec => {
    const c = side.character;
    const r = side.request;
    const at = (f: string) => (side.field ? `${side.field}.${f}` : f);
    const mods: RollModifier[] = [];
    if (r.modifier !== 0) mods.push(situationModifier(system, r.modifier));
    mods.push(...taggedSituations(system, r.situations ?? [], at('situations')));
    mods.push(...extra);
    mods.push(...luck.modifiers[i]!);
    if (side.woundPenalty > 0) mods.push({ dice: -side.woundPenalty, source: `Wounds -${side.woundPenalty}`, tag: 'wounds' });
    if (r.ability.trim() === '') throw new RollInputError(at('ability'), 'Choose an ability to roll.');
    let pool: PoolSpec;
    try {
      pool = r.defaulting
        ? defaultedPool(system, c, { task: r.defaulting.task, related: r.ability, ...(r.defaulting.modifier !== undefined ? { modifier: r.defaulting.modifier } : {}), ...(r.attribute ? { attributeOverride: r.attribute } : {}) }, mods)
        : poolForAbility(system, c, r.ability, mods, r.attribute);
    } catch (e) {
      if (e instanceof Error && e.name === 'AbilityLookupError') {
        const code = (e as Error & { code?: string }).code;
        throw new RollInputError(at(code === 'not-an-attribute' ? 'attribute' : r.defaulting && code === 'not-rollable' ? 'defaulting.task' : 'ability'), e.message);
      }
      throw e;
    }
    if (r.accent !== undefined || r.sfx !== undefined) {
      const applied = applyRollOptions(system, pool, { ...(r.accent !== undefined ? { accent: r.accent } : {}), ...(r.sfx !== undefined ? { sfx: r.sfx } : {}) });
      if ('field' in applied) throw new RollInputError(at(applied.field), applied.message);
      pool = applied;
    }
    return pool;
  };
  let pools = sides.map((side, i) => poolOf(side, i, []));
  // Two sides: the edition may give one side a modifier because of the other's pool (FS3.1's
  // common knowledge +20 for the skilled side against an attribute), so the pools are built again.
  if (pools.length === 2) {
    const extra = opposedSideModifiers(system, pools[0]!, pools[1]!);
    if (extra.first.length > 0 || extra.second.length > 0) pools = [poolOf(sides[0]!, 0, extra.first), poolOf(sides[1]!, 1, extra.second)];
  }
  const planned = sides.map((side, i) => {
    const pool = pools[i]!;
    return { character: side.character, request: side.request, pool, poolText: describePoolFor(system, pool), odds: plannedOdds(system, pool), luck: luck.records[i]! };
  });
  return { sides: planned, payers: luck.payers };
}

/** The edition's tagged situations asked for (seed 003 "Non-stressful +2"), as modifiers; an unknown tag is refused. */
function taggedSituations(system: GameSystem, tags: readonly string[], field: string): RollModifier[] {
  const offered = rollSituations(system).filter((x) => x.tag !== undefined);
  return [...new Set(tags)].map((tag) => {
    const sit = offered.find((x) => x.tag === tag);
    if (!sit) throw new RollInputError(field, `${system.edition.name} has no "${tag}" situation${offered.length > 0 ? ` (it offers ${offered.map((x) => x.tag).join(', ')})` : ''}.`);
    return { dice: sit.modifier, source: `${sit.label.replace(/\s*\(.*\)$/, '')} ${formatDice(sit.modifier)}`, tag };
  });
}

type OfferPlan = { modifiers: RollModifier[][]; records: RollLuck[][]; payers: Character[] };

/**
 * Luck before the roll. An edition whose luck gives dice outside combat (FS3.2) plays seed 004
 * through `planLuck` (one point per roll, one point per person, cancel only what was spent
 * against you); one that only announces (AresMUSH §B.8) records the spend and adds no dice.
 */
function planOffers(system: GameSystem, rollers: readonly Character[], offers: readonly LuckOffer[], labels: Map<string, string>): OfferPlan {
  const out: OfferPlan = { modifiers: rollers.map(() => []), records: rollers.map(() => []), payers: [] };
  const label = (c: Character) => labels.get(c.id) ?? c.name;
  offers.forEach((o, i) => {
    if (!Number.isInteger(o.on) || o.on < 0 || o.on >= rollers.length) throw new RollInputError(`luck.${i}.on`, 'That roll is not part of this request.');
    if (o.by.luckPoints < 1) throw new RollInputError(`luck.${i}.by`, `${o.by.name} has no luck points to spend.`);
  });
  // Seed 003's hero pool: its +4 goal is for combat rounds; on the sheet a point buys a re-roll after the roll.
  const before = luckBeforeRollRefusal(system);
  if (before !== null) {
    if (offers.length > 0) throw new RollInputError('luck.0.effect', before);
    return out;
  }
  if (system.edition.luckOutsideCombat === 'announce') {
    const seen = new Set<string>();
    offers.forEach((o, i) => {
      if (o.effect !== 'announce') {
        throw new RollInputError(`luck.${i}.effect`, `In ${system.edition.name} luck gives no dice outside combat: a spend is announced and recorded, nothing more.`);
      }
      if (seen.has(o.by.id)) throw new RollInputError(`luck.${i}.by`, `${o.by.name} has already spent a luck point on this roll.`);
      seen.add(o.by.id);
      out.records[o.on]!.push({ by: o.by.name, byId: o.by.id, effect: 'announce', dice: 0, ledgerEntryId: null });
      out.payers.push(o.by);
    });
    return out;
  }
  // Before-the-roll effects first, cancels after them (a cancel answers a spend already made).
  const order = offers.map((o, i) => ({ o, i })).sort((a, b) => Number(a.o.effect === 'cancel') - Number(b.o.effect === 'cancel'));
  const ids = rollers.map(label);
  const available: Record<string, number> = {};
  for (const { o } of order) available[label(o.by)] = o.by.luckPoints;
  const spends: LuckSpend[] = order.map(({ o, i }) => {
    if (o.effect === 'announce') throw new RollInputError(`luck.${i}.effect`, 'Luck on a roll here gives dice: choose a bonus, a penalty or a cancel (a re-roll comes after the roll).');
    return { by: label(o.by), target: ids[o.on]!, effect: o.effect };
  });
  const plan = planLuck(system.core, ids, spends, available);
  plan.decisions.forEach((d, k) => {
    const { o, i } = order[k]!;
    if (!d.accepted) throw new RollInputError(`luck.${i}`, d.reason);
    out.records[o.on]!.push({ by: o.by.name, byId: o.by.id, effect: o.effect as RollLuck['effect'], dice: d.modifier?.dice ?? 0, ledgerEntryId: null });
    out.payers.push(o.by);
  });
  rollers.forEach((_, i) => {
    out.modifiers[i] = plan.modifiers[ids[i]!] ?? [];
    // A cancelled penalty still cost its spender the point; its dice are gone from the roll.
    if (!out.modifiers[i]!.some((m) => m.tag === LUCK_TAG && m.dice < 0)) for (const l of out.records[i]!) if (l.effect === 'penalty') l.dice = 0;
  });
  return out;
}

/** Names as the luck rules see them, unique within one roll ("Centurion", "Centurion (2)"). */
function uniqueLabels(characters: readonly Character[]): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Map<string, number>();
  for (const c of characters) {
    if (out.has(c.id)) continue;
    const n = (used.get(c.name) ?? 0) + 1;
    used.set(c.name, n);
    out.set(c.id, n === 1 ? c.name : `${c.name} (${n})`);
  }
  return out;
}

/** Which re-roll of its first roll a logged roll's re-roll would be (1 for a roll not re-rolled yet). */
export function nextRerollNumber(roll: Pick<SheetRoll, 'reroll'>): number {
  return roll.reroll ? (roll.reroll.nth ?? 1) + 1 : 1;
}

/** A logged roll as the engine's result, enough for the edition to price and compare a re-roll. */
export function loggedResult(system: GameSystem, roll: SheetRoll): AbilityRollResult {
  const pool = roll.pool ? poolFromStored(roll.pool) : { terms: [], modifiers: [], attributeRating: 0, size: roll.diceRolled, diceRolled: roll.diceRolled };
  return {
    rulesetId: system.core.id, pool, dice: [...roll.dice], hits: roll.hits, ones: roll.dice.filter((d) => d === 1).length,
    successLevel: roll.successLevel, label: roll.label, isSuccess: roll.isSuccess, isEmbarrassingFailure: roll.successLevel === 'embarrassing-failure',
    ...(roll.percentile ? { percentile: { ...roll.percentile } } : {}),
    ...(roll.goal ? { goalRoll: { ...roll.goal, dice: [...roll.goal.dice] } } : {}),
  };
}

/** What the next luck re-roll of a logged roll costs (seed 004: one point; seed 003: 1, then 2, a Bad SFX 5), or why there is none. */
export function rerollPrice(system: GameSystem, roll: SheetRoll): { nth: number; points: number } | { refused: string } {
  const nth = nextRerollNumber(roll);
  const max = maxLuckRerolls(system);
  if (nth > max) return { refused: max > 1 ? `This roll has had its ${max} re-rolls.` : 'This roll has already been re-rolled.' };
  const cost = luckRerollCost(system, loggedResult(system, roll), nth);
  return 'refused' in cost ? cost : { nth, points: cost.points };
}

/**
 * Why `by` may not re-roll a logged roll with luck (null: allowed). Seed 004: after your own
 * roll only, when no luck already applies to it, and not when you already spent a point on this
 * (opposed) roll. `spentOnRoll`: who spent luck on any side of it, other than the roller's own
 * re-rolls (an edition may allow a second re-roll, seed 003; the count is checked here).
 */
export function rerollRefusal(system: GameSystem, roll: SheetRoll, rollerId: string | null, by: Character, spentOnRoll: readonly (string | null)[], alreadyRerolled: boolean): string | null {
  if (system.edition.luckOutsideCombat === 'announce' || !system.core.luck.allowReroll) return `${system.edition.name} has no luck re-roll outside combat.`;
  if (rollerId !== by.id) return 'Only the person who rolled can spend luck to re-roll.';
  if (roll.pool === undefined) return 'This roll was logged before re-rolls kept their pool; roll again instead.';
  if (alreadyRerolled) return 'This roll has already been re-rolled.';
  const price = rerollPrice(system, roll);
  if ('refused' in price) return price.refused;
  const ownReroll = (l: RollLuck) => l.effect === 'reroll' && l.byId === by.id;
  if ((roll.luck ?? []).some((l) => !ownReroll(l)) || (roll.luckSpent && !roll.reroll)) return 'Luck already applies to this roll.';
  if (spentOnRoll.includes(by.id)) return `${by.name} has already spent a luck point on this roll.`;
  if (by.luckPoints < 1) return `${by.name} has no luck points to spend.`;
  if (by.luckPoints < price.points) return `${by.name} has ${by.luckPoints} ${luckPointWord(system)}${by.luckPoints === 1 ? '' : 's'}; this re-roll costs ${price.points}.`;
  return null;
}

/** The re-roll kept over the roll before it: the edition's order (seed 003: VP, then SFX), else {@link keepsSecond}. */
export function keepsSecondFor(system: GameSystem, first: AbilityRollResult, second: AbilityRollResult): boolean {
  const ops = system.edition.ops.luckRerolls;
  return ops ? ops.keepsSecond(first, second) : keepsSecond(first, second);
}

/**
 * Better of two results of one pool: more hits; at equal hits an ordinary failure over an
 * embarrassing one; the first on a tie. Two percentile rolls compare their Roll Results (seed 002
 * "choose the better of the two rolls": −1 is better than −2 though neither has hits).
 */
type Comparable = Pick<AbilityRollResult, 'hits' | 'isEmbarrassingFailure'> & { percentile?: { result: number } | undefined };
export function keepsSecond(first: Comparable, second: Comparable): boolean {
  if (first.percentile && second.percentile) return second.percentile.result > first.percentile.result;
  if (second.hits !== first.hits) return second.hits > first.hits;
  return first.isEmbarrassingFailure && !second.isEmbarrassingFailure;
}

/** The pool as the log stores it. */
export function storedPool(pool: PoolSpec): NonNullable<SheetRoll['pool']> {
  return {
    terms: pool.terms.map((t) => ({ kind: t.kind, name: t.name, rating: t.rating })),
    modifiers: pool.modifiers.map((m) => ({ dice: m.dice, source: m.source, ...(m.tag ? { tag: m.tag } : {}) })),
    attributeRating: pool.attributeRating,
    size: pool.size,
    diceRolled: pool.diceRolled,
    ...(pool.accent ? { accent: pool.accent } : {}),
    ...(pool.sfx ? { sfx: { good: pool.sfx.good, bad: pool.sfx.bad } } : {}),
  };
}

/** A stored pool back as the engine's PoolSpec. */
export function poolFromStored(p: NonNullable<SheetRoll['pool']>): PoolSpec {
  return {
    terms: p.terms.map((t) => ({ kind: t.kind as PoolSpec['terms'][number]['kind'], name: t.name, rating: t.rating })),
    modifiers: p.modifiers.map((m) => ({ ...m })),
    attributeRating: p.attributeRating,
    size: p.size,
    diceRolled: p.diceRolled,
    ...(p.accent ? { accent: p.accent } : {}),
    ...(p.sfx ? { sfx: { ...p.sfx } } : {}),
  };
}
