/**
 * Issue 16: luck spent in a (non-mock) combat leaves the character's balance the moment the step
 * is committed, with a ledger entry naming the combat and the turn, and comes back on undo; the
 * fight's wounds reach the sheet while it runs. Real campaign file, real host and handlers,
 * scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { combatHandlers } from '../../../../main/core/handlers/combat';
import { buildSheet } from '../../../../main/core/sheets/sheet';
import type { CombatCommandInput } from '../../../../shared/core/combat/commands';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { TEST_GEAR, testCharacter, testWound } from '../../../helpers/db-fixtures';
import { useTempDirs } from '../../../helpers/db-temp';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { callHandler as call, useHost, type HostRig } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const NOW = new Date('2026-05-02T12:00:00.000Z');

/** Initiative: Dane 3 dice all hits, the goon 3 dice none (no tie to break). */
const INIT = [8, 8, 8, 1, 1, 1];
/** Dane's attack with his luck bonus (12 dice) hits the goon (3 defense dice miss): Chest, 50 on the damage die. */
const DANE_HITS_12 = [...Array<number>(12).fill(8), 1, 1, 1, 4, 4, 50];
/** The goon's attack (4 dice) hits Dane (3 defense dice miss): Chest, 50 on the damage die. */
const GOON_HITS = [8, 8, 8, 8, 1, 1, 1, 4, 4, 50];

type Fight = { r: HostRig; handlers: ReturnType<typeof combatHandlers>; combatId: string; dane: string; run: (c: CombatCommandInput) => ReturnType<HostRig['host']['view']> };

function fight(dice: number[], opts: { isMock?: boolean; luck?: number } = {}): Fight {
  const r = rig('luck', { rng: createScriptedRng(dice) });
  r.repos.gear.replaceCatalog(TEST_GEAR);
  r.repos.characters.insert(testCharacter('dane', { name: 'Dane', luckPoints: opts.luck ?? 1 }));
  const handlers = combatHandlers({ host: () => r.host });
  const combatId = call(handlers, 'combat.create', { name: 'Ambush', isMock: opts.isMock ?? false }).combatId;
  call(handlers, 'combat.addCharacter', { combatId, characterId: 'dane', team: 1, weapon: 'Revolver' });
  const dane = r.host.view(combatId).combatants[0]!.id;
  const run = (command: CombatCommandInput) => call(handlers, 'combat.command', { combatId, command });
  run({ type: 'combatant.add', combatants: [spec('goon', 2, { pools: pools({ Reflexes: 3 }) })] });
  run({ type: 'combat.start' });
  return { r, handlers, combatId, dane, run };
}

const balance = (f: Fight) => buildSheet(f.r.repos, 'dane', NOW).character.luckPoints;
const ledger = (f: Fight) => buildSheet(f.r.repos, 'dane', NOW).luckLedger.map((e) => [e.delta, e.reason]);
const sheetWounds = (f: Fight) => buildSheet(f.r.repos, 'dane', NOW).wounds.map((w) => [w.location, w.severity]);
const luckShown = (f: Fight) => f.r.host.view(f.combatId).combatants.find((c) => c.id === f.dane)!.luckPoints;

function attackWithLuck(f: Fight) {
  f.run({ type: 'action.declare', declarations: [{ combatantId: f.dane, action: { kind: 'attack', target: 'goon' }, luck: { roll: 'attack', effect: 'bonus' } }] });
  f.run({ type: 'action.quickDeclare' });
  f.run({ type: 'initiative.roll' });
  return f.run({ type: 'action.resolveAll' });
}

