/**
 * Wounds between the campaign and the combat: a character's stored wounds become the rules
 * engine's wounds when they join, and at the end of a (non-mock) combat the wounds go back to the
 * character (issue 6: "wounds stay with the characters in the campaign").
 */
import type { Wound as StoredWound } from '../../../shared/domain/wound';
import type { CombatContext } from '../../../shared/core/combat/context';
import { createWound, healingPointsNeeded, inGameAgeMinutes, isoDateToDay, type GameSystem, type Wound } from '../../../shared/systems';
import type { Repos } from '../db/repos';

/**
 * A stored wound as the rules engine sees it. The campaign keeps the points still needed; the
 * engine counts the points gathered, so the two are converted through the level's requirement.
 */
export function toRulesWound(system: GameSystem, w: StoredWound): Wound {
  const fresh = createWound({ location: w.location, severity: w.severity, type: w.damageType, source: w.description || 'Earlier injury' });
  const gathered = Math.max(0, healingPointsNeeded(system, fresh) - w.healingPoints);
  // First aid is its own state (migration 0008); `treated` only says healing has begun.
  return { ...fresh, healingPoints: gathered, healingStarted: w.treated || gathered > 0, firstAid: w.firstAid ?? 'none' };
}

/**
 * A stored wound's age in minutes at `now` (issue 39), which it carries into a fight: the real
 * minutes since it was inflicted, or a whole in-game day for each day the calendar has moved on
 * since, whichever is more (seed 000 "Treat": "First aid can only be used within an hour of the
 * initial injury"; an in-game day is more than the hour, whatever the real clock says).
 */
export function woundAgeMinutes(w: StoredWound, now: Date, inGameDate: string): number {
  const minutes = Math.max(0, (now.getTime() - Date.parse(w.inflictedAt)) / 60_000);
  const today = isoDateToDay(inGameDate);
  const then = isoDateToDay(w.inGameDate);
  // In-game time (issue 39): the calendar's days when both dates are known, real minutes otherwise.
  return inGameAgeMinutes(minutes, today !== null && then !== null ? today - then : null);
}

/** The stored form of a rules wound, or null once it has healed away. */
export function toStoredWound(
  system: GameSystem,
  w: Wound,
  base: { id: string; characterId: string; inGameDate: string; inflictedAt: string; firstAidAttempts?: number; firstAid?: StoredWound['firstAid'] },
): StoredWound | null {
  if (w.severity === 'healed') return null;
  // A first-aid state the stored wound did not have yet means the fight made one more attempt.
  const attempts = (base.firstAidAttempts ?? 0) + (w.firstAid !== 'none' && w.firstAid !== (base.firstAid ?? 'none') ? 1 : 0);
  return {
    id: base.id,
    characterId: base.characterId,
    location: w.location,
    severity: w.severity,
    damageType: w.type,
    healingPoints: Math.max(0, Math.ceil(healingPointsNeeded(system, w) - w.healingPoints - 1e-9)),
    treated: w.healingStarted || w.firstAid === 'succeeded',
    inGameDate: base.inGameDate,
    description: w.movedFrom ? `${w.source} (${w.movedFrom}, moved by luck)` : w.source,
    inflictedAt: base.inflictedAt,
    ...(w.firstAid !== 'none' ? { firstAid: w.firstAid } : {}),
    ...(attempts > 0 ? { firstAidAttempts: attempts } : {}),
  };
}

const sameStored = (a: StoredWound, b: StoredWound): boolean =>
  (Object.keys(b) as (keyof StoredWound)[]).every((k) => a[k] === b[k]) && Object.keys(a).length === Object.keys(b).length;

/** Options of {@link writeBackWounds}. */
export type WriteBackOptions = {
  now: string;
  /**
   * The campaign id of the `ordinal`-th wound combatant `combatantId` took in this fight (its
   * place among the wounds without a campaign id). The host derives it from the combat and the
   * combatant, so writing the same fight again (after every step, undo or redo) finds the same rows.
   */
  newId: (combatantId: string, ordinal: number) => string;
  /** Write only these combatants (default: everyone); the removed campaign wounds are always applied. */
  only?: ReadonlySet<string>;
  /**
   * Whether a stored wound of the combatant's character is one this fight made (an id from
   * `newId`): such a row no longer among the combatant's wounds (an undone hit) is deleted.
   */
  madeHere?: (combatantId: string, woundId: string) => boolean;
  /** Whether a character still exists (default: looked up one by one). */
  exists?: (characterId: string) => boolean;
};

/**
 * Hands the combat's wounds to the characters: new wounds are added, changed ones updated, healed
 * or removed ones deleted. Combatants without a (still existing) character are skipped. Returns
 * the ids of the characters whose wounds were written. Called after every step of a non-mock
 * combat (so the sheet shows the fight's wounds while it runs) and at its end.
 */
export function writeBackWounds(repos: Repos, system: GameSystem, ctx: CombatContext, opts: WriteBackOptions): string[] {
  const inGameDate = repos.campaign.inGameDate();
  const touched = new Set<string>();
  for (const id of ctx.removedWoundIds) {
    const gone = repos.wounds.get(id);
    if (gone && repos.wounds.remove(id)) touched.add(gone.characterId);
  }
  const exists = opts.exists ?? ((id: string) => repos.characters.has(id));
  for (const c of ctx.combatants) {
    if (c.characterId === null || (opts.only && !opts.only.has(c.id)) || !exists(c.characterId)) continue;
    const characterId = c.characterId;
    // One read of the character's wounds (not one per wound): a 500-character fight writes after every step.
    const stored = new Map(repos.wounds.listFor(characterId).map((w) => [w.id, w]));
    const kept = new Set<string>();
    let ordinal = 0;
    c.wounds.forEach((w, i) => {
      const id = c.woundIds[i] ?? opts.newId(c.id, ordinal++);
      const existing = stored.get(id);
      const next = toStoredWound(system, w, {
        id,
        characterId,
        inGameDate: existing?.inGameDate ?? inGameDate,
        inflictedAt: existing?.inflictedAt ?? opts.now,
        ...(existing?.firstAidAttempts !== undefined ? { firstAidAttempts: existing.firstAidAttempts } : {}),
        ...(existing?.firstAid !== undefined ? { firstAid: existing.firstAid } : {}),
      });
      if (next === null) {
        if (existing) repos.wounds.remove(existing.id);
        return;
      }
      kept.add(id);
      if (!existing) repos.wounds.add(next);
      else if (!sameStored(existing, next)) repos.wounds.update(next);
    });
    if (opts.madeHere) {
      for (const id of stored.keys()) if (!kept.has(id) && opts.madeHere(c.id, id)) repos.wounds.remove(id);
    }
    touched.add(characterId);
  }
  return [...touched];
}
