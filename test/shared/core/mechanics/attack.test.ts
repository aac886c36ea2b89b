import { describe, expect, it } from 'vitest';
import { createScriptedRng, createSeededRng } from '../../../../shared/core/dice/rng';
import { classifyAttack } from '../../../../shared/core/mechanics/attack-roll';
import { resolveAttack } from '../../../../shared/core/mechanics/attack';
import {
  attackModifiers,
  defenseModifiers,
  rangeBand,
  storytellerModifier,
} from '../../../../shared/core/mechanics/modifiers';
import { combatLuckModifier } from '../../../../shared/core/mechanics/combat-luck';
import { attacker, CORE, defender, faces, KNIFE, pool, raw, RIFLE, RULES, VEST } from './fixtures';

const sources = (mods: readonly { source: string }[]) => mods.map((m) => m.source);

describe('attack and defense rolls (seed 004)', () => {
  it('misses without attack hits, is dodged with fewer hits, and ties go to the attacker', () => {
    expect(classifyAttack(0, 0)).toBe('miss');
    expect(classifyAttack(1, 2)).toBe('dodged');
    expect(classifyAttack(2, 2)).toBe('hit');
    expect(classifyAttack(3, 1)).toBe('hit');
  });

  it("Kelly stabbing Michael: he defends with Melee, the knife's defense skill, and her 2 hits beat his 1", () => {
    const kelly = attacker('Kelly', pool('Melee', 3, 2, 'Athletic'));
    // Michael has a pistol drawn but the defense pool is whatever the knife names: Melee.
    const michael = defender('Michael', pool('Melee', 2, 2, 'Athletic'));
    // Kelly 5 + 3 melee = 8 dice; Michael 4 + 3 defending against melee = 7; then 2d8 location
    // [2, 4] + 1 net = 7 → Abdomen (seed 000's outcome for Kelly), then the damage roll 50.
    const rng = createScriptedRng([...faces(8, 2), ...faces(7, 1), 2, 4, 50]);
    const r = resolveAttack(RULES, { weapon: KNIFE, attacker: kelly, defender: michael }, rng);
    expect(r.exchange.attack.hits).toBe(2);
    expect(r.exchange.defense.hits).toBe(1);
    expect(r.exchange.defense.pool.terms.map((t) => t.name)).toEqual(['Athletic', 'Melee']);
    expect(sources(r.exchange.attack.pool.modifiers)).toEqual(['Melee weapon +3']);
    expect(sources(r.exchange.defense.pool.modifiers)).toEqual(['Defending against melee +3']);
    expect(r.exchange.outcome).toBe('hit');
    expect(r.location).toMatchObject({
      target: 'Chest',
      dice: [2, 4],
      netHits: 1,
      roll: 7,
      entry: 7,
      location: 'Abdomen',
      mark: 'vital',
    });
    // 50 + 15 vital = 65 → Moderate.
    expect(r.damage).toMatchObject({ roll: 50, total: 65, severity: 'moderate', type: 'wound' });
    expect(sources(r.damage!.modifiers)).toEqual(['Vital location (Abdomen) +15']);
    expect(r.wound).toMatchObject({ location: 'Abdomen', severity: 'moderate', source: 'Knife' });
    expect(rng.used).toBe(8 + 7 + 3);
  });

  it("Bob's called head shot on John: 7 + (4 − 1) = entry 10 → Neck, a critical location (+30)", () => {
    const bob = attacker('Bob', pool('Firearms', 4));
    const john = defender('John', raw(3));
    const rng = createScriptedRng([...faces(6, 4), ...faces(3, 1), 3, 4, 40]);
    const r = resolveAttack(
      RULES,
      { weapon: RIFLE, attacker: bob, defender: john, target: 'Head' },
      rng,
    );
    expect(r.location).toMatchObject({
      target: 'Head',
      called: true,
      roll: 10,
      entry: 10,
      location: 'Neck',
      mark: 'critical',
      damageModifier: 30,
    });
    expect(r.damage).toMatchObject({ roll: 40, total: 70, severity: 'moderate' });
    expect(r.result).toBe('wounded');
  });

  it('a called shot can hit and still miss on the chart: a near miss', () => {
    const rng = createScriptedRng([...faces(6, 1), ...faces(3, 1), 1, 1]);
    const r = resolveAttack(
      RULES,
      {
        weapon: RIFLE,
        attacker: attacker('Bob', pool('Firearms', 4)),
        defender: defender('John', raw(3)),
        target: 'Head',
      },
      rng,
    );
    expect(r.exchange.outcome).toBe('hit');
    expect(r.result).toBe('near-miss');
    expect(r.location).toMatchObject({ roll: 2, location: null });
    expect(r.damage).toBeNull();
  });

  it('refuses ordinary attacks with explosives and suppression-only weapons', () => {
    const grenade = { ...RIFLE, name: 'Grenade', type: 'explosive' as const };
    const ecm = { ...RIFLE, name: 'ECM', type: 'defensive' as const };
    const input = { attacker: attacker('A', raw(2)), defender: defender('D', raw(1)) };
    expect(() =>
      resolveAttack(RULES, { ...input, weapon: grenade }, createScriptedRng([])),
    ).toThrow(/resolve it as an explosion/);
    expect(() => resolveAttack(RULES, { ...input, weapon: ecm }, createScriptedRng([]))).toThrow(
      /can only suppress/,
    );
  });

  it('stops at a miss or a dodge without rolling location or damage', () => {
    const miss = resolveAttack(
      RULES,
      { weapon: RIFLE, attacker: attacker('A', raw(2)), defender: defender('D', raw(1)) },
      createScriptedRng([2, 3, 8]),
    );
    expect(miss.result).toBe('miss');
    const dodged = resolveAttack(
      RULES,
      { weapon: RIFLE, attacker: attacker('A', raw(2)), defender: defender('D', raw(2)) },
      createScriptedRng([8, 3, 8, 7]),
    );
    expect(dodged.result).toBe('dodged');
    expect(dodged.location).toBeNull();
  });

  it('armor on the hit location can stop the bullet (stop chance 35 for pen 4 vs prot 4)', () => {
    const rng = createScriptedRng([...faces(6, 2), ...faces(3, 0), 8, 8, 20]);
    const r = resolveAttack(
      RULES,
      {
        weapon: RIFLE,
        attacker: attacker('Bob', pool('Firearms', 4)),
        defender: defender('John', raw(3), { armor: VEST }),
      },
      rng,
    );
    expect(r.location?.location).toBe('Chest');
    expect(r.armor).toMatchObject({
      source: 'Kevlar Vest',
      stopChance: 35,
      roll: 20,
      outcome: 'stopped',
    });
    expect(r.result).toBe('stopped');
    expect(r.stoppedBy).toBe('armor');
    expect(r.wound).toBeNull();
  });

  it('armor that does not stop the bullet takes its second roll (capped at 35) off the damage', () => {
    const rng = createScriptedRng([...faces(6, 2), ...faces(3, 0), 8, 8, 60, 90, 99]);
    const r = resolveAttack(
      RULES,
      {
        weapon: RIFLE,
        attacker: attacker('Bob', pool('Firearms', 4)),
        defender: defender('John', raw(3), { armor: VEST }),
      },
      rng,
    );
    expect(r.armor).toMatchObject({
      roll: 60,
      outcome: 'reduced',
      reductionRoll: 90,
      reduction: 35,
    });
    // 99 + 15 vital − 35 = 79 → Moderate.
    expect(r.damage).toMatchObject({ roll: 99, total: 79, severity: 'moderate' });
    expect(sources(r.damage!.modifiers)).toEqual([
      'Vital location (Chest) +15',
      'Kevlar Vest reduction -35',
    ]);
  });

  it('cover and armor are cumulative: cover is checked first, then the armor', () => {
    // 2 attack hits (< 3): cover roll 50 ≤ 75 applies; cover stop roll 90 (> 35) reduces by 10;
    // armor roll 99 reduces by min(5, 35); damage 80 + 15 − 10 − 5 = 80 → Moderate.
    const rng = createScriptedRng([...faces(6, 2), ...faces(3, 0), 8, 8, 50, 90, 10, 99, 5, 80]);
    const d = defender('John', raw(3), { armor: VEST, stance: 'cover' });
    const r = resolveAttack(
      RULES,
      { weapon: RIFLE, attacker: attacker('Bob', pool('Firearms', 4)), defender: d },
      rng,
    );
    expect(r.cover).toMatchObject({ exposed: false, roll: 50, applies: true });
    expect(r.cover?.protection).toMatchObject({
      source: 'Cover',
      protection: 4,
      stopChance: 35,
      outcome: 'reduced',
      reduction: 10,
    });
    expect(r.armor).toMatchObject({ reduction: 5 });
    expect(r.damage?.total).toBe(80);
    expect(rng.used).toBe(6 + 3 + 2 + 6);
  });
});

