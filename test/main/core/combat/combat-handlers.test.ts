import { describe, expect, it } from 'vitest';
import { combatHandlers } from '../../../../main/core/handlers/combat';
import { CombatChangedSchema, combatContract, combatEvents } from '../../../../shared/ipc/combat-contract';
import { COMBAT_EVENT_NAMES, COMBAT_METHOD_NAMES } from '../../../../shared/ipc/combat-names';
import { TEST_GEAR, testCharacter, testWound } from '../../../helpers/db-fixtures';
import { useTempDirs } from '../../../helpers/db-temp';
import { spec } from '../../../shared/core/combat/fixtures';
import { callHandler as call, useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);

describe('the combat contract and handlers', () => {
  it('lists the same names as the contract', () => {
    expect([...COMBAT_METHOD_NAMES].sort()).toEqual(Object.keys(combatContract).sort());
    expect([...COMBAT_EVENT_NAMES]).toEqual(Object.keys(combatEvents));
  });

  it('validates commands at the edge: no dice from the caller, no unknown commands', () => {
    const input = combatContract['combat.command'].input;
    expect(input.safeParse({ combatId: 'c', command: { type: 'initiative.roll' } }).success).toBe(true);
    expect(input.safeParse({ combatId: 'c', command: { type: 'initiative.roll', dice: [] } }).success).toBe(false);
    expect(input.safeParse({ combatId: 'c', command: { type: 'combat.cheat' } }).success).toBe(false);
    expect(input.safeParse({ combatId: 'c', command: { type: 'combatant.knockOut' } }).success).toBe(false);
  });

  it('runs a combat end to end through the handlers, every output valid against its schema', () => {
    const r = rig();
    const handlers = combatHandlers({ host: () => r.host });
    const view = call(handlers, 'combat.create', { name: 'Saloon brawl!' });
    const combatId = view.combatId;
    call(handlers, 'combat.command', { combatId, command: { type: 'combatant.add', combatants: [spec('a', 1), spec('b', 2)] } });
    call(handlers, 'combat.command', { combatId, command: { type: 'combat.start' } });
    call(handlers, 'combat.command', { combatId, command: { type: 'action.quickDeclare' } });
    expect(call(handlers, 'combat.command', { combatId, command: { type: 'initiative.roll' } }).phase).toBe('resolving');
    expect(call(handlers, 'combat.undo', { combatId }).phase).toBe('declaring');
    expect(call(handlers, 'combat.redo', { combatId }).phase).toBe('resolving');
    expect(call(handlers, 'combat.get', { combatId }).history).toEqual({ position: 4, length: 4, canUndo: true, canRedo: false });
    expect(call(handlers, 'combat.list', {}).combats).toEqual([expect.objectContaining({ id: combatId, name: 'Saloon brawl!', status: 'active', round: 1 })]);
    const steps = call(handlers, 'combat.log', { combatId }).steps;
    expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    expect(steps[3]!.lines[0]).toMatch(/^Initiative for turn 1: /);
    const md = call(handlers, 'combat.exportLog', { combatId, format: 'markdown' });
    expect(md.fileName).toBe('Saloon-brawl.md');
    expect(md.text).toMatch(/^# Saloon brawl!/);
    expect(call(handlers, 'combat.exportLog', { combatId, format: 'mush' }).fileName).toBe('Saloon-brawl.txt');
    for (const change of r.changes) expect(CombatChangedSchema.safeParse(change).success).toBe(true);
    expect(call(handlers, 'combat.delete', { combatId })).toEqual({ deleted: true });
    expect(() => call(handlers, 'combat.get', { combatId })).toThrow(`There is no combat with id ${combatId}.`);
  });

  it('adds a campaign character with pools from the setting, gear from the catalog and the wounds they carry', () => {
    const r = rig();
    r.repos.gear.replaceCatalog(TEST_GEAR);
    r.repos.characters.insert(testCharacter('pc-1'));
    r.repos.wounds.add(testWound('w-1', 'pc-1', { severity: 'moderate', healingPoints: 1, treated: true, firstAid: 'succeeded' }));
    const handlers = combatHandlers({ host: () => r.host });
    const combatId = call(handlers, 'combat.create', { name: 'Ambush' }).combatId;
    const view = call(handlers, 'combat.addCharacter', { combatId, characterId: 'pc-1', team: 1, weapon: 'Revolver', armor: 'Leather Coat' });
    expect(view.combatants[0]).toMatchObject({ name: 'Character pc-1', characterId: 'pc-1', kind: 'pc', weapon: 'Revolver', ammo: 6, armor: 'Leather Coat', luckPoints: 1 });
    expect(view.combatants[0]!.wounds).toEqual([expect.objectContaining({ severity: 'moderate', location: 'Chest', healingStarted: true, firstAid: 'succeeded' })]);
    const c = r.host.openCombat(combatId).snapshot.context;
    const pools = c.statBlocks[c.combatants[0]!.stats]!;
    // Reflexes 3 for initiative, Brawn 2 for toughness, Firearms 4 on Reflexes 3 for the revolver.
    expect(Object.fromEntries(Object.entries(pools).map(([k, p]) => [k, p.size]))).toMatchObject({ Reflexes: 3, Brawn: 2, Firearms: 7, Melee: 3 });
    expect(c.combatants[0]!.woundIds).toEqual(['w-1']);
    expect(() => call(handlers, 'combat.addCharacter', { combatId, characterId: 'pc-1', team: 1, weapon: 'Laser' })).toThrow('There is no weapon called "Laser" in this campaign.');
    expect(() => call(handlers, 'combat.addCharacter', { combatId, characterId: 'nobody', team: 1, weapon: 'Revolver' })).toThrow('There is no character with id nobody.');
  });
});
