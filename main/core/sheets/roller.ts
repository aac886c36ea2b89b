import { randomUUID } from 'node:crypto';
import type { Character } from '../../../shared/domain/character';
import type { RollLogEntry, SheetRoll } from '../../../shared/domain/sheet';
import type { z } from 'zod';
import type { GroupRollSchema, PreviewRollSchema, RollOutput, RollPreview, RollSide } from '../../../shared/ipc/roll-contract';
import { AppError } from '../../../shared/ipc/result';
import {
  opposedOdds, opposedOutcome, rereadRoll, rollAbility, totalWoundModifier,
  type AbilityRollResult, type GameSystem, type OpposedOddsView, type Rng,
} from '../../../shared/systems';
import { sheetRollRecord } from '../../../shared/sheet/roll-plan';
import { modifierRangeError, storedGoal, storedPercentile } from '../../../shared/sheet/roll-words';
import {
  keepsSecondFor, loggedResult, planRoll, poolFromStored, rerollPrice, rerollRefusal, RollInputError, storedPool,
  type LuckOffer, type RollPlan, type SidePlan,
} from '../../../shared/sheet/roller';
import { toRulesWound } from '../combat/character-wounds';
import type { Repos } from '../db/repos';
import { campaignSystem } from '../system/campaign-system';
import { assertRollable } from './rating-guard';
import { requireCharacter } from './sheet';

/**
 * The dice roller's rolls (issue 16) with main's dice: single and opposed rolls with attribute
 * substitution, defaulting and luck; group rolls; luck re-rolls. The edition decides every rule
 * (shared/sheet/roller.ts, shared/systems); this file loads, rolls, logs and pays. Each call runs
 * inside one transaction: a refused luck spend or an unknown ability writes nothing.
 */

type Offer = { by: string; effect: LuckOffer['effect']; on: 'first' | 'second' };
const SIDE_INDEX = { first: 0, second: 1 } as const;

/** Dice lost to wounds (0 when waived), as the sheet computes them. */
function woundPenalty(repos: Repos, system: GameSystem, id: string, apply: boolean): number {
  if (!apply) return 0;
  const total = totalWoundModifier(system, repos.wounds.listFor(id).map((w) => toRulesWound(system, w))).total;
  return Math.max(0, total);
}

function asAppError(e: unknown): never {
  if (e instanceof RollInputError) throw new AppError('roll/invalid', e.message);
  throw e;
}

/** The contract takes ±100; the edition's own range (±20 dice, ±100 percent) is checked here, naming the field. */
export function assertModifierRange(system: GameSystem, n: number | undefined, field: string): void {
  if (n === undefined) return;
  const why = modifierRangeError(system, n);
  if (why !== null) throw new AppError('bad-request', `${field}: ${why}`);
}

function plan(repos: Repos, system: GameSystem, sides: readonly RollSide[], offers: readonly Offer[], fields: readonly string[]): RollPlan {
  sides.forEach((s, i) => {
    const at = (f: string) => (fields[i] ? `${fields[i]}.${f}` : f);
    assertModifierRange(system, s.modifier, at('modifier'));
    assertModifierRange(system, s.defaulting?.modifier, at('defaulting.modifier'));
  });
  const characters = sides.map((s) => requireCharacter(repos, s.id));
  if (sides.length === 2 && sides[0]!.id === sides[1]!.id) throw new AppError('roll/invalid', 'second.id: An opposed roll needs two different characters.');
  const luckOffers: LuckOffer[] = offers.map((o) => ({ by: requireCharacter(repos, o.by), effect: o.effect, on: SIDE_INDEX[o.on] }));
  let planned: RollPlan;
  try {
    planned = planRoll(
      system,
      sides.map((s, i) => ({
        character: characters[i]!,
        request: {
          ability: s.ability,
          modifier: s.modifier,
          ...(s.attribute !== undefined ? { attribute: s.attribute } : {}),
          ...(s.defaulting !== undefined ? { defaulting: s.defaulting } : {}),
          ...(s.situations !== undefined ? { situations: s.situations } : {}),
          ...(s.accent !== undefined ? { accent: s.accent } : {}),
          ...(s.sfx !== undefined ? { sfx: s.sfx } : {}),
        },
        woundPenalty: woundPenalty(repos, system, s.id, s.applyWounds),
        field: fields[i]!,
      })),
      luckOffers,
    );
  } catch (e) {
    asAppError(e);
  }
  // A pool built on a rating out of range (stored before the edge checked it) is neither shown
  // nor rolled: the roller never offers 99 dice (issue 16, deliverable 7).
  for (const side of planned.sides) assertRollable(system, side.character, side.pool);
  return planned;
}

