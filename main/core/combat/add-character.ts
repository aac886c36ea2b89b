/** `combat.addCharacter`: a campaign character joins a combat with gear from the campaign catalog. */
import type { CombatCommand } from '../../../shared/combat/commands';
import { AppError } from '../../../shared/ipc/result';
import type { CombatRuleset, Stance } from '../../../shared/rules/combat/combat-ruleset';
import { combatantFromCharacter } from './character-combatant';
import { combatCatalog } from './combat-gear';
import type { CombatStore } from './combat-store';

export type AddCharacterInput = {
  characterId: string;
  team: number;
  weapon: string;
  armor: string | null;
  chart: string;
  stance: Stance;
};

/** The `combatant.add` command for a character; throws AppError for unknown characters or gear. */
export function addCharacterCommand(store: CombatStore, rules: CombatRuleset, input: AddCharacterInput, combatantId: string): CombatCommand {
  const { repos } = store;
  const character = repos.characters.get(input.characterId);
  if (!character) throw new AppError('combat/unknown-character', `There is no character with id ${input.characterId}.`);
  const combatant = combatantFromCharacter(rules, {
    id: combatantId,
    team: input.team,
    character,
    wounds: repos.wounds.listFor(character.id),
    setting: repos.campaign.get().setting,
    gear: combatCatalog(repos.gear.getCatalog()),
    weapon: input.weapon,
    armor: input.armor,
    chart: input.chart,
    stance: input.stance,
  });
  return { type: 'combatant.add', combatants: [combatant] };
}
