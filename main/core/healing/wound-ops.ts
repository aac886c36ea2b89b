/**
 * Wounds outside combat: added, edited, removed and treated from the sheet. Each change is one
 * step of the campaign log (who/what/when, in-game date), so it shows in the sheet's history and
 * can be undone.
 */
import type { Wound as StoredWound } from '../../../shared/domain/wound';
import { AppError } from '../../../shared/ipc/result';
import {
  createWound, firstAidRefusal, isoDateToDay, healingAbilities, resolveFirstAid, type FirstAidTiming, type GameSystem, type Rng, type Severity,
} from '../../../shared/systems';
import { toRulesWound, toStoredWound } from '../combat/character-wounds';
import { recordStep } from '../calendar/log';
import type { Repos } from '../db/repos';
import { requireCharacter } from '../sheets/sheet';
import { refuseWoundEditInFight } from './in-fight';
import { poolOrNull, woundDice } from './patients';

export type WoundFields = { location: string; severity: Severity; damageType: StoredWound['damageType']; description: string };

const noChange = { date: null, ledgers: { xp: [], luck: [] }, report: null };

function requireWound(repos: Repos, id: string): StoredWound {
  const w = repos.wounds.get(id);
  if (!w) throw new AppError('wound/not-found', `No wound with id "${id}" in this campaign.`);
  return w;
}

const describe = (system: GameSystem, w: Pick<StoredWound, 'severity' | 'location' | 'damageType'>) =>
  `${severityLabel(system, w.severity)}${w.damageType === 'stun' ? ' stun' : ''}, ${w.location}`;

/** The edition's own name of a severity ('Impaired' in a Third Edition game). */
export function severityLabel(system: GameSystem, severity: string): string {
  const lists = system.edition.listsFor?.(system) ?? system.lists;
  return lists.woundSeverities.find((s) => s.id === severity)?.label ?? severity;
}

export function addWound(repos: Repos, system: GameSystem, characterId: string, f: WoundFields, opts: { now: Date; newId: () => string }): StoredWound {
  const c = requireCharacter(repos, characterId);
  refuseWoundEditInFight(repos, c);
  const rules = createWound({ location: f.location, severity: f.severity, type: f.damageType, source: f.description });
  const stored = toStoredWound(system, rules, {
    id: opts.newId(), characterId, inGameDate: repos.campaign.get().info.inGameDate, inflictedAt: opts.now.toISOString(),
  })!;
  repos.wounds.add(stored);
  const what = describe(system, stored);
  recordStep(repos, {
    kind: 'wound-add', label: `Wound added to ${c.name}: ${what}`, recordedAt: opts.now.toISOString(),
    change: { ...noChange, wounds: { before: [], after: [repos.wounds.get(stored.id)!] } },
    characters: new Map([[characterId, `Wound added: ${what}${f.description ? ` (${f.description})` : ''}`]]),
  });
  return stored;
}

export function editWound(repos: Repos, system: GameSystem, id: string, f: WoundFields & { healingPoints?: number }, now: Date): StoredWound {
  const before = requireWound(repos, id);
  const c = requireCharacter(repos, before.characterId);
  refuseWoundEditInFight(repos, c);
  // A new level starts that level's healing afresh unless the storyteller set the points.
  const fresh = toStoredWound(system, createWound({ location: f.location, severity: f.severity, type: f.damageType, source: '' }), {
    id, characterId: before.characterId, inGameDate: before.inGameDate, inflictedAt: before.inflictedAt,
  })!;
  const levelChanged = f.severity !== before.severity || f.damageType !== before.damageType;
  if (f.healingPoints !== undefined && f.healingPoints > fresh.healingPoints) {
    throw new AppError('wound/bad-points', `healingPoints: a ${severityLabel(system, f.severity)} wound needs at most ${fresh.healingPoints} points; ${f.healingPoints} is too many.`);
  }
  const after: StoredWound = {
    ...before,
    location: f.location,
    severity: f.severity,
    damageType: f.damageType,
    description: f.description,
    healingPoints: f.healingPoints ?? (levelChanged ? fresh.healingPoints : before.healingPoints),
  };
  repos.wounds.update(after);
  recordStep(repos, {
    kind: 'wound-edit', label: `Wound of ${c.name} edited: ${describe(system, before)} → ${describe(system, after)}`, recordedAt: now.toISOString(),
    change: { ...noChange, wounds: { before: [before], after: [repos.wounds.get(id)!] } },
    characters: new Map([[c.id, `Wound edited: ${describe(system, before)} → ${describe(system, after)}`]]),
  });
  return after;
}