describe('luck spent in combat leaves the character (issue 16)', () => {
  it('Dane spends his 1 luck on an attack: his sheet shows 0 at once, with a ledger entry naming the combat and the turn; undo gives it back, redo takes it again, End combat keeps it spent', () => {
    const f = fight([...INIT, ...DANE_HITS_12, ...GOON_HITS]);
    expect(balance(f)).toBe(1);
    expect(luckShown(f)).toBe(1);
    const view = attackWithLuck(f);
    expect(view.combatants.find((c) => c.id === f.dane)!.luckPoints).toBe(0);
    expect(balance(f)).toBe(0);
    expect(ledger(f)).toEqual([[-1, "Luck in combat 'Ambush', turn 1: attack bonus"]]);

    call(f.handlers, 'combat.undo', { combatId: f.combatId });
    expect(balance(f)).toBe(1);
    expect(ledger(f)).toEqual([]);
    expect(luckShown(f)).toBe(1);
    call(f.handlers, 'combat.redo', { combatId: f.combatId });
    expect(balance(f)).toBe(0);
    expect(ledger(f)).toEqual([[-1, "Luck in combat 'Ambush', turn 1: attack bonus"]]);

    f.run({ type: 'knockout.roll' });
    f.run({ type: 'turn.end' });
    f.run({ type: 'combat.end' });
    expect(balance(f)).toBe(0);
    expect(luckShown(f)).toBe(0);
    expect(ledger(f)).toHaveLength(1);
  });

  it('a new step after an undo drops the undone luck for good; the abandoned redo branch never comes back', () => {
    const f = fight([...INIT, ...DANE_HITS_12, ...GOON_HITS, ...INIT]);
    attackWithLuck(f);
    call(f.handlers, 'combat.undo', { combatId: f.combatId });
    call(f.handlers, 'combat.undo', { combatId: f.combatId });
    f.run({ type: 'action.declare', declarations: [{ combatantId: f.dane, action: { kind: 'pass' }, luck: null }] });
    f.run({ type: 'initiative.roll' });
    expect(balance(f)).toBe(1);
    expect(ledger(f)).toEqual([]);
    expect(f.r.host.view(f.combatId).history.canRedo).toBe(false);
  });

  it('a mock combat deducts nothing and writes no wounds (mock combats write nothing back)', () => {
    const f = fight([...INIT, ...DANE_HITS_12, ...GOON_HITS], { isMock: true });
    attackWithLuck(f);
    expect(luckShown(f)).toBe(0);
    expect(balance(f)).toBe(1);
    expect(ledger(f)).toEqual([]);
    expect(sheetWounds(f)).toEqual([]);
    f.run({ type: 'combat.end' });
    expect(balance(f)).toBe(1);
  });

  it('a spend the balance no longer covers (luck spent on the sheet mid-fight) refuses the step and writes nothing', () => {
    const f = fight([...INIT, ...DANE_HITS_12, ...GOON_HITS]);
    f.r.repos.ledgers.recordLuck({ characterId: 'dane', delta: -1, reason: 'Plot point', inGameDate: 'Day 1', recordedAt: NOW.toISOString() });
    f.run({ type: 'action.declare', declarations: [{ combatantId: f.dane, action: { kind: 'attack', target: 'goon' }, luck: { roll: 'attack', effect: 'bonus' } }] });
    f.run({ type: 'action.quickDeclare' });
    f.run({ type: 'initiative.roll' });
    const steps = f.r.repos.combatLog.events(f.combatId).length;
    expect(() => f.run({ type: 'action.resolveAll' })).toThrow(/Dane has only 0 luck; cannot spend 1/);
    expect(f.r.repos.combatLog.events(f.combatId)).toHaveLength(steps);
    expect(f.r.host.view(f.combatId).phase).toBe('resolving');
    expect(sheetWounds(f)).toEqual([]);
  });

  it('revive with luck (seed 004: recover from a knockout) is deducted as "recovery from a knockout"', () => {
    const f = fight([]);
    f.run({ type: 'combatant.knockOut', targetId: f.dane });
    f.run({ type: 'combatant.revive', targetId: f.dane, useLuck: true });
    expect(balance(f)).toBe(0);
    expect(ledger(f)).toEqual([[-1, "Luck in combat 'Ambush', turn 1: recovery from a knockout"]]);
    expect(() => f.run({ type: 'combatant.knockOut', targetId: f.dane }) && f.run({ type: 'combatant.revive', targetId: f.dane, useLuck: true })).toThrow(/No luck points left/);
  });

  it('a storyteller edit of the luck shown in the fight moves the balance with it (the luck shown is the balance)', () => {
    const f = fight([], { luck: 2 });
    f.run({ type: 'combatant.update', combatantId: f.dane, patch: { luckPoints: 3 } });
    expect(balance(f)).toBe(3);
    f.run({ type: 'combatant.update', combatantId: f.dane, patch: { luckPoints: 1 } });
    expect(balance(f)).toBe(1);
    expect(ledger(f)).toEqual([
      [1, "Luck in combat 'Ambush', turn 1: returned by the storyteller"],
      [-2, "Luck in combat 'Ambush', turn 1: taken by the storyteller"],
    ]);
    call(f.handlers, 'combat.undo', { combatId: f.combatId });
    call(f.handlers, 'combat.undo', { combatId: f.combatId });
    expect(balance(f)).toBe(2);
    expect(ledger(f)).toEqual([]);
  });
});

