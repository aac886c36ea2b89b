/**
 * Issue 39 item 9, seed 000 "Cover", step 2: "If it is clear what body parts are covered, you can
 * use the hit location to determine whether cover applies. For example: Someone is crouched behind
 * a crate and the hit location is the leg." Beside step 3's "75% chance that cover will apply".
 */
import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { resolveAttackAfterRolls } from '../../../../shared/core/mechanics/attack';
import { coverByLocation, rollCover } from '../../../../shared/core/mechanics/protection';
import { base, face, fight, pools } from '../../systems/fs3.1/combat/helpers';
import { PISTOL, RULES } from './fixtures';

const CRATE = { name: 'Crate', protection: 4, covers: ['Left Leg', 'Right Leg', 'Left Foot', 'Right Foot'] };

describe('cover by exposed body part (seed 000 Cover, step 2)', () => {
  it('a covered location: cover applies with no percentile roll; the only dice are the cover-as-armor rolls', () => {
    const r = rollCover(RULES, CRATE, 2, 4, createScriptedRng([10]), 'Left Leg');
    expect(r).toMatchObject({ applies: true, roll: null, byLocation: 'Left Leg' });
    expect(r.protection).toMatchObject({ source: 'Crate', stopChance: 35, outcome: 'stopped' });
  });

  it('an exposed location: cover does not apply and nothing is rolled', () => {
    expect(rollCover(RULES, CRATE, 2, 4, createScriptedRng([]), 'Chest')).toMatchObject({ applies: false, roll: null, byLocation: 'Chest', protection: null });
  });

  it('step 1 still comes first: 3 attack hits find an exposed part even where the cover hides it', () => {
    expect(rollCover(RULES, CRATE, 3, 4, createScriptedRng([]), 'Left Leg')).toMatchObject({ exposed: true, applies: false });
  });

  it('cover naming no body parts keeps the 75% roll', () => {
    expect(coverByLocation({ name: 'Smoke' }, 'Chest')).toBeNull();
    expect(rollCover(RULES, { name: 'Smoke', covers: [] }, 2, 4, createScriptedRng([76]), 'Left Leg')).toMatchObject({ applies: false, roll: 76 });
  });

  it('in an attack the hit location is rolled first and decides: a leg hit behind the crate is stopped by it', () => {
    const exchange = {
      attack: { hits: 2 } as never,
      defense: { hits: 1 } as never,
      outcome: 'hit' as const,
      netHits: 1,
    };
    const defender = { name: 'Bob', chart: { name: 'Legs only', defaultTarget: 'Left Leg', locations: [{ name: 'Left Leg', mark: 'normal' }], targets: { 'Left Leg': Array(15).fill('Left Leg') } }, armor: null, stance: 'cover', cover: CRATE };
    const weapon = { name: 'Pistol', penetration: 4, lethality: 0, damageType: 'wound' } as never;
    // 2d8 (1, 1) on the Left Leg row, then the crate as armor: 10 ≤ 35, stopped. No 75% roll.
    const r = resolveAttackAfterRolls(RULES, { weapon, attacker: { name: 'Ann' } as never, defender: defender as never, target: 'Left Leg' }, exchange as never, createScriptedRng([1, 1, 10]));
    expect(r.cover).toMatchObject({ applies: true, roll: null, byLocation: 'Left Leg' });
    expect(r.result).toBe('stopped');
  });
});

describe('FS3.1 (seed 000 is its own text): cover by body part in a fight', () => {
  it('behind a crate that hides the legs, a Right Hand hit rolls no 75% check; cover naming no parts rolls it', () => {
    const stats = pools({ Firearms: 5, Melee: 5, Reflexes: 5, Toughness: 5, 'First Aid': 5 });
    const run = (cover: object, dice: number[]) => {
      const f = fight();
      f.send({ type: 'combatant.add', combatants: [{ ...base, id: 'ann', name: 'Ann', team: 1, pools: stats, weapon: PISTOL }, { ...base, id: 'bob', name: 'Bob', team: 2, pools: stats, weapon: PISTOL, stance: 'cover', cover }] as never });
      f.send({ type: 'combat.start' });
      f.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'attack', target: 'bob' } }, { combatantId: 'bob', action: { kind: 'pass' } }] });
      f.send({ type: 'initiative.roll' }, [90, 10]);
      return f.send({ type: 'action.resolveNext' }, dice);
    };
    const hit = [face(5, 2), face(5, 0), 1, 1];
    const lines = (e: ReturnType<typeof run>) => JSON.stringify(e);
    // Every scripted die must be used: the crate version has no cover roll.
    expect(lines(run({ name: 'Crate', covers: ['Left Leg', 'Right Leg'] }, [...hit, 5]))).toContain('not behind it');
    expect(lines(run({ name: 'Crate' }, [...hit, 76, 5]))).toContain('d100 76');
  });
});
