import { describe, expect, it } from 'vitest';
import { createScriptedRng } from '../../../../../shared/core/dice/rng';
import { emptyGameConfig } from '../../../../../shared/config/model';
import {
  armorReduction, attackPool, attackTarget, board, chartOf, checkForKo, checkForUnko, defensePool, determineAttackMargin, diceRolled, hero,
  hitLocation, initiativeOrder, initiativePool, knockoutPool, npcDice, npcWoundsBonus, readCombatConfig, resetStress, resolveAction,
  resolveTurn, rollSuccesses, setWeapon, severityFor, spendLuck, weaponOf, type A3Battle,
} from '../../../../../shared/systems/aresmush-3e/combat';
import { newWound, totalDamageMod } from '../../../../../shared/systems/aresmush-3e/combat/wounds';
import { battle, defaultCombat, dice, equip, npc, pc, r } from './helpers';

const ANN = { Firearms: 5, Reflexes: 3, Alertness: 4, Composure: 4, Brawn: 3, Melee: 4, Medicine: 4 };

/** Ann (PC Soldier: Rifle+Ap, Tactical) and a Goon (Soldier gear) in the default config. */
function duel(values: number[] = []): A3Battle {
  const cfg = defaultCombat();
  const b = battle(cfg, [pc('Ann', { ...ANN }), npc('Goon', 'Goon')], createScriptedRng(values));
  equip(b, b.fighters.Ann!, 'Soldier');
  equip(b, b.fighters.Goon!, 'Soldier');
  return b;
}

describe('§A.1 dice in combat', () => {
  it('§A.1 6+ is a success, fractional pools round up, minimum 1 die, over 30 dice is 15 successes', () => {
    expect(diceRolled(4.75)).toBe(5);
    expect(diceRolled(2.75)).toBe(3);
    expect(diceRolled(-3)).toBe(1);
    expect(diceRolled(31)).toBeNull();
    expect(rollSuccesses(createScriptedRng([6, 5, 8]), 3)).toBe(2);
    expect(rollSuccesses(createScriptedRng([]), 31)).toBe(15);
    // botch: no successes and more 1s than half the dice
    expect(rollSuccesses(createScriptedRng([1, 1, 5]), 3)).toBe(-1);
    expect(rollSuccesses(createScriptedRng([1, 5, 5, 1]), 4)).toBe(0);
  });
});

describe('§C.4 core combat rolls', () => {
  it('§C.4 attack pool: skill + accuracy + wounds + stance + aim + luck − stress + attackmod', () => {
    const b = duel();
    const ann = b.fighters.Ann!;
    ann.stance = 'Aggressive';
    ann.aimTarget = 'Goon';
    ann.action = { kind: 'attack', targets: ['Goon'] };
    ann.luck = 'Attack';
    ann.stress = 2;
    ann.attackMod = 1;
    ann.wounds.push(newWound(b.config, 'IMPAIR', 'x', false));
    expect(attackPool(b, ann, b.fighters.Goon!)).toBe(5 + 0 - 2 + 2 + 3 + 3 - 2 + 1);
    // aim counts only against the action's first target
    ann.action = { kind: 'attack', targets: ['Bob'] };
    expect(attackPool(b, ann, b.fighters.Goon!)).toBe(10 - 3);
    // a scoped weapon adds its accuracy
    setWeapon(b, ann, 'Sniper Rifle', ['Scope']);
    expect(weaponOf(b.config, 'Sniper Rifle', ['Scope'])!.accuracy).toBe(4);
  });

  it('§C.4 defense pool: type defense skill (NPC attribute = Default/2), stance, luck, wounds, armor defense, GM mod', () => {
    const b = duel();
    const goon = b.fighters.Goon!;
    const rifle = weaponOf(b.config, 'Rifle', ['Ap']);
    expect(defensePool(b, goon, rifle)).toBe(2);
    goon.stance = 'Evasive';
    goon.defenseMod = 1;
    expect(defensePool(b, goon, rifle)).toBe(2 + 4 + 1);
    // melee vs melee: the target's weapon skill
    const ann = b.fighters.Ann!;
    setWeapon(b, ann, 'Knife');
    expect(defensePool(b, ann, weaponOf(b.config, 'Club'))).toBe(4);
    expect(defensePool(b, ann, rifle)).toBe(3);
  });

  it('§C.4 initiative: skill + init_mod + 3 for suppress/distract/subdue + luck + wounds + initmod', () => {
    const b = duel();
    const ann = b.fighters.Ann!;
    expect(initiativePool(b, ann)).toBe(4);
    ann.action = { kind: 'suppress', targets: ['Goon'] };
    ann.luck = 'Initiative';
    ann.initiativeMod = -1;
    ann.wounds.push(newWound(b.config, 'FLESH', 'x', false));
    expect(initiativePool(b, ann)).toBe(4 + 3 + 3 - 1 - 0.25);
  });

  it('§C.4 KO pool: composure + 2× wounds + PC bonus + vehicle toughness', () => {
    const b = duel();
    const ann = b.fighters.Ann!;
    ann.wounds.push(newWound(b.config, 'IMPAIR', 'x', false));
    expect(knockoutPool(b, ann)).toBe(4 - 4 + 1);
    const goon = b.fighters.Goon!;
    goon.wounds.push(newWound(b.config, 'IMPAIR', 'x', false));
    expect(knockoutPool(b, goon)).toBe(4 - 4);
    expect(knockoutPool(b, ann, 3)).toBe(4);
  });

  it('§C.6 mount vs unmounted modifies the attack both ways', () => {
    const b = duel();
    b.fighters.Ann!.mount = 'War Horse';
    expect(attackPool(b, b.fighters.Ann!, b.fighters.Goon!)).toBe(5 + 2);
    expect(attackPool(b, b.fighters.Goon!, b.fighters.Ann!)).toBe(6 - 2);
  });
});

