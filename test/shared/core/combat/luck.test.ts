/**
 * Combat luck everywhere seed 004 allows it (issue 16): a penalty on someone else's attack,
 * defense or initiative roll, cancelling it, one luck point per roll, moving the injury just
 * taken. FS3.2 rules; Third Edition refuses what §C.21 does not have.
 */
import { describe, expect, it } from 'vitest';
import type { CombatLogEntry } from '../../../../shared/core/combat/log-entries';
import { luckChanges } from '../../../../shared/core/combat/luck-spends';
import { Driver, spec } from './fixtures';

const actions = (log: CombatLogEntry[]) => log.filter((e): e is Extract<CombatLogEntry, { kind: 'action' }> => e.kind === 'action');

function attackOf(d: Driver, actor: string) {
  const e = actions(d.log).find((x) => x.actor === actor)!;
  if (e.result.kind !== 'attack') throw new Error(`${actor} should have attacked`);
  return { entry: e, exchange: e.result.result.exchange };
}

/** a attacks b; c (on a's side) stands by with luck earmarked as given. */
function threeWay(luckA: object | null, luckB: object | null, luckC: object | null, points = { a: 1, b: 1, c: 1 }) {
  const d = new Driver('luck-3').add(spec('a', 1, { luckPoints: points.a }), spec('b', 2, { luckPoints: points.b }), spec('c', 1, { luckPoints: points.c }));
  d.send({ type: 'combat.start' });
  d.send({ type: 'action.declare', declarations: [
    { combatantId: 'a', action: { kind: 'attack', target: 'b' }, luck: luckA as never },
    { combatantId: 'b', action: { kind: 'pass' }, luck: luckB as never },
    { combatantId: 'c', action: { kind: 'pass' }, luck: luckC as never },
  ] });
  const before = d.snapshot.context;
  d.send({ type: 'initiative.roll' });
  d.send({ type: 'action.resolveAll' });
  return { d, before };
}

describe('combat luck on someone else\'s roll (seed 004 "Luck > Combat")', () => {
  it('a luck penalty takes the ruleset\'s penalty dice off the target\'s next roll of that kind and costs the spender a point', () => {
    const { d } = threeWay(null, null, { roll: 'defense', effect: 'penalty', target: 'b' });
    const { entry, exchange } = attackOf(d, 'a');
    expect(exchange.defense.pool.modifiers.map((m) => [m.dice, m.source])).toContainEqual([-5, 'Luck -5 (c)']);
    expect(entry.luck).toEqual(["c: luck penalty on b's defense"]);
    expect([d.combatant('b').luckPoints, d.combatant('c').luckPoints]).toEqual([1, 0]);
  });

  it('the one whose roll it is may spend a point to cancel it: both points are spent, the roll has no penalty', () => {
    const { d, before } = threeWay(null, { roll: 'defense', effect: 'cancel' }, { roll: 'defense', effect: 'penalty', target: 'b' });
    const { entry, exchange } = attackOf(d, 'a');
    expect(exchange.defense.pool.modifiers.filter((m) => m.source.startsWith('Luck'))).toEqual([]);
    expect(entry.luck).toEqual(["c: luck penalty on b's defense, cancelled by b's luck"]);
    expect([d.combatant('b').luckPoints, d.combatant('c').luckPoints]).toEqual([0, 0]);
    // The ledger's words for a character-backed combatant (the host records these).
    const after = d.snapshot.context;
    const withCharacters = (ctx: typeof after) => ({ ...ctx, combatants: ctx.combatants.map((c) => ({ ...c, characterId: `pc-${c.id}` })) });
    expect(luckChanges(withCharacters(before), withCharacters(after)).map((c) => [c.combatantId, c.delta, c.what])).toEqual([
      ['b', -1, 'cancelling luck spent against their defense'],
      ['c', -1, "penalty on b's defense"],
    ]);
  });

  it('only one luck point applies to a roll: with the attacker\'s own bonus on it, a penalty on that attack is not applied and not spent', () => {
    const { d } = threeWay({ roll: 'attack', effect: 'bonus' }, { roll: 'attack', effect: 'penalty', target: 'a' }, null);
    const { entry, exchange } = attackOf(d, 'a');
    expect(exchange.attack.pool.modifiers.map((m) => m.source)).toEqual(expect.arrayContaining(['Luck +5 (a) on attack']));
    expect(exchange.attack.pool.modifiers.map((m) => m.source)).not.toContain('Luck -5 (b)');
    expect(entry.luck).toEqual(['a: luck bonus on attack']);
    expect([d.combatant('a').luckPoints, d.combatant('b').luckPoints]).toEqual([0, 1]);
  });

  it('a penalty on initiative goes on the target\'s initiative roll', () => {
    const d = new Driver('luck-init').add(spec('a', 1, { luckPoints: 1 }), spec('b', 2, { luckPoints: 1 }));
    d.send({ type: 'combat.start' });
    d.send({ type: 'action.declare', declarations: [
      { combatantId: 'a', action: { kind: 'pass' }, luck: { roll: 'initiative', effect: 'penalty', target: 'b' } },
      { combatantId: 'b', action: { kind: 'pass' } },
    ] });
    d.send({ type: 'initiative.roll' });
    const init = d.log.find((e): e is Extract<CombatLogEntry, { kind: 'initiative' }> => e.kind === 'initiative')!;
    expect(init.luck).toEqual(["a: luck penalty on b's initiative"]);
    expect(init.slots.find((s) => s.name === 'b')!.roll.pool.modifiers.map((m) => m.source)).toContain('Luck -5 (a)');
  });

  it('refuses a penalty on one\'s own roll or without a target, and a target on a bonus', () => {
    const d = new Driver().add(spec('a', 1, { luckPoints: 1 }), spec('b', 2, { luckPoints: 1 }));
    d.send({ type: 'combat.start' });
    const declare = (luck: object) => d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'pass' }, luck: luck as never }] }, true);
    expect(declare({ roll: 'attack', effect: 'penalty', target: 'a' })).toBe('a: Luck cannot be spent as a penalty on your own roll.');
    expect(declare({ roll: 'attack', effect: 'penalty' })).toBe('a: Say whose roll the luck penalty goes on.');
    expect(declare({ roll: 'attack', effect: 'bonus', target: 'b' })).toBe("a: Only a luck penalty goes on someone else's roll.");
    expect(declare({ roll: 'attack', effect: 'penalty', target: 'b' })).toBeNull();
    expect(d.log.at(-1)).toMatchObject({ text: "a will pass, spending luck for a penalty on b's attack." });
  });
});

