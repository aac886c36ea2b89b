/**
 * Issue 16 deliverable 6: combat rules the engine got wrong (seeds 004, 001, 000). Every test
 * uses scripted dice and failed on the code before the fix; each fix also has a check that a
 * combat replayed by the pre-issue-16 rules (`resolutionRevision: 1`) keeps its old result.
 */
import { describe, expect, it } from 'vitest';
import { VehicleSchema } from '../../../../shared/domain/gear';
import { createScriptedRng } from '../../../../shared/core/dice/rng';
import { resolveBurst, resolveFullAuto } from '../../../../shared/core/mechanics/automatic-fire';
import type { CombatRuleset } from '../../../../shared/core/mechanics/combat-ruleset';
import { resolveExplosion, shrapnelLocation } from '../../../../shared/core/mechanics/explosion';
import { resolveSuppress } from '../../../../shared/core/mechanics/suppression';
import { HUMANOID_HIT_CHART, VIPER_HIT_CHART } from '../../../../shared/core/content/hit-charts';
import { attacker, defender, faces, GRENADE, pool, raw, RIFLE, RULES } from './fixtures';

const LEGACY: CombatRuleset = { ...RULES, resolutionRevision: 1 };
const hasLuck = (mods: readonly { tag?: string }[]) => mods.some((m) => m.tag === 'luck');

describe('defender luck: one roll per turn, not every bullet (seed 004 "You may only modify one roll per combat turn")', () => {
  // Bob 4 dice (Firearms 2 + attribute 2), Jane raw 3 (+5 with luck): every roll scripted with no hits.
  const bob = attacker('Bob', pool('Firearms', 2));

  it('a burst: the luck bonus goes on the defense roll against the first bullet only', () => {
    // Bullet 1: 4 attack + 8 defense dice; bullets 2 and 3 (recoil −1, −2): 3 + 3 and 2 + 3.
    const dice = [...faces(4, 0), ...faces(8, 0), ...faces(3, 0), ...faces(3, 0), ...faces(2, 0), ...faces(3, 0)];
    const rng = createScriptedRng(dice);
    const r = resolveBurst(RULES, { weapon: RIFLE, attacker: bob, ammo: 30, defender: defender('Jane', raw(3), { luck: 'bonus' }) }, rng);
    const defense = r.volleys[0]!.bullets.map((b) => b.exchange.defense);
    expect(defense.map((d) => hasLuck(d.pool.modifiers))).toEqual([true, false, false]);
    expect(defense.map((d) => d.pool.diceRolled)).toEqual([8, 3, 3]);
    expect(rng.used).toBe(dice.length);
  });

  it('a burst: a luck re-roll of the defense is one re-roll, on the first bullet', () => {
    // Bullet 1: 4 attack, 3 defense, 3 defense re-rolled; bullets 2 and 3: no re-roll.
    const dice = [...faces(4, 0), ...faces(3, 0), ...faces(3, 1), ...faces(3, 0), ...faces(3, 0), ...faces(2, 0), ...faces(3, 0)];
    const rng = createScriptedRng(dice);
    const r = resolveBurst(RULES, { weapon: RIFLE, attacker: bob, ammo: 30, defender: defender('Jane', raw(3), { luck: 'reroll' }) }, rng);
    expect(r.volleys[0]!.bullets.map((b) => b.exchange.defense.reroll !== undefined)).toEqual([true, false, false]);
    expect(rng.used).toBe(dice.length);
  });

  it('full-auto: each target with luck has it on the first bullet aimed at them', () => {
    const rng = createScriptedRng(Array.from({ length: 200 }, () => 2));
    const r = resolveFullAuto(
      RULES,
      {
        weapon: RIFLE,
        attacker: attacker('Bob', pool('Firearms', 6, 4)),
        ammo: 30,
        targets: [{ defender: defender('Jane', raw(3), { luck: 'bonus' }) }, { defender: defender('Harry', raw(3)) }, { defender: defender('Marcus', raw(3), { luck: 'bonus' }) }],
      },
      rng,
    );
    expect(r.volleys.map((v) => v.bullets.map((b) => hasLuck(b.exchange.defense.pool.modifiers)))).toEqual([
      [true, false, false],
      [false, false, false],
      [true, false],
    ]);
  });

  it("Suppress at two targets: the attacker's luck goes on the first target's roll only", () => {
    const rng = createScriptedRng(Array.from({ length: 100 }, () => 2));
    const suppress = (rules: CombatRuleset) =>
      resolveSuppress(rules, { weapon: RIFLE, attacker: attacker('Bob', pool('Firearms', 2), { luck: 'bonus' }), targets: [{ defender: defender('Jane', raw(3)), suppression: 0 }, { defender: defender('Harry', raw(3)), suppression: 0 }] }, rng);
    expect(suppress(RULES).targets.map((t) => hasLuck(t.exchange.attack.pool.modifiers))).toEqual([true, false]);
    expect(suppress(LEGACY).targets.map((t) => hasLuck(t.exchange.attack.pool.modifiers))).toEqual([true, true]);
  });

  it('a combat replayed by the pre-issue-16 rules keeps luck on every bullet', () => {
    const rng = createScriptedRng(Array.from({ length: 100 }, () => 2));
    const r = resolveBurst(LEGACY, { weapon: RIFLE, attacker: bob, ammo: 30, defender: defender('Jane', raw(3), { luck: 'bonus' }) }, rng);
    expect(r.volleys[0]!.bullets.map((b) => hasLuck(b.exchange.defense.pool.modifiers))).toEqual([true, true, true]);
  });
});

