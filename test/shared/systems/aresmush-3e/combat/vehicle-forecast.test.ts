// Issue 41: Third Edition attacks on people aboard a vehicle in the turn forecast (AresMUSH hits
// the vehicle through them, §C.18): exact when independent, sampled from exact odds otherwise,
// both within the precision of 100,000 fully played turns (the vehicle, its pilot and passenger
// through crew hits and the vehicle's wounds in their rolls), and one shooter against one piloted
// Viper worked by hand to 1e-9.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../../shared/core/combat/commands';
import { forecastTurn, quickForecast } from '../../../../../shared/core/combat/forecast';
import { createCombatMachine } from '../../../../../shared/core/combat/machine';
import { planCommand } from '../../../../../shared/core/combat/plan';
import { COMBAT_RESOLUTION_REVISION } from '../../../../../shared/core/combat/version';
import { createSeededRng } from '../../../../../shared/core/dice/rng';
import { createWound } from '../../../../../shared/core/mechanics/wounds';
import { WeaponSchema } from '../../../../../shared/domain/gear';
import { ares3eCombatVehicle } from '../../../../../shared/systems/aresmush-3e/combat/config-vehicles';
import { knockoutChance, successDist } from '../../../../../shared/systems/aresmush-3e/combat/odds';
import { expectTablesAgree } from '../../../core/combat/forecast-agreement';
import { base, poolsOf, RULES } from './forecast-fixtures';
import { defaultConfig } from './helpers';

// The game's own numbers (pen 9, lethality 0) come from its file by the name.
const TALONS = WeaponSchema.parse({ name: 'Talons', type: 'ranged', attackSkill: 'Gunnery', defenseRating: 3, penetration: 9 });

/** A started fight of `people`, a Viper from the game's file flown by `pilot` with `passengers`, then `declarations`. */
function fight(people: readonly object[], pilot: string, passengers: readonly string[], declarations: readonly object[]) {
  return driverOf(people, pilot, passengers, declarations).ctx();
}

function driverOf(people: readonly object[], pilot: string, passengers: readonly string[], declarations: readonly object[]) {
  const actor = createActor(createCombatMachine(RULES), { input: { combatId: 'veh3e', abilities: { initiative: 'Alertness', toughness: 'Composure', firstAid: 'Medicine' }, resolutionRevision: COMBAT_RESOLUTION_REVISION } }).start();
  const rng = createSeededRng('veh3e');
  const send = (input: CombatCommandInput) => {
    const plan = planCommand(RULES, actor.getSnapshot(), CombatCommandSchema.parse(input), rng);
    if (!plan.ok) throw new Error(plan.reason);
    actor.send(plan.event);
  };
  const viper = ares3eCombatVehicle(defaultConfig(), 'Viper')!;
  send({ type: 'combatant.add', combatants: people as never });
  send({ type: 'vehicle.add', vehicle: { id: 'v1', name: 'Viper', ...viper } });
  send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: pilot, role: 'pilot' });
  for (const p of passengers) send({ type: 'vehicle.board', vehicleId: 'v1', combatantId: p, role: 'passenger' });
  send({ type: 'combat.start' });
  send({ type: 'action.declare', declarations: declarations as never });
  return { send, ctx: () => actor.getSnapshot().context };
}

/**
 * Ann and Cal attack the Viper's passenger (the pilot defends, the Viper takes it), its pilot
 * shoots Ann and its passenger Cal, Bob and a goon on foot trade shots: the Viper's wounds reach
 * its people's later rolls, crew hits their knockouts.
 */
