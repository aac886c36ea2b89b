/** A big fight set up through the host's RPC (quicker than dragging 200 cards): for GM-screen layout tests. */
import { rpc, type RunningHost } from './host-process';

/** `count` NPCs ("Raider 1 1" …, in groups of 50); answers their ids. */
export async function createRaiders(host: RunningHost, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; ids.length < count; i++) {
    const n = Math.min(50, count - ids.length);
    const { characters } = await rpc<{ characters: { id: string }[] }>(host, 'character.createNpcs', { baseName: `Raider ${i + 1}`, count: n, defaultRating: 3 });
    ids.push(...characters.map((c) => c.id));
  }
  return ids;
}

/** `count` NPCs ({@link createRaiders}) on two teams, started: everyone still to declare. */
export async function startBigFight(host: RunningHost, count: number, name = 'Big fight'): Promise<string> {
  const ids = await createRaiders(host, count);
  const { combatId } = await rpc<{ combatId: string }>(host, 'combat.create', { name });
  for (const [i, characterId] of ids.entries()) await rpc(host, 'combat.addCharacter', { combatId, characterId, team: (i % 2) + 1, weapon: 'Pistol' });
  await rpc(host, 'combat.command', { combatId, command: { type: 'combat.start' } });
  return combatId;
}
