/**
 * Issue 22: the declare panel's task drafts as pure functions: what a draft declares (seed 003's
 * accenting, up to three actions, shots for a gun), which questions go to main in one
 * `combat.taskOdds` call and how its answers read (goal, d20s, P(success), the VP distribution,
 * the SFX chances).
 */
import { describe, expect, it } from 'vitest';
import {
  accentTakenElsewhere,
  actionOf,
  declarationOf,
  draftsOf,
  luckChoiceOf,
  luckIdOf,
  multiActionCost,
  newDraft,
  sfxText,
  slotsUsed,
  taskHeadline,
  taskKinds,
  taskQuestions,
  vpText,
  type TaskDraft,
} from '../../../renderer/features/combat/task-draft';

const TASKS = {
  characteristics: [
    { name: 'Dexterity', rating: 7 },
    { name: 'Calm', rating: 4 },
  ],
  skills: [
    { name: 'Shoot', rating: 7 },
    { name: 'Stoic Mind', rating: 5 },
  ],
};

const shoot: TaskDraft = { kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: 'kurgan', label: 'at the Kurgan', accent: 'positive', shots: 1, complement: false };

describe('task drafts (issue 22)', () => {
  it('003 Dante shoots at a Kurgan, accenting positively: the draft declares Dex + Shoot at him with the accent', () => {
    expect(actionOf(shoot)).toEqual({ kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', label: 'at the Kurgan', target: 'kurgan', accent: 'positive' });
    // A characteristic-only roll has no skill; shots only when more than one; blank labels are left out.
    expect(actionOf({ ...shoot, skill: '', label: '  ', target: '', accent: '', shots: 3, complement: true })).toEqual({ kind: 'task', characteristic: 'Dexterity', skill: null, shots: 3, complement: true });
    expect(actionOf({ ...shoot, characteristic: '' })).toBeNull();
    expect(actionOf({ ...shoot, kind: 'pass' })).toEqual({ kind: 'pass' });
    expect(actionOf({ ...shoot, kind: 'attack' })).toBeNull();
  });

  it('declares up to three actions as action and more, and reads a declaration back into drafts', () => {
    const dodge: TaskDraft = { ...newDraft(TASKS), characteristic: 'Dexterity', skill: 'Stoic Mind' };
    const d = declarationOf([shoot, dodge])!;
    expect(d.action).toMatchObject({ kind: 'task', skill: 'Shoot' });
    expect(d.more).toEqual([{ kind: 'task', characteristic: 'Dexterity', skill: 'Stoic Mind' }]);
    expect(declarationOf([shoot, { ...dodge, characteristic: '' }])).toBeNull();
    expect(draftsOf([d.action, ...d.more], TASKS)).toEqual([shoot, { ...dodge, target: '' }]);
    expect(newDraft(TASKS, 'kurgan')).toEqual({ kind: 'task', characteristic: 'Dexterity', skill: 'Shoot', target: 'kurgan', label: '', accent: '', shots: 1, complement: false });
    // A gun fired twice takes two of the turn's three slots.
    expect(slotsUsed([{ ...shoot, shots: 2 }, dodge])).toBe(3);
    expect(slotsUsed([shoot, { ...dodge, kind: 'pass' }])).toBe(2);
  });

  it('003 "You can accent only one action per turn": a second accent is offered only on the accented action', () => {
    const plain = { ...shoot, accent: '' as const };
    expect(accentTakenElsewhere([shoot, plain], 1)).toBe(true);
    expect(accentTakenElsewhere([shoot, plain], 0)).toBe(false);
    expect(accentTakenElsewhere([plain, plain], 1)).toBe(false);
  });

  it('offers tasks first, then the payload-free actions the edition lists', () => {
    expect(taskKinds([{ id: 'task' }, { id: 'attack' }, { id: 'pass' }])).toEqual(['task', 'pass']);
  });

  it('asks main for every action together, the first alone, and each skill once for its dice', () => {
    const two = [shoot, { ...shoot, skill: 'Stoic Mind', accent: '' as const }];
    const q = taskQuestions('dante', two, TASKS, { roll: 'attack', effect: 'bonus' });
    const both = declarationOf(two)!;
    expect(q.questions.slice(0, 2)).toEqual([
      { combatantId: 'dante', actions: [both.action, ...both.more], index: 0, luck: 'bonus' },
      { combatantId: 'dante', actions: [both.action, ...both.more], index: 1, luck: 'bonus' },
    ]);
    expect(q.actionAt).toEqual([0, 1]);
    expect(q.questions[q.aloneAt!]).toEqual({ combatantId: 'dante', actions: [both.action], index: 0, luck: 'bonus' });
    // The characteristic alone and each skill, asked once each without luck (only their dice are read).
    expect([...q.skillAt.keys()]).toEqual(['', 'Shoot', 'Stoic Mind']);
    expect(q.questions[q.skillAt.get('Shoot')!]).toEqual({ combatantId: 'dante', actions: [{ kind: 'task', characteristic: 'Dexterity', skill: 'Shoot' }], index: 0, luck: null });
    // One action: no "alone" question; an incomplete second action leaves the first asked alone.
    expect(taskQuestions('dante', [shoot], TASKS, null).aloneAt).toBeNull();
    const half = taskQuestions('dante', [shoot, { ...shoot, characteristic: '' }], TASKS, null);
    expect(half.actionAt).toEqual([0, null]);
    expect(half.questions[0]!.actions).toHaveLength(1);
  });

  it('003 hero pool: +4 goal helps every action, a re-roll (or two) only the action it is spent on', () => {
    expect(luckChoiceOf('attack:bonus')).toEqual({ roll: 'attack', effect: 'bonus' });
    expect(luckChoiceOf('attack:reroll:2', 1)).toEqual({ roll: 'attack', effect: 'reroll', rerolls: 2, action: 1 });
    expect(luckChoiceOf('attack:reroll', 0)).toEqual({ roll: 'attack', effect: 'reroll' });
    expect(luckChoiceOf('')).toBeNull();
    expect(luckChoiceOf('nonsense:thing')).toBeNull();
    expect(luckIdOf({ roll: 'attack', effect: 'reroll', rerolls: 2, action: 1 })).toBe('attack:reroll:2');
    expect(luckIdOf(null)).toBe('');
    const two = [shoot, { ...shoot, skill: 'Stoic Mind', accent: '' as const }];
    const reroll = taskQuestions('dante', two, TASKS, luckChoiceOf('attack:reroll:2', 1));
    expect(reroll.questions.slice(0, 2).map((q) => [q.luck, q.rerolls])).toEqual([
      [null, undefined],
      ['reroll', 2],
    ]);
    const bonus = taskQuestions('dante', two, TASKS, luckChoiceOf('attack:bonus'));
    expect(bonus.questions.slice(0, 2).map((q) => q.luck)).toEqual(['bonus', 'bonus']);
  });

  it('reads what acting twice costs from the goals main answers', () => {
    const answer = (goal: number) => ({ goal, dice: 3, text: '', pSuccess: 0.5, vp: [], pGoodSfx: 0.05, pBadSfx: 0.05 });
    expect(multiActionCost([answer(9), answer(9), answer(14)], [0, 1], 2)).toBe(-5);
    expect(multiActionCost(undefined, [0, 1], 2)).toBeNull();
    expect(multiActionCost([answer(9)], [0], null)).toBeNull();
  });

  it('words the odds: goal, d20s and P(success); the VP distribution folded after six counts; the SFX chances', () => {
    const o = { goal: 14, dice: 2, text: 'Dex 7 + Shoot 7 = goal 14', pSuccess: 0.9275, vp: [1, 2, 3, 4, 5, 6].map((vp) => ({ vp, p: 0.1 })), pGoodSfx: 0.05, pBadSfx: 0.0049 };
    expect(taskHeadline(o)).toBe('Goal 14 · 2d20 · 93% success');
    expect(vpText(o.vp, 4)).toBe('1 VP 10% · 2 VP 10% · 3 VP 10% · 4 VP 10% · 5+ VP 20%');
    expect(vpText(o.vp.slice(0, 5), 4)).toBe('1 VP 10% · 2 VP 10% · 3 VP 10% · 4 VP 10% · 5 VP 10%');
    expect(vpText([...o.vp, { vp: 7, p: 0.1 }, { vp: 8, p: 0.05 }])).toBe('1 VP 10% · 2 VP 10% · 3 VP 10% · 4 VP 10% · 5 VP 10% · 6 VP 10% · 7+ VP 15%');
    expect(vpText([])).toBe('no VP possible');
    expect(sfxText(o)).toBe('Good SFX 5% · Bad SFX <1%');
  });
});
