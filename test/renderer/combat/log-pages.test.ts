/** Issue 38: the GM screen holds the end of the log; updates apply to it and earlier pages go in front. */
import { describe, expect, it } from 'vitest';
import { applyLogUpdate, LOG_FIRST_PAGE, LOG_HELD_MAX, stepsBefore, withEarlierPage, type CombatLogData } from '../../../renderer/features/combat/log-pages';
import type { CombatLogStep, CombatUpdate } from '../../../shared/ipc/combat-contract';

const step = (n: number): CombatLogStep => ({ step: n, turn: 1, lines: [`Step ${n}`] });
const steps = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => step(from + i));
const update = (base: number, keep: number, add: CombatLogStep[]): CombatUpdate => ({
  combatId: 'c', version: base + 1, base, patch: { fields: {} }, log: { keep, add }, lastStep: [],
});

describe('log pages', () => {
  const held: CombatLogData = { steps: steps(951, 1000), version: 50, total: 1000 };

  it('counts the steps before those held', () => {
    expect(stepsBefore(held)).toBe(950);
    expect(stepsBefore({ steps: [], version: 1, total: 0 })).toBe(0);
  });

  it('applies a new step, an undo and a redo to the end held, keeping the steps kept', () => {
    const added = applyLogUpdate(held, update(50, 1000, [step(1001)]))!;
    expect(added.steps.at(-1)).toEqual(step(1001));
    expect(added.steps[0]).toBe(held.steps[0]);
    expect(added.total).toBe(1001);
    const undone = applyLogUpdate(added, update(51, 1000, []))!;
    expect(undone.steps.length).toBe(50);
    expect(undone.total).toBe(1000);
  });

  it('asks for a fetch on a gap or an undo below what is held', () => {
    expect(applyLogUpdate(held, update(49, 1000, []))).toBeNull();
    expect(applyLogUpdate(held, update(50, 900, []))).toBeNull();
  });

  it('puts an earlier page of the same version in front, and refuses one of another version', () => {
    const page: CombatLogData = { steps: steps(851, 950), version: 50, total: 1000 };
    const both = withEarlierPage(held, page)!;
    expect(both.steps.map((s) => s.step)).toEqual(steps(851, 1000).map((s) => s.step));
    expect(both.steps.at(-1)).toBe(held.steps.at(-1));
    expect(withEarlierPage(held, { ...page, version: 51 })).toBeNull();
  });

  it('lets go of the oldest steps held, down to a first page, once a step takes them past the limit', () => {
    let log: CombatLogData = { steps: steps(1, 10), version: 10, total: 10 };
    for (let n = 11; n <= LOG_HELD_MAX; n++) log = applyLogUpdate(log, update(log.version, n - 1, [step(n)]))!;
    // Up to the limit, every step is held (the first object kept).
    expect(log.steps.length).toBe(LOG_HELD_MAX);
    expect(log.steps[0]).toEqual(step(1));
    const past = applyLogUpdate(log, update(log.version, LOG_HELD_MAX, [step(LOG_HELD_MAX + 1)]))!;
    expect(past.steps.length).toBe(LOG_FIRST_PAGE);
    expect(past.steps.at(-1)).toEqual(step(LOG_HELD_MAX + 1));
    // The steps let go are counted before those held (the screen offers them again), the rest are the same objects.
    expect(stepsBefore(past)).toBe(LOG_HELD_MAX + 1 - LOG_FIRST_PAGE);
    expect(past.total).toBe(LOG_HELD_MAX + 1);
    expect(past.steps[0]).toBe(log.steps[LOG_HELD_MAX + 1 - LOG_FIRST_PAGE]);
    // The next steps are held again until the limit.
    const next = applyLogUpdate(past, update(past.version, LOG_HELD_MAX + 1, [step(LOG_HELD_MAX + 2)]))!;
    expect(next.steps.length).toBe(LOG_FIRST_PAGE + 1);
    // An undo of the newest step still applies to what is held.
    expect(applyLogUpdate(next, update(next.version, LOG_HELD_MAX + 1, []))!.steps.at(-1)).toEqual(step(LOG_HELD_MAX + 1));
  });

  it('keeps every step the reader brought in by scrolling back, and every step after', () => {
    const both = withEarlierPage(held, { steps: steps(851, 950), version: 50, total: 1000 })!;
    expect(both.earlier).toBe(true);
    let log = both;
    for (let n = 1001; n <= 1100; n++) log = applyLogUpdate(log, update(log.version, n - 1, [step(n)]))!;
    expect(log.steps.length).toBe(250);
    expect(log.steps[0]).toBe(both.steps[0]);
    expect(log.earlier).toBe(true);
  });
});
