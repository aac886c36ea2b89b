// Issue 41: shots at vehicles, and by or at the people aboard, on the forecast's fast path in
// FS3.2: the tables agree with 100,000 fully played turns (people and vehicles), and one shooter
// against one vehicle matches the odds worked by hand to 1e-9.
import { describe, expect, it } from 'vitest';
import type { CombatContext } from '../../../../../shared/core/combat/context';
import { forecastTurn } from '../../../../../shared/core/combat/forecast';
import { tableOutcomes } from '../../../../../shared/core/combat/forecast-table';
import { VIPER_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { COMBAT_RESOLUTION_REVISION } from '../../../../../shared/core/combat/version';
import { ArmorSchema } from '../../../../../shared/domain/gear';
import { fs32OddsMany } from '../../../../../shared/systems/fs3.2/combat/declaration-odds';
import { vehicleToughnessPool } from '../../../../../shared/core/mechanics/knockout';
import { expectTablesAgree, startDogfight } from '../../../core/combat/forecast-agreement';
import { Driver, PISTOL, RULES, spec } from '../../../core/combat/fixtures';

const HULL = ArmorSchema.parse({ name: 'Hull', class: 'vehicle', protection: 3, locations: ['Body', 'Engine'] });
const wound = (severity: 'light' | 'moderate' | 'serious' | 'critical') => ({ location: 'Chest', severity, initialSeverity: severity, type: 'wound' as const, source: 'x', vehicle: false, healingPoints: 0, healingStarted: false, firstAid: 'none' as const, movedFrom: null });

function viper(id: string, armored: boolean) {
  return {
    id,
    name: `Viper ${id}`,
    definition: { name: 'Viper', pilotingSkill: 'Pilot', toughness: 4, armor: armored ? 'Hull' : null, hitChart: VIPER_HIT_CHART.name, weapons: [], dodgeBonus: 2, crewLocations: ['Cockpit'] },
    chart: VIPER_HIT_CHART,
    armor: armored ? HULL : null,
  };
}

/**
 * a and c shoot the Viper (pilot p, passenger q), p shoots a back from the cockpit, d shoots q
 * through the hull, q shoots c: crew hits and the pilot's wounds reach later shots.
 */
function dogfight(revision: number | undefined): Driver {
  const d = new Driver('dogfight', undefined, revision === undefined ? {} : { resolutionRevision: revision });
  d.add(spec('a', 1, { kind: 'pc' }), spec('c', 1, { kind: 'pc', wounds: [wound('light')] }), spec('d', 1), spec('p', 2, { wounds: [wound('moderate')] }), spec('q', 2));
  startDogfight((input) => d.send(input), viper('v1', true));
  return d;
}

function agrees(ctx: CombatContext): void {
  const fast = expectTablesAgree(RULES, ctx);
  expect(fast.vehicles!.find((v) => v.id === 'v1')!.pHit).toBeGreaterThan(0.2);
  expect(fast.combatants.find((c) => c.id === 'q')!.pHit).toBeGreaterThan(0.05);
}

describe('FS3.2 shots at and from vehicles on the forecast fast path', () => {
  it('before initiative agrees with 100,000 fully played turns (vehicle armor around those aboard)', () => {
    agrees(dogfight(COMBAT_RESOLUTION_REVISION).snapshot.context);
  }, 120_000);

  it('after initiative, one shot taken, agrees with 100,000 fully played turns (a fight from before the vehicle shield)', () => {
    const d = dogfight(undefined);
    d.send({ type: 'initiative.roll' });
    d.send({ type: 'action.resolveNext' });
    agrees(d.snapshot.context);
  }, 120_000);

  it('the same fight and seed forecast the same numbers', () => {
    const ctx = dogfight(COMBAT_RESOLUTION_REVISION).snapshot.context;
    expect(tableOutcomes(RULES, ctx, 2000, 's')).toEqual(tableOutcomes(RULES, ctx, 2000, 's'));
  });

  it('one shooter against a piloted, unarmored Viper: exact, and as worked by hand to 1e-9', () => {
    const d = new Driver('one', undefined, { resolutionRevision: COMBAT_RESOLUTION_REVISION });
    d.add(spec('a', 1), spec('p', 2));
    d.send({ type: 'vehicle.add', vehicle: viper('v1', false) });
    d.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'p', role: 'pilot' });
    d.send({ type: 'combat.start' });
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'attack', target: 'v1' } }, { combatantId: 'p', action: { kind: 'pass' } }] });
    const ctx = d.snapshot.context;
    const f = forecastTurn(RULES, ctx);
    expect(f.method).toBe('exact');
    const dice = fs32OddsMany(RULES, ctx, [{ attackerId: 'a', targetId: 'v1', luck: null }])[0]!;
    const hand = byHand(dice.attackDice, dice.defenseDice);
    const v = f.vehicles!.find((x) => x.id === 'v1')!;
    expect(Math.abs(v.pHit - hand.pWounded)).toBeLessThan(1e-9);
    expect(Math.abs(v.pSerious! - (hand.sev.serious + hand.sev.critical))).toBeLessThan(1e-9);
    // The Viper's knockout: toughness less the one wound's modifier, rolled when that reaches the threshold.
    const toughness = vehicleToughnessPool(RULES, ctx.gear.vehicles.Viper!).diceRolled;
    let out = 0;
    for (const s of SEV) {
      const mod = Math.floor(RULES.woundModifiers[s] + 1e-9);
      if (mod >= RULES.knockoutThreshold) out += hand.sev[s] * noHit(toughness - mod);
    }
    expect(Math.abs(v.pOut! - out)).toBeLessThan(1e-9);
    // The pilot (no armor: every crew hit wounds) is hurt when the percentile falls within the chance.
    const p = f.combatants.find((c) => c.id === 'p')!;
    expect(Math.abs(p.pHit - hand.pCrew)).toBeLessThan(1e-9);
    expect(p.pHit).toBeGreaterThan(0);
    expect(f.combatants.find((c) => c.id === 'a')).toEqual({ id: 'a', pHit: 0, pSerious: 0, pOut: 0, koRisk: 0 });
  });
});

