import { describe, expect, it } from 'vitest';
import { foldHistory, HISTORY_REDO, HISTORY_UNDO, stepHistory, toMachineEvent, toStoredPayload } from '../../../../shared/core/combat/history';
import { migrateSnapshot } from '../../../../shared/core/combat/snapshot-migrations';

const cmd = (seq: number) => ({ seq, type: 'action.resolveNext' });
const undo = (seq: number) => ({ seq, type: HISTORY_UNDO });
const redo = (seq: number) => ({ seq, type: HISTORY_REDO });

describe('undo history over the append-only log', () => {
  it('moves the cursor back and forth over the same commands', () => {
    expect(foldHistory([cmd(1), cmd(2), undo(3), undo(4), redo(5)])).toEqual({ stack: [1, 2], cursor: 1, discarded: [] });
  });

  it('drops the redo branch when a new command follows an undo, keeping it in the log', () => {
    expect(foldHistory([cmd(1), cmd(2), cmd(3), undo(4), undo(5), cmd(6)])).toEqual({ stack: [1, 6], cursor: 2, discarded: [2, 3] });
  });

  it('refuses a log that undoes past the start or redoes past the end', () => {
    expect(() => stepHistory({ stack: [], cursor: 0 }, undo(1))).toThrow('undo with nothing to undo');
    expect(() => stepHistory({ stack: [1], cursor: 1 }, redo(2))).toThrow('redo with nothing to redo');
  });

  it('stores commands as payload plus dice and reads them back validated', () => {
    const event = { type: 'combatant.knockOut' as const, targetId: 'a', dice: [{ label: 'x', sides: 8, faces: [3] }] };
    const stored = toStoredPayload(event);
    expect(stored).toEqual({ type: 'combatant.knockOut', payload: { targetId: 'a' }, dice: event.dice });
    expect(toMachineEvent(stored)).toEqual(event);
    expect(() => toMachineEvent({ type: 'combatant.knockOut', payload: {}, dice: [] })).toThrow();
  });
});

describe('snapshot migrations', () => {
  const bump = (s: unknown) => ({ upgraded: s }) as never;
  it('chains the steps from an old version to the current one', () => {
    expect(migrateSnapshot({ a: 1 }, 1, { 1: bump, 2: bump }, 3)).toEqual({ upgraded: { upgraded: { a: 1 } } });
    expect(migrateSnapshot({ a: 1 }, 3, {}, 3)).toEqual({ a: 1 });
  });
  it('gives up (so the host rebuilds from the log) when a step is missing or the snapshot is newer', () => {
    expect(migrateSnapshot({ a: 1 }, 1, { 2: bump }, 3)).toBeNull();
    expect(migrateSnapshot({ a: 1 }, 4, {}, 3)).toBeNull();
  });
});
