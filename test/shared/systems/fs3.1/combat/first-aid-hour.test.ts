/** Issue 39 item 1 (FS3.1): seed 000 "First aid can only be used within an hour of the initial injury", in a fight. */
import { describe, expect, it } from 'vitest';
import { createWound } from '../../../../../shared/core/mechanics/wounds';
import { COMBAT_RESOLUTION_REVISION } from '../../../../../shared/core/combat/version';
import { KNIFE, PISTOL } from '../../../core/mechanics/fixtures';
import { base, face, fight, INPUT, pools, texts } from './helpers';

const stats = pools({ Firearms: 5, Melee: 5, Reflexes: 5, Toughness: 5, 'First Aid': 5 });
const moderate = (ageMinutes: number) => ({ ...createWound({ location: 'Chest', severity: 'moderate', type: 'wound', source: 'Pistol' }), ageMinutes });

function withCat(ageMinutes: number, revision = COMBAT_RESOLUTION_REVISION) {
  const f = fight(undefined, { ...INPUT, resolutionRevision: revision });
  f.send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'ann', name: 'Ann', team: 1, pools: stats, weapon: KNIFE },
      { ...base, id: 'bob', name: 'Bob', team: 2, pools: stats, weapon: PISTOL },
      { ...base, id: 'cat', name: 'Cat', team: 1, pools: stats, weapon: PISTOL, wounds: [moderate(ageMinutes)], woundIds: ['w-1'] },
    ] as never,
  });
  f.send({ type: 'combat.start' });
  // Knocked out, so Cat declares nothing (000 Treat: a success lets Cat roll knockout again).
  f.send({ type: 'combatant.knockOut', targetId: 'cat' });
  return f;
}
const declare = { type: 'action.declare' as const, declarations: [{ combatantId: 'ann', action: { kind: 'treat' as const, target: 'cat', woundIndex: 0 } }, { combatantId: 'bob', action: { kind: 'pass' as const } }] };

describe('FS3.1 Treat in a fight honours the hour', () => {
  it('refuses first aid on a stored wound two days old', () => {
    const f = withCat(2 * 1440);
    expect(() => f.send(declare)).toThrow('First aid only helps within 60 minutes of the injury. This wound was 2 days old when the fight began.');
  });

  it('treats a stored wound 30 minutes old (first aid 30 on row 5: +1)', () => {
    const f = withCat(30);
    f.send(declare);
    f.send({ type: 'initiative.roll' }, [face(5, 2), face(5, 1)]);
    expect(texts(f.send({ type: 'action.resolveAll' }, [30, 40])).join('\n')).toContain("Ann treats Cat's Moderate wound (Chest) with First Aid");
    expect(f.who('cat').wounds[0]!.firstAid).toBe('succeeded');
  });

  it('an FS3.1 fight stored before revision 5 treats the old wound as it did', () => {
    const f = withCat(2 * 1440, 4);
    f.send(declare);
    f.send({ type: 'initiative.roll' }, [face(5, 2), face(5, 1)]);
    f.send({ type: 'action.resolveAll' }, [30, 40]);
    expect(f.who('cat').wounds[0]!.firstAid).toBe('succeeded');
  });
});
