// Issue 41: the Third Edition's forecast pieces (knockout odds, initiative odds and tie order, a
// shot's severities and graze, a landed shot's stress) against the turn's own resolution: every
// die scripted where the dice are few, seeded resolutions where they are not.
import { describe, expect, it } from 'vitest';
import type { CombatContext } from '../../../../../shared/core/combat/context';
import type { LabelledRng } from '../../../../../shared/core/combat/dice-tape';
import { forecastWound } from '../../../../../shared/core/combat/forecast-exact';
import { createSeededRng } from '../../../../../shared/core/dice/rng';
import type { Severity } from '../../../../../shared/core/mechanics/combat-ruleset';
import { attackTarget, readCombatConfig, woundOps } from '../../../../../shared/systems/aresmush-3e/combat';
import { battleFromContext } from '../../../../../shared/systems/aresmush-3e/combat/bridge';
import { ares3eInitiativeOdds, ares3eInitiativeTieOrder, ares3eKnockoutOdds, ares3eStruck } from '../../../../../shared/systems/aresmush-3e/combat/forecast';
import { defaultConfig } from './helpers';
import { driver, RULES, started } from './forecast-fixtures';

const cfg = readCombatConfig(defaultConfig());
const own = RULES.procedures!;

/** Dice in order; `then` after they run out (undefined: running out fails the test). */
function script(dice: readonly number[], then?: number): LabelledRng & { used(): number } {
  let i = 0;
  return {
    mark: () => undefined,
    die: (sides: number) => {
      const d = dice[i++] ?? then;
      if (d === undefined || d > sides) throw new Error(`scripted dice ran out or do not fit a d${sides}`);
      return d;
    },
    used: () => i,
  };
}

/** Every sequence of `n` d8 faces. */
function* faces(n: number): Generator<number[]> {
  const f = Array<number>(n).fill(1);
  for (;;) {
    yield [...f];
    let i = n - 1;
    while (i >= 0 && f[i] === 8) f[i--] = 1;
    if (i < 0) return;
    f[i]!++;
  }
}

const wound = (s: Severity) => forecastWound(s, 'test');
const set = (ctx: CombatContext, id: string, change: object): CombatContext => ({ ...ctx, combatants: ctx.combatants.map((c) => (c.id === id ? { ...c, ...change } : c)) });

