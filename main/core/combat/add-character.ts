/** `combat.addCharacter`: a campaign character joins a combat with gear from the campaign catalog. */
import type { CombatantSpec, CombatCommand } from '../../../shared/core/combat/commands';
import type { CombatContext } from '../../../shared/core/combat/context';
import { AppError } from '../../../shared/ipc/result';
import type { GameSystem } from '../../../shared/systems';
import { combatantFromCharacter } from './character-combatant';
import { combatCatalog } from './combat-gear';
import type { CombatStore } from './combat-store';
import { vehicleSpec } from './add-vehicle';

/** Issue 39: a joining campaign character takes their stored seat aboard a campaign vehicle of the fight (crew-seating.ts). */
export { joinSeated } from '../vehicles/crew-seating';

export type AddCharacterInput = {
  characterId: string;
  team: number;
  weapon: string;
  armor: string | null;
  chart: string;
  /** A stance id the combat's rules accept (FS3.2's five or the edition's own). */
  stance: string;
  /** An NPC's level (editions with NPC levels); omitted: the edition's default level for an NPC. */
  level?: string;
  /** The combatant type it joins as (editions with types); omitted: the edition's default type. */
  combatantType?: string;
};

/**
 * The `combatant.add` command for a character; throws AppError for unknown characters or gear.
 * With `now`, the character's wounds join with their age (issue 39: Treat honours the hour).
 */
export function addCharacterCommand(store: CombatStore, system: GameSystem, input: AddCharacterInput, combatantId: string, newId: () => string = () => `${combatantId}-vehicle`, now?: Date): CombatCommand {
  const { repos } = store;
  const character = repos.characters.get(input.characterId);
  if (!character) throw new AppError('combat/unknown-character', `There is no character with id ${input.characterId}.`);
  const combatant = combatantFromCharacter(system, {
    id: combatantId,
    team: input.team,
    character,
    wounds: repos.wounds.listFor(character.id),
    gear: combatCatalog(repos.gear.getCatalog(), system.edition),
    weapon: input.weapon,
    armor: input.armor,
    // §C.8: a combatant type's own hit chart (`hitloc`) when the campaign has it, as AresMUSH hits a type.
    chart: typeChart(store, system, input.combatantType) ?? input.chart,
    stance: input.stance,
    ...(now ? { joinedAt: { now, inGameDate: repos.campaign.get().info.inGameDate } } : {}),
  });
  // §C.22 (AresMUSH Third Edition): an NPC joins at a level, the game's default_npc_type unless chosen.
  const levels = combatant.kind === 'npc' ? system.edition.listsFor?.(system).npcLevels : undefined;
  const level = input.level ?? levels?.default;
  return { type: 'combatant.add', combatants: [{ ...combatant, ...(level !== undefined ? { level } : {}), ...typeFields(store, system, input.combatantType, newId) }] };
}

/** The hit chart a combatant type names (AresMUSH `hitloc`), when the fight's catalog has one of that name. */
function typeChart(store: CombatStore, system: GameSystem, type: string | undefined): string | undefined {
  const chart = type === undefined ? null : system.edition.listsFor?.(system).combatantTypes?.find((t) => t.id === type)?.chart;
  if (!chart) return undefined;
  return combatCatalog(store.repos.gear.getCatalog(), system.edition).hitCharts.find((c) => c.name.toLowerCase() === chart.toLowerCase())?.name;
}

/**
 * §C.2 `join_combat` with a type (AresMUSH Third Edition): the type is kept (its defense skill), its
 * mount ridden, or its vehicle piloted: a new vehicle of that kind joins in the same step with the
 * combatant at the controls (`pilots`, boarded by the edition's §C.18). A type the edition lacks is
 * left to the machine's refusal, which names the choices.
 */
function typeFields(store: CombatStore, system: GameSystem, type: string | undefined, newId: () => string): Partial<CombatantSpec> {
  if (type === undefined) return {};
  const listed = system.edition.listsFor?.(system).combatantTypes?.find((t) => t.id === type);
  if (listed?.vehicle) return { combatantType: type, pilots: vehicleSpec(store, system, listed.vehicle, null, newId()) };
  return { combatantType: type, ...(listed?.mount ? { mount: listed.mount } : {}) };
}

/**
 * Issue 18: one campaign character is in a fight at most once. Every `combatant.add` (a roster
 * drop, the add dialog, a raw command) passes here before the machine, so no path adds a second
 * copy; moving someone already fighting is `combatant.update` / `vehicle.board`. Checked in main
 * and not as a machine guard, so that old logs holding such a copy still replay and open.
 * Returns the refusal message, or null.
 */
export function duplicateCharacterRefusal(ctx: Pick<CombatContext, 'combatants'>, command: CombatCommand): string | null {
  if (command.type !== 'combatant.add') return null;
  const fighting = new Map(ctx.combatants.flatMap((c) => (c.characterId !== null ? [[c.characterId, c.name] as const] : [])));
  for (const c of command.combatants) {
    const characterId = c.characterId ?? null;
    if (characterId === null) continue;
    const already = fighting.get(characterId);
    if (already !== undefined) return `${already} is already in this combat: move them instead of adding them again.`;
    fighting.set(characterId, c.name);
  }
  return null;
}
