/**
 * Issue 21: rolls the storyteller asks of the players. Checked when asked (the character, the
 * ability, the modifier's range: the dice roller's own checks), rolled when a device answers,
 * with the app's dice through the same code as roll.single, so the roll lands in the campaign's
 * roll log with who rolled it.
 */
import type { RollLogEntry } from '../../shared/domain/sheet';
import type { RollSide } from '../../shared/ipc/roll-contract';
import { modifierText, rollLine } from '../../shared/sheet/roll-words';
import type { Rng } from '../../shared/systems';
import type { CampaignSession } from '../core/campaign/campaign-session';
import { previewRoll, rollSides } from '../core/sheets/roller';
import { requireCharacter } from '../core/sheets/sheet';
import { campaignSystem } from '../core/system/campaign-system';
import type { PendingRoll, RequestDraft } from './requests';

export type PlayerRollDeps = { session: () => CampaignSession; rng: Rng; now: () => Date };

function sideOf(p: { characterId: string; ability: string; modifier: number }): RollSide {
  return { id: p.characterId, ability: p.ability, modifier: p.modifier, applyWounds: true };
}

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