describe('attack modifiers (seeds 001 and 000)', () => {
  it('lists every modifier with its source and leaves zeros out', () => {
    const a = attacker('Bob', pool('Firearms', 4), {
      stance: 'banzai',
      woundModifier: 1,
      suppression: 2,
      aimed: true,
      luck: 'bonus',
      modifiers: [storytellerModifier(-1, 'Smoke')],
    });
    const mods = attackModifiers(
      RULES,
      a,
      { ...RIFLE, accuracy: 1 },
      { range: 'long', bulletsBefore: 2 },
    );
    expect(sources(mods)).toEqual([
      'Banzai stance +3',
      'Wounds -1',
      'Aim +3',
      'Suppression -2',
      'Long range -3',
      'Assault Rifle accuracy +1',
      'Recoil (bullet 3) -2',
      'Luck +5 (Bob) on attack',
      'Smoke -1',
    ]);
    expect(
      attackModifiers(RULES, attacker('Bob', pool('Firearms', 4)), RIFLE, { range: 'short' }),
    ).toEqual([]);
    expect(
      sources(
        attackModifiers(
          RULES,
          attacker('Bob', pool('Firearms', 4), { stance: 'cautious' }),
          RIFLE,
          { range: 'medium' },
        ),
      ),
    ).toEqual(['Cautious stance -1', 'Medium range -1']);
  });

  it('suppression never applies to defense; stances, wounds and vehicle dodge do', () => {
    const d = defender('John', raw(3), { stance: 'evade', woundModifier: 2, vehicleDodge: 2 });
    expect(sources(defenseModifiers(RULES, d, RIFLE))).toEqual([
      'Evade stance +3',
      'Wounds -2',
      'Vehicle dodge +2',
    ]);
    expect(
      sources(defenseModifiers(RULES, defender('J', raw(3), { stance: 'banzai' }), KNIFE)),
    ).toEqual(['Banzai stance -3', 'Defending against melee +3']);
  });

  it('a luck penalty spent by the other side is just another modifier with its source', () => {
    const penalty = combatLuckModifier(CORE, 'defense', 'penalty', 'Bob');
    expect(
      sources(defenseModifiers(RULES, defender('John', raw(3), { modifiers: [penalty] }), RIFLE)),
    ).toEqual(['Luck -5 (Bob) on defense']);
  });

  it('range bands come from the effective range: ½ short, 1× medium, 2× long', () => {
    expect(rangeBand(100, 300)).toBe('short');
    expect(rangeBand(300, 300)).toBe('medium');
    expect(rangeBand(600, 300)).toBe('long');
    expect(rangeBand(601, 300)).toBe('out-of-range');
  });

  it('the same seed gives the same attack, die for die', () => {
    const run = (seed: string) =>
      resolveAttack(
        RULES,
        {
          weapon: RIFLE,
          attacker: attacker('Bob', pool('Firearms', 5)),
          defender: defender('John', raw(3), { armor: VEST, stance: 'cover' }),
        },
        createSeededRng(seed),
      );
    for (const seed of ['a', 'b', 'c', 'd']) expect(run(seed)).toEqual(run(seed));
  });
});
