/**
 * Issue 21 through the real handlers over a real campaign file: the campaign's privacy settings
 * (defaults, stored, a broken stored value read as the defaults with a warning, export → import),
 * and NPCs joining a fight hidden by that setting on every way in (a raw add, a character, the
 * step path, quick NPCs, an encounter), PCs never.
 */
import { describe, expect, it } from 'vitest';
import type { CombatView, CombatantView } from '../../../../shared/core/combat/view';
import type { NpcTemplate } from '../../../../shared/encounters/schemas';
import { DEFAULT_PLAYER_PRIVACY, type PlayerPrivacy } from '../../../../shared/player/privacy';
import { createRecordingLogger } from '../../../../main/core/logger';
import { useHandlerRig } from '../../../helpers/handler-rig';
import { spec } from '../../../shared/core/combat/fixtures';

const rig = useHandlerRig();
type Rig = ReturnType<typeof rig>;
type Started = { combatId: string; view: CombatView; warnings: string[] };

async function campaign(r: Rig) {
  await r.ctx.campaigns.create({ name: 'Legion', template: 'sample' });
  const pc = await r.call<{ id: string }>('character.create', { name: 'Okafor', kind: 'pc' });
  const npc = await r.call<{ id: string }>('character.create', { name: 'Centurion Three', kind: 'npc' });
  const template = await r.call<NpcTemplate>('npcTemplate.save', { template: { name: 'Centurion', weapon: 'Assault Rifle', defaultRating: 3 } });
  const { combatId } = await r.call<CombatView>('combat.create', { name: 'Ford' });
  return { pc, npc, template, combatId };
}

const hiddenOf = (view: CombatView) => Object.fromEntries(view.combatants.map((c: CombatantView) => [c.name, c.privacy?.hidden === true]));

/** Adds one of each way in; the answer: who is hidden. */
async function addEveryWay(r: Rig, c: Awaited<ReturnType<typeof campaign>>) {
  await r.call('combat.command', { combatId: c.combatId, command: { type: 'combatant.add', combatants: [spec('raw', 2, { name: 'Raw NPC' }), spec('told', 2, { name: 'Told visible', privacy: { hidden: false } }), spec('rawpc', 1, { name: 'Raw PC', kind: 'pc' })] } });
  await r.call('combat.addCharacter', { combatId: c.combatId, characterId: c.pc.id, team: 1, weapon: 'Pistol' });
  await r.call('combat.step', { combatId: c.combatId, action: { kind: 'addCharacter', characterId: c.npc.id, team: 2, weapon: 'Pistol' } });
  const quick = await r.call<{ view: CombatView }>('encounter.addNpcs', { combatId: c.combatId, baseName: 'Militia', count: 2, team: 3 });
  return quick.view;
}