describe('§C.5 stances', () => {
  it('§C.5 stances come from the config; an unknown stance is 0/0', () => {
    const c = emptyGameConfig();
    c.fs3combat = { stances: { Berserk: { attack_mod: 5, defense_mod: -5 } } };
    const cfg = readCombatConfig(c);
    const b = battle(cfg, [pc('Ann', { Melee: 3, Reflexes: 2 }, { stance: 'Berserk' }), pc('Bob', { Reflexes: 2 }, { stance: 'Normal' })]);
    expect(attackPool(b, b.fighters.Ann!, b.fighters.Bob!)).toBe(8);
    expect(defensePool(b, b.fighters.Bob!, null)).toBe(2);
  });
});

describe('§C.7 attack resolution', () => {
  it('§C.7 hit: net 3, location, armor reduction, damage, message, stress, recoil', () => {
    // attack 5 dice: 3 successes; defense 2 dice: 0; hitloc rand(10)=5 → index 8 Chest; armor d8 4 → 4+3+8−8 = 7 → rand(25)=10;
    // damage rand(100)=60 + Vital 0 + lethality 0 + hit mod 10 − armor 10 + Goon Wounds 30 = 90 → IMPAIR.
    const b = duel([...dice(5, 3), ...dice(2, 0), r(5), 4, r(10), r(60)]);
    const out = attackTarget(b, b.fighters.Ann!, b.fighters.Goon!);
    expect(out.margin).toMatchObject({ kind: 'hit', attack: 3, defense: 0, net: 3 });
    expect(out.hit).toMatchObject({ location: 'Chest', armorReduction: 10, damageRoll: 90, level: 'IMPAIR' });
    expect(b.log).toEqual(['Ann attacks Goon with Rifle+Ap and HITS! Impaired wound to Chest. (Reduced by ARMOR)']);
    const goon = b.fighters.Goon!;
    expect(goon.wounds.map((w) => w.level)).toEqual(['IMPAIR']);
    expect(goon.stress).toBe(1);
    expect(goon.freshlyDamaged).toBe(true);
    expect(goon.damagedBy).toEqual(['Ann']);
    expect(b.fighters.Ann!.recoil).toBe(3);
    expect((b.rng as ReturnType<typeof createScriptedRng>).used).toBe(11);
  });

  it('§C.7 miss when the attack has no successes (recoil still accrues)', () => {
    const b = duel([...dice(5, 0), ...dice(2, 1)]);
    const out = attackTarget(b, b.fighters.Ann!, b.fighters.Goon!);
    expect(out.margin.kind).toBe('miss');
    expect(b.log[0]).toContain('MISSES!');
    expect(b.fighters.Ann!.recoil).toBe(3);
    expect(b.fighters.Goon!.stress).toBe(0);
  });

  it('§C.7 called shot with net 1 narrowly misses', () => {
    const b = duel([...dice(5, 2), ...dice(2, 1)]);
    expect(attackTarget(b, b.fighters.Ann!, b.fighters.Goon!, 0, 'Head').margin.kind).toBe('near-miss');
  });

  it('§C.7 net < 0 is a near miss at range, a dodge in melee (easily below −2), ties go to the attacker', () => {
    const b = duel([...dice(5, 1), ...dice(2, 2)]);
    expect(attackTarget(b, b.fighters.Ann!, b.fighters.Goon!).margin.kind).toBe('near-miss');
    const m = duel([...dice(4, 1), ...dice(6, 5)]);
    setWeapon(m, m.fighters.Ann!, 'Knife');
    setWeapon(m, m.fighters.Goon!, 'Club');
    expect(attackTarget(m, m.fighters.Ann!, m.fighters.Goon!).margin.kind).toBe('dodged-easily');
    // tie (net 0) hits: hitloc rand(10)=0 → Left Leg (unarmored by Tactical), damage rand(100)=0 −30 +30 = 0 → GRAZE
    const t = duel([...dice(5, 1), ...dice(2, 1), r(0), r(0)]);
    const out = attackTarget(t, t.fighters.Ann!, t.fighters.Goon!);
    expect(out.hit).toMatchObject({ location: 'Left Leg', level: 'GRAZE', armorReduction: 0 });
    expect(t.fighters.Goon!.wounds).toEqual([]);
    expect(t.fighters.Goon!.stress).toBe(1);
    expect(t.fighters.Goon!.freshlyDamaged).toBe(false);
  });

  it('§C.7 / §C.19 mount hit: the mount KO roll; a KO gives the rider an IMPAIR stun wound and no mount', () => {
    // Ann's attack loses the Horse's mod_vs_unmounted (1): 4 dice
    const b = duel([...dice(4, 1), ...dice(2, 0), r(10), ...dice(4, 0)]);
    b.fighters.Goon!.mount = 'Horse';
    const out = determineAttackMargin(b, b.fighters.Ann!, b.fighters.Goon!);
    expect(out).toMatchObject({ kind: 'mount', hit: false, mountKo: true });
    expect(b.fighters.Goon!.mount).toBeNull();
    expect(b.fighters.Goon!.wounds[0]).toMatchObject({ level: 'IMPAIR', stun: true, description: 'Fall Damage' });
  });
});