function dogfightDriver() {
  const gunner = poolsOf({ Gunnery: 7, Alertness: 3, Composure: 4 });
  const people = [
    { ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, weapon: TALONS, pools: gunner },
    { ...base, id: 'cal', name: 'Cal', kind: 'pc', team: 1, weapon: TALONS, pools: gunner },
    { ...base, id: 'bob', name: 'Bob', kind: 'pc', team: 1 },
    { ...base, id: 'p', name: 'Pip', kind: 'npc', team: 2 },
    { ...base, id: 'q', name: 'Quill', kind: 'pc', team: 2, wounds: [impaired], pools: poolsOf({ Firearms: 5, Alertness: 3, Composure: 4 }) },
    { ...base, id: 'g', name: 'Goon', kind: 'npc', team: 2 },
  ];
  return driverOf(people, 'p', ['q'], [
    { combatantId: 'ann', action: { kind: 'attack', target: 'q' } },
    { combatantId: 'cal', action: { kind: 'attack', target: 'p' } },
    { combatantId: 'bob', action: { kind: 'attack', target: 'g' } },
    { combatantId: 'p', action: { kind: 'attack', target: 'ann' } },
    { combatantId: 'q', action: { kind: 'attack', target: 'cal' } },
    { combatantId: 'g', action: { kind: 'attack', target: 'bob' } },
  ]);
}

const dogfight = () => dogfightDriver().ctx();

const impaired = createWound({ location: 'Chest', severity: 'serious', type: 'wound', source: 'x' });

describe('Third Edition attacks on people aboard a vehicle in the forecast', () => {
  it('exact when independent, within the precision of 100,000 fully played turns (the vehicle, its pilot and passenger)', { timeout: 120_000 }, () => {
    const people = [
      { ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, weapon: TALONS, pools: poolsOf({ Gunnery: 7, Alertness: 3, Composure: 4 }) },
      { ...base, id: 'bob', name: 'Bob', kind: 'pc', team: 1 },
      { ...base, id: 'p', name: 'Pip', kind: 'npc', team: 2 },
      { ...base, id: 'q', name: 'Quill', kind: 'pc', team: 2, wounds: [impaired], pools: poolsOf({ Firearms: 5, Alertness: 3, Composure: 4 }) },
      { ...base, id: 'g', name: 'Goon', kind: 'npc', team: 2 },
    ];
    // Ann shoots the passenger (the pilot defends, the Viper takes it); Bob shoots a goon on foot.
    const ctx = fight(people, 'p', ['q'], [
      { combatantId: 'ann', action: { kind: 'attack', target: 'q' } },
      { combatantId: 'bob', action: { kind: 'attack', target: 'g' } },
      ...['p', 'q', 'g'].map((id) => ({ combatantId: id, action: { kind: 'pass' } })),
    ]);
    const exact = forecastTurn(RULES, ctx);
    expect(exact.method).toBe('exact');
    const full = forecastTurn(RULES, ctx, { simulate: true, turns: 100_000, seed: 'reference' });
    expect(full.engine).toBe('full');
    // Each chance within 3.29 σ of the reference's spread: a dozen at once hold at better than 98%.
    const bound = (full.precision * 3.29) / 1.96;
    const rows = [...exact.combatants.map((e, i) => [e, full.combatants[i]!] as const), ...exact.vehicles!.map((e) => [e, full.vehicles!.find((v) => v.id === e.id)!] as const)];
    expect(rows).toHaveLength(6);
    for (const [e, r] of rows) {
      expect(e.id).toBe(r.id);
      expect(Math.abs(e.pHit - r.pHit), `${e.id} pHit`).toBeLessThanOrEqual(bound);
      expect(Math.abs(e.pSerious! - r.pSerious!), `${e.id} pSerious`).toBeLessThanOrEqual(bound);
      expect(Math.abs(e.pOut! - r.pOut!), `${e.id} pOut`).toBeLessThanOrEqual(bound);
    }
    const v = exact.vehicles!.find((x) => x.id === 'v1')!;
    expect(v.pHit).toBeGreaterThan(0.2);
    expect(v.pOut).toBe(0);
    // The passenger is hurt by crew hits only; the pilot's knockout roll counts the Viper's wounds.
    expect(exact.combatants.find((c) => c.id === 'q')!.pHit).toBeGreaterThan(0.01);
    expect(exact.combatants.find((c) => c.id === 'p')!.pOut).toBeGreaterThan(0.01);
  });

  it('not independent (two attacks on the Viper, its pilot and passenger shooting back): sampled, agreeing with 100,000 fully played turns', { timeout: 180_000 }, () => {
    const ctx = dogfight();
    const fast = expectTablesAgree(RULES, ctx);
    expect(fast.vehicles!.find((v) => v.id === 'v1')!.pHit).toBeGreaterThan(0.3);
    expect(fast.combatants.find((c) => c.id === 'q')!.pHit).toBeGreaterThan(0.01);
  });

  it('after initiative, one attack resolved: sampled, agreeing with 100,000 fully played turns', { timeout: 180_000 }, () => {
    const d = dogfightDriver();
    d.send({ type: 'initiative.roll' });
    d.send({ type: 'action.resolveNext' });
    expectTablesAgree(RULES, d.ctx());
  });

  it('the same fight and seed sample the same numbers; a mount in the fight leaves it to the full turn', () => {
    const ctx = dogfight();
    expect(quickForecast(RULES, ctx, { seed: 's', turns: 2000 })).toEqual(quickForecast(RULES, ctx, { seed: 's', turns: 2000 }));
    expect(quickForecast(RULES, { ...ctx, combatants: ctx.combatants.map((c) => (c.id === 'bob' ? { ...c, mount: 'Horse' } : c)) })).toBeNull();
  });

  it('one shooter against a piloted Viper: exact, and as worked by hand to 1e-9', () => {
    const people = [
      { ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, weapon: TALONS, pools: poolsOf({ Gunnery: 6, Alertness: 3, Composure: 4 }) },
      { ...base, id: 'p', name: 'Pip', kind: 'pc', team: 2, pools: poolsOf({ Piloting: 3, Alertness: 3, Composure: 4 }) },
    ];
    const ctx = fight(people, 'p', [], [{ combatantId: 'ann', action: { kind: 'attack', target: 'p' } }, { combatantId: 'p', action: { kind: 'pass' } }]);
    const f = forecastTurn(RULES, ctx);
    expect(f.method).toBe('exact');
    const hand = byHand();
    const v = f.vehicles!.find((x) => x.id === 'v1')!;
    expect(Math.abs(v.pHit - hand.vHit)).toBeLessThan(1e-9);
    expect(Math.abs(v.pSerious! - hand.vSerious)).toBeLessThan(1e-9);
    expect(v.pOut).toBe(0);
    const p = f.combatants.find((c) => c.id === 'p')!;
    expect(Math.abs(p.pHit - hand.pHit)).toBeLessThan(1e-9);
    expect(Math.abs(p.pSerious! - hand.pSerious)).toBeLessThan(1e-9);
    expect(Math.abs(p.pOut! - hand.pOut)).toBeLessThan(1e-9);
    expect(p.pHit).toBeGreaterThan(0);
    expect(p.pOut).toBeGreaterThan(0.01);
    expect(f.combatants.find((c) => c.id === 'ann')).toEqual({ id: 'ann', pHit: 0, pSerious: 0, pOut: 0, koRisk: 0 });
  });
});

