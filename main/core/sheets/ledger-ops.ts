import { findRated, withXpProgress, xpProgressOf, type Character } from '../../../shared/domain/character';
import type { Setting } from '../../../shared/domain/setting';
import type { LedgerUndo } from '../../../shared/domain/sheet';
import { AppError } from '../../../shared/ipc/result';
import { awardLuck, awardXp, LuckRuleError, raiseSkill, spendLuck, XpRuleError, type GameSystem, type XpChange } from '../../../shared/systems';
import type { Repos } from '../db/repos';
import { campaignSystem } from '../system/campaign-system';
import { requireCharacter } from './sheet';
import { isoDay, requireXpDay, xpClock } from './xp-clock';

/**
 * XP and luck changes of the sheet. The rules engine decides (costs, limits, refusals); the
 * ledger repo moves the balance and appends the entry; a ledger_undo row remembers what else
 * changed, so the last change can be taken back exactly. Callers run each one in a transaction.
 */

/** One character's outcome of an award; `lifted`: points held above a cap the storyteller lifted. */
export type Award = { id: string; name: string; credited: number; forfeited: number; balance: number; lifted: number };

/** Turns the rules engine's refusals into AppErrors with their own codes. */
export function asAppError(error: unknown): never {
  if (error instanceof XpRuleError) throw new AppError(`xp/${error.code}`, error.message);
  if (error instanceof LuckRuleError) throw new AppError('luck/refused', error.message);
  if (error instanceof RangeError) throw new AppError('luck/bad-amount', error.message);
  throw error;
}

export function awardXpTo(repos: Repos, ids: readonly string[], input: { amount: number; reason: string; override: boolean }, now: Date): Award[] {
  const { info } = repos.campaign.get();
  const system = campaignSystem(repos);
  // An award has no interval: the day only dates the rules' entry, so the real day stands in
  // when the game clock has no calendar date.
  const date = xpClock(repos, system, now).today ?? isoDay(now);
  return [...new Set(ids)].map((id) => {
    const character = requireCharacter(repos, id);
    let change;
    try {
      change = awardXp(system, character, { amount: input.amount, date, reason: input.reason, override: input.override });
    } catch (e) {
      asAppError(e);
    }
    const lifted = hoardLifted(system, change);
    const { entry, balance } = repos.ledgers.recordXp({
      characterId: id, delta: change.entry.delta, reason: lifted.reason, ability: null,
      inGameDate: info.inGameDate, recordedAt: now.toISOString(),
    });
    repos.sheets.rememberUndo('xp', entry.id, id, {});
    return { id, name: character.name, credited: change.entry.delta, forfeited: change.forfeited, balance, lifted: lifted.by };
  });
}

/**
 * The ledger reason of an XP award, saying so when the storyteller lifted the hoard cap and by
 * how much (`by`: XP held above the cap after the award).
 */
export function hoardLifted(system: GameSystem, change: XpChange): { reason: string; by: number } {
  const cap = system.core.xp.maxSavedXp;
  if (cap === null || !change.entry.overrides.includes('max-saved-xp')) return { reason: change.entry.reason, by: 0 };
  const by = Math.max(0, change.character.xp - cap);
  return { reason: `${change.entry.reason} (hoard cap of ${cap} XP lifted by the storyteller: ${by} XP above it)`, by };
}

/**
 * One XP spend on an ability. The ability's stored progress toward its next rating goes to the
 * edition (`progress`); an edition that raises over several spends (AresMUSH Third Edition, §B.7)
 * answers the new progress, stored on the ability here with the ledger entry, in the caller's
 * transaction. The undo row keeps the progress before, so undo puts it back exactly.
 */
