/** A luck re-roll of a logged roll (issue 16, seed 004), with main's dice. */
import type { SheetRoll } from '../../../shared/domain/sheet';
import type { RollOutput } from '../../../shared/ipc/roll-contract';
import { AppError } from '../../../shared/ipc/result';
import { opposedOutcome, rereadRoll, rollAbility, type AbilityRollResult, type GameSystem, type Rng } from '../../../shared/systems';
import { storedGoal, storedPercentile } from '../../../shared/sheet/roll-words';
import { keepsSecondFor, loggedResult, poolFromStored, rerollPrice, rerollRefusal } from '../../../shared/sheet/roller';
import type { Repos } from '../db/repos';
import { campaignSystem } from '../system/campaign-system';
import { balances, log, opposedText, payLuck } from './roll-log';
import { requireCharacter } from './sheet';

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
