/**
 * Issue 20: every step answers and pushes what changed. A window that starts from one fetched
 * view and log and applies every update holds exactly what a fresh fetch gives, through random
 * fights with undo and redo; and a step's update stays small whatever the size of the fight and
 * the length of its log.
 */
import { describe, expect, it } from 'vitest';
import { CombatCommandSchema, type CombatCommandInput } from '../../../../shared/core/combat/commands';
import { applyViewPatch } from '../../../../shared/core/combat/view-patch';
import type { CombatView } from '../../../../shared/core/combat/view';
import { CombatUpdateSchema, type CombatLogStep, type CombatUpdate } from '../../../../shared/ipc/combat-contract';
import { createSeededRng } from '../../../../shared/core/dice/rng';
import { useTempDirs } from '../../../helpers/db-temp';
import { randomCommand } from '../../../shared/core/combat/random-commands';
import { pools, spec } from '../../../shared/core/combat/fixtures';
import { useHost, type HostRig } from './host-fixtures';

const tempDir = useTempDirs();
const rig = useHost(tempDir);
const stats = { pools: pools({ Reflexes: 3, Brawn: 4, Medicine: 2 }) };

/** A window: the view and log it fetched, then every update applied in turn. */
class Window {
  view: CombatView;
  version: number;
  log: CombatLogStep[];
  applied = 0;
  constructor(r: HostRig, combatId: string) {
    const current = r.host.current(combatId);
    this.view = current.view;
    this.version = current.version;
    this.log = r.host.logSteps(combatId);
  }
  apply(update: CombatUpdate): void {
    expect(update.base).toBe(this.version);
    expect(update.version).toBeGreaterThan(update.base);
    this.view = applyViewPatch(this.view, update.patch);
    this.log = [...this.log.slice(0, update.log.keep), ...update.log.add];
    this.version = update.version;
    this.applied++;
  }
}

