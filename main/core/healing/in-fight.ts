import { AppError } from '../../../shared/ipc/result';
import type { Repos } from '../db/repos';

/** The name of an unfinished real (non-mock) fight the character is in, or null. */
export function unfinishedFightOf(repos: Repos, characterId: string): string | null {
  for (const combat of repos.combats.list()) {
    if (combat.status === 'ended' || combat.isMock) continue;
    if (repos.combats.combatants(combat.id).some((c) => c.characterId === characterId)) return combat.name;
  }
  return null;
}

/**
 * While a real fight runs, it holds its combatants' wounds and writes them to the sheet after each
 * step (and at End combat). A wound changed on the sheet meanwhile would be overwritten by the
 * fight's next write, so the sheet refuses and points to the GM screen instead of losing the edit.
 */
export function refuseWoundEditInFight(repos: Repos, character: { id: string; name: string }): void {
  const fight = unfinishedFightOf(repos, character.id);
  if (fight !== null) {
    throw new AppError(
      'wound/in-fight',
      `${character.name} is in the unfinished fight "${fight}": change their wounds on its GM screen (the fight holds them until End combat).`,
    );
  }
}
