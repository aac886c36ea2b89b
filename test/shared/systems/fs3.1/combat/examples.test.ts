import { describe, expect, it } from 'vitest';
import { turnSummary, turnSummaryLines } from '../../../../../shared/core/combat/turn-summary';
import { planFullAuto } from '../../../../../shared/core/mechanics/automatic-fire';
import { rollProtection, stopChance } from '../../../../../shared/core/mechanics/protection';
import { createWound, type Wound } from '../../../../../shared/core/mechanics/wounds';
import { createScriptedRng } from '../../../../../shared/core/dice/rng';
import { attackMods, attackOutcome, battleOf, explosionZone, isKnockedOut, knockoutOdds, totalWoundModifier, toughnessModifier, FS31_LISTS } from '../../../../../shared/systems/fs3.1/combat';
import { GRENADE, KNIFE, PISTOL, RIFLE, VEST, weapon } from '../../../core/mechanics/fixtures';
import { base, face, fight, fs31Rules, pools, texts } from './helpers';

const RULES = fs31Rules();

describe('002 Attack and Defense Rolls', () => {
  it('002 Kelly stabbing Michael: he defends with Melee (her knife\'s defense skill), +1 against −1 hits; 000: 2d8 5 + 2 = 7 on the Chest row is the Abdomen', () => {
    const f = fight();
    f.send({
      type: 'combatant.add',
      combatants: [
        { ...base, id: 'kelly', name: 'Kelly', team: 1, pools: pools({ Melee: 5, Reflexes: 5, Toughness: 5 }), weapon: KNIFE },
        // Michael has a pistol drawn and Firearms 8, but Melee 1 is what he defends with.
        { ...base, id: 'michael', name: 'Michael', team: 2, pools: pools({ Melee: 1, Firearms: 8, Reflexes: 5, Toughness: 5 }), weapon: PISTOL },
      ],
    });
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'kelly', action: { kind: 'attack', target: 'michael' } }, { combatantId: 'michael', action: { kind: 'pass' } }] });
    f.send({ type: 'initiative.roll' }, [face(5, 2), face(5, 1)]);
    // Kelly: d100 10 + 30 (melee, 000) = 40 on row 5 → +1; Michael: d100 1 + 30 (defending against melee) = 31 on row 1 → −1.
    // Location 2d8 2+3 = 5, + (1 − (−1)) = 7 → Abdomen (Vital +15); damage d100 30 + 15 = 45 → Moderate.
    const entries = f.send({ type: 'action.resolveAll' }, [10, 1, 2, 3, 30]);
    const lines = texts(entries).join('\n');
    expect(lines).toContain('attack d100 10 +30 \u2192 40 on row 5 \u2192 +1 Success (Melee weapon +30)');
    expect(lines).toContain('defense (Michael) d100 1 +30 \u2192 31 on row 1 \u2192 \u22121 Bad Failure (Defending against melee +30): hit.');
    expect(lines).toContain('Location 2d8 2+3 + 2 = 7 on the Chest row \u2192 Abdomen (vital +15).');
    expect(lines).toContain('Damage d100 30 +15 vital = 45 \u2192 Moderate (\u221220).');
    expect(lines).toContain('Kelly hits Michael \u2014 Moderate wound to the Abdomen (\u221220)');
    expect(f.who('michael').wounds.map((w) => [w.location, w.severity])).toEqual([['Abdomen', 'moderate']]);
    // A knife is not a firearm: no suppression point (000 "melee attacks do not inherently suppress").
    expect(f.who('michael').suppression).toBe(0);
  });

  it('002 outcome table: fails → miss, succeeds but lower → dodged, greater or equal → hit (ties to the attacker)', () => {
    expect(attackOutcome(0, -2)).toBe('miss');
    expect(attackOutcome(-2, -2)).toBe('miss');
    expect(attackOutcome(1, 2)).toBe('dodged');
    expect(attackOutcome(2, 2)).toBe('hit');
    expect(attackOutcome(1, -1)).toBe('hit');
    expect(attackOutcome(3, 3)).toBe('hit');
  });
});

