/**
 * Issue 21: rolls the storyteller asks of the players. Checked when asked (the character, the
 * ability, the modifier's range: the dice roller's own checks), rolled when a device answers,
 * with the app's dice through the same code as roll.single, so the roll lands in the campaign's
 * roll log with who rolled it.
 */
import type { CombatView } from '../../shared/core/combat/view';
import type { RollLogEntry } from '../../shared/domain/sheet';
import { AppError } from '../../shared/ipc/result';
import type { RollSide } from '../../shared/ipc/roll-contract';
import { peopleOf } from '../../shared/player/lens';
import type { PlayerPrivacy } from '../../shared/player/privacy';
import { publicFightOf } from '../../shared/player/public-input';
import { modifierText, rollLine } from '../../shared/sheet/roll-words';
import type { Rng } from '../../shared/systems';
import type { CampaignSession } from '../core/campaign/campaign-session';
import { previewRoll, rollSides } from '../core/sheets/roller';
import { requireCharacter } from '../core/sheets/sheet';
import { campaignSystem } from '../core/system/campaign-system';
import type { PendingRoll } from './hub';

export type PlayerRollDeps = { session: () => CampaignSession; rng: Rng; now: () => Date };

function sideOf(p: { characterId: string; ability: string; modifier: number }): RollSide {
  return { id: p.characterId, ability: p.ability, modifier: p.modifier, applyWounds: true };
}

/** The character a request is for, as the hub needs it to name it for the players (issue 35). */
export type RollCharacter = { id: string; name: string; kind: 'pc' | 'npc' };

/**
 * A request after the roller's checks (an unknown ability or a modifier out of range is refused
 * now). It names no one yet: the hub names the character as the players know it (`playerNameOf`),
 * never by the storyteller's name for an NPC the players do not know by it.
 */
export function describeRequest(deps: PlayerRollDeps, input: { characterId: string; ability: string; modifier: number; to: string | null }): RequestDraft {
  return deps.session().transact((repos) => {
    previewRoll(repos, { first: sideOf(input), luck: [] });
    const character = requireCharacter(repos, input.characterId);
    const system = campaignSystem(repos);
    return {
      characterId: input.characterId,
      ability: input.ability,
      modifier: input.modifier,
      character: { id: character.id, name: character.name, kind: character.kind },
      request: { ability: input.ability, modifierText: modifierText(system, input.modifier), to: input.to },
    };
  });
}

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

/** Rolls it: one log row with `rolledBy`, and the result in words ("Firearms 3 + Reaction 2: 3 hits on 5 dice [8 7 7 3 1] → Good Success"). */
export function rollRequest(deps: PlayerRollDeps, pending: PendingRoll, rolledBy: string): { entry: RollLogEntry; text: string } {
  return deps.session().transact((repos) => {
    const out = rollSides(repos, { first: sideOf(pending), luck: [] }, deps.rng, deps.now(), rolledBy);
    const entry = out.entries[0]!;
    const roll = entry.roll;
    const line = rollLine(campaignSystem(repos), roll);
    const text = roll.percentile || roll.goal ? `${roll.poolText}: ${line}` : `${roll.poolText}: ${line} [${roll.dice.join(' ')}] → ${roll.label}`;
    return { entry, text };
  });
}