/** The reference's lists and numbers (§C.8, §C.9, §C.11, §D.2, §E). */
const BODY = ['Controls', 'Tail', 'Weapon', 'Wing', 'Wing', 'Cockpit', 'Nose', 'Body', 'Body', 'Body'];
const FIGHTER_CLASS: Record<string, number> = { Body: 0, Engine: 0, Cockpit: 30, Controls: 30 };
const VIPER_ARMOR: Record<string, number> = { Body: 8, Engine: 8, Tail: 8, Wing: 8, Weapon: 7, Nose: 8, Cockpit: 6, Controls: 7 };
const CHEST = ['Left Leg', 'Right Leg', 'Left Arm', 'Right Arm', 'Abdomen', 'Abdomen', 'Head', 'Chest', 'Chest', 'Chest'];
const HUMAN_CLASS: Record<string, number> = { Chest: 0, Abdomen: 0, Head: 30, Neck: 30, Groin: 30 };
const MOD = [0.25, 2, 7];

/** §C.11 rand(100) + offset → 0 graze, 1 FLESH, 2 IMPAIR, 3 INCAP (thresholds 20, 70, 95). */
function levels(offset: number): number[] {
  const out = [0, 0, 0, 0];
  for (let r = 0; r < 100; r++) {
    const t = r + offset;
    out[t < 20 ? 0 : t < 70 ? 1 : t < 95 ? 2 : 3]! += 1 / 100;
  }
  return out;
}