describe('step updates (issue 20)', () => {
  it('a window applying every update holds what a fresh fetch gives, through random fights with undo and redo', () => {
    const r = rig('updates');
    for (let k = 0; k < 6; k++) {
      const combatId = r.host.create({ name: `Fight ${k}` }).combatId;
      const chooser = createSeededRng(`updates-${k}`);
      r.host.command(combatId, CombatCommandSchema.parse({ type: 'combatant.add', combatants: Array.from({ length: 6 }, (_, i) => spec(`n${i}`, (i % 2) + 1, stats)) }));
      const w = new Window(r, combatId);
      const open = r.host.openCombat(combatId);
      for (let step = 0; step < 80; step++) {
        const before = r.changes.length;
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
          expect(r.changes.length).toBe(before); // a refusal pushes nothing
          continue;
        }
        expect(r.changes.length).toBe(before + 1);
        const { view: _whole, ...update } = r.changes.at(-1)!;
        expect(CombatUpdateSchema.safeParse(update).success).toBe(true);
        // What crosses the wire is JSON.
        w.apply(JSON.parse(JSON.stringify(update)) as CombatUpdate);
        expect(w.view).toEqual(r.host.view(combatId));
        // And what a host with nothing in memory projects (the live host keeps combatant views from step to step).
        if (step % 4 === 0) expect(w.view).toEqual(r.reopen().view(combatId));
      }
      expect(w.applied).toBeGreaterThan(30);
      expect(w.log).toEqual(r.host.logSteps(combatId));
      // A restart (nothing in memory) gives the same view, version and log.
      const fresh = r.reopen();
      expect(fresh.current(combatId)).toEqual({ view: w.view, version: w.version });
      expect(fresh.logSteps(combatId)).toEqual(w.log);
    }
  });

  it("renaming someone renames them in everyone's declaration, in the update and the view", () => {
    const r = rig('rename');
    const combatId = r.host.create({ name: 'Names' }).combatId;
    const send = (command: CombatCommandInput) => r.host.step(combatId, { kind: 'command', command: CombatCommandSchema.parse(command) });
    send({ type: 'combatant.add', combatants: [spec('ann', 1, { ...stats, name: 'Ann' }), spec('bob', 2, { ...stats, name: 'Bob' })] });
    send({ type: 'combat.start' });
    send({ type: 'action.declare', declarations: [{ combatantId: 'ann', action: { kind: 'attack', target: 'bob' }, luck: null }] });
    const w = new Window(r, combatId);
    expect(w.view.combatants[0]!.declarationText).toBe('attack Bob');
    w.apply(send({ type: 'combatant.update', combatantId: 'bob', patch: { name: 'Robert' } }));
    // Ann's own state did not change, but her declaration reads the new name.
    expect(w.view.combatants[0]!.declarationText).toBe('attack Robert');
    expect(w.view).toEqual(r.reopen().view(combatId));
  });

  it('after a restart mid-turn, the step that ends the turn carries the whole turn in its summary', () => {
    const r = rig('restart-summary');
    const combatId = r.host.create({ name: 'Restarted' }).combatId;
    const send = (host: typeof r.host, command: CombatCommandInput) => host.step(combatId, { kind: 'command', command: CombatCommandSchema.parse(command) });
    send(r.host, { type: 'combatant.add', combatants: Array.from({ length: 6 }, (_, i) => spec(`n${i}`, (i % 2) + 1, stats)) });
    send(r.host, { type: 'combat.start' });
    send(r.host, { type: 'action.quickDeclare' });
    send(r.host, { type: 'initiative.roll' });
    send(r.host, { type: 'action.resolveNext' });
    send(r.host, { type: 'action.resolveNext' });
    // Nothing in memory: the turn's first steps are known only from the file.
    const fresh = r.reopen();
    send(fresh, { type: 'action.resolveAll' });
    const knockouts = fresh.view(combatId).allowed['knockout.roll'];
    if (knockouts) send(fresh, { type: 'knockout.roll' });
    const ended = send(fresh, { type: 'turn.end' });
    const summary = ended.log.add[0]!.summary!;
    expect(summary.turn).toBe(1);
    expect(summary).toEqual(r.reopen().logSteps(combatId).at(-1)!.summary);
    // The two actions resolved before the restart are in it.
    expect(summary.lines.join('\n')).toMatch(/n\d/);
    expect(ended.log.add[0]).toEqual(r.reopen().logSteps(combatId).at(-1));
  });

  it("a step's answer stays the same size whatever the number of combatants and the length of the log", () => {
    const sizes: Record<string, number[]> = {};
    for (const [count, notes] of [[10, 0], [200, 0], [10, 600], [200, 600]] as const) {
      const r = rig(`size-${count}-${notes}`);
      const combatId = r.host.create({ name: 'Sized' }).combatId;
      const send = (command: CombatCommandInput) => r.host.step(combatId, { kind: 'command', command: CombatCommandSchema.parse(command) });
      send({ type: 'combatant.add', combatants: Array.from({ length: count }, (_, i) => spec(`n${i}`, (i % 2) + 1, stats)) });
      send({ type: 'combat.start' });
      // A long log before the measured steps: storyteller notes, each one step.
      for (let i = 0; i < notes; i++) send({ type: 'note.set', combatantId: `n${i % count}`, note: `Note ${i}` });
      send({ type: 'action.quickDeclare' });
      send({ type: 'initiative.roll' });
      const measured = [
        send({ type: 'action.resolveNext' }),
        send({ type: 'note.set', combatantId: 'n3', note: 'Bleeding' }),
        r.host.step(combatId, { kind: 'undo' }),
        r.host.step(combatId, { kind: 'redo' }),
      ];
      const pushed = r.changes.slice(-4).map(({ view: _v, ...u }) => u);
      expect(pushed).toEqual(measured);
      sizes[`${count}/${notes}`] = measured.map((u) => JSON.stringify(u).length);
    }
    for (const [key, list] of Object.entries(sizes)) for (const bytes of list) expect(bytes, key).toBeLessThan(6_000);
    // Not merely under a bound: the same steps cost the same bytes at 10 and 200 combatants, with or without 600 steps of log.
    const spread = (i: number) => Math.max(...Object.values(sizes).map((l) => l[i]!)) - Math.min(...Object.values(sizes).map((l) => l[i]!));
    for (let i = 0; i < 4; i++) expect(spread(i), `step ${i}: ${JSON.stringify(sizes)}`).toBeLessThan(1_500);
  });
});