describe('Third Edition forecast odds against the real resolution', () => {
  const ctx = started();
  const who = (c: CombatContext, id: string) => c.combatants.find((x) => x.id === id)!;

  it('knockout odds: the share of every KO roll that knocks out, for a PC and an NPC, with each new wound and with none', () => {
    for (const id of ['ann', 'g1']) {
      for (const [old, added] of [[[wound('serious')], null], [[], wound('light')], [[], wound('serious')], [[wound('light')], wound('serious')], [[], wound('critical')]] as const) {
        const hurt = set(ctx, id, { wounds: added ? [...old, added] : [...old], damagedThisTurn: true });
        // How many dice the roll takes (none: no roll, or an NPC's automatic knockout).
        const probe = script([], 3);
        own.rollKnockouts({ rules: RULES, rng: probe }, hurt);
        let out = 0;
        let all = 0;
        for (const dice of faces(probe.used())) {
          const next = own.rollKnockouts({ rules: RULES, rng: script(dice) }, hurt).context;
          all++;
          if (who(next, id).knockedOut) out++;
        }
        const odds = ares3eKnockoutOdds(cfg, ctx, { ...who(set(ctx, id, { wounds: [...old] }), id), damagedThisTurn: true }, added);
        expect(Math.abs(odds - out / all), `${id} ${old.length} old, ${added?.severity ?? 'no'} new`).toBeLessThan(1e-12);
      }
    }
    expect(ares3eKnockoutOdds(cfg, ctx, who(ctx, 'ann'), null)).toBe(0);
  });

  it('initiative odds: every initiative roll and tie die, keyed (successes + 1)·10 + tie die', () => {
    const solo = { ...set(ctx, 'ann', { wounds: [wound('light')] }), combatants: [who(set(ctx, 'ann', { wounds: [wound('light')] }), 'ann')] };
    const probe = script([], 3);
    own.rollInitiative({ rules: RULES, rng: probe }, solo);
    const n = probe.used() - 1;
    const tally = new Map<number, number>();
    let all = 0;
    for (const dice of faces(n)) {
      for (let tie = 1; tie <= 10; tie++) {
        const slot = own.rollInitiative({ rules: RULES, rng: script([...dice, tie]) }, solo).context.order!.slots[0]!;
        const key = (slot.hits + 1) * 10 + slot.tieBreak!;
        tally.set(key, (tally.get(key) ?? 0) + 1);
        all++;
      }
    }
    const odds = ares3eInitiativeOdds(cfg, solo, solo.combatants[0]!)!;
    odds.forEach((p, key) => expect(Math.abs(p - (tally.get(key) ?? 0) / all), `key ${key}`).toBeLessThan(1e-12));
  });

  it('equal initiative and tie die: the order the turn plays is the tie order the forecast uses', () => {
    const three = set(set(ctx, 'g1', { name: 'Zed' }), 'g2', { name: 'Amy' });
    const probe = script([], 3);
    const order = own.rollInitiative({ rules: RULES, rng: probe }, three).context.order!.slots.map((s) => s.id);
    expect(order).toEqual(ares3eInitiativeTieOrder(three, three.combatants.map((c) => c.id)));
    expect(order).toEqual(['g1', 'ann', 'g2']);
  });

  it("a shot's severities and graze agree with 40,000 seeded resolutions; a landed shot adds the stress the forecast adds", () => {
    const q = own.oddsMany!(ctx, [{ attackerId: 'ann', targetId: 'g1', luck: null }], RULES)[0]!;
    const s = q.severities!;
    expect(Math.abs(s.light! + s.moderate! + s.serious! + s.critical! - q.pWounded)).toBeLessThan(1e-12);
    expect(Math.abs(s.serious! + s.critical! - q.pSeriousOrWorse)).toBeLessThan(1e-12);
    expect(q.pGrazed! + q.pWounded).toBeLessThanOrEqual(q.pHit + 1e-12);
    const N = 40_000;
    const rng = createSeededRng('graze');
    const got = { graze: 0, light: 0, moderate: 0, serious: 0, critical: 0 } as Record<string, number>;
    const g1 = who(ctx, 'g1');
    for (let i = 0; i < N; i++) {
      const br = battleFromContext(cfg, ctx, rng);
      const [a, t] = [br.b.fighters[br.nameOf.get('ann')!]!, br.b.fighters[br.nameOf.get('g1')!]!];
      a.action = { kind: 'attack', targets: [t.name], called: null };
      const before = t.wounds.length;
      const { hit } = attackTarget(br.b, a, t);
      const landed = hit?.kind === 'hit' ? 1 : 0;
      expect(t.stress).toBe(ares3eStruck(g1, landed).suppression);
      if (!landed) continue;
      if (t.wounds.length === before) got.graze!++;
      else got[woundOps.severityOfLevel(cfg, t.wounds.at(-1)!.level)]!++;
    }
    const tol = 0.012;
    expect(Math.abs(got.graze! / N - q.pGrazed!)).toBeLessThan(tol);
    for (const sev of ['light', 'moderate', 'serious', 'critical']) expect(Math.abs(got[sev]! / N - s[sev]!), sev).toBeLessThan(tol);
    expect(got.graze).toBeGreaterThan(100);
  });

  it("a target's earmarked defense luck counts in the odds before initiative, as the turn pays it before any roll (§C.21)", () => {
    const ask = (c: CombatContext) => own.oddsMany!(c, [{ attackerId: 'g1', targetId: 'ann', luck: null }], RULES)[0]!.pHit;
    const d = driver();
    const plain = ask(d.ctx());
    d.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'pass' }, luck: { roll: 'defense', effect: 'bonus' } }] });
    expect(ask(d.ctx())).toBeLessThan(plain - 0.01);
  });
});
