// Issue 41: shots at vehicles, and by or at the people aboard, on the forecast's fast path in
// FS3.1: the tables agree with 100,000 fully played turns (people and vehicles), and one shooter
// against one vehicle matches the odds worked by hand to 1e-9.
import { describe, expect, it } from 'vitest';
import { forecastTurn } from '../../../../../shared/core/combat/forecast';
import { tableOutcomes } from '../../../../../shared/core/combat/forecast-table';
import { VIPER_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { createWound } from '../../../../../shared/core/mechanics/wounds';
import { ArmorSchema, VehicleSchema } from '../../../../../shared/domain/gear';
import { resultOnRow } from '../../../../../shared/systems/fs3.1/dice';
import { expectTablesAgree, startDogfight } from '../../../core/combat/forecast-agreement';
import { PISTOL, RIFLE } from '../../../core/mechanics/fixtures';
import { base, fight, pools, seeded } from './helpers';

const P = pools({ Reflexes: 5, Firearms: 6, Toughness: 4 });
const HULL = ArmorSchema.parse({ name: 'Hull', class: 'vehicle', protection: 3, locations: ['Body', 'Engine'] });

function viper(id: string, armored: boolean) {
  const definition = VehicleSchema.parse({ name: 'Viper', pilotingSkill: 'Viper Piloting', toughness: 6, hitChart: 'Viper', dodgeBonus: 15, armor: armored ? 'Hull' : null });
  return { id, name: `Viper ${id}`, definition, chart: VIPER_HIT_CHART, ...(armored ? { armor: HULL } : {}) };
}

/** a and c shoot the Viper (pilot p, passenger q), p shoots a back, d shoots q, q shoots c: crew hits and the pilot's wounds reach later shots. */
function dogfight() {
  const f = fight();
  const light = createWound({ location: 'Chest', severity: 'light', type: 'wound', source: 'x' });
  const moderate = createWound({ location: 'Chest', severity: 'moderate', type: 'wound', source: 'x' });
  f.send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'a', name: 'A', kind: 'pc', team: 1, pools: P, weapon: RIFLE },
      { ...base, id: 'c', name: 'C', kind: 'pc', team: 1, pools: P, weapon: RIFLE, wounds: [light] },
      { ...base, id: 'd', name: 'D', kind: 'npc', team: 1, pools: P, weapon: PISTOL },
      { ...base, id: 'p', name: 'P', kind: 'npc', team: 2, pools: P, weapon: PISTOL, wounds: [moderate] },
      { ...base, id: 'q', name: 'Q', kind: 'npc', team: 2, pools: P, weapon: PISTOL },
    ],
  });
  startDogfight((input) => f.send(input), viper('v1', true));
  return f;
}

describe('FS3.1 shots at and from vehicles on the forecast fast path', () => {
  it('before initiative agrees with 100,000 fully played turns (vehicle armor, crew hits, the pilot dodging)', () => {
    const f = dogfight();
    const fast = expectTablesAgree(f.rules, f.ctx());
    expect(fast.vehicles!.find((v) => v.id === 'v1')!.pHit).toBeGreaterThan(0.2);
    expect(fast.vehicles!.find((v) => v.id === 'v1')!.pOut).toBeGreaterThan(0.02);
  }, 120_000);

  it('after initiative, one shot taken, agrees with 100,000 fully played turns', () => {
    const f = dogfight();
    f.send({ type: 'initiative.roll' }, seeded('init'));
    f.send({ type: 'action.resolveNext' }, seeded('first'));
    expectTablesAgree(f.rules, f.ctx());
  }, 120_000);

  it('the same fight and seed forecast the same numbers', () => {
    const f = dogfight();
    expect(tableOutcomes(f.rules, f.ctx(), 2000, 's')).toEqual(tableOutcomes(f.rules, f.ctx(), 2000, 's'));
  });

  it('one shooter against a piloted, unarmored Viper: exact, and as worked by hand to 1e-9', () => {
    const f = fight();
    f.send({
      type: 'combatant.add',
      combatants: [
        { ...base, id: 'a', name: 'A', kind: 'pc', team: 1, pools: P, weapon: PISTOL },
        { ...base, id: 'p', name: 'P', kind: 'npc', team: 2, pools: P, weapon: PISTOL },
      ],
    });
    f.send({ type: 'vehicle.add', vehicle: viper('v1', false) });
    f.send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: 'p', role: 'pilot' });
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'attack', target: 'v1' } }, { combatantId: 'p', action: { kind: 'pass' } }] });
    const forecast = forecastTurn(f.rules, f.ctx());
    expect(forecast.method).toBe('exact');
    const hand = byHand();
    const v = forecast.vehicles!.find((x) => x.id === 'v1')!;
    expect(Math.abs(v.pHit - hand.pWounded)).toBeLessThan(1e-9);
    expect(Math.abs(v.pSerious! - hand.sev.serious - hand.sev.critical)).toBeLessThan(1e-9);
    expect(Math.abs(v.pOut! - hand.vehicleOut)).toBeLessThan(1e-9);
    expect(v.pOut).toBeGreaterThan(0.01);
    const p = forecast.combatants.find((c) => c.id === 'p')!;
    expect(Math.abs(p.pHit - hand.pCrew)).toBeLessThan(1e-9);
    expect(p.pHit).toBeGreaterThan(0);
    expect(forecast.combatants.find((c) => c.id === 'a')).toEqual({ id: 'a', pHit: 0, pSerious: 0, pOut: 0, koRisk: 0 });
  });
});