const oddsOut = (o: OpposedOddsView) => ({ ...o, outcomes: o.outcomes.map((x) => ({ ...x })) });

/** The pools and exact odds before a roll, with nothing written. */
export function previewRoll(repos: Repos, input: z.infer<typeof PreviewRollSchema>): RollPreview {
  const system = campaignSystem(repos);
  const sides = input.second ? [input.first, input.second] : [input.first];
  const p = plan(repos, system, sides, input.luck, input.second ? ['first', 'second'] : ['first']);
  return {
    sides: p.sides.map((s) => ({
      id: s.character.id, name: s.character.name, poolText: s.poolText, diceRolled: s.pool.diceRolled, odds: s.odds,
      luck: s.luck.map((l) => `${l.by}: ${l.effect}${l.dice !== 0 ? ` ${l.dice > 0 ? '+' : ''}${l.dice}` : ''}`),
    })),
    opposed: p.sides.length === 2 ? oddsOut(opposedOdds(system, p.sides[0]!.pool, p.sides[1]!.pool)) : null,
  };
}

/** The log record of one rolled side. */
function record(side: SidePlan, result: AbilityRollResult): SheetRoll {
  const r = side.request;
  const base = sheetRollRecord(r.ability, { pool: side.pool, poolText: side.poolText, odds: side.odds }, result, side.luck.length > 0);
  return {
    ...base,
    pool: storedPool(side.pool),
    ...(r.attribute !== undefined ? { attribute: r.attribute } : {}),
    ...(r.defaulting !== undefined
      ? { defaulting: { task: r.defaulting.task, from: r.ability, modifier: side.pool.modifiers.find((m) => m.tag === 'defaulting')?.dice ?? 0 } }
      : {}),
    ...(side.luck.length > 0 ? { luck: side.luck.map((l) => ({ ...l })) } : {}),
  };
}

function opposedText(o: { winner: string; label: string }, first: string, second: string): string {
  if (o.winner === 'first') return `${o.label} for ${first}`;
  if (o.winner === 'second') return `${o.label} for ${second}`;
  return o.label;
}

function opposedRecord(system: GameSystem, a: AbilityRollResult, b: AbilityRollResult, sides: readonly SidePlan[], odds: OpposedOddsView, side: 'first' | 'second'): SheetRoll['opposed'] {
  const o = opposedOutcome(system, a, b);
  const other = side === 'first' ? sides[1]! : sides[0]!;
  const otherResult = side === 'first' ? b : a;
  return {
    side,
    opponent: other.character.name,
    opponentId: other.character.id,
    opponentAbility: other.request.ability,
    opponentLabel: otherResult.label,
    opponentHits: otherResult.hits,
    opponentDice: [...otherResult.dice],
    ...opponentPercentile(otherResult),
    ...opponentGoal(otherResult),
    winner: o.winner,
    net: o.net,
    label: o.label,
    text: opposedText(o, sides[0]!.character.name, sides[1]!.character.name),
    bothFailed: o.bothFailed,
    odds: { pFirst: odds.pFirst, pDraw: odds.pDraw, pSecond: odds.pSecond, pNone: odds.pNone },
  };
}

/** The other side's goal roll on an opposed row (seed 003; absent for other engines). */
function opponentGoal(r: Pick<AbilityRollResult, 'goalRoll'>): { opponentGoal?: NonNullable<SheetRoll['goal']> } {
  const g = storedGoal(r).goal;
  return g ? { opponentGoal: g } : {};
}

/** The other side's percentile steps on an opposed row (absent for dice pools). */
function opponentPercentile(r: Pick<AbilityRollResult, 'percentile'>): { opponentPercentile?: NonNullable<SheetRoll['percentile']> } {
  const p = storedPercentile(r).percentile;
  return p ? { opponentPercentile: p } : {};
}

const EFFECT_WORDS: Record<string, string> = {
  bonus: 'Luck bonus on',
  penalty: 'Luck penalty on',
  cancel: 'Luck to cancel the luck spent against',
  reroll: 'Luck re-roll of',
  announce: 'Luck announced on',
};

/**
 * Pays each luck point of the logged rows: one ledger entry per spend naming the roll, undoable
 * like any sheet spend, and the entry's id written back onto the row.
 */
