import { describe, expect, it } from 'vitest';
import { replayEvents, replayLog } from '../../../../../shared/core/combat/replay';
import { toCombatView } from '../../../../../shared/core/combat/view';
import { createWound } from '../../../../../shared/core/mechanics/wounds';
import { base, DANTE, etkinRules, fight, INPUT, KURGAN, texts } from './helpers';

const HISTORY = { position: 0, length: 0, canUndo: false, canRedo: false };
const SYSTEM = { edition: 'Fading Suns (Etkin house rules)', revision: 1, campaignRevision: 1, lists: { actions: [], stances: [], rangeBands: [], luckOptions: [], coverTypes: [], woundSeverities: [] } };
const vitality = (source: string) => createWound({ location: 'Chest', severity: 'serious', type: 'wound', source });

const shoot = { kind: 'task' as const, characteristic: 'Dexterity', skill: 'Shoot', target: 'kurgan' };
const dodge = { kind: 'task' as const, characteristic: 'Dexterity', skill: 'Dodge' };

/** Two turns of seed 003: Dante (3d6 initiative) shoots and dodges, the Kurgan swings; then an accented shot with a hero re-roll against three actions. */
function twoTurns() {
  const f = fight();
  f.send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'dante', name: 'Dante', kind: 'pc', team: 1, luckPoints: 3, pools: DANTE },
      { ...base, id: 'kurgan', name: 'Kurgan', team: 2, pools: KURGAN },
    ],
  });
  f.send({ type: 'combat.start' });
  const phases = [f.phase()];
  // Turn 1. Dante: Dex 7 + Wits 5 + Per 6 = 18 → 3d6 [5, 4, 6] = 15. Kurgan: 5 + 4 + 4 = 13 → 4 VP → 2d6+1 [3, 4] = 8.
  f.send({ type: 'initiative.roll' }, [5, 4, 6, 3, 4]);
  phases.push(f.phase());
  const declaring = toCombatView(f.rules, f.actor.getSnapshot(), HISTORY, SYSTEM);
  // Lowest declares first.
  f.send({ type: 'action.declare', declarations: [{ combatantId: 'kurgan', action: { kind: 'task', characteristic: 'Dexterity', skill: 'Melee', target: 'dante' } }] });
  f.send({ type: 'action.declare', declarations: [{ combatantId: 'dante', action: shoot, more: [dodge] }] });
  f.send({ type: 'actions.begin' });
  phases.push(f.phase());
  const resolving = toCombatView(f.rules, f.actor.getSnapshot(), HISTORY, SYSTEM);
  // Dante's shot: goal 7 + 7 − 2 (two actions at initiative 15) = 12; [3, 18, 12] keeps 12 → 4 VP; SFX 7.
  const shot = f.send({ type: 'action.resolveNext' }, [3, 18, 12, 7]);
  // The storyteller enters the damage: one vitality level.
  f.send({ type: 'wound.add', targetId: 'kurgan', wound: vitality('Dante\'s shot') });
  // Dodge: goal 7 + 4 − 2 = 9, 2d20 [10, 2] keeps 2, but SFX 20 Bad, effect 16 fails it.
  // Kurgan: goal 5 + 6 − 2 (wounds) = 9, 3d20 [9, 14, 1] keeps 9 → 3 VP; SFX 1 Good, effect 5 (minor).
  f.send({ type: 'action.resolveAll' }, [10, 2, 20, 16, 9, 14, 1, 1, 5]);
  phases.push(f.phase());
  f.send({ type: 'knockout.roll' });
  f.send({ type: 'turn.end' });
  phases.push(f.phase());
  // Turn 2. Dante 3d6 [1, 1, 2] = 4; Kurgan 2d6+1 [6, 6] + 1 − 2 (wounds) = 11.
  f.send({ type: 'initiative.roll' }, [1, 1, 2, 6, 6]);
  const declaring2 = toCombatView(f.rules, f.actor.getSnapshot(), HISTORY, SYSTEM);
  f.send({
    type: 'action.declare',
    declarations: [{ combatantId: 'dante', action: { ...shoot, accent: 'positive' }, luck: { roll: 'attack', effect: 'reroll' } }],
  });
  f.send({
    type: 'action.declare',
    declarations: [{ combatantId: 'kurgan', action: { kind: 'task', characteristic: 'Dexterity', skill: 'Melee', target: 'dante' }, more: [dodge, { kind: 'task', characteristic: 'Dexterity', skill: 'Fight', target: 'dante' }] }],
  });
  f.send({ type: 'actions.begin' });
  const order2 = toCombatView(f.rules, f.actor.getSnapshot(), HISTORY, SYSTEM).order;
  // Kurgan at 11, 7, 3 (three actions: −7 + 2 = −5 goal, −2 wounds); Dante's accented shot at 4 − 3 = 1.
  // Melee goal 5 + 6 − 5 − 2 = 4: [4, 19, 20] keeps 4 → 1 VP. Dodge goal 1: [1, 7] → 0 VP. Fight goal −2: [5] fails, SFX 20 Bad 3.
  // Dante: goal 14, 2d20 accented positively [10, 15] keeps 10 → 5 VP; the hero re-roll [2, 3] → 1 VP: keeps the first.
  const turn2 = f.send({ type: 'action.resolveAll' }, [4, 19, 20, 10, 1, 7, 12, 5, 20, 3, 10, 15, 5, 2, 3, 9]);
  f.send({ type: 'knockout.roll' });
  f.send({ type: 'turn.end' });
  return { f, phases, declaring, resolving, shot, declaring2, order2, turn2 };
}

