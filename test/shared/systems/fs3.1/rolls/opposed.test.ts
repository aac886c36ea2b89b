/**
 * Seed 002 "Opposed Rolls" through the edition's ops: the chart read from two rolled sides, the
 * common-knowledge +20 in the roller's plan, several parties by raw Roll Result, and the exact odds
 * of every outcome (shared/systems/opposed.ts over FS3.1's distribution) against a full
 * enumeration of both d100s and 200,000 seeded simulated opposed rolls.
 */
import { describe, expect, it } from 'vitest';
import type { PoolSpec } from '../../../../../shared/core/dice/ability-roll';
import { createScriptedRng, createSeededRng } from '../../../../../shared/core/dice/rng';
import { planRoll } from '../../../../../shared/sheet/roller';
import { opposedOdds, opposedOutcome, opposedSideModifiers, poolForAbility, rankRolls, rollAbility } from '../../../../../shared/systems';
import { opposedChart, ROLL_RESULTS } from '../../../../../shared/systems/fs3.1/dice';
import { FS31_OPPOSED, fs31OpposedOutcome, rankByRollResult } from '../../../../../shared/systems/fs3.1/opposed';
import { poolModifier } from '../../../../../shared/systems/fs3.1/pools';
import { fs31System, pc } from './helpers';

const system = fs31System();
const kara = pc({ id: 'kara', name: 'Kara', attrs: { Reactive: 7 }, actionSkills: [{ name: 'Firearms', rating: 5 }, { name: 'Stealth', rating: 4 }] });
const leoben = pc({ id: 'leoben', name: 'Leoben', attrs: { Reactive: 4 }, actionSkills: [{ name: 'Alertness', rating: 6 }] });

describe('002 "Opposed Rolls": the chart', () => {
  it('every cell through the ops: winner, label and "both fail" as the chart prints them', () => {
    for (const a of ROLL_RESULTS) {
      for (const b of ROLL_RESULTS) {
        const o = FS31_OPPOSED.outcome(system, { score: a, failed: a < 1 }, { score: b, failed: b < 1 });
        const c = opposedChart(a, b);
        expect([o.winner, o.label]).toEqual([c.winner, c.label]);
        expect(o.bothFailed).toBe(a < 1 && b < 1);
        expect(o.margin).toBe(c.by === 'little' ? 'marginal' : c.by === 'lot' ? 'crushing' : c.winner === 'draw' ? 'draw' : null);
      }
    }
  });

  it('Kara sneaks past Leoben: Stealth d100 40 → 40 on row 4 (+1, Athletic 5 adds 0) against Alertness d100 12 −2 → 10 on row 6 (0): "A" wins by a little', () => {
    const a = rollAbility(system, poolForAbility(system, kara, 'Stealth'), createScriptedRng([40]));
    const b = rollAbility(system, poolForAbility(system, leoben, 'Alertness'), createScriptedRng([12]));
    expect([a.percentile!.result, b.percentile!.result]).toEqual([1, 0]);
    expect(opposedOutcome(system, a, b)).toMatchObject({ winner: 'first', label: '"A" Wins By A Little', margin: 'marginal' });
  });

  it('both sides below +1 is "Both Fail"; equal successes a DRAW; +3 against −1 "A" wins by a lot', () => {
    expect(fs31OpposedOutcome(0, -2)).toMatchObject({ winner: 'none', label: 'Both Fail', bothFailed: true, net: 0 });
    expect(fs31OpposedOutcome(2, 2)).toMatchObject({ winner: 'draw', label: 'DRAW' });
    expect(fs31OpposedOutcome(3, -1)).toMatchObject({ winner: 'first', label: '"A" Wins By A Lot', net: 4 });
    expect(fs31OpposedOutcome(1, 3)).toMatchObject({ winner: 'second', label: '"B" Wins By A Little' });
    expect(() => fs31OpposedOutcome(4, 0)).toThrow(/-2 to \+3/);
  });
});