export function spendXpOn(
  repos: Repos,
  id: string,
  input: { skill: string; rulingAttribute?: string | undefined; reason?: string | undefined; override: boolean },
  now: Date,
) {
  const { setting, info } = repos.campaign.get();
  const system = campaignSystem(repos);
  const character = requireCharacter(repos, id);
  const before = xpProgressOf(character, input.skill.trim());
  const today = requireXpDay(xpClock(repos, system, now));
  const attempt = (override: boolean) =>
    raiseSkill(system, character, {
      skill: input.skill, date: today, override,
      progress: before ?? { spent: 0, lastLearned: null },
      ...(input.rulingAttribute !== undefined ? { rulingAttribute: input.rulingAttribute } : {}),
      ...(input.reason !== undefined && input.reason !== '' ? { reason: input.reason } : {}),
    });
  // Tried within the limits first: an override is asked for explicitly and logged only when it
  // lifted the wait, with how many days early the raise came.
  let change;
  let lifted: string | null = null;
  try {
    change = attempt(false);
  } catch (e) {
    if (!(input.override && e instanceof XpRuleError && e.code === 'too-soon')) asAppError(e);
    try {
      change = attempt(true);
    } catch (again) {
      asAppError(again);
    }
    lifted = waitLifted(system, today, e.nextAllowed);
  }
  const e = change.entry;
  const name = e.ability ?? input.skill;
  const list = listOf(setting, change.character, name);
  // The skill, its progress and the raise date change here; the balance moves with the ledger entry below.
  const updated = change.progress !== undefined ? withXpProgress(change.character, list, name, change.progress) : change.character;
  repos.characters.update({ ...updated, xp: character.xp });
  const { entry } = repos.ledgers.recordXp({
    characterId: id, delta: e.delta, reason: lifted !== null ? `${e.reason} ${lifted}` : e.reason,
    ability: e.ability, inGameDate: info.inGameDate, recordedAt: now.toISOString(),
  });
  const undo: LedgerUndo = {
    lastSkillRaiseDate: character.lastSkillRaiseDate,
    skill: { list, name, fromRating: e.fromRating ?? 0, toRating: e.toRating ?? 1 },
    ...(change.progress !== undefined ? { xpProgress: before ?? null } : {}),
  };
  repos.sheets.rememberUndo('xp', entry.id, id, undo);
  return { character: requireCharacter(repos, id), entry };
}

