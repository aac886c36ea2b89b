/**
 * Opposed rolls through the editions: the exact odds of every outcome (shared/systems/opposed.ts)
 * agree with a full enumeration of the dice, rolled through each edition's own roll and read
 * through its own opposed outcome; AresMUSH §A.4's titles; defaulting through the edition.
 */
import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../../../shared/domain/character';
import type { PoolSpec } from '../../../shared/core/dice/ability-roll';
import { createScriptedRng, createSeededRng } from '../../../shared/core/dice/rng';
import { keepsSecond } from '../../../shared/sheet/roller';
import { compareOpposed } from '../../../shared/core/dice/opposed-roll';
import { defaultedPool, opposedOdds, opposedOutcome, poolForAbility, rollAbility, type AbilityRollResult, type GameSystem } from '../../../shared/systems';
import { aresOpposedOutcome } from '../../../shared/systems/aresmush-3e/opposed';
import { fs32System } from '../../helpers/fs32-system';
import { aresSystem, pc } from './aresmush-3e/helpers';

/** Every face sequence of n d8, each with probability 8^-n, rolled through the edition. */
function enumerate(system: GameSystem, pool: PoolSpec): AbilityRollResult[] {
  const n = pool.diceRolled;
  const out: AbilityRollResult[] = [];
  const faces = new Array<number>(n).fill(1);
  for (let i = 0; i < 8 ** n; i++) {
    let x = i;
    for (let k = 0; k < n; k++) {
      faces[k] = (x % 8) + 1;
      x = Math.floor(x / 8);
    }
    out.push(rollAbility(system, pool, createScriptedRng(faces)));
  }
  return out;
}

function enumeratedOdds(system: GameSystem, a: PoolSpec, b: PoolSpec): Map<string, number> {
  const ra = enumerate(system, a);
  const rb = enumerate(system, b);
  // Group identical readings per side first (the outcome only reads the result), then pair them.
  const group = (rs: AbilityRollResult[]) => {
    const m = new Map<string, { r: AbilityRollResult; p: number }>();
    for (const r of rs) {
      const key = `${r.hits}/${r.isEmbarrassingFailure}/${r.isSuccess}`;
      const g = m.get(key);
      if (g) g.p += 1 / rs.length;
      else m.set(key, { r, p: 1 / rs.length });
    }
    return [...m.values()];
  };
  const out = new Map<string, number>();
  for (const x of group(ra)) {
    for (const y of group(rb)) {
      const o = opposedOutcome(system, x.r, y.r);
      const key = `${o.winner} ${o.label}`;
      out.set(key, (out.get(key) ?? 0) + x.p * y.p);
    }
  }
  return out;
}

function check(system: GameSystem, a: PoolSpec, b: PoolSpec): void {
  const exact = opposedOdds(system, a, b);
  const counted = enumeratedOdds(system, a, b);
  expect(exact.outcomes.map((o) => `${o.winner} ${o.label}`).sort()).toEqual([...counted.keys()].sort());
  for (const o of exact.outcomes) expect(o.p).toBeCloseTo(counted.get(`${o.winner} ${o.label}`)!, 12);
  const sum = (w: string) => [...counted].filter(([k]) => k.startsWith(`${w} `)).reduce((t, [, p]) => t + p, 0);
  expect(exact.pFirst).toBeCloseTo(sum('first'), 12);
  expect(exact.pSecond).toBeCloseTo(sum('second'), 12);
  expect(exact.pDraw).toBeCloseTo(sum('draw'), 12);
  expect(exact.pNone).toBeCloseTo(sum('none'), 12);
  expect(exact.pFirst + exact.pSecond + exact.pDraw + exact.pNone).toBeCloseTo(1, 12);
}

describe('exact opposed odds agree with enumerating every die', () => {
  it('FS3.2: 4 dice vs 3 dice, margins from the net hits (seed 004)', () => {
    const s = fs32System();
    const c = makeCharacter({ id: 'a', name: 'A', attributes: [{ name: 'Reactive', rating: 2 }], actionSkills: [{ name: 'Firearms', rating: 2 }] });
    const a = poolForAbility(s, c, 'Firearms');
    const b = poolForAbility(s, c, 'Firearms', [{ dice: -1, source: 'Hard -1' }]);
    expect([a.diceRolled, b.diceRolled]).toEqual([4, 3]);
    check(s, a, b);
  });

  it('§A.4 opposed: 4 dice vs 3 dice, a botch counts −1 and both at 0 or below is "Everyone failed"', () => {
    const s = aresSystem();
    const kara = pc({ actionSkills: [{ name: 'Firearms', rating: 2 }] });
    const a = poolForAbility(s, kara, 'Firearms');
    const b = poolForAbility(s, kara, 'Firearms', [{ dice: -1, source: 'Hard -1' }]);
    expect([a.diceRolled, b.diceRolled]).toEqual([4, 3]);
    check(s, a, b);
    expect(opposedOdds(s, a, b).outcomes.map((o) => o.label)).toContain('Everyone failed');
  });

  it('§A.1 a pool over 30 dice is fifteen automatic successes: a sure Crushing Victory against 3 dice', () => {
    const s = aresSystem();
    const kara = pc({ actionSkills: [{ name: 'Firearms', rating: 2 }] });
    const big = poolForAbility(s, kara, 'Firearms', [{ dice: 30, source: 'Huge +30' }]);
    const small = poolForAbility(s, kara, 'Firearms', [{ dice: -1, source: 'Hard -1' }]);
    const odds = opposedOdds(s, big, small);
    expect(odds.pFirst).toBeCloseTo(1, 12);
    expect(odds.outcomes).toEqual([{ winner: 'first', margin: 'crushing', label: 'Crushing Victory', p: expect.closeTo(1, 12) }]);
  });
});