describe('§C.8 hit location', () => {
  const cfg = defaultCombat();
  const humanoid = chartOf(cfg, 'Humanoid')!;
  it('§C.8 rand(10) + net, clamped to the list; the first area is the default aim', () => {
    expect(hitLocation(createScriptedRng([r(0)]), humanoid, 0, null)).toBe('Left Leg');
    expect(hitLocation(createScriptedRng([r(6)]), humanoid, 0, null)).toBe('Head');
    expect(hitLocation(createScriptedRng([r(9)]), humanoid, 5, null)).toBe('Chest');
    expect(hitLocation(createScriptedRng([r(0)]), humanoid, -4, null)).toBe('Left Leg');
  });
  it('§C.8 a called shot with net ≥ 3 hits exactly; below that it rolls on the called area\'s list', () => {
    const rng = createScriptedRng([]);
    expect(hitLocation(rng, humanoid, 3, 'head')).toBe('Head');
    expect(hitLocation(createScriptedRng([r(0)]), humanoid, 2, 'Head')).toBe('Left Arm');
  });
});

describe('§C.9 armor', () => {
  it('§C.9 the d8 table: ≥8 none, 6–7 rand(25), 4–5 25+rand(25), 2–3 50+rand(50), ≤1 stopped', () => {
    expect(armorReduction(createScriptedRng([]), 8)).toBe(0);
    expect(armorReduction(createScriptedRng([r(24)]), 7)).toBe(24);
    expect(armorReduction(createScriptedRng([r(0)]), 4)).toBe(25);
    expect(armorReduction(createScriptedRng([r(49)]), 2)).toBe(99);
    expect(armorReduction(createScriptedRng([]), 1)).toBe(100);
  });
  it('§C.9 stopped by armor: no damage and no stress', () => {
    // net 0, hitloc rand(10)=7 → Chest, Tactical 8 vs pen 8: d8 1 → 1+0+8−8 = 1 → stopped
    const b = duel([...dice(5, 1), ...dice(2, 1), r(7), 1]);
    const out = attackTarget(b, b.fighters.Ann!, b.fighters.Goon!);
    expect(out.hit).toMatchObject({ kind: 'armor', location: 'Chest' });
    expect(b.log[0]).toContain('Stopped by ARMOR on Chest');
    expect(b.fighters.Goon!.stress).toBe(0);
  });
});

