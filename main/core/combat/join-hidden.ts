/**
 * Issue 21: NPCs join a fight hidden from the players when the campaign says so
 * (`npcsJoinHidden`, on by default), unless the add itself says whether they are hidden. PCs
 * never join hidden by the setting (a storyteller may still hide one, explicitly).
 */
import type { CommandOf } from '../../../shared/core/combat/commands';
import type { PlayerPrivacy } from '../../../shared/player/privacy';

type Add = CommandOf<'combatant.add'>;

/** The add as it will be stored: the campaign's setting applied to each NPC that did not choose. */
export function joiningHidden(add: Add, privacy: () => PlayerPrivacy): Add {
  if (!add.combatants.some((c) => c.kind === 'npc' && c.privacy?.hidden === undefined)) return add;
  if (!privacy().npcsJoinHidden) return add;
  return {
    ...add,
    combatants: add.combatants.map((c) => (c.kind === 'npc' && c.privacy?.hidden === undefined ? { ...c, privacy: { ...c.privacy, hidden: true } } : c)),
  };
}
