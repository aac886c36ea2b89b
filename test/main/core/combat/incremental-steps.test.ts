/**
 * Issue 38: a step costs what it changed. The host's view, kept from step to step (combatants and
 * order slots the step did not change keep their objects), equals a fresh build by a host with
 * nothing in memory after every step of random fights with undo and redo; a step's update names
 * only combatants whose state the step changed; and a reopened long fight serves its log in pages
 * from the end that equal the whole log.
 */
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../shared/core/combat/commands';
import { changedCombatants } from '../../../../shared/core/combat/changed-combatants';
import { diffList } from '../../../../shared/core/combat/view-patch';
import type { CombatLogStep } from '../../../../shared/ipc/combat-contract';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { useTempDirs } from '../../../helpers/db-temp';
import { randomCommand } from '../../../shared/core/combat/random-commands';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { callHandler, useHost } from './host-fixtures';
import { combatHandlers } from '../../../../main/core/handlers/combat';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const stats = { pools: pools({ Reflexes: 3, Brawn: 4, Medicine: 2 }) };

describe('incremental host steps (issue 38)', () => {
  it('after every step of random fights the kept view equals a fresh build by a host with nothing in memory', () => {
    const r = rig('incremental');
    for (let k = 0; k < 4; k++) {
      const combatId = r.host.create({ name: `Fight ${k}` }).combatId;
      const chooser = createSeededRng(`incremental-${k}`);
      r.host.command(combatId, CombatCommandSchema.parse({ type: 'combatant.add', combatants: Array.from({ length: 7 }, (_, i) => spec(`n${i}`, (i % 2) + 1, stats)) }));
      const open = r.host.openCombat(combatId);
      let taken = 0;
      for (let step = 0; step < 70; step++) {
        const roll = chooser.die(10);
        try {
          if (roll === 1 && open.history.cursor > 0) r.host.step(combatId, { kind: 'undo' });
          else if (roll === 2 && open.history.cursor < open.history.stack.length) r.host.step(combatId, { kind: 'redo' });
          else {
            const parsed = CombatCommandSchema.safeParse(randomCommand(chooser, open.snapshot.context, step, String(open.snapshot.value)));
            if (!parsed.success || parsed.data.type === 'combat.end') continue;
            r.host.step(combatId, { kind: 'command', command: parsed.data });
          }
        } catch (error) {
          if (!(error instanceof Error) || !('code' in error)) throw error;
          continue;
        }
        taken++;
        const update = r.changes.at(-1)!;
        expect(update.view).toEqual(r.reopen().view(combatId));
        // The rows the update names are those a plain content comparison of the two views finds.
        const previous = r.changes.at(-2);
        if (previous && update.base === previous.version && !update.reset) {
          expect(update.patch.combatants ?? null).toEqual(diffList(previous.view.combatants, update.view.combatants));
        }
      }
      expect(taken).toBeGreaterThan(30);
    }
  });

  it('one resolved action keeps every other combatant object and sends only those it changed', () => {
    const r = rig('one-action');
    const combatId = r.host.create({ name: 'Big' }).combatId;
    const send = (command: CombatCommandInput) => r.host.step(combatId, { kind: 'command', command: CombatCommandSchema.parse(command) });
    send({ type: 'combatant.add', combatants: Array.from({ length: 60 }, (_, i) => spec(`n${i}`, (i % 2) + 1, stats)) });
    send({ type: 'combat.start' });
    send({ type: 'action.quickDeclare' });
    send({ type: 'initiative.roll' });
    const open = r.host.openCombat(combatId);
    for (let i = 0; i < 10; i++) {
      const before = open.snapshot.context;
      const update = send({ type: 'action.resolveNext' });
      const changed = changedCombatants(before, open.snapshot.context);
      // An attacker and a target at most (and the vehicle-free fight has no one else to touch).
      expect(changed.length).toBeLessThanOrEqual(2);
      const kept = open.snapshot.context.combatants.filter((c, j) => c === before.combatants[j]);
      expect(kept.length).toBe(60 - changed.length);
      expect((update.patch.combatants?.set ?? []).map(([j]) => j).sort()).toEqual(changed.map((c) => c.index).sort());
      expect(r.changes.at(-1)!.view).toEqual(r.reopen().view(combatId));
    }
  });

  it('a reopened long fight serves its log in pages from the end that equal the whole log, and steps after reopening log as a full replay does', () => {
    const r = rig('pages', { checkpointEvery: 8 });
    const combatId = r.host.create({ name: 'Long' }).combatId;
    const send = (command: CombatCommandInput) => r.host.step(combatId, { kind: 'command', command: CombatCommandSchema.parse(command) });
    send({ type: 'combatant.add', combatants: Array.from({ length: 6 }, (_, i) => spec(`n${i}`, (i % 2) + 1, stats)) });
    send({ type: 'combat.start' });
    while (r.host.version(combatId) < 260) {
      const view = r.host.view(combatId);
      if (view.phase === 'declaring') {
        send({ type: 'action.quickDeclare' });
        send({ type: 'initiative.roll' });
      } else if (view.phase === 'resolving') send({ type: 'action.resolveNext' });
      else if (view.phase === 'knockouts') send({ type: 'knockout.roll' });
      else {
        for (const c of view.combatants) if (c.knockedOut) send({ type: 'combatant.revive', targetId: c.id });
        send({ type: 'turn.end' });
      }
    }
    r.host.flushCheckpoints();
    const whole = r.reopen().logSteps(combatId);
    const reopened = r.reopen();
    const handlers = combatHandlers({ host: () => reopened });
    const first = callHandler(handlers, 'combat.log', { combatId, limit: 25 });
    expect(first.total).toBe(whole.length);
    expect(first.steps).toEqual(whole.slice(-25));
    const pages: CombatLogStep[][] = [first.steps];
    while (pages[0]![0]!.step > 1) pages.unshift(reopened.logPage(combatId, { before: pages[0]![0]!.step, limit: 25 }).steps);
    expect(pages.flat()).toEqual(whole);
    // Undo and redo after reopening: the step the redo brings back is the full replay's.
    const later = r.reopen();
    const undone = later.step(combatId, { kind: 'undo' });
    expect(undone.log.keep).toBe(whole.length - 1);
    const redone = later.step(combatId, { kind: 'redo' });
    expect(redone.log.add).toEqual([whole.at(-1)]);
    // And a turn ended right after reopening sums up the whole turn, as the full log does.
    const again = r.reopen();
    const view = again.view(combatId);
    if (view.phase !== 'declaring') {
      if (view.allowed['action.resolveAll']) again.step(combatId, { kind: 'command', command: { type: 'action.resolveAll' } });
      if (again.view(combatId).allowed['knockout.roll']) again.step(combatId, { kind: 'command', command: { type: 'knockout.roll' } });
      const ended = again.step(combatId, { kind: 'command', command: { type: 'turn.end' } });
      expect(ended.log.add).toEqual([r.reopen().logSteps(combatId).at(-1)]);
    }
  });
});