describe('§C.10 cover', () => {
  it('§C.10 cover takes the hit at rand(100) < 50 for net 0–1, < 25 at net 2, never at 3+', () => {
    const b = duel([...dice(5, 1), ...dice(2, 0), r(49)]);
    b.fighters.Goon!.stance = 'Cover';
    expect(attackTarget(b, b.fighters.Ann!, b.fighters.Goon!).margin.kind).toBe('cover');
    const c = duel([...dice(5, 2), ...dice(2, 0), r(25), r(9), 8, r(50)]);
    c.fighters.Goon!.stance = 'Cover';
    expect(attackTarget(c, c.fighters.Ann!, c.fighters.Goon!).margin.kind).toBe('hit');
  });
});

describe('§C.11 damage severity', () => {
  it('§C.11 thresholds from the damage table; a game may rename its levels', () => {
    const cfg = defaultCombat();
    expect([19, 20, 69, 70, 94, 95].map((t) => severityFor(cfg, t))).toEqual(['GRAZE', 'FLESH', 'FLESH', 'IMPAIR', 'IMPAIR', 'INCAP']);
    const c = emptyGameConfig();
    c.fs3combat = { damage_table: { Scratch: 10, Hurt: 60, Wrecked: 90 }, damage_mods: { Fine: 0, Hurt: 0.5, Wrecked: 3, Dying: 8 } };
    const renamed = readCombatConfig(c);
    expect([9, 10, 60, 90].map((t) => severityFor(renamed, t))).toEqual(['Scratch', 'Hurt', 'Wrecked', 'Dying']);
  });
  it('§C.11 critical +30, normal −30, lethality, lethalmod and NPC Wounds enter the roll', () => {
    // net 0; hitloc rand(10)=6 → Head (Tactical 7 vs pen 8, d8 8 → no reduction); damage rand(100)=0 + 30 + 0 + lethalmod 5 + Goon 30 = 65
    const b = duel([...dice(5, 1), ...dice(2, 1), r(6), 8, r(0)]);
    b.fighters.Goon!.lethalMod = 5;
    expect(attackTarget(b, b.fighters.Ann!, b.fighters.Goon!).hit).toMatchObject({ location: 'Head', damageRoll: 65, level: 'FLESH' });
    expect(npcWoundsBonus(b.config, 'Boss')).toBe(0);
  });
  it('§C.7 luck: attack luck +30 to damage inflicted, defense luck −30 to damage taken', () => {
    const b = duel([...dice(8, 1), ...dice(2, 1), r(0), r(50)]);
    b.fighters.Goon!.armor = null;
    const ann = b.fighters.Ann!;
    ann.luck = 'Attack';
    const out = attackTarget(b, ann, b.fighters.Goon!);
    expect(out.hit!.damageRoll).toBe(50 - 30 + 30 + 30);
  });
  it('§C.7 melee adds max((strength successes − 1) × 5, 0)', () => {
    // Knife attack 4 dice 1 success vs Goon defense 2 dice 1 → net 0 → hitloc rand(10)=0 Left Leg; strength 3 dice: 3 successes → +10; damage rand(100)=0
    const b = duel([...dice(4, 1), ...dice(2, 1), r(0), ...dice(3, 3), r(0)]);
    setWeapon(b, b.fighters.Ann!, 'Knife');
    b.fighters.Goon!.armor = null;
    expect(attackTarget(b, b.fighters.Ann!, b.fighters.Goon!).hit!.damageRoll).toBe(0 - 30 - 5 + 10 + 30);
  });
});

describe('§C.12 stun', () => {
  it('§C.12 a Stun weapon stores a stun wound', () => {
    const b = duel([...dice(5, 1), ...dice(2, 1), r(0), r(99)]);
    setWeapon(b, b.fighters.Ann!, 'Tazer');
    b.fighters.Goon!.armor = null;
    attackTarget(b, b.fighters.Ann!, b.fighters.Goon!);
    expect(b.fighters.Goon!.wounds[0]).toMatchObject({ level: 'INCAP', stun: true, description: 'Tazer - Left Leg' });
  });
});

describe('§C.13 stress', () => {
  it('§C.13 capped at 5; decays by composure successes + 1; a botch leaves it', () => {
    const b = duel([...dice(4, 2), 1, 1, 1, 5]);
    const ann = b.fighters.Ann!;
    ann.stress = 5;
    expect(resetStress(b, ann)).toBe(2);
    expect(ann.stress).toBe(2);
    expect(resetStress(b, ann)).toBe(-1);
    expect(ann.stress).toBe(2);
  });
  it('§C.15 suppress adds margin + 2 (capped at 5); stress removes attack dice', () => {
    const b = duel([...dice(5, 2), ...dice(4, 1)]);
    const ann = b.fighters.Ann!;
    ann.action = { kind: 'suppress', targets: ['Goon'] };
    resolveAction(b, ann);
    expect(b.fighters.Goon!.stress).toBe(3);
    expect(ann.ammo).toBe(19);
    expect(attackPool(b, b.fighters.Goon!, ann)).toBe(6 - 3);
  });
});

