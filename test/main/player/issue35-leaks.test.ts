/**
 * Issue 35, the leaks left after the allow-list builder, over the real handlers, hub and a `ws`
 * client. A vehicle the storyteller named reaches players as its catalog type, also after it left
 * the fight (the hub hands the builder the fight's former vehicles). A roll the storyteller asks
 * of the players names the character as the players know it. A PC by its name; an NPC as the fight on their screen shows it ("NPC 1"), never by its real
 * name unless the settings show NPC names; an NPC hidden there, or one players know by no name,
 * is refused (its dice would tell of it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { playerRigs } from '../../helpers/player-rig';

const rigs = playerRigs();
afterEach(() => rigs.close());

type Request = { id: string; characterName: string };

async function rig() {
  const { call, device } = await rigs.open();
  const ask = async (characterId: string) => (await call<{ request: Request }>('players.requestRoll', { characterId, ability: 'Firearms' })).request;
  const combatantOf = async (combatId: string, characterId: string) =>
    (await call<{ combatants: { id: string; characterId: string | null }[] }>('combat.get', { combatId })).combatants.find((c) => c.characterId === characterId)!.id;
  return { call, device, ask, combatantOf };
}

describe('issue 35: players.requestRoll names the character as the players know it', () => {
  it('an NPC hidden in the fight shown is refused; revealed it is "NPC 1", never its real name; rolled, the result says the same', async () => {
    const { call, device, ask, combatantOf } = await rig();
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Pier' });
    await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    // The campaign's defaults: NPCs join hidden, generic names.
    await call('combat.addCharacter', { combatId, characterId: 'npc-centurion-1', team: 2, weapon: 'Pistol' });
    await expect(ask('npc-centurion-1')).rejects.toMatchObject({ code: 'players/hidden-character' });
    expect((await ask('pc-ruiz')).characterName).toBe('Cpl. Dane Ruiz');
    await call('combat.command', { combatId, command: { type: 'privacy.set', combatantIds: [await combatantOf(combatId, 'npc-centurion-1')], change: { hidden: false } } });
    const mark = device.frames.length;
    const request = await ask('npc-centurion-1');
    expect(request.characterName).toBe('NPC 1');
    const lastRequests = () => (device.frames.filter((f) => f.type === 'requests').at(-1)?.requests ?? []) as Request[];
    await expect.poll(() => lastRequests().map((r) => r.characterName)).toEqual(['Cpl. Dane Ruiz', 'NPC 1']);
    device.send({ type: 'roll', requestId: request.id });
    expect(((await device.next('rolled', mark)).result as { characterName: string }).characterName).toBe('NPC 1');
    // An NPC not in the fight shown: players know it by no name.
    await expect(ask('npc-centurion-2')).rejects.toMatchObject({ code: 'players/not-shown' });
    expect(device.raw.join('\n')).not.toMatch(/Centurion/);
  });

  it('with NPC names shown: a visible NPC and one outside the fight by name, a hidden one still refused', async () => {
    const { call, device, ask } = await rig();
    await call('players.setPrivacy', { npcNames: 'real', pcWounds: 'exact', npcWounds: 'none', pcRolls: 'shown', npcRolls: 'hidden', npcsJoinHidden: true });
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Pier' });
    await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    await call('combat.addCharacter', { combatId, characterId: 'npc-centurion-1', team: 2, weapon: 'Pistol' });
    await expect(ask('npc-centurion-1')).rejects.toMatchObject({ code: 'players/hidden-character' });
    expect((await ask('npc-centurion-2')).characterName).toBe('Centurion Two');
    expect(device.raw.join('\n')).not.toMatch(/Centurion One/);
  });
});

describe('issue 35: vehicles the storyteller named', () => {
  it('reach players as their catalog type, also in older lines once removed', async () => {
    const { call, device } = await rig();
    await call('players.setPrivacy', { npcNames: 'generic', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: false });
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Pier' });
    await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    const withVehicle = await call<{ combatants: { id: string; characterId: string | null }[]; vehicles: { id: string }[] }>('combat.addVehicle', { combatId, vehicle: 'Viper', name: 'The Duke\u2019s Nightjar' });
    const ruiz = withVehicle.combatants.find((c) => c.characterId === 'pc-ruiz')!.id;
    const vehicleId = withVehicle.vehicles[0]!.id;
    const command = (c: Record<string, unknown>) => call('combat.command', { combatId, command: c });
    await command({ type: 'combat.start' });
    for (let turn = 0; turn < 2; turn++) {
      await command({ type: 'action.declare', declarations: [{ combatantId: ruiz, action: { kind: 'attack', target: vehicleId } }] });
      await command({ type: 'initiative.roll' });
      await command({ type: 'action.resolveAll' });
      await command({ type: 'knockout.roll' });
      await command({ type: 'turn.end' });
    }
    type Log = { fight: { log: { text: string }[] } };
    const lines = async () => (await call<Log>('players.preview')).fight.log.map((l) => l.text);
    expect((await lines()).some((t) => t.startsWith('Cpl. Dane Ruiz') && t.includes('Viper'))).toBe(true);
    await command({ type: 'vehicle.remove', vehicleId });
    expect((await lines()).some((t) => t.startsWith('Cpl. Dane Ruiz') && t.includes('Viper'))).toBe(true);
    const mark = device.frames.length;
    await call('combat.command', { combatId, command: { type: 'privacy.names', title: 'Night at the docks' } });
    await device.next('view', mark);
    expect(JSON.stringify(await call('players.preview'))).not.toMatch(/Duke|Nightjar/);
    expect(device.raw.join('\n')).not.toMatch(/Duke|Nightjar/);
  });
});
