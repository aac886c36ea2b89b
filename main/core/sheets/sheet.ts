import { AppError } from '../../../shared/ipc/result';
import type { CharacterSheet, SheetWound } from '../../../shared/ipc/character-contract';
import type { Character } from '../../../shared/domain/character';
import type { Wound } from '../../../shared/domain/wound';
import { healingPointsNeeded, nextRaiseDate, ratingProblems, totalWoundModifier, woundModifierOf, type GameSystem } from '../../../shared/systems';
import { toRulesWound } from '../combat/character-wounds';
import type { Repos } from '../db/repos';
import { campaignSystem } from '../system/campaign-system';
import { isoDay, xpClock } from './xp-clock';

export { isoDay } from './xp-clock';

export function requireCharacter(repos: Repos, id: string): Character {
  const character = repos.characters.get(id);
  if (!character) throw new AppError('character/not-found', `No character with id "${id}" in this campaign.`);
  return character;
}

/** A stored wound with its modifier and healing progress, through the combat rules' own math. */
export function sheetWound(system: GameSystem, w: Wound): SheetWound {
  const rulesWound = toRulesWound(system, w);
  const pointsForLevel = healingPointsNeeded(system, { ...rulesWound, healingPoints: 0 });
  const progress = pointsForLevel > 0 ? Math.min(1, Math.max(0, (pointsForLevel - w.healingPoints) / pointsForLevel)) : 0;
  return { ...w, modifier: woundModifierOf(system, rulesWound), pointsForLevel, progress };
}

/** Everything the sheet shows; call inside one read transaction for a consistent cut. */
export function buildSheet(repos: Repos, id: string, now: Date, system: GameSystem = campaignSystem(repos)): CharacterSheet {
  const character = requireCharacter(repos, id);
  const stored = repos.wounds.listFor(id);
  const woundModifier = totalWoundModifier(system, stored.map((w) => toRulesWound(system, w)));
  const clock = xpClock(repos, system, now);
  const last = repos.sheets.lastUndo(id);
  let undoable: CharacterSheet['undoable'] = null;
  if (last) {
    const entry = (last.ledger === 'xp' ? repos.ledgers.xpHistory(id) : repos.ledgers.luckHistory(id)).find((e) => e.id === last.entryId);
    if (entry) undoable = { ledger: last.ledger, delta: entry.delta, reason: entry.reason };
  }
  return {
    character,
    wounds: stored.map((w) => sheetWound(system, w)),
    woundModifier: { exact: woundModifier.exact, total: Math.max(0, woundModifier.total) },
    gear: repos.sheets.gear(id),
    xpLedger: repos.ledgers.xpHistory(id),
    luckLedger: repos.ledgers.luckHistory(id),
    undoable,
    nextRaiseDate: nextRaiseDate(system, character),
    // With the game clock on a date that is not a calendar date there is no XP today: the real
    // day stands in for the raise buttons' wait, and `xpClock.problem` says why on the sheet.
    today: clock.today ?? isoDay(now),
    xpClock: { kind: clock.kind, problem: clock.problem },
    // Ratings stored before the edge checked them (an older file) are shown flagged, not refused.
    ratingProblems: ratingProblems(system, character).map((p) => ({ field: p.field, list: p.list, message: p.message })),
  };
}