describe('§C.14 knockout', () => {
  it('§C.14 only when freshly damaged with wounds ≤ −1; the KO roll ≤ 0 knocks out and clears the action', () => {
    const b = duel([...dice(1, 0)]);
    const ann = b.fighters.Ann!;
    ann.wounds.push(newWound(b.config, 'FLESH', 'x', false));
    ann.freshlyDamaged = true;
    expect(checkForKo(b, ann).checked).toBe(false);
    ann.wounds.push(newWound(b.config, 'INCAP', 'x', false));
    ann.action = { kind: 'pass', targets: [] };
    ann.damagedBy = ['Goon'];
    // composure 4 + 2×(−7.25) + 1 = −9.5 → 1 die
    expect(checkForKo(b, ann)).toMatchObject({ checked: true, auto: false, roll: 0, ko: true });
    expect(ann.action).toBeNull();
    expect(b.log.at(-1)).toBe("Ann has been KO'd! (Damaged This Turn By: Goon)");
  });
  it('§C.14 an NPC at −7 or worse is KO\'d without a roll, and removed at turn end', () => {
    const b = duel([]);
    const goon = b.fighters.Goon!;
    goon.wounds.push(newWound(b.config, 'INCAP', 'x', false));
    goon.freshlyDamaged = true;
    expect(checkForKo(b, goon)).toMatchObject({ auto: true, ko: true, roll: null });
  });
  it('§C.14 rally: KO roll at +3; hero spends luck, un-KOs and heals the worst treatable wound', () => {
    const b = duel([...dice(5, 1)]);
    const ann = b.fighters.Ann!;
    ann.isKo = true;
    ann.wounds.push(newWound(b.config, 'IMPAIR', 'x', false));
    // 4 − 4 + 1 + 3 = 4 dice? composure 4 + 2×(−2) + 1 + 3 = 4
    expect(knockoutPool(b, ann, 3)).toBe(4);
    const c = duel([...dice(4, 1)]);
    const a2 = c.fighters.Ann!;
    a2.isKo = true;
    a2.wounds.push(newWound(c.config, 'IMPAIR', 'x', false));
    expect(checkForUnko(c, a2)).toEqual({ roll: 1, back: true });
    a2.isKo = true;
    expect(hero(c, a2, 2)).toMatchObject({ ok: true, luck: 1 });
    expect(a2.wounds[0]).toMatchObject({ healed: true, points: 9 });
    expect(totalDamageMod(c.config, a2.wounds)).toBe(-0.67);
  });
  it('§C.18 vehicle toughness enters the KO roll', () => {
    const b = duel();
    board(b, b.fighters.Ann!, 'Tank', 'pilot');
    expect(knockoutPool(b, b.fighters.Ann!)).toBe(4 + 1 + 3);
  });
});

