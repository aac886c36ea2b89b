/**
 * Issue 38: a moment after a reopened fight opens, the state its first undo goes back to is
 * rebuilt and the undo's first-time costs are paid (prepare-undo.ts, warm-step.ts): the request's
 * schema, the view of that state and its diff from the view sent. None of it may change what the
 * undo answers, or what the host holds for the fight meanwhile.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CombatHost } from '../../../../main/core/combat/combat-host';
import { CombatMemory } from '../../../../main/core/combat/combat-memory';
import { PREPARE_UNDO_AFTER_MS } from '../../../../main/core/combat/prepare-undo';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../shared/core/combat/commands';
import { useTempDirs } from '../../../helpers/db-temp';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { nextCommand, useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const cmd = (c: CombatCommandInput) => CombatCommandSchema.parse(c);
const STATS = { pools: pools({ Reflexes: 3, Brawn: 3, Medicine: 2 }) };

/** A fight of `steps` commands, closed (its checkpoint written), as before a restart. */
function played(host: CombatHost, steps: number): string {
  const id = host.create({ name: 'Long siege' }).combatId;
  host.command(id, cmd({ type: 'combatant.add', combatants: [spec('kid', 1, STATS), spec('ann', 1, STATS), spec('jesse', 2, STATS), spec('bill', 2, STATS)] }));
  host.command(id, cmd({ type: 'combat.start' }));
  while (host.view(id).history.length < steps) host.command(id, cmd(nextCommand(host, id)));
  host.close(id);
  return id;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the first undo after reopening, prepared (issue 38)', () => {
  it('answers as an unprepared undo does, and the preparation changes nothing the host holds', () => {
    // Two campaigns with the same fight (seeded dice, fake clocks): one undo prepared, one not.
    const a = rig('same');
    const b = rig('same');
    const id = played(a.host, 45);
    expect(played(b.host, 45)).toBe(id);

    vi.useFakeTimers();
    const warmed = vi.spyOn(CombatMemory.prototype, 'warmView');
    const prepared = a.reopen();
    const shown = prepared.current(id);
    vi.advanceTimersByTime(PREPARE_UNDO_AFTER_MS);
    expect(warmed).toHaveBeenCalledTimes(1);
    // The view sent and the fight's place are those the screen was answered with.
    expect(prepared.current(id)).toEqual(shown);
    const fromPrepared = prepared.step(id, { kind: 'undo' }, { version: shown.version, requestId: 'undo-a' });
    vi.useRealTimers();

    const cold = b.reopen();
    const coldShown = cold.current(id);
    expect(coldShown).toEqual(shown);
    const fromCold = cold.step(id, { kind: 'undo' }, { version: coldShown.version, requestId: 'undo-b' });
    expect(fromPrepared).toEqual(fromCold);
    expect(prepared.view(id)).toEqual(cold.view(id));
    expect(prepared.logPage(id, { limit: 20 })).toEqual(cold.logPage(id, { limit: 20 }));
  });

  it('is not prepared for a fight that moved on or closed before the moment came', () => {
    const r = rig('moved');
    const id = played(r.host, 30);
    vi.useFakeTimers();
    const warmed = vi.spyOn(CombatMemory.prototype, 'warmView');
    const moved = r.reopen();
    moved.current(id);
    moved.command(id, cmd(nextCommand(moved, id)));
    vi.advanceTimersByTime(PREPARE_UNDO_AFTER_MS);
    expect(warmed).not.toHaveBeenCalled();

    const closed = r.reopen();
    closed.current(id);
    closed.close(id);
    vi.advanceTimersByTime(PREPARE_UNDO_AFTER_MS);
    expect(warmed).not.toHaveBeenCalled();
  });
});
