import { describe, expect, it } from 'vitest';
import { toCombatView } from '../../../../../shared/core/combat/view';
import { base, DANTE, fight, KURGAN, pools, texts } from './helpers';

const HISTORY = { position: 0, length: 0, canUndo: false, canRedo: false };
const SYSTEM = { edition: 'x', revision: 1, campaignRevision: 1, lists: { actions: [], stances: [], rangeBands: [], luckOptions: [], coverTypes: [], woundSeverities: [] } };
const task = (skill: string | null, extra: Record<string, unknown> = {}) => ({ kind: 'task' as const, characteristic: 'Dexterity', skill, ...extra });

/** Dante and the Kurgan with initiative rolled (Dante 3d6 [6, 6, 3] = 15, Kurgan 2d6+1 [1, 1] = 3). */
function ready(danteLuck: number | null = 3) {
  const f = fight();
  f.send({
    type: 'combatant.add',
    combatants: [
      { ...base, id: 'dante', name: 'Dante', kind: 'pc', team: 1, luckPoints: danteLuck, pools: DANTE, weapon: { ...base.weapon } },
      { ...base, id: 'kurgan', name: 'Kurgan', team: 2, pools: KURGAN },
    ],
  });
  f.send({ type: 'combat.start' });
  f.send({ type: 'initiative.roll' }, [6, 6, 3, 1, 1]);
  return f;
}

const declare = (f: ReturnType<typeof fight>, d: Record<string, unknown>) => f.refusal({ type: 'action.declare', declarations: [{ combatantId: 'dante', ...d }] } as never);

