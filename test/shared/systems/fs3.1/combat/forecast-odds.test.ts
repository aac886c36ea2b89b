// Issue 41: FS3.1's forecast pieces (knockout odds, initiative odds, each severity's chance of a
// shot, suppression by fire) checked against the turn's own resolution over every scripted die.
import { describe, expect, it } from 'vitest';
import type { CombatContext } from '../../../../../shared/core/combat/context';
import type { LabelledRng } from '../../../../../shared/core/combat/dice-tape';
import { forecastWound } from '../../../../../shared/core/combat/forecast-exact';
import type { Wound } from '../../../../../shared/core/mechanics/wounds';
import { battleOf, fs31OddsMany, landHit, markOf, rollShot, weaponOf } from '../../../../../shared/systems/fs3.1/combat';
import { fs31FiredUpon, fs31InitiativeOdds, fs31KnockoutOdds } from '../../../../../shared/systems/fs3.1/combat/forecast';
import { ROLL_RESULTS } from '../../../../../shared/systems/fs3.1/dice';
import { KNIFE, PISTOL, VEST } from '../../../core/mechanics/fixtures';
import { base, fight, fs31Rules, pools } from './helpers';

const RULES = fs31Rules();
const own = RULES.procedures!;
const wound = (severity: 'light' | 'moderate' | 'serious' | 'critical'): Wound => forecastWound(severity, 'test');

/** Dice in order, every one of them used (a step that asks for more or fewer fails the test). */
function script(dice: readonly number[], then?: number): LabelledRng & { rest(): number } {
  let i = 0;
  return {
    mark: () => undefined,
    die: (sides: number) => {
      const d = dice[i++] ?? (then === undefined ? undefined : Math.min(then, sides));
      if (d === undefined || d > sides) throw new Error(`scripted dice ran out or do not fit a d${sides}`);
      return d;
    },
    rest: () => dice.length - i,
  };
}

function duel(): CombatContext {
  const f = fight();
  f.send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, stance: 'banzai', weapon: PISTOL, pools: pools({ Reflexes: 6, Firearms: 6, Toughness: 7 }), wounds: [wound('light')] },
      { ...base, id: 'bob', name: 'Bob', kind: 'npc', team: 2, weapon: KNIFE, pools: pools({ Reflexes: 4, Melee: 3, Toughness: 3 }), wounds: [wound('moderate')] },
    ],
  });
  f.send({ type: 'combat.start' });
  f.send({ type: 'modifier.add', modifier: { id: 'm1', combatantId: 'bob', roll: 'all', dice: -10, reason: 'Dazed', duration: 'turn' } });
  f.send({ type: 'modifier.add', modifier: { id: 'm2', combatantId: 'ann', roll: 'initiative', dice: 15, reason: 'Ready', duration: 'turn' } });
  return f.ctx();
}

