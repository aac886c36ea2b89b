/**
 * Issue 40 items 6 and 8: a combatant type is kept for the fight (its own defense skill, §C.4) and
 * a type that brings a mount seats its combatant on it (§C.2), over 3 turns with undo/redo, and the
 * game comes back whole from its export.
 */
import { describe, expect, it } from 'vitest';
import { useHandlerRig } from '../../../helpers/handler-rig';
import { withFile } from '../../../helpers/ares-fixtures';

const TYPES = [
  '    Brawler:', '      weapon: Unarmed', '      hitloc: Humanoid', '      defense_skill: Melee',
  '    Rider:', '      weapon: Unarmed', '      hitloc: Humanoid', '      mount: Horse', '      defense_skill: Reflexes',
].join('\n');
const files = () => withFile('fs3combat_misc.yml', (text) => text.replace('  combatant_types:\n', `  combatant_types:\n${TYPES}\n`));

const rig = useHandlerRig();

type Combatant = { id: string; name: string; knockedOut: boolean; mount?: string; combatantType?: string };
type View = { combatId: string; combatants: Combatant[]; system: { lists: { combatantTypes?: { id: string; mount?: string | null }[] } } };

describe('combatant types in a Third Edition fight (issue 40)', () => {
  it('keeps the type (its defense skill) and its mount, over 3 turns with undo/redo, and exports whole', async () => {
    const r = rig();
    const { call } = r;
    await call('campaign.create', { name: 'Types', setting: { kind: 'aresmush', files: files() }, gear: 'from-source' });
    const ann = await call<{ id: string }>('character.create', { name: 'Ann', kind: 'pc' });
    const npcs = (await call<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Goon', count: 3, defaultRating: 3 })).characters;
    let view = await call<View>('combat.create', { name: 'Types' });
    const combatId = view.combatId;
    expect(view.system.lists.combatantTypes?.find((t) => t.id === 'Rider')).toMatchObject({ mount: 'Horse' });
    await call('combat.addCharacter', { combatId, characterId: ann.id, team: 1, weapon: 'Rifle', armor: null, combatantType: 'Rider' });
    await call('combat.addCharacter', { combatId, characterId: npcs[0]!.id, team: 2, weapon: 'Unarmed', armor: null, combatantType: 'Brawler' });
    view = await call<View>('combat.addCharacter', { combatId, characterId: npcs[1]!.id, team: 2, weapon: 'Unarmed', armor: null });
    const [a, brawler, plain] = view.combatants as [Combatant, Combatant, Combatant];
    expect(a).toMatchObject({ combatantType: 'Rider', mount: 'Horse' });
    expect(brawler.combatantType).toBe('Brawler');
    expect(plain.combatantType).toBeUndefined();
    // A type the game lacks is refused, naming the choices.
    await expect(call('combat.addCharacter', { combatId, characterId: npcs[2]!.id, team: 2, weapon: 'Unarmed', armor: null, combatantType: 'Pirate' })).rejects.toThrow(/Unknown combatant type "Pirate": choose one of .*Brawler.*Rider/);

    // §C.4: a Goon's Melee is 6 dice, its Reflexes Default/2 = 2: the Brawler defends with Melee.
    const { odds } = await call<{ odds: ({ defenseDice: number } | null)[] }>('combat.odds', {
      combatId, queries: [{ attackerId: a.id, targetId: brawler.id, luck: null }, { attackerId: a.id, targetId: plain.id, luck: null }],
    });
    expect(odds.map((o) => o?.defenseDice)).toEqual([6, 2]);

    const cmd = (command: unknown) => call<View>('combat.command', { combatId, command });
    await cmd({ type: 'combat.start' });
    for (let turn = 1; turn <= 3; turn++) {
      const now = await call<View>('combat.get', { combatId });
      const up = (id: string) => !now.combatants.find((c) => c.id === id)!.knockedOut;
      const declarations = [
        ...(up(a.id) ? [{ combatantId: a.id, action: { kind: 'attack', target: up(brawler.id) ? brawler.id : plain.id } }] : []),
        ...(up(brawler.id) ? [{ combatantId: brawler.id, action: { kind: 'attack', target: a.id } }] : []),
        ...(up(plain.id) ? [{ combatantId: plain.id, action: { kind: 'attack', target: a.id } }] : []),
      ];
      if (declarations.length) await cmd({ type: 'action.declare', declarations });
      await cmd({ type: 'initiative.roll' });
      await cmd({ type: 'action.resolveAll' });
      await cmd({ type: 'knockout.roll' });
      await cmd({ type: 'turn.end' });
    }
    const lines = (await call<{ steps: { lines: string[] }[] }>('combat.log', { combatId })).steps.flatMap((s) => s.lines);
    expect(lines.filter((l) => l.includes('Initiative (Alertness)'))).toHaveLength(3);
    const before = JSON.stringify(await call<View>('combat.get', { combatId }));
    await call('combat.undo', { combatId });
    expect(JSON.stringify(await call<View>('combat.get', { combatId }))).not.toBe(before);
    expect(JSON.stringify(await call<View>('combat.redo', { combatId }))).toBe(before);
    const after = (await call<View>('combat.get', { combatId })).combatants.find((c) => c.id === a.id)!;
    expect(after).toMatchObject({ combatantType: 'Rider', mount: 'Horse' });

    // The game's types survive export and re-import.
    const exported = (await call<{ files: { name: string; text: string }[] }>('config.exportAres')).files;
    expect(exported.find((f) => f.name === 'fs3combat_misc.yml')!.text).toBe(files().find((f) => f.name === 'fs3combat_misc.yml')!.text);
  });
});