function payLuck(repos: Repos, entries: RollLogEntry[], inGameDate: string, now: Date): RollLogEntry[] {
  return entries.map((entry) => {
    const luck = entry.roll.luck ?? [];
    if (luck.length === 0) return entry;
    const paid = luck.map((l) => {
      if (l.byId === null || l.ledgerEntryId !== null) return l;
      const suffix = l.effect === 'announce' ? ' (no dice outside combat)' : '';
      // Seed 003's hero pool: a second re-roll costs 2 points, a natural 20's re-roll 5 — one entry for the spend.
      const points = l.points ?? 1;
      const spent = repos.ledgers.recordLuck({
        characterId: l.byId, delta: -points,
        reason: `${EFFECT_WORDS[l.effect]} ${entry.characterName}'s ${entry.roll.ability} roll (roll #${entry.id})${points > 1 ? ` for ${points} points` : ''}${suffix}`,
        inGameDate, recordedAt: now.toISOString(),
      });
      repos.sheets.rememberUndo('luck', spent.entry.id, l.byId, {});
      return { ...l, ledgerEntryId: spent.entry.id };
    });
    return repos.sheets.setRoll(entry.id, { ...entry.roll, luck: paid });
  });
}

function balances(repos: Repos, ids: Iterable<string>): RollOutput['balances'] {
  return [...new Set(ids)].map((id) => {
    const c = requireCharacter(repos, id);
    return { id: c.id, name: c.name, luckPoints: c.luckPoints };
  });
}

function log(repos: Repos, c: Character, roll: SheetRoll, inGameDate: string, now: Date): RollLogEntry {
  return repos.sheets.logRoll({ characterId: c.id, characterName: c.name, roll, inGameDate, recordedAt: now.toISOString() });
}

/**
 * One roll, or both sides of an opposed roll, with the luck offered before it. `rolledBy`: the
 * player's device that rolled it (issue 21), kept on each logged row.
 */
export function rollSides(repos: Repos, input: { first: RollSide; second?: RollSide; luck: Offer[] }, rng: Rng, now: Date, rolledBy?: string): RollOutput {
  const system = campaignSystem(repos);
  const { info } = repos.campaign.get();
  const sides = input.second ? [input.first, input.second] : [input.first];
  if (!input.second && input.luck.some((o) => o.on === 'second')) throw new AppError('roll/invalid', 'luck: a single roll has no second side.');
  const p = plan(repos, system, sides, input.luck, input.second ? ['first', 'second'] : ['first']);
  const results = p.sides.map((s) => rollAbility(system, s.pool, rng));
  let rows: SheetRoll[] = p.sides.map((s, i) => ({ ...record(s, results[i]!), ...(rolledBy !== undefined ? { rolledBy } : {}) }));
  if (p.sides.length === 2) {
    const odds = opposedOdds(system, p.sides[0]!.pool, p.sides[1]!.pool);
    const label = `${p.sides[0]!.character.name} (${p.sides[0]!.request.ability}) vs ${p.sides[1]!.character.name} (${p.sides[1]!.request.ability})`;
    const link = { kind: 'opposed' as const, id: randomUUID(), label };
    rows = rows.map((r, i) => ({
      ...r,
      link,
      opposed: opposedRecord(system, results[0]!, results[1]!, p.sides, odds, i === 0 ? 'first' : 'second'),
    }));
  }
  const logged = rows.map((r, i) => log(repos, p.sides[i]!.character, r, info.inGameDate, now));
  const entries = payLuck(repos, logged, info.inGameDate, now);
  return { entries, balances: balances(repos, p.payers.map((c) => c.id)) };
}

/** Everyone chosen rolls the same ability (no luck: each may re-roll afterwards). */
export function rollGroup(repos: Repos, input: z.infer<typeof GroupRollSchema>, rng: Rng, now: Date): RollOutput {
  const system = campaignSystem(repos);
  const { info } = repos.campaign.get();
  const ids = [...new Set(input.ids)];
  assertModifierRange(system, input.modifier, 'modifier');
  const plans = ids.map((id, k) => {
    const side: RollSide = { id, ability: input.ability, modifier: input.modifier, applyWounds: input.applyWounds, ...(input.attribute ? { attribute: input.attribute } : {}) };
    if (!repos.characters.get(id)) throw new AppError('character/not-found', `ids.${k}: No character with id "${id}" in this campaign.`);
    return plan(repos, system, [side], [], [`ids.${k}`]).sides[0]!;
  });
  const link = { kind: 'group' as const, id: randomUUID(), label: input.label && input.label !== '' ? input.label : `Everyone rolls ${input.ability}` };
  const entries = plans.map((s) => log(repos, s.character, { ...record(s, rollAbility(system, s.pool, rng)), link }, info.inGameDate, now));
  return { entries, balances: [] };
}

