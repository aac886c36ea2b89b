// Issue 39 item 11: FS3.1's declare-panel odds of an explosion, zone by zone, against the real
// blast (`explode`) over every combination: each attack and defense Roll Result (one face for
// all faces giving it, weighted by their number) and every damage die of the concussion.
import { describe, expect, it } from 'vitest';
import type { CombatContext } from '../../../../../shared/core/combat/context';
import type { LabelledRng } from '../../../../../shared/core/combat/dice-tape';
import { createWound } from '../../../../../shared/core/mechanics/wounds';
import { attackMods, battleOf, combatRoll, defenseMods, defensePool, poolOf, weaponOf } from '../../../../../shared/systems/fs3.1/combat';
import { explode } from '../../../../../shared/systems/fs3.1/combat/fire-actions';
import { ArmorSchema } from '../../../../../shared/domain/gear';
import { GRENADE, PISTOL } from '../../../core/mechanics/fixtures';
import { base, fight, fs31Rules, pools } from './helpers';

const RULES = fs31Rules();
const STUN = { ...GRENADE, name: 'Stun Grenade', shrapnel: false };
const HELMET = ArmorSchema.parse({ name: 'Helmet', protection: 3, locations: ['Head'] });

function script(dice: readonly number[]): LabelledRng & { used(): number } {
  let i = 0;
  return {
    mark: () => undefined,
    die: (sides: number) => {
      const d = dice[i++];
      if (d === undefined || d > sides) throw new Error(`scripted dice ran out or do not fit a d${sides}`);
      return d;
    },
    used: () => i,
  };
}

function blast(): CombatContext {
  const f = fight();
  f.send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'bob', name: 'Bob', team: 1, weapon: STUN, ammo: 1, pools: pools({ Athletics: 6, Reflexes: 5 }) },
      { ...base, id: 'jane', name: 'Jane', team: 2, weapon: PISTOL, pools: pools({ Reflexes: 5 }) },
      { ...base, id: 'harry', name: 'Harry', team: 2, weapon: PISTOL, stance: 'evade', pools: pools({ Reflexes: 4 }), wounds: [createWound({ location: 'Chest', severity: 'light', type: 'wound', source: 'x' })] },
      { ...base, id: 'kim', name: 'Kim', team: 2, weapon: PISTOL, armor: HELMET, pools: pools({ Reflexes: 5 }) },
      { ...base, id: 'ted', name: 'Ted', team: 1, weapon: GRENADE, ammo: 1, pools: pools({ Athletics: 6, Reflexes: 5 }) },
    ],
  });
  f.send({ type: 'combat.start' });
  return f.ctx();
}

/** The real blast at `id` starting in `zone`, every combination: P(each final zone) and P(each concussion severity). */
function resolved(ctx: CombatContext, id: string, zone: 0 | 1) {
  const b0 = battleOf(RULES, ctx, script([]));
  const bob = b0.people.get('bob')!;
  const w = weaponOf(b0, bob);
  const target = b0.people.get(id)!;
  const faces = [...Array(100).keys()].map((i) => i + 1);
  const group = (roll: (d: number) => number) => {
    const by = new Map<number, number[]>();
    for (const d of faces) by.set(roll(d), [...(by.get(roll(d)) ?? []), d]);
    return [...by.values()];
  };
  const attacks = group((d) => combatRoll(RULES.core.id, poolOf(b0, bob, w.attackSkill), attackMods(b0, bob, w, {}), script([d])).result);
  const defenses = group((d) => combatRoll(RULES.core.id, defensePool(b0, target, w), defenseMods(b0, target, w, null), script([d])).result);
  const zones = new Map<number | null, number>();
  const severities: Record<string, number> = { light: 0, moderate: 0, serious: 0, critical: 0 };
  for (const A of attacks) {
    for (const D of defenses) {
      const weight = (A.length / 100) * (D.length / 100);
      for (let dmg = 1; dmg <= 100; dmg++) {
        const rng = script([A[0]!, D[0]!, dmg]);
        const b = battleOf(RULES, ctx, rng);
        explode(b, b.people.get('bob')!, { kind: 'explode', targets: [{ id, zone }] });
        const line = b.lines.find((l) => typeof l === 'string' && l.startsWith(`${target.name} `) && /zone \d+/.test(l)) as string;
        const at = line.includes('out of the blast') ? null : Number(/zone (\d+)/.exec(line)![1]);
        if (at === null) {
          expect(rng.used()).toBe(2);
          zones.set(null, (zones.get(null) ?? 0) + weight);
          break;
        }
        expect(rng.used()).toBe(3);
        if (dmg === 1) zones.set(at, (zones.get(at) ?? 0) + weight);
        const wound = b.people.get(id)!.wounds.at(-1)!;
        severities[wound.severity]! += weight / 100;
      }
    }
  }
  return { zones, severities };
}

describe('FS3.1 explosion odds, zone by zone', () => {
  const ctx = blast();
  const ask = (id: string, zone: 0 | 1, attacker = 'bob') => RULES.procedures!.oddsMany!(ctx, [{ attackerId: attacker, targetId: id, luck: null, action: 'explode', zone }], RULES)[0]!;

  for (const [id, zone] of [['jane', 0], ['harry', 1], ['jane', 1]] as const) {
    it(`${id} starting in zone ${zone}: every zone and concussion severity as the blast resolves them`, () => {
      const real = resolved(ctx, id, zone);
      const odds = ask(id, zone);
      expect(odds.action).toBe('explode');
      expect(odds.zones!.map((z) => z.zone)).toEqual([...real.zones.keys()].sort((x, y) => (x === null ? 1 : y === null ? -1 : x - y)));
      for (const z of odds.zones!) expect(Math.abs(z.p - real.zones.get(z.zone)!), `zone ${z.zone}`).toBeLessThan(1e-12);
      for (const sev of ['light', 'moderate', 'serious', 'critical']) expect(Math.abs(odds.severities![sev]! - real.severities[sev]!), sev).toBeLessThan(1e-12);
      expect(Math.abs(odds.pHit - (1 - (real.zones.get(null) ?? 0)))).toBeLessThan(1e-12);
      expect(odds.pWounded).toBeGreaterThan(0);
    });
  }

  it('a helmet on the head lowers the wound odds; shrapnel adds no odds beyond the concussion; a pistol has none', () => {
    const bare = ask('jane', 0);
    const helmeted = ask('kim', 0);
    expect(helmeted.zones).toEqual(bare.zones);
    expect(helmeted.pWounded).toBeLessThan(bare.pWounded);
    const s = helmeted.severities!;
    expect(Math.abs(s.light! + s.moderate! + s.serious! + s.critical! - helmeted.pWounded)).toBeLessThan(1e-12);
    expect(ask('jane', 0, 'ted')).toMatchObject({ zones: bare.zones, pWounded: bare.pWounded });
    expect(RULES.procedures!.oddsMany!(ctx, [{ attackerId: 'jane', targetId: 'bob', luck: null, action: 'explode' }], RULES)[0]).toBeNull();
    // Other questions in the same batch are answered as before.
    const [shot, boom] = RULES.procedures!.oddsMany!(ctx, [{ attackerId: 'jane', targetId: 'harry', luck: null }, { attackerId: 'bob', targetId: 'jane', luck: null, action: 'explode', zone: 0 }], RULES);
    expect(shot!.pHit).toBeGreaterThan(0);
    expect(boom).toEqual(bare);
  });
});