describe('§C.15 actions', () => {
  it('§C.15 burst: min(3, ammo) bullets with recoil accumulating, then ammo spent', () => {
    // 3 bullets: each attack 5 dice (−recoil 0, 3, 6) vs 2 dice; all miss (0 successes)
    const b = duel([...dice(5, 0), ...dice(2, 0), ...dice(2, 0), ...dice(2, 0), ...dice(1, 0), ...dice(2, 0)]);
    const ann = b.fighters.Ann!;
    ann.action = { kind: 'attack', targets: ['Goon'], burst: true };
    resolveAction(b, ann);
    expect(ann.ammo).toBe(17);
    expect(ann.recoil).toBe(9);
    expect(b.log[0]).toBe('Ann fires a burst!');
  });
  it('§C.15 fullauto: 8 / 3 / 1 bullets per target, 8 ammo spent', () => {
    const cfg = defaultCombat();
    const b = battle(cfg, [pc('Ann', { ...ANN, Firearms: 60 }), npc('G1', 'Goon'), npc('G2', 'Goon')], createScriptedRng([]));
    for (const f of Object.values(b.fighters)) equip(b, f, 'Soldier');
    // 60 dice (less recoil): >30 → 15 successes, no dice; Goon defense 2 dice each
    const values: number[] = [];
    for (let i = 0; i < 6; i++) values.push(...dice(2, 2), r(9), 8, r(0));
    b.rng = createScriptedRng(values);
    const ann = b.fighters.Ann!;
    ann.action = { kind: 'fullauto', targets: ['G1', 'G2'] };
    resolveAction(b, ann);
    expect(ann.ammo).toBe(12);
    expect(b.log.filter((l) => l.includes('HITS')).length).toBe(6);
  });
  it('§C.15 aim gives +3 next turn against the same target; cleared after a non-aim turn', () => {
    const b = duel([]);
    const ann = b.fighters.Ann!;
    ann.action = { kind: 'aim', targets: ['Goon'] };
    resolveAction(b, ann);
    expect(ann.aimTarget).toBe('Goon');
    ann.action = { kind: 'attack', targets: ['Goon'] };
    expect(attackPool(b, ann, b.fighters.Goon!)).toBe(8);
  });
  it('§C.15 distract: attack vs composure, margin ≥ 1 clears the target\'s action', () => {
    const b = duel([...dice(5, 2), ...dice(4, 1)]);
    const ann = b.fighters.Ann!;
    b.fighters.Goon!.action = { kind: 'attack', targets: ['Ann'] };
    ann.action = { kind: 'distract', targets: ['Goon'] };
    resolveAction(b, ann);
    expect(b.fighters.Goon!.action).toBeNull();
    expect(ann.ammo).toBe(20);
  });
  it('§C.15 subdue needs a melee weapon; a hit holds the target, who may only escape', () => {
    const b = duel([...dice(4, 2), ...dice(2, 0), ...dice(4, 0), ...dice(2, 1)]);
    const ann = b.fighters.Ann!;
    setWeapon(b, ann, 'Knife');
    ann.action = { kind: 'subdue', targets: ['Goon'] };
    resolveAction(b, ann);
    const goon = b.fighters.Goon!;
    expect(goon.subduedBy).toBe('Ann');
    goon.action = { kind: 'escape', targets: [] };
    resolveAction(b, goon);
    expect(goon.subduedBy).toBeNull();
    expect(b.log.at(-1)).toBe('Goon escapes!');
  });
  it('§C.15 reload fills the clip; pass does nothing; explosive weapons must explode', async () => {
    const { prepareError } = await import('../../../../../shared/systems/aresmush-3e/combat');
    const b = duel([]);
    const ann = b.fighters.Ann!;
    ann.ammo = 0;
    expect(prepareError(b, ann, { kind: 'attack', targets: ['Goon'] })).toContain('out of ammo');
    ann.action = { kind: 'reload', targets: [] };
    resolveAction(b, ann);
    expect(ann.ammo).toBe(20);
    setWeapon(b, ann, 'Frag Grenade');
    expect(prepareError(b, ann, { kind: 'attack', targets: ['Goon'] })).toContain('explode');
  });
  it('§C.15 treat: medicine roll heals the worst treatable wound 1 point, then the patient\'s un-KO roll', () => {
    const b = duel([...dice(4, 1), ...dice(6, 2)]);
    const goon = b.fighters.Goon!;
    goon.wounds.push(newWound(b.config, 'FLESH', 'a', false), newWound(b.config, 'IMPAIR', 'b', false));
    goon.isKo = true;
    const ann = b.fighters.Ann!;
    ann.action = { kind: 'treat', targets: ['Goon'] };
    resolveAction(b, ann);
    expect(goon.wounds[1]).toMatchObject({ healed: true, points: 9 });
    // KO roll: composure 4 + 2×(−0.25−0.67) + 3 = 5.16 → 6 dice
    expect(b.log).toContain('Goon is no longer KOed!');
  });
});

describe('§C.16 explosions and shrapnel', () => {
  it('§C.16 a hit is the concussion, then rand(min(5, net+2)) shrapnel hits at net 0; a miss rand(2)', () => {
    const cfg = defaultCombat();
    const b = battle(cfg, [pc('Ann', { ...ANN, Athletics: 5 }), npc('Goon', 'Goon')], createScriptedRng([
      ...dice(5, 3), ...dice(2, 1), // net 2
      r(0), r(10), // concussion: Left Leg (no armor) damage rand(100)=10
      r(2), // shrapnel count rand(4) = 2
      r(0), r(0), r(7), 8, r(0), r(0), // shrapnel 1: Left Leg 0; shrapnel 2: Chest, armor d8 8 → 8+0+5−8 = 5 → 25+rand(25)=25, damage 0
    ]));
    equip(b, b.fighters.Goon!, 'Soldier');
    const ann = b.fighters.Ann!;
    setWeapon(b, ann, 'Frag Grenade');
    ann.action = { kind: 'explode', targets: ['Goon'] };
    resolveAction(b, ann);
    expect(b.log[0]).toBe('Ann uses Frag Grenade. EXPLOSION!');
    expect(b.log[1]).toContain('Frag Grenade(Concussion) and HITS!');
    expect(b.log.filter((l) => l.includes('Shrapnel'))).toHaveLength(2);
    expect(b.fighters.Goon!.stress).toBe(3);
  });
});

