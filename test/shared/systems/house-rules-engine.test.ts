import { describe, expect, it } from 'vitest';
import { locationDamage } from '../../../shared/editors/weapon-armor';
import { rollProtection } from '../../../shared/core/mechanics/protection';
import { resolveSuppress, suppressActionPoints } from '../../../shared/core/mechanics/suppression';
import { resolveTurn } from '../../../shared/systems/fs3.2/combat/whole-turn';
import type { TurnCombatant } from '../../../shared/core/mechanics/turn-state';
import { createScriptedRng } from '../../../shared/core/dice/rng';
import { HUMANOID_HIT_CHART } from '../../../shared/core/content/hit-charts';
import { resolveSettingSystem } from '../../../shared/systems/resolve';
import { minimalFs32Setting } from '../../../shared/systems/fs3.2/templates';
import { attacker, defender, faces, KNIFE, PISTOL, raw } from '../core/mechanics/fixtures';

const combat = (rule?: string, option?: string) =>
  resolveSettingSystem({ edition: 'fs3.2', houseRules: rule && option ? { [rule]: option } : {} }, minimalFs32Setting()).combat;
const FS32 = combat();
const PER_NET_HIT = combat('suppress-points', 'storytellers-guide');
const PEN_OVER_PROT = combat('armor-stop-ratio', 'storytellers-guide');

/**
 * Bruno (4 dice) suppresses Tom (3 dice) with `weapon`; the scripted dice give `hits` each.
 * `rolled`: the dice actually rolled (melee adds 3 to both sides).
 */
function bruno(rules: typeof FS32, hits: [number, number], weapon = PISTOL, suppression = 0, rolled: [number, number] = [4, 3]) {
  const rng = createScriptedRng([...faces(rolled[0], hits[0]), ...faces(rolled[1], hits[1])]);
  const r = resolveSuppress(
    rules,
    { weapon, attacker: attacker('Bruno', raw(4)), targets: [{ defender: defender('Tom', raw(3)), suppression }] },
    rng,
  );
  return r.targets[0]!;
}

describe('the Suppress action under the suppress-points house rule', () => {
  it('seed 000\u2019s Bruno and Tom: a difference of 2 (3 hits against 1) inflicts 4 points', () => {
    const t = bruno(PER_NET_HIT, [3, 1]);
    expect(t.exchange.netHits).toBe(2);
    expect(t.change).toEqual({ before: 0, gained: 4, after: 4, reason: 'Suppressed by Bruno' });
  });

  it('FS3.2 gives its flat 2 on the same dice', () => {
    expect(bruno(FS32, [3, 1]).change).toMatchObject({ gained: 2, after: 2 });
  });

  it('stays capped at 5 points', () => {
    expect(bruno(PER_NET_HIT, [4, 0]).change).toMatchObject({ gained: 5, after: 5 });
    expect(bruno(PER_NET_HIT, [3, 1], PISTOL, 3).change).toMatchObject({ gained: 2, after: 5 });
  });

  it('a hit on a tie gives no fewer points than being fired upon: 1 with a firearm, 0 with a knife', () => {
    const gun = bruno(PER_NET_HIT, [1, 1]);
    expect(gun.succeeded).toBe(true);
    expect(gun.change.gained).toBe(1);
    const knife = bruno(PER_NET_HIT, [1, 1], KNIFE, 0, [7, 6]);
    expect(knife.succeeded).toBe(true);
    expect(knife.change.gained).toBe(0);
    expect(suppressActionPoints(PER_NET_HIT, KNIFE, 3)).toBe(6);
    expect(suppressActionPoints(FS32, KNIFE, 3)).toBe(2);
  });

  it('a miss still gives only the point for being fired upon', () => {
    expect(bruno(PER_NET_HIT, [0, 2]).change).toMatchObject({ gained: 1, reason: 'Fired upon by Bruno' });
  });

  it('a whole turn applies the points, then the end-of-turn decay', () => {
    const base = { weapon: PISTOL, ammo: 12, armor: null, chart: HUMANOID_HIT_CHART, stance: 'normal' as const, wounds: [], suppression: 0, aim: null, knockedOut: false, subduedBy: null };
    const pools = { Alertness: raw(2), Firearms: raw(4), Toughness: raw(2) };
    const b: TurnCombatant = { ...base, id: 'Bruno', name: 'Bruno', pools, action: { kind: 'suppress', targets: ['Tom'] } };
    const t: TurnCombatant = { ...base, id: 'Tom', name: 'Tom', pools, action: { kind: 'pass' } };
    const abilities = { initiative: 'Alertness', toughness: 'Toughness', firstAid: 'First Aid' };
    // Initiative Bruno 2 hits, Tom 0; Bruno 3 hits against Tom's 1 (pistol: defense rating 3).
    const dice = [8, 8, 2, 2, ...faces(4, 3), ...faces(3, 1)];
    const run = (rules: typeof FS32) => resolveTurn(rules, { turn: 1, combatants: [b, t], abilities }, createScriptedRng(dice));
    const sg = run(PER_NET_HIT);
    expect(sg.suppression.map((s) => [s.id, s.change.gained, s.change.after])).toEqual([['Tom', 4, 4]]);
    expect(sg.combatants.find((c) => c.id === 'Tom')?.suppression).toBe(2);
    expect(run(FS32).suppression.map((s) => [s.id, s.change.gained])).toEqual([['Tom', 2]]);
  });
});

describe('armor under the armor-stop-ratio house rule', () => {
  it('the roll stops or reduces by the stop chance in force (protection 4, penetration 2)', () => {
    expect(rollProtection(FS32, 'Vest', 4, 2, createScriptedRng([50]))).toMatchObject({ stopChance: 85, outcome: 'stopped' });
    expect(rollProtection(PEN_OVER_PROT, 'Vest', 4, 2, createScriptedRng([50, 30]))).toMatchObject({
      stopChance: 10,
      outcome: 'reduced',
      reduction: 10,
    });
  });

  it('the weapon-vs-armor editor shows the same stop chance', () => {
    const vest = { name: 'Vest', class: 'personal' as const, protection: 4, locations: ['Chest'] };
    const pistol = { penetration: 2, lethality: 0 };
    expect(locationDamage(FS32, HUMANOID_HIT_CHART, 'Chest', pistol, vest, null)).toMatchObject({ armorStop: 85, pStopped: 0.85 });
    const sg = locationDamage(PEN_OVER_PROT, HUMANOID_HIT_CHART, 'Chest', pistol, vest, { name: 'Wall', protection: 8 });
    expect(sg.armorStop).toBe(10);
    // Cover 8 vs pen 2 upside down: ((2/8)×2−1)×25+10 = −2.5 → 0.
    expect(sg.coverStop).toBe(0);
  });
});
