/**
 * Issue 18: the selection bar's bulk change is one step (`combatant.updateMany`), and the declare
 * panel's many odds questions in one batch give exactly what each question alone gives.
 */
import { describe, expect, it } from 'vitest';
import { declarationOdds, declarationOddsMany, type OddsQuery } from '../../../../shared/core/combat/declaration-odds';
import { COMBAT_RESOLUTION_REVISION } from '../../../../shared/core/combat/version';
import { combatMachine } from '../../../helpers/fs32-machine';
import { Driver, pools, RIFLE, RULES, spec, VEST } from './fixtures';

function fight() {
  const d = new Driver('bulk', combatMachine, { resolutionRevision: COMBAT_RESOLUTION_REVISION });
  d.add(
    spec('ann', 1, { weapon: RIFLE, ammo: RIFLE.ammo, luckPoints: 2 }),
    spec('bob', 1),
    spec('cy', 2, { armor: VEST, pools: pools({ Alertness: 5 }) }),
    spec('dee', 2, { stance: 'cover' }),
  );
  d.send({ type: 'combat.start' });
  return d;
}

describe('combatant.updateMany: one step for a selection', () => {
  it('sets the stance of everyone named and adds their modifiers in one event', () => {
    const d = fight();
    const before = d.events.length;
    d.send({
      type: 'combatant.updateMany',
      updates: ['ann', 'bob', 'cy'].map((combatantId) => ({ combatantId, patch: { stance: 'cautious' } })),
      modifiers: [{ id: 'm1', combatantId: 'ann', dice: -1, reason: 'Smoke', roll: 'attack', duration: 'turn' }, { id: 'm2', combatantId: 'bob', dice: -1, reason: 'Smoke', roll: 'attack', duration: 'turn' }],
    });
    expect(d.events.length).toBe(before + 1);
    expect(['ann', 'bob', 'cy', 'dee'].map((id) => d.combatant(id).stance)).toEqual(['cautious', 'cautious', 'cautious', 'cover']);
    expect(d.snapshot.context.modifiers.map((m) => m.combatantId)).toEqual(['ann', 'bob']);
    expect(d.log.filter((e) => e.kind === 'note' && /Smoke/.test(e.text))).toHaveLength(2);
  });

  it('refuses the whole change when one part is refused: nothing half-applied', () => {
    const d = fight();
    const refusal = d.send({ type: 'combatant.updateMany', updates: [{ combatantId: 'ann', patch: { stance: 'cautious' } }, { combatantId: 'ghost', patch: { stance: 'cautious' } }] }, true);
    expect(refusal).toBe('No combatant with id ghost.');
    expect(d.combatant('ann').stance).toBe('normal');
    expect(d.send({ type: 'combatant.updateMany', updates: [{ combatantId: 'ann', patch: { stance: 'sideways' } }] }, true)).toMatch(/Unknown stance "sideways"/);
    expect(d.send({ type: 'combatant.updateMany', updates: [] }, true)).toBe('Nothing to change.');
  });
});

describe('declarationOddsMany: a whole panel in one batch', () => {
  it('answers every question exactly as it would alone (stances, target stances, luck, locations, bursts, suppress)', () => {
    const ctx = fight().snapshot.context;
    const base = { attackerId: 'ann', luck: null } as const;
    const queries: OddsQuery[] = [
      { ...base, targetId: 'cy' },
      { ...base, targetId: 'dee', luck: 'bonus' },
      { ...base, targetId: 'cy', stance: 'banzai' },
      { ...base, targetId: 'cy', location: 'Head' },
      { ...base, targetId: 'cy', action: 'burst' },
      { ...base, targetId: 'dee', action: 'suppress' },
      { attackerId: 'cy', targetId: 'ann', luck: null, targetStance: 'evade' },
      { attackerId: 'cy', targetId: 'ann', luck: null, targetStance: 'cover' },
      { attackerId: 'cy', targetId: 'ann', luck: null },
      { ...base, targetId: 'dee' },
      { ...base, targetId: 'nobody' },
    ];
    const batch = declarationOddsMany(RULES, ctx, queries);
    expect(batch).toEqual(queries.map((q) => declarationOdds(RULES, ctx, q)));
    expect(batch.at(-1)).toBeNull();
    // The target's stance changes the odds of being hit; luck changes the attack's odds.
    expect(batch[6]!.pHit).toBeLessThan(batch[8]!.pHit);
    expect(batch[1]!.pHit).toBeGreaterThan(batch[9]!.pHit);
  });

  it('a called shot at a location the chart lacks is no answer (null), not an error for the whole batch', () => {
    const ctx = fight().snapshot.context;
    const [bad, good] = declarationOddsMany(RULES, ctx, [
      { attackerId: 'ann', targetId: 'cy', luck: null, location: 'Tail' },
      { attackerId: 'ann', targetId: 'cy', luck: null },
    ]);
    expect(bad).toBeNull();
    expect(good!.pHit).toBeGreaterThan(0);
  });
});
