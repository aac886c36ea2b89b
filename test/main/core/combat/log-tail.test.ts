/**
 * Issue 38: a long fight reopened serves its log's first page from what its closing checkpoint
 * keeps (log-tail.ts), not from a replay: before the combat is opened (the GM screen asks for the
 * page with the view) and after. The steps are those a replay gives; a step, an undo or another
 * app version makes the stored page no longer count, and the log is read as before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CombatHost } from '../../../../main/core/combat/combat-host';
import { CombatMemory } from '../../../../main/core/combat/combat-memory';
import { CombatLogCache } from '../../../../main/core/combat/log-cache';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../shared/core/combat/commands';
import { useTempDirs } from '../../../helpers/db-temp';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { nextCommand, useHost } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const cmd = (c: CombatCommandInput) => CombatCommandSchema.parse(c);
const STATS = { pools: pools({ Reflexes: 3, Brawn: 3, Medicine: 2 }) };
const PAGE = 100;

/** A fight of `steps` commands, its last page read (as the GM screen does) and the combat closed. */
function played(host: CombatHost, steps: number): string {
  const id = host.create({ name: 'Long siege' }).combatId;
  host.command(id, cmd({ type: 'combatant.add', combatants: [spec('kid', 1, STATS), spec('ann', 1, STATS), spec('jesse', 2, STATS), spec('bill', 2, STATS)] }));
  host.command(id, cmd({ type: 'combat.start' }));
  while (host.view(id).history.length < steps) host.command(id, cmd(nextCommand(host, id)));
  host.logPage(id, { limit: PAGE });
  host.close(id);
  return id;
}

/** Counts replays of log steps and pages built from the log cache, on every host. */
function watch() {
  const replays = vi.spyOn(CombatMemory.prototype as unknown as { replayEntries: (...a: unknown[]) => unknown }, 'replayEntries');
  const pages = vi.spyOn(CombatLogCache.prototype, 'page');
  return { replays, pages };
}

afterEach(() => vi.restoreAllMocks());

describe('a reopened fight\'s first log page (issue 38)', () => {
  it('is answered as the closing checkpoint keeps it, before and after the combat is opened, the same steps a replay gives', () => {
    const r = rig('tail');
    const id = played(r.host, 140);
    // Another app version ignores the kept steps (their wording may differ) and replays them.
    const other = r.reopen({ appVersion: '0.2.0-other' });
    const replayed = other.logPage(id, { limit: PAGE });
    expect(replayed.steps).toHaveLength(PAGE);
    expect(replayed.steps.some((s) => s.summary)).toBe(true);

    const w = watch();
    const fresh = r.reopen();
    const first = fresh.logPage(id, { limit: PAGE });
    // Not opened: no page built, nothing replayed.
    expect(w.pages).not.toHaveBeenCalled();
    expect(w.replays).not.toHaveBeenCalled();
    expect(first).toEqual({ steps: replayed.steps, total: replayed.total, version: fresh.version(id) });
    // Opened now (by the version above): the page comes from the steps the combat reopened with.
    expect(fresh.logPage(id, { limit: 30 })).toEqual({ steps: replayed.steps.slice(-30), total: replayed.total, version: first.version });
    expect(w.replays).not.toHaveBeenCalled();
  });

  it('no longer counts once the fight moved on: a step and an undo are read from the log', () => {
    const r = rig('moved');
    const id = played(r.host, 60);
    const a = r.reopen();
    a.command(id, cmd(nextCommand(a, id)));
    const afterStep = a.logPage(id, { limit: PAGE });
    a.undo(id);
    const afterUndo = a.logPage(id, { limit: PAGE });
    expect(afterUndo.total).toBe(afterStep.total - 1);
    expect(afterUndo.steps).toEqual(afterStep.steps.slice(0, -1));
    // Its version moved with the undo: the page kept at closing is not that of the state now.
    expect(afterUndo.version).toBeGreaterThan(afterStep.version);
    a.close(id);

    // Closed after the undo: the next host answers the page kept then, not the one before.
    const w = watch();
    const b = r.reopen();
    expect(b.logPage(id, { limit: PAGE })).toEqual(afterUndo);
    expect(w.pages).not.toHaveBeenCalled();
    // A window asking for more than the kept steps hold is answered from the log.
    const whole = b.logPage(id, { limit: 500 });
    expect(whole.steps.slice(-PAGE)).toEqual(afterUndo.steps);
    expect(whole.steps).toHaveLength(afterUndo.total);
  });

  it('is made whole again at closing after an undo made room at its start, so the next open serves it as stored', () => {
    const r = rig('undone');
    const id = played(r.host, 150);
    const a = r.reopen();
    const opened = a.logPage(id, { limit: PAGE });
    a.view(id);
    // Undone without the page being read again: the cache holds 99 of the 100 steps before the cursor.
    a.undo(id);
    a.undo(id);
    a.close(id);
    const w = watch();
    const b = r.reopen();
    const page = b.logPage(id, { limit: PAGE });
    expect(w.pages).not.toHaveBeenCalled();
    expect(page.total).toBe(opened.total - 2);
    expect(page.steps.at(-1)).toEqual(opened.steps.at(-3));
    // The same steps another app version replays.
    expect(r.reopen({ appVersion: '0.2.0-other' }).logPage(id, { limit: PAGE }).steps).toEqual(page.steps);
  });

  it('is not there when the combat did not close (a crash): the page is replayed as before', () => {
    const r = rig('crash');
    const id = played(r.host, 40);
    const a = r.reopen();
    for (let i = 0; i < 12; i++) a.command(id, cmd(nextCommand(a, id)));
    const before = a.logPage(id, { limit: PAGE });
    // The checkpoints written after the steps carry no log; the host stops without closing the combat.
    a.flushCheckpoints();
    const w = watch();
    const b = r.reopen();
    expect(b.logPage(id, { limit: PAGE })).toEqual(before);
    expect(w.pages).toHaveBeenCalled();
    expect(w.replays).toHaveBeenCalled();
  });
});

describe('the closing checkpoint stored with its log tail', () => {
  it('replaces the same state stored without it: one checkpoint per state, however often the fight closes', () => {
    const r = rig('once');
    // 144 steps: the last lands on a periodic checkpoint (every 8), stored before the closing one.
    const id = played(r.host, 144);
    const bySeq = (rows: { eventSeq: number }[]) => rows.reduce((m, s) => m.set(s.eventSeq, (m.get(s.eventSeq) ?? 0) + 1), new Map<number, number>());
    const once = bySeq(r.repos.combatLog.snapshots(id));
    expect([...once.values()].every((n) => n === 1)).toBe(true);
    // Opened, a page read, closed again: nothing new to keep, and still one per state.
    const again = r.reopen();
    again.logPage(id, { limit: PAGE });
    again.close(id);
    expect(bySeq(r.repos.combatLog.snapshots(id))).toEqual(once);
  });
});
