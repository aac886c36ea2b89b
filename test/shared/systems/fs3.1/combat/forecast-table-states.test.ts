// Issue 38: FS3.1's forecast tables are shared among states whose wounds give the same wound
// modifier (`oddsWounds`): the same numbers bit for bit, from far fewer odds.
import { describe, expect, it } from 'vitest';
import { tableForecast } from '../../../../../shared/core/combat/forecast-table';
import { createWound } from '../../../../../shared/core/mechanics/wounds';
import { RIFLE } from '../../../core/mechanics/fixtures';
import { countingOdds } from '../../../core/combat/forecast-agreement';
import { base, fight, fs31Rules, pools, seeded } from './helpers';

const P = pools({ Reflexes: 5, Firearms: 6, Toughness: 4, 'First Aid': 3 });

describe("FS3.1: the forecast's tables shared among states the odds read alike", () => {
  it('eight shooters at one target, before and after initiative', () => {
    const f = fight();
    f.send({
      type: 'combatant.add',
      combatants: [
        { ...base, id: 'lone', name: 'Lone', kind: 'npc', team: 1, pools: P, weapon: RIFLE, wounds: [createWound({ location: 'Chest', severity: 'light', type: 'wound', source: 'x' })] },
        ...Array.from({ length: 8 }, (_, i) => ({ ...base, id: `s${i}`, name: `S${i}`, kind: 'npc' as const, team: 2, pools: P, weapon: RIFLE })),
      ],
    });
    f.send({ type: 'combat.start' });
    f.send({
      type: 'action.declare',
      declarations: [{ combatantId: 'lone', action: { kind: 'attack', target: 's0' } }, ...Array.from({ length: 8 }, (_, i) => ({ combatantId: `s${i}`, action: { kind: 'attack' as const, target: 'lone' } }))],
    });
    for (const roll of [false, true]) {
      if (roll) f.send({ type: 'initiative.roll' }, seeded('initiative'));
      const shared = countingOdds(fs31Rules(), true);
      const own = countingOdds(fs31Rules(), false);
      const a = tableForecast(shared.rules, f.ctx(), 4_000, 'seed');
      expect(a).not.toBeNull();
      expect(a).toEqual(tableForecast(own.rules, f.ctx(), 4_000, 'seed'));
      expect(a!.outcomes.find((o) => o.id === 'lone')!.pHit).toBeGreaterThan(0.5);
      // FS3.1's modifier sums every wound (two Moderate: −40), so fewer states read alike than in
      // FS3.2 (where the modifier is capped): half the odds here, against a quarter there.
      expect(shared.asked()).toBeLessThan(own.asked() * 0.6);
    }
  });
});