describe('§C.15 / §C.16 more actions', () => {
  it('§C.15 suppress up to 3 targets with an automatic weapon spends 8 rounds; a failed margin adds nothing', () => {
    const cfg = defaultCombat();
    const b = battle(cfg, [pc('Ann', { ...ANN }), npc('G1', 'Goon'), npc('G2', 'Goon'), npc('G3', 'Goon')], createScriptedRng([
      ...dice(5, 2), ...dice(4, 0), // G1: margin 2 → +4
      ...dice(5, 0), ...dice(4, 1), // G2: margin −1 → nothing
      ...dice(5, 1), ...dice(4, 1), // G3: margin 0 → +2
    ]));
    equip(b, b.fighters.Ann!, 'Soldier');
    const ann = b.fighters.Ann!;
    ann.action = { kind: 'suppress', targets: ['G1', 'G2', 'G3'] };
    resolveAction(b, ann);
    expect([b.fighters.G1!.stress, b.fighters.G2!.stress, b.fighters.G3!.stress]).toEqual([4, 0, 2]);
    expect(ann.ammo).toBe(12);
  });
  it('§C.16 a missed explosion still throws rand(2) shrapnel hits', () => {
    const cfg = defaultCombat();
    const b = battle(cfg, [pc('Ann', { ...ANN, Athletics: 5 }), npc('Goon', 'Goon')], createScriptedRng([
      ...dice(5, 0), ...dice(2, 0), // miss
      r(1), // rand(2) = 1 shrapnel hit
      r(0), r(0), // Left Leg (no armor), damage 0
    ]));
    const ann = b.fighters.Ann!;
    setWeapon(b, ann, 'Frag Grenade');
    ann.action = { kind: 'explode', targets: ['Goon'] };
    resolveAction(b, ann);
    expect(b.log[1]).toContain('MISSES!');
    expect(b.log[2]).toBe('Ann attacks Goon with Shrapnel and HITS! Graze wound to Left Leg.');
    expect((b.rng as ReturnType<typeof createScriptedRng>).used).toBe(10);
  });
});

describe('§C.17 ammo', () => {
  it('§C.17 switching weapons keeps prior ammo; clicks empty at exactly 0', () => {
    const b = duel([...dice(5, 0), ...dice(2, 0)]);
    const ann = b.fighters.Ann!;
    ann.ammo = 1;
    setWeapon(b, ann, 'Pistol');
    expect(ann.ammo).toBe(10);
    setWeapon(b, ann, 'Rifle', ['Ap']);
    expect(ann.ammo).toBe(1);
    ann.action = { kind: 'attack', targets: ['Goon'] };
    resolveAction(b, ann);
    expect(b.log.at(-1)).toBe("Ann's weapon clicks empty.");
  });
});