describe('seed 003 declarations in the turn', () => {
  it('003 "the same action may not be performed multiple times in a turn": two Dex + Melee are refused, a swing, a dodge and a kick are not', () => {
    const f = ready();
    expect(declare(f, { action: task('Melee'), more: [task('Melee')] })).toMatch(/the same action twice in a turn \(Dex \+ Melee\)/);
    expect(declare(f, { action: task('Melee', { target: 'kurgan' }), more: [task('Dodge'), task('Fight', { target: 'kurgan' })] })).toBeNull();
  });

  it('003 "Firearms are the exception … a number of times equal to the rate of fire": a shot with shots, twice over, or two declared shots each with shots', () => {
    const f = ready();
    expect(declare(f, { action: task('Shoot', { target: 'kurgan', shots: 2 }), more: [task('Dodge')] })).toBeNull();
    expect(declare(f, { action: task('Shoot', { target: 'kurgan', shots: 1 }), more: [task('Shoot', { target: 'kurgan', shots: 1 })] })).toBeNull();
    expect(declare(f, { action: task('Shoot', { target: 'kurgan', shots: 3 }), more: [task('Dodge')] })).toMatch(/at most 3 actions a turn, and each shot is one \(4 declared\)/);
  });

  it('003 "A character may attempt up to three actions per turn": a fourth is refused by the declaration schema', () => {
    const f = ready();
    expect(() => declare(f, { action: task('Shoot'), more: [task('Dodge'), task('Melee'), task('Fight')] })).toThrow();
  });

  it('003 "You can accent only one action per turn" and "if your skill is only 1-2 you cant accent positively"', () => {
    const f = ready();
    expect(declare(f, { action: task('Shoot', { accent: 'positive' }), more: [task('Dodge', { accent: 'negative' })] })).toMatch(/only one action a turn may be accented/);
    // Dante has no Fight (rating 0): one die, nothing to give up.
    expect(declare(f, { action: task('Fight', { accent: 'positive' }) })).toMatch(/Positive accenting gives up a die/);
    expect(declare(f, { action: task('Fight', { accent: 'negative' }) })).toBeNull();
  });

  it('every action is a task: FS3\'s attack is refused; unknown characteristics and skills are named', () => {
    const f = ready();
    expect(declare(f, { action: { kind: 'attack', target: 'kurgan' } })).toMatch(/every action in this game is a task/);
    expect(declare(f, { action: { kind: 'task', characteristic: 'Charisma', skill: 'Shoot' } })).toMatch(/"Charisma" is not a characteristic/);
    expect(declare(f, { action: task('Hacking') })).toMatch(/"Hacking" is not a skill/);
    expect(declare(f, { action: { kind: 'pass' }, more: [task('Dodge')] })).toMatch(/a pass is the whole turn/);
  });

  it('the hero pool (003): +4 on all actions or a re-roll, a second re-roll for 2 more; nothing on initiative or others\' rolls; points counted', () => {
    const f = ready(2);
    expect(declare(f, { action: task('Shoot'), luck: { roll: 'initiative', effect: 'bonus' } })).toMatch(/hero pool buys \+4 goal on all actions/);
    expect(declare(f, { action: task('Shoot'), luck: { roll: 'attack', effect: 'penalty', target: 'kurgan' } })).toMatch(/hero pool/);
    expect(declare(f, { action: task('Shoot'), luck: { roll: 'attack', effect: 'reroll', rerolls: 2 } })).toMatch(/3 hero points needed, 2 left/);
    expect(declare(f, { action: task('Shoot'), more: [task('Dodge')], luck: { roll: 'attack', effect: 'reroll', action: 1 } })).toBeNull();
    expect(declare(f, { action: task('Shoot'), luck: { roll: 'attack', effect: 'reroll', action: 1 } })).toMatch(/no action 2 to re-roll/);
  });

  it('actions.begin waits for every declaration; declarations are over once the actions have begun', () => {
    const f = ready();
    expect(f.refusal({ type: 'actions.begin' })).toMatch(/Not everyone has declared: Dante, Kurgan/);
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'dante', action: task('Shoot', { target: 'kurgan' }) }, { combatantId: 'kurgan', action: task('Melee', { target: 'dante' }) }] });
    f.send({ type: 'actions.begin' });
    expect(f.phase()).toBe('resolving');
    expect(declare(f, { action: task('Dodge') })).toMatch(/declarations are over once the actions have begun/);
  });

  it('the hero pool\'s +4 goes on every action of the turn for one point, spent with the first roll', () => {
    const f = ready(3);
    f.send({
      type: 'action.declare',
      declarations: [
        { combatantId: 'dante', action: task('Shoot', { target: 'kurgan' }), more: [task('Dodge')], luck: { roll: 'attack', effect: 'bonus' } },
        { combatantId: 'kurgan', action: { kind: 'pass' } },
      ],
    });
    f.send({ type: 'actions.begin' });
    // Shoot: 7 + 7 − 2 + 4 = 16; Dodge: 7 + 4 − 2 + 4 = 13.
    const lines = texts(f.send({ type: 'action.resolveAll' }, [1, 2, 3, 10, 4, 5, 10]));
    expect(lines.find((l) => l.startsWith('Dante (Dex + Shoot at Kurgan)'))).toContain('Dex 7 + Shoot 7 \u2212 2 (two actions) + 4 (hero pool) = goal 16');
    expect(lines.find((l) => l.startsWith('Dante (Dex + Dodge)'))).toContain('Dex 7 + Dodge 4 \u2212 2 (two actions) + 4 (hero pool) = goal 13');
    expect(lines).toContain('Kurgan passes.');
    expect(f.who('dante').luckPoints).toBe(2);
  });

  it('a gun fired twice: two slots of the same shot at the initiative and −4, a round each', () => {
    const f = ready();
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'dante', action: task('Shoot', { target: 'kurgan', shots: 2 }) }, { combatantId: 'kurgan', action: { kind: 'pass' } }] });
    f.send({ type: 'actions.begin' });
    const view = toCombatView(f.rules, f.actor.getSnapshot(), HISTORY, SYSTEM);
    expect(view.order!.map((o) => [o.name, o.hits, o.label])).toEqual([
      ['Dante', 15, 'Dex + Shoot at Kurgan (shot 1 of 2)'],
      ['Dante', 11, 'Dex + Shoot at Kurgan (shot 2 of 2)'],
      ['Kurgan', 3, 'Pass'],
    ]);
    const ammo = f.who('dante').ammo!;
    f.send({ type: 'action.resolveAll' }, [1, 2, 3, 10, 4, 5, 6, 10]);
    expect(f.who('dante').ammo).toBe(ammo - 2);
  });

  it('a single Shoot task (no shots given) fires once and uses a round; a Dodge uses none', () => {
    const f = ready();
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'dante', action: task('Shoot', { target: 'kurgan' }), more: [task('Dodge')] }, { combatantId: 'kurgan', action: { kind: 'pass' } }] });
    f.send({ type: 'actions.begin' });
    const ammo = f.who('dante').ammo!;
    f.send({ type: 'action.resolveAll' }, [1, 2, 3, 10, 4, 5, 10]);
    expect(f.who('dante').ammo).toBe(ammo - 1);
  });
});