describe('luck to move an injury (seed 004: immediately after the injury, cosmetic)', () => {
  it('moves the wound just taken to another location for a point; refuses an older wound, a second move, a location not on the chart', () => {
    const d = new Driver('move').add(spec('a', 1, { luckPoints: 2 }), spec('b', 2));
    d.send({ type: 'combat.start' });
    d.send({ type: 'wound.add', targetId: 'a', wound: { location: 'Chest', severity: 'light', initialSeverity: 'light', type: 'wound', source: 'Earlier', vehicle: false, healingPoints: 0, healingStarted: false, firstAid: 'none', movedFrom: null } });
    // A storyteller's wound is not "just taken" in the fight's action.
    expect(d.send({ type: 'wound.moveWithLuck', targetId: 'a', index: 0, location: 'Head' }, true)).toBe('a: An injury can only be moved immediately after it was taken.');
    // A hit from an action marks the combatant damaged this turn: simulate with the machine's own step.
    let tries = 0;
    while (d.combatant('a').wounds.length < 2 && tries++ < 20) {
      d.send({ type: 'action.declare', declarations: [{ combatantId: 'b', action: { kind: 'attack', target: 'a' } }, { combatantId: 'a', action: { kind: 'pass' } }] });
      d.send({ type: 'initiative.roll' });
      d.send({ type: 'action.resolveAll' });
      if (d.combatant('a').wounds.length >= 2) break;
      d.send({ type: 'knockout.roll' });
      d.send({ type: 'turn.end' });
    }
    const a = d.combatant('a');
    const last = a.wounds.length - 1;
    expect(last).toBeGreaterThanOrEqual(1);
    const from = a.wounds[last]!.location;
    const to = from === 'Head' ? 'Chest' : 'Head';
    expect(d.send({ type: 'wound.moveWithLuck', targetId: 'a', index: 0, location: to }, true)).toBe('a: An injury can only be moved immediately after it was taken.');
    expect(d.send({ type: 'wound.moveWithLuck', targetId: 'a', index: last, location: 'Tail' }, true)).toBe('Humanoid has no hit location called "Tail".');
    expect(d.send({ type: 'wound.moveWithLuck', targetId: 'a', index: last, location: to }, true)).toBeNull();
    expect(d.combatant('a').wounds[last]).toMatchObject({ location: to, movedFrom: from });
    expect(d.combatant('a').luckPoints).toBe(1);
    expect(d.send({ type: 'wound.moveWithLuck', targetId: 'a', index: last, location: from }, true)).toBe('a: An injury can only be moved immediately after it was taken.');
  });
});
