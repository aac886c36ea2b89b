// Issue 38: the forecast's outcome tables are shared among states the odds read alike (FS3.2:
// wounds with the same wound modifier, `oddsWounds`). A late turn's lone survivor, shot at by
// everyone left, took 63,000 tables and 9 s; the numbers must not change by a bit.
import { describe, expect, it } from 'vitest';
import type { CombatContext } from '../../../../shared/core/combat/context';
import { tableForecast } from '../../../../shared/core/combat/forecast-table';
import { createWound } from '../../../../shared/core/mechanics/wounds';
import { countingOdds as counted } from './forecast-agreement';
import { Driver, RULES, spec } from './fixtures';

const wound = (severity: 'light' | 'moderate') => createWound({ location: 'Chest', severity, type: 'wound', source: 'x' });

/** `shooters` hurt NPCs of team 2 all shooting `lone` (team 1), who shoots the first of them. */
function lastStand(shooters: number, roll: boolean): CombatContext {
  const d = new Driver(`last-stand-${shooters}`).add(
    spec('lone', 1, { wounds: [wound('light')] }),
    ...Array.from({ length: shooters }, (_, i) => spec(`s${i}`, 2, { wounds: i % 3 === 0 ? [wound('moderate')] : [] })),
  );
  d.send({ type: 'combat.start' });
  d.send({
    type: 'action.declare',
    declarations: [
      { combatantId: 'lone', action: { kind: 'attack', target: 's0' } },
      ...Array.from({ length: shooters }, (_, i) => ({ combatantId: `s${i}`, action: { kind: 'attack' as const, target: 'lone' } })),
    ],
  });
  if (roll) d.send({ type: 'initiative.roll' });
  return d.snapshot.context;
}

describe("the forecast's tables are shared among states the odds read alike", () => {
  it.each([
    ['before initiative', false],
    ['after initiative', true],
  ])('%s: the same numbers, bit for bit, from far fewer odds', (_, roll) => {
    const ctx = lastStand(8, roll);
    const shared = counted(RULES, true);
    const own = counted(RULES, false);
    const a = tableForecast(shared.rules, ctx, 4_000, 'seed');
    const b = tableForecast(own.rules, ctx, 4_000, 'seed');
    expect(a).not.toBeNull();
    expect(a).toEqual(b);
    // The lone survivor's pHit comes from 8 shots; it must be a real forecast, not all zero.
    expect(a!.outcomes.find((o) => o.id === 'lone')!.pHit).toBeGreaterThan(0.5);
    expect(shared.asked() * 4).toBeLessThan(own.asked());
  });

  it('twenty shooters at one target: a few thousand odds, not tens of thousands', () => {
    const shared = counted(RULES, true);
    const f = tableForecast(shared.rules, lastStand(20, true), 10_000, 'seed');
    expect(f).not.toBeNull();
    expect(shared.asked()).toBeLessThan(5_000);
  });
});
