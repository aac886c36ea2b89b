/**
 * Wounds between the campaign and the combat: a character's stored wounds become the rules
 * engine's wounds when they join, and at the end of a (non-mock) combat the wounds go back to the
 * character (issue 6: "wounds stay with the characters in the campaign").
 */
import type { Wound as StoredWound } from '../../../shared/domain/wound';
import type { CombatContext } from '../../../shared/combat/context';
import { createWound, healingPointsNeeded, type GameSystem, type Wound } from '../../../shared/systems';
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

/**
 * Hands the combat's wounds back to the characters: new wounds are added, changed ones updated,
 * healed or removed ones deleted. Combatants without a (still existing) character are skipped.
 */
export function writeBackWounds(
  repos: Repos,
  system: GameSystem,
  ctx: CombatContext,
  opts: { now: string; newId: () => string },
): void {
  const inGameDate = repos.campaign.get().info.inGameDate;
  for (const id of ctx.removedWoundIds) repos.wounds.remove(id);
  for (const c of ctx.combatants) {
    if (c.characterId === null || !repos.characters.get(c.characterId)) continue;
    c.wounds.forEach((w, i) => {
      const existingId = c.woundIds[i] ?? null;
      const existing = existingId !== null ? repos.wounds.get(existingId) : undefined;
      const stored = toStoredWound(system, w, {
        id: existingId ?? opts.newId(),
        characterId: c.characterId!,
        inGameDate: existing?.inGameDate ?? inGameDate,
        inflictedAt: existing?.inflictedAt ?? opts.now,
        ...(existing?.firstAidAttempts !== undefined ? { firstAidAttempts: existing.firstAidAttempts } : {}),
        ...(existing?.firstAid !== undefined ? { firstAid: existing.firstAid } : {}),
      });
      if (stored === null) {
        if (existing) repos.wounds.remove(existing.id);
      } else if (existing) {
        repos.wounds.update(stored);
      } else {
        repos.wounds.add(stored);
      }
    });
  }
}