const SEV = ['light', 'moderate', 'serious', 'critical'] as const;

/** P(each Roll Result −2..+3) of a d100 plus `modifier` on `row` (seed 002's table). */
function results(row: number, modifier: number): Map<number, number> {
  const out = new Map<number, number>();
  for (let d = 1; d <= 100; d++) {
    const r = resultOnRow(row, d + modifier);
    out.set(r, (out.get(r) ?? 0) + 1 / 100);
  }
  return out;
}

/**
 * By hand: Firearms 6 (row 6, the pistol adds nothing) against the pistol's raw defense 3 (row 3)
 * plus the Viper's dodge 15; a Roll Result under 1 misses, under the defense's is dodged. A hit
 * reads the Viper's Body row at 2d8 + the difference (clamped to the row); Vital +15, Critical +30;
 * d100 + that: 40 or less Light, 80 Moderate, 105 Serious, above Critical. The Viper's knockout:
 * d100 + 5 (toughness 6) below its wound (5, 20, 50, 80). The pilot (no armor: every crew hit
 * wounds, and at least one comes) is hurt when a d100 falls below 2, 10, 25, 50 by severity.
 */
function byHand() {
  const row = VIPER_HIT_CHART.targets.Body!;
  const mark = (loc: string) => VIPER_HIT_CHART.locations.find((l) => l.name === loc)!.mark;
  const sev = { light: 0, moderate: 0, serious: 0, critical: 0 };
  for (const [a, pa] of results(6, 0)) {
    if (a < 1) continue;
    for (const [d, pd] of results(3, 15)) {
      if (a < d) continue;
      for (let x = 1; x <= 8; x++) {
        for (let y = 1; y <= 8; y++) {
          const loc = row[Math.min(row.length, Math.max(1, x + y + a - d)) - 1]!;
          const m = mark(loc) === 'vital' ? 15 : mark(loc) === 'critical' ? 30 : 0;
          const upTo = (limit: number) => Math.min(100, Math.max(0, limit - m)) / 100;
          const p = { light: upTo(40), moderate: upTo(80) - upTo(40), serious: upTo(105) - upTo(80), critical: 1 - upTo(105) };
          for (const s of SEV) sev[s] += ((pa * pd) / 64) * p[s];
        }
      }
    }
  }
  const wound = { light: 5, moderate: 20, serious: 50, critical: 80 };
  const chance = { light: 2, moderate: 10, serious: 25, critical: 50 };
  let vehicleOut = 0;
  let pCrew = 0;
  for (const s of SEV) {
    vehicleOut += (sev[s] * Math.max(0, Math.min(100, wound[s] - 6))) / 100;
    pCrew += (sev[s] * (chance[s] - 1)) / 100;
  }
  return { sev, pWounded: sev.light + sev.moderate + sev.serious + sev.critical, vehicleOut, pCrew };
}
