/** Issue 39 item 1 (FS3.2): a stored wound joins with its age, and Treat honours seed 000's hour. */
import { describe, expect, it } from 'vitest';
import { COMBAT_RESOLUTION_REVISION } from '../../../../shared/core/combat/version';
import { createWound } from '../../../../shared/core/mechanics/wounds';
import { Driver, spec } from './fixtures';

const WEEK = 7 * 24 * 60;
const wound = (ageMinutes?: number) => ({
  ...createWound({ location: 'Chest', severity: 'moderate', type: 'wound', source: 'Pistol' }),
  ...(ageMinutes !== undefined ? { ageMinutes } : {}),
});

function fight(revision: number, ageMinutes?: number) {
  const d = new Driver('wound-age', undefined, { resolutionRevision: revision });
  d.add(spec('a', 1), spec('b', 1, { wounds: [wound(ageMinutes)], woundIds: ['w-1'] }), spec('c', 2));
  d.send({ type: 'combat.start' });
  return d;
}
const treat = { combatantId: 'a', action: { kind: 'treat' as const, target: 'b', woundIndex: 0 } };

describe('first aid in a fight honours the hour (seed 000 "Treat")', () => {
  it('refuses Treat on a week-old stored wound, naming why', () => {
    const d = fight(COMBAT_RESOLUTION_REVISION, WEEK);
    expect(d.combatant('b').wounds[0]!.ageMinutes).toBe(WEEK);
    expect(d.send({ type: 'action.declare', declarations: [treat] }, true)).toBe(
      'b: First aid only helps within 60 minutes of the injury. This wound was 7 days old when the fight began.',
    );
  });

  it('treats a stored wound still within the hour, and a wound taken in the fight', () => {
    expect(fight(COMBAT_RESOLUTION_REVISION, 20).send({ type: 'action.declare', declarations: [treat] }, true)).toBeNull();
    expect(fight(COMBAT_RESOLUTION_REVISION).send({ type: 'action.declare', declarations: [treat] }, true)).toBeNull();
  });

  it('a fight stored before revision 5 drops the ages at the join and plays as it did', () => {
    const d = fight(4, WEEK);
    expect(d.combatant('b').wounds[0]!.ageMinutes).toBeUndefined();
    expect(d.send({ type: 'action.declare', declarations: [treat] }, true)).toBeNull();
  });
});