describe('FS3.1 forecast odds against the real resolution, every die scripted', () => {
  const ctx = duel();
  const who = (id: string) => ctx.combatants.find((c) => c.id === id)!;

  it('knockout odds: the share of the 100 knockout dice that knock out, with each new wound and with none', () => {
    for (const newWound of [null, wound('light'), wound('serious'), wound('critical')]) {
      const bob = { ...who('bob'), damagedThisTurn: true, wounds: newWound ? [...who('bob').wounds, newWound] : who('bob').wounds };
      const hurt = { ...ctx, combatants: ctx.combatants.map((c) => (c.id === 'bob' ? bob : c)) };
      let out = 0;
      for (let d = 1; d <= 100; d++) {
        const rng = script([d]);
        const next = own.rollKnockouts({ rules: RULES, rng }, hurt).context;
        expect(rng.rest()).toBe(0);
        if (next.combatants.find((c) => c.id === 'bob')!.knockedOut) out++;
      }
      expect(Math.abs(fs31KnockoutOdds(RULES, ctx, { ...who('bob'), damagedThisTurn: true }, newWound) - out / 100)).toBeLessThan(1e-12);
    }
    // Not damaged this turn and no new wound: no roll at all.
    expect(fs31KnockoutOdds(RULES, ctx, who('bob'), null)).toBe(0);
  });

  it('initiative odds: the Roll Result each of the 100 initiative dice gives, with wounds and the storyteller\'s modifiers', () => {
    for (const id of ['ann', 'bob']) {
      const solo = { ...ctx, combatants: ctx.combatants.filter((c) => c.id === id) };
      const tally = [0, 0, 0, 0, 0, 0];
      for (let d = 1; d <= 100; d++) {
        const next = own.rollInitiative({ rules: RULES, rng: script([d]) }, solo).context;
        tally[next.order!.slots[0]!.hits + 2]!++;
      }
      const odds = fs31InitiativeOdds(RULES, ctx, who(id))!;
      tally.forEach((n, i) => expect(Math.abs(odds[i]! - n / 100), `${id} result ${ROLL_RESULTS[i]}`).toBeLessThan(1e-12));
    }
  });

  it("a shot's chance of each severity: every attack and defense result, every 2d8 location and every damage die", () => {
    // One face per Roll Result stands for all its faces, weighted by their number.
    const facesOf = (roll: (d: number) => number) => ROLL_RESULTS.map((r) => ({ r, faces: [...Array(100).keys()].map((i) => i + 1).filter((d) => roll(d) === r) }));
    const aRoll = (d: number) => {
      const b = battleOf(RULES, ctx, script([d, 1]));
      return rollShot(b, b.people.get('ann')!, markOf(b, 'bob'), weaponOf(b, b.people.get('ann')!), {}).attack.result;
    };
    const dRoll = (d: number) => {
      const b = battleOf(RULES, ctx, script([50, d]));
      return rollShot(b, b.people.get('ann')!, markOf(b, 'bob'), weaponOf(b, b.people.get('ann')!), {}).defense!.result;
    };
    const got = { light: 0, moderate: 0, serious: 0, critical: 0 } as Record<string, number>;
    for (const A of facesOf(aRoll)) {
      for (const D of facesOf(dRoll)) {
        if (!A.faces.length || !D.faces.length) continue;
        const weight = (A.faces.length / 100) * (D.faces.length / 100);
        for (let l1 = 1; l1 <= 8; l1++) {
          for (let l2 = 1; l2 <= 8; l2++) {
            for (let dmg = 1; dmg <= 100; dmg++) {
              const rng = script([A.faces[0]!, D.faces[0]!, l1, l2, dmg]);
              const b = battleOf(RULES, ctx, rng);
              const a = b.people.get('ann')!;
              const m = markOf(b, 'bob');
              const r = rollShot(b, a, m, weaponOf(b, a), {});
              if (r.outcome !== 'hit') break;
              const landed = landHit(b, a.name, m, weaponOf(b, a), undefined, r.attack.result, r.defense!.result);
              if (landed.wound) got[landed.wound.severity]! += (weight / 6400);
            }
          }
        }
      }
    }
    const odds = fs31OddsMany(RULES, ctx, [{ attackerId: 'ann', targetId: 'bob', luck: null }])[0]!;
    for (const sev of ['light', 'moderate', 'serious', 'critical']) expect(Math.abs(odds.severities![sev]! - got[sev]!), sev).toBeLessThan(1e-12);
    expect(got.light! + got.moderate!).toBeGreaterThan(0.05);
  });

  it('severities add up to the chance of a wound behind armor and cover too', () => {
    const armored = { ...ctx, combatants: ctx.combatants.map((c) => (c.id === 'bob' ? { ...c, armor: VEST.name, stance: 'cover' as const } : c)), gear: { ...ctx.gear, armor: { ...ctx.gear.armor, [VEST.name]: VEST } } };
    const odds = fs31OddsMany(RULES, armored, [{ attackerId: 'ann', targetId: 'bob', luck: null }])[0]!;
    const s = odds.severities!;
    expect(Math.abs(s.light! + s.moderate! + s.serious! + s.critical! - odds.pWounded)).toBeLessThan(1e-12);
    expect(Math.abs(s.serious! + s.critical! - odds.pSeriousOrWorse)).toBeLessThan(1e-12);
  });

  it('a firearm shot gives its target a suppression point whatever it does; a knife none', () => {
    const bob = fs31FiredUpon(RULES, ctx, who('ann'), who('bob'));
    expect(bob.suppression).toBe(who('bob').suppression + RULES.suppression.perAttack);
    expect(fs31FiredUpon(RULES, ctx, who('bob'), who('ann'))).toBe(who('ann'));
    // The real shot (the worst attack die, the best defense die, middling dice after) suppresses as much as the forecast says.
    const shooting = { ...ctx, combatants: ctx.combatants.map((c) => (c.id === 'ann' ? { ...c, declaration: { action: { kind: 'attack' as const, target: 'bob' }, luck: null } } : c)), order: { slots: [{ id: 'ann', hits: 0, tieBreak: null }], next: 0 } };
    const after = own.resolveSlots({ rules: RULES, rng: script([1, 100], 4) }, shooting, 1).context;
    expect(after.combatants.find((c) => c.id === 'bob')!.suppression).toBe(bob.suppression);
  });
});
