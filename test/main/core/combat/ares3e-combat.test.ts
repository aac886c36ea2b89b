import { describe, expect, it } from 'vitest';
import { useHandlerRig } from '../../../helpers/handler-rig';
import { fixtureFiles } from '../../../helpers/ares-fixtures';


const rig = useHandlerRig();

type View = { combatId: string; phase: string; combatants: { id: string; name: string; weapon: string; armor: string | null; knockedOut: boolean; suppression: number }[]; system: { lists: { stances: { id: string; label: string }[] } } };

describe('a Third Edition fight on the GM screen host (default AresMUSH config)', () => {
  it('§C.3 plays 3 turns with the config\'s weapons, armor, charts and damage table; odds, undo and redo', async () => {
    const r = rig();
    const { call } = r;
    await call('campaign.create', { name: 'Ares', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: fixtureFiles() }, gear: 'from-source' });
    const ann = await call<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' });
    const goon = (await call<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Goon', count: 1, defaultRating: 5 })).characters[0]!;
    const gear = await call<{ weapons: { name: string }[]; armor: { name: string }[] }>('combat.gear');
    expect(gear.weapons.map((w) => w.name)).toContain('Rifle');
    expect(gear.armor.map((a) => a.name)).toContain('Tactical');

    let view = await call<View>('combat.create', { name: 'Ambush' });
    const combatId = view.combatId;
    expect(view.system.lists.stances.map((s) => s.label)).toEqual(['Aggressive', 'Reckless', 'Normal', 'Defensive', 'Evasive', 'Cover', 'Hidden']);
    expect(view.system.lists.stances.map((s) => s.id)).toEqual(['Aggressive', 'Reckless', 'normal', 'Defensive', 'Evasive', 'cover', 'Hidden']);
    await call('combat.addCharacter', { combatId, characterId: ann.id, team: 1, weapon: 'Rifle+Ap', armor: 'Tactical' });
    view = await call<View>('combat.addCharacter', { combatId, characterId: goon.id, team: 2, weapon: 'Pistol', armor: null });
    const [a, g] = [view.combatants[0]!, view.combatants[1]!];
    expect(a).toMatchObject({ name: 'Ann', weapon: 'Rifle+Ap', armor: 'Tactical' });
    const cmd = (command: unknown) => call<View>('combat.command', { combatId, command });
    await cmd({ type: 'combat.start' });

    const { odds } = await call<{ odds: ({ pHit: number; pWounded: number } | null)[] }>('combat.odds', { combatId, queries: [{ attackerId: a.id, targetId: g.id, luck: null }] });
    expect(odds[0]!.pHit).toBeGreaterThan(0);
    expect(odds[0]!.pHit).toBeLessThan(1);

    for (let turn = 1; turn <= 3; turn++) {
      const now = await call<View>('combat.get', { combatId });
      const up = (id: string) => !now.combatants.find((c) => c.id === id)!.knockedOut;
      const declarations = [
        ...(up(a.id) ? [{ combatantId: a.id, action: { kind: 'attack', target: g.id } }] : []),
        ...(up(g.id) ? [{ combatantId: g.id, action: { kind: 'attack', target: a.id } }] : []),
      ];
      if (declarations.length) await cmd({ type: 'action.declare', declarations });
      await cmd({ type: 'initiative.roll' });
      await cmd({ type: 'action.resolveAll' });
      await cmd({ type: 'knockout.roll' });
      view = await cmd({ type: 'turn.end' });
    }
    const steps = (await call<{ steps: { lines: string[] }[] }>('combat.log', { combatId })).steps;
    // Issue 18: each attack's AresMUSH messages sit below its headline (indented detail lines).
    const lines = steps.flatMap((s) => s.lines.map((l) => l.trim()));
    expect(lines.filter((l) => l.includes('Initiative (Alertness)'))).toHaveLength(3);
    expect(lines.some((l) => /^(Ann|Goon) (hits|misses|fires a burst at) (Ann|Goon)\b/.test(l) || /^(Ann|Goon) evades (Ann|Goon)\.$/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('Ann attacks Goon with Rifle+Ap'))).toBe(true);
    const hits = lines.filter((l) => l.includes(' HITS! '));
    expect(hits.length).toBeGreaterThan(0);
    // the config's damage levels (locale names) and Humanoid chart locations
    for (const h of hits) expect(h).toMatch(/HITS! (Graze wound|Flesh Wound|Impaired wound|Incapacitated wound) to (Head|Neck|Chest|Abdomen|Groin|(Left|Right) (Arm|Hand|Leg|Foot))\./);
    const before = JSON.stringify(await call<View>('combat.get', { combatId }));
    await call('combat.undo', { combatId });
    const redone = await call<View>('combat.redo', { combatId });
    expect(JSON.stringify(redone)).toBe(before);
  });

  it('§C.22 an NPC joins at default_npc_type (changeable); §C.14 hero and un-KO are steps with undo', async () => {
    const r = rig();
    const { call } = r;
    await call('campaign.create', { name: 'Ares', edition: 'aresmush-3e', setting: { kind: 'aresmush', files: fixtureFiles() }, gear: 'from-source' });
    const ann = await call<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' });
    const goon = (await call<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Goon', count: 1, defaultRating: 5 })).characters[0]!;
    type LevelView = View & { combatants: (View['combatants'][number] & { level?: string; luckPoints: number | null })[]; system: { lists: { npcLevels?: { choices: { id: string }[]; default: string }; words?: { revive: string; reviveWithLuck: string | null } } } };
    let view = await call<LevelView>('combat.create', { name: 'Levels' });
    const combatId = view.combatId;
    expect(view.system.lists.npcLevels).toMatchObject({ default: 'Goon' });
    expect(view.system.lists.npcLevels!.choices.map((c) => c.id)).toEqual(['Goon', 'Henchman', 'Miniboss', 'Boss']);
    expect(view.system.lists.words).toMatchObject({ revive: 'Un-KO', reviveWithLuck: 'Hero (1 luck)' });
    await call('combat.addCharacter', { combatId, characterId: ann.id, team: 1, weapon: 'Rifle', armor: null });
    view = await call<LevelView>('combat.addCharacter', { combatId, characterId: goon.id, team: 2, weapon: 'Pistol', armor: null });
    const [a, g] = [view.combatants[0]!, view.combatants[1]!];
    expect(a.level).toBeUndefined();
    expect(g.level).toBe('Goon');
    const cmd = (command: unknown) => call<LevelView>('combat.command', { combatId, command });
    view = await cmd({ type: 'combatant.update', combatantId: g.id, patch: { level: 'Boss' } });
    expect(view.combatants[1]!.level).toBe('Boss');
    await cmd({ type: 'combat.start' });
    await cmd({ type: 'combatant.update', combatantId: a.id, patch: { luckPoints: 2 } });
    await cmd({ type: 'combatant.knockOut', targetId: a.id });
    const luck = 2;
    view = await cmd({ type: 'combatant.revive', targetId: a.id, useLuck: true });
    expect(view.combatants[0]).toMatchObject({ knockedOut: false, luckPoints: luck - 1 });
    view = await call<LevelView>('combat.undo', { combatId });
    expect(view.combatants[0]).toMatchObject({ knockedOut: true, luckPoints: luck });
    view = await cmd({ type: 'combatant.revive', targetId: a.id, useLuck: false });
    expect(view.combatants[0]).toMatchObject({ knockedOut: false, luckPoints: luck });
    const lines = (await call<{ steps: { lines: string[] }[] }>('combat.log', { combatId })).steps.flatMap((s) => s.lines);
    expect(lines.some((l) => l.includes('level Boss'))).toBe(true);
  });
});
