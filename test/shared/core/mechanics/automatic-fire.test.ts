import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../../shared/core/dice/rng';
import {
  planFullAuto,
  resolveBurst,
  resolveFullAuto,
} from '../../../../shared/core/mechanics/automatic-fire';
import { CombatRuleError } from '../../../../shared/core/mechanics/hit-location';
import { attacker, defender, faces, pool, raw, RIFLE, PISTOL, RULES } from './fixtures';

const recoilOf = (mods: readonly { tag?: string; dice: number }[]) =>
  mods.find((m) => m.tag === 'recoil')?.dice ?? 0;

describe('full-auto bullet spreading (seed 001)', () => {
  it('Bob: 10 rounds at Jane, Harry and Marcus, one lost per switch → 3 / 3 / 2', () => {
    expect(planFullAuto(RULES, 3, 30)).toEqual({ fired: 10, lost: 2, perTarget: [3, 3, 2] });
  });

  it('spreads as evenly as possible, the earlier targets taking the odd bullets', () => {
    expect(planFullAuto(RULES, 1, 30).perTarget).toEqual([10]);
    expect(planFullAuto(RULES, 2, 30).perTarget).toEqual([5, 4]);
    expect(planFullAuto(RULES, 4, 30).perTarget).toEqual([2, 2, 2, 1]);
    expect(planFullAuto(RULES, 5, 30).perTarget).toEqual([2, 1, 1, 1, 1]);
  });

  it('fires a partial burst from a short clip as long as every target gets a bullet', () => {
    expect(planFullAuto(RULES, 3, 6)).toEqual({ fired: 6, lost: 2, perTarget: [2, 1, 1] });
    expect(planFullAuto(RULES, 3, 5)).toEqual({ fired: 5, lost: 2, perTarget: [1, 1, 1] });
    expect(() => planFullAuto(RULES, 3, 4)).toThrow(CombatRuleError);
    expect(() => planFullAuto(RULES, 6, 30)).toThrow(/5 targets at most/);
    expect(planFullAuto(RULES, 2, null).fired).toBe(10);
  });
});

describe('bursts and recoil (seed 001)', () => {
  it('full-auto at one target: ten attack rolls at recoil 0, −1, −2, … −9', () => {
    const r = resolveFullAuto(
      RULES,
      {
        weapon: RIFLE,
        attacker: attacker('Bob', pool('Firearms', 6, 4)),
        ammo: 30,
        targets: [{ defender: defender('Jane', raw(3)) }],
      },
      createSeededRng('bob-full-auto'),
    );
    const bullets = r.volleys[0]!.bullets;
    expect(bullets).toHaveLength(10);
    expect(bullets.map((b) => recoilOf(b.exchange.attack.pool.modifiers))).toEqual([
      0, -1, -2, -3, -4, -5, -6, -7, -8, -9,
    ]);
    expect(bullets.map((b) => b.exchange.attack.pool.diceRolled)).toEqual([
      10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(r.ammoUsed).toBe(10);
  });

  it('all bullets at one target before the next, lost rounds counting toward recoil', () => {
    const r = resolveFullAuto(
      RULES,
      {
        weapon: RIFLE,
        attacker: attacker('Bob', pool('Firearms', 6, 4)),
        ammo: 30,
        targets: [
          { defender: defender('Jane', raw(3)) },
          { defender: defender('Harry', raw(3)) },
          { defender: defender('Marcus', raw(3)) },
        ],
      },
      createSeededRng('bob-three'),
    );
    expect(r.volleys.map((v) => [v.defender, v.bullets.length])).toEqual([
      ['Jane', 3],
      ['Harry', 3],
      ['Marcus', 2],
    ]);
    expect(
      r.volleys.map((v) => v.bullets.map((b) => recoilOf(b.exchange.attack.pool.modifiers))),
    ).toEqual([
      [0, -1, -2],
      [-4, -5, -6],
      [-8, -9],
    ]);
    expect(r.volleys.flatMap((v) => v.bullets.map((b) => b.defender))).toEqual([
      'Jane',
      'Jane',
      'Jane',
      'Harry',
      'Harry',
      'Harry',
      'Marcus',
      'Marcus',
    ]);
  });

  it('a 3-round burst rolls attack and defense separately for each bullet', () => {
    // Each bullet: 4 attack dice (4 − recoil), 3 defense dice; all three miss outright.
    const rng = createScriptedRng([
      ...faces(4, 0),
      ...faces(3, 1),
      ...faces(3, 0),
      ...faces(3, 1),
      ...faces(2, 0),
      ...faces(3, 1),
    ]);
    const r = resolveBurst(
      RULES,
      {
        weapon: RIFLE,
        attacker: attacker('Bob', pool('Firearms', 2)),
        ammo: 30,
        defender: defender('Jane', raw(3)),
      },
      rng,
    );
    expect(r.volleys[0]!.bullets.map((b) => [b.exchange.attack.dice.length, b.result])).toEqual([
      [4, 'miss'],
      [3, 'miss'],
      [2, 'miss'],
    ]);
    expect(r.ammoUsed).toBe(3);
    expect(rng.used).toBe(4 + 3 + 3 + 3 + 2 + 3);
  });

  it('a partial burst empties a short clip; semi-automatic weapons cannot burst', () => {
    const r = resolveBurst(
      RULES,
      {
        weapon: RIFLE,
        attacker: attacker('Bob', pool('Firearms', 2)),
        ammo: 2,
        defender: defender('Jane', raw(3)),
      },
      createSeededRng(3),
    );
    expect(r.volleys[0]!.bullets).toHaveLength(2);
    expect(() =>
      resolveBurst(
        RULES,
        {
          weapon: PISTOL,
          attacker: attacker('Bob', pool('Firearms', 2)),
          ammo: 12,
          defender: defender('Jane', raw(3)),
        },
        createSeededRng(3),
      ),
    ).toThrow(/cannot fire bursts/);
  });

  it('combat luck modifies one roll: the first bullet only', () => {
    const r = resolveBurst(
      RULES,
      {
        weapon: RIFLE,
        attacker: attacker('Bob', pool('Firearms', 2), { luck: 'bonus' }),
        ammo: 30,
        defender: defender('Jane', raw(3)),
      },
      createSeededRng(4),
    );
    expect(
      r.volleys[0]!.bullets.map((b) =>
        b.exchange.attack.pool.modifiers.some((m) => m.tag === 'luck'),
      ),
    ).toEqual([true, false, false]);
  });
});
