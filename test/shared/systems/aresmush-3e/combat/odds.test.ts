import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../../../shared/core/dice/rng';
import {
  armorBands, armorDist, attackOdds, attackTarget, chartOf, knockoutChance, knockoutOdds, locationDist, makeKoRoll, marginOdds, setWeapon,
  severityDist, successDist, type A3Battle, type A3Fighter,
} from '../../../../../shared/systems/aresmush-3e/combat';
import { newWound } from '../../../../../shared/systems/aresmush-3e/combat/wounds';
import { battle, defaultCombat, equip, npc, pc } from './helpers';

const N = 200_000;

describe('exact odds against the reference tables', () => {
  it('§A.1 success levels sum to 1; a die succeeds 3/8 of the time; botch = more 1s than half', () => {
    for (const n of [1, 2, 5, 12, 30]) expect([...successDist(n).values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(successDist(1).get(1)).toBeCloseTo(3 / 8, 12);
    expect(successDist(1).get(-1)).toBeCloseTo(1 / 8, 12);
    expect(successDist(2).get(-1)).toBeCloseTo(1 / 64, 12);
    expect(successDist(31)).toEqual(new Map([[15, 1]]));
    expect(knockoutChance(1)).toBeCloseTo(5 / 8, 12);
  });
  it('§C.9 armor bands by d = net + pen − prot, as the reference table', () => {
    expect(armorBands(0, 4, 4)).toEqual({ stopped: 1 / 8, heavy: 2 / 8, medium: 2 / 8, light: 2 / 8, none: 1 / 8 });
    expect(armorBands(0, 0, 6)).toEqual({ stopped: 7 / 8, heavy: 1 / 8, medium: 0, light: 0, none: 0 });
    expect(armorBands(4, 0, 0)).toEqual({ stopped: 0, heavy: 0, medium: 1 / 8, light: 2 / 8, none: 5 / 8 });
    expect([...armorDist(0, 4, 4).values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(armorDist(0, 4, undefined)).toEqual(new Map([[0, 1]]));
  });
  it('§C.11 a Vital hit at lethality 0 is GRAZE 20 / FLESH 50 / IMPAIR 25 / INCAP 5; Critical 0 / 40 / 25 / 35', () => {
    const cfg = defaultCombat();
    const vital = severityDist(cfg, 0);
    expect([vital.get('GRAZE'), vital.get('FLESH'), vital.get('IMPAIR'), vital.get('INCAP')]).toEqual([0.2, 0.5, 0.25, 0.05]);
    const crit = severityDist(cfg, 30);
    expect(crit.get('GRAZE') ?? 0).toBe(0);
    expect([crit.get('FLESH'), crit.get('IMPAIR'), crit.get('INCAP')]).toEqual([0.4, 0.25, 0.35]);
  });
  it('§C.8 P(index k) = 1/10 for k in [net, 8] and (net+1)/10 for index 9; called net ≥ 3 is exact', () => {
    const target = chartOf(defaultCombat(), 'Target')!;
    const d = locationDist(target, 2, null);
    expect(d.get('Bullseye')).toBeCloseTo(0.3, 12);
    expect(d.get('Ring 1')).toBeCloseTo(0.2, 12);
    expect(d.get('Ring 3')).toBeCloseTo(0.2, 12);
    expect(locationDist(chartOf(defaultCombat(), 'Humanoid')!, 3, 'Head')).toEqual(new Map([['Head', 1]]));
  });
  it('§C.10 cover: net 0–1 half the hits, net 2 a quarter', () => {
    const open = marginOdds(31, 31 - 16, {});
    expect(open.hit).toBe(1);
    const covered = marginOdds(31, 31, { cover: true });
    expect(covered.cover).toBeCloseTo(0.5, 12);
  });
});

type Tally = Record<string, number>;

function simulate(make: () => A3Battle, attacker: string, target: string, called: string | null, n: number): Tally {
  const b = make();
  b.rng = createSeededRng('ares3e-odds');
  const tally: Tally = {};
  const inc = (k: string) => (tally[k] = (tally[k] ?? 0) + 1);
  const c = b.fighters[attacker]!;
  const t = b.fighters[target]!;
  const wounds = [...t.wounds];
  const mount = t.mount;
  for (let i = 0; i < n; i++) {
    c.recoil = 0;
    t.wounds = [...wounds];
    t.stress = 0;
    t.mount = mount;
    b.log.length = 0;
    const out = attackTarget(b, c, t, 0, called);
    inc(`margin:${out.margin.kind}`);
    if (out.hit) {
      inc(`loc:${out.hit.location}`);
      if (out.hit.kind === 'armor') inc('armor');
      else inc(`level:${out.hit.level}`);
    }
  }
  return tally;
}

function compare(tally: Tally, exact: Record<string, number>, n: number): void {
  for (const [k, p] of Object.entries(exact)) {
    const sim = (tally[k] ?? 0) / n;
    const sd = Math.sqrt((p * (1 - p)) / n);
    expect(Math.abs(sim - p), `${k}: exact ${p}, simulated ${sim}`).toBeLessThanOrEqual(5 * sd + 2e-4);
  }
}

function exactTable(b: A3Battle, c: A3Fighter, t: A3Fighter, called: string | null): Record<string, number> {
  const o = attackOdds(b, c, t, { called });
  const out: Record<string, number> = {
    'margin:miss': o.miss, 'margin:near-miss': o.nearMiss, 'margin:dodged': o.dodged, 'margin:dodged-easily': o.dodgedEasily,
    'margin:mount': o.mount, 'margin:cover': o.cover, 'margin:hit': o.hit, armor: o.armorStopped,
  };
  for (const [k, p] of o.locations) out[`loc:${k}`] = p;
  for (const [k, p] of o.levels) out[`level:${k}`] = p;
  const total = o.miss + o.nearMiss + o.dodged + o.dodgedEasily + o.mount + o.cover + o.hit;
  expect(total).toBeCloseTo(1, 10);
  expect(o.armorStopped + [...o.levels.values()].reduce((a, x) => a + x, 0)).toBeCloseTo(o.hit, 10);
  return out;
}

describe('exact odds against ≥ 200,000 seeded simulations of the procedures', () => {
  const cfg = defaultCombat();
  const rifleVsGoon = (): A3Battle => {
    const b = battle(cfg, [pc('Ann', { Firearms: 5, Reflexes: 3, Melee: 4, Brawn: 3 }), npc('Goon', 'Goon')]);
    equip(b, b.fighters.Ann!, 'Soldier');
    equip(b, b.fighters.Goon!, 'Soldier');
    return b;
  };

  it('Rifle+Ap vs a Goon in Tactical armor (attack outcome, hit location, armor, damage severity)', () => {
    const b = rifleVsGoon();
    compare(simulate(rifleVsGoon, 'Ann', 'Goon', null, N), exactTable(b, b.fighters.Ann!, b.fighters.Goon!, null), N);
  });

  it('called Head shot against a PC in Cover, wounded, with defense luck', () => {
    const make = (): A3Battle => {
      const b = battle(cfg, [npc('Goon', 'Henchman'), pc('Bea', { Reflexes: 3, Composure: 3 })]);
      equip(b, b.fighters.Goon!, 'Soldier');
      equip(b, b.fighters.Bea!, 'Soldier');
      b.fighters.Bea!.stance = 'Cover';
      b.fighters.Bea!.luck = 'Defense';
      b.fighters.Bea!.wounds.push(newWound(cfg, 'FLESH', 'x', false));
      return b;
    };
    const b = make();
    compare(simulate(make, 'Goon', 'Bea', 'Head', N), exactTable(b, b.fighters.Goon!, b.fighters.Bea!, 'Head'), N);
  });

  it('melee (Knife, strength bonus, dodges) against a mounted Goon', () => {
    const make = (): A3Battle => {
      const b = rifleVsGoon();
      setWeapon(b, b.fighters.Ann!, 'Knife');
      setWeapon(b, b.fighters.Goon!, 'Club');
      b.fighters.Goon!.mount = 'Horse';
      return b;
    };
    const b = make();
    compare(simulate(make, 'Ann', 'Goon', null, N), exactTable(b, b.fighters.Ann!, b.fighters.Goon!, null), N);
  });

  it('§C.14 KO odds against simulated KO rolls', () => {
    const b = rifleVsGoon();
    b.rng = createSeededRng('ko');
    const ann = b.fighters.Ann!;
    ann.abilityDice.Composure = 3;
    ann.wounds.push(newWound(cfg, 'IMPAIR', 'x', false));
    const p = knockoutOdds(b, ann);
    let ko = 0;
    for (let i = 0; i < N; i++) if (makeKoRoll(b, ann) <= 0) ko++;
    expect(Math.abs(ko / N - p)).toBeLessThanOrEqual(5 * Math.sqrt((p * (1 - p)) / N));
  });
});