describe('players.privacy and players.setPrivacy', () => {
  it('answer the defaults until set, store what is set, and read a broken stored value as the defaults with a warning', async () => {
    const log = createRecordingLogger();
    const r = rig({ log });
    await campaign(r);
    expect(await r.call('players.privacy')).toEqual(DEFAULT_PLAYER_PRIVACY);
    expect(DEFAULT_PLAYER_PRIVACY).toMatchObject({ npcsJoinHidden: true, npcWounds: 'none', npcRolls: 'hidden', npcNames: 'generic' });
    const mine: PlayerPrivacy = { ...DEFAULT_PLAYER_PRIVACY, npcNames: 'real', npcWounds: 'status', npcsJoinHidden: false };
    expect(await r.call('players.setPrivacy', mine)).toEqual(mine);
    expect(await r.call('players.privacy')).toEqual(mine);
    // Bad input is refused at the edge and nothing is stored.
    const bad = await r.dispatch('players.setPrivacy', { ...mine, npcWounds: 'gory' });
    expect(bad.ok).toBe(false);
    expect(await r.call('players.privacy')).toEqual(mine);

    // A value hand-edited into the file: the defaults, reported, never a failed request or a failed fight.
    r.ctx.campaigns.requireSession().db.prepare('UPDATE player_privacy SET body_json = ? WHERE id = 1').run(JSON.stringify({ npcWounds: 'gory', extra: 1 }));
    const before = log.lines.length;
    expect(await r.call('players.privacy')).toEqual(DEFAULT_PLAYER_PRIVACY);
    expect(log.lines.slice(before)).toEqual([expect.stringMatching(/^warn: The stored player privacy settings are invalid \(.*npcWounds.*\); the defaults apply\.$/)]);
    // The fight reads the defaults too: an NPC joins hidden.
    const { combatId } = await r.call<CombatView>('combat.create', { name: 'After' });
    const view = await r.call<CombatView>('combat.command', { combatId, command: { type: 'combatant.add', combatants: [spec('x', 2, { name: 'X' })] } });
    expect(hiddenOf(view)).toEqual({ X: true });
    // Saving writes a good value over it.
    await r.call('players.setPrivacy', DEFAULT_PLAYER_PRIVACY);
    const after = log.lines.length;
    expect(await r.call('players.privacy')).toEqual(DEFAULT_PLAYER_PRIVACY);
    expect(log.lines.length).toBe(after);
  });

  it('go with the campaign through export → import; an export without them imports with the defaults', async () => {
    const r = rig();
    await campaign(r);
    const { json: plain } = await r.call<{ json: string }>('campaign.exportJson');
    expect(JSON.parse(plain)).not.toHaveProperty('playerPrivacy');
    const mine: PlayerPrivacy = { npcNames: 'real', pcWounds: 'severity', npcWounds: 'status', pcRolls: 'hidden', npcRolls: 'shown', npcsJoinHidden: false, forecast: 'shown' };
    await r.call('players.setPrivacy', mine);
    const { json } = await r.call<{ json: string }>('campaign.exportJson');
    expect(JSON.parse(json).playerPrivacy).toEqual(mine);
    await r.call('campaign.importJson', { json: plain });
    expect(await r.call('players.privacy')).toEqual(DEFAULT_PLAYER_PRIVACY);
    await r.call('campaign.importJson', { json });
    expect(await r.call('players.privacy')).toEqual(mine);
    const { json: again } = await r.call<{ json: string }>('campaign.exportJson');
    expect(JSON.parse(again).playerPrivacy).toEqual(mine);
    // A bad value in a document is refused by name.
    const broken = await r.dispatch('campaign.importJson', { json: JSON.stringify({ ...JSON.parse(json), playerPrivacy: { npcWounds: 'gory' } }) });
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error.message).toContain('playerPrivacy');
  });
});

describe('NPCs joining a fight', () => {
  it('join hidden on every way in by default, unless the add says otherwise; PCs never', async () => {
    const r = rig();
    const c = await campaign(r);
    const view = await addEveryWay(r, c);
    expect(hiddenOf(view)).toEqual({ 'Raw NPC': true, 'Told visible': false, 'Raw PC': false, Okafor: false, 'Centurion Three': true, 'Militia 1': true, 'Militia 2': true });
    // A PC joins visible with no overrides at all; an NPC told "visible" carries none either.
    expect(view.combatants.find((x) => x.name === 'Okafor')).not.toHaveProperty('privacy');
    expect(view.combatants.find((x) => x.name === 'Told visible')).not.toHaveProperty('privacy');

    const { id: encounterId } = await r.call<{ id: string }>('encounter.save', {
      encounter: {
        name: 'Ambush', teams: [{ name: 'Legion' }, { name: 'Raiders' }],
        groups: [{ templateId: c.template.id, templateName: c.template.name, count: 2, team: 2, stance: null, seat: null }],
        characters: [{ characterId: c.pc.id, name: 'Okafor', team: 1, weapon: 'Pistol', armor: null, stance: 'normal', seat: null }],
        vehicles: [],
      },
    });
    const started = await r.call<Started>('encounter.start', { id: encounterId });
    const npcs = started.view.combatants.filter((x) => x.kind === 'npc');
    expect(npcs).toHaveLength(2);
    expect(npcs.every((x) => x.privacy?.hidden === true)).toBe(true);
    expect(started.view.combatants.find((x) => x.kind === 'pc')).not.toHaveProperty('privacy');
  });

  it('join visible when the campaign says so', async () => {
    const r = rig();
    const c = await campaign(r);
    await r.call('players.setPrivacy', { ...DEFAULT_PLAYER_PRIVACY, npcsJoinHidden: false });
    const view = await addEveryWay(r, c);
    expect(Object.values(hiddenOf(view)).every((h) => !h)).toBe(true);
    // An add may still ask for hidden.
    const asked = await r.call<CombatView>('combat.command', { combatId: c.combatId, command: { type: 'combatant.add', combatants: [spec('sneak', 2, { name: 'Sneak', privacy: { hidden: true } })] } });
    expect(hiddenOf(asked).Sneak).toBe(true);
  });
});
