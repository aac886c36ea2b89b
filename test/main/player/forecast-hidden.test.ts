/**
 * Issue 41: the players' forecast never tells of a combatant hidden from them. A hidden NPC's
 * declared attack is in the storyteller's forecast but not in the players' numbers (its action
 * counts as a pass there), so a visible PC's chance of being hit gives no hint that someone unseen
 * is shooting; once the storyteller reveals the NPC, the players' numbers count its shot.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { playerRigs } from '../../helpers/player-rig';

const rigs = playerRigs();
afterEach(() => rigs.close());

type Forecast = { forecast: { combatants: { id: string; pHit: number }[] } | null };
type View = { fight: { combatants: { name: string; forecast?: { pHit: number } }[] } | null };

describe('issue 41: a hidden NPC in the players\' forecast', () => {
  it('its attack is left out of the players\' numbers until it is revealed', async () => {
    const { call, device } = await rigs.open();
    const privacy = { npcNames: 'generic', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: true, forecast: 'shown' };
    await call('players.setPrivacy', privacy);
    const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Pier' });
    await call('combat.addCharacter', { combatId, characterId: 'pc-ruiz', team: 1, weapon: 'Pistol' });
    const added = await call<{ combatants: { id: string; characterId: string | null }[] }>('combat.addCharacter', { combatId, characterId: 'npc-centurion-1', team: 2, weapon: 'Pistol' });
    const [ruiz, sniper] = ['pc-ruiz', 'npc-centurion-1'].map((id) => added.combatants.find((c) => c.characterId === id)!.id);
    const command = (c: unknown) => call('combat.command', { combatId, command: c });
    await command({ type: 'combat.start' });
    await command({ type: 'action.declare', declarations: [{ combatantId: ruiz, action: { kind: 'pass' } }, { combatantId: sniper, action: { kind: 'attack', target: ruiz } }] });

    // The storyteller sees the hidden sniper's shot at Ruiz.
    const gm = await call<Forecast>('combat.forecast', { combatId });
    const gmHit = gm.forecast!.combatants.find((c) => c.id === ruiz)!.pHit;
    expect(gmHit).toBeGreaterThan(0.05);
    // The players see Ruiz alone, with no chance of being hit: nobody they can see shoots at him.
    const hidden = await call<View>('players.preview');
    expect(hidden.fight!.combatants.map((c) => c.name)).toEqual(['Cpl. Dane Ruiz']);
    expect(hidden.fight!.combatants[0]!.forecast?.pHit).toBe(0);
    await expect.poll(() => device.raw.some((r) => r.includes('"forecast"'))).toBe(true);
    expect(device.raw.join('\n')).not.toContain(String(gmHit));

    // Revealed: the players' numbers are the storyteller's.
    await command({ type: 'privacy.set', combatantIds: [sniper], change: { hidden: false } });
    const shown = await call<View>('players.preview');
    expect(shown.fight!.combatants).toHaveLength(2);
    expect(shown.fight!.combatants.find((c) => c.name === 'Cpl. Dane Ruiz')!.forecast?.pHit).toBe(gmHit);
  });
});