/** A logged roll as the engine's result, for comparing and for the opposed reading. */
function resultOf(system: GameSystem, roll: SheetRoll): AbilityRollResult {
  // A percentile roll's steps (row, Roll Result) are not in the log: its stored die is read again
  // on its stored pool, so a re-roll keeps the better Roll Result and an opposed roll reads the chart.
  if (roll.pool && system.edition.dice.modifierUnit === 'percent' && roll.dice.length === 1) return rereadRoll(system, poolFromStored(roll.pool), roll.dice);
  // Other rows keep their steps (a percentile row's, a goal roll's SFX and effect).
  return loggedResult(system, roll);
}

/**
 * The roller spends a luck point after seeing a logged roll: the same pool again, the better kept
 * (seed 004). The re-roll is a new log row pointing at the first; an opposed roll is read again
 * against the other side's latest dice.
 */
export function rerollLogged(repos: Repos, rollId: number, rng: Rng, now: Date): RollOutput {
  const system = campaignSystem(repos);
  const { info } = repos.campaign.get();
  const entry = repos.sheets.roll(rollId);
  if (!entry) throw new AppError('roll/not-found', `rollId: No roll #${rollId} in this campaign's log.`);
  if (entry.characterId === null) throw new AppError('luck/refused', 'The character who made this roll was deleted.');
  const roller = requireCharacter(repos, entry.characterId);
  const linked = entry.roll.link ? repos.sheets.linkedRolls(entry.roll.link.id) : [entry];
  // The roller's own earlier re-rolls of this roll do not count as luck spent on it (seed 003
  // allows a second re-roll; rerollRefusal checks how many the edition allows).
  const spent = linked.flatMap((e) => (e.roll.luck ?? []).filter((l) => !(l.effect === 'reroll' && l.byId === roller.id)).map((l) => l.byId));
  const refusal = rerollRefusal(system, entry.roll, entry.characterId, roller, spent, repos.sheets.rerollsOf(rollId).length > 0);
  if (refusal !== null) throw new AppError('luck/refused', refusal);
  const price = rerollPrice(system, entry.roll);
  if ('refused' in price) throw new AppError('luck/refused', price.refused);
  const first = resultOf(system, entry.roll);
  const second = rollAbility(system, first.pool, rng);
  const kept = keepsSecondFor(system, first, second) ? second : first;
  const { percentile: _firstSteps, goal: _firstGoal, ...asLogged } = entry.roll;
  const sfxDice = first.goalRoll && second.goalRoll ? { firstSfx: first.goalRoll.sfxDie, secondSfx: second.goalRoll.sfxDie } : {};
  let roll: SheetRoll = {
    ...asLogged,
    ...storedPercentile(kept),
    ...storedGoal(kept),
    dice: [...kept.dice], hits: kept.hits, successLevel: kept.successLevel, label: kept.label, isSuccess: kept.isSuccess,
    luckSpent: true,
    luck: [{ by: roller.name, byId: roller.id, effect: 'reroll', dice: 0, ledgerEntryId: null, ...(price.points > 1 ? { points: price.points } : {}) }],
    reroll: {
      of: rollId, by: roller.name, firstDice: [...first.dice], secondDice: [...second.dice], kept: kept === second ? 'second' : 'first',
      ...(price.nth > 1 ? { nth: price.nth } : {}), ...sfxDice,
    },
  };
  if (entry.roll.opposed) {
    const mine = entry.roll.opposed.side;
    // The other side as it stands now: its latest row (a re-roll of it, when it was re-rolled).
    const others = linked.filter((e) => e.roll.opposed && e.roll.opposed.side !== mine);
    const other = others.at(-1);
    if (other) {
      const a = mine === 'first' ? kept : resultOf(system, other.roll);
      const b = mine === 'first' ? resultOf(system, other.roll) : kept;
      const o = opposedOutcome(system, a, b);
      const [firstName, secondName] = mine === 'first' ? [entry.characterName, other.characterName] : [other.characterName, entry.characterName];
      roll = { ...roll, opposed: { ...entry.roll.opposed, winner: o.winner, net: o.net, label: o.label, bothFailed: o.bothFailed, text: opposedText(o, firstName, secondName),
        opponentLabel: other.roll.label, opponentHits: other.roll.hits, opponentDice: [...other.roll.dice],
        ...(other.roll.percentile ? { opponentPercentile: { ...other.roll.percentile } } : {}),
        ...(other.roll.goal ? { opponentGoal: { ...other.roll.goal } } : {}) } };
    }
  }
  const logged = log(repos, roller, roll, info.inGameDate, now);
  const entries = payLuck(repos, [logged], info.inGameDate, now);
  return { entries, balances: balances(repos, [roller.id]) };
}
