import { describe, expect, it } from 'vitest';
import { VehicleSchema } from '../../../../../shared/domain/gear';
import { createWound } from '../../../../../shared/core/mechanics/wounds';
import { VIPER_HIT_CHART } from '../../../../../shared/core/content/hit-charts';
import { KNIFE, PISTOL, RIFLE } from '../../../core/mechanics/fixtures';
import { base, face, fight, pools, texts } from './helpers';

const stats = pools({ Firearms: 5, Melee: 5, Reflexes: 5, Toughness: 5, 'First Aid': 5 });
const moderate = () => createWound({ location: 'Chest', severity: 'moderate', type: 'wound', source: 'Pistol' });

function twoOf(f: ReturnType<typeof fight>, extra: Record<string, unknown>[] = []) {
  f.send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'ann', name: 'Ann', team: 1, pools: stats, weapon: KNIFE },
      { ...base, id: 'bob', name: 'Bob', team: 2, pools: stats, weapon: PISTOL },
      ...extra,
    ] as never,
  });
  f.send({ type: 'combat.start' });
}

describe('000 Action Resolution', () => {
  it('000 Treat: a first aid success applies a healing point (the wound counts half) and lets the knocked out roll again; only once per wound', () => {
    const f = fight();
    twoOf(f, [{ ...base, id: 'cat', name: 'Cat', team: 1, pools: stats, weapon: PISTOL, wounds: [moderate(), moderate()] }]);
    f.send({ type: 'combatant.knockOut', targetId: 'cat' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'treat', target: 'cat', woundIndex: 0 } }, { combatantId: 'bob', action: { kind: 'pass' } }] });
    f.send({ type: 'initiative.roll' }, [face(5, 2), face(5, 1)]);
    // First aid 30 on row 5 → +1; Cat's wounds now −10 −20 = −30; knockout d100 40 ≥ 30: back.
    const lines = texts(f.send({ type: 'action.resolveAll' }, [30, 40])).join('\n');
    expect(lines).toContain('Ann treats Cat\'s Moderate wound (Chest) with First Aid: d100 30 \u2192 30 on row 5 \u2192 +1 Success.');
    expect(lines).toContain('Cat: knockout d100 40 = 40, not lower than 30 (wounds \u221230): stays up.');
    const cat = f.who('cat');
    expect(cat.knockedOut).toBe(false);
    expect([cat.wounds[0]!.firstAid, cat.wounds[0]!.healingStarted, cat.wounds[0]!.healingPoints]).toEqual(['succeeded', true, 1]);
    f.send({ type: 'knockout.roll' });
    f.send({ type: 'turn.end' });
    // The machine refuses the second try at declaring (and the procedure would skip it).
    expect(() => f.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'treat', target: 'cat', woundIndex: 0 } }] })).toThrow('First aid has already been tried on this wound');
  });

  it('000 Rally: no roll for the rallier, the rallied makes another knockout roll', () => {
    const f = fight();
    twoOf(f, [{ ...base, id: 'cat', name: 'Cat', team: 1, pools: stats, weapon: PISTOL, wounds: [moderate(), moderate()] }]);
    f.send({ type: 'combatant.knockOut', targetId: 'cat' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'rally', target: 'cat' } }, { combatantId: 'bob', action: { kind: 'pass' } }] });
    f.send({ type: 'initiative.roll' }, [face(5, 2), face(5, 1)]);
    const lines = texts(f.send({ type: 'action.resolveAll' }, [39])).join('\n');
    expect(lines).toContain('Cat: knockout d100 39 = 39, lower than 40 (wounds \u221240): knocked out.');
    expect(lines).toContain('Ann cannot rally Cat');
    expect(f.who('cat').knockedOut).toBe(true);
  });

  it('000 Subdue and Escape: attack rolls as normal; the subdued can only try to escape; a subduer who acts otherwise lets go', () => {
    const f = fight();
    twoOf(f);
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'subdue', target: 'bob' } }, { combatantId: 'bob', action: { kind: 'pass' } }] });
    f.send({ type: 'initiative.roll' }, [face(5, 2), face(5, 1)]);
    // Knife: 30 + 30 → +2 on row 5; Bob's Melee (the knife's defense skill) 1 + 30 → +1: hit.
    expect(texts(f.send({ type: 'action.resolveAll' }, [30, 1])).join('\n')).toContain('Ann subdues Bob');
    expect(f.who('bob').subduedBy).toBe('ann');
    f.send({ type: 'knockout.roll' });
    f.send({ type: 'turn.end' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'subdue', target: 'bob' } }, { combatantId: 'bob', action: { kind: 'attack', target: 'ann' } }] });
    f.send({ type: 'initiative.roll' }, [face(5, 2), face(5, 1)]);
    const held = texts(f.send({ type: 'action.resolveAll' })).join('\n');
    expect(held).toContain('Ann keeps Bob subdued.');
    expect(held).toContain('Bob is subdued and can only try to escape.');
    f.send({ type: 'knockout.roll' });
    f.send({ type: 'turn.end' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'pass' } }, { combatantId: 'bob', action: { kind: 'escape' } }] });
    f.send({ type: 'initiative.roll' }, [face(5, 2), face(5, 1)]);
    expect(texts(f.send({ type: 'action.resolveAll' })).join('\n')).toContain('Bob slips free: Ann did something else.');
    expect(f.who('bob').subduedBy).toBeNull();
  });

  it('002 luck re-roll: two d100, the better Roll Result kept, the other shown; one luck point spent', () => {
    const f = fight();
    f.send({
      type: 'combatant.add',
      combatants: [
        { ...base, id: 'ann', name: 'Ann', team: 1, luckPoints: 3, pools: stats, weapon: PISTOL },
        { ...base, id: 'bob', name: 'Bob', team: 2, pools: stats, weapon: PISTOL },
      ],
    });
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'attack', target: 'bob' }, luck: { roll: 'attack', effect: 'reroll' } }, { combatantId: 'bob', action: { kind: 'pass' } }] });
    f.send({ type: 'initiative.roll' }, [face(5, 2), face(5, 1)]);
    // 10 (−1) then 90 (+3): +3 kept; Bob 50 on row 3 → +1; 2d8 1+1 + 2 = 4 → Right Hand; damage 5 → Light.
    const lines = texts(f.send({ type: 'action.resolveAll' }, [10, 90, 50, 1, 1, 5])).join('\n');
    expect(lines).toContain('attack d100 90 \u2192 90 on row 5 \u2192 +3 Great Success [luck re-roll; other roll d100 10 \u2192 10 on row 5 \u2192 \u22121 Bad Failure]');
    expect(lines).toContain('Ann: luck re-roll on attack');
    expect(f.who('ann').luckPoints).toBe(2);
  });

  it('002 luck: "Before someone else\'s roll (friend or enemy), spend a point to apply a … -50 modifier to their roll"', () => {
    const f = fight();
    f.send({
      type: 'combatant.add',
      combatants: [
        { ...base, id: 'ann', name: 'Ann', team: 1, luckPoints: 2, pools: stats, weapon: PISTOL },
        { ...base, id: 'bob', name: 'Bob', team: 2, luckPoints: 2, pools: stats, weapon: PISTOL },
        { ...base, id: 'cat', name: 'Cat', team: 2, luckPoints: 1, pools: stats, weapon: PISTOL },
      ],
    });
    f.send({ type: 'combat.start' });
    f.send({
      type: 'action.declare',
      declarations: [
        { combatantId: 'ann', action: { kind: 'attack', target: 'bob' } },
        { combatantId: 'bob', action: { kind: 'attack', target: 'cat' }, luck: { roll: 'attack', effect: 'penalty', target: 'ann' } },
        { combatantId: 'cat', action: { kind: 'attack', target: 'ann' }, luck: { roll: 'defense', effect: 'penalty', target: 'bob' } },
      ],
    });
    f.send({ type: 'initiative.roll' }, [face(5, 3), face(5, 2), face(5, 1)]);
    // Bob's −50 goes on Ann's attack: 99 − 50 = 49 → +1; Cat's −50 on Bob's defense: 1 − 50 → −2; 2d8 1+1 + 3 = 5 → Right Hand; 5 → Light.
    f.send({ type: 'action.resolveNext' }, [99, 1, 1, 1, 5]);
    const first = texts(f.log.at(-1)!).join('\n');
    expect(first).toContain('attack d100 99 \u221250 \u2192 49 on row 5 \u2192 +1 Success (Luck -50 (Bob))');
    expect(first).toContain('defense (Bob) d100 1 \u221250 \u2192 \u221249 on row 3 \u2192 \u22122 Terrible Failure (Luck -50 (Cat)): hit.');
    expect(f.who('bob').luckPoints).toBe(1);
    expect(f.who('cat').luckPoints).toBe(0);
  });

  it('002 "Recover from a Knockout": the machine\'s revive with luck spends a point', () => {
    const f = fight();
    twoOf(f, [{ ...base, id: 'cat', name: 'Cat', team: 1, luckPoints: 2, pools: stats, weapon: PISTOL }]);
    f.send({ type: 'combatant.knockOut', targetId: 'cat' });
    expect(texts(f.send({ type: 'combatant.revive', targetId: 'cat', useLuck: true })).join('')).toContain('Cat spends a luck point and is back in the fight.');
    expect(f.who('cat').luckPoints).toBe(1);
    expect(f.who('cat').knockedOut).toBe(false);
  });

  it('002 "Move an injury from one hit location to another … purely for cosmetic/roleplay reasons": the machine\'s move with luck', () => {
    const f = fight();
    twoOf(f, [{ ...base, id: 'cat', name: 'Cat', team: 1, luckPoints: 2, pools: stats, weapon: PISTOL }]);
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'attack', target: 'cat' } }, { combatantId: 'bob', action: { kind: 'pass' } }, { combatantId: 'cat', action: { kind: 'pass' } }] });
    f.send({ type: 'initiative.roll' }, [face(5, 3), face(5, 2), face(5, 1)]);
    // Knife: 10 + 30 → +1 against Cat's 1 + 30 → +1 (ties to the attacker); 2d8 2+3 = 5 → Left Arm; 30 → Light.
    f.send({ type: 'action.resolveAll' }, [10, 1, 2, 3, 30]);
    f.send({ type: 'wound.moveWithLuck', targetId: 'cat', index: 0, location: 'Right Arm' });
    const w = f.who('cat').wounds[0]!;
    expect([w.location, w.movedFrom, w.severity]).toEqual(['Right Arm', 'Left Arm', 'light']);
    expect(f.who('cat').luckPoints).toBe(1);
  });

  it('000 Automatic Fire through the machine: 10 rounds at three targets land 3/3/2 with recoil on each later bullet; 10 rounds spent', () => {
    const f = fight();
    const smg = { ...RIFLE, name: 'SMG', recoil: 5 };
    f.send({
      type: 'combatant.add',
      combatants: [
        { ...base, id: 'bob', name: 'Bob', team: 1, pools: stats, weapon: smg },
        ...['jane', 'harry', 'marcus'].map((id) => ({ ...base, id, name: id[0]!.toUpperCase() + id.slice(1), team: 2, pools: stats, weapon: PISTOL })),
      ],
    });
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'bob', action: { kind: 'full-auto', targets: ['jane', 'harry', 'marcus'] } }, ...['jane', 'harry', 'marcus'].map((id) => ({ combatantId: id, action: { kind: 'pass' as const } }))] });
    f.send({ type: 'initiative.roll' }, [face(5, 3), 21, 22, 23, 1, 1]);
    // Every bullet misses (attack 1 → −2), its defense rolled all the same: 8 pairs of d100.
    const lines = texts(f.send({ type: 'action.resolveAll' }, Array(16).fill(1))).join('\n');
    expect(lines).toContain('3 at Jane:');
    expect(lines).toContain('2 at Marcus:');
    expect(lines).toContain('Recoil \u221225');
    expect(lines).toContain('Bob fires full-auto: Jane 0/3, Harry 0/3, Marcus 0/2');
    expect(f.who('bob').ammo).toBe(20);
  });
});

