/**
 * A roll as the campaign's roll log keeps it (issue 16): the logged row of each side, the
 * opposed reading, and the luck points paid for it in the ledger.
 */
import type { Character } from '../../../shared/domain/character';
import type { RollLogEntry, SheetRoll } from '../../../shared/domain/sheet';
import type { RollOutput } from '../../../shared/ipc/roll-contract';
import { opposedOutcome, type AbilityRollResult, type GameSystem, type OpposedOddsView } from '../../../shared/systems';
import { sheetRollRecord } from '../../../shared/sheet/roll-plan';
import { storedGoal, storedPercentile } from '../../../shared/sheet/roll-words';
import { storedPool, type SidePlan } from '../../../shared/sheet/roller';
import type { Repos } from '../db/repos';
import { requireCharacter } from './sheet';

/** The log record of one rolled side. */
export function record(side: SidePlan, result: AbilityRollResult): SheetRoll {
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

export function opposedText(o: { winner: string; label: string }, first: string, second: string): string {
  if (o.winner === 'first') return `${o.label} for ${first}`;
  if (o.winner === 'second') return `${o.label} for ${second}`;
  return o.label;
}

export function opposedRecord(system: GameSystem, a: AbilityRollResult, b: AbilityRollResult, sides: readonly SidePlan[], odds: OpposedOddsView, side: 'first' | 'second'): SheetRoll['opposed'] {
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
export function payLuck(repos: Repos, entries: RollLogEntry[], inGameDate: string, now: Date): RollLogEntry[] {
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

export function balances(repos: Repos, ids: Iterable<string>): RollOutput['balances'] {
  return [...new Set(ids)].map((id) => {
    const c = requireCharacter(repos, id);
    return { id: c.id, name: c.name, luckPoints: c.luckPoints };
  });
}

export function log(repos: Repos, c: Character, roll: SheetRoll, inGameDate: string, now: Date): RollLogEntry {
  return repos.sheets.logRoll({ characterId: c.id, characterName: c.name, roll, inGameDate, recordedAt: now.toISOString() });
}
