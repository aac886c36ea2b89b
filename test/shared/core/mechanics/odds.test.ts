import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { hitDistribution } from '../../../../shared/core/dice/odds';
import { resolveAttack, type AttackInput } from '../../../../shared/core/mechanics/attack';
import {
  attackOdds,
  damageOdds,
  exchangeOdds,
  hitLocationOdds,
  locationDiceDistribution,
  protectionOdds,
} from '../../../../shared/core/mechanics/odds';
import { SEVERITIES } from '../../../../shared/core/mechanics/combat-ruleset';
import { HUMANOID_HIT_CHART } from '../../../../shared/core/content/hit-charts';
import { attacker, CORE, defender, KNIFE, pool, raw, RIFLE, RULES, VEST } from './fixtures';

const sum = (xs: Iterable<number>) => {
  let s = 0;
  for (const x of xs) s += x;
  return s;
};

describe('exact odds building blocks', () => {
  it('2d8 totals 2..16, 9 most likely', () => {
    const d = locationDiceDistribution(RULES);
    expect(sum(d)).toBeCloseTo(1, 12);
    expect(d[9]).toBeCloseTo(8 / 64, 12);
    expect(d[2]).toBeCloseTo(1 / 64, 12);
    expect(d[1]).toBe(0);
  });

  it('head shots at net 0 miss when 2d8 ≤ 4: 6/64', () => {
    const o = hitLocationOdds(RULES, HUMANOID_HIT_CHART, 'Head', 0);
    expect(o.get('miss')).toBeCloseTo(6 / 64, 12);
    expect(sum(o.values())).toBeCloseTo(1, 12);
  });

  it('armor: pen 4 vs prot 4 stops 35%, lets 1% through untouched, and caps reductions at 35', () => {
    const o = protectionOdds(RULES, 4, 4);
    expect(o.pStopped).toBeCloseTo(0.35, 12);
    expect(o.reduction[0]).toBeCloseTo(0.01, 12);
    expect(o.reduction).toHaveLength(36);
    expect(o.reduction[35]).toBeCloseTo(0.64 * 0.66, 12);
    expect(o.pStopped + sum(o.reduction)).toBeCloseTo(1, 12);
  });

  it('damage severities at a spot sum to 1 − P(stopped) and match hand counts', () => {
    const bare = damageOdds(RULES, {
      modifier: 15,
      penetration: 4,
      armorProtection: null,
      coverProtection: null,
    });
    const expected = { light: 0.25, moderate: 0.4, serious: 0.19, critical: 0.16 };
    for (const sev of SEVERITIES) expect(bare.severities[sev]).toBeCloseTo(expected[sev], 12);
    const armored = damageOdds(RULES, {
      modifier: 15,
      penetration: 4,
      armorProtection: 4,
      coverProtection: 4,
    });
    expect(armored.pStopped).toBeCloseTo(1 - 0.65 * 0.65, 12);
    expect(sum(Object.values(armored.severities)) + armored.pStopped).toBeCloseTo(1, 12);
  });

  it('miss / dodge / hit from two hit distributions', () => {
    const o = exchangeOdds(RULES, hitDistribution(CORE.dice, 5), hitDistribution(CORE.dice, 3));
    expect(o.pMiss).toBeCloseTo(0.75 ** 5, 12);
    expect(o.pMiss + o.pDodged + o.pHit).toBeCloseTo(1, 12);
    expect(sum(o.hitByNet)).toBeCloseTo(o.pHit, 12);
  });
});

/** Tallies `n` seeded resolutions of the same attack. */
function simulate(input: AttackInput, n: number, seed: string) {
  const rng = createSeededRng(seed);
  const t = {
    miss: 0,
    dodged: 0,
    'near-miss': 0,
    stopped: 0,
    wounded: 0,
    light: 0,
    moderate: 0,
    serious: 0,
    critical: 0,
    head: 0,
  };
  for (let i = 0; i < n; i++) {
    const r = resolveAttack(RULES, input, rng);
    t[r.result]++;
    if (r.damage && r.wound) t[r.damage.severity]++;
    if (r.wound?.location === 'Head') t.head++;
  }
  return t;
}

describe('exact attack odds agree with seeded simulation', () => {
  const cases: [string, AttackInput][] = [
    [
      'rifle vs vest in cover',
      {
        weapon: RIFLE,
        attacker: attacker('Bob', pool('Firearms', 4)),
        defender: defender('John', raw(3), { armor: VEST, stance: 'cover' }),
      },
    ],
    [
      'called head shot, banzai and aim',
      {
        weapon: RIFLE,
        attacker: attacker('Bob', pool('Firearms', 3), { stance: 'banzai', aimed: true }),
        defender: defender('John', raw(3)),
        target: 'Head',
      },
    ],
    [
      'knife fight with luck re-rolls',
      {
        weapon: { ...KNIFE, lethality: 10 },
        attacker: attacker('Kelly', pool('Melee', 2), { luck: 'reroll' }),
        defender: defender('Michael', pool('Melee', 3), { stance: 'evade', luck: 'reroll' }),
      },
    ],
  ];

  it.each(cases)('%s', (_name, input) => {
    const n = 60_000;
    const exact = attackOdds(RULES, input);
    const sim = simulate(input, n, _name);
    // 4.5 standard errors: a false failure is practically impossible, a wrong formula is caught.
    const close = (p: number, count: number) =>
      expect(Math.abs(count / n - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n) + 1e-9);
    close(exact.pMiss, sim.miss);
    close(exact.pDodged, sim.dodged);
    close(exact.pNearMiss, sim['near-miss']);
    close(exact.pStopped, sim.stopped);
    close(exact.pWounded, sim.wounded);
    for (const s of SEVERITIES) close(exact.severities[s], sim[s]);
    close(exact.locations.Head ?? 0, sim.head);
    expect(
      exact.pMiss + exact.pDodged + exact.pNearMiss + exact.pStopped + exact.pWounded,
    ).toBeCloseTo(1, 12);
    expect(sum(Object.values(exact.severities))).toBeCloseTo(exact.pWounded, 12);
    expect(sum(Object.values(exact.locations))).toBeCloseTo(exact.pWounded, 12);
  });

  it('reports the GM screen figures: P(hit) and P(Serious or worse)', () => {
    const o = attackOdds(RULES, cases[0]![1]);
    expect(o.attackDice).toBe(6);
    expect(o.defenseDice).toBe(3);
    expect(o.pSeriousOrWorse).toBeCloseTo(o.severities.serious + o.severities.critical, 12);
    expect(o.pHit).toBeGreaterThan(0.5);
  });
});