describe('the fight\'s wounds on the sheet while it runs (issue 16)', () => {
  it('the goon\'s hit shows on Dane\'s sheet as soon as the action is resolved, goes on undo, comes back with the same id on redo, and End combat leaves exactly one', () => {
    const f = fight([...INIT, ...DANE_HITS_12, ...GOON_HITS]);
    expect(sheetWounds(f)).toEqual([]);
    attackWithLuck(f);
    expect(sheetWounds(f)).toEqual([['Chest', 'moderate']]);
    const id = f.r.repos.wounds.listFor('dane')[0]!.id;
    call(f.handlers, 'combat.undo', { combatId: f.combatId });
    expect(sheetWounds(f)).toEqual([]);
    call(f.handlers, 'combat.redo', { combatId: f.combatId });
    expect(f.r.repos.wounds.listFor('dane').map((w) => w.id)).toEqual([id]);
    f.run({ type: 'knockout.roll' });
    f.run({ type: 'turn.end' });
    f.run({ type: 'combat.end' });
    expect(sheetWounds(f)).toEqual([['Chest', 'moderate']]);
    expect(f.r.repos.wounds.listFor('dane').map((w) => w.id)).toEqual([id]);
  });

  it('a wound Dane brought in, removed and edited by the storyteller mid-fight, follows each step and its undo', () => {
    const f = fight([]);
    // Dane joins again with a carried wound: a second character keeps the first fight simple.
    f.r.repos.characters.insert(testCharacter('ann', { name: 'Ann' }));
    f.r.repos.wounds.add(testWound('w-ann', 'ann', { severity: 'moderate', healingPoints: 2 }));
    call(f.handlers, 'combat.addCharacter', { combatId: f.combatId, characterId: 'ann', team: 1, weapon: 'Revolver' });
    const ann = f.r.host.view(f.combatId).combatants.find((c) => c.characterId === 'ann')!;
    f.run({ type: 'wound.edit', targetId: ann.id, index: 0, wound: { ...ann.wounds[0]!, severity: 'serious' } });
    expect(f.r.repos.wounds.get('w-ann')).toMatchObject({ severity: 'serious', inGameDate: 'Day 2' });
    f.run({ type: 'wound.remove', targetId: ann.id, index: 0 });
    expect(f.r.repos.wounds.listFor('ann')).toEqual([]);
    call(f.handlers, 'combat.undo', { combatId: f.combatId });
    expect(f.r.repos.wounds.get('w-ann')).toMatchObject({ severity: 'serious' });
    call(f.handlers, 'combat.undo', { combatId: f.combatId });
    expect(f.r.repos.wounds.get('w-ann')).toMatchObject({ severity: 'moderate', healingPoints: 2 });
  });
});
