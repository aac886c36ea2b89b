/**
 * Issue 39 item 2, seeds 002/004 "Luck": "After your own roll, spend a point to get a re-roll and
 * choose the better of the two rolls". The roll is seen first (the action resolves with no luck
 * spent), then `luck.reroll` spends the point: the seen roll is kept as the first roll, only the
 * second roll is new, and the better one counts. Nothing is spent when nobody chooses to.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CombatLogEntry } from '../../../../shared/core/combat/log-entries';
import { COMBAT_RESOLUTION_REVISION } from '../../../../shared/core/combat/version';
import type { Rng } from '../../../../shared/core/dice/rng';
import { FS32_COMBAT_RULESET } from '../../../../shared/systems/fs3.2/combat/ruleset';
import { PISTOL } from '../mechanics/fixtures';
import { base, fight, fs31Rules, INPUT, pools } from '../../systems/fs3.1/combat/helpers';
import { pools as d8Pools } from './fixtures';

const NOW = { ...INPUT, resolutionRevision: COMBAT_RESOLUTION_REVISION };
const ones: Rng = { die: () => 1 };
const highest: Rng = { die: (sides) => sides };

/** The attack rolls logged in `entries` (the action's result, whatever the edition). */
function attackRolls(entries: readonly CombatLogEntry[]): { dice: number[]; reroll?: { firstDice: number[]; secondDice: number[]; kept: string } }[] {
  const out: { dice: number[]; reroll?: { firstDice: number[]; secondDice: number[]; kept: string } }[] = [];
  for (const e of entries) {
    if (e.kind !== 'action') continue;
    const r = e.result as { result?: { exchange?: { attack: unknown } } };
    if (r.result?.exchange) out.push(r.result.exchange.attack as never);
  }
  return out;
}

function fs32Fight() {
  const f = fight(FS32_COMBAT_RULESET, NOW);
  f.send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'ann', name: 'Ann', team: 1, luckPoints: 3, pools: d8Pools(), weapon: PISTOL },
      { ...base, id: 'bob', name: 'Bob', team: 2, luckPoints: 1, pools: d8Pools(), weapon: PISTOL },
    ] as never,
  });
  f.send({ type: 'combat.start' });
  f.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'attack', target: 'bob' } }, { combatantId: 'bob', action: { kind: 'pass' } }] });
  f.send({ type: 'initiative.roll' }, highest);
  return f;
}

