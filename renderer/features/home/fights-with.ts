/**
 * Issue 37 item 3: which running fights a character is in, asked when the storyteller wants to
 * delete them (the roster has no combat data of its own). Only fights in progress are read.
 */
import type { Client } from '../../api/client';

export type FightPlace = { combatId: string; fightName: string; combatantId: string; combatantName: string; canRemove: boolean };

export async function fightsWith(client: Client, characterId: string): Promise<FightPlace[]> {
  const { combats } = await client.call('combat.list', {});
  const places: FightPlace[] = [];
  for (const c of combats) {
    if (c.status === 'ended') continue;
    const view = await client.call('combat.get', { combatId: c.id });
    for (const x of view.combatants) {
      if (x.characterId === characterId) places.push({ combatId: c.id, fightName: c.name, combatantId: x.id, combatantName: x.name, canRemove: view.allowed['combatant.remove'] });
    }
  }
  return places;
}

/** "the fight “Ambush”", "the fights “Ambush” and “Pursuit”". */
export function fightWords(places: readonly FightPlace[]): string {
  const names = [...new Set(places.map((p) => `“${p.fightName}”`))];
  if (names.length === 1) return `the fight ${names[0]}`;
  return `the fights ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