/** §C.9 d8 + net + pen − protect → the reduction's chances (100: stopped). */
function reductions(d: number): Map<number, number> {
  const out = new Map<number, number>();
  const add = (x: number, p: number) => out.set(x, (out.get(x) ?? 0) + p);
  for (let die = 1; die <= 8; die++) {
    const r = die + d;
    if (r >= 8) add(0, 1 / 8);
    else if (r >= 6) for (let x = 0; x < 25; x++) add(x, 1 / 200);
    else if (r >= 4) for (let x = 25; x < 50; x++) add(x, 1 / 200);
    else if (r >= 2) for (let x = 50; x < 100; x++) add(x, 1 / 400);
    else add(100, 1 / 8);
  }
  return out;
}

/**
 * By hand: Gunnery 6 against Piloting 3 + the Viper's dodge 1 (success levels as §A.1 rolls them);
 * a hit at net n reads the Fighter chart's Body list at rand(10) + n (the last entry at most), the
 * Viper's armor against the Talons' pen 9, damage rand(100) + class + (n − 1)·5 (0–25) − armor.
 * A wound on the Cockpit gives the pilot rand(3) (IMPAIR) or rand(5) (INCAP) Shrapnel hits
 * (Humanoid chest list, no armor, lethality 0). Pip's knockout: only with wounds at −1 or worse,
 * Composure 4 + 2 × (the Viper's and his own) + 1 (a PC) + the Viper's toughness 0 dice.
 */
function byHand() {
  // A Shrapnel hit's level: nothing (graze), FLESH, IMPAIR, INCAP.
  const shrapnel = [0, 0, 0, 0];
  for (const loc of CHEST) levels(HUMAN_CLASS[loc] ?? -30).forEach((p, i) => (shrapnel[i]! += p / 10));
  let vHit = 0;
  let vSerious = 0;
  let pHit = 0;
  let pSerious = 0;
  let pOut = 0;
  const ko = (mods: number[]) => {
    const total = mods.reduce((s, m) => s + m, 0);
    return total < 1 ? 0 : knockoutChance(4 - 2 * Math.round(total * 100) / 100 + 1);
  };
  for (const [a, pa] of successDist(6)) {
    if (a <= 0) continue;
    for (const [d, pd] of successDist(4)) {
      const net = a - d;
      if (net < 0) continue;
      for (let r = 0; r < 10; r++) {
        const loc = BODY[Math.min(9, r + net)]!;
        for (const [red, pRed] of reductions(net + 9 - VIPER_ARMOR[loc]!)) {
          if (red >= 100) continue;
          levels((FIGHTER_CLASS[loc] ?? -30) + Math.min(25, Math.max(0, (net - 1) * 5)) - red).forEach((pl, level) => {
            const p = (pa * pd * pRed * pl) / 10;
            if (level === 0) return;
            vHit += p;
            if (level >= 2) vSerious += p;
            const sides = loc === 'Cockpit' ? [1, 3, 5][level - 1]! : 1;
            for (let n = 0; n < sides; n++) {
              // Every sequence of n Shrapnel hits.
              const walk = (left: number, q: number, mine: number[]) => {
                if (left === 0) {
                  const w = (p / sides) * q;
                  if (mine.length) pHit += w;
                  if (mine.some((m) => m >= 2)) pSerious += w;
                  pOut += w * ko([MOD[level - 1]!, ...mine.map((m) => MOD[m - 1]!)]);
                  return;
                }
                shrapnel.forEach((s, m) => s > 0 && walk(left - 1, q * s, m === 0 ? mine : [...mine, m]));
              };
              walk(n, 1, []);
            }
          });
        }
      }
    }
  }
  return { vHit, vSerious, pHit, pSerious, pOut };
}
