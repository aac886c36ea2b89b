import { describe, expect, it } from 'vitest';
import { createWound } from '../../../../shared/core/mechanics/wounds';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { Driver, spec } from './fixtures';

const serious = createWound({ location: 'Chest', severity: 'serious', type: 'wound', source: 'Test' });

/** a and b at the knockout rolls of turn 1, both having passed. */
function atKnockouts() {
  const d = new Driver('turn').add(spec('a', 1), spec('b', 2), spec('c', 2));
  d.send({ type: 'combat.start' });
  d.send({ type: 'action.declare', declarations: ['a', 'b', 'c'].map((id) => ({ combatantId: id, action: { kind: 'pass' as const } })) });
  d.send({ type: 'initiative.roll' });
  d.send({ type: 'action.resolveAll' });
  return d;
}

describe('knockouts, the end of the turn, and the end of the combat', () => {
  it('rolls no knockout for wounds added by hand or for those not damaged this turn', () => {
    const d = atKnockouts();
    // A wound the storyteller adds by hand calls for no roll: knocking out is theirs to decide too.
    d.send({ type: 'wound.add', targetId: 'a', wound: serious });
    expect(d.snapshot.value).toBe('knockouts');
    d.send({ type: 'knockout.roll' });
    expect(d.log.at(-1)).toEqual({ kind: 'knockout', turn: 1, checks: [] });
    expect(d.snapshot.value).toBe('turnEnd');
  });

  it('knocks out on a toughness roll with no hits, after all actions', () => {
    const e = atKnockouts();
    e.send({ type: 'knockout.roll' });
    e.send({ type: 'turn.end' });
    e.send({ type: 'wound.add', targetId: 'b', wound: serious });
    e.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'attack', target: 'b' } }, { combatantId: 'b', action: { kind: 'pass' } }, { combatantId: 'c', action: { kind: 'pass' } }] });
    e.rng = createScriptedRng([
      8, 8, 8, 2, 2, 2, 2, 1, // initiative: a 3 hits; b (3 − 2 for the serious wound = 1 die) and c tie at 0
      8, 8, 8, 8, 8, 2, // a: 5 hits against b's 1 defense die (3 − 2)
      4, 4, 10, // location 8 + 5 = entry 13 of the Chest row (Chest, vital +15); damage 10 + 15 = 25: light
      2, // b's knockout: toughness 3 − 2 = 1 die, no hit
    ]);
    e.send({ type: 'initiative.roll' });
    e.send({ type: 'action.resolveAll' });
    expect(e.combatant('b')).toMatchObject({ damagedThisTurn: true, knockedOut: false, suppression: 1 });
    e.send({ type: 'knockout.roll' });
    expect(e.log.at(-1)).toMatchObject({ kind: 'knockout', checks: [{ name: 'b', due: true, knockedOut: true }] });
    expect(e.combatant('b').knockedOut).toBe(true);
  });

  it('at the end of the turn: suppression −2, aims of this turn kept, declarations and damage flags cleared', () => {
    const d = new Driver('end').add(spec('a', 1), spec('b', 2));
    d.send({ type: 'combat.start' });
    d.send({ type: 'combatant.update', combatantId: 'b', patch: { suppression: 3 } });
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'aim', target: 'b' } }, { combatantId: 'b', action: { kind: 'pass' } }] });
    d.send({ type: 'initiative.roll' });
    d.send({ type: 'action.resolveAll' });
    d.send({ type: 'knockout.roll' });
    d.send({ type: 'turn.end' });
    expect(d.snapshot.value).toBe('declaring');
    expect(d.snapshot.context.turn).toBe(2);
    expect(d.combatant('a').aim).toEqual({ targetId: 'b', turn: 1 });
    expect(d.combatant('b').suppression).toBe(1);
    expect(d.snapshot.context.combatants.every((c) => c.declaration === null && !c.damagedThisTurn)).toBe(true);
    expect(d.log.at(-1)).toMatchObject({ kind: 'turn-end', lines: ['a keeps their aim at b.', "b's suppression falls from 3 to 1.", 'Turn 2 begins.'] });
    // Aim is good for the next turn only: after turn 2 it is lost.
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'pass' } }, { combatantId: 'b', action: { kind: 'pass' } }] });
    d.send({ type: 'initiative.roll' });
    d.send({ type: 'action.resolveAll' });
    d.send({ type: 'knockout.roll' });
    d.send({ type: 'turn.end' });
    expect(d.combatant('a').aim).toBeNull();
  });

  it('ends from any running state; the machine then takes nothing more', () => {
    const d = atKnockouts();
    d.send({ type: 'combat.end' });
    expect(d.snapshot.status).toBe('done');
    expect(d.snapshot.value).toBe('ended');
    expect(d.send({ type: 'wound.add', targetId: 'a', wound: serious }, true)).toBe('This combat has ended.');
  });
});