describe('§C.18 vehicles', () => {
  it('§C.18 pilot defends with pilot skill + dodge; passengers are retargeted to the pilot; vehicle chart and armor', () => {
    const cfg = defaultCombat();
    const b = battle(cfg, [pc('Ann', { ...ANN }), pc('Pip', { Piloting: 5, Reflexes: 2, Composure: 3 }), pc('Pax', { Reflexes: 2, Composure: 3 })], createScriptedRng([]));
    equip(b, b.fighters.Ann!, 'Soldier');
    board(b, b.fighters.Pip!, 'Viper', 'pilot');
    board(b, b.fighters.Pax!, 'Viper-1', 'passenger');
    expect(b.fighters.Pip!.weapon).toBe('Kew');
    // the pilot skill is rolled by whoever defends: the pilot 5 + dodge 1, a passenger without Piloting 0 + 1
    expect(defensePool(b, b.fighters.Pip!, null)).toBe(5 + 1);
    expect(defensePool(b, b.fighters.Pax!, null)).toBe(1);
    // attack 3 successes vs pilot 0 → net 3; Fighter Body list rand(10)=6 → idx 9 Body; Viper armor Body 8 vs pen 8: d8 8 → none; damage rand(100)=95 → INCAP
    b.rng = createScriptedRng([...dice(5, 3), ...dice(6, 0), r(6), 8, r(95)]);
    const out = attackTarget(b, b.fighters.Ann!, b.fighters.Pax!);
    expect(out.target).toBe('Pip');
    expect(out.hit).toMatchObject({ location: 'Body', level: 'INCAP' });
    expect(b.vehicles['Viper-1']!.wounds).toHaveLength(1);
    expect(b.fighters.Pip!.wounds).toHaveLength(0);
    expect(b.fighters.Pip!.freshlyDamaged).toBe(true);
    // everyone aboard feels the vehicle's damage
    expect(defensePool(b, b.fighters.Pip!, null)).toBe(6 - 7);
  });
  it('§C.18 a crew-area hit sends rand(5) shrapnel hits per occupant on INCAP, passengers first', () => {
    const cfg = defaultCombat();
    const b = battle(cfg, [pc('Ann', { ...ANN }), pc('Pip', { Piloting: 5 }), pc('Pax', {})], createScriptedRng([]));
    equip(b, b.fighters.Ann!, 'Soldier');
    board(b, b.fighters.Pip!, 'Viper', 'pilot');
    board(b, b.fighters.Pax!, 'Viper-1', 'passenger');
    // called Cockpit at net 3 → exact; Viper Cockpit 6 vs 8: d8 1 → 1+3+8−6 = 6 → rand(25)=0; damage rand(100)=99 +30 +10 → INCAP
    // crew: Pax rand(5)=1 → one shrapnel (personal Humanoid chart, no armor) rand(10)=0, rand(100)=0; Pip rand(5)=0
    b.rng = createScriptedRng([...dice(5, 3), ...dice(6, 0), 1, r(0), r(99), r(1), r(0), r(0), r(0)]);
    attackTarget(b, b.fighters.Ann!, b.fighters.Pip!, 0, 'Cockpit');
    expect(b.log[1]).toBe('CREW HIT! attacks Pax with Shrapnel and HITS! Graze wound to Left Leg.');
    expect(b.fighters.Pax!.stress).toBe(1);
  });
});

describe('§C.21 luck', () => {
  it('§C.21 one reason per turn: the first costs 1, switching is free; NPCs have none', () => {
    const f = pc('Ann', {});
    expect(spendLuck(f, 'Attack', 2)).toEqual({ ok: true, cost: 1, luck: 1 });
    expect(spendLuck(f, 'Defense', 1)).toEqual({ ok: true, cost: 0, luck: 1 });
    expect(spendLuck(npc('G', 'Goon'), 'Attack', 3).ok).toBe(false);
    expect(spendLuck(pc('Bob', {}), 'Attack', 0).ok).toBe(false);
  });
});

describe('§C.22 NPCs', () => {
  it('§C.22 level ratings: listed, Default for others, Default/2 for attributes, raw numbers as-is', () => {
    const cfg = defaultCombat();
    expect(npcDice(cfg, 'Goon', 'Firearms')).toBe(6);
    expect(npcDice(cfg, 'Goon', 'Alertness')).toBe(4);
    expect(npcDice(cfg, 'Miniboss', 'Reflexes')).toBe(4);
    expect(npcDice(cfg, 'Boss', 3)).toBe(3);
    expect(npcWoundsBonus(cfg, 'Goon')).toBe(30);
  });
});

describe('§C.3 turn', () => {
  it('§C.3 initiative: everyone rolls, then rand(10) tiebreaks, highest first; KO\'d NPCs leave at turn end', () => {
    const b = duel([...dice(4, 1), ...dice(4, 2), r(3), r(3)]);
    expect(initiativeOrder(b).map((e) => e.name)).toEqual(['Goon', 'Ann']);
    const t = duel([
      ...dice(4, 2), ...dice(4, 1), r(0), r(0), // Ann first
      ...dice(5, 3), ...dice(2, 0), r(5), 4, r(10), r(99), // Ann hits Goon Chest: INCAP
    ]);
    t.fighters.Ann!.action = { kind: 'attack', targets: ['Goon'] };
    t.fighters.Goon!.action = { kind: 'pass', targets: [] };
    // stress decay: Goon composure 4 dice → 0 successes; then auto-KO (INCAP ≤ −7) → removed
    t.rng = createScriptedRng([...dice(4, 2), ...dice(4, 1), r(0), r(0), ...dice(5, 3), ...dice(2, 0), r(5), 4, r(10), r(99), ...dice(4, 0)]);
    resolveTurn(t);
    expect(t.log).toContain("Goon has been KO'd! (Damaged This Turn By: Ann)");
    expect(t.fighters.Goon!.removed).toBe(true);
    expect(t.fighters.Ann!.recoil).toBe(0);
  });
});