const SEV = ['light', 'moderate', 'serious', 'critical'] as const;
const noHit = (n: number) => 0.75 ** Math.max(0, n);
const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
/** P(k hits on n d8), 7 and 8 hitting (seed 004). */
const hits = (n: number, k: number) => choose(n, k) * 0.25 ** k * 0.75 ** (n - k);

/**
 * By hand: attack against defense dice; a hit with net hits n reads the Viper's Body row at 2d8 + n
 * (clamped to the row); a vital place adds 15, a critical one 30, the pistol its lethality; then
 * d100 + that against the bands 40 / 80 / 99. Crew hits on the pilot: 1, 5, 10, 50 percent by
 * severity on the Body (the main body), five times that (at most 90) in the Cockpit (a crew place).
 */
function byHand(attackDice: number, defenseDice: number) {
  const row = VIPER_HIT_CHART.targets.Body!;
  const mark = (loc: string) => VIPER_HIT_CHART.locations.find((l) => l.name === loc)!.mark;
  const sev = { light: 0, moderate: 0, serious: 0, critical: 0 };
  let pCrew = 0;
  const chance = { light: 1, moderate: 5, serious: 10, critical: 50 };
  for (let a = 1; a <= attackDice; a++) {
    for (let dd = 0; dd <= Math.min(a, defenseDice); dd++) {
      const pNet = hits(attackDice, a) * hits(defenseDice, dd);
      for (let x = 1; x <= 8; x++) {
        for (let y = 1; y <= 8; y++) {
          const loc = row[Math.min(row.length, Math.max(1, x + y + a - dd)) - 1]!;
          const m = (mark(loc) === 'vital' ? 15 : mark(loc) === 'critical' ? 30 : 0) + PISTOL.lethality;
          const band = (limit: number) => Math.min(100, Math.max(0, limit - m)) / 100;
          const p = { light: band(40), moderate: band(80) - band(40), serious: band(99) - band(80), critical: 1 - band(99) };
          for (const s of SEV) {
            const w = (pNet / 64) * p[s];
            sev[s] += w;
            const zone = loc === 'Cockpit' ? Math.min(90, chance[s] * 5) : loc === 'Body' ? chance[s] : 0;
            pCrew += (w * zone) / 100;
          }
        }
      }
    }
  }
  return { sev, pWounded: sev.light + sev.moderate + sev.serious + sev.critical, pCrew };
}
