/**
 * Issue 35, items 2 and 3, over the real handlers, hub and a real `ws` client on the screen
 * listener: the fight's title is the storyteller's and never reaches players (nor changes when a
 * hidden NPC joins); NPCs' public numbers are given once and revealing a hidden NPC renumbers no one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { playerRigs } from '../../helpers/player-rig';

const rigs = playerRigs();
afterEach(() => rigs.close());

type Fight = { name: string; teams: { id: number; name: string }[]; combatants: { key: string; name: string; team: number }[] };
const byKey = (f: Fight) => Object.fromEntries(f.combatants.map((c) => [c.key, c.name]));
type Combatant = { id: string; characterId: string | null };

async function rig() {
  const { call, device } = await rigs.open();
  /** Runs one step (a command, or 'undo' / 'redo') and waits for the push it causes; answers the fight the device now shows. */
  const step = async (combatId: string, command: Record<string, unknown> | 'undo' | 'redo'): Promise<Fight> => {
    const mark = device.frames.length;
    await call('combat.step', { combatId, action: typeof command === 'string' ? { kind: command } : { kind: 'command', command } });
    return ((await device.next('view', mark)).view as { fight: Fight }).fight;
  };
  const add = async (combatId: string, characterId: string, team: number): Promise<Fight> => {
    const mark = device.frames.length;
    await call('combat.addCharacter', { combatId, characterId, team, weapon: 'Pistol' });
    return ((await device.next('view', mark)).view as { fight: Fight }).fight;
  };
  const combatantOf = async (combatId: string, characterId: string) =>
    (await call<{ combatants: Combatant[] }>('combat.get', { combatId })).combatants.find((c) => c.characterId === characterId)!.id;
  return { call, device, step, add, combatantOf };
}