/** "(the 3-day wait between raises lifted by the storyteller: 2 days early)". */
function waitLifted(system: GameSystem, today: string, nextAllowed: string | undefined): string {
  const wait = system.core.xp.daysBetweenRaises;
  const early = nextAllowed === undefined ? null : Math.round((Date.parse(`${nextAllowed}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  const what = wait !== null ? `the ${wait}-day wait between raises` : 'the wait between raises';
  const how = early !== null && early > 0 ? `: ${early} ${early === 1 ? 'day' : 'days'} early, allowed from ${nextAllowed}` : '';
  return `(${what} lifted by the storyteller${how})`;
}

/** Which list of the raised character holds the ability (FS3.2 raises action and background skills only). */
function listOf(setting: Setting, raised: Character, name: string): 'action' | 'background' | 'attribute' {
  if (findRated(setting.actionSkills, name)) return 'action';
  if (findRated(raised.attributes, name) && !findRated(raised.backgroundSkills, name)) return 'attribute';
  return 'background';
}

/**
 * Luck for one or many, cut to the edition's cap (FS3.2 `luck.maxPoints`, 3E `max_luck`) unless
 * the storyteller lifts it (`override`), which the ledger entry says with how far above the cap.
 */
export function awardLuckTo(repos: Repos, ids: readonly string[], input: { amount: number; reason: string; override?: boolean }, now: Date): Award[] {
  const { info } = repos.campaign.get();
  const cap = campaignSystem(repos).core.luck.maxPoints ?? null;
  return [...new Set(ids)].map((id) => {
    const character = requireCharacter(repos, id);
    const lift = input.override === true && cap !== null && character.luckPoints + input.amount > cap;
    let change;
    try {
      change = awardLuck(character, input.amount, info.inGameDate, input.reason, lift ? null : cap);
    } catch (e) {
      asAppError(e);
    }
    const credited = change.entry.delta;
    const forfeited = input.amount - credited;
    const by = lift && cap !== null ? Math.max(0, change.character.luckPoints - cap) : 0;
    const reason =
      by > 0 ? `${input.reason} (luck cap of ${cap} lifted by the storyteller: ${by} above it)`
      : forfeited > 0 ? `${input.reason} (${forfeited} over the luck cap of ${cap} forfeited)`
      : input.reason;
    const { entry, balance } = repos.ledgers.recordLuck({
      characterId: id, delta: credited, reason, inGameDate: info.inGameDate, recordedAt: now.toISOString(),
    });
    repos.sheets.rememberUndo('luck', entry.id, id, {});
    return { id, name: character.name, credited, forfeited, balance, lifted: by };
  });
}

export function spendLuckOf(repos: Repos, id: string, input: { points: number; reason: string }, now: Date) {
  const { info } = repos.campaign.get();
  const character = requireCharacter(repos, id);
  try {
    spendLuck(character, info.inGameDate, input.reason, input.points);
  } catch (e) {
    asAppError(e);
  }
  const result = repos.ledgers.recordLuck({
    characterId: id, delta: -input.points, reason: input.reason, inGameDate: info.inGameDate, recordedAt: now.toISOString(),
  });
  repos.sheets.rememberUndo('luck', result.entry.id, id, {});
  return result;
}

/** Takes back the last XP or luck change of a character made in the app. */
export function undoLastLedgerChange(repos: Repos, id: string) {
  const character = requireCharacter(repos, id);
  const last = repos.sheets.lastUndo(id);
  if (!last) throw new AppError('ledger/nothing-to-undo', `${character.name} has no XP or luck change to undo.`);
  const history = last.ledger === 'xp' ? repos.ledgers.xpHistory(id) : repos.ledgers.luckHistory(id);
  const entry = history.find((e) => e.id === last.entryId);
  if (!entry) throw new AppError('ledger/not-found', `The ${last.ledger} entry to undo is no longer in the ledger.`);
  const { skill, lastSkillRaiseDate, xpProgress } = last.undo;
  if (skill || lastSkillRaiseDate !== undefined) {
    let restored: Character = { ...character };
    if (lastSkillRaiseDate !== undefined) restored.lastSkillRaiseDate = lastSkillRaiseDate;
    if (skill) restored = revertSkill(restored, skill);
    // A spend that kept the ability (a rating step or part of one) gets its progress back.
    if (skill && xpProgress !== undefined) restored = withXpProgress(restored, skill.list, skill.name, xpProgress ?? undefined);
    repos.characters.update(restored);
  }
  repos.ledgers.removeEntry(last.ledger, last.entryId);
  repos.sheets.forgetUndo(last.seq);
  return { undone: { ledger: last.ledger, delta: entry.delta, reason: entry.reason }, character: requireCharacter(repos, id) };
}

function revertSkill(c: Character, skill: NonNullable<LedgerUndo['skill']>): Character {
  const list = skill.list === 'action' ? c.actionSkills : skill.list === 'attribute' ? c.attributes : c.backgroundSkills;
  const current = findRated(list, skill.name);
  if (!current || current.rating !== skill.toRating) {
    throw new AppError(
      'ledger/skill-changed',
      `${skill.name} is no longer at ${skill.toRating} (it was edited since the raise); set it back by hand instead.`,
    );
  }
  const keep = skill.fromRating > 0;
  if (skill.list === 'attribute') {
    const attributes = keep ? c.attributes.map((s) => (s === current ? { ...s, rating: skill.fromRating } : s)) : c.attributes.filter((s) => s !== current);
    return { ...c, attributes };
  }
  if (skill.list === 'action') {
    const actionSkills = keep ? c.actionSkills.map((s) => (s === current ? { ...s, rating: skill.fromRating } : s)) : c.actionSkills.filter((s) => s !== current);
    return { ...c, actionSkills };
  }
  const backgroundSkills = keep
    ? c.backgroundSkills.map((s) => (s === current ? { ...s, rating: skill.fromRating } : s))
    : c.backgroundSkills.filter((s) => s !== current);
  return { ...c, backgroundSkills };
}
