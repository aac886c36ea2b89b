// Issue 39 item 11: the Third Edition's declare-panel odds of an explosion at each target (§C.16:
// the attack margin, then the blast's hit; AresMUSH has no zones) against `resolveExplosion` over
// every combination: each attack and defense success level (one sequence of d8s standing for all
// sequences giving it, weighted by their number), every hit-location draw and every damage draw.
import { describe, expect, it } from 'vitest';
import type { CombatContext } from '../../../../../shared/core/combat/context';
import type { Rng } from '../../../../../shared/core/dice/rng';
import { aresRollLevel } from '../../../../../shared/systems/aresmush-3e/dice';
import { attackPool, defensePool, diceRolled, readCombatConfig, resolveExplosion, weaponFor, woundOps } from '../../../../../shared/systems/aresmush-3e/combat';
import { battleFromContext } from '../../../../../shared/systems/aresmush-3e/combat/bridge';
import { GRENADE } from '../../../core/mechanics/fixtures';
import { base, driver, poolsOf, RULES } from './forecast-fixtures';
import { defaultConfig } from './helpers';

const cfg = readCombatConfig(defaultConfig());

/** Every success level of `n` dice as the real roller reads them: one sequence each, and its chance. */
function levels(n: number): { dice: number[]; p: number }[] {
  const by = new Map<number, { dice: number[]; count: number }>();
  const f = Array<number>(n).fill(1);
  for (;;) {
    let i = 0;
    const level = aresRollLevel(n, { die: () => f[i++]! });
    const kept = by.get(level);
    if (kept) kept.count++;
    else by.set(level, { dice: [...f], count: 1 });
    let k = n - 1;
    while (k >= 0 && f[k] === 8) f[k--] = 1;
    if (k < 0) break;
    f[k]!++;
  }
  return [...by.values()].map((v) => ({ dice: v.dice, p: v.count / 8 ** n }));
}

/** Dice from `first`, then from `then()` (which sees each die's sides). */
function rng(first: readonly number[], then: (sides: number) => number): Rng {
  let i = 0;
  return { die: (sides) => (i < first.length ? first[i++]! : then(sides)) };
}

function blastFight(): CombatContext {
  const d = driver([
    { ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, weapon: GRENADE, ammo: 1, pools: poolsOf({ Firearms: 5, Athletics: 5, Alertness: 3, Composure: 4 }) },
    { ...base, id: 'g1', name: 'Goon1', kind: 'npc', team: 2 },
  ]);
  return d.ctx();
}

describe('Third Edition explosion odds', () => {
  it('match resolveExplosion over every attack, defense, location and damage draw', () => {
    const ctx = blastFight();
    const b0 = battleFromContext(cfg, ctx, { die: () => 1 }).b;
    const [ann, goon] = [b0.fighters['Ann']!, b0.fighters['Goon1']!];
    ann.action = { kind: 'explode', targets: ['Goon1'] };
    const attack = levels(diceRolled(attackPool(b0, ann, goon))!);
    const defense = levels(diceRolled(defensePool(b0, goon, weaponFor(b0, ann)))!);
    const got = { hit: 0, graze: 0, light: 0, moderate: 0, serious: 0, critical: 0 } as Record<string, number>;
    for (const A of attack) {
      for (const D of defense) {
        const weight = A.p * D.p;
        // The first extra draw: a location (a hit) or the shrapnel count (a miss); learn its sides.
        let sides: number[] = [];
        const probe = battleFromContext(cfg, ctx, rng([...A.dice, ...D.dice], (s) => {
          sides.push(s);
          return 1;
        }));
        probe.b.fighters['Ann']!.action = { kind: 'explode', targets: ['Goon1'] };
        resolveExplosion(probe.b, probe.b.fighters['Ann']!, probe.b.fighters['Goon1']!);
        // A miss draws no location and no damage (at most the shrapnel count follows).
        if (sides.length < 2) continue;
        const places = sides[0]!;
        got.hit! += weight;
        for (let loc = 1; loc <= places; loc++) {
          for (let dmg = 1; dmg <= 100; dmg++) {
            sides = [];
            const draws = [loc, dmg];
            const br = battleFromContext(cfg, ctx, rng([...A.dice, ...D.dice], (s) => {
              sides.push(s);
              return draws.shift() ?? 1;
            }));
            const t = br.b.fighters['Goon1']!;
            br.b.fighters['Ann']!.action = { kind: 'explode', targets: ['Goon1'] };
            const before = t.wounds.length;
            resolveExplosion(br.b, br.b.fighters['Ann']!, t);
            const w = t.wounds[before];
            const share = weight / places / 100;
            if (!w) got.graze! += share;
            else got[woundOps.severityOfLevel(cfg, w.level)]! += share;
          }
        }
      }
    }
    const odds = RULES.procedures!.oddsMany!(ctx, [{ attackerId: 'ann', targetId: 'g1', luck: null, action: 'explode', zone: 0 }], RULES)[0]!;
    expect(odds.action).toBe('explode');
    expect(Math.abs(odds.pHit - got.hit!)).toBeLessThan(1e-12);
    expect(Math.abs(odds.pGrazed! - got.graze!)).toBeLessThan(1e-12);
    for (const sev of ['light', 'moderate', 'serious', 'critical']) expect(Math.abs(odds.severities![sev]! - got[sev]!), sev).toBeLessThan(1e-12);
    expect(odds.pWounded).toBeGreaterThan(0.1);
  });

  it('no explosion odds for a weapon that does not explode', () => {
    const ctx = blastFight();
    expect(RULES.procedures!.oddsMany!(ctx, [{ attackerId: 'g1', targetId: 'ann', luck: null, action: 'explode' }], RULES)[0]).toBeNull();
  });
});
