/**
 * Issue 21: a roll the storyteller asks of the players, as the hub keeps it, and the name the
 * players are told for whoever rolls it (issue 35).
 */
import type { CombatView } from '../../shared/core/combat/view';
import { AppError } from '../../shared/ipc/result';
import { peopleOf } from '../../shared/player/lens';
import type { PlayerPrivacy } from '../../shared/player/privacy';
import type { PlayerRollRequest } from '../../shared/player/protocol';
import { publicFightOf } from '../../shared/player/public-input';

/** A request as the hub keeps it: what the device sees, and what the roll needs. */
export type PendingRoll = { request: PlayerRollRequest; characterId: string; ability: string; modifier: number };

/** The character a request is for, as the hub needs it to name it for the players (issue 35). */
export type RollCharacter = { id: string; name: string; kind: 'pc' | 'npc' };

/** What `describeRequest` answers and the hub's `request` takes. */
export type RequestDraft = Omit<PendingRoll, 'request'> & { character: RollCharacter; request: Omit<PendingRoll['request'], 'id' | 'characterName'> };

/**
 * Issue 35: the name players are told for a roll asked of them (the request, its result, the
 * storyteller's list). A PC is its own name. An NPC is named as the fight on their screen
 * (`shown`: the storyteller's view of it) shows it: "NPC 2", its public name, or its real name
 * when the settings show NPC names; hidden there, it is refused, as its roll would tell of it (and
 * its dice are a hidden combatant's). An NPC not in the fight shown is named only when the
 * settings show NPC names, else refused: players know it by no name, and a made-up one ("an NPC")
 * would still tell them that someone unseen is there.
 */
export function playerNameOf(character: RollCharacter, shown: CombatView | null, privacy: PlayerPrivacy): string {
  if (character.kind === 'pc') return character.name;
  if (shown) {
    const people = peopleOf(publicFightOf(shown), privacy);
    const theirs = shown.combatants.flatMap((c, i) => (c.characterId === character.id ? [people[i]!] : []));
    if (theirs.length > 0) {
      const seen = theirs.find((p) => !p.hidden);
      if (!seen) throw new AppError('players/hidden-character', `${character.name} is hidden from the players in the fight they see: reveal it first, or roll it yourself.`);
      return seen.publicName;
    }
  }
  if (privacy.npcNames === 'real') return character.name;
  throw new AppError('players/not-shown', `The players know ${character.name} by no name: it is not in the fight they see, and NPC names are not shown to them. Add it to that fight and reveal it, or show NPC names.`);
}