describe('FS3.2 (seed 004): luck re-roll after the roll', () => {
  it('the attack is seen first; spending luck then keeps the seen dice as the first roll and the better roll counts', () => {
    const f = fs32Fight();
    const seen = f.send({ type: 'action.resolveNext' }, ones);
    const [first] = attackRolls(seen);
    expect(first!.dice.every((d) => d === 1)).toBe(true);
    // Not chosen: nothing spent.
    expect(f.who('ann').luckPoints).toBe(3);
    expect(f.ctx().lastRoll?.actorIds).toEqual(['ann']);
    const again = f.send({ type: 'luck.reroll', combatantId: 'ann', roll: 'attack' }, highest);
    const [kept] = attackRolls(again);
    expect(kept!.reroll).toMatchObject({ firstDice: first!.dice, kept: 'second' });
    expect(kept!.reroll!.secondDice.every((d) => d === 8)).toBe(true);
    expect(f.who('ann').luckPoints).toBe(2);
    expect(f.who('bob').wounds).toHaveLength(1);
    // One re-roll per action: the chance is gone once used.
    expect(() => f.send({ type: 'luck.reroll', combatantId: 'bob', roll: 'defense' })).toThrow(/latest step/);
  });

  it('keeping the first roll gives back exactly the action seen (the stored dice replay)', () => {
    const f = fs32Fight();
    const seen = f.send({ type: 'action.resolveNext' }, highest);
    const woundsSeen = f.who('bob').wounds;
    f.send({ type: 'luck.reroll', combatantId: 'ann', roll: 'attack' }, ones);
    expect(f.who('bob').wounds).toEqual(woundsSeen);
    expect(attackRolls(f.log.at(-1)!)[0]!.reroll?.kept).toBe('first');
    expect(seen.length).toBeGreaterThan(0);
  });

  it('the defender may re-roll the defense; the chance ends with the next step; declared re-rolls are refused', () => {
    const f = fs32Fight();
    f.send({ type: 'action.resolveNext' }, highest);
    expect(f.who('bob').wounds.length).toBe(1);
    f.send({ type: 'note.set', combatantId: 'ann', note: 'grim' });
    expect(() => f.send({ type: 'luck.reroll', combatantId: 'bob', roll: 'defense' })).toThrow(/latest step/);
    const g = fight(FS32_COMBAT_RULESET, NOW);
    g.send({ type: 'combatant.add', combatants: [{ ...base, id: 'ann', name: 'Ann', team: 1, luckPoints: 3, pools: d8Pools(), weapon: PISTOL }, { ...base, id: 'bob', name: 'Bob', team: 2, pools: d8Pools(), weapon: PISTOL }] as never });
    g.send({ type: 'combat.start' });
    expect(() => g.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'attack', target: 'bob' }, luck: { roll: 'attack', effect: 'reroll' } }] })).toThrow(/after it is seen/);
  });

  it('a fight stored before revision 6 keeps declared re-rolls and offers none afterwards', () => {
    const f = fight(FS32_COMBAT_RULESET, { ...INPUT, resolutionRevision: 5 });
    f.send({ type: 'combatant.add', combatants: [{ ...base, id: 'ann', name: 'Ann', team: 1, luckPoints: 3, pools: d8Pools(), weapon: PISTOL }, { ...base, id: 'bob', name: 'Bob', team: 2, pools: d8Pools(), weapon: PISTOL }] as never });
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'attack', target: 'bob' }, luck: { roll: 'attack', effect: 'reroll' } }, { combatantId: 'bob', action: { kind: 'pass' } }] });
    f.send({ type: 'initiative.roll' }, highest);
    f.send({ type: 'action.resolveNext' }, highest);
    expect(f.who('ann').luckPoints).toBe(2);
    expect(f.ctx().lastRoll).toBeUndefined();
  });
});

describe('FS3.1 (seed 002): luck re-roll after the roll', () => {
  it('a failed d100 is seen, then luck re-rolls it: 10 then 90, the +3 kept; the defense replays', () => {
    const stats = pools({ Firearms: 5, Melee: 5, Reflexes: 5, Toughness: 5, 'First Aid': 5 });
    const f = fight(fs31Rules(), NOW);
    f.send({ type: 'combatant.add', combatants: [{ ...base, id: 'ann', name: 'Ann', team: 1, luckPoints: 3, pools: stats, weapon: PISTOL }, { ...base, id: 'bob', name: 'Bob', team: 2, pools: stats, weapon: PISTOL }] as never });
    f.send({ type: 'combat.start' });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'attack', target: 'bob' } }, { combatantId: 'bob', action: { kind: 'pass' } }] });
    f.send({ type: 'initiative.roll' }, [90, 10]);
    // Ann's 10 (−1) against Bob's 50: a miss, no luck spent.
    f.send({ type: 'action.resolveNext' }, [10, 50]);
    expect(f.who('ann').luckPoints).toBe(3);
    expect(f.who('bob').wounds).toHaveLength(0);
    // The re-roll: 90 (+3) is new; Bob's 50 comes from the stored dice; 2d8 1+1 → Right Hand; damage 5.
    f.send({ type: 'luck.reroll', combatantId: 'ann', roll: 'attack' }, [90, 1, 1, 5]);
    expect(f.who('ann').luckPoints).toBe(2);
    expect(f.who('bob').wounds).toHaveLength(1);
    // Replaying the stored events gives the same fight (the dice travel in the events).
    const replay = createActor(f.machine, { input: NOW }).start();
    for (const e of f.events) replay.send(e);
    expect(JSON.stringify(replay.getSnapshot().context)).toBe(f.contexts.at(-1));
  });
});
