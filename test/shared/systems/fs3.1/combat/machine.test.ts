import { describe, expect, it } from 'vitest';
import { replayEvents, replayLog } from '../../../../../shared/core/combat/replay';
import { resolveSystem } from '../../../../../shared/systems';
import { findEdition } from '../../../../../shared/systems/registry';
import { percentilePool } from '../../../../../shared/systems/fs3.1/pools';
import { FS31_LISTS } from '../../../../../shared/systems/fs3.1/combat';
import { PISTOL, RIFLE, VEST } from '../../../core/mechanics/fixtures';
import { base, fight, INPUT, pools, seeded, texts } from './helpers';

/** Ann's Firearms 7 ruled by Reflexes 7 (+4), as the foundation's character pools build it. */
const annPools = {
  ...pools({ Reflexes: 7, Toughness: 12, 'First Aid': 3 }),
  Firearms: percentilePool([{ kind: 'action-skill', name: 'Firearms', rating: 7 }], [{ dice: 4, source: 'Ruling attribute Reflexes 7 +4', tag: 'ruling-attribute' }], 7),
};

function play(seed: string) {
  const f = fight();
  const rng = seeded(seed);
  f.send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'ann', name: 'Ann', kind: 'pc', team: 1, luckPoints: 2, pools: annPools, weapon: RIFLE, armor: VEST },
      { ...base, id: 'goon', name: 'Goon', team: 2, pools: pools({ Firearms: 1, Reflexes: 4, Toughness: 4 }), weapon: PISTOL },
      { ...base, id: 'thug', name: 'Thug', team: 2, pools: pools({ Firearms: 1, Reflexes: 4, Toughness: 4 }), weapon: PISTOL },
    ],
  });
  f.send({ type: 'combat.start' });
  for (let turn = 1; turn <= 3; turn++) {
    const up = (id: string) => !f.who(id).knockedOut;
    const annAction = turn === 1 ? { kind: 'aim' as const, target: 'goon' } : turn === 2 ? { kind: 'attack' as const, target: 'goon' } : { kind: 'attack' as const, target: 'thug', burst: true };
    const declarations = [
      ...(up('ann') ? [{ combatantId: 'ann', action: annAction, luck: turn === 2 ? { roll: 'attack' as const, effect: 'bonus' as const } : null }] : []),
      ...(up('goon') ? [{ combatantId: 'goon', action: turn === 2 ? { kind: 'reload' as const } : { kind: 'attack' as const, target: 'ann' } }] : []),
      ...(up('thug') ? [{ combatantId: 'thug', action: turn === 1 ? { kind: 'suppress' as const, targets: ['ann'] } : turn === 2 ? { kind: 'aim' as const, target: 'ann' } : { kind: 'attack' as const, target: 'ann' } }] : []),
    ];
    if (declarations.length) f.send({ type: 'action.declare', declarations }, rng);
    f.send({ type: 'initiative.roll' }, rng);
    f.send({ type: 'action.resolveAll' }, rng);
    f.send({ type: 'knockout.roll' }, rng);
    f.send({ type: 'turn.end' }, rng);
  }
  return f;
}

describe('FS3.1 on the GM screen\'s combat machine', () => {
  it('three turns: initiative by Roll Result, aim then a luck-aided shot and a burst, suppression, knockouts after the actions, every roll logged as "d100 … on row … → …"', () => {
    const f = play('fs31-machine');
    const lines = texts(f.log.flat());
    expect(f.log.flat().filter((e) => e.kind === 'initiative' && e.slots.every((s) => s.roll.percentile !== undefined))).toHaveLength(3);
    const rolls = lines.join('\n').match(/d100 \d+( [+\u2212]\d+)? \u2192 -?\d+ on row \d+ \u2192 [+\u2212]?\d [A-Z][a-z]+( [A-Z][a-z]+)?/g) ?? [];
    expect(rolls.length).toBeGreaterThan(10);
    // Ann's aim (turn 1) shows as +30 on her turn 2 shot at Goon, with her ruling attribute and luck.
    const shot = lines.find((l) => l.startsWith('Ann attacks Goon with the Assault Rifle.'))!;
    expect(shot).toMatch(/Ruling attribute Reflexes 7 \+4, Aim \+30/);
    expect(shot).toContain('Luck +50');
    expect(f.who('ann').luckPoints).toBe(1);
    expect(lines.some((l) => l.startsWith('Ann attacks Thug (burst) with the Assault Rifle.') && l.includes('Bullet 3:'))).toBe(true);
    // One shot in turn 2, a 3-round burst in turn 3.
    expect(f.who('ann').ammo).toBe(RIFLE.ammo! - 4);
    expect(f.ctx().turn).toBe(4);
    for (const c of f.ctx().combatants) expect(c.suppression).toBeLessThanOrEqual(5);
    // Knockout lines only in the knockout steps.
    const koSteps = f.events.map((e, i) => [e.type, i] as const).filter(([t]) => t === 'knockout.roll').map(([, i]) => i);
    for (const [i, entries] of f.log.entries()) {
      const ko = texts(entries).filter((l) => / knockout d100 /.test(l));
      if (!koSteps.includes(i)) expect(ko).toEqual([]);
    }
  });

  it('replaying the stored events (dice in the events) gives the persisted snapshot and the same log', () => {
    const f = play('fs31-replay');
    const replayed = replayEvents(f.machine, INPUT, f.events);
    expect(JSON.stringify(replayed.context)).toBe(JSON.stringify(f.ctx()));
    expect(JSON.stringify(replayLog(f.rules, INPUT, f.events))).toBe(JSON.stringify(f.log));
  });

  it('undo is a replay of the commands before it, redo the replay with it: each gives the state the machine had', () => {
    const f = play('fs31-undo');
    for (const k of [1, 5, 9, f.events.length - 3, f.events.length - 1]) {
      const undone = replayEvents(f.machine, INPUT, f.events.slice(0, k));
      expect(JSON.stringify(undone.context)).toBe(f.contexts[k - 1]);
      const redone = replayEvents(f.machine, INPUT, f.events.slice(k, k + 1), undone);
      expect(JSON.stringify(redone.context)).toBe(f.contexts[k]);
    }
  });

  it('the same seed gives the same fight; another seed another', () => {
    expect(JSON.stringify(play('a').log)).toBe(JSON.stringify(play('a').log));
    expect(JSON.stringify(play('a').log)).not.toBe(JSON.stringify(play('b').log));
  });

  it('the edition hands its procedures, lists and percentile numbers to a resolved FS3.1 system', () => {
    const edition = findEdition('fs3.1')!;
    expect(edition.lists).toBe(FS31_LISTS);
    const system = resolveSystem({ choice: { edition: 'fs3.1', houseRules: {} }, setting: { ...edition.templates[0]!.setting() }, gear: { weapons: [], armor: [], vehicles: [], hitCharts: [] } } as never);
    expect(system.combat.id).toBe('fs3.1');
    expect(system.combat.stances.banzai).toEqual({ attack: 30, defense: -50 });
    const procedures = edition.combatProcedures!(system);
    expect(procedures.edition).toBe('fs3.1');
    expect(procedures.stances).toEqual(['normal', 'banzai', 'evade', 'cautious', 'cover']);
  });
});
