/**
 * The player screen's forecast speaks its edition's words: with the forecast shown, the player
 * view carries the edition's name for "serious or worse" (Third Edition: its second stored level,
 * Impaired; FS3.2: Serious), as the GM screen words it. Hidden, no byte a device receives carries
 * the words either. Real handlers, hub and a `ws` client.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureFiles } from '../../helpers/ares-fixtures';
import { playerRigs } from '../../helpers/player-rig';
import { socketUrl } from '../../helpers/player-client';

const rigs = playerRigs();
afterEach(() => rigs.close());

type View = { fight: { forecastWords?: { serious: string }; combatants: { forecast?: { pHit: number } }[] } | null };
type Severities = { system: { lists: { woundSeverities: { id: string; label: string }[] } } };

const PRIVACY = { npcNames: 'generic', pcWounds: 'exact', npcWounds: 'exact', pcRolls: 'shown', npcRolls: 'shown', npcsJoinHidden: false } as const;

async function fightIn(call: <T>(method: string, input?: unknown) => Promise<T>, weapon: string) {
  const ann = await call<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' });
  const goon = (await call<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Goon', count: 1, defaultRating: 4 })).characters[0]!;
  const { combatId } = await call<{ combatId: string }>('combat.create', { name: 'Depot' });
  await call('combat.addCharacter', { combatId, characterId: ann.id, team: 1, weapon });
  const added = await call<{ combatants: { id: string; characterId: string | null }[] }>('combat.addCharacter', { combatId, characterId: goon.id, team: 2, weapon });
  const [a, g] = [ann.id, goon.id].map((id) => added.combatants.find((c) => c.characterId === id)!.id);
  await call('combat.command', { combatId, command: { type: 'combat.start' } });
  await call('combat.command', { combatId, command: { type: 'action.declare', declarations: [{ combatantId: a, action: { kind: 'attack', target: g } }, { combatantId: g, action: { kind: 'attack', target: a } }] } });
  return combatId;
}

describe('the player forecast in the edition\'s words', () => {
  it('Third Edition: hidden, no words in the bytes; shown, "Impaired" as the GM screen says it', async () => {
    const { call, player } = await rigs.start();
    await call('campaign.create', { name: 'Ares 3E', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: fixtureFiles() }, gear: 'from-source' });
    await call('players.setPrivacy', PRIVACY);
    const combatId = await fightIn(call, 'Pistol');
    const { url } = await call<{ url: string }>('players.openScreen');
    const device = await player(socketUrl(url));

    const gmWord = (await call<Severities>('combat.get', { combatId })).system.lists.woundSeverities.find((s) => s.id === 'serious')!.label;
    expect(gmWord).toBe('Impaired');
    expect((await call<View>('players.preview')).fight!.forecastWords).toBeUndefined();
    await expect.poll(() => device.raw.some((r) => r.includes('"combatants"'))).toBe(true);
    expect(device.raw.join('\n')).not.toMatch(/forecast|Impaired/);

    await call('players.setPrivacy', { ...PRIVACY, forecast: 'shown' });
    const shown = await call<View>('players.preview');
    expect(shown.fight!.combatants.some((c) => c.forecast !== undefined)).toBe(true);
    expect(shown.fight!.forecastWords).toEqual({ serious: gmWord });
    await expect.poll(() => device.raw.some((r) => r.includes('"forecastWords":{"serious":"Impaired"}'))).toBe(true);
  });

  it('FS3.2: the sample campaign says Serious', async () => {
    const { call } = await rigs.start();
    await call('players.setPrivacy', { ...PRIVACY, forecast: 'shown' });
    await fightIn(call, 'Pistol');
    expect((await call<View>('players.preview')).fight!.forecastWords).toEqual({ serious: 'Serious' });
  });
});