describe('002 Order of Actions and Knockout', () => {
  it('002 Kid and Jesse: Kid goes first and shoots Jesse, Jesse still shoots back with Kid\'s wound on his roll, and only after all actions is Jesse knocked out', () => {
    const f = fight();
    f.send({
      type: 'combatant.add',
      combatants: [
        { ...base, id: 'kid', name: 'Kid', team: 1, pools: pools({ Firearms: 5, Reflexes: 5, Toughness: 5 }), weapon: PISTOL },
        { ...base, id: 'jesse', name: 'Jesse', team: 2, pools: pools({ Firearms: 5, Reflexes: 5, Toughness: 5 }), weapon: PISTOL },
      ],
    });
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'jesse', action: { kind: 'attack', target: 'kid' } }, { combatantId: 'kid', action: { kind: 'attack', target: 'jesse' } }] });
    // "Kid rolls higher on initiative": +2 against +1.
    const init = f.send({ type: 'initiative.roll' }, [face(5, 2), face(5, 1)]);
    expect(f.ctx().order!.slots.map((s) => s.id)).toEqual(['kid', 'jesse']);
    expect(texts(init).join('\n')).toContain('Initiative (Reflexes): Kid +2, Jesse +1');
    expect(texts(init).join('\n')).toContain('Kid: Reflexes 5 d100 53 \u2192 53 on row 5 \u2192 +2 Good Success');
    // Kid: 60 → +2 against Jesse's raw 3: 20 → −1: hit by 3; 2d8 8+8 +3 = 19 → Chest (Vital); 80 + 15 = 95 → Serious.
    // Jesse: 50 − 50 (wounds) − 5 (fired upon) → 1 → −2: miss; Kid's defense 50 on row 3 → +1.
    const acts = f.send({ type: 'action.resolveAll' }, [60, 20, 8, 8, 80, 50, 50]);
    const lines = texts(acts).join('\n');
    expect(lines).toContain('Kid hits Jesse \u2014 Serious wound to the Chest (\u221250)');
    // The total below the table reads as 1 (the foundation's "Totals off the table").
    expect(lines).toContain('attack d100 50 \u221255 \u2192 \u22125 on row 5 \u2192 \u22122 Terrible Failure');
    expect(lines).toContain('\u2192 \u22122 Terrible Failure (Suppression \u22125, Wounds \u221250)');
    expect(acts[1]!.kind === 'note' && acts[1]!.headline).toBe('Jesse misses Kid');
    // Jesse acted although he will be knocked out: the knockout comes after all actions.
    expect(f.who('jesse').knockedOut).toBe(false);
    const ko = f.send({ type: 'knockout.roll' }, [20]);
    expect(texts(ko).join('\n')).toContain('Jesse: knockout d100 20 = 20, lower than 50 (wounds \u221250): knocked out.');
    expect(f.who('jesse').knockedOut).toBe(true);
    expect(f.who('kid').knockedOut).toBe(false);
    // Next turn Jesse does not act. The turn's summary names the wound with its modifier as a penalty.
    f.send({ type: 'turn.end' });
    expect(turnSummaryLines(turnSummary(f.log.flat(), 1))).toContain('Hurt: Jesse (Serious wound to the Chest (\u221250) from Kid).');
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'kid', action: { kind: 'aim', target: 'jesse' } }] });
    f.send({ type: 'initiative.roll' }, [40]);
    expect(f.ctx().order!.slots.map((s) => s.id)).toEqual(['kid']);
  });

  it('002 ties are broken at random with the step\'s dice', () => {
    const f = fight();
    f.send({
      type: 'combatant.add',
      combatants: ['a', 'b', 'c'].map((id, i) => ({ ...base, id, name: id.toUpperCase(), team: i, pools: pools({ Firearms: 5, Reflexes: 5, Toughness: 5 }), weapon: PISTOL })),
    });
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.declare', declarations: ['a', 'b', 'c'].map((id) => ({ combatantId: id, action: { kind: 'pass' as const } })) });
    // All three +1; Fisher–Yates: d3 = 1 swaps C to the front, then d2 = 2 keeps A, B.
    f.send({ type: 'initiative.roll' }, [30, 31, 32, 1, 2]);
    const slots = f.ctx().order!.slots;
    expect(slots.map((s) => s.id)).toEqual(['c', 'b', 'a']);
    expect(slots.map((s) => s.tieBreak)).toEqual([1, 2, 3]);
    expect(slots.every((s) => s.hits === 1)).toBe(true);
  });

  it('002 knockout: "If you roll lower than your total Wound Modifier"; toughness 7 gives +10, so 35 + 10 = 45 stays up against two Moderate wounds (−40), 29 + 10 = 39 does not', () => {
    expect(toughnessModifier(7)).toBe(10);
    expect(toughnessModifier(3)).toBe(-10);
    expect(toughnessModifier(5)).toBe(0);
    expect(isKnockedOut(35, 10, -40)).toBe(false);
    expect(isKnockedOut(29, 10, -40)).toBe(true);
    expect(isKnockedOut(30, 10, -40)).toBe(false);
    expect(knockoutOdds(7, -40)).toBeCloseTo(0.29, 12);
    expect(knockoutOdds(5, 0)).toBe(0);
  });
});

