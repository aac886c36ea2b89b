/**
 * Issue 42: the exact odds a player's device asks for, the GM screen's own (`CombatHost.odds`),
 * only for the link's own combatant at someone or some vehicle the players see, and only for the
 * choices the edition has (a called shot or a vehicle where it lacks them has none). Anything
 * else answers null, the same as a question about nobody: the answer never tells a hidden one
 * from none.
 */
import type { CombatView } from '../../shared/core/combat/view';
import type { ClientFrame } from '../../shared/player/protocol';
import type { PlayerPrivacy } from '../../shared/player/privacy';
import { visibleKeys } from '../../shared/player/play-me';
import { visibleVehicles } from '../../shared/player/play-targets';
import type { CombatHost } from '../core/combat';

type OddsFrame = Extract<ClientFrame, { type: 'odds' }>;

export type PlayOdds = { pHit: number; pWounded: number; pSeriousOrWorse: number; attackDice: number; defenseDice: number };

export function playOdds(host: CombatHost, view: CombatView, privacy: PlayerPrivacy, characterIds: readonly string[], q: OddsFrame): PlayOdds | null {
  const keys = visibleKeys(view, privacy);
  const attacker = keys.get(q.combatant);
  const own = attacker && view.combatants.find((c) => c.id === attacker.id && c.characterId !== null && characterIds.includes(c.characterId));
  if (!own) return null;
  const lacks = view.system.lists.lacks;
  const vehicle = lacks?.vehicleTargets === undefined ? visibleVehicles(view, privacy).get(q.target) : undefined;
  const targetId = keys.get(q.target)?.id ?? vehicle?.id;
  if (targetId === undefined || targetId === own.id) return null;
  if (q.location !== undefined && lacks?.calledShots !== undefined) return null;
  const [answer] = host.odds(view.combatId, [{
    attackerId: own.id, targetId, luck: q.luck,
    ...(q.action ? { action: q.action } : {}),
    ...(q.location !== undefined ? { location: q.location } : {}),
    ...(q.stance !== undefined ? { stance: q.stance } : {}),
    ...(q.range !== undefined ? { range: q.range } : {}),
    // One target of full-auto or Suppress: as the GM screen asks its one chosen target.
    ...(q.action === 'full-auto' || q.action === 'suppress' ? { volley: { index: 0, of: 1 } } : {}),
  }]);
  return answer ? { pHit: answer.pHit, pWounded: answer.pWounded, pSeriousOrWorse: answer.pSeriousOrWorse, attackDice: answer.attackDice, defenseDice: answer.defenseDice } : null;
}