describe('seed 003 ties, latecomers, holds and knockouts', () => {
  it('003 "Ties are resolved in favor of characters with the highest Wits - if Wits are equal, the actions are simultaneous"', () => {
    const f = fight();
    const twin = pools({ Dexterity: 5, Wits: 5, Perception: 5 }, { Melee: 3 });
    f.send({
      type: 'combatant.add',
      combatants: [
        { ...base, id: 'a', name: 'Ann', team: 1, pools: twin },
        { ...base, id: 'b', name: 'Bo', team: 2, pools: twin },
        { ...base, id: 'c', name: 'Cy', team: 2, pools: pools({ Dexterity: 4, Wits: 6, Perception: 5 }, { Melee: 3 }) },
      ],
    });
    f.send({ type: 'combat.start' });
    // All 15 → 5 VP → 2d6+2: Ann [3, 3], Bo [2, 4], Cy [1, 5]: 8 each.
    f.send({ type: 'initiative.roll' }, [3, 3, 2, 4, 1, 5]);
    const act = (id: string) => ({ combatantId: id, action: task('Melee') });
    f.send({ type: 'action.declare', declarations: [act('a'), act('b'), act('c')] });
    f.send({ type: 'actions.begin' });
    const view = toCombatView(f.rules, f.actor.getSnapshot(), HISTORY, SYSTEM);
    expect(view.order!.map((o) => [o.name, o.hits, o.simultaneous ?? false])).toEqual([
      ['Cy', 8, false],
      ['Ann', 8, false],
      ['Bo', 8, true],
    ]);
  });

  it('someone joining after the roll rolls initiative while the others declare; the actions wait for them', () => {
    const f = ready();
    f.send({ type: 'combatant.add', combatants: [{ ...base, id: 'late', name: 'Late', team: 2, pools: pools({ Dexterity: 1, Wits: 1, Perception: 1 }) }] });
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'dante', action: { kind: 'pass' } }, { combatantId: 'kurgan', action: { kind: 'pass' } }, { combatantId: 'late', action: { kind: 'pass' } }] });
    expect(f.refusal({ type: 'actions.begin' })).toMatch(/Roll initiative first for Late/);
    f.send({ type: 'initiative.roll' }, [2]);
    expect(f.who('late').initiative).toMatchObject({ roll: 3, factor: '1d6+1' });
    expect(f.refusal({ type: 'initiative.roll' })).toMatch(/Everyone who can act has rolled initiative/);
    f.send({ type: 'actions.begin' });
    expect(f.phase()).toBe('resolving');
  });

  it('holding holds one action: the next one still to come', () => {
    const f = ready();
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'dante', action: task('Shoot', { target: 'kurgan' }), more: [task('Dodge')] }, { combatantId: 'kurgan', action: { kind: 'pass' } }] });
    f.send({ type: 'actions.begin' });
    f.send({ type: 'action.hold', combatantId: 'dante' });
    const order = f.ctx().order!;
    expect(order.held).toEqual([{ id: 'dante', hits: 15, tieBreak: null, action: 0 }]);
    expect(order.slots.map((s) => [s.id, s.action])).toEqual([['dante', 1], ['kurgan', 0]]);
  });

  it('after the actions, whoever has lost all five vitality levels is out (no dice); the turn forgets its initiative', () => {
    const f = ready();
    f.send({ type: 'action.declare', declarations: [{ combatantId: 'dante', action: { kind: 'pass' } }, { combatantId: 'kurgan', action: { kind: 'pass' } }] });
    f.send({ type: 'actions.begin' });
    const level = { location: 'Chest', severity: 'serious' as const, initialSeverity: 'serious' as const, type: 'wound' as const, source: 'Shot', vehicle: false, healingPoints: 0, healingStarted: false, firstAid: 'none' as const, movedFrom: null };
    for (let i = 0; i < 5; i++) f.send({ type: 'wound.add', targetId: 'kurgan', wound: level });
    f.send({ type: 'action.resolveAll' });
    const ko = texts(f.send({ type: 'knockout.roll' }));
    expect(ko).toContain('Kurgan has lost all five vitality levels and is out.');
    expect(f.who('kurgan').knockedOut).toBe(true);
    expect(f.who('dante').knockedOut).toBe(false);
    f.send({ type: 'turn.end' });
    expect(f.phase()).toBe('initiative');
    // Only Dante rolls now.
    f.send({ type: 'initiative.roll' }, [1, 1, 1]);
    expect(f.who('kurgan').initiative).toBeUndefined();
  });
});

describe('seed 003 NPC quick-declare', () => {
  it('an NPC quick-declares a task at the next enemy with the skill its weapon fits (a gun: Dexterity + Shoot)', () => {
    const f = ready();
    const entries = f.send({ type: 'action.quickDeclare' });
    expect(f.who('kurgan').declaration!.action).toEqual({ kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: 'dante' });
    expect(texts(entries)[0]).toBe('NPC quick-declare: Kurgan will roll Dexterity + Shoot at Dante.');
    expect(f.who('dante').declaration).toBeNull();
  });
});
