import { describe, expect, it } from 'vitest';
import type { CombatContext } from '../../../../../shared/core/combat/context';
import type { OddsQuery } from '../../../../../shared/core/combat/declaration-odds';
import { createSeededRng } from '../../../../../shared/core/dice/rng';
import { battleOf, fs31OddsMany, isKnockedOut, knockoutOdds, landHit, markOf, rollShot, toughnessModifier, weaponOf } from '../../../../../shared/systems/fs3.1/combat';
import { percentilePool } from '../../../../../shared/systems/fs3.1/pools';
import { KNIFE, PISTOL, VEST } from '../../../core/mechanics/fixtures';
import { base, fight, fs31Rules, pools } from './helpers';

const N = 50_000;
const TOLERANCE = 0.012;

function setup(): CombatContext {
  const f = fight();
  f.send({
    type: 'combatant.add',
    combatants: [
      {
        ...base, id: 'ann', name: 'Ann', team: 1, stance: 'banzai', weapon: PISTOL,
        pools: { ...pools({ Reflexes: 5, Melee: 4 }), Firearms: percentilePool([{ kind: 'action-skill', name: 'Firearms', rating: 6 }], [{ dice: 4, source: 'Ruling attribute Reflexes 7 +4', tag: 'ruling-attribute' }], 7) },
      },
      { ...base, id: 'bob', name: 'Bob', team: 2, stance: 'cover', cover: { name: 'Car door', protection: 4 }, armor: VEST, pools: pools({ Reflexes: 5, Melee: 3 }), weapon: KNIFE },
      { ...base, id: 'cat', name: 'Cat', team: 2, stance: 'evade', pools: pools({ Reflexes: 5, Melee: 6 }), weapon: KNIFE },
    ],
  });
  return f.ctx();
}

const RULES = fs31Rules();

/** Resolves the same shot `n` times with seeded dice through the procedures' own functions. */
function simulate(ctx: CombatContext, attackerId: string, targetId: string, seed: string) {
  const rng = { ...createSeededRng(seed), mark: () => undefined };
  let hit = 0;
  let dodged = 0;
  let wounded = 0;
  let serious = 0;
  for (let i = 0; i < N; i++) {
    const b = battleOf(RULES, ctx, rng);
    const a = b.people.get(attackerId)!;
    const m = markOf(b, targetId);
    const w = weaponOf(b, a);
    const r = rollShot(b, a, m, w, {});
    if (r.outcome === 'dodged') dodged++;
    if (r.outcome !== 'hit') continue;
    hit++;
    const landed = landHit(b, a.name, m, w, undefined, r.attack.result, r.defense!.result);
    if (landed.wound) wounded++;
    if (landed.wound && (landed.wound.severity === 'serious' || landed.wound.severity === 'critical')) serious++;
  }
  return { pHit: hit / N, pDodged: dodged / N, pWounded: wounded / N, pSeriousOrWorse: serious / N };
}

describe('exact attack odds agree with 50,000 seeded resolutions', () => {
  const ctx = setup();
  const ask = (q: Partial<OddsQuery> & Pick<OddsQuery, 'attackerId' | 'targetId'>) => fs31OddsMany(RULES, ctx, [{ luck: null, ...q }])[0]!;

  it('a Banzai pistol shot at a man behind a car door in a vest (cover 75% unless +3, armor on the chest and abdomen)', () => {
    const exact = ask({ attackerId: 'ann', targetId: 'bob' });
    const sim = simulate(ctx, 'ann', 'bob', 'odds-1');
    expect(exact.pHit).toBeGreaterThan(0.2);
    expect(Math.abs(exact.pHit - sim.pHit)).toBeLessThan(TOLERANCE);
    expect(Math.abs(exact.pWounded - sim.pWounded)).toBeLessThan(TOLERANCE);
    expect(Math.abs(exact.pSeriousOrWorse - sim.pSeriousOrWorse)).toBeLessThan(TOLERANCE);
    expect(exact.attackDice).toBe(6);
    expect(exact.defenseDice).toBe(3);
    // The screens' words (issue 19): miss, dodged and hit add up; the rows and modifiers in percent.
    const words = exact as typeof exact & { pDodged: number; pools: string };
    expect(words.pDodged).toBeGreaterThan(0);
    expect(Math.abs(words.pDodged - sim.pDodged)).toBeLessThan(TOLERANCE);
    expect(words.pools).toBe('Firearms (row 6) +34 vs Pistol defense rating (row 3)');
  });

  it('a knife against an evading knife fighter (melee +30 both ways, Evade +30 on defense)', () => {
    const exact = ask({ attackerId: 'bob', targetId: 'cat' });
    const sim = simulate(ctx, 'bob', 'cat', 'odds-2');
    expect(Math.abs(exact.pHit - sim.pHit)).toBeLessThan(TOLERANCE);
    expect(Math.abs(exact.pWounded - sim.pWounded)).toBeLessThan(TOLERANCE);
    expect(Math.abs(exact.pSeriousOrWorse - sim.pSeriousOrWorse)).toBeLessThan(TOLERANCE);
  });

  it('a stance asked about changes the odds and is put back; luck +50 raises them; a re-roll too', () => {
    const normal = ask({ attackerId: 'ann', targetId: 'cat', stance: 'normal' });
    const banzai = ask({ attackerId: 'ann', targetId: 'cat' });
    expect(banzai.pHit).toBeGreaterThan(normal.pHit);
    expect(ask({ attackerId: 'ann', targetId: 'cat' }).pHit).toBe(banzai.pHit);
    expect(ask({ attackerId: 'ann', targetId: 'cat', luck: 'bonus' }).pHit).toBeGreaterThan(banzai.pHit);
    expect(ask({ attackerId: 'ann', targetId: 'cat', luck: 'reroll' }).pHit).toBeGreaterThan(banzai.pHit);
    expect(ask({ attackerId: 'ann', targetId: 'cat', targetStance: 'banzai' }).pHit).toBeGreaterThan(banzai.pHit);
    // Suppress: the points by their chances, summing to 1; bursts have none (NOTES.md "Odds").
    const s = ask({ attackerId: 'ann', targetId: 'cat', action: 'suppress' });
    expect(s.suppression!.reduce((t, x) => t + x.p, 0)).toBeCloseTo(1, 12);
    expect(Math.max(...s.suppression!.map((x) => x.points))).toBeLessThanOrEqual(5);
    expect(ask({ attackerId: 'ann', targetId: 'cat', action: 'burst' })).toBeNull();
  });

  it('knockout odds: exact against seeded d100s', () => {
    const rng = createSeededRng('ko');
    for (const [rating, wounds] of [[5, -50], [7, -40], [3, -25], [12, -105]] as const) {
      let out = 0;
      for (let i = 0; i < N; i++) if (isKnockedOut(rng.die(100), toughnessModifier(rating), wounds)) out++;
      expect(Math.abs(out / N - knockoutOdds(rating, wounds))).toBeLessThan(TOLERANCE);
    }
    expect(knockoutOdds(5, -50)).toBeCloseTo(0.49, 12);
  });
});
