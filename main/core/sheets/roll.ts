import { AppError } from '../../../shared/ipc/result';
import { AbilityLookupError, luckBeforeRollRefusal, rollAbility, type Rng } from '../../../shared/systems';
import { planSheetRoll, sheetRollRecord } from '../../../shared/sheet/roll-plan';
import { storedPool } from '../../../shared/sheet/roller';
import type { Repos } from '../db/repos';
import { campaignSystem } from '../system/campaign-system';
import { assertRollable } from './rating-guard';
import { assertModifierRange } from './roller';
import { buildSheet, requireCharacter } from './sheet';

export type RollRequest = { id: string; ability: string; modifier: number; luck: boolean; applyWounds: boolean };

/**
 * Rolls an ability from the sheet with main's dice. A luck bonus costs one luck point (a luck
 * ledger entry); the roll is appended to the campaign's roll log. Run inside one transaction.
 */
export function rollFromSheet(repos: Repos, req: RollRequest, rng: Rng, now: Date) {
  const character = requireCharacter(repos, req.id);
  const { info } = repos.campaign.get();
  const system = campaignSystem(repos);
  assertModifierRange(system, req.modifier, 'modifier');
  if (req.luck && system.edition.luckOutsideCombat === 'announce') {
    throw new AppError('luck/no-dice', `In ${system.edition.name} luck gives no dice outside combat; spend it from the XP and luck panel, where it is recorded.`);
  }
  const before = req.luck ? luckBeforeRollRefusal(system) : null;
  if (before !== null) throw new AppError('luck/refused', before);
  if (req.luck && character.luckPoints < 1) throw new AppError('luck/refused', `${character.name} has no luck points to spend.`);
  const woundPenalty = req.applyWounds ? buildSheet(repos, req.id, now, system).woundModifier.total : 0;
  let plan;
  try {
    plan = planSheetRoll(system, character, { ability: req.ability, modifier: req.modifier, luck: req.luck, woundPenalty });
  } catch (e) {
    if (e instanceof AbilityLookupError) throw new AppError(`roll/${e.code}`, e.message);
    throw e;
  }
  assertRollable(system, character, plan.pool);
  const result = rollAbility(system, plan.pool, rng);
  let luckPoints = character.luckPoints;
  let ledgerEntryId: number | null = null;
  if (req.luck) {
    const spent = repos.ledgers.recordLuck({
      characterId: character.id, delta: -1, reason: `Luck bonus on a ${req.ability} roll`, inGameDate: info.inGameDate, recordedAt: now.toISOString(),
    });
    repos.sheets.rememberUndo('luck', spent.entry.id, character.id, {});
    luckPoints = spent.balance;
    ledgerEntryId = spent.entry.id;
  }
  // The pool is kept so the roller may re-roll it with luck (roll.reroll), like the roller's own rolls.
  const luck = req.luck ? [{ by: character.name, byId: character.id, effect: 'bonus' as const, dice: system.core.luck.bonusDice, ledgerEntryId }] : [];
  const entry = repos.sheets.logRoll({
    characterId: character.id, characterName: character.name,
    roll: { ...sheetRollRecord(req.ability, plan, result, req.luck), pool: storedPool(plan.pool), ...(luck.length > 0 ? { luck } : {}) },
    inGameDate: info.inGameDate, recordedAt: now.toISOString(),
  });
  return { entry, luckPoints };
}
