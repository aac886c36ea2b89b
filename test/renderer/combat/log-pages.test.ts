/** Issue 38: the GM screen holds the end of the log; updates apply to it and earlier pages go in front. */
import { describe, expect, it } from 'vitest';
import { applyLogUpdate, stepsBefore, withEarlierPage, type CombatLogData } from '../../../renderer/features/combat/log-pages';
import type { CombatLogStep, CombatUpdate } from '../../../shared/ipc/combat-contract';

const step = (n: number): CombatLogStep => ({ step: n, turn: 1, lines: [`Step ${n}`] });
const steps = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => step(from + i));
const update = (base: number, keep: number, add: CombatLogStep[]): CombatUpdate => ({
  combatId: 'c', version: base + 1, base, patch: { fields: {} }, log: { keep, add }, lastStep: [],
});

describe('log pages', () => {
  const held: CombatLogData = { steps: steps(801, 1000), version: 50, total: 1000 };

  it('counts the steps before those held', () => {
    expect(stepsBefore(held)).toBe(800);
    expect(stepsBefore({ steps: [], version: 1, total: 0 })).toBe(0);
  });

  it('applies a new step, an undo and a redo to the end held, keeping the steps kept', () => {
    const added = applyLogUpdate(held, update(50, 1000, [step(1001)]))!;
    expect(added.steps.at(-1)).toEqual(step(1001));
    expect(added.steps[0]).toBe(held.steps[0]);
    expect(added.total).toBe(1001);
    const undone = applyLogUpdate(added, update(51, 1000, []))!;
    expect(undone.steps.length).toBe(200);
    expect(undone.total).toBe(1000);
  });

  it('asks for a fetch on a gap or an undo below what is held', () => {
    expect(applyLogUpdate(held, update(49, 1000, []))).toBeNull();
    expect(applyLogUpdate(held, update(50, 700, []))).toBeNull();
  });

  it('puts an earlier page of the same version in front, and refuses one of another version', () => {
    const page: CombatLogData = { steps: steps(601, 800), version: 50, total: 1000 };
    const both = withEarlierPage(held, page)!;
    expect(both.steps.map((s) => s.step)).toEqual(steps(601, 1000).map((s) => s.step));
    expect(both.steps.at(-1)).toBe(held.steps.at(-1));
    expect(withEarlierPage(held, { ...page, version: 51 })).toBeNull();
  });
});