export function removeWound(repos: Repos, system: GameSystem, id: string, now: Date): void {
  const before = requireWound(repos, id);
  const c = requireCharacter(repos, before.characterId);
  refuseWoundEditInFight(repos, c);
  repos.wounds.remove(id);
  recordStep(repos, {
    kind: 'wound-remove', label: `Wound of ${c.name} removed: ${describe(system, before)}`, recordedAt: now.toISOString(),
    change: { ...noChange, wounds: { before: [before], after: [] } },
    characters: new Map([[c.id, `Wound removed: ${describe(system, before)}`]]),
  });
}

/** Real minutes and in-game days since the wound was inflicted (days: null without calendar dates). */
export function firstAidTiming(repos: Repos, w: StoredWound, now: Date): FirstAidTiming {
  const minutes = Math.max(0, (now.getTime() - Date.parse(w.inflictedAt)) / 60_000);
  const today = isoDateToDay(repos.campaign.get().info.inGameDate);
  const then = isoDateToDay(w.inGameDate);
  return { minutesSinceInjury: minutes, gameDaysSinceInjury: today !== null && then !== null ? today - then : null };
}

/** Why first aid cannot be given to this wound now (edition rules), or null. */
export function firstAidRefusalFor(repos: Repos, system: GameSystem, w: StoredWound, now: Date): string | null {
  return firstAidRefusal(system, toRulesWound(system, w), firstAidTiming(repos, w, now));
}

export function giveFirstAid(repos: Repos, system: GameSystem, woundId: string, carerId: string, opts: { now: Date; rng: Rng }) {
  const before = requireWound(repos, woundId);
  const patient = requireCharacter(repos, before.characterId);
  refuseWoundEditInFight(repos, patient);
  const carer = requireCharacter(repos, carerId);
  const refusal = firstAidRefusalFor(repos, system, before, opts.now);
  if (refusal) throw new AppError('wound/first-aid-refused', refusal);
  const ability = healingAbilities(system).firstAid;
  const pool = poolOrNull(system, carer, ability);
  if (!pool) throw new AppError('wound/no-ability', `${carer.name} has no ${ability} to give first aid with.`);
  const result = resolveFirstAid(
    system,
    { healer: { name: carer.name, pool, woundModifier: woundDice(system, repos.wounds.listFor(carer.id)) }, wound: toRulesWound(system, before), timing: firstAidTiming(repos, before, opts.now) },
    opts.rng,
  );
  const attempts = (before.firstAidAttempts ?? 0) + 1;
  const stored = toStoredWound(system, result.wound, { id: before.id, characterId: before.characterId, inGameDate: before.inGameDate, inflictedAt: before.inflictedAt });
  if (stored) repos.wounds.update({ ...stored, firstAidAttempts: attempts });
  else repos.wounds.remove(before.id);
  const outcome = result.succeeded ? 'success' : 'failure';
  const summary = `First aid by ${carer.name} (${ability}) on ${describe(system, before)}: ${result.roll.label}, ${outcome} [${result.roll.dice.join(' ')}]` +
    (stored ? '' : '; the wound healed away');
  recordStep(repos, {
    kind: 'first-aid', label: `First aid on ${patient.name}: ${outcome}`, recordedAt: opts.now.toISOString(),
    change: { ...noChange, wounds: { before: [before], after: stored ? [repos.wounds.get(before.id)!] : [] } },
    characters: new Map([[patient.id, summary]]),
  });
  return { succeeded: result.succeeded, dice: result.roll.dice, result: result.roll.label, summary };
}