describe('002 Stance and 000 Modifiers, in percent', () => {
  it('stances: Banzai +30/−50, Evade −50/+30, Cautious −15/+15, Normal and Cover none', () => {
    expect(RULES.stances).toEqual({ normal: { attack: 0, defense: 0 }, banzai: { attack: 30, defense: -50 }, evade: { attack: -50, defense: 30 }, cautious: { attack: -15, defense: 15 }, cover: { attack: 0, defense: 0 } });
    expect(FS31_LISTS.stances.map((s) => s.hint ?? '')).toEqual(['', '+30 attack, \u221250 defense', '\u221250 attack, +30 defense', '\u221215 attack, +15 defense', 'Attacks may hit the cover instead']);
  });

  it('a Banzai attacker against an Evading defender: +30 on the attack, +30 on the defense, in the log', () => {
    const f = fight();
    f.send({
      type: 'combatant.add',
      combatants: [
        { ...base, id: 'a', name: 'Ann', team: 1, stance: 'banzai', pools: pools({ Firearms: 5, Reflexes: 5 }), weapon: PISTOL },
        { ...base, id: 'b', name: 'Bob', team: 2, stance: 'evade', pools: pools({ Reflexes: 5 }), weapon: PISTOL },
      ],
    });
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'a', action: { kind: 'attack', target: 'b', range: 'medium' } }, { combatantId: 'b', action: { kind: 'pass' } }] });
    f.send({ type: 'initiative.roll' }, [60, 30]);
    // Ann: 40 + 30 − 15 (medium range) = 55 → +2; Bob: raw 3, 40 + 30 = 70 → +1; hit by 1; 2d8 1+1 +1 = 3 → Left Hand; 10 → Light.
    const lines = texts(f.send({ type: 'action.resolveAll' }, [40, 40, 1, 1, 10])).join('\n');
    expect(lines).toContain('attack d100 40 +15 \u2192 55 on row 5 \u2192 +2 Good Success (Banzai stance +30, Medium range \u221215)');
    expect(lines).toContain('defense (Bob) d100 40 +30 \u2192 70 on row 3 \u2192 +1 Success (Evade stance +30): hit.');
    expect(lines).toContain('Left Hand');
  });

  it('000 Automatic Fire: Bob\'s recoil 5 gives the bullets −0, −5, −10 …; 10 rounds at 3 targets are 3/3/2', () => {
    const f = fight();
    const smg = weapon({ ...RIFLE, name: 'SMG', recoil: 5 });
    f.send({ type: 'combatant.add', combatants: [{ ...base, id: 'bob', name: 'Bob', team: 1, pools: pools({ Firearms: 5 }), weapon: smg }] });
    const b = battleOf(RULES, f.ctx(), { ...createScriptedRng([]), mark: () => undefined });
    const bob = b.people.get('bob')!;
    const recoil = (n: number) => attackMods(b, bob, smg, { bulletsBefore: n }).find((m) => m.source.startsWith('Recoil'))?.dice ?? 0;
    expect([0, 1, 2, 9].map(recoil)).toEqual([0, -5, -10, -45]);
    expect(planFullAuto(RULES, 3, null).perTarget).toEqual([3, 3, 2]);
  });
});

describe('002 Damage Levels: wound modifiers', () => {
  const w = (severity: 'light' | 'moderate' | 'serious' | 'critical', treated = false): Wound => ({ ...createWound({ location: 'Chest', severity, type: 'wound', source: 'x' }), ...(treated ? { healingStarted: true, firstAid: 'succeeded' as const } : {}) });
  it('−5/−20/−50/−80; "two Moderate wounds you would suffer a -40"; treated or healing ones count half', () => {
    expect([w('light'), w('moderate'), w('serious'), w('critical')].map((x) => totalWoundModifier(RULES, [x]))).toEqual([-5, -20, -50, -80]);
    expect(totalWoundModifier(RULES, [w('moderate'), w('moderate')])).toBe(-40);
    expect(totalWoundModifier(RULES, [w('moderate', true), w('moderate')])).toBe(-30);
    expect(totalWoundModifier(RULES, [w('moderate', true), w('moderate', true)])).toBe(-20);
    expect(totalWoundModifier(RULES, [w('serious', true), w('critical')])).toBe(-105);
    // Half a Light is −2.5: whole percent, cut toward zero (the foundation's "Whole percent").
    expect(totalWoundModifier(RULES, [w('light', true)])).toBe(-2);
    expect(RULES.procedures!.woundPenalty!([w('moderate'), w('moderate')])).toBe(40);
  });
});