describe('concussion: the zone plus the weapon, no hit-location mark (seed 001 "Concussion has a damage modifier based on the Zone plus the weapon\'s damage modifier")', () => {
  const jesse = attacker('Jesse', pool('Athletics', 2));
  // Jesse 4 dice with 1 hit, Mike 3 dice with none: Mike stays in zone 1. Concussion d100 = 70.
  const dice = [...faces(4, 1), ...faces(3, 0), 70];
  const grenade = { ...GRENADE, shrapnel: false, lethality: 5 };

  it('a zone-1 concussion on the head is 70 + 0 + 5 = 75 (Moderate), not +30 more for the head (Serious)', () => {
    const r = resolveExplosion(RULES, { weapon: grenade, attacker: jesse, targets: [{ defender: defender('Mike', raw(3)), zone: 1 }] }, createScriptedRng(dice));
    const c = r.targets[0]!.concussion!;
    expect(c.wound?.location).toBe('Head');
    expect(c.damage?.modifiers.map((m) => m.source)).toEqual(['Frag Grenade lethality +5']);
    expect(c.damage).toMatchObject({ roll: 70, total: 75, severity: 'moderate' });
  });

  it("a vehicle's concussion on its vital centre of mass adds nothing for the mark either", () => {
    const viper = VehicleSchema.parse({ name: 'Viper', pilotingSkill: 'Piloting', toughness: 3, armor: null, hitChart: 'Viper', dodgeBonus: 0 });
    const r = resolveExplosion(
      RULES,
      { weapon: grenade, attacker: jesse, targets: [{ defender: defender('Viper', raw(3), { chart: VIPER_HIT_CHART, vehicle: { vehicle: viper, occupants: [] } }), zone: 1 }] },
      createScriptedRng(dice),
    );
    expect(r.targets[0]!.concussion).toMatchObject({ location: { location: 'Body', mark: 'vital' }, damage: { total: 75, severity: 'moderate' } });
  });

  it('the pre-issue-16 rules keep the head\'s +30', () => {
    const r = resolveExplosion(LEGACY, { weapon: grenade, attacker: jesse, targets: [{ defender: defender('Mike', raw(3)), zone: 1 }] }, createScriptedRng(dice));
    expect(r.targets[0]!.concussion!.damage).toMatchObject({ total: 105, severity: 'critical' });
  });
});

describe('shrapnel: each fragment a different location (seed 001 "Shrapnel is a number of separate wounds, each to a different hit location")', () => {
  const jesse = attacker('Jesse', pool('Athletics', 2));
  // Zone 1 kept (1 attack hit, no defense hits); concussion 10; 1d6 = 3 fragments, all rolling 8+8.
  const dice = [...faces(4, 1), ...faces(3, 0), 10, 3, 8, 8, 10, 8, 8, 10, 8, 8, 10];

  it('three fragments rolling the same Chest entry strike Chest, then Abdomen, then Neck (down the row)', () => {
    const rng = createScriptedRng(dice);
    const r = resolveExplosion(RULES, { weapon: GRENADE, attacker: jesse, targets: [{ defender: defender('Mike', raw(3)), zone: 1 }] }, rng);
    const hits = r.targets[0]!.shrapnel!.hits;
    // Chest row: LL RL LH RH LA RA AB HD NK AB CH CH CH CH CH; 16 reads entry 15.
    expect(hits.map((h) => [h.location.location, h.location.entry])).toEqual([
      ['Chest', 15],
      ['Abdomen', 10],
      ['Neck', 9],
    ]);
    expect(hits.map((h) => h.wound?.location)).toEqual(['Chest', 'Abdomen', 'Neck']);
    expect(rng.used).toBe(dice.length);
  });

  it('more fragments than locations: every location of the row once, then a new round', () => {
    const struck = new Set<string>();
    const rng = createScriptedRng(Array.from({ length: 40 }, () => 8));
    const got = Array.from({ length: 12 }, () => shrapnelLocation(RULES, HUMANOID_HIT_CHART, struck, rng).location);
    const row = new Set(HUMANOID_HIT_CHART.targets['Chest']!);
    expect(new Set(got.slice(0, row.size))).toEqual(row);
    expect(got[row.size]).toBe('Chest');
  });

  it('the pre-issue-16 rules let fragments strike the same place', () => {
    const r = resolveExplosion(LEGACY, { weapon: GRENADE, attacker: jesse, targets: [{ defender: defender('Mike', raw(3)), zone: 1 }] }, createScriptedRng(dice));
    expect(r.targets[0]!.shrapnel!.hits.map((h) => h.location.location)).toEqual(['Chest', 'Chest', 'Chest']);
  });
});
