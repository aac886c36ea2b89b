/**
 * Issue 41: the turn forecast is the storyteller's. Over the real handlers, hub and a `ws`
 * client: while the campaign's privacy keeps it hidden (the default), no byte a player device
 * receives carries it, though the GM screen gets it (`combat.forecast`); once the storyteller
 * shows it, each visible combatant's chances reach the players' view.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { playerRigs } from '../../helpers/player-rig';

const rigs = playerRigs();
afterEach(() => rigs.close());

type Forecast = { forecast: { method: string; combatants: { id: string; pHit: number }[]; vehicles?: { id: string; pHit: number }[] } | null };
type View = { fight: { combatants: { name: string; forecast?: { pHit: number } }[] } | null };

describe('issue 41: the forecast on the players\' screens', () => {
  it('hidden by default: the GM gets it, the players\' bytes carry none; shown, each visible row has it', async () => {
    const { call, device } = await rigs.open();
    await call('players.setPrivacy', { npcNames: 'generic', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: false });
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Pier' });
    await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    const added = await call<{ combatants: { id: string; characterId: string | null }[] }>('combat.addCharacter', { combatId, characterId: 'npc-centurion-1', team: 2, weapon: 'Pistol' });
    const [ruiz, centurion] = ['pc-ruiz', 'npc-centurion-1'].map((id) => added.combatants.find((c) => c.characterId === id)!.id);
    await call('combat.command', { combatId, command: { type: 'combat.start' } });
    await call('combat.command', { combatId, command: { type: 'action.declare', declarations: [{ combatantId: ruiz, action: { kind: 'attack', target: centurion } }, { combatantId: centurion, action: { kind: 'pass' } }] } });

    const gm = await call<Forecast>('combat.forecast', { combatId });
    expect(gm.forecast!.combatants.find((c) => c.id === centurion)!.pHit).toBeGreaterThan(0);
    const preview = await call<View>('players.preview');
    expect(preview.fight!.combatants.every((c) => c.forecast === undefined)).toBe(true);
    await expect.poll(() => device.raw.some((r) => r.includes('"combatants"'))).toBe(true);
    expect(device.raw.join('\n')).not.toMatch(/forecast|pHit|pSerious|pOut|koRisk/);

    await call('players.setPrivacy', { npcNames: 'generic', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: false, forecast: 'shown' });
    const shown = await call<View>('players.preview');
    expect(shown.fight!.combatants.map((c) => c.forecast?.pHit)).toEqual(expect.arrayContaining([gm.forecast!.combatants.find((c) => c.id === centurion)!.pHit]));
    await expect.poll(() => device.raw.some((r) => r.includes('"forecast"'))).toBe(true);
  });

  it('a vehicle\'s forecast row is the GM screen\'s alone: the players\' view carries no vehicle rows, hidden or shown', async () => {
    const { call, device } = await rigs.open();
    const privacy = { npcNames: 'generic', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: false };
    await call('players.setPrivacy', privacy);
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Flyby' });
    await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    const added = await call<{ combatants: { id: string; characterId: string | null }[] }>('combat.addCharacter', { combatId, characterId: 'npc-centurion-1', team: 2, weapon: 'Pistol' });
    const [ruiz, centurion] = ['pc-ruiz', 'npc-centurion-1'].map((id) => added.combatants.find((c) => c.characterId === id)!.id);
    const withViper = await call<{ vehicles: { id: string }[] }>('combat.addVehicle', { combatId, vehicle: 'Viper', name: 'Raider' });
    const viper = withViper.vehicles[0]!.id;
    await call('combat.command', { combatId, command: { type: 'vehicle.board', vehicleId: viper, combatantId: centurion, role: 'pilot' } });
    await call('combat.command', { combatId, command: { type: 'combat.start' } });
    await call('combat.command', { combatId, command: { type: 'action.declare', declarations: [{ combatantId: ruiz, action: { kind: 'attack', target: viper } }, { combatantId: centurion, action: { kind: 'pass' } }] } });

    const gm = await call<Forecast>('combat.forecast', { combatId });
    const row = gm.forecast!.vehicles!.find((v) => v.id === viper)!;
    expect(row.pHit).toBeGreaterThan(0);
    for (const forecast of ['hidden', 'shown'] as const) {
      await call('players.setPrivacy', { ...privacy, forecast });
      const preview = JSON.stringify(await call<View>('players.preview'));
      expect(preview).not.toContain(viper);
      expect(preview).not.toContain(String(row.pHit));
    }
    // Shown: the people's rows reach the device (the crew's chances), the vehicle's do not.
    await expect.poll(() => device.raw.some((r) => r.includes('"forecast"'))).toBe(true);
    expect(device.raw.join('\n')).not.toContain(String(row.pHit));
    expect(device.raw.join('\n')).not.toContain('vehicles');
  });
});
