import { describe, expect, it } from 'vitest';
import type { CombatLogEntry } from '../../../../../shared/core/combat/log-entries';
import { rawPool } from '../../../../../shared/core/dice/ability-roll';
import { createScriptedRng, createSeededRng } from '../../../../../shared/core/dice/rng';
import { Driver, KNIFE, RULES, spec } from '../../../core/combat/fixtures';
import { vehicleSpec } from '../../../core/combat/random-commands';

const raw = (n: number) => rawPool(RULES.core, n);
const seedPools = (firearms: number) => ({ Alertness: raw(2), Firearms: raw(firearms), Melee: raw(4), Toughness: raw(2), 'First Aid': raw(3) });

const actions = (log: CombatLogEntry[]) => log.filter((e): e is Extract<CombatLogEntry, { kind: 'action' }> => e.kind === 'action');

/** Two NPCs at the point where initiative has been rolled. */
function resolving(seed: string, a: Parameters<typeof spec>[2] = {}, b: Parameters<typeof spec>[2] = {}) {
  const d = new Driver(seed).add(spec('a', 1, a), spec('b', 2, b));
  d.send({ type: 'combat.start' });
  d.send({ type: 'action.quickDeclare' });
  d.send({ type: 'initiative.roll' });
  return d;
}

describe('resolving actions', () => {
  it('reproduces seed 004\'s Kid and Jesse turn with the same dice as the rules engine', () => {
    const d = new Driver().add(spec('Kid', 1, { pools: seedPools(4) }), spec('Jesse', 2, { pools: seedPools(7) }));
    d.send({ type: 'combat.start' });
    d.send({ type: 'action.quickDeclare' });
    d.rng = createScriptedRng([8, 8, 2, 2, 8, 8, 2, 2, 2, 2, 2, 8, 8, 90, 2, 2, 2, 2, 2]);
    d.send({ type: 'initiative.roll' });
    expect(d.snapshot.context.order?.slots.map((s) => s.id)).toEqual(['Kid', 'Jesse']);
    d.send({ type: 'action.resolveAll' });
    const [kid, jesse] = actions(d.log);
    expect(kid).toMatchObject({ summary: 'Kid attacks Jesse', result: { kind: 'attack', result: { result: 'wounded', wound: { severity: 'critical', location: 'Chest' } } } });
    if (jesse?.result.kind !== 'attack') throw new Error('Jesse should have attacked');
    expect(jesse.result.result.exchange.attack.pool.modifiers.map((m) => m.source)).toEqual(['Wounds -4', 'Suppression -1']);
    expect(d.snapshot.value).toBe('knockouts');
    d.send({ type: 'knockout.roll' });
    expect(d.combatant('Jesse').knockedOut).toBe(true);
    expect(d.log.at(-1)).toMatchObject({ kind: 'knockout', checks: [{ name: 'Jesse', due: true, knockedOut: true }] });
    // The event carries every die: 4 for initiative, 15 for the two attacks, none for the knockout.
    expect(d.events.map((e) => e.dice.flatMap((r) => r.faces).length)).toEqual([0, 0, 0, 0, 4, 15, 0]);
    expect(d.events[5]!.dice.map((r) => [r.label, r.sides])).toEqual([
      ['Kid: attack', 8], ['Kid: attack', 100], ['Jesse: attack', 8],
    ]);
  });

  it('resolves one action at a time in initiative order, then moves on to knockouts', () => {
    const d = resolving('one-at-a-time');
    const order = d.snapshot.context.order!.slots.map((s) => s.id);
    d.send({ type: 'action.resolveNext' });
    expect(actions(d.log).map((e) => e.actor)).toEqual([order[0]]);
    expect(d.snapshot.value).toBe('resolving');
    d.send({ type: 'action.resolveNext' });
    expect(actions(d.log).map((e) => e.actor)).toEqual(order);
    expect(d.snapshot.value).toBe('knockouts');
    expect(d.send({ type: 'action.resolveNext' }, true)).toBe('"action.resolveNext" is not allowed while the combat is waiting for knockout rolls.');
  });

  it('lets the storyteller change an action not yet taken, but not one already resolved', () => {
    const d = resolving('change');
    const [first, second] = d.snapshot.context.order!.slots.map((s) => s.id) as [string, string];
    d.send({ type: 'action.resolveNext' });
    expect(d.send({ type: 'action.declare', declarations: [{ combatantId: first, action: { kind: 'pass' } }] }, true)).toBe(`${first} has no action left to change this turn.`);
    d.send({ type: 'action.declare', declarations: [{ combatantId: second, action: { kind: 'pass' } }] });
    d.send({ type: 'action.resolveNext' });
    expect(actions(d.log).at(-1)).toMatchObject({ actor: second, result: { kind: 'pass' } });
  });

  it('skips the knocked out and tells why when the rules refuse an action at its turn', () => {
    const d = resolving('skips');
    const [first, second] = d.snapshot.context.order!.slots.map((s) => s.id) as [string, string];
    d.send({ type: 'combatant.knockOut', targetId: first });
    d.send({ type: 'combatant.update', combatantId: second, patch: { ammo: 0 } });
    d.send({ type: 'action.resolveAll' });
    expect(actions(d.log).map((e) => e.result)).toEqual([
      { actorId: first, kind: 'skipped', reason: 'Knocked out' },
      { actorId: second, kind: 'skipped', reason: 'Pistol is out of ammo' },
    ]);
  });

  it('reorders tied initiative only', () => {
    const d = new Driver().add(spec('a', 1), spec('b', 2), spec('c', 2));
    d.send({ type: 'combat.start' });
    d.send({ type: 'action.quickDeclare' });
    d.rng = createScriptedRng([8, 8, 2, 8, 8, 2, 8, 8, 8, 1]); // a 2 hits, b 2 hits, c 3 hits; tie shuffle d2 = 1
    d.send({ type: 'initiative.roll' });
    const ids = () => d.snapshot.context.order!.slots.map((s) => s.id);
    const [tied1, tied2] = ids().slice(1) as [string, string];
    expect(ids()[0]).toBe('c');
    expect(d.send({ type: 'initiative.reorder', order: [tied1, 'c', tied2] }, true)).toBe('Only combatants with equal initiative may change places.');
    expect(d.send({ type: 'initiative.reorder', order: [tied1, tied2] }, true)).toBe('Give the order of exactly the combatants who have not acted yet.');
    d.send({ type: 'initiative.reorder', order: ['c', tied2, tied1] });
    expect(ids()).toEqual(['c', tied2, tied1]);
  });

  it('applies storyteller modifiers to the rolls they name, with their reasons, even against a raw defense rating', () => {
    const d = new Driver('mods').add(spec('a', 1), spec('b', 2));
    d.send({ type: 'combat.start' });
    d.send({ type: 'modifier.add', modifier: { id: 'm1', combatantId: 'a', dice: 1, reason: 'High ground', roll: 'attack', duration: 'combat' } });
    d.send({ type: 'modifier.add', modifier: { id: 'm2', combatantId: 'b', dice: -2, reason: 'Smoke', roll: 'all', duration: 'turn' } });
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'attack', target: 'b' } }, { combatantId: 'b', action: { kind: 'pass' } }] });
    d.send({ type: 'initiative.roll' });
    d.send({ type: 'action.resolveAll' });
    const shot = actions(d.log).find((e) => e.actor === 'a')!.result;
    if (shot.kind !== 'attack') throw new Error('a should have attacked');
    expect(shot.result.exchange.attack.pool.modifiers.map((m) => m.source)).toContain('High ground +1');
    expect(shot.result.exchange.defense.pool.modifiers.map((m) => m.source)).toEqual(['Smoke -2']);
    const init = d.log.find((e) => e.kind === 'initiative');
    if (init?.kind !== 'initiative') throw new Error('no initiative');
    expect(init.slots.find((s) => s.id === 'b')!.roll.pool.modifiers.map((m) => m.source)).toEqual(['Smoke -2']);
    d.send({ type: 'knockout.roll' });
    d.send({ type: 'turn.end' });
    // The turn-long modifier is gone, the combat-long one stays.
    expect(d.snapshot.context.modifiers.map((m) => m.id)).toEqual(['m1']);
  });

  it('spends earmarked luck on the roll it was meant for, once', () => {
    const d = new Driver('luck').add(spec('a', 1, { luckPoints: 2 }), spec('b', 2, { luckPoints: 1 }));
    d.send({ type: 'combat.start' });
    d.send({ type: 'action.declare', declarations: [
      { combatantId: 'a', action: { kind: 'attack', target: 'b' }, luck: { roll: 'attack', effect: 'bonus' } },
      { combatantId: 'b', action: { kind: 'attack', target: 'a' }, luck: { roll: 'defense', effect: 'bonus' } },
    ] });
    d.send({ type: 'initiative.roll' });
    d.send({ type: 'action.resolveAll' });
    const byActor = (id: string) => actions(d.log).find((e) => e.actor === id)!;
    const a = byActor('a').result;
    if (a.kind !== 'attack') throw new Error('a should have attacked');
    expect(a.result.exchange.attack.pool.modifiers.map((m) => m.source)).toContain('Luck +5 (a) on attack');
    expect(a.result.exchange.defense.pool.modifiers.map((m) => m.source)).toContain('Luck +5 (b) on defense');
    expect([...byActor('a').luck].sort()).toEqual(['a: luck bonus on attack', 'b: luck bonus on defense']);
    const b = byActor('b').result;
    if (b.kind !== 'attack') throw new Error('b should have attacked');
    // a earmarked luck for attack, so a's defense against b got none.
    expect(b.result.exchange.defense.pool.modifiers.map((m) => m.source)).not.toContain('Luck +5 (a) on defense');
    expect([d.combatant('a').luckPoints, d.combatant('b').luckPoints]).toEqual([1, 0]);
  });

  it('subdues, holds, and a held NPC quick-declares an escape', () => {
    const d = new Driver().add(spec('holder', 1, { weapon: KNIFE }), spec('held', 2));
    d.send({ type: 'combat.start' });
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'holder', action: { kind: 'subdue', target: 'held' } }, { combatantId: 'held', action: { kind: 'pass' } }] });
    // Initiative 3 + 3 dice, tie shuffle; subdue: Melee 4 (+3 melee) vs Melee 4 (+3).
    d.rng = createScriptedRng([8, 8, 8, 2, 2, 2, 1, 8, 8, 8, 8, 8, 8, 8, 2, 2, 2, 2, 2, 2, 2]);
    d.send({ type: 'initiative.roll' });
    d.send({ type: 'action.resolveNext' });
    expect(d.combatant('held').subduedBy).toBe('holder');
    d.rng = createSeededRng('after');
    d.send({ type: 'action.resolveAll' });
    d.send({ type: 'knockout.roll' });
    d.send({ type: 'turn.end' });
    expect(d.log.at(-1)).toMatchObject({ kind: 'turn-end', lines: expect.arrayContaining(['holder still holds held.']) });
    d.send({ type: 'action.quickDeclare' });
    expect(d.combatant('held').declaration?.action).toEqual({ kind: 'escape' });
    // Someone knocked out holds nobody.
    d.send({ type: 'combatant.knockOut', targetId: 'holder' });
    expect(d.combatant('held').subduedBy).toBeNull();
  });

  it('shoots a vehicle: the pilot dodges with its bonus, the vehicle takes the wound, the crew may be hurt', () => {
    // Find a seed where the crew gets hurt, to see the whole chain (seeded, so the test is fixed).
    for (let seed = 0; seed < 400; seed++) {
      const d = new Driver(`vehicle-${seed}`).add(spec('gunner', 1, { pools: seedPools(9) }), spec('pilot', 2), spec('rider', 2));
      const v = vehicleSpec('v1');
      d.send({ type: 'vehicle.add', vehicle: { ...v, definition: { ...v.definition, crewLocations: ['Cockpit'] } } });
      d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'pilot', role: 'pilot' });
      d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'rider', role: 'passenger' });
      d.send({ type: 'combat.start' });
      d.send({ type: 'action.declare', declarations: [
        { combatantId: 'gunner', action: { kind: 'attack', target: 'v1' } },
        { combatantId: 'pilot', action: { kind: 'pass' } },
        { combatantId: 'rider', action: { kind: 'pass' } },
      ] });
      d.send({ type: 'initiative.roll' });
      d.send({ type: 'action.resolveAll' });
      const shot = actions(d.log).find((e) => e.actor === 'gunner')!.result;
      if (shot.kind !== 'attack') throw new Error('gunner should have attacked');
      expect(shot.result.exchange.defense.pool.modifiers.map((m) => m.source)).toContain('Vehicle dodge +2');
      const hurt = shot.result.crew?.occupants.filter((o) => o.hurt) ?? [];
      if (!shot.result.wound || hurt.length === 0) continue;
      expect(d.snapshot.context.vehicles[0]!.wounds).toEqual([shot.result.wound]);
      for (const o of hurt) expect(d.combatant(o.occupant).wounds.length).toBe(o.hits.filter((h) => h.wound).length);
      d.send({ type: 'knockout.roll' });
      expect(d.log.at(-1)).toMatchObject({ kind: 'knockout', checks: expect.arrayContaining([expect.objectContaining({ name: 'Viper v1' })]) });
      return;
    }
    throw new Error('no seed produced crew hits');
  });
});