describe('seed 003 on the GM screen\'s combat machine', () => {
  it('the machine\'s phases come from the edition: setup → initiative → declaring → resolving → knockouts → turnEnd → initiative', () => {
    const { phases } = twoTurns();
    expect(phases).toEqual(['initiative', 'declaring', 'resolving', 'knockouts', 'initiative']);
  });

  it('003 declaration from the lowest initiative to the highest: the view lists Kurgan (8) before Dante (15), then Dante (4) before Kurgan (11)', () => {
    const { declaring, declaring2 } = twoTurns();
    expect(declaring.declareOrder).toEqual(['kurgan', 'dante']);
    expect(declaring2.declareOrder).toEqual(['dante', 'kurgan']);
    expect(declaring.combatants.find((c) => c.id === 'dante')!.initiative).toEqual({ roll: 15, factor: '3d6' });
    expect(declaring.combatants.find((c) => c.id === 'kurgan')!.initiative).toEqual({ roll: 8, factor: '2d6+1' });
    expect(declaring.system.turnShape).toEqual({ initiativeFirst: true, maxActions: 3 });
    expect(declaring.allowed['actions.begin']).toBe(false);
    const tasks = declaring.combatants.find((c) => c.id === 'dante')!.tasks!;
    expect(tasks.characteristics).toContainEqual({ name: 'Dexterity', rating: 7 });
    expect(tasks.skills).toContainEqual({ name: 'Shoot', rating: 7 });
  });

  it('003 action from the highest initiative, the second action at −4: Dante 15 (shot), Dante 11 (dodge), Kurgan 8', () => {
    const { resolving } = twoTurns();
    expect(resolving.order!.map((o) => [o.name, o.hits, o.action, o.label])).toEqual([
      ['Dante', 15, 0, 'Dex + Shoot at Kurgan'],
      ['Dante', 11, 1, 'Dex + Dodge'],
      ['Kurgan', 8, 0, 'Dex + Melee at Dante'],
    ]);
    expect(resolving.nextActorId).toBe('dante');
  });

  it('a task slot logs its goal and dice: "Dex 7 + Shoot 7 − 2 (two actions) = goal 12: 3d20 [3, 18, 12] keep 12 … → Success, 4 VP", and asks for the damage', () => {
    const { shot } = twoTurns();
    const lines = texts(shot);
    expect(lines[0]).toBe('Dante (Dex + Shoot at Kurgan): Dex 7 + Shoot 7 \u2212 2 (two actions) = goal 12: 3d20 [3, 18, 12] keep 12 (12 successes) \u00b7 SFX 7 \u2192 Success, 4 VP. Dante hits Kurgan with 4 VP: the storyteller enters the levels lost.');
    expect(lines[1]).toBe('Dante: Dex + Shoot at Kurgan \u2014 Success, 4 VP: hit Kurgan, enter the damage');
  });

  it('the Bad SFX fails a success, the wounds cost the Kurgan 2 goal, the Good SFX shows its effect', () => {
    const { f } = twoTurns();
    const lines = texts(f.log[8]!);
    expect(lines.find((l) => l.startsWith('Dante (Dex + Dodge)'))).toContain('SFX 20 Bad (16: The other dice become failures, with a bad effect.) \u2192 Failure');
    expect(lines.find((l) => l.startsWith('Kurgan (Dex + Melee at Dante)'))).toMatch(/Dex 5 \+ Melee 6 \u2212 2 \(wounds\) = goal 9: 3d20 \[9, 14, 1\] keep 9 \(9 successes\) \u00b7 SFX 1 Good \(5: A minor good effect/);
  });

  it('turn 2: three actions at 11, 7, 3 with −5 goal each; the accented shot at 4 − 3 = 1; the hero re-roll keeps the better roll and costs a point', () => {
    const { f, order2, turn2 } = twoTurns();
    expect(order2!.map((o) => [o.name, o.hits])).toEqual([
      ['Kurgan', 11],
      ['Kurgan', 7],
      ['Kurgan', 3],
      ['Dante', 1],
    ]);
    const lines = texts(turn2);
    expect(lines.find((l) => l.startsWith('Kurgan (Dex + Melee at Dante)'))).toContain('Dex 5 + Melee 6 \u2212 5 (three actions) \u2212 2 (wounds) = goal 4: 3d20 [4, 19, 20] keep 4');
    // 003: "His best roll is a 10 which nets him 5 VPs (he would have only had 3 VPs if he did not accent)".
    const dante = lines.find((l) => l.startsWith('Dante (Dex + Shoot at Kurgan, accented positively)'))!;
    expect(dante).toContain('Dex 7 + Shoot 7 = goal 14, accented positively (1 VP per 2): 2d20 [10, 15] keep 10 (10 successes) \u00b7 SFX 5 \u2192 Success, 5 VP.');
    expect(dante).toContain('Re-roll (hero point): 2d20 [2, 3] keep 3 (3 successes) \u00b7 SFX 9 \u2192 Success, 1 VP. Keeps the first roll: Success, 5 VP.');
    expect(dante).toContain('Dante: 1 hero point for a re-roll.');
    expect(f.who('dante').luckPoints).toBe(2);
    expect(f.ctx().turn).toBe(3);
    expect(f.ctx().combatants.every((c) => c.initiative === undefined)).toBe(true);
  });

  it('replaying the stored events (dice in the events) gives the persisted snapshot and the same log', () => {
    const { f } = twoTurns();
    const replayed = replayEvents(f.machine, INPUT, f.events);
    expect(JSON.stringify(replayed.context)).toBe(JSON.stringify(f.ctx()));
    expect(replayed.value).toBe('initiative');
    expect(JSON.stringify(replayLog(f.rules, INPUT, f.events))).toBe(JSON.stringify(f.log));
  });

  it('undo is a replay of the commands before it, redo the replay with it: each gives the state the machine had', () => {
    const { f } = twoTurns();
    for (let k = 1; k < f.events.length; k++) {
      const undone = replayEvents(f.machine, INPUT, f.events.slice(0, k));
      expect(JSON.stringify(undone.context)).toBe(f.contexts[k - 1]);
      const redone = replayEvents(f.machine, INPUT, f.events.slice(k, k + 1), undone);
      expect(JSON.stringify(redone.context)).toBe(f.contexts[k]);
    }
  });

  it('a second machine built from the same system plays the same events (the rules are values)', () => {
    const { f } = twoTurns();
    const again = fight(etkinRules());
    const replayed = replayEvents(again.machine, INPUT, f.events);
    expect(JSON.stringify(replayed.context)).toBe(JSON.stringify(f.ctx()));
  });
});

describe('seed 003 Dante\'s accented rolls in the turn', () => {
  it('003 Dante accents negatively: Calm 4 + Stoic Mind 5, goal 9 (no +2 in combat), 3d20 best 6 → 1 VP; the turn\'s initiative −3', () => {
    const f = fight();
    f.send({ type: 'combatant.add', combatants: [{ ...base, id: 'dante', name: 'Dante', kind: 'pc', team: 1, pools: DANTE }, { ...base, id: 'kurgan', name: 'Kurgan', team: 2, pools: KURGAN }] });
    f.send({ type: 'combat.start' });
    f.send({ type: 'initiative.roll' }, [6, 6, 3, 1, 1]);
    f.send({
      type: 'action.declare',
      declarations: [
        { combatantId: 'dante', action: { kind: 'task', characteristic: 'Calm', skill: 'Stoic Mind', accent: 'negative' } },
        { combatantId: 'kurgan', action: { kind: 'pass' } },
      ],
    });
    f.send({ type: 'actions.begin' });
    expect(f.ctx().order!.slots[0]).toMatchObject({ id: 'dante', hits: 12 });
    const lines = texts(f.send({ type: 'action.resolveNext' }, [6, 14, 17, 8]));
    expect(lines[0]).toBe('Dante (Calm + Stoic Mind, accented negatively): Calm 4 + Stoic Mind 5 = goal 9, accented negatively (1 VP per 4): 3d20 [6, 14, 17] keep 6 (6 successes) \u00b7 SFX 8 \u2192 Success, 1 VP.');
  });
});

describe('seed 003 damage in the turn summary', () => {
  it('the storyteller\'s vitality level counts as a hurt in the turn summary', async () => {
    const { turnSummary, turnSummaryLines } = await import('../../../../../shared/core/combat/turn-summary');
    const { f } = twoTurns();
    const lines = turnSummaryLines(turnSummary(f.log.flat(), 1));
    expect(lines).toContain('Hurt: Kurgan (Vitality-level wound to the Chest (\u22122) from Dante\'s shot).');
  });
});