describe('002 "Opposed Rolls With Common Knowledge": +20 for the skilled side', () => {
  const runner = pc({ id: 'runner', name: 'Helo', attrs: { Athletic: 7 } });
  const sprinter = pc({ id: 'sprinter', name: 'Starbuck', backgroundSkills: [{ name: 'Running', rating: 3, rulingAttribute: 'Athletic' }] });
  const side = (character: typeof runner, ability: string, field: string) => ({ character, request: { ability, modifier: 0 }, woundPenalty: 0, field });

  it('a footrace: Running (a skill) against the Athletic attribute; the roller adds +20 to the runner with the skill', () => {
    const plan = planRoll(system, [side(sprinter, 'Running', 'first'), side(runner, 'Athletic', 'second')]);
    const [a, b] = plan.sides;
    expect(a!.pool.modifiers.find((m) => m.tag === 'common-knowledge')).toMatchObject({ dice: 20 });
    expect(poolModifier(a!.pool)).toBe(20);
    expect(b!.pool.modifiers).toEqual([]);
    // Whichever side is first.
    const swapped = planRoll(system, [side(runner, 'Athletic', 'first'), side(sprinter, 'Running', 'second')]);
    expect(poolModifier(swapped.sides[1]!.pool)).toBe(20);
    expect(swapped.sides[1]!.odds.pSuccess).toBeGreaterThan(a!.odds.pSuccess - 1e-12);
  });

  it('no bonus between two skills, two attributes, or for an untrained skill (rating 0)', () => {
    const pools = (x: PoolSpec, y: PoolSpec) => opposedSideModifiers(system, x, y);
    const running = poolForAbility(system, sprinter, 'Running');
    const athletic = poolForAbility(system, runner, 'Athletic');
    const stealth = poolForAbility(system, kara, 'Stealth');
    const untrained = poolForAbility(system, runner, 'Stealth');
    expect(pools(running, stealth)).toEqual({ first: [], second: [] });
    expect(pools(athletic, athletic)).toEqual({ first: [], second: [] });
    expect(pools(untrained, athletic)).toEqual({ first: [], second: [] });
    expect(pools(athletic, running).second).toHaveLength(1);
  });
});

describe('002 "Opposed Rolls Involving More Than Two Characters": raw Roll Results', () => {
  it('ranks best first; equal results share a place and are marked tied', () => {
    const ranked = rankByRollResult([
      { who: 'Kara', result: 1 },
      { who: 'Helo', result: 3 },
      { who: 'Leoben', result: 1 },
      { who: 'Doral', result: -2 },
    ]);
    expect(ranked.map((r) => [r.who, r.place, r.tied, r.score])).toEqual([
      ['Helo', 1, false, 3],
      ['Kara', 2, true, 1],
      ['Leoben', 2, true, 1],
      ['Doral', 4, false, -2],
    ]);
    expect(rankByRollResult([])).toEqual([]);
  });

  it('rolled results through the edition: three characters roll Alertness, d100 30, 90 and 5', () => {
    const who = [kara, leoben, pc({ id: 'helo', name: 'Helo', attrs: { Reactive: 5 } })];
    const rolls = who.map((c, i) => ({ who: c.name, roll: rollAbility(system, poolForAbility(system, c, 'Alertness'), createScriptedRng([[30, 90, 5][i]!])) }));
    // Kara untrained row 0, +4 → 34: Bad Failure; Leoben row 6, −2 → 88: Great Success; Helo row 0, 5: Terrible Failure.
    expect(rankRolls(system, rolls).map((r) => [r.who, r.score, r.place])).toEqual([['Leoben', 3, 1], ['Kara', -1, 2], ['Helo', -2, 3]]);
  });
});

describe('exact opposed odds (shared/systems/opposed.ts over the FS3.1 distribution)', () => {
  const first = poolForAbility(system, kara, 'Stealth', [{ dice: -30, source: 'Hard' }]);
  const second = poolForAbility(system, leoben, 'Alertness');

  it('equal a full enumeration of both d100s, read through the edition', () => {
    const counts = new Map<string, number>();
    for (let x = 1; x <= 100; x++) {
      const a = rollAbility(system, first, createScriptedRng([x]));
      for (let y = 1; y <= 100; y++) {
        const o = opposedOutcome(system, a, rollAbility(system, second, createScriptedRng([y])));
        counts.set(o.label, (counts.get(o.label) ?? 0) + 1);
      }
    }
    const odds = opposedOdds(system, first, second);
    for (const o of odds.outcomes) expect(o.p, o.label).toBeCloseTo((counts.get(o.label) ?? 0) / 10_000, 12);
    expect(odds.outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    expect(odds.pFirst + odds.pSecond + odds.pDraw + odds.pNone).toBeCloseTo(1, 12);
  });

  it('agree with 200,000 seeded simulated opposed rolls, with and without a luck re-roll on the first side', () => {
    const rng = createSeededRng('fs3.1-opposed');
    for (const reroll of [false, true]) {
      const n = 200_000;
      const counts = new Map<string, number>();
      for (let i = 0; i < n; i++) {
        let a = rollAbility(system, first, rng);
        if (reroll) {
          const again = rollAbility(system, first, rng);
          if (again.percentile!.result > a.percentile!.result) a = again;
        }
        const o = opposedOutcome(system, a, rollAbility(system, second, rng));
        counts.set(o.label, (counts.get(o.label) ?? 0) + 1);
      }
      const odds = opposedOdds(system, first, second, { rerollFirst: reroll });
      for (const o of odds.outcomes) {
        const se = Math.sqrt((o.p * (1 - o.p)) / n);
        expect(Math.abs((counts.get(o.label) ?? 0) / n - o.p), `${o.label} reroll=${reroll}`).toBeLessThan(4.5 * se + 1e-6);
      }
    }
  });
});
