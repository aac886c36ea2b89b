/**
 * Issue 22: a seed 003 (Fading Suns, Etkin house rules) fight on the GM screen's host: the
 * characters' pools cover every characteristic and skill, the machine's phases come from the
 * edition (initiative before the declarations), tasks with a second action and an accent resolve
 * from the highest initiative, and undo/redo give back the same view.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { CombatView } from '../../../../shared/core/combat/view';
import { useHandlerRig } from '../../../helpers/handler-rig';

const rig = useHandlerRig();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const rated = (r: Record<string, number>) => Object.entries(r).map(([name, rating]) => ({ name, rating }));

describe('a seed 003 fight on the GM screen host', () => {
  it('initiative, declarations low to high, two actions and an accented shot, the log, undo and redo', async () => {
    const r = rig();
    dirs.push(r.ctx.dir);
    const { call } = r;
    await call('campaign.create', { name: 'Byzantium Secundus', edition: 'fading-suns-etkin', setting: { kind: 'template', id: 'minimal' }, gear: 'builtin' });
    const dante = await call<{ id: string }>('character.create', {
      name: 'Dante',
      kind: 'pc',
      luckPoints: 3,
      attributes: rated({ Strength: 5, Dexterity: 7, Endurance: 6, Wits: 5, Perception: 6, Tech: 3, Extrovert: 3, Introvert: 3, Passion: 3, Calm: 4, Faith: 5, Ego: 3, Human: 3 }),
      actionSkills: rated({ Shoot: 7, Dodge: 4, 'Stoic Mind': 5, Melee: 3 }),
    });
    const kurgan = (await call<{ characters: { id: string }[] }>('character.createNpcs', { baseName: 'Kurgan', count: 1, defaultRating: 5 })).characters[0]!;
    const gear = await call<{ weapons: { name: string; type: string }[] }>('combat.gear');
    const gun = gear.weapons.find((w) => w.type === 'ranged')!.name;
    let view = await call<CombatView>('combat.create', { name: 'Ambush' });
    const combatId = view.combatId;
    await call('combat.addCharacter', { combatId, characterId: dante.id, team: 1, weapon: gun });
    view = await call<CombatView>('combat.addCharacter', { combatId, characterId: kurgan.id, team: 2, weapon: gun });
    const [d, k] = [view.combatants[0]!, view.combatants[1]!];
    const cmd = (command: unknown) => call<CombatView>('combat.command', { combatId, command });
    view = await cmd({ type: 'combat.start' });
    expect(view.phase).toBe('initiative');
    expect(view.system.turnShape).toEqual({ initiativeFirst: true, maxActions: 3 });
    expect(view.combatants.find((c) => c.id === d.id)!.tasks!.skills).toContainEqual({ name: 'Shoot', rating: 7 });

    for (let turn = 1; turn <= 2; turn++) {
      view = await cmd({ type: 'initiative.roll' });
      expect(view.phase).toBe('declaring');
      const ini = (id: string) => view.combatants.find((c) => c.id === id)!.initiative!;
      expect(ini(d.id).factor).toBe('3d6');
      // Dexterity, Wits and Perception 5: 15 → 5 VP → 2d6+2.
      expect(ini(k.id).factor).toBe('2d6+2');
      // The lowest declares first (equal rolls and equal Wits: roster order).
      expect(view.declareOrder).toEqual(ini(d.id).roll <= ini(k.id).roll ? [d.id, k.id] : [k.id, d.id]);
      const shoot = { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: k.id, ...(turn === 2 ? { accent: 'positive' } : {}) };
      await cmd({
        type: 'action.declare',
        declarations: [
          { combatantId: d.id, action: shoot, ...(turn === 1 ? { more: [{ kind: 'task', characteristic: 'Dexterity', skill: 'Dodge' }] } : {}) },
          { combatantId: k.id, action: { kind: 'task', characteristic: 'Strength', skill: 'Melee', target: d.id } },
        ],
      });
      view = await cmd({ type: 'actions.begin' });
      expect(view.phase).toBe('resolving');
      expect(view.order!.length).toBe(turn === 1 ? 3 : 2);
      const hits = view.order!.map((o) => o.hits);
      expect([...hits].sort((a, b) => b - a)).toEqual(hits);
      if (turn === 1) expect(view.order!.filter((o) => o.id === d.id).map((o) => o.label)).toEqual([`Dex + Shoot at ${k.name}`, 'Dex + Dodge']);
      await cmd({ type: 'action.resolveAll' });
      await cmd({ type: 'knockout.roll' });
      view = await cmd({ type: 'turn.end' });
      expect(view.phase).toBe('initiative');
    }
    const lines = (await call<{ steps: { lines: string[] }[] }>('combat.log', { combatId })).steps.flatMap((s) => s.lines.map((l) => l.trim()));
    expect(lines.filter((l) => l.includes('Initiative: '))).toHaveLength(2);
    expect(lines.some((l) => /Dex 7 \+ Shoot 7 \u2212 [1-5] \(two actions\)/.test(l))).toBe(true);
    expect(lines.some((l) => l.includes('Dex 7 + Shoot 7 = goal 14, accented positively (1 VP per 2): 2d20'))).toBe(true);
    const before = JSON.stringify(await call<CombatView>('combat.get', { combatId }));
    await call('combat.undo', { combatId });
    const redone = await call<CombatView>('combat.redo', { combatId });
    expect(JSON.stringify(redone)).toBe(before);
  });
});

describe('the seed 003 sample campaign fights', () => {
  it('Brother Dante and the Kurgan from the sample: initiative, tasks at each other, the storyteller\'s damage in the summary facts', async () => {
    const r = rig();
    dirs.push(r.ctx.dir);
    const { call } = r;
    await call('campaign.create', { name: 'Kurgan border', edition: 'fading-suns-etkin', template: 'sample' });
    const roster = await call<{ characters: { id: string; name: string; kind: string }[] }>('character.list', {});
    const dante = roster.characters.find((c) => /Dante/.test(c.name))!;
    const kurgan = roster.characters.find((c) => /Kurgan/.test(c.name))!;
    const gear = await call<{ weapons: { name: string; type: string }[] }>('combat.gear');
    const gun = gear.weapons.find((w) => w.type === 'ranged')!.name;
    let view = await call<CombatView>('combat.create', { name: 'Border' });
    const combatId = view.combatId;
    await call('combat.addCharacter', { combatId, characterId: dante.id, team: 1, weapon: gun });
    view = await call<CombatView>('combat.addCharacter', { combatId, characterId: kurgan.id, team: 2, weapon: gun });
    const [d, k] = [view.combatants[0]!, view.combatants[1]!];
    const cmd = (command: unknown) => call<CombatView>('combat.command', { combatId, command });
    await cmd({ type: 'combat.start' });
    view = await cmd({ type: 'initiative.roll' });
    expect(view.combatants.every((c) => c.initiative !== undefined)).toBe(true);
    // Dante spends a hero point for +4 goal on every action this turn (003 "The Hero Pool").
    await cmd({ type: 'action.declare', declarations: [{ combatantId: d.id, action: { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: k.id, accent: 'positive' }, luck: { roll: 'attack', effect: 'bonus' } }] });
    await cmd({ type: 'action.quickDeclare' });
    await cmd({ type: 'actions.begin' });
    await cmd({ type: 'action.resolveAll' });
    // The ledger says what the point bought, in the edition's words.
    const sheet = await call<{ luckLedger: { delta: number; reason: string }[] }>('character.sheet', { id: dante.id });
    expect(sheet.luckLedger.map((e) => [e.delta, e.reason])).toContainEqual([-1, "Hero pool in combat 'Border', turn 1: +4 goal on every action this turn"]);
    view = await cmd({ type: 'wound.add', targetId: k.id, wound: { location: 'Chest', severity: 'serious', initialSeverity: 'serious', type: 'wound', source: 'Dante\'s shot', vehicle: false, healingPoints: 0, healingStarted: false, firstAid: 'none', movedFrom: null } });
    expect(view.combatants.find((c) => c.id === k.id)!.woundModifier).toBe(2);
    await cmd({ type: 'knockout.roll' });
    view = await cmd({ type: 'turn.end' });
    expect(view.phase).toBe('initiative');
    const lines = (await call<{ steps: { lines: string[] }[] }>('combat.log', { combatId })).steps.flatMap((s) => s.lines.map((l) => l.trim()));
    expect(lines.some((l) => /accented positively \(1 VP per 2\): 2d20/.test(l))).toBe(true);
    expect(lines.some((l) => /Kurgan.*will roll Dexterity \+ (Shoot|Melee|Fight) at/.test(l))).toBe(true);
    // Damage is entered as a level lost: the log names the level, not a wound to a body location.
    expect(lines).toContain('Storyteller: Kurgan Raider loses a vitality level.');
  });
});