describe('issue 35: the fight\'s title and public numbers', () => {
  it('item 2: the storyteller\'s title of the fight never reaches players, and nothing changes when a hidden NPC joins', async () => {
    const { call, device, add } = await rig();
    const npc = await call<{ id: string }>('character.create', { name: 'Velkaris Dunmoor', kind: 'npc' });
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Ambush by Velkaris Dunmoor' });
    const withPc = await add(combatId, 'pc-ruiz', 1);
    const withNpc = await add(combatId, npc.id, 2);
    // The NPC joined hidden (the defaults): the players' picture is exactly what it was.
    expect(withNpc).toEqual(withPc);
    expect(withPc.name).toBe('Fight');
    expect(device.raw.join('\n')).not.toMatch(/Velkaris|Dunmoor|Ambush/);
  });

  it('item 2: a title for the players is the storyteller\'s explicit choice (a logged step with undo), and so are team names', async () => {
    const { call, step, add } = await rig();
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Ambush by Velkaris Dunmoor' });
    await add(combatId, 'pc-ruiz', 1);
    await call('combat.command', { combatId, command: { type: 'team.rename', team: 1, name: 'Ruiz and the Velkaris hunters' } });
    const named = await step(combatId, { type: 'privacy.names', title: 'Night at the docks', teams: [{ team: 1, name: 'The crew' }] });
    expect(named).toMatchObject({ name: 'Night at the docks', teams: [{ name: 'The crew' }] });
    // The team's own name is the storyteller's: before and after, only the neutral label or the public name.
    expect(await step(combatId, 'undo')).toMatchObject({ name: 'Fight', teams: [{ name: 'Team 1' }] });
    expect(await step(combatId, 'redo')).toEqual(named);
    // Cleared: back to the neutral words.
    expect(await step(combatId, { type: 'privacy.names', title: null, teams: [{ team: 1, name: null }] })).toMatchObject({ name: 'Fight', teams: [{ name: 'Team 1' }] });
    // An ended fight takes no more names.
    await call('combat.command', { combatId, command: { type: 'combat.end' } });
    await expect(call('combat.command', { combatId, command: { type: 'privacy.names', title: 'Too late' } })).rejects.toThrow(/ended|over|not allowed/i);
  });

  it('item 3: revealing a hidden NPC keeps the public numbers of the NPCs already shown', async () => {
    const { call, step, add, combatantOf } = await rig();
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Pier' });
    await add(combatId, 'pc-ruiz', 1);
    // The campaign's defaults: NPCs join hidden. The first is revealed at once, the second stays
    // hidden, the third (after it in the roster) is revealed.
    await add(combatId, 'npc-centurion-1', 2);
    await step(combatId, { type: 'privacy.set', combatantIds: [await combatantOf(combatId, 'npc-centurion-1')], change: { hidden: false } });
    await add(combatId, 'npc-centurion-2', 2);
    await add(combatId, 'npc-centurion-3', 2);
    const before = await step(combatId, { type: 'privacy.set', combatantIds: [await combatantOf(combatId, 'npc-centurion-3')], change: { hidden: false } });
    expect(before.combatants.map((c) => c.name)).toEqual(['Cpl. Dane Ruiz', 'NPC 1', 'NPC 2']);
    const after = await step(combatId, { type: 'privacy.set', combatantIds: [await combatantOf(combatId, 'npc-centurion-2')], change: { hidden: false } });
    // Each row the players had keeps its name and place; the revealed one is NPC 3, listed last.
    expect(byKey(after)).toMatchObject(byKey(before));
    expect(after.combatants.map((c) => c.name)).toEqual(['Cpl. Dane Ruiz', 'NPC 1', 'NPC 2', 'NPC 3']);
  });

  it('item 3: an NPC shown, hidden and shown again keeps its number and place', async () => {
    const { call, step, add, combatantOf } = await rig();
    await call('players.setPrivacy', { npcNames: 'generic', pcWounds: 'exact', npcWounds: 'none', pcRolls: 'shown', npcRolls: 'hidden', npcsJoinHidden: false });
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Pier' });
    await add(combatId, 'pc-ruiz', 1);
    await add(combatId, 'npc-centurion-1', 2);
    const shown = await add(combatId, 'npc-centurion-2', 2);
    const second = await combatantOf(combatId, 'npc-centurion-2');
    await step(combatId, { type: 'privacy.set', combatantIds: [second], change: { hidden: true } });
    const before = await add(combatId, 'npc-centurion-3', 2);
    expect(before.combatants.map((c) => c.name)).toEqual(['Cpl. Dane Ruiz', 'NPC 1', 'NPC 3']);
    const after = await step(combatId, { type: 'privacy.set', combatantIds: [second], change: { hidden: false } });
    expect(byKey(after)).toMatchObject({ ...byKey(before), ...byKey(shown) });
    expect(after.combatants.map((c) => c.name)).toEqual(['Cpl. Dane Ruiz', 'NPC 1', 'NPC 2', 'NPC 3']);
  });

  it('item 3: an NPC that joins hidden and is revealed later gets the next number, after those shown', async () => {
    const { call, step, add, combatantOf } = await rig();
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Pier' });
    await add(combatId, 'pc-ruiz', 1);
    for (const id of ['npc-centurion-1', 'npc-centurion-2', 'npc-centurion-3']) await add(combatId, id, 2);
    const [one, two, three] = await Promise.all(['npc-centurion-1', 'npc-centurion-2', 'npc-centurion-3'].map((id) => combatantOf(combatId, id)));
    const shown = await step(combatId, { type: 'privacy.set', combatantIds: [one!, three!], change: { hidden: false } });
    expect(shown.combatants.map((c) => c.name)).toEqual(['Cpl. Dane Ruiz', 'NPC 1', 'NPC 2']);
    let fight = await step(combatId, { type: 'privacy.set', combatantIds: [two!], change: { hidden: false } });
    // Each row the players already had keeps its name; the newcomer is NPC 3, listed last.
    expect(byKey(fight)).toMatchObject(byKey(shown));
    expect(fight.combatants.map((c) => c.name)).toEqual(['Cpl. Dane Ruiz', 'NPC 1', 'NPC 2', 'NPC 3']);
    // Hidden again and revealed again: the same number, the same place.
    await step(combatId, { type: 'privacy.set', combatantIds: [one!], change: { hidden: true } });
    const again = await step(combatId, { type: 'privacy.set', combatantIds: [one!], change: { hidden: false } });
    expect(again.combatants).toEqual(fight.combatants);
    fight = again;
  });
});