describe('000 Vehicle Combat', () => {
  it('the pilot dodges with the dodge bonus; the vehicle takes the wound on its own chart; passengers may be hurt; the vehicle rolls its own toughness for knockout', () => {
    const f = fight();
    const viper = VehicleSchema.parse({ name: 'Viper', pilotingSkill: 'Viper Piloting', toughness: 6, hitChart: 'Viper', dodgeBonus: 15 });
    f.send({
      type: 'combatant.add',
      combatants: [
        { ...base, id: 'ann', name: 'Ann', team: 1, pools: stats, weapon: PISTOL },
        { ...base, id: 'dan', name: 'Dan', team: 2, pools: stats, weapon: PISTOL },
      ],
    });
    f.send({ type: 'vehicle.add', vehicle: { id: 'viper', name: 'Viper 1', definition: viper, chart: VIPER_HIT_CHART } });
    f.send({ type: 'vehicle.board', vehicleId: 'viper', combatantId: 'dan', role: 'pilot' });
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'attack', target: 'viper' } }, { combatantId: 'dan', action: { kind: 'pass' } }] });
    // The declare panel's odds at a vehicle: the pilot's dodge counts (+15 moves Dan's raw 3 up the row).
    const odds = f.rules.procedures!.odds!(f.ctx(), { attackerId: 'ann', targetId: 'viper', luck: null })!;
    expect(odds.pHit).toBeGreaterThan(0.3);
    expect(odds.pWounded).toBeGreaterThan(0);
    f.send({ type: 'initiative.roll' }, [face(5, 2), face(5, 1)]);
    // Ann 60 → +2; Dan 10 + 15 (dodge) = 25 on row 3 → 0; 2d8 4+4 + 2 = 10 → Cockpit (critical +30); 60 + 30 = 90 → Serious.
    // Dan aboard: 10 < 25, hurt 1d4 ÷ 2 (d4 3 → 2) times: 8+8 → Chest, 10 + 15 → Light; 1+1 → Right Leg, 50 → Moderate.
    const lines = texts(f.send({ type: 'action.resolveAll' }, [60, 10, 4, 4, 60, 10, 3, 8, 8, 10, 1, 1, 50])).join('\n');
    expect(lines).toContain('defense (Dan) d100 10 +15 \u2192 25 on row 3 \u2192 0 Failure (Viper 1 dodge +15): hit.');
    expect(lines).toContain('\u2192 Cockpit (critical +30).');
    expect(lines).toContain('Dan aboard: d100 10 < 25, hurt 2 times.');
    const ctx = f.ctx();
    expect(ctx.vehicles[0]!.wounds.map((w) => [w.location, w.severity, w.vehicle])).toEqual([['Cockpit', 'serious', true]]);
    expect(f.who('dan').wounds.map((w) => [w.location, w.severity])).toEqual([['Chest', 'light'], ['Right Leg', 'moderate']]);
    // Dan: 80 ≥ 25 stays up; the Viper: 20 + 5 (toughness 6) = 25 < 50: knocked out.
    const ko = texts(f.send({ type: 'knockout.roll' }, [80, 20])).join('\n');
    expect(ko).toContain('Viper 1: knockout d100 20 +5 = 25, lower than 50 (wounds \u221250): knocked out.');
    expect(f.ctx().vehicles[0]!.knockedOut).toBe(true);
    expect(f.who('dan').knockedOut).toBe(false);
  });
});