describe('exact opposed odds agree with a seeded simulation', () => {
  it('FS3.2: 9 dice with a luck re-roll keeping the better vs 6 dice, 100,000 seeded opposed rolls', () => {
    const s = fs32System();
    const c = makeCharacter({ id: 'a', name: 'A', attributes: [{ name: 'Reactive', rating: 3 }], actionSkills: [{ name: 'Firearms', rating: 6 }, { name: 'Melee', rating: 3 }] });
    const a = poolForAbility(s, c, 'Firearms');
    const b = poolForAbility(s, c, 'Firearms', [{ dice: -3, source: 'Hard -3' }]);
    expect([a.diceRolled, b.diceRolled]).toEqual([9, 6]);
    const exact = opposedOdds(s, a, b, { rerollFirst: true });
    const rng = createSeededRng('opposed-reroll');
    const runs = 100_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < runs; i++) {
      const one = rollAbility(s, a, rng);
      const two = rollAbility(s, a, rng);
      const kept = keepsSecond(one, two) ? two : one;
      const o = opposedOutcome(s, kept, rollAbility(s, b, rng));
      const key = `${o.winner} ${o.label}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const o of exact.outcomes) {
      // Five standard errors of a proportion at most 0.5 over 100,000 runs: 0.0079.
      expect(Math.abs((counts.get(`${o.winner} ${o.label}`) ?? 0) / runs - o.p)).toBeLessThan(0.008);
    }
    expect(exact.pFirst).toBeGreaterThan(opposedOdds(s, a, b).pFirst);
  });
});

describe('FS3.2 through the edition reads as the engine does', () => {
  it('the edition\'s outcome of two rolled sides is shared/core compareOpposed\'s (winner, net hits, margin, both failed)', () => {
    const s = fs32System();
    const c = makeCharacter({ id: 'a', name: 'A', attributes: [{ name: 'Reactive', rating: 2 }], actionSkills: [{ name: 'Firearms', rating: 3 }] });
    const pool = poolForAbility(s, c, 'Firearms');
    const rng = createSeededRng('fs32-compare');
    for (let i = 0; i < 500; i++) {
      const a = rollAbility(s, pool, rng);
      const b = rollAbility(s, pool, rng);
      const engine = compareOpposed(s.core, a, b);
      expect(opposedOutcome(s, a, b)).toEqual({ winner: engine.winner, net: engine.netHits, margin: engine.margin, label: engine.marginLabel, bothFailed: engine.bothFailed });
    }
  });
});

describe('§A.4 opposed result titles', () => {
  it('§A.4: delta 3+ Crushing, 2 Victory, 1 Marginal, 0 Draw, mirrored; both ≤ 0 everyone failed; a botch is −1', () => {
    expect(aresOpposedOutcome(4, 1)).toMatchObject({ winner: 'first', label: 'Crushing Victory' });
    expect(aresOpposedOutcome(3, 1)).toMatchObject({ winner: 'first', label: 'Victory' });
    expect(aresOpposedOutcome(2, 1)).toMatchObject({ winner: 'first', label: 'Marginal Victory' });
    expect(aresOpposedOutcome(2, 2)).toMatchObject({ winner: 'draw', label: 'Draw' });
    expect(aresOpposedOutcome(0, 2)).toMatchObject({ winner: 'second', label: 'Victory', net: 2 });
    expect(aresOpposedOutcome(1, -1)).toMatchObject({ winner: 'first', label: 'Victory', net: 2 });
    expect(aresOpposedOutcome(0, -1)).toMatchObject({ winner: 'none', label: 'Everyone failed' });
    expect(aresOpposedOutcome(0, 0)).toMatchObject({ winner: 'none' });
  });
});

describe('defaulting through the edition', () => {
  it('FS3.2 (seed 004): ruling attribute + related skill + the storyteller modifier, −3 by default; an attribute may stand in for the skill', () => {
    const s = fs32System();
    const c = makeCharacter({ id: 'v', name: 'Varga', attributes: [{ name: 'Academic', rating: 4 }], actionSkills: [{ name: 'First Aid', rating: 5 }] });
    const p = defaultedPool(s, c, { task: 'Surgery', related: 'First Aid' });
    expect(p.diceRolled).toBe(6);
    expect(p.modifiers).toContainEqual({ dice: -3, source: 'Defaulting from First Aid for Surgery -3', tag: 'defaulting' });
    expect(defaultedPool(s, c, { task: 'Surgery', related: 'Academic', modifier: -1 }).diceRolled).toBe(4 + 0 - 1);
    expect(() => defaultedPool(s, c, { task: 'First Aid', related: 'Academic' })).toThrow(/has First Aid at 5/);
  });

  it('§A.2 defaulting: the related ability\'s own pool with the storyteller\'s modifier (the edition\'s default 0)', () => {
    const s = aresSystem();
    const kara = pc({ actionSkills: [{ name: 'Firearms', rating: 2 }] });
    expect(defaultedPool(s, kara, { task: 'Demolitions', related: 'Firearms' }).diceRolled).toBe(4);
    expect(defaultedPool(s, kara, { task: 'Demolitions', related: 'Firearms', modifier: -3 }).diceRolled).toBe(1);
    expect(() => defaultedPool(s, kara, { task: 'Firearms', related: 'Brawn' })).toThrow(/Firearms at 2/);
  });
});