describe('000 worked examples in percentile', () => {
  it('000 Armor: "Bob got shot in the chest (armor protection 4) with a rifle (pen 4). Stop Chance is 35"; otherwise lethality is cut by 0 to 35', () => {
    expect(stopChance(RULES, VEST.protection, RIFLE.penetration)).toBe(35);
    const stopped = rollProtection(RULES, VEST.name, 4, 4, createScriptedRng([35]));
    expect(stopped.outcome).toBe('stopped');
    const reduced = rollProtection(RULES, VEST.name, 4, 4, createScriptedRng([36, 90]));
    expect([reduced.outcome, reduced.reduction]).toEqual(['reduced', 35]);
    expect(rollProtection(RULES, VEST.name, 4, 4, createScriptedRng([100])).outcome).toBe('bypassed');
  });

  it('000 Suppress: "Bruno rolls a +1 and Tom rolls a -1, giving a difference of +2. This inflicts 4 Suppression Points on Tom"; −5 a point on his attacks, −2 at the end of the turn', () => {
    const f = fight();
    f.send({
      type: 'combatant.add',
      combatants: [
        { ...base, id: 'bruno', name: 'Bruno', team: 1, pools: pools({ Firearms: 5, Reflexes: 5 }), weapon: PISTOL },
        { ...base, id: 'tom', name: 'Tom', team: 2, pools: pools({ Firearms: 5, Reflexes: 5 }), weapon: PISTOL },
      ],
    });
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'bruno', action: { kind: 'suppress', targets: ['tom'] } }, { combatantId: 'tom', action: { kind: 'attack', target: 'bruno' } }] });
    f.send({ type: 'initiative.roll' }, [face(5, 2), face(5, 1)]);
    // Bruno +1 (21) against Tom −1 (13 on row 3): 4 points; Tom then shoots at −20 and misses (10 − 20 → −2).
    const lines = texts(f.send({ type: 'action.resolveAll' }, [21, 13, 10, 50])).join('\n');
    expect(lines).toContain('Tom gains 4 suppression (Suppress): 4.');
    expect(lines).toContain('attack d100 10 \u221220 \u2192 \u221210 on row 5 \u2192 \u22122 Terrible Failure');
    expect(f.who('tom').suppression).toBe(4);
    expect(f.who('bruno').suppression).toBe(1);
    f.send({ type: 'knockout.roll' });
    f.send({ type: 'turn.end' });
    expect(f.who('tom').suppression).toBe(2);
  });

  it('000 Explosions: Jesse\'s grenade at Mike, attack −1 → zone 1; Mike\'s +1 defense → zone 3; concussion to the head and 1d4/2 shrapnel at −50', () => {
    expect(explosionZone(0, -1, -2)).toBe(1);
    expect(explosionZone(0, -1, 1)).toBe(3);
    expect(explosionZone(0, 2, 1)).toBe(0);
    expect(explosionZone(1, 1, 3)).toBe(3);
    const f = fight();
    f.send({
      type: 'combatant.add',
      combatants: [
        { ...base, id: 'jesse', name: 'Jesse', team: 1, pools: pools({ Athletics: 5, Reflexes: 5 }), weapon: GRENADE },
        { ...base, id: 'mike', name: 'Mike', team: 2, pools: pools({ Reflexes: 5 }), weapon: KNIFE },
      ],
    });
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'jesse', action: { kind: 'explode', targets: [{ id: 'mike', zone: 0 }] } }, { combatantId: 'mike', action: { kind: 'pass' } }] });
    f.send({ type: 'initiative.roll' }, [face(5, 2), face(5, 1)]);
    // Attack 7 → −1; Mike 31 on row 3 → +1; zone 3 (−50). Concussion: Head (critical +30), 50 − 50 + 30 = 30 → Light.
    // Shrapnel 1d4 ÷ 2: d4 2 → 1 piece; 2d8 4+4 = 8 → Head again on the Chest row, moved along to Right Arm; 10 − 50 → Light.
    const lines = texts(f.send({ type: 'action.resolveAll' }, [7, 31, 50, 2, 4, 4, 10])).join('\n');
    expect(lines).toContain('Mike is in zone 3 (damage \u221250).');
    expect(lines).toContain('Concussion (Frag Grenade) hits Mike in the Head (critical +30).');
    expect(lines).toContain('Shrapnel: 1 piece (2).');
    const wounds = f.who('mike').wounds;
    expect(wounds).toHaveLength(2);
    expect(wounds.every((x) => x.severity === 'light')).toBe(true);
    expect(f.who('mike').damagedThisTurn).toBe(true);
  });
});
